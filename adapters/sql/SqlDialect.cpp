#include "SqlDialect.h"

namespace nelumbo {

SqlDialect SqlDialect::fromLanguage(QStringView language)
{
    QString id = language.trimmed().toString().toLower();
    if (id.startsWith(QLatin1String("sql:")))
        id.remove(0, 4);
    else if (id.startsWith(QLatin1Char('q'))) // Qt driver names: QPSQL, QMYSQL, QSQLITE, …
        id.remove(0, 1);

    if (id == QLatin1String("postgres") || id == QLatin1String("postgresql") ||
        id == QLatin1String("psql") || id == QLatin1String("pg"))
        return Postgres;
    if (id == QLatin1String("mysql") || id == QLatin1String("mariadb"))
        return MySql;
    if (id == QLatin1String("sqlite") || id == QLatin1String("sqlite3"))
        return Sqlite;
    return Ansi;
}

QString SqlDialect::languageId() const
{
    switch (m_kind) {
    case Sqlite:
        return QStringLiteral("sql:sqlite");
    case Postgres:
        return QStringLiteral("sql:postgres");
    case MySql:
        return QStringLiteral("sql:mysql");
    case Ansi:
        break;
    }
    return QStringLiteral("sql");
}

} // namespace nelumbo
