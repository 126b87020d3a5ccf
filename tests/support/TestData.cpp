#include "TestData.h"

#include <QProcess>

namespace nelumbo::testing {

QString chinookPath()
{
    return QStringLiteral(NELUMBO_TEST_CHINOOK);
}

QString sourceDir()
{
    return QStringLiteral(NELUMBO_SOURCE_DIR);
}

QString cliPath()
{
    return QStringLiteral(NELUMBO_CLI_PATH);
}

QByteArray unzipped(const QString& archive, const QString& member)
{
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), archive, member});
    if (!unzip.waitForFinished(30000))
        return {};
    return unzip.readAllStandardOutput();
}

} // namespace nelumbo::testing
