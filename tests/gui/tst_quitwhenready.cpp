// `nelumbo --quit-when-ready`, which the start-up benchmarks time: the real program prints
// its "ready" line once the window shows the demo database's catalogue, with each step's time
// in order, and exits cleanly; also with the schema dock closed in the saved session; a
// database that cannot be opened never reads as ready.

#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "WindowProgramEnvironment.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QDockWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

class TstQuitWhenReady : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printsTheStepsOnceTheCatalogueIsShown()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess nelumbo;
        nelumbo.setProcessEnvironment(nelumbo::testing::windowProgramEnvironment(dir));
        nelumbo.start(QStringLiteral(NELUMBO_BINARY), {u"--fresh"_s, u"--quit-when-ready"_s});
        QVERIFY(nelumbo.waitForFinished(60000));
        QCOMPARE(nelumbo.exitStatus(), QProcess::NormalExit);
        QCOMPARE(nelumbo.exitCode(), 0);
        const QString out = QString::fromUtf8(nelumbo.readAllStandardOutput());
        static const QRegularExpression line(
            u"^ready ([0-9.]+) ms \\(application ([0-9.]+), window ([0-9.]+), session "
            u"([0-9.]+), shown ([0-9.]+)\\)$"_s,
            QRegularExpression::MultilineOption);
        const auto m = line.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        // Each step ends after the one before; ready comes after the window was shown.
        double previous = 0;
        for (int i : {2, 3, 4, 5, 1}) {
            const double at = m.captured(i).toDouble();
            QVERIFY2(at >= previous, qPrintable(out));
            previous = at;
        }
    }

    // A session whose schema dock was closed: the tree is never painted, the catalogue
    // loaded is enough.
    void readyWithTheSchemaDockClosed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString config = dir.filePath(u"nelumbo.conf"_s);
        const QByteArray previous = qgetenv("NELUMBO_CONFIG");
        qputenv("NELUMBO_CONFIG", QFile::encodeName(config));
        {
            nelumbo::registerBuiltinAdapters();
            nelumbo::MainWindow window;
            QVERIFY(nelumbo::testing::openWindow(window));
            auto* schema = window.findChild<QDockWidget*>(u"schemaDock"_s);
            QVERIFY(schema);
            schema->close();
            nelumbo::Prompt::setNextAnswer(nelumbo::Prompt::Answer::Discard);
            QVERIFY(window.close()); // saves the session, dock closed
        }
        qputenv("NELUMBO_CONFIG", previous);

        QProcessEnvironment env = nelumbo::testing::windowProgramEnvironment(dir);
        env.insert(u"NELUMBO_CONFIG"_s, config);
        QProcess nelumbo;
        nelumbo.setProcessEnvironment(env);
        nelumbo.start(QStringLiteral(NELUMBO_BINARY), {u"--quit-when-ready"_s});
        const bool finished = nelumbo.waitForFinished(30000);
        if (!finished)
            nelumbo.kill();
        QVERIFY(finished);
        QCOMPARE(nelumbo.exitCode(), 0);
        QVERIFY2(nelumbo.readAllStandardOutput().startsWith("ready "),
                 nelumbo.readAllStandardError().constData());
    }

    // With a file that is not a database the catalogue never comes: no "ready" line.
    void neverReadyWithoutACatalogue()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notADatabase = dir.filePath(u"notes.sqlite"_s);
        {
            QFile f(notADatabase);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
        }
        QProcess nelumbo;
        nelumbo.setProcessEnvironment(nelumbo::testing::windowProgramEnvironment(dir));
        nelumbo.start(QStringLiteral(NELUMBO_BINARY),
                      {u"--fresh"_s, u"--quit-when-ready"_s, notADatabase});
        QVERIFY(nelumbo.waitForStarted(10000));
        QVERIFY(!nelumbo.waitForFinished(3000));
        QVERIFY(!nelumbo.readAllStandardOutput().contains("ready"));
        nelumbo.kill();
        nelumbo.waitForFinished(5000);
    }
};

NELUMBO_TEST_MAIN(TstQuitWhenReady)
#include "tst_quitwhenready.moc"
