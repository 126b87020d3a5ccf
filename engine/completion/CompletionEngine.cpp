#include "completion/CompletionEngine.h"

#include "completion/CompletionCatalog.h"

#include <QSet>
#include <algorithm>
#include <tuple>

namespace nelumbo {

namespace {

constexpr int kMaxRecent = 50;

struct Ranked
{
    CompletionCandidate candidate;
    int match = 0;  // 0 prefix, 1 substring
    int scope = 0;  // 0 in scope, 1 global
    int recent = 0; // index in the recent list, kMaxRecent when not there
    int order = 0;  // kind order within a position
    QString key;    // the lower-case name, the last tie-breaker
};

// Collects candidates that match the typed prefix, ignoring case.
class Collector
{
public:
    Collector(const QString& prefix, const QStringList& recent)
        : m_prefix(prefix)
        , m_recent(recent)
    {}

    void add(const QString& text, const QString& matchText, CompletionKind kind,
             const QString& detail, bool inScope, int order)
    {
        int match = 0;
        if (!m_prefix.isEmpty()) {
            if (matchText.startsWith(m_prefix, Qt::CaseInsensitive))
                match = 0;
            else if (matchText.contains(m_prefix, Qt::CaseInsensitive))
                match = 1;
            else
                return;
        }
        if (m_seen.contains(text.toLower() + QChar(0x1f) + QString::number(int(kind))))
            return;
        m_seen.insert(text.toLower() + QChar(0x1f) + QString::number(int(kind)));
        const qsizetype r = m_recent.indexOf(text);
        m_items.append(Ranked{CompletionCandidate{text, kind, detail}, match, inScope ? 0 : 1,
                              r < 0 ? kMaxRecent : int(r), order, matchText.toLower()});
    }

