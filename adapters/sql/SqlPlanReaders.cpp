#include "SqlPlanReaders.h"

#include "core/ErrorCodes.h"
#include "plan/PlanTree.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PlanTree)
};

Error invalid(const QString& why)
{
    return Error{ErrorCode::InvalidPlan, Tr::tr("The query plan could not be read: %1").arg(why)};
}

// MySQL writes some numbers as strings ("cost_info"), MariaDB and PostgreSQL as numbers.
std::optional<double> number(const QJsonValue& value)
{
    if (value.isDouble())
        return value.toDouble();
    if (value.isString()) {
        bool ok = false;
        const double d = value.toString().toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

QString joined(const QJsonValue& value)
{
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue& v : value.toArray())
            parts << v.toString();
        return parts.join(u", "_s);
    }
    return value.toString();
}

// --- PostgreSQL: [{"Plan": {"Node Type": …, "Plans": […]}}]

class PostgresReader
{
public:
    explicit PostgresReader(PlanTree& tree)
        : m_tree(tree)
    {}

    Result<void> read(const QJsonArray& statements)
    {
        if (statements.isEmpty())
            return invalid(Tr::tr("the PostgreSQL plan holds no statement"));
        for (const QJsonValue& statement : statements) {
            const QJsonValue plan = statement.toObject().value("Plan"_L1);
            if (!plan.isObject())
                return invalid(Tr::tr("a PostgreSQL plan entry has no \"Plan\""));
            if (auto r = node(plan.toObject(), -1); !r)
                return r;
        }
        return {};
    }

private:
    Result<void> node(const QJsonObject& plan, int parent)
    {
        const QString nodeType = plan.value("Node Type"_L1).toString();
        if (nodeType.isEmpty())
            return invalid(Tr::tr("a PostgreSQL plan node has no \"Node Type\""));
        PlanNode n;
        n.type = nodeType;
        const QString joinType = plan.value("Join Type"_L1).toString();
        if (!joinType.isEmpty() && joinType != "Inner"_L1)
            n.type += u" ("_s + joinType + u')';
        const QString strategy = plan.value("Strategy"_L1).toString();
        if (!strategy.isEmpty() && strategy != "Plain"_L1)
            n.type += u" ("_s + strategy + u')';
        n.relation = relation(plan);
        n.rows = number(plan.value("Plan Rows"_L1));
        n.startupCost = number(plan.value("Startup Cost"_L1));
        n.totalCost = number(plan.value("Total Cost"_L1));
        n.detail = detail(plan);
        n.fullScan = nodeType == "Seq Scan"_L1 || nodeType == "Parallel Seq Scan"_L1;
        const int index = m_tree.addNode(n, parent);
        for (const QJsonValue& child : plan.value("Plans"_L1).toArray()) {
            if (!child.isObject())
                return invalid(Tr::tr("a PostgreSQL plan node's \"Plans\" holds a non-object"));
            if (auto r = node(child.toObject(), index); !r)
                return r;
        }
        return {};
    }

    static QString relation(const QJsonObject& plan)
    {
        QString name = plan.value("Relation Name"_L1).toString();
        if (name.isEmpty())
            name = plan.value("CTE Name"_L1).toString();
        if (name.isEmpty())
            name = plan.value("Function Name"_L1).toString();
        const QString alias = plan.value("Alias"_L1).toString();
        if (name.isEmpty())
            return alias;
        if (!alias.isEmpty() && alias != name)
            return name + u" AS "_s + alias;
        return name;
    }

