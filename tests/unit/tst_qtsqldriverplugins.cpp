// Qt SQL drivers loaded from their own plugin file, with Qt's lookup behind them.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "sql/QtSqlDriverPlugins.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {
// Opens ":memory:" under `connection` with the registered creator or Qt's lookup; the
// answer of SELECT 41 + 1, or an empty string.
QString selectFortyTwo(const QString& connection)
{
    QString answer;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(u":memory:"_s);
        if (db.isValid() && db.driverName() == u"QSQLITE"_s && db.open()) {
            QSqlQuery q(db);
            if (q.exec(u"SELECT 41 + 1"_s) && q.next())
                answer = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return answer;
}

class BrokenCreator : public QSqlDriverCreatorBase
{
public:
    QSqlDriver* createObject() const override
    {
        return QtSqlDriverPlugins::load(u"QSQLITE"_s, u"qsqlnosuchdriver"_s);
    }
};
} // namespace

class TstQtSqlDriverPlugins : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { registerBuiltinAdapters(); }

    void loadsTheNamedFile()
    {
        std::unique_ptr<QSqlDriver> driver(QtSqlDriverPlugins::load(u"QSQLITE"_s, u"qsqlite"_s));
        QVERIFY(driver);
        QCOMPARE(driver->dbmsType(), QSqlDriver::SQLite);
    }

    void aMissingFileOrAWrongNameGivesNothing()
    {
        QVERIFY(!QtSqlDriverPlugins::load(u"QSQLITE"_s, u"qsqlnosuchdriver"_s));
        // The file is there but holds another driver.
        QVERIFY(!QtSqlDriverPlugins::load(u"QNOSUCH"_s, u"qsqlite"_s));
    }

    void registeredDriversOpenAndClone()
    {
        QCOMPARE(selectFortyTwo(u"registered"_s), u"42"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"original"_s);
            db.setDatabaseName(u":memory:"_s);
            // A second session of a source is a clone: it needs the driver's name.
            QSqlDatabase clone = QSqlDatabase::cloneDatabase(db, u"clone"_s);
            QVERIFY(clone.isValid());
            QCOMPARE(clone.driverName(), u"QSQLITE"_s);
            QVERIFY(clone.open());
        }
        QSqlDatabase::removeDatabase(u"clone"_s);
        QSqlDatabase::removeDatabase(u"original"_s);
    }

    // When the file cannot be used, Qt's own lookup still finds the driver.
    void qtLooksItUpWhenTheFileFails()
    {
        QSqlDatabase::registerSqlDriver(u"QSQLITE"_s, new BrokenCreator);
        const QString answer = selectFortyTwo(u"fallback"_s);
        registerBuiltinAdapters(); // the direct loading back
        QCOMPARE(answer, u"42"_s);
        QCOMPARE(selectFortyTwo(u"again"_s), u"42"_s);
    }
};

NELUMBO_CORE_TEST_MAIN(TstQtSqlDriverPlugins)
#include "tst_qtsqldriverplugins.moc"