    QList<CompletionCandidate> take()
    {
        const auto less = [](const Ranked& a, const Ranked& b) {
            return std::tie(a.match, a.scope, a.recent, a.order, a.key) <
                   std::tie(b.match, b.scope, b.recent, b.order, b.key);
        };
        const qsizetype n = std::min<qsizetype>(m_items.size(), CompletionEngine::kMaxCandidates);
        std::partial_sort(m_items.begin(), m_items.begin() + n, m_items.end(), less);
        QList<CompletionCandidate> out;
        out.reserve(n);
        for (qsizetype i = 0; i < n; ++i)
            out << m_items[i].candidate;
        return out;
    }

private:
    QString m_prefix;
    const QStringList& m_recent;
    QList<Ranked> m_items;
    QSet<QString> m_seen;
};

// Keywords and functions as the user writes them: the typed case, else the statement's.
QString inCase(const QString& word, const QString& typed, bool lowerCase)
{
    bool hasLetter = false, allLower = true, allUpper = true;
    for (QChar c : typed) {
        if (!c.isLetter())
            continue;
        hasLetter = true;
        allLower = allLower && c.isLower();
        allUpper = allUpper && c.isUpper();
    }
    if (hasLetter && allLower)
        return word.toLower();
    if (hasLetter)
        return word.toUpper();
    return lowerCase ? word.toLower() : word.toUpper();
}

} // namespace

CompletionEngine::CompletionEngine(const QueryLanguage& language, CompletionCatalog* catalog)
    : m_language(language)
    , m_catalog(catalog)
{}

void CompletionEngine::noteChosen(const QString& text)
{
    m_recent.removeAll(text);
    m_recent.prepend(text);
    while (m_recent.size() > kMaxRecent)
        m_recent.removeLast();
}

CompletionResult CompletionEngine::complete(QStringView text, qsizetype cursor) const
{
    using Position = CompletionContext::Position;
    const CompletionContext context = m_language.completionContext(text, cursor);
    CompletionResult result;
    result.replaceStart = context.replaceStart;
    result.replaceEnd = context.replaceEnd;
    if (context.position == Position::None)
        return result;

    Collector out(context.prefix, m_recent);
    const QList<TableInfo> none;
    const QList<TableInfo>& tables = m_catalog ? m_catalog->tables() : none;
    const QString defaultSchema = m_catalog ? m_catalog->defaultSchema() : QString();
    const auto name = [&](const QString& stored) {
        return m_language.writtenName(stored, context.quoted);
    };
    // A catalogue table a written name means (schema optional), or null.
    const auto findTable = [&](const WrittenName& schema, const WrittenName& table) {
        for (const TableInfo& t : tables)
            if (m_language.sameName(table, t.name) &&
                (schema.text.isEmpty() ? t.schema == defaultSchema || defaultSchema.isEmpty()
                                       : m_language.sameName(schema, t.schema)))
                return &t;
        if (schema.text.isEmpty())
            for (const TableInfo& t : tables)
                if (m_language.sameName(table, t.name))
                    return &t;
        return static_cast<const TableInfo*>(nullptr);
    };
    const auto addColumns = [&](const TableInfo& t, bool inScope) {
        if (!m_catalog)
            return;
        const QList<ColumnInfo>* columns = m_catalog->columns(t.schema, t.name);
        if (!columns) {
            m_catalog->requestColumns(t.schema, t.name);
            return;
        }
        for (const ColumnInfo& c : *columns)
            out.add(name(c.name), c.name, CompletionKind::Column, c.type, inScope, 0);
    };
    const auto addRelationColumns = [&](const CompletionRelation& r) {
        if (r.derived) {
            for (const QString& c : r.columns)
                out.add(name(c), c, CompletionKind::Column, r.name.text, true, 0);
        } else if (const TableInfo* t = findTable(r.schema, r.name)) {
            addColumns(*t, true);
        }
    };
    const auto addKeywords = [&](int order) {
        for (const QString& k : m_language.keywords())
            out.add(inCase(k, context.prefix, context.lowerCase), k, CompletionKind::Keyword, {},
                    false, order);
    };
    const auto addFunctions = [&](int order) {
        for (const QString& f : m_language.functions())
            out.add(inCase(f, context.prefix, context.lowerCase), f, CompletionKind::Function,
                    m_language.functionSignature(f), false, order);
    };
    const auto addTables = [&](const QString& onlySchema, bool qualify) {
        QHash<QString, int> sameNames; // a name in several schemas is written qualified
        if (qualify)
            for (const TableInfo& t : tables)
                ++sameNames[t.name];
        for (const TableInfo& t : tables) {
            if (!onlySchema.isNull() && t.schema != onlySchema)
                continue;
            const CompletionKind kind =
                t.kind == TableInfo::Kind::View ? CompletionKind::View : CompletionKind::Table;
            const bool qualified = qualify && !t.schema.isEmpty() &&
                                   (t.schema != defaultSchema || sameNames.value(t.name) > 1);
            const QString text =
                qualified ? m_language.writtenName(t.schema) + QLatin1Char('.') + name(t.name)
                          : name(t.name);
            out.add(text, t.name, kind, t.schema, false, 1);
        }
    };

    switch (context.position) {
    case Position::None:
        break;
    case Position::Keyword:
        for (const CompletionWord& w : context.words)
            out.add(inCase(w.text, context.prefix, context.lowerCase), w.text,
                    CompletionKind::Keyword, w.detail, false, 0);
        addKeywords(1);
        break;
    case Position::Relation:
        for (const CompletionWord& w : context.words)
            out.add(name(w.text), w.text, CompletionKind::Table, w.detail, true, 0);
        addTables(QString(), true);
        if (m_catalog && m_catalog->schemas().size() > 1)
            for (const QString& s : m_catalog->schemas())
                out.add(m_language.writtenName(s, context.quoted), s, CompletionKind::Schema, {},
                        false, 2);
        break;
    case Position::Column:
        for (const CompletionRelation& r : context.scope) {
            addRelationColumns(r);
            const WrittenName& shown = r.alias.text.isEmpty() ? r.name : r.alias;
            out.add(shown.quoted ? m_language.writtenName(shown.text, true) : shown.text,
                    shown.text, CompletionKind::Table,
                    r.alias.text.isEmpty() ? QString() : r.name.text, true, 1);
        }
        addFunctions(2);
        addKeywords(3);
        break;
    case Position::Member:
        if (context.qualifierRelation >= 0 && context.qualifierRelation < context.scope.size()) {
            addRelationColumns(context.scope[context.qualifierRelation]);
        } else if (context.qualifier.size() == 1) {
            const WrittenName& q = context.qualifier.front();
            if (const TableInfo* t = findTable({}, q))
                addColumns(*t, true);
            if (m_catalog)
                for (const QString& s : m_catalog->schemas())
                    if (m_language.sameName(q, s))
                        addTables(s, false);
        } else if (context.qualifier.size() == 2) {
            if (const TableInfo* t = findTable(context.qualifier[0], context.qualifier[1]))
                addColumns(*t, true);
        }
        break;
    case Position::Variable:
        for (const QString& v : m_language.variableNames(text))
            if (v != context.prefix)
                out.add(v, v, CompletionKind::Variable, {}, true, 0);
        break;
    case Position::Command:
        for (const CompletionWord& w : context.words)
            out.add(inCase(w.text, context.prefix, context.lowerCase), w.text,
                    CompletionKind::Command, w.detail, false, 0);
        break;
    case Position::Key:
        for (const TableInfo& t : tables) {
            const QString written = m_language.writtenName(t.name);
            out.add(written, written, CompletionKind::Key, t.typeLabel, false, 0);
        }
        break;
    }
    result.candidates = out.take();
    return result;
}

} // namespace nelumbo
