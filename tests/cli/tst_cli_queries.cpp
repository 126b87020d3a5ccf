// nelumbo-cli queries (list, show, save, rename, delete) and run --saved, on a Chinook copy,
// with the library at the config file's queries/library.
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "queries/SavedQueryStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

using namespace nelumbo;

namespace {
struct Run : nelumbo::testing::CliRun
{
    QJsonDocument json() const { return QJsonDocument::fromJson(out.toUtf8()); }
};
} // namespace

class TstCliQueries : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_library;
    QProcessEnvironment m_env;

    Run run(const QStringList& arguments, const QByteArray& input = {}) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = m_dir.path();
        return {runner.run(arguments, input)};
    }

    static QStringList q(std::initializer_list<const char*> words)
    {
        QStringList out{QStringLiteral("queries")};
        for (const char* w : words)
            out << QString::fromUtf8(w);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), m_db));
        QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner);
        const QString config = m_dir.filePath(QStringLiteral("nelumbo.conf"));
        {
            QSettings s(config, QSettings::IniFormat);
            s.setValue(QStringLiteral("queries/library"), QStringLiteral("lib/queries.sqlite"));
            s.setValue(QStringLiteral("source.shop/url"), QStringLiteral("sqlite://") + m_db);
        }
        m_library = m_dir.filePath(QStringLiteral("lib/queries.sqlite"));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"), config);
    }

    void emptyLibrary()
    {
        const Run table = run(q({"list"}));
        QCOMPARE(table.exitCode, 0);
        QCOMPARE(table.out, QStringLiteral("NAME  SOURCE  LANGUAGE  UPDATED\n"));
        QVERIFY2(QFile::exists(m_library), "the library is where queries/library says");
        const Run json = run(q({"--format", "json"})); // list is the default action
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.json().isArray());
        QCOMPARE(json.json().array().size(), 0);
    }

    void saveListShow()
    {
        const Run saved =
            run(q({"save", "Rock tracks", "--source", "shop", "--var", "genre=1",
                   "SELECT Name FROM Track WHERE GenreId = {{genre}} ORDER BY TrackId LIMIT 2"}));
        QCOMPARE(saved.exitCode, 0);
        QCOMPARE(saved.err.trimmed(),
                 QStringLiteral("Saved \"Rock tracks\" for shop (sql:sqlite)"));

        const Run list = run(q({"list"}));
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(1).startsWith(QLatin1String("Rock tracks  shop    sql:sqlite  20")),
                 qPrintable(lines.at(1)));

        const Run json = run(q({"list", "--format", "json"}));
        const QJsonObject first = json.json().array().at(0).toObject();
        QCOMPARE(first.value("name").toString(), QStringLiteral("Rock tracks"));
        QCOMPARE(first.value("source").toString(), QStringLiteral("shop"));
        QCOMPARE(first.value("language").toString(), QStringLiteral("sql:sqlite"));
        QCOMPARE(first.value("values").toObject().value("genre").toString(), QStringLiteral("1"));

        const Run show = run(q({"show", "Rock tracks"}));
        QCOMPARE(show.exitCode, 0);
        QVERIFY2(show.out.contains(QLatin1String("language:  sql:sqlite\n")), qPrintable(show.out));
        QVERIFY(show.out.contains(QLatin1String("value:     genre = 1\n")));
        QVERIFY(show.out.endsWith(QLatin1String(
            "\nSELECT Name FROM Track WHERE GenreId = {{genre}} ORDER BY TrackId LIMIT 2\n")));
        const Run showJson = run(q({"show", "Rock tracks", "--format", "json"}));
        QCOMPARE(showJson.json().object().value("statement").toString(),
                 QStringLiteral(
                     "SELECT Name FROM Track WHERE GenreId = {{genre}} ORDER BY TrackId LIMIT 2"));

        const Run missing = run(q({"show", "nope"}));
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.err.trimmed(), QStringLiteral("error: No saved query is named \"nope\""));
    }

    void runSaved()
    {
        // The saved value is the default...
        const Run byDefault =
            run({"run", "--saved", "Rock tracks", "--source", "shop", "--format", "csv"});
        QCOMPARE(byDefault.exitCode, 0);
        QCOMPARE(byDefault.out,
                 QStringLiteral(
                     "Name\r\nFor Those About To Rock (We Salute You)\r\nBalls to the Wall\r\n"));
        // ...which --var overrides.
        const Run other = run({"run", "--saved", "Rock tracks", "--source", "shop", "--format",
                               "csv", "--var", "genre=2"});
        QCOMPARE(other.exitCode, 0);
        QCOMPARE(other.out, QStringLiteral("Name\r\nDesafinado\r\nGarota De Ipanema\r\n"));
        // Same language through a URL rather than the name: fine.
        const Run byUrl = run(
            {"run", "--saved", "Rock tracks", "--source", "sqlite://" + m_db, "--format", "csv"});
        QCOMPARE(byUrl.exitCode, 0);
        QVERIFY(byUrl.out.startsWith(QLatin1String("Name\r\nFor Those")));

        const Run missing = run({"run", "--saved", "nope", "--source", "shop"});
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.err.trimmed(), QStringLiteral("error: No saved query is named \"nope\""));
    }

    void listVariablesAndFiles()
    {
        QFile file(m_dir.filePath(QStringLiteral("genres.sql")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("SELECT Name FROM Genre WHERE GenreId IN ({{ids}}) ORDER BY GenreId");
        file.close();
        QCOMPARE(run(q({"save", "genres", "--source", "shop", "-f", "genres.sql", "--var", "ids=1",
                        "--var", "ids=3"}))
                     .exitCode,
                 0);
        const QJsonObject shown = run(q({"show", "genres", "--format", "json"})).json().object();
        QCOMPARE(shown.value("variables").toArray().at(0).toObject().value("list").toBool(), true);
        const Run listed = run({"run", "--saved", "genres", "--source", "shop", "--format", "csv"});
        QCOMPARE(listed.out, QStringLiteral("Name\r\nRock\r\nMetal\r\n"));
        const Run overridden = run({"run", "--saved", "genres", "--source", "shop", "--format",
                                    "csv", "--var", "ids=2,4"}); // one --var, split on commas
        QCOMPARE(overridden.out, QStringLiteral("Name\r\nJazz\r\nAlternative & Punk\r\n"));

        QCOMPARE(run(q({"save", "stdin", "--source", "shop", "-f", "-"}), "SELECT 42").exitCode, 0);
        QCOMPARE(run({"run", "--saved", "stdin", "--source", "shop", "--format", "csv"}).out,
                 QStringLiteral("42\r\n42\r\n"));
    }

    void languageCheck()
    {
        // Resolving a PostgreSQL URL needs no server: its language is enough.
        const Run saved = run(
            q({"save", "pg only", "--source", "postgres://someone@127.0.0.1:1/db", "SELECT 1"}));
        QCOMPARE(saved.exitCode, 0);
        const QJsonObject pg = run(q({"show", "pg only", "--format", "json"})).json().object();
        QCOMPARE(pg.value("language").toString(), QStringLiteral("sql:postgres"));
        QVERIFY(pg.value("source").isNull()); // a URL is not kept: it could hold a password

        const Run refused = run({"run", "--saved", "pg only", "--source", "shop"});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err.trimmed(),
                 QStringLiteral("error: Query was written for \"sql:postgres\" but data source "
                                "\"shop\" speaks \"sql:sqlite\""));
        QVERIFY(refused.out.isEmpty());

        // Saved without a language (by an older Nelumbo, say): runs anywhere.
        {
            auto store = SavedQueryStore::open(m_library);
            QVERIFY(store.ok());
            SavedQuery any;
            any.name = QStringLiteral("anywhere");
            any.statement = QStringLiteral("SELECT 1 AS one");
            QVERIFY(store.value()->save(any).ok());
        }
        const Run anywhere =
            run({"run", "--saved", "anywhere", "--source", "shop", "--format", "csv"});
        QCOMPARE(anywhere.exitCode, 0);
        QCOMPARE(anywhere.out, QStringLiteral("one\r\n1\r\n"));
    }

    void onPostgres()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_PG_URL is not set: no PostgreSQL server (tools/dev.sh test starts "
                  "one)");
        QCOMPARE(run(q({"save", "pg genres", "--source", "postgres://x@127.0.0.1:1/db", "--var",
                        "g=1", "SELECT name FROM genre WHERE genre_id = {{g}}"}))
                     .exitCode,
                 0);
        const Run ran = run({"run", "--saved", "pg genres", "--source", url, "--format", "csv"});
        QCOMPARE(ran.exitCode, 0);
        QCOMPARE(ran.out, QStringLiteral("name\r\nRock\r\n"));
        const Run refused = run({"run", "--saved", "Rock tracks", "--source", url});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QLatin1String("Query was written for \"sql:sqlite\"")),
                 qPrintable(refused.err));
    }

    void replaceRenameDelete()
    {
        const Run dup = run(q({"save", "Rock tracks", "--source", "shop", "SELECT 2"}));
        QCOMPARE(dup.exitCode, 1);
        QVERIFY2(dup.err.contains(QLatin1String("already exists; add --replace")),
                 qPrintable(dup.err));
        QCOMPARE(run(q({"show", "Rock tracks", "--format", "json"}))
                     .json()
                     .object()
                     .value("values")
                     .toObject()
                     .value("genre")
                     .toString(),
                 QStringLiteral("1")); // untouched

        const Run replaced =
            run(q({"save", "Rock tracks", "--source", "shop", "--replace", "SELECT 2 AS two"}));
        QCOMPARE(replaced.exitCode, 0);
        QVERIFY(replaced.err.startsWith(QLatin1String("Replaced \"Rock tracks\"")));
        QCOMPARE(run({"run", "--saved", "Rock tracks", "--source", "shop", "--format", "csv"}).out,
                 QStringLiteral("two\r\n2\r\n"));

        QCOMPARE(run(q({"rename", "Rock tracks", "Two"})).exitCode, 0);
        QCOMPARE(run(q({"show", "Rock tracks"})).exitCode, 1);
        QCOMPARE(run(q({"show", "Two"})).exitCode, 0);
        const Run taken = run(q({"rename", "Two", "genres"}));
        QCOMPARE(taken.exitCode, 1);
        QVERIFY2(taken.err.contains(QLatin1String("already exists")), qPrintable(taken.err));

        QCOMPARE(run(q({"delete", "Two"})).exitCode, 0);
        QCOMPARE(run(q({"show", "Two"})).exitCode, 1);
        QCOMPARE(run(q({"delete", "Two"})).exitCode, 1);
    }

    void spacedPlaceholderWarns()
    {
        const Run saved = run(q({"save", "spaced", "--source", "shop", "SELECT {{ x }}"}));
        QCOMPARE(saved.exitCode, 0);
        QVERIFY2(
            saved.err.contains(QLatin1String("warning: {{ x }} is not a variable: write {{x}}")),
            qPrintable(saved.err));
        const Run ran = run({"run", "--saved", "spaced", "--source", "shop", "--var", "x=1"});
        QCOMPARE(ran.exitCode, 1);
        QVERIFY2(ran.err.contains(QLatin1String("{{ x }} is not a variable")), qPrintable(ran.err));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown action") << q({"frobnicate"}) << "unknown action \"frobnicate\"";
        QTest::newRow("save without source")
            << q({"save", "x", "SELECT 1"}) << "needs --source SRC";
        QTest::newRow("save without statement")
            << q({"save", "x", "--source", "shop"}) << "nothing to save";
        QTest::newRow("save both")
            << q({"save", "x", "--source", "shop", "-f", "a.sql", "SELECT 1"})
            << "either STATEMENT or -f FILE";
        QTest::newRow("show without name") << q({"show"}) << "needs one NAME";
        QTest::newRow("rename one name") << q({"rename", "a"}) << "needs NAME and NEW_NAME";
        QTest::newRow("option of another action")
            << q({"delete", "a", "--replace"}) << "--replace is not an option of 'queries delete'";
        QTest::newRow("bad format") << q({"list", "--format", "csv"}) << "use table or json";
        QTest::newRow("run saved and statement")
            << QStringList{"run", "--source", "shop", "--saved", "x", "SELECT 1"}
            << "only one of them";
        QTest::newRow("run saved and file")
            << QStringList{"run", "--source", "shop", "--saved", "x", "-f", "a.sql"}
            << "only one of them";
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void help()
    {
        const Run global = run({"--help"});
        QVERIFY(global.out.contains(QLatin1String("queries ")));
        const Run queries = run(q({"--help"}));
        QCOMPARE(queries.exitCode, 0);
        for (const char* word : {"list", "show", "save", "rename", "delete", "--replace", "--var",
                                 "run --saved", "queries/library"})
            QVERIFY2(queries.out.contains(QLatin1String(word)), word);
        const Run runHelp = run({"run", "--help"});
        QVERIFY(runHelp.out.contains(QLatin1String("--saved NAME")));
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliQueries)
#include "tst_cli_queries.moc"
