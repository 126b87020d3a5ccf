// nelumbo-cli's read-only verdicts, template rendering, --var and --write, on a Chinook copy.
#include "CoreTestMain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};
} // namespace

class TstCliSql : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;
    QProcessEnvironment m_env;

    Run run(const QStringList& arguments) const
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(NELUMBO_CLI_PATH), arguments);
        Run r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(NELUMBO_CHINOOK_PATH), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        m_url = QStringLiteral("sqlite://") + db;
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("nelumbo.conf")));
    }

    void checkVerdicts_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("code");
        QTest::newRow("select") << "SELECT * FROM Track" << 0 << "";
        QTest::newRow("keyword in a string") << "SELECT 'DROP TABLE x' AS s" << 0 << "";
        QTest::newRow("delete") << "DELETE FROM Track" << 1 << "data_change";
        QTest::newRow("two statements") << "SELECT 1; SELECT 2" << 1 << "multiple_statements";
        QTest::newRow("pragma write") << "PRAGMA user_version = 3" << 1 << "pragma_write";
        QTest::newRow("attach") << "ATTACH ':memory:' AS x" << 1 << "attach";
        QTest::newRow("writable cte")
            << "WITH x AS (SELECT 1) DELETE FROM Genre" << 1 << "data_change";
    }
    void checkVerdicts()
    {
        QFETCH(QString, statement);
        QFETCH(int, exitCode);
        QFETCH(QString, code);
        const Run r = run({QStringLiteral("check"), QStringLiteral("--source"), m_url, statement});
        QCOMPARE(r.exitCode, exitCode);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("allowed")).toBool(), exitCode == 0);
        QCOMPARE(j.value(QStringLiteral("language")).toString(), QStringLiteral("sql:sqlite"));
        QCOMPARE(j.value(QStringLiteral("code")).toString(), code);
        if (exitCode != 0)
            QVERIFY(!j.value(QStringLiteral("reason")).toString().isEmpty());
    }

    void checkUsage()
    {
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("SELECT 1")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--source"), m_url}).exitCode, 2);
        QVERIFY(run({QStringLiteral("check"), QStringLiteral("--help")})
                    .out.contains(QStringLiteral("--source SRC")));
    }

    void render()
    {
        const Run r =
            run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--var"), QStringLiteral("genre=1"), QStringLiteral("--var"),
                 QStringLiteral("ids=1"), QStringLiteral("--var"), QStringLiteral("ids=2"),
                 QStringLiteral(
                     "SELECT * FROM Track WHERE GenreId = {{genre}} AND TrackId IN ({{ids}}) "
                     "[[AND Composer = {{composer}}]] AND Name LIKE '%{{genre}}%'")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("statement")).toString(),
                 QStringLiteral("SELECT * FROM Track WHERE GenreId = ? AND TrackId IN (?, ?)  AND "
                                "Name LIKE '%' || ? || '%'"));
        // SQLite compares text and numbers apart: numeric values are bound as numbers.
        QCOMPARE(j.value(QStringLiteral("params")).toArray(), QJsonArray({1, 1, 2, 1}));
        QCOMPARE(j.value(QStringLiteral("variables")).toArray(),
                 QJsonArray(
                     {QStringLiteral("genre"), QStringLiteral("ids"), QStringLiteral("composer")}));

        const Run missing = run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                                 QStringLiteral("SELECT {{x}}")});
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("missing_variable"));
        QCOMPARE(
            run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--var"), QStringLiteral("no equals"), QStringLiteral("SELECT 1")})
                .exitCode,
            2);
    }

    void runWithVariables()
    {
        const Run r = run(
            {QStringLiteral("run"), QStringLiteral("--source"), m_url, QStringLiteral("--format"),
             QStringLiteral("json"), QStringLiteral("--var"), QStringLiteral("name=AC/DC"),
             QStringLiteral(
                 "SELECT ArtistId FROM Artist WHERE Name = {{name}} [[OR Name = {{other}}]]")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("rows")).toArray(), QJsonArray({QJsonArray({1})}));
        // A value that looks like SQL is bound, so it matches nothing and breaks nothing.
        const Run evil = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--var"), QStringLiteral("name=x' OR '1'='1"),
                              QStringLiteral("SELECT count(*) FROM Artist WHERE Name = {{name}}")});
        QCOMPARE(evil.exitCode, 0);
        QCOMPARE(evil.json().value(QStringLiteral("rows")).toArray(),
                 QJsonArray({QJsonArray({0})}));
    }

    void writesNeedTheFlag()
    {
        const QStringList del{QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("DELETE FROM InvoiceLine WHERE InvoiceLineId = 1")};
        const Run refused = run(del);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("DELETE")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("--write")), qPrintable(refused.err));
        const Run count = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                               QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("SELECT count(*) FROM InvoiceLine")});
        QVERIFY(count.out.contains(QStringLiteral("2240")));

        QStringList withFlag = del;
        withFlag.insert(1, QStringLiteral("--write"));
        const Run done = run(withFlag);
        QCOMPARE(done.exitCode, 0);
        const Run after = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                               QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("SELECT count(*) FROM InvoiceLine")});
        QVERIFY(after.out.contains(QStringLiteral("2239")));
        // A source configured read-only (the demo is, by default) refuses --write.
        QCOMPARE(run({QStringLiteral("run"), QStringLiteral("--write"), QStringLiteral("--source"),
                      QStringLiteral("demo"), QStringLiteral("DELETE FROM Track")})
                     .exitCode,
                 1);
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliSql)
#include "tst_cli_sql.moc"
