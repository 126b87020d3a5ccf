// WorkerThread and CancelRunner: the two threads a connection starts, and that both end in
// full before their owner goes.
#include "adapter/CancelRunner.h"
#include "core/WorkerThread.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QMutex>
#include <QSemaphore>
#include <QTest>
#include <QThread>

using namespace nelumbo;

namespace {
// Remembers the thread it was deleted in.
class Probe : public QObject
{
public:
    explicit Probe(QThread** deletedIn)
        : m_deletedIn(deletedIn)
    {}
    ~Probe() override { *m_deletedIn = QThread::currentThread(); }

private:
    QThread** m_deletedIn;
};
} // namespace

class TstWorkerThread : public QObject
{
    Q_OBJECT
private slots:
    void runsTheObjectInItsThreadAndDeletesItThere()
    {
        QThread* deletedIn = nullptr;
        auto probe = std::make_unique<Probe>(&deletedIn);
        Probe* p = probe.get();
        QThread* ranIn = nullptr;
        {
            WorkerThread thread(QStringLiteral("test-worker"), std::move(probe));
            QVERIFY(p->thread() != QThread::currentThread());
            QSemaphore done;
            QMetaObject::invokeMethod(
                p,
                [&] {
                    ranIn = QThread::currentThread();
                    done.release();
                },
                Qt::QueuedConnection);
            QVERIFY(done.tryAcquire(1, 5000));
            QCOMPARE(ranIn, p->thread());
            QCOMPARE(ranIn->objectName(), QStringLiteral("test-worker"));
        } // the destructor quits and joins
        QVERIFY(deletedIn != nullptr);
        QVERIFY(deletedIn != QThread::currentThread());
        QCOMPARE(deletedIn, ranIn);
    }

    void quitRunsWhatWasPostedBefore()
    {
        QThread* deletedIn = nullptr;
        auto probe = std::make_unique<Probe>(&deletedIn);
        Probe* p = probe.get();
        WorkerThread thread(QStringLiteral("test-worker"), std::move(probe));
        QAtomicInteger<int> ran = 0;
        for (int i = 0; i < 100; ++i)
            QMetaObject::invokeMethod(
                p, [&ran] { ran.fetchAndAddRelaxed(1); }, Qt::QueuedConnection);
        thread.quit();
        thread.quit(); // a second quit is harmless
        QVERIFY(thread.wait(5000));
        QCOMPARE(ran.loadRelaxed(), 100);
        QVERIFY(deletedIn != nullptr);
        QVERIFY(thread.wait(0)); // ended stays ended
    }

    void waitHonoursItsBound()
    {
        QThread* deletedIn = nullptr;
        auto probe = std::make_unique<Probe>(&deletedIn);
        Probe* p = probe.get();
        WorkerThread thread(QStringLiteral("test-worker"), std::move(probe));
        QSemaphore started;
        QSemaphore release;
        QMetaObject::invokeMethod(
            p,
            [&] {
                started.release();
                release.acquire();
            },
            Qt::QueuedConnection);
        QVERIFY(started.tryAcquire(1, 5000));
        thread.quit();
        QVERIFY(!thread.wait(50)); // still busy: the bound is kept
        QCOMPARE(deletedIn, nullptr);
        release.release();
        QVERIFY(thread.wait(5000));
        QVERIFY(deletedIn != nullptr);
    }

    void abandonedThreadsEndOnTheirOwn()
    {
        QThread* deletedIn = nullptr;
        auto probe = std::make_unique<Probe>(&deletedIn);
        Probe* p = probe.get();
        auto thread =
            std::make_unique<WorkerThread>(QStringLiteral("test-worker"), std::move(probe));
        QSemaphore release;
        QMetaObject::invokeMethod(
            p, [&] { release.acquire(); }, Qt::QueuedConnection);
        QVERIFY(!thread->wait(20));
        WorkerThread::abandon(std::move(thread)); // returns at once
        release.release();
        QTRY_VERIFY_WITH_TIMEOUT(deletedIn != nullptr, 5000);
    }

    void cancelRunnerSendsOneRequestAtATime()
    {
        QAtomicInteger<int> requests = 0;
        QSemaphore inside;
        QSemaphore release;
        {
            CancelRunner runner([&] {
                requests.fetchAndAddRelaxed(1);
                inside.release();
                release.acquire();
            });
            runner.start();
            QVERIFY(inside.tryAcquire(1, 5000));
            QVERIFY(runner.busy());
            runner.start(); // one is on its way: nothing more
            release.release();
            QTRY_VERIFY_WITH_TIMEOUT(!runner.busy(), 5000);
            runner.start(); // the next cancel is a new request
            QVERIFY(inside.tryAcquire(1, 5000));
            release.release();
        }
        QCOMPARE(requests.loadRelaxed(), 2);
    }

    void cancelRunnerWaitsForARequestOnItsWay()
    {
        QAtomicInteger<int> finished = 0;
        QSemaphore inside;
        {
            CancelRunner runner([&] {
                inside.release();
                QThread::msleep(200);
                finished.storeRelaxed(1);
            });
            runner.start();
            QVERIFY(inside.tryAcquire(1, 5000));
        } // the destructor returns only once the request has ended
        QCOMPARE(finished.loadRelaxed(), 1);
    }
};

QTEST_GUILESS_MAIN(TstWorkerThread)
#include "tst_workerthread.moc"
