#include "CoreTestMain.h"
#include "SqlDialects.h"
#include "sql/ReadOnlyClassifier.h"

using nelumbo::ReadOnlyClassifier;

namespace {

// Rows: language, statement, allowed, expected code, text the reason must name.
void allow(const char* name, const char* language, const QString& sql)
{
    QTest::newRow(name) << QString::fromLatin1(language) << sql << true << QString() << QString();
}

void refuse(const char* name, const char* language, const QString& sql, const char* code,
            const QString& mention)
{
    QTest::newRow(name) << QString::fromLatin1(language) << sql << false
                        << QString::fromLatin1(code) << mention;
}

const char* const pg = "sql:postgres";
const char* const my = "sql:mysql";
const char* const lite = "sql:sqlite";
const char* const ansi = "sql";

} // namespace

class TstReadOnlyClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void classify_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("mention");

        // §14.16 catalogue (Postgres). SAN-12/13 are allowed under the tokenizer semantics
        // (Appendix A); SAN-40 is allowed because EXPLAIN ANALYZE of a plain SELECT only reads.
        allow("SAN-01", pg, "SELECT * FROM test_users LIMIT 1");
        allow("SAN-02", pg, "WITH test AS (SELECT 1 as num)\nSELECT * FROM test\n");
        allow("SAN-03", pg, "VALUES (1, 'a'), (2, 'b')");
        allow("SAN-04", pg, "EXPLAIN SELECT * FROM test_users");
        refuse("SAN-05", pg,
               "INSERT INTO test_users (name, email) VALUES ('test', 'test@example.com')",
               "data_change", "INSERT");
        refuse("SAN-06", pg, "UPDATE test_users SET name = 'Updated'", "data_change", "UPDATE");
        refuse("SAN-07", pg, "DELETE FROM test_users WHERE id = 1", "data_change", "DELETE");
        refuse("SAN-08", pg, "DROP TABLE test_users", "schema_change", "DROP");
        refuse("SAN-09", pg, "CREATE TABLE new_table (id int)", "schema_change", "CREATE");
        refuse("SAN-10", pg, "ALTER TABLE test_users ADD COLUMN new_field text", "schema_change",
               "ALTER");
        refuse("SAN-11", pg, "TRUNCATE test_users", "data_change", "TRUNCATE");
        allow("SAN-12", pg, "SELECT 'DROP TABLE users' as msg");
        allow("SAN-13", pg, "SELECT 'InSeRt INTO users' as msg");
        allow("SAN-14", pg, "SELECT 'This is a safe message' as msg");
        refuse("SAN-15", pg, "SELECT 1; SELECT 2", "multiple_statements", "only one statement");
        allow("SAN-16", pg, "SELECT * FROM test_users;");
        allow("SAN-17", pg, "SELECT 'test;value' as text");
        allow("SAN-18", pg, "SELECT 'test' as \"col;name\"");
        allow("SAN-19", pg, "SELECT 1 as num -- comment with ; semicolon");
        allow("SAN-20", pg, "SELECT /* comment ; with semicolon */ 1 as num");
        allow("SAN-21", pg, "SELECT /* outer /* inner ; */ still outer ; */ 1 as num");
        refuse("SAN-22", pg, "SELECT 1 /* /* nested */ */ ; SELECT 2", "multiple_statements",
               "only one statement");
        allow("SAN-23", pg, "SELECT $$test;value$$ as text");
        allow("SAN-24", pg, "SELECT $tag$test;value$tag$ as text");
        refuse("SAN-25", pg, "SELECT 'test;ok' as text; SELECT 2", "multiple_statements",
               "only one statement");
        allow("SAN-26", pg,
              "SELECT\n  'value;with;semicolons' as \"col;name\", -- comment ; here\n"
              "  /* block ; comment */ 1 as num,\n  $$dollar;quoted$$ as dq\n"
              "FROM test_users WHERE name = 'Jack Kerouac';");
        refuse("SAN-27", pg,
               "WITH deleted_rows AS (DELETE FROM test_users WHERE active = false RETURNING *) "
               "SELECT COUNT(*) FROM deleted_rows",
               "data_change", "DELETE inside WITH");
        refuse("SAN-28", pg,
               "WITH new_user AS (INSERT INTO test_users (name, email) VALUES ('x', 'x@x.com') "
               "RETURNING *) SELECT * FROM new_user",
               "data_change", "INSERT");
        refuse("SAN-29", pg,
               "WITH updated AS (UPDATE test_users SET active = true WHERE id = 1 RETURNING *) "
               "SELECT * FROM updated",
               "data_change", "UPDATE");
        refuse("SAN-30", pg,
               "WITH active_users AS (SELECT id FROM test_users WHERE active), removed AS "
               "(DELETE FROM test_users WHERE id NOT IN (SELECT id FROM active_users) "
               "RETURNING *) SELECT * FROM removed",
               "data_change", "DELETE");
        refuse("SAN-31", pg, "WITH x AS (DROP TABLE test_posts) SELECT 1", "schema_change", "DROP");
        refuse("SAN-32", pg,
               "WITH x AS (CREATE TABLE temp_users AS SELECT * FROM test_users) SELECT 1",
               "schema_change", "CREATE");
        refuse("SAN-33", pg, "WITH x AS (TRUNCATE test_users RETURNING *) SELECT 1", "data_change",
               "TRUNCATE");
        allow("SAN-34", pg,
              "WITH active_users AS (SELECT * FROM test_users WHERE active = true), user_count "
              "AS (SELECT COUNT(*) as total FROM active_users) SELECT * FROM user_count");
        refuse("SAN-37 delete", lite,
               "WITH d AS (DELETE FROM test_users RETURNING *) SELECT COUNT(*) FROM d",
               "data_change", "DELETE");
        refuse("SAN-37 insert", lite,
               "WITH n AS (INSERT INTO test_users (name) VALUES ('a') RETURNING *) SELECT * FROM n",
               "data_change", "INSERT");
        refuse("SAN-37 update", lite,
               "WITH u AS (UPDATE test_users SET active = 1 RETURNING *) SELECT * FROM u",
               "data_change", "UPDATE");
        refuse("SAN-38", pg, "SELECT 1; DROP TABLE users", "multiple_statements",
               "only one statement");
        allow("SAN-39", pg, "SELECT 1;;;  ");
        allow("SAN-40", pg, "EXPLAIN ANALYZE SELECT 1");
        allow("SAN-41", pg, "SELECT updated_at, created_at FROM t");
        refuse("SAN-42", pg, "SELECT lock FROM t", "denied_keyword", "LOCK");
        allow("SAN-43", pg, "SELECT $1::int");
        allow("SAN-44", pg, "SELECT 'unterminated; SELECT 2");

        // Data changes
        refuse("pg merge", pg, "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE",
               "data_change", "MERGE");
        refuse("mysql replace", my, "REPLACE INTO t (id) VALUES (1)", "data_change", "REPLACE");
        refuse("sqlite replace", lite, "REPLACE INTO t (id) VALUES (1)", "data_change", "REPLACE");
        refuse("ansi upsert", ansi, "UPSERT INTO t (id) VALUES (1)", "data_change", "UPSERT");
        refuse("sqlite insert or replace", lite, "INSERT OR REPLACE INTO t VALUES (1)",
               "data_change", "INSERT");
        refuse("pg upsert form", pg,
               "INSERT INTO t VALUES (1) ON CONFLICT (id) DO UPDATE SET a = 2", "data_change",
               "INSERT");
        refuse("mysql insert ignore", my, "INSERT IGNORE INTO t VALUES (1)", "data_change",
               "INSERT");
        refuse("lower case delete", pg, "delete from t", "data_change", "DELETE");
        refuse("mysql update join", my, "UPDATE a JOIN b ON a.id = b.id SET a.x = b.x",
               "data_change", "UPDATE");

        // Structure changes
        refuse("sqlite create index", lite, "CREATE INDEX i ON t(a)", "schema_change", "CREATE");
        refuse("mysql create view", my, "CREATE VIEW v AS SELECT 1", "schema_change", "CREATE");
        refuse("mysql drop table", my, "DROP TABLE IF EXISTS t", "schema_change", "DROP");
        refuse("sqlite drop index", lite, "DROP INDEX i", "schema_change", "DROP");
        refuse("mysql truncate", my, "TRUNCATE TABLE t", "data_change", "TRUNCATE");
        refuse("mysql rename", my, "RENAME TABLE a TO b", "schema_change", "RENAME");
        refuse("pg comment on", pg, "COMMENT ON TABLE t IS 'x'", "schema_change", "COMMENT ON");
        refuse("pg create table as", pg, "CREATE TABLE x AS SELECT * FROM t", "schema_change",
               "CREATE");
        refuse("pg create temp table", pg, "CREATE TEMP TABLE x (a int)", "schema_change",
               "CREATE");
        refuse("sqlite alter", lite, "ALTER TABLE t ADD COLUMN c", "schema_change", "ALTER");

        // Permissions and maintenance
        refuse("pg grant", pg, "GRANT SELECT ON t TO bob", "permission_change", "GRANT");
        refuse("pg revoke", pg, "REVOKE ALL ON t FROM bob", "permission_change", "REVOKE");
        refuse("mysql grant", my, "GRANT ALL ON *.* TO 'bob'@'%'", "permission_change", "GRANT");
        refuse("pg vacuum", pg, "VACUUM FULL t", "maintenance", "VACUUM");
        refuse("sqlite vacuum", lite, "VACUUM", "maintenance", "VACUUM");
        refuse("sqlite vacuum into", lite, "VACUUM INTO '/tmp/copy.db'", "maintenance", "VACUUM");
        refuse("pg analyze", pg, "ANALYZE t", "maintenance", "ANALYZE");
        refuse("sqlite analyze", lite, "ANALYZE", "maintenance", "ANALYZE");
        refuse("pg reindex", pg, "REINDEX TABLE t", "maintenance", "REINDEX");
        refuse("sqlite reindex", lite, "REINDEX i", "maintenance", "REINDEX");
        refuse("pg cluster", pg, "CLUSTER t USING i", "maintenance", "CLUSTER");
        refuse("mysql optimize", my, "OPTIMIZE TABLE t", "maintenance", "OPTIMIZE");
        refuse("pg checkpoint", pg, "CHECKPOINT", "maintenance", "CHECKPOINT");

        // Data-modifying CTEs at any depth, and WITH in front of a write
        refuse("pg nested writable cte", pg,
               "WITH a AS (WITH b AS (DELETE FROM t RETURNING *) SELECT * FROM b) SELECT * FROM a",
               "data_change", "DELETE");
        refuse("pg cte then update", pg, "WITH x AS (SELECT 1) UPDATE t SET a = 1", "data_change",
               "UPDATE");
        refuse("sqlite cte then insert", lite, "WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x",
               "data_change", "INSERT");
        refuse("pg cte merge", pg,
               "WITH m AS (MERGE INTO t USING s ON true WHEN MATCHED THEN DELETE RETURNING *) "
               "SELECT 1",
               "data_change", "MERGE");

        // SELECT … INTO and files
        refuse("pg select into", pg, "SELECT * INTO new_t FROM t", "select_into",
               "SELECT … INTO creates a table");
        refuse("pg select into temp", pg, "SELECT a, b INTO TEMP x FROM t", "select_into",
               "SELECT … INTO");
        refuse("ansi select into", ansi, "SELECT * INTO backup FROM t", "select_into",
               "SELECT … INTO");
        refuse("mysql into outfile", my, "SELECT * FROM t INTO OUTFILE '/tmp/t.csv'", "file_access",
               "INTO OUTFILE");
        refuse("mysql into dumpfile", my, "SELECT x FROM t LIMIT 1 INTO DUMPFILE '/tmp/x'",
               "file_access", "INTO DUMPFILE");
        refuse("mysql into variable", my, "SELECT 1 INTO @a", "session_state", "SELECT … INTO");
        refuse("mysql into variables", my, "SELECT a, b INTO @x, @y FROM t", "session_state",
               "variables");
        refuse("pg copy to file", pg, "COPY t TO '/tmp/t.csv'", "file_access", "COPY");
        refuse("pg copy query", pg, "COPY (SELECT 1) TO STDOUT", "file_access", "COPY");
        refuse("pg copy from", pg, "COPY t FROM '/tmp/in.csv' WITH (FORMAT csv)", "file_access",
               "COPY");
        refuse("mysql load data", my, "LOAD DATA INFILE '/tmp/x' INTO TABLE t", "file_access",
               "LOAD DATA");
        refuse("mysql load data local", my, "LOAD DATA LOCAL INFILE 'x.csv' INTO TABLE t",
               "file_access", "LOAD DATA");
        refuse("mysql load xml", my, "LOAD XML INFILE 'x.xml' INTO TABLE t", "file_access",
               "LOAD XML");
        refuse("pg load library", pg, "LOAD 'auto_explain'", "server_admin", "LOAD");

        // SQLite PRAGMA
        allow("pragma table_info", lite, "PRAGMA table_info(users)");
        allow("pragma table_info quoted", lite, "PRAGMA table_info('users')");
        allow("pragma schema qualified", lite, "PRAGMA main.table_info(\"users\");");
        allow("pragma index_list", lite, "PRAGMA index_list(t)");
        allow("pragma foreign_key_list", lite, "PRAGMA foreign_key_list(t)");
        allow("pragma user_version read", lite, "PRAGMA user_version");
        allow("pragma journal_mode read", lite, "PRAGMA journal_mode");
        allow("pragma query_only read", lite, "PRAGMA query_only");
        allow("pragma integrity_check", lite, "PRAGMA integrity_check");
        allow("pragma quick_check limit", lite, "PRAGMA quick_check(10)");
        allow("pragma database_list", lite, "pragma database_list;");
        allow("pragma table function", lite, "SELECT * FROM pragma_table_info('t')");
        refuse("pragma user_version set", lite, "PRAGMA user_version = 3", "pragma_write",
               "PRAGMA user_version");
        refuse("pragma journal_mode set", lite, "PRAGMA journal_mode=WAL", "pragma_write",
               "PRAGMA journal_mode");
        refuse("pragma query_only off", lite, "PRAGMA query_only=0", "pragma_write",
               "PRAGMA query_only");
        refuse("pragma query_only word", lite, "PRAGMA query_only = OFF", "pragma_write",
               "PRAGMA query_only");
        refuse("pragma writable_schema", lite, "PRAGMA writable_schema", "pragma_write",
               "PRAGMA writable_schema");
        refuse("pragma writable_schema on", lite, "PRAGMA writable_schema = ON", "pragma_write",
               "PRAGMA writable_schema");
        refuse("pragma function form", lite, "PRAGMA journal_mode(WAL)", "pragma_write",
               "PRAGMA journal_mode");
        refuse("pragma user_version function", lite, "PRAGMA user_version(5)", "pragma_write",
               "PRAGMA user_version");
        refuse("pragma qualified set", lite, "PRAGMA main.user_version = 1", "pragma_write",
               "PRAGMA user_version");
        refuse("pragma optimize", lite, "PRAGMA optimize", "pragma_write", "PRAGMA optimize");
        refuse("pragma wal_checkpoint", lite, "PRAGMA wal_checkpoint(TRUNCATE)", "pragma_write",
               "PRAGMA wal_checkpoint");
        refuse("pragma incremental_vacuum", lite, "PRAGMA incremental_vacuum", "pragma_write",
               "PRAGMA incremental_vacuum");
        refuse("pragma foreign_keys off", lite, "PRAGMA foreign_keys = OFF", "pragma_write",
               "PRAGMA foreign_keys");
        refuse("pragma without name", lite, "PRAGMA", "unknown_statement", "PRAGMA");
        refuse("pragma on postgres", pg, "PRAGMA table_info(t)", "unknown_statement", "PRAGMA");

        // ATTACH, procedures, prepared statements
        refuse("sqlite attach", lite, "ATTACH DATABASE 'other.db' AS other", "attach", "ATTACH");
        refuse("sqlite attach short", lite, "ATTACH 'x.db' AS y", "attach", "ATTACH");
        refuse("sqlite detach", lite, "DETACH DATABASE other", "attach", "DETACH");
        refuse("pg call", pg, "CALL do_things(1)", "procedural", "CALL");
        refuse("mysql call", my, "CALL proc()", "procedural", "CALL");
        refuse("pg do block", pg, "DO $$BEGIN DELETE FROM t; END$$", "procedural", "DO");
        refuse("mysql do", my, "DO SLEEP(1)", "procedural", "DO");
        refuse("pg execute", pg, "EXECUTE stmt(1)", "procedural", "EXECUTE");
        refuse("pg prepare", pg, "PREPARE p AS SELECT 1", "procedural", "PREPARE");
        refuse("pg deallocate", pg, "DEALLOCATE p", "procedural", "DEALLOCATE");
        refuse("mysql prepare", my, "PREPARE s FROM 'DELETE FROM t'", "procedural", "PREPARE");
        refuse("mysql execute", my, "EXECUTE s USING @a", "procedural", "EXECUTE");

        // Session state and transactions
        refuse("pg set search_path", pg, "SET search_path TO evil, public", "session_state",
               "SET SEARCH_PATH");
        refuse("pg set role", pg, "SET ROLE admin", "session_state", "SET ROLE");
        refuse("pg set transaction", pg, "SET TRANSACTION READ WRITE", "session_state",
               "SET TRANSACTION");
        refuse("pg set session authorization", pg, "SET SESSION AUTHORIZATION bob", "session_state",
               "SET SESSION");
        refuse("mysql set variable", my, "SET @a = 1", "session_state", "SET");
        refuse("mysql set global", my, "SET GLOBAL read_only = 0", "session_state", "SET GLOBAL");
        refuse("pg reset", pg, "RESET ALL", "session_state", "RESET");
        refuse("pg reset role", pg, "RESET ROLE", "session_state", "RESET");
        refuse("pg discard", pg, "DISCARD ALL", "session_state", "DISCARD");
        refuse("mysql use", my, "USE other_db", "session_state", "USE");
        refuse("pg begin", pg, "BEGIN", "transaction_control", "BEGIN");
        refuse("sqlite begin immediate", lite, "BEGIN IMMEDIATE", "transaction_control", "BEGIN");
        refuse("mysql start transaction", my, "START TRANSACTION", "transaction_control",
               "START TRANSACTION");
        refuse("pg commit", pg, "COMMIT", "transaction_control", "COMMIT");
        refuse("pg end", pg, "END", "transaction_control", "END");
        refuse("pg abort", pg, "ABORT", "transaction_control", "ABORT");
        refuse("mysql rollback", my, "ROLLBACK", "transaction_control", "ROLLBACK");
        refuse("sqlite rollback to", lite, "ROLLBACK TO a", "transaction_control", "ROLLBACK");
        refuse("pg savepoint", pg, "SAVEPOINT a", "transaction_control", "SAVEPOINT");
        refuse("pg release", pg, "RELEASE SAVEPOINT a", "transaction_control", "RELEASE");

        // Locks, notifications and server administration
        refuse("pg lock table", pg, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE", "locking", "LOCK");
        refuse("mysql lock tables", my, "LOCK TABLES t READ", "locking", "LOCK");
        refuse("mysql unlock tables", my, "UNLOCK TABLES", "locking", "UNLOCK");
        refuse("pg listen", pg, "LISTEN events", "notification", "LISTEN");
        refuse("pg notify", pg, "NOTIFY events, 'x'", "notification", "NOTIFY");
        refuse("pg unlisten", pg, "UNLISTEN *", "notification", "UNLISTEN");
        refuse("pg refresh", pg, "REFRESH MATERIALIZED VIEW CONCURRENTLY mv", "data_change",
               "REFRESH MATERIALIZED VIEW");
        refuse("pg import foreign schema", pg,
               "IMPORT FOREIGN SCHEMA remote FROM SERVER s INTO local", "schema_change",
               "IMPORT FOREIGN SCHEMA");
        refuse("mysql handler", my, "HANDLER t OPEN", "server_admin", "HANDLER");
        refuse("mysql flush", my, "FLUSH PRIVILEGES", "server_admin", "FLUSH");
        refuse("mysql kill", my, "KILL 42", "server_admin", "KILL");
        refuse("mysql shutdown", my, "SHUTDOWN", "server_admin", "SHUTDOWN");
        refuse("mysql install", my, "INSTALL PLUGIN x SONAME 'x.so'", "server_admin", "INSTALL");
        refuse("mysql uninstall", my, "UNINSTALL PLUGIN x", "server_admin", "UNINSTALL");

        // Row locks
        refuse("pg for update", pg, "SELECT * FROM t WHERE id = 1 FOR UPDATE", "row_lock",
               "FOR UPDATE");
        refuse("pg for share", pg, "SELECT * FROM t FOR SHARE", "row_lock", "FOR SHARE");
        refuse("pg for no key update", pg, "SELECT * FROM t FOR NO KEY UPDATE", "row_lock",
               "FOR UPDATE");
        refuse("pg for key share", pg, "SELECT * FROM t FOR KEY SHARE", "row_lock", "FOR SHARE");
        refuse("pg for update nowait", pg, "SELECT * FROM t FOR UPDATE OF t NOWAIT", "row_lock",
               "FOR UPDATE");
        refuse("mysql lock in share mode", my, "SELECT * FROM t LOCK IN SHARE MODE", "row_lock",
               "LOCK IN SHARE MODE");
        refuse("mysql for update skip locked", my, "SELECT * FROM t FOR UPDATE SKIP LOCKED",
               "row_lock", "FOR UPDATE");
        refuse("pg row lock in cte", pg, "WITH x AS (SELECT * FROM t FOR UPDATE) SELECT * FROM x",
               "row_lock", "FOR UPDATE");

        // Functions with side effects
        const char* const pgFunctions[] = {
            "pg_terminate_backend(123)",
            "pg_cancel_backend(123)",
            "pg_reload_conf()",
            "pg_read_file('/etc/passwd')",
            "pg_read_binary_file('/etc/passwd')",
            "pg_ls_dir('.')",
            "lo_import('/etc/passwd')",
            "lo_export(1, '/tmp/x')",
            "dblink('c', 'SELECT 1')",
            "dblink_exec('c', 'DELETE FROM t')",
            "set_config('search_path', 'x', false)",
            "nextval('s')",
            "setval('s', 1)",
            "pg_advisory_lock(1)",
            "pg_advisory_xact_lock(1)",
            "pg_try_advisory_lock(1)",
            "txid_current()",
        };
        for (const char* call : pgFunctions) {
            const QString text = QString::fromLatin1(call);
            const QString name = text.left(text.indexOf(QLatin1Char('(')));
            QTest::newRow(qPrintable(QStringLiteral("pg function ") + name))
                << QString::fromLatin1(pg) << QStringLiteral("SELECT ") + text << false
                << QStringLiteral("side_effect_function") << name + QStringLiteral("()");
        }
        refuse("pg qualified function", pg, "SELECT pg_catalog.pg_read_file('x')",
               "side_effect_function", "pg_read_file()");
        refuse("pg quoted function", pg, "SELECT \"pg_read_file\"('x')", "side_effect_function",
               "pg_read_file()");
        refuse("pg function with space", pg, "SELECT nextval ('s')", "side_effect_function",
               "nextval()");
        refuse("pg function in from", pg,
               "SELECT * FROM dblink('conn', 'DELETE FROM t') AS x(a int)", "side_effect_function",
               "dblink()");
        refuse("pg upper case function", pg, "SELECT NEXTVAL('s')", "side_effect_function",
               "nextval()");
        refuse("mysql load_file", my, "SELECT LOAD_FILE('/etc/passwd')", "side_effect_function",
               "load_file()");
        refuse("mysql get_lock", my, "SELECT GET_LOCK('a', 10)", "side_effect_function",
               "get_lock()");
        refuse("mysql backtick function", my, "SELECT `load_file`('/etc/passwd')",
               "side_effect_function", "load_file()");
        refuse("sqlite load_extension", lite, "SELECT load_extension('evil.so')",
               "side_effect_function", "load_extension()");
        refuse("sqlite writefile", lite, "SELECT writefile('/tmp/x', 'data')",
               "side_effect_function", "writefile()");
        refuse("sqlite readfile", lite, "SELECT readfile('/etc/passwd')", "side_effect_function",
               "readfile()");
        allow("mysql sleep", my, "SELECT SLEEP(1)");
        allow("pg sleep", pg, "SELECT pg_sleep(0.1)");
        allow("pg currval", pg, "SELECT currval('s')");
        allow("pg nextval as a name", pg, "SELECT nextval FROM t");

        // EXPLAIN
        refuse("pg explain analyze delete", pg, "EXPLAIN ANALYZE DELETE FROM t", "data_change",
               "DELETE");
        refuse("pg explain options update", pg, "EXPLAIN (ANALYZE, FORMAT JSON) UPDATE t SET a = 1",
               "data_change", "UPDATE");
        refuse("pg explain insert", pg, "EXPLAIN INSERT INTO t VALUES (1)", "data_change",
               "INSERT");
        refuse("pg explain analyze nextval", pg, "EXPLAIN ANALYZE SELECT nextval('s')",
               "side_effect_function", "nextval()");
        refuse("pg explain writable cte", pg,
               "EXPLAIN WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d", "data_change",
               "DELETE");
        refuse("pg explain create", pg, "EXPLAIN CREATE TABLE x AS SELECT 1", "schema_change",
               "CREATE");
        refuse("pg bare explain", pg, "EXPLAIN", "unknown_statement", "EXPLAIN");
        refuse("sqlite explain query plan delete", lite, "EXPLAIN QUERY PLAN DELETE FROM t",
               "data_change", "DELETE");
        refuse("mysql explain analyze delete", my, "EXPLAIN ANALYZE DELETE FROM t", "data_change",
               "DELETE");
        refuse("mysql explain format update", my, "EXPLAIN FORMAT=JSON UPDATE t SET a = 1",
               "data_change", "UPDATE");
        refuse("mysql desc delete", my, "DESC DELETE FROM t", "data_change", "DELETE");
        allow("pg explain analyze options", pg,
              "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT * FROM t");
        allow("pg explain verbose", pg, "EXPLAIN VERBOSE SELECT 1");
        allow("pg explain analyze verbose", pg, "EXPLAIN ANALYZE VERBOSE SELECT * FROM t");
        allow("sqlite explain query plan", lite, "EXPLAIN QUERY PLAN SELECT * FROM t");
        allow("sqlite explain", lite, "EXPLAIN SELECT 1");
        allow("mysql explain format json", my, "EXPLAIN FORMAT=JSON SELECT * FROM t");
        allow("mysql explain format tree", my, "EXPLAIN FORMAT = TREE SELECT 1");
        allow("mysql explain analyze select", my, "EXPLAIN ANALYZE SELECT * FROM t");
        allow("mysql explain table", my, "EXPLAIN t");
        allow("mysql describe", my, "DESCRIBE t");
        allow("mysql desc column", my, "DESC t id");
        allow("mysql describe select", my, "DESCRIBE SELECT 1");
        allow("mysql explain for connection", my, "EXPLAIN FOR CONNECTION 4");

        // Statements and trailing text
        allow("trailing semicolons", pg, "SELECT 1;;");
        allow("comment after semicolon", pg, "SELECT 1; -- done");
        allow("block comment after semicolon", lite, "SELECT 1; /* done */");
        allow("mysql hash comment after semicolon", my, "SELECT 1; # done");
        allow("white space after semicolon", ansi, "SELECT 1;\n\n  ");
        refuse("delete after select", ansi, "SELECT 1 ; DELETE FROM t", "multiple_statements",
               "only one statement");
        refuse("sqlite comments do not nest", lite,
               "SELECT /* outer /* inner ; */ still outer ; */ 1 as num", "multiple_statements",
               "only one statement");
        allow("pg comments nest", pg, "SELECT 1 /* outer /* inner */ DELETE ; */");
        refuse("sqlite same text", lite, "SELECT 1 /* outer /* inner */ DELETE ; */",
               "multiple_statements", "only one statement");
        refuse("mysql escaped quote then second statement", my, "SELECT 'it\\'s; x'; SELECT 2",
               "multiple_statements", "only one statement");
        allow("mysql escaped quote", my, "SELECT 'it\\'s; x'");
        allow("mysql escaped quote hides nothing", my, "SELECT 'a\\'; DROP TABLE t; --'");
        refuse("ansi backslash is no escape", ansi, "SELECT 'a\\'; SELECT 2", "multiple_statements",
               "only one statement");
        refuse("pg plain string backslash", pg, "SELECT 'a\\'; DELETE FROM t",
               "multiple_statements", "only one statement");
        allow("pg E string escape", pg, "SELECT E'\\'; DROP TABLE t; --'");
        allow("pg E string in where", pg, "SELECT x FROM t WHERE y = E'it\\'s'");
        allow("pg unicode string", pg, "SELECT U&'d\\0061t\\+000061'");
        allow("mysql hash comment", my, "SELECT 1 # DELETE FROM t");
        refuse("sqlite hash is no comment", lite, "SELECT 1 # DELETE FROM t", "data_change",
               "DELETE");
        allow("pg hash is an operator", pg, "SELECT 5 # 3");
        refuse("mysql dash dash without space", my, "SELECT 1--1; DELETE FROM t",
               "multiple_statements", "only one statement");
        allow("mysql dash dash comment", my, "SELECT 1 -- ; DELETE FROM t");

        // Unknown or empty statements
        refuse("unknown keyword", pg, "FOO BAR", "unknown_statement", "FOO");
        refuse("declare cursor", pg, "DECLARE c CURSOR FOR SELECT 1", "unknown_statement",
               "DECLARE");
        refuse("starts with a literal", pg, "'SELECT'", "unknown_statement", "keyword");
        refuse("starts with a quoted name", pg, "\"update\" FROM t", "unknown_statement",
               "keyword");
        refuse("empty", pg, "", "empty", "no statement");
        refuse("only a comment", pg, "-- nothing here", "empty", "no statement");
        refuse("only a semicolon", lite, ";", "empty", "no statement");
        refuse("sqlite has no show", lite, "SHOW TABLES", "unknown_statement", "SHOW");
        refuse("sqlite has no table statement", lite, "TABLE t", "unknown_statement", "TABLE");
        refuse("pg has no describe", pg, "DESCRIBE t", "unknown_statement", "DESCRIBE");

        // MySQL executable comments run as code
        refuse("mysql executable comment", my, "SELECT 1 /*! , SLEEP(1) */", "executable_comment",
               "/*!");
        refuse("mysql versioned comment", my, "/*!40101 SET NAMES utf8 */", "executable_comment",
               "/*!");
        refuse("mariadb executable comment", my, "SELECT 1 /*M!100100 , 2 */", "executable_comment",
               "/*!");
        allow("mysql plain comment", my, "SELECT 1 /* note */");
        allow("pg bang comment is a comment", pg, "/*! x */ SELECT 1");
        refuse("mysql user variable assignment", my, "SELECT @a := 1", "session_state", ":=");
        allow("pg named argument", pg, "SELECT f(a := 1)");

        // Allowed, with keywords hidden in quotes, comments and names
        allow("ansi string keyword", ansi, "SELECT 'DROP TABLE x'");
        allow("mysql string keyword", my, "SELECT 'DROP TABLE x'");
        allow("sqlite string keyword", lite, "SELECT 'DROP TABLE x'");
        allow("pg quoted update", pg, "SELECT \"update\" FROM t");
        allow("sqlite quoted update", lite, "SELECT \"update\" FROM t");
        allow("ansi quoted update", ansi, "SELECT \"update\" FROM t");
        allow("mysql backtick update", my, "SELECT `update` FROM t");
        allow("mysql double-quoted string", my, "SELECT \"update\"");
        allow("sqlite bracket delete", lite, "SELECT [delete] FROM t");
        allow("pg quoted lock", pg, "SELECT \"lock\" FROM t");
        allow("names containing keywords", pg, "SELECT created_at, updated_at, last_update FROM t");
        allow("pg dollar quoted delete", pg, "SELECT $$DELETE FROM t;$$");
        allow("pg tagged dollar quote", pg, "SELECT $fn$ ; DROP TABLE x; $fn$ AS body");
        allow("comment keyword", pg, "SELECT * FROM t -- DELETE\nWHERE a = 1");
        allow("comments around", ansi, "/* leading */ SELECT 1 /* trailing */");
        allow("white space around", ansi, "  \n SELECT 1  \n");
        allow("lower case select", lite, "select count(*) from t");
        allow("replace function", pg, "SELECT REPLACE(name, 'a', 'b') FROM t");
        allow("mysql replace function", my, "SELECT REPLACE(name, 'a', 'b') FROM t");
        allow("merge as a name", pg, "SELECT merge FROM t");
        allow("for update in a string", pg, "SELECT * FROM t WHERE note = 'FOR UPDATE'");
        allow("parenthesised union", pg, "(SELECT 1) UNION (SELECT 2)");
        allow("sqlite values", lite, "VALUES (1), (2)");
        allow("pg table", pg, "TABLE users");
        allow("mysql table", my, "TABLE users");
        allow("pg show", pg, "SHOW search_path");
        allow("mysql show create", my, "SHOW CREATE TABLE t");
        allow("mysql show grants", my, "SHOW GRANTS");
        allow("mysql show tables", my, "SHOW TABLES");
        allow("ansi show", ansi, "SHOW TABLES");
        allow("ansi describe", ansi, "DESCRIBE t");
        allow("recursive cte", pg,
              "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) "
              "SELECT * FROM r");
        allow("template placeholder", pg, "SELECT * FROM users WHERE id = {{id}}");
        allow("mysql character set", my, "SELECT CAST(x AS CHAR CHARACTER SET utf8mb4) FROM t");
        allow("pg array literal", pg, "SELECT ARRAY[[1,2],[3,4]]");
        allow("sqlite window", lite,
              "SELECT a, row_number() OVER (PARTITION BY b ORDER BY c) FROM t");
    }

    void classify()
    {
        QFETCH(QString, language);
        QFETCH(QString, statement);
        QFETCH(bool, allowed);
        QFETCH(QString, code);
        QFETCH(QString, mention);

        const ReadOnlyClassifier::Verdict verdict =
            ReadOnlyClassifier::classify(statement, sqltest::dialect(language));
        QVERIFY2(verdict.allowed == allowed, qPrintable(verdict.reason));
        QCOMPARE(verdict.code, code);
        if (allowed) {
            QVERIFY(verdict.reason.isEmpty());
        } else {
            QVERIFY2(verdict.reason.startsWith(QStringLiteral("Refused: ")),
                     qPrintable(verdict.reason));
            QVERIFY2(verdict.reason.contains(mention, Qt::CaseInsensitive),
                     qPrintable(verdict.reason));
        }
    }

    void exactMessages()
    {
        QCOMPARE(ReadOnlyClassifier::classify(u"DELETE FROM t", sqltest::dialect(u"sql:postgres"))
                     .reason,
                 QStringLiteral("Refused: DELETE changes data (read-only mode)"));
        QCOMPARE(
            ReadOnlyClassifier::classify(u"SELECT 1; SELECT 2", sqltest::dialect(u"sql:sqlite"))
                .reason,
            QStringLiteral("Refused: only one statement can run at a time"));
        QVERIFY(ReadOnlyClassifier::classify(u"SELECT * INTO t2 FROM t",
                                             sqltest::dialect(u"sql:postgres"))
                    .reason.startsWith(QStringLiteral("Refused: SELECT … INTO creates a table")));
    }

    void toError()
    {
        const auto verdict =
            ReadOnlyClassifier::classify(u"DROP TABLE t", sqltest::dialect(u"sql:mysql"));
        const nelumbo::Error error = verdict.toError();
        QCOMPARE(error.code, QStringLiteral("schema_change"));
        QCOMPARE(error.message, verdict.reason);
    }

    // SAN-35/36: with writes allowed only the single-statement rule applies.
    void singleStatement_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("SAN-35") << "sql:postgres"
                                << "INSERT INTO test_users (name, email) VALUES ('a', 'a@a.com') "
                                   "RETURNING id, name, email"
                                << true;
        QTest::newRow("SAN-36") << "sql:postgres"
                                << "INSERT INTO test_users (name, email) VALUES ('a', 'a@a.com'); "
                                   "DELETE FROM test_users"
                                << false;
        QTest::newRow("trailing semicolon") << "sql:sqlite"
                                            << "DELETE FROM t;  -- ok" << true;
        QTest::newRow("mysql hash comment") << "sql:mysql"
                                            << "DELETE FROM t; # ok" << true;
        QTest::newRow("semicolon in string") << "sql:mysql"
                                             << "SELECT 'a;b'" << true;
        QTest::newRow("two statements") << "sql"
                                        << "UPDATE t SET a = 1; SELECT 1" << false;
    }

    void singleStatement()
    {
        QFETCH(QString, language);
        QFETCH(QString, statement);
        QFETCH(bool, allowed);
        const auto verdict =
            ReadOnlyClassifier::checkSingleStatement(statement, sqltest::dialect(language));
        QCOMPARE(verdict.allowed, allowed);
        if (!allowed)
            QCOMPARE(verdict.code, QStringLiteral("multiple_statements"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstReadOnlyClassifier)
#include "tst_readonlyclassifier.moc"
