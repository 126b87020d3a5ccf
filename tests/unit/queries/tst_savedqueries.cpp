#include "CoreTestMain.h"
#include "core/Settings.h"
#include "queries/SavedQueryLibrary.h"
#include "queries/SavedQueryStore.h"
#include "queries/SavedQueryVariables.h"

#include <QDate>
#include <QJsonArray>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

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
        q.statement = QStringLiteral(
            "SELECT * FROM Track WHERE GenreId = {{genre}} [[AND Composer = {{composer}}]]");
        q.dataSource = QStringLiteral("demo");
        q.queryLanguage = QStringLiteral("sql:sqlite");
        q.variables =
            QJsonArray{QJsonObject{{"name", "genre"}, {"type", "number"}, {"widget", "select"}}};
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
        QCOMPARE(q->variables.at(0).toObject().value("widget").toString(),
                 QStringLiteral("select"));
        QCOMPARE(q->values.value("genre").toInt(), 1);
        QVERIFY(q->created.isValid());

        SavedQuery changed = q.value();
        changed.values = QJsonObject{{"genre", 2}, {"composer", "AC/DC"}};
        QCOMPARE(store.value()->save(changed).value(), id);
        QCOMPARE(store.value()->byId(id)->values.value("composer").toString(),
                 QStringLiteral("AC/DC"));
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
            QCOMPARE(
                r.error().message,
                QStringLiteral("must be a language identifier like \"sql\" or \"sql:postgres\""));
        auto store = SavedQueryStore::open(path("c.sqlite"));
        SavedQuery q =
            sample(QStringLiteral("lang %1").arg(QString::fromLatin1(QTest::currentDataTag())));
        q.queryLanguage = input;
        QCOMPARE(store.value()->save(q).ok(), valid);
    }

    void languageCheckBeforeRunning() // LANG-08, 09
    {
        SavedQuery q = sample(QStringLiteral("x"));
        q.queryLanguage = QStringLiteral("sql:postgres");
        auto r =
            SavedQueryStore::checkLanguage(q, QStringLiteral("demo"), QStringLiteral("sql:sqlite"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message, QStringLiteral("Query was written for \"sql:postgres\" but "
                                                   "data source \"demo\" speaks \"sql:sqlite\""));
        QVERIFY(
            SavedQueryStore::checkLanguage(q, QStringLiteral("pg"), QStringLiteral("sql:postgres"))
                .ok());
        q.queryLanguage.clear();
        QVERIFY(
            SavedQueryStore::checkLanguage(q, QStringLiteral("demo"), QStringLiteral("sql:sqlite"))
                .ok());
        QVERIFY(
            SavedQueryStore::checkLanguage(q, QStringLiteral("pg"), QStringLiteral("sql:postgres"))
                .ok());
    }

    void rename()
    {
        auto store = SavedQueryStore::open(path("rename.sqlite"));
        QVERIFY(store.ok());
        const qint64 a = store.value()->save(sample(QStringLiteral("A"))).value();
        const qint64 b = store.value()->save(sample(QStringLiteral("B"))).value();
        QVERIFY(store.value()->rename(a, QStringLiteral("  Renamed ")).ok());
        QCOMPARE(store.value()->byId(a)->name, QStringLiteral("Renamed"));
        QCOMPARE(store.value()->byId(a)->statement, sample({}).statement); // nothing else moved
        QCOMPARE(store.value()->rename(b, QStringLiteral("Renamed")).error().code,
                 QStringLiteral("duplicate_name"));
        QCOMPARE(store.value()->byId(b)->name, QStringLiteral("B"));
        QCOMPARE(store.value()->rename(b, QStringLiteral(" ")).error().code,
                 QStringLiteral("invalid_query"));
        QCOMPARE(store.value()->rename(999, QStringLiteral("x")).error().code,
                 QStringLiteral("not_found"));
    }

    void configuredPath()
    {
        const QByteArray before = qgetenv("NELUMBO_CONFIG");
        const QString config = path("conf/nelumbo.conf");
        qputenv("NELUMBO_CONFIG", QFile::encodeName(config));
        QCOMPARE(SavedQueryStore::configuredPath(), SavedQueryStore::defaultPath());
        QVERIFY(SavedQueryStore::defaultPath().endsWith(QLatin1String("/queries.sqlite")));
        {
            auto settings = Settings::open();
            Settings::setValue(*settings, SettingsKey::SavedQueriesPath,
                               QStringLiteral("lib/q.sqlite"));
        }
        QCOMPARE(SavedQueryStore::configuredPath(),
                 path("conf/lib/q.sqlite")); // next to the config
        {
            auto settings = Settings::open();
            Settings::setValue(*settings, SettingsKey::SavedQueriesPath, path("abs.sqlite"));
        }
        QCOMPARE(SavedQueryStore::configuredPath(), path("abs.sqlite"));
        qputenv("NELUMBO_CONFIG", before);
    }

    // The library answers in the caller's thread, after doing the work in another one.
    void libraryWorksOffTheCallersThread()
    {
        SavedQueryLibrary library(path("library.sqlite"));
        QSignalSpy changed(&library, &SavedQueryLibrary::changed);
        QObject context;
        std::optional<Result<qint64>> saved;
        QThread* answeredIn = nullptr;
        library.save(sample(QStringLiteral("Rock")), &context, [&](Result<qint64> r) {
            saved = r;
            answeredIn = QThread::currentThread();
        });
        QVERIFY(!saved); // not answered within the call
        QTRY_VERIFY(saved.has_value());
        QVERIFY2(saved->ok(), qPrintable(saved->error().message));
        QCOMPARE(answeredIn, QThread::currentThread());
        QTRY_COMPARE(changed.count(), 1);

        std::optional<Result<QList<SavedQuery>>> listed;
        library.list(&context, [&](Result<QList<SavedQuery>> r) { listed = r; });
        QTRY_VERIFY(listed.has_value());
        QCOMPARE(listed->value().size(), 1);
        QCOMPARE(listed->value().first().name, QStringLiteral("Rock"));

        std::optional<Result<void>> renamed;
        library.rename(saved->value(), QStringLiteral("Rock 2"), &context,
                       [&](Result<void> r) { renamed = r; });
        QTRY_VERIFY(renamed.has_value());
        QVERIFY(renamed->ok());
        std::optional<Result<SavedQuery>> found;
        library.byName(QStringLiteral("Rock 2"), &context,
                       [&](Result<SavedQuery> r) { found = r; });
        QTRY_VERIFY(found.has_value());
        QCOMPARE(found->value().id, saved->value());

        std::optional<Result<void>> removed;
        library.remove(saved->value(), &context, [&](Result<void> r) { removed = r; });
        QTRY_VERIFY(removed.has_value());
        QVERIFY(removed->ok());
        QTRY_COMPARE(changed.count(), 3);

        // A failure is an answer too, and changes nothing.
        std::optional<Result<void>> missing;
        library.remove(12345, &context, [&](Result<void> r) { missing = r; });
        QTRY_VERIFY(missing.has_value());
        QCOMPARE(missing->error().code, QStringLiteral("not_found"));
        changed.wait(20); // a change after the failure would signal now
        QCOMPARE(changed.count(), 3);
    }

    void libraryDropsAnswersForGoneContexts()
    {
        SavedQueryLibrary library(path("library2.sqlite"));
        bool called = false;
        {
            QObject context;
            library.list(&context, [&](auto) { called = true; });
        }
        bool second = false;
        QObject context;
        library.list(&context, [&](auto) { second = true; });
        QTRY_VERIFY(second); // answers come in order: the first one had its turn
        QVERIFY(!called);
    }

    void libraryReportsAnUnopenableFile()
    {
        QFile blocker(path("blocker"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        SavedQueryLibrary library(path("blocker/queries.sqlite")); // a file where a folder must be
        QObject context;
        std::optional<Result<QList<SavedQuery>>> listed;
        library.list(&context, [&](Result<QList<SavedQuery>> r) { listed = r; });
        QTRY_VERIFY(listed.has_value());
        QVERIFY(!listed->ok());
        QCOMPARE(listed->error().code, QStringLiteral("store_failed"));
    }

    void variablesForRun()
    {
        SavedQuery q = sample(QStringLiteral("vars"));
        q.variables = QJsonArray{
            QJsonObject{{"name", "genre"}, {"type", "number"}, {"default", "3"}},
            QJsonObject{{"name", "ids"}, {"type", "number"}, {"list", true}},
            QJsonObject{{"name", "since"}, {"type", "date"}, {"default", "2020-01-02"}},
            QJsonObject{{"name", "who"}, {"type", "text"}},
        };
        q.values = QJsonObject{{"ids", QJsonArray{"1", "2"}}, {"who", "Ann"}};
        auto defs = SavedQueryVariables::definitions(q);
        QVERIFY(defs.ok());
        QCOMPARE(defs->size(), 4);
        QCOMPARE(SavedQueryVariables::values(q).value("ids").toStringList(),
                 (QStringList{"1", "2"}));

        auto merged = SavedQueryVariables::forRun(q, {});
        QVERIFY2(merged.ok(), qPrintable(merged.error().message));
        QCOMPARE(merged->value("genre"), QVariant(qlonglong(3)));               // the default, cast
        QCOMPARE(merged->value("ids").toStringList(), (QStringList{"1", "2"})); // saved
        QCOMPARE(merged->value("since").toDate(), QDate(2020, 1, 2));
        QCOMPARE(merged->value("who").toString(), QStringLiteral("Ann"));

        merged =
            SavedQueryVariables::forRun(q, {{"genre", "7"}, {"ids", "4, 5,6"}, {"extra", "x"}});
        QVERIFY(merged.ok());
        QCOMPARE(merged->value("genre"), QVariant(qlonglong(7))); // --var wins
        QCOMPARE(merged->value("ids").toStringList(), (QStringList{"4", "5", "6"}));
        QCOMPARE(merged->value("extra").toString(), QStringLiteral("x"));

        auto bad = SavedQueryVariables::forRun(q, {{"genre", "seven"}});
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, QStringLiteral("invalid_number"));

        q.variables.append(QJsonObject{{"name", "broken"}, {"type", "colour"}});
        QVERIFY(!SavedQueryVariables::definitions(q).ok());
        QVERIFY(SavedQueryVariables::definitions(q).error().message.contains(
            QLatin1String("\"vars\"")));

        // Definitions and values survive the trip through JSON.
        const QList<VariableDefinition> back =
            SavedQueryVariables::definitions(
                SavedQuery{
                    0, "x", "s", {}, {}, SavedQueryVariables::toJson(defs.value()), {}, {}, {}})
                .value();
        QCOMPARE(back.size(), 4);
        QVERIFY(back.at(1).list);
        QCOMPARE(back.at(0).defaultValue, std::optional<QString>(QStringLiteral("3")));
        QCOMPARE(SavedQueryVariables::toJson(QVariantMap{{"l", QStringList{"a"}}})
                     .value("l")
                     .toArray()
                     .size(),
                 1);
    }

    void refusesNewerFormat()
    {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
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
