#pragma once

#include "core/Result.h"
#include "variables/VariableDefinition.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVariantList>
#include <QVariantMap>
#include <functional>
#include <memory>
#include <optional>

namespace nelumbo {

class PlanTree;
struct QueryPlan;

// Half-open character range [begin, end) of one statement in a script, without its
// separator and without surrounding white space.
struct StatementRange
{
    qsizetype begin = 0;
    qsizetype end = 0;
    bool isEmpty() const { return end <= begin; }
    qsizetype length() const { return end - begin; }
    friend bool operator==(const StatementRange&, const StatementRange&) = default;
};

// Whether a statement only reads.
enum class StatementAccess
{
    ReadOnly,
    Writes,
    Unknown
};

// The read-only check's answer for one statement, with the reason for a refusal.
struct AccessVerdict
{
    bool allowed = false;
    QString reason; // for people; empty when allowed
    QString code;   // stable: "multiple_statements", "data_change", …; empty when allowed
    QString englishReason = {}; // the reason in English, for the model

    static AccessVerdict allow() { return {true, {}, {}}; }
    static AccessVerdict refuse(const Error& error)
    {
        return {false, error.message, error.code, error.forModel()};
    }
    Error toError() const { return Error{code, reason, englishReason}; }
};

// A template compiled for the session: the statement text with the language's value markers
// and the values to bind, in marker order. Values are bound, never spliced into the text.
struct CompiledStatement
{
    QString sql;
    QVariantList params;
};

// A name as written in a statement, for visibility checks.
struct WrittenName
{
    QString text; // without quotes
    bool quoted = false;
};

// A dotted name in a statement's code (`a`, `a.b`), and whether it stands where a table does.
struct NameChain
{
    QList<WrittenName> parts;
    bool tablePosition = false;
};

// A relation a statement reads from, as completion sees it: a table (schema and name as
// written) or a derived one (a CTE or a subquery) with the columns it yields.
struct CompletionRelation
{
    WrittenName schema; // empty text when unqualified
    WrittenName name;   // a derived relation's name is its CTE name or alias
    WrittenName alias;  // empty text when none
    bool derived = false;
    QStringList columns; // a derived relation's output columns
};

// A language's word offered where it fits, such as a command name.
struct CompletionWord
{
    QString text;
    QString detail;
};

// What the language reads of the text around a cursor, for completion: where the name being
// typed starts and ends, what kind of thing stands there and what is in scope.
struct CompletionContext
{
    enum class Position
    {
        None,     // in a comment or a string: nothing to offer
        Keyword,  // where a new clause or statement starts
        Relation, // after FROM, JOIN, INTO, UPDATE, TABLE
        Column,   // an expression: columns in scope, functions, keywords
        Member,   // after `qualifier.`
        Variable, // inside {{
        Command,  // a command name (words)
        Key       // a key name (the catalogue's entries, as writtenName() writes them)
    };
    Position position = Position::None;
    qsizetype replaceStart = 0; // the typed part to replace, as offsets in the text
    qsizetype replaceEnd = 0;
    QString prefix;               // what was typed of the name, without quotes
    bool quoted = false;          // the name was opened with a quote
    QList<WrittenName> qualifier; // Member: the dotted parts before the dot
    int qualifierRelation = -1;   // Member: the scope entry the qualifier names, or -1
    QList<CompletionRelation> scope;
    // Command: the commands to offer; Relation: names the statement defines (CTEs);
    // Keyword: the keywords that fit best here, offered before the others
    QList<CompletionWord> words;
    bool lowerCase = false; // the statement writes its keywords in lower case
};

// A database error message the adapter recognises, with advice for people and models.
struct ErrorPattern
{
    QRegularExpression pattern; // case-insensitive
    QString hint;
};

// How QueryLanguage::format() writes a statement.
struct FormatOptions
{
    enum class KeywordCase
    {
        Upper,
        Lower,
        Keep
    };
    KeywordCase keywordCase = KeywordCase::Upper;

    // "upper", "lower", "keep" (the setting's and the CLI's words); nullopt for others.
    static std::optional<KeywordCase> keywordCaseFromName(QStringView name);
};

// The query language of a source, as core sees it: how a script splits into statements,
// which statements only read, how `{{name}}` / `[[ … ]]` templates compile, which names a
// statement reads and how plans read. Reached through DatabaseAdapter::language(); the
// adapter owns it. Pure and thread-safe: one instance serves every connection.
//
// The template syntax is core's contract for every language: `{{name}}` is a placeholder
// (name: [A-Za-z_][A-Za-z0-9_]*), `[[ … ]]` an optional block kept only when its variables
// have values; the language decides where in its text they count and how values bind.
class QueryLanguage
{
public:
    virtual ~QueryLanguage() = default;

    // "sql:postgres": family:dialect, recorded with saved queries.
    virtual QString id() const = 0;
    // The label of a Markdown code fence holding this language ("sql").
    virtual QString fenceLabel() const = 0;

