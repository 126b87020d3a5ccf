#include "BuiltinAdapters.h"
#include "ReadyProbe.h"
#include "TerminationWatcher.h"
#include "TestDriver.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "core/GuardedApplication.h"
#include "core/Settings.h"
#include "core/SettingsMigration.h"
#include "editor/EditorTab.h"
#include "i18n/UiLanguage.h"
#include "source/DemoDatabase.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

bool wantsHeadless(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--screenshot" || a.startsWith("--screenshot=") || a == "--help" || a == "-h" ||
            a == "--version" || a == "-v" || a == "--quit-when-ready")
            return true;
    }
    return false;
}

// The options that decide the language are read before the parser exists, so that its help
// text is translated too.
QString argumentValue(int argc, char** argv, const QByteArray& option)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == option && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (a.startsWith(option + '='))
            return QString::fromLocal8Bit(a.mid(option.size() + 1));
    }
    return {};
}

bool hasArgument(int argc, char** argv, const QByteArray& option)
{
    for (int i = 1; i < argc; ++i)
        if (QByteArray(argv[i]) == option)
            return true;
    return false;
}

QString languageSetting(int argc, char** argv)
{
    const QString chosen = argumentValue(argc, argv, "--language");
    if (!chosen.isEmpty() || hasArgument(argc, argv, "--fresh"))
        return chosen;
    const auto settings = nelumbo::Settings::open();
    return nelumbo::Settings::value(*settings, nelumbo::SettingsKey::UiLanguage).toString();
}

// Renders the window once the demo query shows rows, writes the PNG and quits.
void takeScreenshotWhenReady(nelumbo::MainWindow& window, const QString& file)
{
    auto grab = [&window, file] {
        const bool ok = window.grab().save(file);
        if (!ok)
            std::fprintf(
                stderr, "nelumbo: %s\n",
                qPrintable(QCoreApplication::translate("main", "cannot write %1").arg(file)));
        QCoreApplication::exit(ok ? 0 : 1);
    };
    auto runFirstTab = [&window, grab] {
        nelumbo::EditorTab* tab = window.currentTab();
        if (!tab) {
            grab();
            return;
        }
        QObject::connect(
            tab, &nelumbo::EditorTab::resultShown, &window,
            [grab] { QTimer::singleShot(200, grab); }, Qt::SingleShotConnection);
        tab->runAll();
    };
    if (window.catalogLoaded())
        runFirstTab();
    else
        QObject::connect(&window, &nelumbo::MainWindow::catalogReady, &window, runFirstTab,
                         Qt::SingleShotConnection);
    QObject::connect(&window, &nelumbo::MainWindow::sourceFailed, &window, grab,
                     Qt::SingleShotConnection);
    QTimer::singleShot(30000, &window, [] {
        std::fprintf(stderr, "nelumbo: %s\n",
                     qPrintable(QCoreApplication::translate(
                         "main", "gave up waiting for the window to be ready")));
        QCoreApplication::exit(1);
    });
}

// What escaped an event handler: logged, and shown once the handler is left, so the work in
// the window can still be saved.
// A script to open in a tab rather than a database to open: .sql, or text (no NUL byte in its
// first 4 KiB) whose extension no adapter declares for its database files.
bool isScriptFile(const QFileInfo& info)
{
    if (info.suffix().compare(QLatin1String("sql"), Qt::CaseInsensitive) == 0)
        return true;
    for (const QString& id : nelumbo::AdapterRegistry::ids())
        if (nelumbo::AdapterRegistry::byId(id)->databaseFiles().extensions.contains(
                info.suffix(), Qt::CaseInsensitive))
            return false;
    QFile file(info.absoluteFilePath());
    return file.open(QIODevice::ReadOnly) && !file.read(4096).contains('\0');
}

