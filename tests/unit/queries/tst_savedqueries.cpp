#include "CoreTestMain.h"
#include "SavedQueryStore.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace nelumbo;

class TstSavedQueries : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    static SavedQuery sample(const QString& name)
    {
        SavedQuery q;
        q.name = name;
        q.statement = QStringLiteral("SELECT * FROM Track WHERE GenreId = {{genre}} [[AND Composer = {{composer}}]]");
        q.dataSource = QStringLiteral("demo");
        q.queryLanguage = QStringLiteral("sql:sqlite");
        q.variables = QJsonArray{QJsonObject{{"name", "genre"}, {"type", "number"}, {"widget", "select"}}};
        q.values = QJsonObject{{"genre", 1}};
        return q;
    }

private Q_SLOTS:
    void roundTripAndPersistence()
    {
        qint64 id = 0;
        {
            auto store = SavedQueryStore::open(path("a.sqlite"));
            QVERIFY2(store.ok(), qPrintable(store.error().message));
            auto saved = store.value()->save(sample(QStringLiteral("Rock tracks")));
            QVERIFY2(saved.ok(), qPrintable(saved.error().message));
            id = saved.value();
            QVERIFY(id > 0);
        }
        auto store = SavedQueryStore::open(path("a.sqlite")); // reopened: still there
        QVERIFY(store.ok());
        auto q = store.value()->byName(QStringLiteral("Rock tracks"));
        QVERIFY(q.ok());
        QCOMPARE(q->id, id);
        QCOMPARE(q->statement, sample({}).statement);
        QCOMPARE(q->queryLanguage, QStringLiteral("sql:sqlite"));
        QCOMPARE(q->variables.at(0).toObject().value("widget").toString(), QStringLiteral("select"));
        QCOMPARE(q->values.value("genre").toInt(), 1);
        QVERIFY(q->created.isValid());

        SavedQuery changed = q.value();
        changed.values = QJsonObject{{"genre", 2}, {"composer", "AC/DC"}};
        QCOMPARE(store.value()->save(changed).value(), id);
        QCOMPARE(store.value()->byId(id)->values.value("composer").toString(), QStringLiteral("AC/DC"));
        QVERIFY(store.value()->byId(id)->updated >= q->updated);
    }

    void namesAreUniqueAndFailuresChangeNothing()
    {
        auto store = SavedQueryStore::open(path("b.sqlite"));
        QVERIFY(store.ok());
        const qint64 a = store.value()->save(sample(QStringLiteral("A"))).value();
        QVERIFY(store.value()->save(sample(QStringLiteral("B"))).ok());
        auto dup = store.value()->save(sample(QStringLiteral("A")));
        QVERIFY(!dup.ok());
        QCOMPARE(dup.error().code, QStringLiteral("duplicate_name"));
        SavedQuery renamed = store.value()->byId(a).value();
        renamed.name = QStringLiteral("B");
        renamed.statement = QStringLiteral("SELECT 'should not stick'");
        QVERIFY(!store.value()->save(renamed).ok());
        QCOMPARE(store.value()->byId(a)->name, QStringLiteral("A")); // rolled back whole
        QCOMPARE(store.value()->byId(a)->statement, sample({}).statement);
        QCOMPARE(store.value()->list()->size(), 2);
        QVERIFY(store.value()->remove(a).ok());
        QCOMPARE(store.value()->remove(a).error().code, QStringLiteral("not_found"));
        QCOMPARE(store.value()->list()->size(), 1);
        SavedQuery empty;
        empty.name = QStringLiteral("x");
        QCOMPARE(store.value()->save(empty).error().code, QStringLiteral("invalid_query"));
    }

    void languageIdentifiers_data() // LANG-02..06
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("valid");
        QTest::newRow("family") << "sql" << true;
        QTest::newRow("dialect") << "sql:postgres" << true;
        QTest::newRow("other family") << "json:elasticsearch" << true;
        QTest::newRow("empty") << "" << true;
        QTest::newRow("shouting") << "SQL:Postgres!" << false;
        QTest::newRow("space") << "sql: postgres" << false;
        QTest::newRow("too long") << QString(40, QLatin1Char('a')) << false;
    }
    void languageIdentifiers()
    {
        QFETCH(QString, input);
        QFETCH(bool, valid);
        auto r = SavedQueryStore::normaliseLanguage(input);
        QCOMPARE(r.ok(), valid);
        if (!valid)
            QCOMPARE(r.error().message, QStringLiteral("must be a language identifier like \"sql\" or \"sql:postgres\""));
        auto store = SavedQueryStore::open(path("c.sqlite"));
        SavedQuery q = sample(QStringLiteral("lang %1").arg(QString::fromLatin1(QTest::currentDataTag())));
        q.queryLanguage = input;
        QCOMPARE(store.value()->save(q).ok(), valid);
    }

    void languageCheckBeforeRunning() // LANG-08, 09
    {
        SavedQuery q = sample(QStringLiteral("x"));
        q.queryLanguage = QStringLiteral("sql:postgres");
        auto r = SavedQueryStore::checkLanguage(q, QStringLiteral("demo"), QStringLiteral("sql:sqlite"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message,
                 QStringLiteral("Query was written for \"sql:postgres\" but data source \"demo\" speaks \"sql:sqlite\""));
        QVERIFY(SavedQueryStore::checkLanguage(q, QStringLiteral("pg"), QStringLiteral("sql:postgres")).ok());
        q.queryLanguage.clear();
        QVERIFY(SavedQueryStore::checkLanguage(q, QStringLiteral("demo"), QStringLiteral("sql:sqlite")).ok());
        QVERIFY(SavedQueryStore::checkLanguage(q, QStringLiteral("pg"), QStringLiteral("sql:postgres")).ok());
    }

    void refusesNewerFormat()
    {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
            db.setDatabaseName(path("future.sqlite"));
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 99"));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("future"));
        auto store = SavedQueryStore::open(path("future.sqlite"));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().code, QStringLiteral("store_too_new"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstSavedQueries)
#include "tst_savedqueries.moc"