    static QString detail(const QJsonObject& plan)
    {
        QStringList parts;
        if (const QString s = plan.value("Subplan Name"_L1).toString(); !s.isEmpty())
            parts << s;
        if (const QString s = plan.value("Index Name"_L1).toString(); !s.isEmpty())
            parts << Tr::tr("index %1").arg(s);
        static const char* const conditions[] = {"Index Cond",     "Recheck Cond", "Hash Cond",
                                                 "Merge Cond",     "Join Filter",  "Filter",
                                                 "One-Time Filter"};
        for (const char* key : conditions) {
            const QString s = plan.value(QLatin1StringView(key)).toString();
            if (!s.isEmpty())
                parts << QLatin1StringView(key) + u": "_s + s;
        }
        if (const QString s = joined(plan.value("Sort Key"_L1)); !s.isEmpty())
            parts << Tr::tr("sort by %1").arg(s);
        if (const QString s = joined(plan.value("Group Key"_L1)); !s.isEmpty())
            parts << Tr::tr("group by %1").arg(s);
        return parts.join(u"; "_s);
    }

    PlanTree& m_tree;
};

// --- MySQL / MariaDB: {"query_block": {"nested_loop": [{"table": {…}}], …}}

class MysqlReader
{
public:
    explicit MysqlReader(PlanTree& tree)
        : m_tree(tree)
    {}

    Result<void> read(const QJsonObject& document)
    {
        const QJsonValue block = document.value("query_block"_L1);
        if (!block.isObject())
            return invalid(Tr::tr("the MySQL plan has no \"query_block\""));
        queryBlock(block.toObject(), -1);
        if (m_tree.size() == 0)
            return invalid(Tr::tr("the MySQL plan has no steps"));
        return {};
    }

private:
    void queryBlock(const QJsonObject& block, int parent)
    {
        PlanNode n;
        const QString operation = block.value("operation"_L1).toString();
        n.type = operation.isEmpty() ? Tr::tr("Query block") : operation;
        if (block.contains("select_id"_L1))
            n.type += u" #"_s + QString::number(block.value("select_id"_L1).toInt());
        n.totalCost = number(block.value("cost"_L1)); // MariaDB 11
        if (!n.totalCost)
            n.totalCost = number(block.value("cost_info"_L1).toObject().value("query_cost"_L1));
        QStringList details;
        if (const QString s = block.value("having_condition"_L1).toString(); !s.isEmpty())
            details << Tr::tr("having %1").arg(s);
        if (const QString s = block.value("message"_L1).toString(); !s.isEmpty())
            details << s;
        n.detail = details.join(u"; "_s);
        const int index = m_tree.addNode(n, parent);
        children(block, index);
    }

