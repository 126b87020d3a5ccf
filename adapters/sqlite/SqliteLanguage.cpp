// SQLite as a query language: the SQL library with SQLite's profile.
#include "SqliteAdapter.h"
#include "common/AdapterSupport.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlPlanReaders.h"

namespace nelumbo {

using namespace adapters;

const QueryLanguage& SqliteAdapter::language() const
{
    static const SqlLanguage language([this] {
        SqlProfile p;
        p.id = queryLanguage();
        // [name] and `name` quote names; no TABLE, SHOW or DESCRIBE; PRAGMAs that read.
        p.dialect.backtickIdentifiers = true;
        p.dialect.bracketIdentifiers = true;
        p.dialect.tableStatement = false;
        p.dialect.showStatement = false;
        p.dialect.describeStatement = false;
        p.dialect.pragmaStatement = true;
        p.dialect.sideEffectFunctions = {
            QStringLiteral("load_extension"), QStringLiteral("writefile"),
            QStringLiteral("readfile"),       QStringLiteral("edit"),
            QStringLiteral("lsdir"),          QStringLiteral("fts3_tokenizer"),
        };
        p.foldsToLowerCase = false;
        p.keywords = SqlLanguage::standardKeywords();
        p.functions = SqlLanguage::standardFunctions() +
                      QStringList{
                          QStringLiteral("ifnull(value, fallback) → value"),
                          QStringLiteral("iif(condition, then, else) → value"),
                          QStringLiteral("instr(text, search) → position"),
                          QStringLiteral("printf(format, value, …) → text"),
                          QStringLiteral("group_concat(text, separator) → text"),
                          QStringLiteral("total(number) → real"),
                          QStringLiteral("typeof(value) → text"),
                          QStringLiteral("hex(value) → text"),
                          QStringLiteral("quote(value) → SQL literal"),
                          QStringLiteral("random() → integer"),
                          QStringLiteral("date(time, modifier, …) → YYYY-MM-DD"),
                          QStringLiteral("time(time, modifier, …) → HH:MM:SS"),
                          QStringLiteral("datetime(time, modifier, …) → YYYY-MM-DD HH:MM:SS"),
                          QStringLiteral("julianday(time, modifier, …) → real"),
                          QStringLiteral("strftime(format, time, modifier, …) → text"),
                          QStringLiteral("json_extract(json, path, …) → value"),
                          QStringLiteral("json_object(label, value, …) → json"),
                          QStringLiteral("json_array(value, …) → json"),
                      };
        p.errorPatterns = errorPatterns(
            {{"no such table",
              QStringLiteral("The table does not exist. Call list_tables() to see the tables; "
                             "SQLite has no schemas besides attached databases (main).")},
             {"no such column",
              QStringLiteral("The column does not exist. Call describe_table() to see the "
                             "table's columns before using them.")},
             {"near \".*\": syntax error",
              QStringLiteral("SQLite could not parse the statement: check the quoting (double "
                             "quotes for names, single quotes for strings), commas and the "
                             "order of the keywords.")}});
        p.planReader = &SqlPlanReaders::readSqliteRows;
        return p;
    }());
    return language;
}

} // namespace nelumbo
