#include "CoreTestMain.h"
#include "SqlDialects.h"
#include "sql/SqlIdentifier.h"

using nelumbo::SqlIdentifier;

class TstSqlIdentifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // IDENT-01..03
    void parseTableName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("hasSchema");
        QTest::newRow("IDENT-01") << "users" << QString() << "users" << false;
        QTest::newRow("IDENT-02") << "public.users"
                                  << "public"
                                  << "users" << true;
        QTest::newRow("IDENT-03") << "public.users.extra"
                                  << "public"
                                  << "users.extra" << true;
    }

    void parseTableName()
    {
        QFETCH(QString, text);
        QFETCH(QString, schema);
        QFETCH(QString, name);
        QFETCH(bool, hasSchema);
        const SqlIdentifier::QualifiedName parsed = SqlIdentifier::parseTableName(text);
        QCOMPARE(parsed.schema, schema);
        QCOMPARE(!parsed.schema.isNull(), hasSchema);
        QCOMPARE(parsed.name, name);
    }

    // IDENT-04..07, IDENT-14
    void validate_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("role");
        QTest::addColumn<QString>("error"); // expected message prefix; empty when valid
        const int table = int(SqlIdentifier::Role::Table);
        QTest::newRow("IDENT-04 users") << "users" << table << QString();
        QTest::newRow("IDENT-04 _private") << "_private" << table << QString();
        QTest::newRow("IDENT-04 table_123") << "table_123" << table << QString();
        QTest::newRow("IDENT-04 A") << "A" << table << QString();
        QTest::newRow("IDENT-05") << "123abc" << table << "Invalid table name";
        QTest::newRow("IDENT-06 injection") << "users; DROP TABLE" << table << "Invalid table name";
        QTest::newRow("IDENT-06 dash") << "table-name" << table << "Invalid table name";
        QTest::newRow("IDENT-06 space") << "name space" << table << "Invalid table name";
        QTest::newRow("IDENT-07") << "" << table << "Invalid table name";
        QTest::newRow("non-ASCII") << "naïve" << table << "Invalid table name";
        QTest::newRow("IDENT-14")
            << "1x" << int(SqlIdentifier::Role::Column)
            << "Invalid column name: \"1x\". Must contain only letters, digits, and underscores.";
        QTest::newRow("schema role")
            << "bad schema" << int(SqlIdentifier::Role::Schema) << "Invalid schema name";
    }

    void validate()
    {
        QFETCH(QString, name);
        QFETCH(int, role);
        QFETCH(QString, error);
        const nelumbo::Result<void> r = SqlIdentifier::validate(name, SqlIdentifier::Role(role));
        QCOMPARE(r.ok(), error.isEmpty());
        QCOMPARE(SqlIdentifier::isValid(name), error.isEmpty());
        if (!error.isEmpty()) {
            QVERIFY2(r.error().message.startsWith(error), qPrintable(r.error().message));
            QCOMPARE(r.error().code, QStringLiteral("invalid_identifier"));
        }
    }

    // IDENT-09..11
    void validateTableParts_data()
    {
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("error");
        QTest::newRow("IDENT-09 no schema") << QString() << "users" << QString();
        QTest::newRow("IDENT-09 schema") << "public"
                                         << "users" << QString();
        QTest::newRow("IDENT-10") << QString() << "bad; table"
                                  << "Invalid table name";
        QTest::newRow("IDENT-11 schema") << "bad schema"
                                         << "users"
                                         << "Invalid schema name";
        QTest::newRow("IDENT-11 table") << "public"
                                        << "bad-table"
                                        << "Invalid table name";
    }

    void validateTableParts()
    {
        QFETCH(QString, schema);
        QFETCH(QString, table);
        QFETCH(QString, error);
        const nelumbo::Result<void> r = SqlIdentifier::validateTableParts(schema, table);
        QCOMPARE(r.ok(), error.isEmpty());
        if (!error.isEmpty())
            QVERIFY2(r.error().message.contains(error), qPrintable(r.error().message));
    }

    // IDENT-12/13 and QV-15
    void searchPath_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("schemas");
        QTest::addColumn<bool>("ok");
        QTest::newRow("IDENT-12 one") << "public" << QStringList{"public"} << true;
        QTest::newRow("IDENT-12 three") << "public, reporting, analytics"
                                        << QStringList{"public", "reporting", "analytics"} << true;
        QTest::newRow("IDENT-12 no spaces")
            << "public,reporting" << QStringList{"public", "reporting"} << true;
        QTest::newRow("QV-15 kept")
            << "reporting, public" << QStringList{"reporting", "public"} << true;
        QTest::newRow("QV-15 single") << "analytics" << QStringList{"analytics"} << true;
        QTest::newRow("QV-15 empty") << "" << QStringList{} << true;
        QTest::newRow("blank") << "   " << QStringList{} << true;
        QTest::newRow("QV-15 invalid") << "invalid-schema, 123schema" << QStringList{} << false;
        QTest::newRow("IDENT-13") << "public; DROP TABLE users --" << QStringList{} << false;
        QTest::newRow("empty entry") << "public,,x" << QStringList{} << false;
    }

    void searchPath()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, schemas);
        QFETCH(bool, ok);
        const nelumbo::Result<QStringList> r = SqlIdentifier::parseSearchPath(text);
        QCOMPARE(r.ok(), ok);
        if (ok) {
            QCOMPARE(*r, schemas);
        } else {
            QVERIFY(r.error().message.startsWith(QStringLiteral("Invalid search_path entry")));
            QVERIFY(r.error().message.contains(
                QStringLiteral("must be a comma-separated list of identifiers")));
            QCOMPARE(r.error().code, QStringLiteral("invalid_search_path"));
        }
    }

    // §9.2 identifier quoting
    void quote_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pg") << "sql:postgres"
                            << "users"
                            << "\"users\"";
        QTest::newRow("pg doubled") << "sql:postgres"
                                    << "a\"b"
                                    << "\"a\"\"b\"";
        QTest::newRow("sqlite") << "sql:sqlite"
                                << "my table"
                                << "\"my table\"";
        QTest::newRow("ansi") << "sql"
                              << "x"
                              << "\"x\"";
        QTest::newRow("mysql") << "sql:mysql"
                               << "users"
                               << "`users`";
        QTest::newRow("mysql doubled") << "sql:mysql"
                                       << "a`b"
                                       << "`a``b`";
    }

    void quote()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(SqlIdentifier::quote(name, sqltest::dialect(language)), expected);
    }
};

NELUMBO_CORE_TEST_MAIN(TstSqlIdentifier)
#include "tst_sqlidentifier.moc"
