#include "BuiltinAdapters.h"
#include "CliApp.h"
#include "ExitCode.h"
#include "core/GuardedApplication.h"
#include "core/Settings.h"
#include "core/SettingsMigration.h"
#include "i18n/UiLanguage.h"

#include <QCoreApplication>
#include <QSettings>
#include <cstdio>

namespace {

// --config is parsed later by CliApp; the language must be known before any help is built.
QString configArgument(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--config") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--config=")))
            return arguments[i].mid(9);
    }
    return {};
}

// What escaped a command: said on stderr, and the command ends with a failure.
void reportInternalError(const QString& what)
{
    const QString text =
        QCoreApplication::translate("main", "nelumbo-cli: internal error: %1").arg(what);
    std::fprintf(stderr, "%s\n", text.toLocal8Bit().constData());
    std::fflush(stderr);
}

} // namespace

int main(int argc, char** argv)
{
    nelumbo::GuardedApplication<QCoreApplication> app(argc, argv);
    app.setReporter([](const QString& what) {
        reportInternalError(what);
        // Queued: the handler may have run in a worker thread.
        QMetaObject::invokeMethod(
            qApp, [] { QCoreApplication::exit(nelumbo::ExitCode::Failure); }, Qt::QueuedConnection);
    });
    // The same names as the GUI, so both find the same demo database and settings.
    QCoreApplication::setOrganizationName(QStringLiteral("Nelumbo"));
    QCoreApplication::setApplicationName(QStringLiteral("nelumbo"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NELUMBO_VERSION));
    // Messages follow the interface language; JSON and CSV output stay as they are.
    const QString config = configArgument(QCoreApplication::arguments());
    const auto settings = config.isEmpty()
                              ? nelumbo::Settings::open()
                              : std::make_unique<QSettings>(config, QSettings::IniFormat);
    nelumbo::SettingsMigration::run(*settings); // before anything reads the file
    nelumbo::UiLanguage::install(
        app, nelumbo::Settings::value(*settings, nelumbo::SettingsKey::UiLanguage).toString());
    nelumbo::registerBuiltinAdapters();

    try {
        nelumbo::CliApp cli;
        return cli.run(QCoreApplication::arguments());
    } catch (const std::exception& e) { // thrown outside the event loop
        reportInternalError(QString::fromLocal8Bit(e.what()));
        return nelumbo::ExitCode::Failure;
    }
}