    // --- scripts
    virtual QList<StatementRange> split(QStringView script) const = 0;
    // The statement under the cursor; a cursor in the gap after a statement picks that one.
    virtual StatementRange statementAt(QStringView script, qsizetype cursor) const;
    // True when the text holds nothing but white space and comments.
    virtual bool isBlank(QStringView text) const = 0;
    // Whether a model's reply without a code fence reads like a bare statement of this
    // language, worth validating. The default knows no words: a reply that opens with a
    // bracket ({, [ or %{) of a structured query.
    virtual bool looksLikeStatement(QStringView text) const;

    // --- access
    // The read-only rule: allowed only when the statement surely only reads.
    virtual AccessVerdict checkReadOnly(QStringView statement) const = 0;
    // The rule that holds also when writes are allowed: exactly one statement.
    virtual AccessVerdict checkSingleStatement(QStringView statement) const = 0;
    // Reads, writes, or cannot tell (empty, several statements, not recognised).
    virtual StatementAccess classify(QStringView statement) const;
    // Whether a statement classify() cannot tell about counts as one that may write (the
    // language classifies every statement it can read); else validation decides.
    virtual bool unknownMayWrite() const { return false; }
    // Transaction control (begin, commit, …), which reads no data.
    virtual bool isTransactionControl(QStringView statement) const;

    // --- templates
    // Compiles a template with values (supplied, else the definition's default) into what
    // the session binds. "spaced_placeholder" for `{{ name }}` in code, "unsupported" when
    // the language has no templates.
    virtual Result<CompiledStatement>
    compileTemplate(QStringView text, const QVariantMap& values,
                    const QList<VariableDefinition>& definitions = {}) const = 0;
    // The variables a form should ask for, first-seen order, no duplicates.
    virtual QStringList variableNames(QStringView text) const = 0;
    // Refuses placeholders that cannot bind (`{{ name }}` in code).
    virtual Result<void> checkPlaceholders(QStringView text) const = 0;
    // A template made plannable without values. Error "unsupported" when the language
    // cannot be planned, "spaced_placeholder" as for compileTemplate().
    virtual Result<QString> prepareForAnalysis(QStringView statement) const = 0;
    // The statement with its positional value markers replaced by a null value, for an
    // analysis that gets no values.
    virtual QString withNullParameters(QStringView statement) const { return statement.toString(); }

    // --- names
    // The dotted names in the statement's code, in order.
    virtual QList<NameChain> referencedNames(QStringView statement) const
    {
        Q_UNUSED(statement)
        return {};
    }
    // A written name as the database stores it (unquoted names folded where they fold).
    virtual QString foldName(const WrittenName& name) const { return name.text; }
    // Whether a written name means a stored one.
    virtual bool sameName(const WrittenName& written, const QString& stored) const;
    // A statement that reads every row of a relation (qualifiedName as the adapter writes
    // it), for asking the adapter which relations a view reads. Empty when the language has
    // none: such a view cannot be checked.
    virtual QString relationProbe(const QString& qualifiedName) const
    {
        Q_UNUSED(qualifiedName)
        return {};
    }

    // --- completion
    // The position of the cursor in text (a whole script): the statement under it, the
    // clause, the relations in scope with their aliases. Default: the word before the cursor,
    // a keyword position.
    virtual CompletionContext completionContext(QStringView text, qsizetype cursor) const;
    // A stored name as a statement writes it: quoted when it must be, or always when quoted.
    virtual QString writtenName(const QString& stored, bool quoted = false) const
    {
        Q_UNUSED(quoted)
        return stored;
    }

    // --- words, errors and plans
    virtual QStringList keywords() const { return {}; }
    virtual QStringList functions() const { return {}; }
    // How a function of functions() is called, for the completion list; empty when unknown.
    virtual QString functionSignature(const QString& name) const
    {
        Q_UNUSED(name)
        return {};
    }
    virtual QList<ErrorPattern> errorPatterns() const { return {}; }
    // Reads the adapter's own plan format into the plan model. "empty_plan", "invalid_plan",
    // or "no_plan" when the language has no plan reader.
    virtual Result<PlanTree> parsePlan(const QueryPlan& plan) const;

    // --- formatting
    // The text laid out (clauses, indentation, keyword case) with the same tokens; comments,
    // literals and template syntax kept exactly. "unterminated_text" when the text cannot be
    // read (an open quote or comment), "unsupported" when the language has no formatter.
    virtual Result<QString> format(QStringView text, const FormatOptions& options) const;

    // --- results
    // The statement rewritten to return its rows ordered by its result column `column`,
    // NULLs first ascending and last descending; template parts kept. "unsupported" when
    // the language cannot order this statement.
    virtual Result<QString> orderedBy(QStringView statement, const QString& column,
                                      bool descending) const;
    // A statement that inserts one row (values in columns' order) into table, written as
    // given; "unsupported" when the language has none.
    virtual Result<QString> insertStatement(const QString& table, const QStringList& columns,
                                            const QVariantList& values) const;

    // The language of text that belongs to no source (an editor without a connection):
    // the one set at start-up, else a plain one that treats the text as one statement.
    static const QueryLanguage& standard();
    // The language that knows nothing, for adapters that declare none.
    static const QueryLanguage& plain();
    // Makes the standard language, once, when standard() is first asked after this.
    using StandardFactory = std::function<std::shared_ptr<const QueryLanguage>()>;
    static void setStandard(StandardFactory make);
};

} // namespace nelumbo
