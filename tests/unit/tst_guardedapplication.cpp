// GuardedApplication: an exception thrown by an event handler stops in notify() and is
// reported; the event loop goes on.

#include "core/GuardedApplication.h"

#include <QCoreApplication>
#include <QEvent>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <new>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace {

nelumbo::GuardedApplication<QCoreApplication>* g_app = nullptr;
QStringList g_reports;

} // namespace

class TestGuardedApplication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { g_reports.clear(); }

    void exceptionsInSlotsAreReported_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("says");
        QTest::newRow("bad_alloc") << 0 << u"out of memory"_s;
        QTest::newRow("runtime_error") << 1 << u"boom from a slot"_s;
        QTest::newRow("anything") << 2 << u"unknown exception"_s;
    }
    void exceptionsInSlotsAreReported()
    {
        QFETCH(int, kind);
        QFETCH(QString, says);
        bool after = false;
        // A queued call and a timer: both reach the handler through notify().
        QMetaObject::invokeMethod(
            this,
            [kind] {
                if (kind == 0)
                    throw std::bad_alloc();
                if (kind == 1)
                    throw std::runtime_error("boom from a slot");
                throw 42;
            },
            Qt::QueuedConnection);
        QTimer::singleShot(10, this, [&after] { after = true; });
        QTRY_VERIFY_WITH_TIMEOUT(after, 5000); // the loop went on
        QCOMPARE(g_reports.size(), 1);
        QVERIFY2(g_reports.first().contains(says), qPrintable(g_reports.first()));
    }

    void aThrowingReporterIsContained()
    {
        g_app->setReporter([](const QString&) { throw std::runtime_error("reporter too"); });
        bool after = false;
        QTimer::singleShot(0, this, [] { throw std::runtime_error("first"); });
        QTimer::singleShot(10, this, [&after] { after = true; });
        QTRY_VERIFY_WITH_TIMEOUT(after, 5000);
        g_app->setReporter([](const QString& what) { g_reports << what; });
    }
};

int main(int argc, char** argv)
{
    QStandardPaths::setTestModeEnabled(true);
    nelumbo::GuardedApplication<QCoreApplication> app(argc, argv);
    g_app = &app;
    app.setReporter([](const QString& what) { g_reports << what; });
    TestGuardedApplication tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_guardedapplication.moc"
