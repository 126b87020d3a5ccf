// PostgreSQL as a query language: the SQL library with PostgreSQL's profile.
#include "PostgresAdapter.h"
#include "common/AdapterSupport.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlPlanReaders.h"

namespace nelumbo {

using namespace adapters;

namespace {

// Functions with effects beyond reading (or that read server files); '*' ends a prefix.
QStringList sideEffectFunctions()
{
    return {
        QStringLiteral("pg_terminate_backend"),
        QStringLiteral("pg_cancel_backend"),
        QStringLiteral("pg_reload_conf"),
        QStringLiteral("pg_rotate_logfile"),
        QStringLiteral("pg_read_*"),
        QStringLiteral("pg_ls_*"),
        QStringLiteral("pg_stat_file"),
        QStringLiteral("pg_file_*"),
        QStringLiteral("lo_import"),
        QStringLiteral("lo_export"),
        QStringLiteral("lo_unlink"),
        QStringLiteral("lo_create"),
        QStringLiteral("lo_creat"),
        QStringLiteral("lo_from_bytea"),
        QStringLiteral("lo_put"),
        QStringLiteral("lo_open"),
        QStringLiteral("lo_write"),
        QStringLiteral("lo_truncate*"),
        QStringLiteral("dblink*"),
        QStringLiteral("set_config"),
        QStringLiteral("nextval"),
        QStringLiteral("setval"),
        QStringLiteral("pg_advisory_*"),
        QStringLiteral("pg_try_advisory_*"),
        QStringLiteral("txid_current"),
        QStringLiteral("pg_current_xact_id"),
        QStringLiteral("pg_notify"),
        QStringLiteral("pg_switch_wal"),
        QStringLiteral("pg_create_*"),
        QStringLiteral("pg_drop_replication_slot"),
        QStringLiteral("pg_copy_*"),
        QStringLiteral("pg_replication_*"),
        QStringLiteral("pg_logical_emit_message"),
        QStringLiteral("pg_logical_slot_get_*"),
        QStringLiteral("pg_stat_reset*"),
        QStringLiteral("pg_promote"),
        QStringLiteral("pg_wal_replay_*"),
        QStringLiteral("pg_backup_*"),
        QStringLiteral("pg_start_backup"),
        QStringLiteral("pg_stop_backup"),
        QStringLiteral("pg_import_system_collations"),
        QStringLiteral("pg_log_backend_memory_contexts"),
        QStringLiteral("query_to_xml*"),
        QStringLiteral("cursor_to_xml*"),
    };
}

} // namespace

const QueryLanguage& PostgresAdapter::language() const
{
    static const SqlLanguage language([this] {
        SqlProfile p;
        p.id = queryLanguage();
        p.dialect.dollarQuotes = true;
        p.dialect.nullsSortHigh = true;
        p.dialect.blobLiteral = QStringLiteral("'\\x%1'");
        p.dialect.escapeStrings = true;
        p.dialect.nestedComments = true;
        p.dialect.describeStatement = false;
        p.dialect.pragmaStatement = false;
        p.dialect.sideEffectFunctions = sideEffectFunctions();
        p.dialect.numberMarker = QStringLiteral("?::numeric");
        p.dialect.dateMarker = QStringLiteral("?::date");
        // INTERVAL takes a literal, not an expression: the value is cast instead.
        p.dialect.intervalValueCast = QStringLiteral("(%1::text)::interval");
        p.dialect.intervalExpressionCast = QStringLiteral("CAST(%1 AS interval)");
        p.foldsToLowerCase = true;
        p.keywords = SqlLanguage::standardKeywords();
        p.functions =
            SqlLanguage::standardFunctions() +
            QStringList{
                QStringLiteral("concat(value, …) → text"),
                QStringLiteral("string_agg(text, delimiter) → text"),
                QStringLiteral("array_agg(value) → array"),
                QStringLiteral("date_trunc(field, timestamp) → timestamp"),
                QStringLiteral("date_part(field, timestamp) → double precision"),
                QStringLiteral("extract(field FROM timestamp) → numeric"),
                QStringLiteral("now() → timestamp with time zone"),
                QStringLiteral("age(timestamp, timestamp) → interval"),
                QStringLiteral("to_char(value, format) → text"),
                QStringLiteral("to_date(text, format) → date"),
                QStringLiteral("to_timestamp(text, format) → timestamp with time zone"),
                QStringLiteral("left(text, n) → text"),
                QStringLiteral("right(text, n) → text"),
                QStringLiteral("position(substring IN text) → integer"),
                QStringLiteral("split_part(text, delimiter, n) → text"),
                QStringLiteral("regexp_replace(text, pattern, replacement, flags) → text"),
                QStringLiteral("greatest(value, …) → value"),
                QStringLiteral("least(value, …) → value"),
                QStringLiteral("generate_series(start, stop, step) → set of values"),
                QStringLiteral("jsonb_build_object(key, value, …) → jsonb"),
                QStringLiteral("jsonb_agg(value) → jsonb"),
                QStringLiteral("row_number() → bigint"),
                QStringLiteral("rank() → bigint"),
            };
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
