#include "BuiltinAdapters.h"
#include "CliApp.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so both find the same demo database and settings.
    QCoreApplication::setOrganizationName(QStringLiteral("Nelumbo"));
    QCoreApplication::setApplicationName(QStringLiteral("nelumbo"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NELUMBO_VERSION));
    nelumbo::registerBuiltinAdapters();

    nelumbo::CliApp cli;
    return cli.run(QCoreApplication::arguments());
}
