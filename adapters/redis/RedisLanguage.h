#pragma once

#include "RedisValue.h"
#include "adapter/QueryLanguage.h"

namespace nelumbo {

// Redis commands as redis-cli reads them: one command per line, arguments separated by white
// space, "double quotes" with escapes (\n, \r, \t, \b, \a, \\, \", \xHH) and 'single quotes'
// (only \' escapes); a line starting with # is a comment.
//
// Templates: an unquoted `{{name}}` is exactly one argument whatever its value, also inside
// an argument (`user:{{id}}`); a list variable standing alone is one argument per item;
// `[[ … ]]` outside quotes holds optional arguments. Compiled, each value is a marker the
// session replaces after splitting the line, so no value is ever read as command text.
class RedisLanguage final : public QueryLanguage
{
public:
    static constexpr char16_t kMarkerOpen = 0xE000;
    static constexpr char16_t kMarkerClose = 0xE001;

    QString id() const override { return QStringLiteral("redis:commands"); }
    QString fenceLabel() const override { return QStringLiteral("redis"); }

    QList<StatementRange> split(QStringView script) const override;
    StatementRange statementAt(QStringView script, qsizetype cursor) const override;
    bool isBlank(QStringView text) const override;

    AccessVerdict checkReadOnly(QStringView statement) const override;
    AccessVerdict checkSingleStatement(QStringView statement) const override;
    bool unknownMayWrite() const override { return true; }
    bool isTransactionControl(QStringView) const override { return false; }

    Result<CompiledStatement>
    compileTemplate(QStringView text, const QVariantMap& values,
                    const QList<VariableDefinition>& definitions = {}) const override;
    QStringList variableNames(QStringView text) const override;
    Result<void> checkPlaceholders(QStringView text) const override;
    Result<QString> prepareForAnalysis(QStringView statement) const override;

    // RedisCompletion: a command name, then the key names of the catalogue.
    CompletionContext completionContext(QStringView text, qsizetype cursor) const override;
    // A namespace ("artist:*") as the start of its keys ("artist:").
    QString writtenName(const QString& stored, bool quoted = false) const override;

    QList<ErrorPattern> errorPatterns() const override;

    // One command line as its arguments. With params, the value markers of a compiled
    // template become the values' bytes (each inside the argument it stands in); without,
    // markers are plain text. Error "invalid_statement" for unbalanced quotes.
    static Result<RedisCommand> parse(QStringView line, const QVariantList& params = {});
    // Like parse(), but a `{{name}}` placeholder is one argument of its own text: for
    // checking a template's arity and key positions without values.
    static Result<RedisCommand> parseTemplate(QStringView line);
    // A bound value as an argument's bytes.
    static QByteArray argumentBytes(const QVariant& value);
};

} // namespace nelumbo
