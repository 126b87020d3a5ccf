// Hostile names and values through the real nelumbo-cli and to a model: schema and run as
// text reach the terminal with every control and bidirectional character escaped; as JSON they
// parse back as valid UTF-8 with the names exact; a model receives them only as data, quoted
// inside the prompt's data section (the fake provider server records the request).
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "FakeLlmServer.h"
#include "HostileChecks.h"
#include "HostileNames.h"

#include <QTemporaryDir>
#include <QUtf8StringView>

using namespace nelumbo::testing;

using hostile::onlyInsideFences;

class TstHostileContent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;

    CliRun run(const QStringList& arguments, const QList<QPair<QString, QString>>& extra = {})
    {
        CliRunner runner;
        runner.environment = isolatedCliEnvironment(m_dir);
        for (const auto& [name, value] : extra)
            runner.environment.insert(name, value);
        runner.timeoutMs = 60000;
        runner.eventLoop = true; // so the fake server answers
        return runner.run(arguments);
    }

    static QJsonDocument parsed(const CliRun& r)
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.outBytes, &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("%s at %d", qPrintable(error.errorString()), error.offset);
        return doc;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("hostile.sqlite"));
        QCOMPARE(hostile::createDatabase(path), QString());
        m_url = QStringLiteral("sqlite://") + path;
    }

    void schemaAsJsonParsesBack()
    {
        const CliRun r = run({QStringLiteral("schema"), QStringLiteral("--source"), m_url});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QUtf8StringView(r.outBytes).isValidUtf8());
        // No raw control or bidirectional character reaches a terminal: JSON escapes them.
        QVERIFY2(!hostile::hasRawControl(r.out), qPrintable(r.out.left(2000)));
        const QJsonDocument doc = parsed(r);
        QVERIFY(!doc.isNull());
        const QStringList strings = hostile::strings(doc);
        // The real names, exact: JSON needs no escaping done for a terminal.
        for (const QString& name : hostile::names())
            QVERIFY2(strings.contains(name), qPrintable(name.left(60)));
    }

    void runAsTextIsEscaped()
    {
        const CliRun r = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("SELECT * FROM hostile")});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QUtf8StringView(r.outBytes).isValidUtf8());
        QVERIFY2(!hostile::hasRawControl(r.out), qPrintable(r.out.left(2000)));
        QVERIFY(r.out.contains(hostile::instruction()));
    }

    void runAsJsonParsesBack()
    {
        const CliRun r = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("SELECT * FROM hostile")});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QUtf8StringView(r.outBytes).isValidUtf8());
        QVERIFY2(!hostile::hasRawControl(r.out), qPrintable(r.out.left(2000)));
        const QJsonDocument doc = parsed(r);
        QVERIFY(!doc.isNull());
        const QStringList strings = hostile::strings(doc);
        for (const QString& name : hostile::names()) // as column names and as values
            QVERIFY2(strings.count(name) >= 2, qPrintable(name.left(60)));
        // The bytes that are not UTF-8 arrive as something JSON can carry, A and B kept.
        bool raw = false;
        for (const QString& s : std::as_const(strings))
            raw =
                raw || (s.startsWith(u'A') && s.endsWith(u'B') && s.size() >= 3 && s.size() <= 10);
        QVERIFY2(raw, "the invalid UTF-8 value is missing");
    }

    void modelReceivesNamesAsData()
    {
        nelumbo::fake::FakeLlmServer server;
        QCOMPARE(server.listen(), QString());
        QCOMPARE(server.loadScenario(
                     QJsonObject{{QStringLiteral("turns"),
                                  QJsonArray{QJsonObject{
                                      {QStringLiteral("reply"),
                                       QJsonObject{{QStringLiteral("text"),
                                                    QStringLiteral("```sql\nSELECT 1\n```")}}}}}}}),
                 QString());
        const CliRun r = run({QStringLiteral("generate"), QStringLiteral("--source"), m_url,
                              QStringLiteral("--prompt"), QStringLiteral("count the rows")},
                             {{QStringLiteral("NELUMBO_AI_MODEL"), QStringLiteral("openai:gpt-4o")},
                              {QStringLiteral("OPENAI_BASE_URL"),
                               server.baseUrl().toString() + QStringLiteral("/v1")},
                              {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("test-key")}});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(!server.requests().isEmpty());
        const auto request = server.requests().first();
        QVERIFY(request.jsonValid);
        QVERIFY(QUtf8StringView(request.body).isValidUtf8());
        const QString system = hostile::contentOf(request.json, QStringLiteral("system"));
        QVERIFY(!system.isEmpty());
        // The instruction-like name is there, but only as a JSON string in a fenced data block.
        QVERIFY2(system.contains(QStringLiteral("\"main.") + hostile::instruction() + u'"'),
                 qPrintable(system.left(3000)));
        for (const QString& name : {hostile::instruction(), hostile::rightToLeft()})
            QVERIFY(onlyInsideFences(system, name));
        QVERIFY(!system.contains(QLatin1Char('\n') + hostile::instruction()));
        // Controls reach the model escaped, as JSON writes them.
        QVERIFY(system.contains(QLatin1String("ctl\\u0001\\u001b[31mred\\r\\t\\nend")));
        QVERIFY(!system.contains(QChar(0x1b)));
        QVERIFY(!system.contains(QChar(0x01)));
        // The right-to-left override too, so nobody reading the prompt sees a reordered name.
        QVERIFY(system.contains(QLatin1String("abc\\u202efdp.exe")));
        QVERIFY(!system.contains(QChar(0x202e)));
    }
};

NELUMBO_CORE_TEST_MAIN(TstHostileContent)
#include "tst_hostilecontent.moc"
