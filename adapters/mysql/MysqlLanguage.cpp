// MySQL and MariaDB as a query language: the SQL library with MySQL and MariaDB's profile.
#include "MysqlAdapter.h"
#include "common/AdapterSupport.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlPlanReaders.h"

namespace nelumbo {

using namespace adapters;

const QueryLanguage& MysqlAdapter::language() const
{
    static const SqlLanguage language([this] {
        SqlProfile p;
        p.id = queryLanguage();
        // "…" is a string and `…` a name; # comments, "-- " needs its space; /*! … */ runs.
        p.dialect.hashComments = true;
        p.dialect.dashCommentNeedsSpace = true;
        p.dialect.backslashEscapes = true;
        p.dialect.doubleQuotedStrings = true;
        p.dialect.backtickIdentifiers = true;
        p.dialect.executableComments = true;
        p.dialect.pragmaStatement = false;
        p.dialect.intoAssignsVariables = true;
        p.dialect.assignmentOperator = true;
        p.dialect.sideEffectFunctions = {
            QStringLiteral("load_file"),    QStringLiteral("get_lock"),
            QStringLiteral("release_lock"), QStringLiteral("release_all_locks"),
            QStringLiteral("sys_exec"),     QStringLiteral("sys_eval"),
        };
        // Numbers stay plain: CAST(? AS DECIMAL) would round to DECIMAL(10,0).
        p.dialect.dateMarker = QStringLiteral("CAST(? AS DATE)");
        p.dialect.concatFunction = QStringLiteral("CONCAT");
        p.dialect.identifierQuote = QLatin1Char('`');
        p.foldsToLowerCase = false;
        p.keywords = SqlLanguage::standardKeywords();
        p.functions =
            SqlLanguage::standardFunctions() +
            QStringList{
                QStringLiteral("concat(text, …) → text"),
                QStringLiteral("concat_ws(separator, text, …) → text"),
                QStringLiteral("group_concat(expression ORDER BY … SEPARATOR text) → text"),
                QStringLiteral("ifnull(value, fallback) → value"),
                QStringLiteral("if(condition, then, else) → value"),
                QStringLiteral("now() → datetime"),
                QStringLiteral("curdate() → date"),
                QStringLiteral("date_format(date, format) → text"),
                QStringLiteral("str_to_date(text, format) → date"),
                QStringLiteral("datediff(date, date) → days"),
                QStringLiteral("date_add(date, INTERVAL n unit) → date"),
                QStringLiteral("year(date) → integer"),
                QStringLiteral("month(date) → integer"),
                QStringLiteral("left(text, n) → text"),
                QStringLiteral("right(text, n) → text"),
                QStringLiteral("greatest(value, …) → value"),
                QStringLiteral("least(value, …) → value"),
                QStringLiteral("json_extract(json, path, …) → json"),
                QStringLiteral("row_number() → bigint"),
            };
        p.errorPatterns = errorPatterns(
            {{"Table '[^']+' doesn't exist",
              QStringLiteral("The table does not exist. Call list_tables() to see what exists, "
                             "or qualify it with its database (`dbname`.`users`).")},
             {"Unknown column '[^']+' in",
              QStringLiteral("The column does not exist. Call describe_table() to see the "
                             "table's columns before using them.")},
             {"You have an error in your SQL syntax",
              QStringLiteral("MySQL could not parse the statement: check the backtick quoting "
                             "of names, the commas and reserved words used as names.")}});
        p.planReader = &SqlPlanReaders::readMysqlJson;
        return p;
    }());
    return language;
}

} // namespace nelumbo
