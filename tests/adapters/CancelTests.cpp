// Cancelling a running statement on every engine; the session stays usable.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"

#include <QElapsedTimer>

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstAdapterCancel : public AdapterTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    void cancelLongQuery()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(m_engine.longStatement);
        QSignalSpy failed(h, &QueryHandle::failed);
        // Kept: lets the long statement reach the server before the cancel; it lasts far
        // longer, so it is still running however long this takes.
        QTest::qWait(500);
        QCOMPARE(h->state(), QueryHandle::State::Running);
        QElapsedTimer t;
        t.start();
        h->cancel();
        QVERIFY(QTest::qWaitFor([&] { return failed.count() > 0; }, 2000));
        qInfo("cancelled after %lld ms", t.elapsed());
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));

        // The connection stays usable.
        QueryHandle* next =
            c->execute(QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.track)));
        QSignalSpy rows(next, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(next, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(), 3503);
    }
};

} // namespace

int runCancelTests(int argc, char** argv)
{
    TstAdapterCancel tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "CancelTests.moc"
