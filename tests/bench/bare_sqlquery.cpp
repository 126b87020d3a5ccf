// A floor for bench_startup's command-line figure: the least a program on the same stack
// (QtCore, QtSql and Qt's SQLite driver) does to answer `SELECT 1` from a database file. It
// opens the file, runs the statement and prints each row's first value, as sqlite3 does.
// Usage: bare_sqlquery FILE STATEMENT

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: bare_sqlquery FILE STATEMENT\n");
        return 2;
    }
    int status = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(QString::fromLocal8Bit(argv[1]));
        QSqlQuery query(db);
        if (!db.open() || !query.exec(QString::fromLocal8Bit(argv[2]))) {
            std::fprintf(stderr, "%s\n", qPrintable(db.lastError().text()));
            status = 1;
        }
        while (query.next())
            std::printf("%s\n", query.value(0).toString().toUtf8().constData());
    }
    QSqlDatabase::removeDatabase(QSqlDatabase::defaultConnection);
    return status;
}