void reportInternalError(const QString& what)
{
    std::fprintf(stderr, "nelumbo: internal error: %s\n", what.toLocal8Bit().constData());
    static bool showing = false;
    if (showing)
        return;
    showing = true;
    QTimer::singleShot(0, qApp, [what] {
        QMessageBox::critical(
            QApplication::activeWindow(), QApplication::translate("main", "Internal Error"),
            QApplication::translate("main", "An operation failed with an internal error: %1\n\n"
                                            "Save your work; restarting Nelumbo is advised.")
                .arg(what));
        showing = false;
    });
}

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!hasDisplay()) {
        if (!wantsHeadless(argc, argv)) {
            std::fprintf(stderr,
                         "nelumbo: no display found (DISPLAY and WAYLAND_DISPLAY are not set), so "
                         "the window cannot be shown.\n"
                         "Run it under a virtual X server instead:\n"
                         "    xvfb-run -a %s\n"
                         "or render one picture of the window without any display:\n"
                         "    %s --screenshot nelumbo.png\n",
                         argv[0], argv[0]);
            return 2;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }

    nelumbo::GuardedApplication<QApplication> app(argc, argv);
    app.setReporter(reportInternalError);
    nelumbo::TerminationWatcher termination; // from here on SIGTERM waits for the event loop
    QApplication::setOrganizationName(QStringLiteral("Nelumbo"));
    QApplication::setApplicationName(QStringLiteral("nelumbo"));
    QApplication::setApplicationDisplayName(QStringLiteral("Nelumbo"));
    QApplication::setApplicationVersion(QStringLiteral(NELUMBO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("nelumbo"));
    // Before anything reads the file; --fresh leaves the user's file alone.
    if (!hasArgument(argc, argv, "--fresh"))
        nelumbo::SettingsMigration::run(*nelumbo::Settings::open());
    nelumbo::UiLanguage::install(app, languageSetting(argc, argv));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Nelumbo: a query editor with an AI assistant."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the main window after start-up (running the "
                                        "first tab) to FILE as PNG, then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption fresh(
        QStringLiteral("fresh"),
        QApplication::translate("main", "Start without the saved session and settings; nothing "
                                        "is saved on exit."));
    const QCommandLineOption quitWhenReady(
        QStringLiteral("quit-when-ready"),
        QApplication::translate("main", "Print the start-up time once the window shows the "
                                        "loaded database, then exit (for benchmarks)."));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Show the interface in LANGUAGE (de, en, es, fr, ja, "
                                        "zh_CN) instead of the configured or system language."),
        QStringLiteral("LANGUAGE"));
    parser.addOptions({screenshot, fresh, quitWhenReady, language});
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "Query files to open in tabs, or a database file to "
                                        "open instead of the last one."),
        QStringLiteral("[file...]"));
    parser.process(app);

    QTemporaryDir freshDir;
    if (parser.isSet(fresh))
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(freshDir.filePath(QStringLiteral("nelumbo.conf"))));

    nelumbo::registerBuiltinAdapters();
    // Where start-up goes, for --quit-when-ready's line (bench_startup prints the medians).
    const auto msSinceStart = [&sinceStart] { return double(sinceStart.nsecsElapsed()) / 1e6; };
    const double beforeWindow = msSinceStart();
    nelumbo::MainWindow window;
    const double windowBuilt = msSinceStart();
    window.restoreSession();
    const double sessionRestored = msSinceStart();
    for (const QString& arg : parser.positionalArguments()) {
        const QFileInfo info(arg);
        if (isScriptFile(info))
            window.openFile(info.absoluteFilePath());
        else if (const QString source = nelumbo::AdapterRegistry::fileUrl(info.absoluteFilePath());
                 !source.isEmpty())
            window.openSource(source);
    }
    window.show();
    const double shown = msSinceStart();
    // Ended by the system: the session is saved as on a clean quit.
    QObject::connect(&termination, &nelumbo::TerminationWatcher::terminationRequested, &window,
                     [&window] {
                         window.endSession();
                         QCoreApplication::quit();
                     });
    if (nelumbo::TestDriver::wanted())
        new nelumbo::TestDriver(&window); // owned by the window

    if (parser.isSet(screenshot))
        takeScreenshotWhenReady(window, parser.value(screenshot));
    if (parser.isSet(quitWhenReady)) {
        auto report = [=] {
            std::printf("ready %.1f ms (application %.1f, window %.1f, session %.1f, shown %.1f)\n",
                        msSinceStart(), beforeWindow, windowBuilt, sessionRestored, shown);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        };
        auto* probe = new nelumbo::ReadyProbe(&window); // owned by the window
        QObject::connect(probe, &nelumbo::ReadyProbe::ready, &window, report);
    }
    return app.exec();
}
