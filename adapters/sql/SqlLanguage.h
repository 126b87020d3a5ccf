#pragma once

#include "SqlDialect.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/QueryLanguage.h"

#include <functional>

namespace nelumbo {

// What sets one SQL language apart from another: the lexical and statement rules of its
// dialect (quotes, comments, escapes, dollar quoting, side-effect functions, pragma policy),
// how names fold, its words, its error messages and its plan format. Each SQL adapter fills
// its own (adapters/<name>/*Language.cpp); the default is standard SQL.
struct SqlProfile
{
    QString id = QStringLiteral("sql"); // the adapter's queryLanguage()
    SqlDialect dialect;
    // Unquoted names fold to lower case and compare exactly; else names compare ignoring case.
    bool foldsToLowerCase = false;
    QStringList keywords;
    // Each function as the completion list shows it: "name(arguments) → result".
    QStringList functions;
    QList<ErrorPattern> errorPatterns;
    // Reads the database's plan; empty: the language has no plans ("no_plan").
    std::function<Result<PlanTree>(const QueryPlan& plan, const QString& language)> planReader;
};

// The query language of an SQL database, built from its profile by the SQL adapters:
// splitting (SqlText), the read-only rule (ReadOnlyClassifier), templates
// (TemplateCompiler) and the names a statement reads (SqlTokenizer).
class SqlLanguage : public QueryLanguage
{
public:
    explicit SqlLanguage(SqlProfile profile);

    const SqlProfile& profile() const { return m_profile; }
    const SqlDialect& dialect() const { return m_profile.dialect; }

    QString id() const override { return m_profile.id; }
    QString fenceLabel() const override { return QStringLiteral("sql"); }

    QList<StatementRange> split(QStringView script) const override;
    bool isBlank(QStringView text) const override;
    // A bracket, or an SQL statement's first word (SELECT, WITH, …, after any '(').
    bool looksLikeStatement(QStringView text) const override;

    AccessVerdict checkReadOnly(QStringView statement) const override;
    bool unknownMayWrite() const override { return true; }
    AccessVerdict checkSingleStatement(QStringView statement) const override;
    bool isTransactionControl(QStringView statement) const override;

    Result<CompiledStatement>
    compileTemplate(QStringView text, const QVariantMap& values,
                    const QList<VariableDefinition>& definitions = {}) const override;
    QStringList variableNames(QStringView text) const override;
    Result<void> checkPlaceholders(QStringView text) const override;
    Result<QString> prepareForAnalysis(QStringView statement) const override;
    // `?` value markers in code become NULL.
    QString withNullParameters(QStringView statement) const override;

    QList<NameChain> referencedNames(QStringView statement) const override;
    QString foldName(const WrittenName& name) const override;
    bool sameName(const WrittenName& written, const QString& stored) const override;
    // SELECT * FROM name
    QString relationProbe(const QString& qualifiedName) const override;

    // SqlCompletion: the clause, the relations in scope and the name being typed.
    CompletionContext completionContext(QStringView text, qsizetype cursor) const override;
    QString writtenName(const QString& stored, bool quoted = false) const override;

    QStringList keywords() const override { return m_profile.keywords; }
    QStringList functions() const override { return m_functionNames; }
    QString functionSignature(const QString& name) const override;
    QList<ErrorPattern> errorPatterns() const override { return m_profile.errorPatterns; }
    Result<PlanTree> parsePlan(const QueryPlan& plan) const override;
    // SqlFormatter with the profile's dialect and keywords.
    Result<QString> format(QStringView text, const FormatOptions& options) const override;

    // SELECT * FROM (statement) ORDER BY "column": a query's rows only, one statement.
    Result<QString> orderedBy(QStringView statement, const QString& column,
                              bool descending) const override;
    // INSERT INTO table (columns) VALUES (literals);
    Result<QString> insertStatement(const QString& table, const QStringList& columns,
                                    const QVariantList& values) const override;
    // A value as a literal of the dialect: NULL, a number, 'text', a blob.
    QString literal(const QVariant& value) const;

    // Words every SQL dialect shares, for profiles to start from.
    static QStringList standardKeywords();
    // Signatures of the functions every SQL engine here has.
    static QStringList standardFunctions();

private:
    SqlProfile m_profile;
    QStringList m_functionNames;
    QHash<QString, QString> m_signatures; // by lower-case name
};

} // namespace nelumbo
