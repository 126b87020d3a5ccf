// PostgreSQL as a query language: the SQL library with PostgreSQL's profile.
#include "PostgresAdapter.h"
#include "common/AdapterSupport.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlPlanReaders.h"

namespace nelumbo {

using namespace adapters;

const QueryLanguage& PostgresAdapter::language() const
{
    static const SqlLanguage language([this] {
        SqlProfile p;
        p.id = queryLanguage();
        p.dialect = SqlDialect::Postgres;
        p.foldsToLowerCase = true;
        p.keywords = SqlLanguage::standardKeywords();
        p.functions = SqlLanguage::standardFunctions();
        p.errorPatterns = errorPatterns(
            {{"relation \"[^\"]+\" does not exist",
              QStringLiteral("The table or view does not exist. Call list_tables() to see what "
                             "exists, or qualify the name with its schema (\"public.users\").")},
             {"column \"[^\"]+\" does not exist",
              QStringLiteral("The column does not exist. Call describe_table() to see the "
                             "table's columns before using them.")},
             {"syntax error at or near",
              QStringLiteral("PostgreSQL could not parse the statement: check the quoting (double "
                             "quotes for names, single quotes for strings), commas and keywords.")},
             {"function [a-z0-9_.]+\\(.*\\) does not exist",
              QStringLiteral("No function matches these argument types: cast the arguments "
                             "explicitly (value::integer, value::text).")}});
        p.planReader = &SqlPlanReaders::readPostgresJson;
        return p;
    }());
    return language;
}

} // namespace nelumbo
