// Completion cases as data (completion_cases.txt) on real databases: CTest runs this suite as
// tst_completion_sqlite, _postgres, _mysql and _redis, NELUMBO_TEST_ADAPTER naming the
// engine. Each run makes its own objects (a scratch schema or database, Redis keys in
// database 11), reads the catalogue through visibility rules that hide Employee and
// cmp_secret and show only its own schemas, and checks each case's first candidates from the same
// engine the editor and `nelumbo-cli complete` use.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "Waits.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "completion/CompletionCatalog.h"
#include "completion/CompletionEngine.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "visibility/VisibilityPolicy.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;

class TstCompletionEngines : public QObject
{
    Q_OBJECT

    QString m_engine;
    QString m_url;
    QString m_scratch;
    QTemporaryDir m_dir;
    std::unique_ptr<Connection> m_admin;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<CompletionCatalog> m_catalog;
    QStringList m_cleanup;

    bool isRedis() const { return m_engine == QLatin1String("redis"); }

    std::unique_ptr<Connection> open()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(m_url);
        if (!opened.wait(15000))
            return nullptr;
        return c;
    }

    void exec(const QString& statement)
    {
        QueryHandle* h = m_admin->execute(statement);
        QVERIFY(testing::waitForQuery(h, 30000));
        QVERIFY2(h->state() != QueryHandle::State::Failed,
                 qPrintable(statement + QStringLiteral(": ") + h->error().message));
        delete h;
    }

    // The engine's cases from the data file.
    QList<QPair<QString, QString>> cases() const
    {
        QFile file(testing::sourceDir() + QStringLiteral("/tests/completion/completion_cases.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<QPair<QString, QString>> out;
        QString section;
        for (const QString& raw : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            const QString line = raw.trimmed();
            if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
                section = line.mid(1, line.size() - 2);
                continue;
            }
            const qsizetype arrow = line.lastIndexOf(QStringLiteral(" => "));
            if (section != m_engine || arrow < 0 || !line.contains(QLatin1Char('|')))
                continue;
            QString statement = line.left(arrow);
            statement.replace(QStringLiteral("{scratch}"), m_scratch);
            QString expected = line.mid(arrow + 4);
            expected.replace(QStringLiteral("{scratch}"), m_scratch);
            out << qMakePair(statement, expected);
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        m_engine = qEnvironmentVariable("NELUMBO_TEST_ADAPTER", QStringLiteral("sqlite"));
        m_scratch = QStringLiteral("nelumbo_test_cmp_%1").arg(QCoreApplication::applicationPid());
        const QMap<QString, QString> variables{
            {QStringLiteral("postgres"), QStringLiteral("NELUMBO_TEST_PG_URL")},
            {QStringLiteral("mysql"), QStringLiteral("NELUMBO_TEST_MY_URL")},
            {QStringLiteral("redis"), QStringLiteral("NELUMBO_TEST_REDIS_URL")}};
        if (variables.contains(m_engine)) {
            m_url = qEnvironmentVariable(qPrintable(variables.value(m_engine)));
            if (m_url.isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not set: no %2 server to test against")
                                     .arg(variables.value(m_engine), m_engine)));
            if (isRedis())
                m_url += QStringLiteral("/11");
        } else {
            QVERIFY(m_dir.isValid());
            const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
            QVERIFY(QFile::copy(testing::chinookPath(), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        }

        m_admin = open();
        QVERIFY(m_admin);
        m_admin->setReadOnly(false);
        if (m_engine == QLatin1String("sqlite")) {
            exec(QStringLiteral(
                "CREATE TABLE \"Order Items\" (\"Unit Price\" REAL, \"select\" INTEGER)"));
        } else if (m_engine == QLatin1String("postgres")) {
            exec(QStringLiteral("CREATE SCHEMA %1").arg(m_scratch));
            m_cleanup << QStringLiteral("DROP SCHEMA %1 CASCADE").arg(m_scratch);
            exec(QStringLiteral("CREATE TABLE %1.\"MixedCase\" (\"Some Col\" int, plain int)")
                     .arg(m_scratch));
        } else if (m_engine == QLatin1String("mysql")) {
            exec(QStringLiteral("CREATE DATABASE %1").arg(m_scratch));
            m_cleanup << QStringLiteral("DROP DATABASE %1").arg(m_scratch);
            exec(QStringLiteral("CREATE TABLE %1.`Mixed Case` (`Some Col` int, plain int)")
                     .arg(m_scratch));
        } else {
            exec(QStringLiteral("HSET cmp_album:1 title Restless"));
            exec(QStringLiteral("HSET cmp_album:2 title Jagged"));
            exec(QStringLiteral("HSET cmp_artist:1 name AC/DC"));
            exec(QStringLiteral("SET cmp_secret s3cret"));
            m_cleanup << QStringLiteral("DEL cmp_album:1 cmp_album:2 cmp_artist:1 cmp_secret");
        }

        const DatabaseAdapter* adapter = m_admin->adapter();
        QVERIFY(adapter);
        // Only this run's schemas: other suites add theirs to the same servers meanwhile
        // (a "Mixed Case" table of the visibility suite was once offered here).
        QStringList schemas;
        if (m_engine == QLatin1String("postgres"))
            schemas = {QStringLiteral("public"), m_scratch};
        else if (m_engine == QLatin1String("mysql"))
            schemas = {QStringLiteral("chinook"), m_scratch};
        auto rules = VisibilityRules::fromLists(
            schemas, {}, {},
            {QStringLiteral("Employee"), QStringLiteral("employee"), QStringLiteral("cmp_secret")},
            {});
        QVERIFY2(rules, qPrintable(rules.error().message));
        m_connection = std::make_unique<Connection>();
        m_catalog = std::make_unique<CompletionCatalog>();
        m_catalog->attach(m_connection.get());
        m_connection->open(m_url);
        m_connection->setVisibilityPolicy(
            VisibilityPolicy(rules.value(), BuiltinHidden::forAdapter(*adapter)));
        QTRY_VERIFY_WITH_TIMEOUT(m_catalog->namesLoaded(), 30000);
        QVERIFY(!m_catalog->tables().isEmpty());
    }

    void cleanupTestCase()
    {
        if (m_admin)
            for (const QString& statement : std::as_const(m_cleanup))
                exec(statement);
    }

    void completes_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("expected");
        const auto all = cases();
        QVERIFY(!all.isEmpty());
        for (const auto& c : all)
            QTest::newRow(qPrintable(c.first)) << c.first << c.second;
    }

    void completes()
    {
        QFETCH(QString, statement);
        QFETCH(QString, expected);
        const qsizetype cursor = statement.indexOf(QLatin1Char('|'));
        const QString text = QString(statement).remove(cursor, 1);
        CompletionEngine engine(m_connection->adapter()->language(), m_catalog.get());
        CompletionResult result = engine.complete(text, cursor);
        // Columns read on demand: ask again once they are here.
        QTRY_VERIFY_WITH_TIMEOUT(!m_catalog->isLoading(), 30000);
        result = engine.complete(text, cursor);
        QStringList texts;
        for (const CompletionCandidate& c : std::as_const(result.candidates))
            texts << c.text;
        const QString got = texts.mid(0, 8).join(QStringLiteral(", "));
        if (expected == QLatin1String("(none)")) {
            QVERIFY2(texts.isEmpty(), qPrintable(got));
            return;
        }
        QVERIFY(result.replaceStart <= cursor && cursor <= result.replaceEnd);
        const QStringList wanted = expected.split(QStringLiteral(", "));
        for (qsizetype i = 0; i < wanted.size(); ++i) {
            if (wanted[i].startsWith(QLatin1Char('!'))) {
                const QString hidden = wanted[i].mid(1);
                for (const QString& t : std::as_const(texts))
                    QVERIFY2(!t.contains(hidden, Qt::CaseInsensitive), qPrintable(got));
                continue;
            }
            QVERIFY2(i < texts.size(), qPrintable(got));
            QCOMPARE(texts[i], wanted[i]);
        }
    }

    // Functions come with their signature as the detail, the engine's own functions
    // included; accepting one is the editor's job (tst_completion).
    void functionSignatures()
    {
        struct Case
        {
            QString typed, function, signatureStart;
        };
        QList<Case> cases{{QStringLiteral("SELECT coal"), QStringLiteral("coalesce"),
                           QStringLiteral("coalesce(value, value")}};
        if (m_engine == QLatin1String("sqlite"))
            cases << Case{QStringLiteral("SELECT strf"), QStringLiteral("strftime"),
                          QStringLiteral("strftime(format, time")};
        else if (m_engine == QLatin1String("postgres"))
            cases << Case{QStringLiteral("SELECT date_tr"), QStringLiteral("date_trunc"),
                          QStringLiteral("date_trunc(field, timestamp)")};
        else if (m_engine == QLatin1String("mysql"))
            cases << Case{QStringLiteral("SELECT DATE_FOR"), QStringLiteral("DATE_FORMAT"),
                          QStringLiteral("date_format(date, format)")};
        else
            cases.clear(); // Redis: commands, no functions
        const QueryLanguage& language = m_connection->adapter()->language();
        if (cases.isEmpty()) {
            QVERIFY(language.functions().isEmpty());
            return;
        }
        CompletionEngine engine(language, m_catalog.get());
        for (const Case& c : std::as_const(cases)) {
            const auto result = engine.complete(c.typed, c.typed.size());
            const auto it = std::find_if(result.candidates.cbegin(), result.candidates.cend(),
                                         [&](const CompletionCandidate& candidate) {
                                             return candidate.kind == CompletionKind::Function;
                                         });
            QVERIFY2(it != result.candidates.cend(), qPrintable(c.typed));
            QCOMPARE(it->text, c.function);
            QVERIFY2(it->detail.startsWith(c.signatureStart), qPrintable(it->detail));
            QVERIFY2(it->detail.contains(QStringLiteral("→")), qPrintable(it->detail));
        }
    }

    // Chosen names rank first among equal matches; case follows the typed word.
    void recentAndCase()
    {
        if (isRedis())
            QSKIP("SQL statements only");
        const QString text = m_engine == QLatin1String("postgres")
                                 ? QStringLiteral("SELECT * FROM invoice WHERE ")
                                 : QStringLiteral("SELECT * FROM Invoice WHERE ");
        CompletionEngine engine(m_connection->adapter()->language(), m_catalog.get());
        const auto first = [&](const QString& typed) {
            const QString t = text + typed;
            engine.complete(t, t.size());
            if (!QTest::qWaitFor([this] { return !m_catalog->isLoading(); }, 30000))
                return QString();
            const auto r = engine.complete(t, t.size());
            return r.candidates.isEmpty() ? QString() : r.candidates.front().text;
        };
        const QString before = first(QStringLiteral("bi"));
        QVERIFY(!before.isEmpty());
        const auto all = engine.complete(text + QStringLiteral("bi"), text.size() + 2).candidates;
        QVERIFY(all.size() >= 2);
        engine.noteChosen(all.last().text);
        QCOMPARE(first(QStringLiteral("bi")), all.last().text);
        QCOMPARE(first(QStringLiteral("Total BETW")), QStringLiteral("BETWEEN"));
        QCOMPARE(first(QStringLiteral("Total betw")), QStringLiteral("between"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstCompletionEngines)
#include "tst_completion_engines.moc"
