#include "TestData.h"

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

} // namespace nelumbo::testing
