// Writes the Chinook-derived Redis dataset (ChinookRedis) as RESP commands on standard
// output, for `redis-cli --pipe`: tests/servers/redis-chinook.sh loads it into a database.
//   redis_chinook [CHINOOK.sqlite]

#include "ChinookRedis.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString path = args.size() > 1 ? args.at(1) : QStringLiteral(NELUMBO_CHINOOK_SQLITE);
    auto commands = nelumbo::test::ChinookRedis::commands(path);
    if (!commands) {
        std::fprintf(stderr, "redis_chinook: %s: %s\n", qPrintable(path),
                     qPrintable(commands.error().message));
        return 1;
    }
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return 1;
    const QByteArray resp = nelumbo::test::ChinookRedis::resp(commands.value());
    return out.write(resp) == resp.size() && out.flush() ? 0 : 1;
}