    // The steps an object holds. Objects keep no key order, but a block has one main step
    // and the join order is an array.
    void children(const QJsonObject& object, int parent)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            const QJsonValue value = it.value();
            if (key == "query_block"_L1 && value.isObject())
                queryBlock(value.toObject(), parent);
            else if (key == "table"_L1 && value.isObject())
                table(value.toObject(), parent);
            else if (key == "nested_loop"_L1 && value.isArray())
                nestedLoop(value.toArray(), parent);
            else if (const QString label = wrapperLabel(key); !label.isEmpty() && value.isObject())
                wrapper(label, value.toObject(), parent);
            else if (value.isObject())
                children(value.toObject(), parent); // e.g. MySQL's materialized_from_subquery
            else if (value.isArray())
                for (const QJsonValue& item : value.toArray())
                    children(item.toObject(), parent); // subqueries, query_specifications
        }
    }

    void nestedLoop(const QJsonArray& steps, int parent)
    {
        int at = parent;
        if (steps.size() > 1) {
            PlanNode n;
            n.type = Tr::tr("Nested loop");
            at = m_tree.addNode(n, parent);
        }
        for (const QJsonValue& step : steps)
            children(step.toObject(), at);
    }

    void wrapper(const QString& label, const QJsonObject& object, int parent)
    {
        PlanNode n;
        n.type = label;
        QStringList details;
        if (const QString s = object.value("sort_key"_L1).toString(); !s.isEmpty())
            details << Tr::tr("sort by %1").arg(s);
        if (const QString s = object.value("join_type"_L1).toString(); !s.isEmpty())
            details << s;
        if (const QString s = object.value("attached_condition"_L1).toString(); !s.isEmpty())
            details << Tr::tr("condition: %1").arg(s);
        if (object.value("using_filesort"_L1).toBool())
            details << Tr::tr("using filesort");
        if (object.value("using_temporary_table"_L1).toBool())
            details << Tr::tr("using a temporary table");
        n.detail = details.join(u"; "_s);
        if (object.contains("table_name"_L1)) // union_result names its temporary table
            n.relation = object.value("table_name"_L1).toString();
        const int index = m_tree.addNode(n, parent);
        children(object, index);
    }

    void table(const QJsonObject& table, int parent)
    {
        PlanNode n;
        const QString access = table.value("access_type"_L1).toString();
        n.type = accessLabel(access);
        n.relation = table.value("table_name"_L1).toString();
        n.rows = number(table.value("rows"_L1)); // MariaDB
        if (!n.rows)
            n.rows = number(table.value("rows_examined_per_scan"_L1)); // MySQL
        n.totalCost = number(table.value("cost"_L1));
        if (!n.totalCost) {
            const QJsonObject info = table.value("cost_info"_L1).toObject();
            const auto read = number(info.value("read_cost"_L1));
            const auto eval = number(info.value("eval_cost"_L1));
            if (read || eval)
                n.totalCost = read.value_or(0) + eval.value_or(0);
        }
        n.fullScan = access == "ALL"_L1 || access == "index"_L1;
        QStringList details;
        if (const QString s = table.value("key"_L1).toString(); !s.isEmpty())
            details << Tr::tr("index %1").arg(s);
        else if (const QString s = joined(table.value("possible_keys"_L1)); !s.isEmpty())
            details << Tr::tr("no index used (possible: %1)").arg(s);
        if (const QString s = joined(table.value("ref"_L1)); !s.isEmpty())
            details << Tr::tr("ref %1").arg(s);
        if (const QString s = table.value("attached_condition"_L1).toString(); !s.isEmpty())
            details << Tr::tr("condition: %1").arg(s);
        if (table.value("using_index"_L1).toBool())
            details << Tr::tr("covering index");
        if (const QString s = table.value("message"_L1).toString(); !s.isEmpty())
            details << s;
        n.detail = details.join(u"; "_s);
        const int index = m_tree.addNode(n, parent);
        children(table, index); // "materialized" derived tables, attached subqueries
    }

    static QString accessLabel(const QString& access)
    {
        static const QHash<QString, const char*> labels{
            {u"ALL"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Full table scan")},
            {u"index"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Full index scan")},
            {u"range"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Index range scan")},
            {u"ref"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Index lookup")},
            {u"eq_ref"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Unique index lookup")},
            {u"ref_or_null"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Index lookup or null")},
            {u"index_merge"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Index merge")},
            {u"fulltext"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Full-text index")},
            {u"const"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Constant row")},
            {u"system"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Constant row")},
            {u"hash_ALL"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Hash join scan")},
        };
        if (const char* label = labels.value(access))
            return Tr::tr(label);
        if (access.isEmpty())
            return Tr::tr("Table");
        return Tr::tr("Table access (%1)").arg(access);
    }

    static QString wrapperLabel(const QString& key)
    {
        static const QHash<QString, const char*> labels{
            {u"filesort"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Sort")},
            {u"read_sorted_file"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Read sorted rows")},
            {u"temporary_table"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Temporary table")},
            {u"ordering_operation"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Order")},
            {u"grouping_operation"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Group")},
            {u"duplicates_removal"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Remove duplicates")},
            {u"union_result"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Union")},
            {u"expression_cache"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Expression cache")},
            {u"materialized"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Materialize")},
            {u"block-nl-join"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Block nested-loop join")},
            {u"bka-join"_s, QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Batched key access join")},
            {u"window_functions_computation"_s,
             QT_TRANSLATE_NOOP("nelumbo::PlanTree", "Window functions")},
        };
        const char* label = labels.value(key);
        return label ? Tr::tr(label) : QString();
    }

    PlanTree& m_tree;
};

// --- SQLite: "id | parent | notused | detail" lines, parents before their children

class SqliteReader
{
public:
    explicit SqliteReader(PlanTree& tree)
        : m_tree(tree)
    {}

    Result<void> read(const QString& text)
    {
        static const QRegularExpression line(u"^(\\d+) \\| (\\d+) \\| (-?\\d+) \\| (.+)$"_s);
        QHash<int, int> byId;
        const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
        for (const QString& raw : lines) {
            const QRegularExpressionMatch m = line.match(raw.trimmed());
            if (!m.hasMatch())
                return invalid(Tr::tr("unexpected line \"%1\"").arg(raw.left(80)));
            const int id = m.captured(1).toInt();
            const int parentId = m.captured(2).toInt();
            int parent = -1;
            if (parentId != 0) {
                parent = byId.value(parentId, -1);
                if (parent < 0)
                    return invalid(
                        Tr::tr("step %1 names an unknown parent %2").arg(id).arg(parentId));
            }
            byId.insert(id, m_tree.addNode(node(m.captured(4)), parent));
        }
        return {};
    }

private:
    PlanNode node(const QString& detail)
    {
        // "SCAN t", "SEARCH t USING INDEX i (a=?)"; before SQLite 3.36 "SCAN TABLE t AS x".
        static const QRegularExpression access(
            u"^(SCAN|SEARCH)\\s+(?:TABLE\\s+|SUBQUERY\\s+)?(\\S+)(?:\\s+AS\\s+(\\S+))?(?:\\s+(.*))?$"_s);
        static const QRegularExpression produces(u"^(MATERIALIZE|CO-ROUTINE)\\s+(\\S+)"_s);
        PlanNode n;
        if (const auto m = produces.match(detail); m.hasMatch()) {
            n.type = m.captured(1);
            n.relation = m.captured(2);
            m_intermediate.insert(n.relation);
            return n;
        }
        const auto m = access.match(detail);
        if (!m.hasMatch() || detail.startsWith("SCAN CONSTANT ROW"_L1)) {
            n.type = detail;
            return n;
        }
        n.type = m.captured(1);
        n.relation =
            m.captured(3).isEmpty() ? m.captured(2) : m.captured(2) + u" AS "_s + m.captured(3);
        n.detail = m.captured(4);
        // A scan of a subquery's result reads no table.
        n.fullScan = n.type == "SCAN"_L1 && !m_intermediate.contains(m.captured(2));
        return n;
    }

    PlanTree& m_tree;
    QSet<QString> m_intermediate;
};

} // namespace

namespace {
Result<QString> planText(const QueryPlan& plan)
{
    const QString trimmed = plan.text.trimmed();
    if (trimmed.isEmpty())
        return Error{ErrorCode::EmptyPlan, Tr::tr("The query plan is empty.")};
    return trimmed;
}

Result<QJsonDocument> planDocument(const QString& text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return invalid(error.errorString());
    return doc;
}
} // namespace

Result<PlanTree> SqlPlanReaders::readPostgresJson(const QueryPlan& plan, const QString& language)
{
    const Result<QString> text = planText(plan);
    if (!text)
        return text.error();
    const Result<QJsonDocument> doc = planDocument(text.value());
    if (!doc)
        return doc.error();
    PlanTree tree(language);
    if (auto r = PostgresReader(tree).read(doc->array()); !r)
        return r.error();
    tree.markExpensive();
    return tree;
}

Result<PlanTree> SqlPlanReaders::readMysqlJson(const QueryPlan& plan, const QString& language)
{
    const Result<QString> text = planText(plan);
    if (!text)
        return text.error();
    const Result<QJsonDocument> doc = planDocument(text.value());
    if (!doc)
        return doc.error();
    PlanTree tree(language);
    if (auto r = MysqlReader(tree).read(doc->object()); !r)
        return r.error();
    tree.markExpensive();
    return tree;
}

Result<PlanTree> SqlPlanReaders::readSqliteRows(const QueryPlan& plan, const QString& language)
{
    const Result<QString> text = planText(plan);
    if (!text)
        return text.error();
    PlanTree tree(language);
    if (auto r = SqliteReader(tree).read(text.value()); !r)
        return r.error();
    tree.markExpensive();
    return tree;
}

} // namespace nelumbo
