#include "adapter/QueryLanguage.h"

#include "adapter/DatabaseAdapter.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "plan/PlanTree.h"

#include <QCoreApplication>
#include <mutex>
#include <utility>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::QueryLanguage)
};

// A language core knows nothing about: the whole text is one statement, nothing is known to
// only read, and there are no templates or plans.
class PlainLanguage final : public QueryLanguage
{
public:
    QString id() const override { return {}; }
    QString fenceLabel() const override { return {}; }
    QList<StatementRange> split(QStringView script) const override
    {
        StatementRange r{0, script.size()};
        while (r.begin < r.end && script[r.begin].isSpace())
            ++r.begin;
        while (r.end > r.begin && script[r.end - 1].isSpace())
            --r.end;
        if (r.isEmpty())
            return {};
        return {r};
    }
    bool isBlank(QStringView text) const override { return text.trimmed().isEmpty(); }
    AccessVerdict checkReadOnly(QStringView statement) const override
    {
        Q_UNUSED(statement)
        return AccessVerdict::refuse(bilingualError<Tr>(
            ErrorCode::UnknownStatement,
            QT_TRANSLATE_NOOP("nelumbo::QueryLanguage",
                              "Refused: read-only mode cannot tell whether this statement only "
                              "reads")));
    }
    AccessVerdict checkSingleStatement(QStringView statement) const override
    {
        Q_UNUSED(statement)
        return AccessVerdict::allow();
    }
    Result<CompiledStatement> compileTemplate(QStringView, const QVariantMap&,
                                              const QList<VariableDefinition>&) const override
    {
        return bilingualError<Tr>(
            ErrorCode::Unsupported,
            QT_TRANSLATE_NOOP("nelumbo::QueryLanguage", "This query language has no templates"));
    }
    QStringList variableNames(QStringView) const override { return {}; }
    Result<void> checkPlaceholders(QStringView) const override { return {}; }
    Result<QString> prepareForAnalysis(QStringView) const override
    {
        return Error{ErrorCode::Unsupported, QString()}; // the adapter words it
    }
};

std::mutex standardMutex;
std::shared_ptr<const QueryLanguage>& standardLanguage()
{
    static std::shared_ptr<const QueryLanguage> language = std::make_shared<PlainLanguage>();
    return language;
}
QueryLanguage::StandardFactory& standardFactory()
{
    static QueryLanguage::StandardFactory make;
    return make;
}
} // namespace

StatementRange QueryLanguage::statementAt(QStringView s, qsizetype cursor) const
{
    const QList<StatementRange> all = split(s);
    if (all.isEmpty())
        return {};
    const StatementRange* previous = nullptr;
    for (const StatementRange& r : all) {
        if (cursor >= r.begin && cursor <= r.end)
            return r;
        if (r.begin > cursor) {
            // In the gap between two statements: the one just finished, unless the cursor
            // sits on a later line than its end and closer to the next one.
            if (!previous)
                return r;
            const QStringView gap = s.mid(previous->end, cursor - previous->end);
            const bool sameLine = !gap.contains(QLatin1Char('\n'));
            return sameLine ? *previous : r;
        }
        previous = &r;
    }
    return all.last();
}

StatementAccess QueryLanguage::classify(QStringView statement) const
{
    const AccessVerdict verdict = checkReadOnly(statement);
    if (verdict.allowed)
        return StatementAccess::ReadOnly;
    // Not one statement, or not one the language can read: it cannot tell.
    static const QStringList undecided{QStringLiteral("empty"),
                                       QStringLiteral("multiple_statements"),
                                       QStringLiteral("unknown_statement")};
    return undecided.contains(verdict.code) ? StatementAccess::Unknown : StatementAccess::Writes;
}

bool QueryLanguage::looksLikeStatement(QStringView text) const
{
    const QStringView t = text.trimmed();
    return t.startsWith(u'{') || t.startsWith(u'[') || t.startsWith(u"%{");
}

bool QueryLanguage::isTransactionControl(QStringView statement) const
{
    Q_UNUSED(statement)
    return false;
}

bool QueryLanguage::sameName(const WrittenName& written, const QString& stored) const
{
    // Ignoring case can only refuse more.
    return foldName(written).compare(stored, Qt::CaseInsensitive) == 0;
}

Result<PlanTree> QueryLanguage::parsePlan(const QueryPlan& plan) const
{
    Q_UNUSED(plan)
    return bilingualError<Tr>(
        ErrorCode::NoPlan,
        QT_TRANSLATE_NOOP("nelumbo::QueryLanguage", "This query language cannot read query plans"));
}

Result<QString> QueryLanguage::format(QStringView text, const FormatOptions& options) const
{
    Q_UNUSED(text)
    Q_UNUSED(options)
    return bilingualError<Tr>(
        ErrorCode::Unsupported,
        QT_TRANSLATE_NOOP("nelumbo::QueryLanguage", "This query language has no formatter"));
}

Result<QString> QueryLanguage::orderedBy(QStringView statement, const QString& column,
                                         bool descending) const
{
    Q_UNUSED(statement)
    Q_UNUSED(column)
    Q_UNUSED(descending)
    return bilingualError<Tr>(ErrorCode::Unsupported,
                              QT_TRANSLATE_NOOP("nelumbo::QueryLanguage",
                                                "This query language cannot sort in the database"));
}

Result<QString> QueryLanguage::insertStatement(const QString& table, const QStringList& columns,
                                               const QVariantList& values) const
{
    Q_UNUSED(table)
    Q_UNUSED(columns)
    Q_UNUSED(values)
    return bilingualError<Tr>(ErrorCode::Unsupported,
                              QT_TRANSLATE_NOOP("nelumbo::QueryLanguage",
                                                "This query language has no INSERT statements"));
}

std::optional<FormatOptions::KeywordCase> FormatOptions::keywordCaseFromName(QStringView name)
{
    if (name == u"upper")
        return KeywordCase::Upper;
    if (name == u"lower")
        return KeywordCase::Lower;
    if (name == u"keep")
        return KeywordCase::Keep;
    return std::nullopt;
}

const QueryLanguage& QueryLanguage::plain()
{
    static const PlainLanguage language;
    return language;
}

const QueryLanguage& QueryLanguage::standard()
{
    std::lock_guard lock(standardMutex);
    if (standardFactory()) {
        // Made on first use: a run that never reads text without a source does not build it.
        if (std::shared_ptr<const QueryLanguage> made = std::exchange(standardFactory(), {})())
            standardLanguage() = std::move(made);
    }
    return *standardLanguage();
}

void QueryLanguage::setStandard(StandardFactory make)
{
    std::lock_guard lock(standardMutex);
    // References handed out stay valid: a replaced language is kept.
    static QList<std::shared_ptr<const QueryLanguage>> replaced;
    if (make) {
        replaced << standardLanguage();
        standardFactory() = std::move(make);
    }
}

CompletionContext QueryLanguage::completionContext(QStringView text, qsizetype cursor) const
{
    cursor = qBound<qsizetype>(0, cursor, text.size());
    auto isWordChar = [](QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_'); };
    qsizetype start = cursor;
    while (start > 0 && isWordChar(text[start - 1]))
        --start;
    qsizetype end = cursor;
    while (end < text.size() && isWordChar(text[end]))
        ++end;
    CompletionContext context;
    context.position = CompletionContext::Position::Keyword;
    context.replaceStart = start;
    context.replaceEnd = end;
    context.prefix = text.mid(start, cursor - start).toString();
    return context;
}

} // namespace nelumbo
