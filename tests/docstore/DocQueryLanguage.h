#pragma once

#include "adapter/QueryLanguage.h"

#include <QJsonObject>

// A small JSON query language for the test document store: one statement per line, each a
// JSON object naming its operation and collection:
//   {"find":"books","filter":{"year":1999},"limit":10}     {"count":"books"}
//   {"insert":"books","doc":{…}}  {"delete":"books","filter":{…}}
//   {"update":"books","filter":{…},"set":{…}}
// Templates: `{{name}}` stands for a JSON value; `[[ … ]]` outside strings is an optional
// part (arrays of arrays are written `[ [` here). Compiled values become `{"$param":N}`
// markers that the session replaces by the bound value as JSON.
class DocQueryLanguage final : public nelumbo::QueryLanguage
{
public:
    static constexpr char kParamKey[] = "$param";

    QString id() const override { return QStringLiteral("docquery:json"); }
    // Not the id's family: prompts show that the label is the language's own.
    QString fenceLabel() const override { return QStringLiteral("docjson"); }

    QList<nelumbo::StatementRange> split(QStringView script) const override;
    bool isBlank(QStringView text) const override;
    // A bare reply is a statement when it parses as one.
    bool looksLikeStatement(QStringView text) const override;

    nelumbo::AccessVerdict checkReadOnly(QStringView statement) const override;
    nelumbo::AccessVerdict checkSingleStatement(QStringView statement) const override;

    nelumbo::Result<nelumbo::CompiledStatement>
    compileTemplate(QStringView text, const QVariantMap& values,
                    const QList<nelumbo::VariableDefinition>& definitions = {}) const override;
    QStringList variableNames(QStringView text) const override;
    nelumbo::Result<void> checkPlaceholders(QStringView text) const override;
    nelumbo::Result<QString> prepareForAnalysis(QStringView statement) const override;
    QString withNullParameters(QStringView statement) const override;

    QList<nelumbo::NameChain> referencedNames(QStringView statement) const override;
    QStringList keywords() const override;
    QList<nelumbo::ErrorPattern> errorPatterns() const override;

    // The statement as a JSON object with its operation and collection, or why not.
    struct Parsed
    {
        QString operation; // find, count, insert, delete, update
        QString collection;
        QJsonObject object;
        bool writes() const;
    };
    static nelumbo::Result<Parsed> parse(QStringView statement);
};
