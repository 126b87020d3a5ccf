// Statements without running them on every engine: validation, plans, read-only sessions, hints.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"

#include <QRegularExpression>

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstAdapterStatements : public AdapterTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    void validateWithoutRunning()
    {
        auto validate = [this](const QString& statement) {
            return m_session->call(
                [&](nelumbo::Session& session) { return m_adapter->validate(session, statement); });
        };
        auto good =
            validate(QStringLiteral("SELECT %1 FROM %2 WHERE %3 > 10")
                         .arg(q(m_engine.name), chinook(m_engine.track), q(m_engine.trackId)));
        QVERIFY2(good.ok(), qPrintable(good.error().message));

        auto badColumn =
            validate(QStringLiteral("SELECT no_such_column FROM %1").arg(chinook(m_engine.track)));
        QVERIFY(!badColumn.ok());
        QCOMPARE(badColumn.error().code, QStringLiteral("invalid_statement"));
        QVERIFY2(badColumn.error().message.contains(QLatin1String("no_such_column")),
                 qPrintable(badColumn.error().message));

        auto badTable = validate(QStringLiteral("SELECT * FROM no_such_table"));
        QVERIFY(!badTable.ok());
        QCOMPARE(badTable.error().code, QStringLiteral("invalid_statement"));

        auto syntax = validate(QStringLiteral("SELEKT 1"));
        QVERIFY(!syntax.ok());
        QCOMPARE(syntax.error().code, QStringLiteral("invalid_statement"));

        // Writes are checked, not run.
        const qlonglong before = hostileRows();
        QCOMPARE(before, 3);
        auto del = validate(QStringLiteral("DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        QVERIFY2(del.ok(), qPrintable(del.error().message));
        auto ins = validate(QStringLiteral("INSERT INTO %1 VALUES (99, 'x')")
                                .arg(testTable(m_engine.hostileTable)));
        QVERIFY2(ins.ok(), qPrintable(ins.error().message));
        // A second statement is neither accepted nor run.
        auto two = validate(
            QStringLiteral("SELECT 1; DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        QVERIFY(!two.ok());
        QCOMPARE(hostileRows(), before);
        // The session is still fine and still in autocommit mode.
        QCOMPARE(m_session->scalar(QStringLiteral("SELECT 1")).toInt(), 1);
    }

    void queryPlan()
    {
        auto plan = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->queryPlan(session,
                                        QStringLiteral("SELECT * FROM %1 WHERE %2 = 5")
                                            .arg(chinook(m_engine.track), q(m_engine.genreId)));
        });
        QVERIFY2(plan.ok(), qPrintable(plan.error().message));
        QCOMPARE(plan->format, m_engine.planFormat);
        QVERIFY2(plan->text.contains(QRegularExpression(m_engine.planMarker)),
                 qPrintable(plan->text));
        if (plan->format == QueryPlan::Format::Json) {
            const QByteArray json = plan->text.toUtf8();
            QVERIFY2(json.startsWith('[') || json.startsWith('{'), json.constData());
        }

        // Planning a write plans it, nothing more.
        auto del = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->queryPlan(
                session, QStringLiteral("DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        });
        QVERIFY2(del.ok(), qPrintable(del.error().message));
        QCOMPARE(hostileRows(), 3);

        auto bad = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->queryPlan(session, QStringLiteral("SELECT * FROM no_such_table"));
        });
        QVERIFY(!bad.ok());
        auto two = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->queryPlan(
                session,
                QStringLiteral("SELECT 1; DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        });
        QVERIFY(!two.ok());
        QCOMPARE(hostileRows(), 3);
    }

    // Checking and planning leave a transaction the user has open as it was: neither
    // committed, nor rolled back, nor aborted by a failing check.
    void insideUserTransaction()
    {
        auto session = newSession(QStringLiteral("tst_adapters_transaction"));
        QVERIFY(session);
        const QString scratch = testTable(QStringLiteral("scratch"));
        QCOMPARE(session->exec(m_engine.id == QLatin1String("sqlite")
                                   ? QStringLiteral("BEGIN")
                                   : QStringLiteral("START TRANSACTION")),
                 QString());
        QCOMPARE(session->exec(QStringLiteral("INSERT INTO %1 (id) VALUES (7)").arg(scratch)),
                 QString());
        auto good = session->call([&](nelumbo::Session& session) {
            return m_adapter->validate(session, QStringLiteral("SELECT id FROM %1").arg(scratch));
        });
        QVERIFY2(good.ok(), qPrintable(good.error().message));
        auto bad = session->call([&](nelumbo::Session& session) {
            return m_adapter->validate(session, QStringLiteral("SELECT nope FROM %1").arg(scratch));
        });
        QVERIFY(!bad.ok());
        auto plan = session->call([&](nelumbo::Session& session) {
            return m_adapter->queryPlan(session, QStringLiteral("SELECT id FROM %1").arg(scratch));
        });
        QVERIFY2(plan.ok(), qPrintable(plan.error().message));
        // Still inside the transaction, which still works and still holds the row...
        QCOMPARE(session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 1);
        QCOMPARE(session->exec(QStringLiteral("INSERT INTO %1 (id) VALUES (8)").arg(scratch)),
                 QString());
        // ...which nobody else sees before it commits, and which rolls back entirely.
        QCOMPARE(m_session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 0);
        QCOMPARE(session->exec(QStringLiteral("ROLLBACK")), QString());
        QCOMPARE(session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 0);
    }

    void sessionReadOnly()
    {
        auto session = newSession(QStringLiteral("tst_adapters_read_only"));
        QVERIFY(session);
        const QString insert = QStringLiteral("INSERT INTO %1 (id) VALUES (1)")
                                   .arg(testTable(QStringLiteral("scratch")));
        const QString create = QStringLiteral("CREATE TABLE %1 (id INTEGER)")
                                   .arg(testTable(QStringLiteral("not_created")));
        auto on = session->call([](nelumbo::Session& s) { return s.setReadOnly(true); });
        QVERIFY2(on.ok(), qPrintable(on.error().message));

        const QString refusedInsert = session->exec(insert);
        QVERIFY2(!refusedInsert.isEmpty(), "the INSERT ran in a read-only session");
        qInfo("INSERT refused: %s", qPrintable(refusedInsert));
        const QString refusedCreate = session->exec(create);
        QVERIFY2(!refusedCreate.isEmpty(), "the CREATE TABLE ran in a read-only session");
        qInfo("CREATE TABLE refused: %s", qPrintable(refusedCreate));
        QCOMPARE(
            session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.genre)))
                .toInt(),
            25);

        auto off = session->call([](nelumbo::Session& s) { return s.setReadOnly(false); });
        QVERIFY2(off.ok(), qPrintable(off.error().message));
        QCOMPARE(session->exec(insert), QString());
        QCOMPARE(m_session
                     ->scalar(QStringLiteral("SELECT count(*) FROM %1")
                                  .arg(testTable(QStringLiteral("scratch"))))
                     .toInt(),
                 1);
        QCOMPARE(m_session->exec(
                     QStringLiteral("DELETE FROM %1").arg(testTable(QStringLiteral("scratch")))),
                 QString());
    }

    void errorHints()
    {
        const QString missingColumn = m_session->exec(
            QStringLiteral("SELECT no_such_column FROM %1").arg(chinook(m_engine.track)));
        QVERIFY(!missingColumn.isEmpty());
        const QStringList columnHints = m_adapter->errorHints(missingColumn);
        QVERIFY2(!columnHints.isEmpty(), qPrintable(missingColumn));
        QVERIFY2(columnHints.at(0).contains(QLatin1String("describe_table()")),
                 qPrintable(columnHints.join('\n')));

        const QString missingTable = m_session->exec(QStringLiteral("SELECT * FROM no_such_table"));
        const QStringList tableHints = m_adapter->errorHints(missingTable);
        QVERIFY2(!tableHints.isEmpty(), qPrintable(missingTable));
        QVERIFY2(tableHints.at(0).contains(QLatin1String("list_tables()")),
                 qPrintable(tableHints.join('\n')));

        QVERIFY(m_adapter->errorHints(QStringLiteral("disk full")).isEmpty());
    }

    void prepareForAnalysis()
    {
        auto prepared = m_adapter->prepareForAnalysis(QStringLiteral(
            "SELECT * FROM t WHERE 1 = 1 [[AND name = {{name}}]] [[AND id > {{min_id}}]]"));
        QVERIFY(prepared.ok());
        QCOMPARE(prepared.value(),
                 QStringLiteral("SELECT * FROM t WHERE 1 = 1 AND name = NULL AND id > NULL"));
        // {{ min_id }} is no placeholder (spec §11.1): named, not planned as broken SQL.
        auto spaced = m_adapter->prepareForAnalysis(QStringLiteral("SELECT {{ min_id }}"));
        QVERIFY(!spaced.ok());
        QCOMPARE(spaced.error().code, QStringLiteral("spaced_placeholder"));
    }
};

} // namespace

int runStatementTests(int argc, char** argv)
{
    TstAdapterStatements tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "StatementTests.moc"
