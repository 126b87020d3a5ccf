// nelumbo-cli generate and prompt, run as the real binary against the fake provider server:
// JSON on stdout, the exit status, guard errors as error objects, and the source's AI policy
// from the config file.

#include "CliRunner.h"
#include "FakeLlmServer.h"
#include "TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;

class TestCliAi : public QObject
{
    Q_OBJECT

    struct Run : nelumbo::testing::CliRun
    {
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };

    QTemporaryDir m_dir;
    std::unique_ptr<nelumbo::fake::FakeLlmServer> m_server;

    Run run(const QStringList& arguments, const QList<QPair<QString, QString>>& extra = {})
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = nelumbo::testing::isolatedCliEnvironment(m_dir);
        for (const auto& [name, value] : extra)
            runner.environment.insert(name, value);
        runner.timeoutMs = 30000;
        runner.eventLoop = true; // so the fake server answers
        return {runner.run(arguments)};
    }

    QList<QPair<QString, QString>> openAi(const QString& key = u"test-key"_s) const
    {
        return {{u"NELUMBO_AI_MODEL"_s, u"openai:gpt-4o"_s},
                {u"OPENAI_BASE_URL"_s, m_server->baseUrl().toString() + u"/v1"_s},
                {u"OPENAI_API_KEY"_s, key}};
    }

    void script(const QJsonArray& turns)
    {
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
    }

    void writeConfig(const QString& text)
    {
        QFile file(m_dir.filePath(u"nelumbo.conf"_s));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        writeConfig({});
        m_server = std::make_unique<nelumbo::fake::FakeLlmServer>();
        QCOMPARE(m_server->listen(), QString());
    }

    void generateWithToolRound_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("genre");
        QTest::addColumn<QString>("name");
        QTest::newRow("sqlite") << u"demo"_s << u"Genre"_s << u"Name"_s;
        QTest::newRow("postgres") << qEnvironmentVariable("NELUMBO_TEST_PG_URL") << u"genre"_s
                                  << u"name"_s;
        QTest::newRow("mysql") << qEnvironmentVariable("NELUMBO_TEST_MY_URL") << u"Genre"_s
                               << u"Name"_s;
    }
    void generateWithToolRound()
    {
        QFETCH(QString, source);
        QFETCH(QString, genre);
        QFETCH(QString, name);
        if (source.isEmpty())
            QSKIP("no test server for this engine in the environment");
        const QString statement = u"SELECT * FROM %1 WHERE %2 = {{genre}}"_s.arg(genre, name);
        script(
            {QJsonObject{
                 {u"reply"_s,
                  QJsonObject{
                      {u"toolCalls"_s,
                       QJsonArray{
                           QJsonObject{{u"name"_s, u"get_column_values"_s},
                                       {u"arguments"_s, QJsonObject{{u"table_name"_s, genre},
                                                                    {u"column_name"_s, name}}}}}},
                      {u"usage"_s, QJsonObject{{u"prompt"_s, 1000}, {u"completion"_s, 20}}}}}},
             QJsonObject{{u"expect"_s, QJsonObject{{u"lastRole"_s, u"tool"_s},
                                                   {u"lastContentContains"_s, u"Bossa Nova"_s}}},
                         {u"reply"_s,
                          QJsonObject{{u"text"_s, u"```sql\n"_s + statement +
                                                      u"\n```\n```variables\n"
                                                      "[{\"name\": \"genre\", \"type\": "
                                                      "\"text\", \"default\": \"Rock\"}]\n```"_s},
                                      {u"usage"_s, QJsonObject{{u"prompt"_s, 1200},
                                                               {u"completion"_s, 40}}}}}}});
        const Run r =
            run({u"generate"_s, u"--source"_s, source, u"--prompt"_s, u"tracks of a genre"_s},
                openAi());
        QVERIFY2(r.finished, qPrintable(r.err));
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"statement"_s).toString(), statement);
        QCOMPARE(o.value(u"variables"_s).toArray().size(), 1);
        // The configured provider:model, not the provider's echo.
        QCOMPARE(o.value(u"model"_s).toString(), u"openai:gpt-4o"_s);
        const QJsonObject usage = o.value(u"usage"_s).toObject();
        QCOMPARE(usage.value(u"prompt_tokens"_s).toInteger(), 2200);
        QCOMPARE(usage.value(u"completion_tokens"_s).toInteger(), 60);
        QVERIFY(o.value(u"cost"_s).toDouble() > 0);
        const QJsonArray trace = o.value(u"trace"_s).toArray();
        QCOMPARE(trace.size(), 1);
        QCOMPARE(trace.at(0).toObject().value(u"tool"_s).toString(), u"get_column_values"_s);
        QVERIFY(trace.at(0).toObject().value(u"result"_s).toString().contains(u"Rock"_s));
        QCOMPARE(m_server->pendingTurns(), 0);
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
    }

    void generateRefusal()
    {
        script({QJsonObject{
            {u"reply"_s, QJsonObject{{u"text"_s, u"UNABLE_TO_GENERATE: not about this data"_s}}}}});
        const Run r =
            run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"a poem"_s}, openAi());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"unable_to_generate"_s);
    }

    void roundCapFromConfig()
    {
        writeConfig(u"[ai]\nmax_tool_rounds=1\n"_s);
        script({QJsonObject{
            {u"reply"_s, QJsonObject{{u"toolCalls"_s, QJsonArray{QJsonObject{
                                                          {u"name"_s, u"list_schemas"_s},
                                                          {u"arguments"_s, QJsonObject()}}}}}}}});
        const Run r =
            run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"x"_s}, openAi());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"round_limit"_s);
        QCOMPARE(m_server->requests().size(), 1);
    }

    void generateGuards()
    {
        Run r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"x"_s});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"not_configured"_s);

        r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"x"_s},
                {{u"NELUMBO_AI_MODEL"_s, u"openai:gpt-4o"_s}});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"api_key_not_configured"_s);

        r = run({u"generate"_s, u"--prompt"_s, u"x"_s}, openAi());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"missing_data_source"_s);

        writeConfig(u"[source.private]\nurl=sqlite::memory:\nai=disabled\n"_s);
        r = run({u"generate"_s, u"--source"_s, u"private"_s, u"--prompt"_s, u"x"_s}, openAi());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"ai_not_supported_for_source"_s);
        QCOMPARE(m_server->requests().size(), 0);

        r = run({u"generate"_s, u"--source"_s, u"demo"_s}, openAi());
        QCOMPARE(r.exitCode, 2);
    }

    void explainFragment()
    {
        script({QJsonObject{
            {u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"LIMIT 5"_s}}},
            {u"reply"_s,
             QJsonObject{{u"text"_s, u"Only the first five rows."_s},
                         {u"model"_s, u"gpt-4o-2024-08-06"_s},
                         {u"usage"_s, QJsonObject{{u"prompt"_s, 300}, {u"completion"_s, 7}}}}}}});
        const Run r = run({u"explain"_s, u"--source"_s, u"demo"_s, u"--fragment"_s, u"LIMIT 5"_s,
                           u"SELECT Name FROM Genre LIMIT 5"_s},
                          openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"explanation"_s).toString(), u"Only the first five rows."_s);
        QCOMPARE(o.value(u"model"_s).toString(), u"openai:gpt-4o"_s);
        QCOMPARE(o.value(u"usage"_s).toObject().value(u"completion_tokens"_s).toInteger(), 7);
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
        QCOMPARE(run({u"explain"_s, u"--source"_s, u"demo"_s}, openAi()).exitCode, 2);
    }

    void optimizeWithAndWithoutPlan()
    {
        const QString reply =
            u"[{\"type\": \"index\", \"impact\": \"high\", \"title\": \"Index Name\", "
            "\"suggestion\": \"CREATE INDEX genre_name ON Genre (Name);\"}]"_s;
        script({QJsonObject{{u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"SCAN"_s}}},
                            {u"reply"_s, QJsonObject{{u"text"_s, reply}}}},
                QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, u"[]"_s}}}}});
        Run r = run(
            {u"optimize"_s, u"--source"_s, u"demo"_s, u"SELECT * FROM Genre WHERE Name = 'Rock'"_s},
            openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QJsonObject o = r.json();
        QCOMPARE(o.value(u"plan_used"_s).toBool(), true);
        const QJsonArray suggestions = o.value(u"suggestions"_s).toArray();
        QCOMPARE(suggestions.size(), 1);
        QCOMPARE(suggestions.at(0).toObject().value(u"type"_s).toString(), u"index"_s);
        QCOMPARE(suggestions.at(0).toObject().value(u"impact"_s).toString(), u"high"_s);
        QCOMPARE(suggestions.at(0).toObject().value(u"title"_s).toString(), u"Index Name"_s);
        QCOMPARE(o.value(u"model"_s).toString(), u"openai:gpt-4o"_s);

        r = run({u"optimize"_s, u"--source"_s, u"demo"_s,
                 u"SELECT * FROM Genre WHERE Name = {{ genre }}"_s},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        o = r.json();
        QCOMPARE(o.value(u"plan_used"_s).toBool(), false);
        QVERIFY(!o.value(u"plan_error"_s).toString().isEmpty());
        QCOMPARE(o.value(u"suggestions"_s).toArray().size(), 0);
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
    }

    void conversationIsReadAndUpdated()
    {
        const QString file = m_dir.filePath(u"talk.json"_s);
        QFile::remove(file);
        script(
            {QJsonObject{
                 {u"reply"_s, QJsonObject{{u"text"_s, u"```sql\nSELECT Name FROM Genre\n```"_s}}}},
             QJsonObject{{u"expect"_s,
                          QJsonObject{{u"bodyContains"_s,
                                       QJsonArray{u"genre names"_s, u"SELECT Name FROM Genre"_s}},
                                      {u"lastContentContains"_s, u"sorted"_s}}},
                         {u"reply"_s,
                          QJsonObject{{u"text"_s,
                                       u"```sql\nSELECT Name FROM Genre ORDER BY Name\n```"_s}}}}});
        Run r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"genre names"_s,
                     u"--conversation"_s, file},
                    openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(QFile::exists(file));
        r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"sorted"_s,
                 u"--conversation"_s, file},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.json().value(u"statement"_s).toString(),
                 u"SELECT Name FROM Genre ORDER BY Name"_s);
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY(text.contains("ORDER BY Name"));
        QVERIFY(text.contains("sorted"));
        saved.close();

        // A statement that fails in `run` is recorded for the next generation.
        r = run({u"run"_s, u"--source"_s, u"demo"_s, u"--conversation"_s, file,
                 u"SELECT Nme FROM Genre"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("Nme"));
        QCOMPARE(run({u"run"_s, u"--source"_s, u"demo"_s, u"--conversation"_s}).exitCode, 2);
    }

    // Conversation defects tried through the CLI: a refused question stays with its refusal;
    // a replayed answer carries its statement once; `run --conversation` records the failure
    // of the statement it ran, not the last generated one.
    void conversationDefects()
    {
        const QString file = m_dir.filePath(u"defects.json"_s);
        QFile::remove(file);
        const QString generated = u"SELECT Name FROM Genre"_s;
        script({QJsonObject{{u"reply"_s,
                             QJsonObject{{u"text"_s, u"UNABLE_TO_GENERATE: no weather here"_s}}}},
                QJsonObject{{u"expect"_s,
                             QJsonObject{{u"bodyContains"_s, QJsonArray{u"weather tomorrow"_s,
                                                                        u"no weather here"_s}}}},
                            {u"reply"_s, QJsonObject{{u"text"_s, u"Here:\n```sql\n"_s + generated +
                                                                     u"\n```"_s}}}},
                QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, u"```sql\nSELECT 1\n```"_s}}}}});
        Run r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"weather tomorrow"_s,
                     u"--conversation"_s, file},
                    openAi());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"unable_to_generate"_s);
        r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"genre names"_s,
                 u"--conversation"_s, file},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));

        // A statement of the user's own fails: that one is recorded, with the database's words.
        const QString own = u"SELECT Nme FROM Artist"_s;
        r = run({u"run"_s, u"--source"_s, u"demo"_s, u"--conversation"_s, file, own});
        QCOMPARE(r.exitCode, 1);
        r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"fix it"_s,
                 u"--conversation"_s, file},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));

        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonArray messages =
            QJsonDocument::fromJson(saved.readAll()).object().value(u"messages"_s).toArray();
        QStringList roles;
        for (const QJsonValue& m : messages)
            roles << m.toObject().value(u"role"_s).toString();
        QCOMPARE(roles, (QStringList{u"user"_s, u"assistant"_s, u"user"_s, u"assistant"_s,
                                     u"error"_s, u"user"_s, u"assistant"_s}));
        QCOMPARE(messages.at(1).toObject().value(u"content"_s).toString(), u"no weather here"_s);
        const QJsonObject error = messages.at(4).toObject();
        QCOMPARE(error.value(u"statement"_s).toString(), own);
        QVERIFY2(error.value(u"content"_s).toString().contains(u"Nme"_s),
                 qPrintable(error.value(u"content"_s).toString()));

        // The last request replayed the answer with its statement once, and the failure of
        // the user's own statement, not of the generated one.
        const QJsonArray sent = QJsonDocument::fromJson(m_server->requests().last().body)
                                    .object()
                                    .value(u"messages"_s)
                                    .toArray();
        QString all;
        for (const QJsonValue& m : sent)
            all += m.toObject().value(u"content"_s).toString() + u'\n';
        QCOMPARE(all.count(generated), 1);
        QCOMPARE(all.count(own), 1);
    }

    // A statement that begins with an SQL comment is a statement for explain and generate's
    // --current too, not an unknown option.
    void statementStartingWithComment()
    {
        script({QJsonObject{{u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"-- why"_s}}},
                            {u"reply"_s, QJsonObject{{u"text"_s, u"It counts genres."_s}}}},
                QJsonObject{{u"expect"_s, QJsonObject{{u"bodyContains"_s, u"-- mine"_s}}},
                            {u"reply"_s, QJsonObject{{u"text"_s, u"```sql\nSELECT 2\n```"_s}}}}});
        Run r =
            run({u"explain"_s, u"--source"_s, u"demo"_s, u"-- why\nSELECT count(*) FROM Genre"_s},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.json().value(u"explanation"_s).toString(), u"It counts genres."_s);
        r = run({u"generate"_s, u"--source"_s, u"demo"_s, u"--current"_s, u"-- mine\nSELECT 1"_s,
                 u"--prompt"_s, u"two"_s},
                openAi());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
    }

    // A 307 to another host is not followed: the key never reaches it, and the error names
    // the host; for chat requests and model lists alike.
    void redirectToAnotherHostIsRefused()
    {
        nelumbo::fake::FakeLlmServer logger;
        QCOMPARE(logger.listen(0, u"127.0.0.2"_s), QString());
        nelumbo::fake::ServerOptions open;
        open.apiKey.clear();
        open.echo = true;
        logger.setOptions(open);
        const QString other = logger.baseUrl().toString();

        script({QJsonObject{{u"fault"_s, QJsonObject{{u"redirect"_s, other}}}}});
        Run r =
            run({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"genres"_s}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"redirect_refused"_s);
        QVERIFY2(r.json().value(u"message"_s).toString().contains(u"127.0.0.2"_s),
                 qPrintable(r.out));

        script({QJsonObject{{u"fault"_s, QJsonObject{{u"redirect"_s, other}}}}});
        r = run({u"ai"_s, u"test"_s}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"127.0.0.2"_s), qPrintable(r.out + r.err));

        nelumbo::fake::ServerOptions redirecting = m_server->options();
        redirecting.redirectTo = other;
        m_server->setOptions(redirecting);
        r = run({u"ai"_s, u"models"_s}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"127.0.0.2"_s), qPrintable(r.out + r.err));

        QCOMPARE(m_server->requests().size(), 3);
        QSignalSpy logged(&logger, &nelumbo::fake::FakeLlmServer::requestReceived);
        logged.wait(50); // a request on its way would arrive by now
        const auto reached = logger.requests();
        QVERIFY2(reached.isEmpty(),
                 reached.isEmpty() ? "" : reached.first().header("authorization").constData());
    }

    // explain with an empty reply fails instead of printing an empty explanation.
    void explainEmptyReplyFails()
    {
        script({QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, u""_s}}}}});
        const Run r =
            run({u"explain"_s, u"--source"_s, u"demo"_s, u"SELECT Name FROM Genre"_s}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"empty_reply"_s);
    }

    // A reply over the real limit (32 MB), streamed fast over loopback, fails with
    // reply_too_large instead of growing without end.
    void replyOverTheLimitFails()
    {
        const qsizetype size = 33 * 1024 * 1024;
        script({QJsonObject{
            {u"reply"_s, QJsonObject{{u"text"_s, QString(size, u'x')}, {u"chunks"_s, 66}}}}});
        const Run r =
            run({u"explain"_s, u"--source"_s, u"demo"_s, u"SELECT Name FROM Genre"_s}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(u"error"_s).toString(), u"reply_too_large"_s);
        QVERIFY(r.out.size() < 10000);
    }

    // A price file that never ends or blocks on open is refused with a warning.
    void priceFileThatIsNoFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("a directory") << m_dir.path();
#ifdef Q_OS_UNIX
        QTest::newRow("/dev/zero") << u"/dev/zero"_s;
        const QString fifo = m_dir.filePath(u"prices.fifo"_s);
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QTest::newRow("a FIFO") << fifo;
#endif
    }
    void priceFileThatIsNoFile()
    {
        QFETCH(QString, path);
        writeConfig(u"[ai]\nprice_file="_s + path + u"\n"_s);
        const Run r = run({u"ai"_s, u"status"_s}, openAi());
        QVERIFY2(r.finished, "ai status must not hang on the price file");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(u"ai/price_file"_s) && r.err.contains(u"not a regular file"_s),
                 qPrintable(r.err));
    }

    // A key under its old name still counts: the command line renames it in the file before
    // it reads the file (SettingsMigration).
    void oldKeyNamesStillWork()
    {
        writeConfig(u"[ai]\nenabled=true\nmodel=openai:gpt-4o\nbaseUrl=http://127.0.0.1:9/v1\n"_s);
        const Run r = run({u"ai"_s, u"status"_s, u"--format"_s, u"json"_s},
                          {{u"OPENAI_API_KEY"_s, u"test-key"_s}});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(u"base_url"_s).toString(), u"http://127.0.0.1:9/v1"_s);
        QCOMPARE(r.json().value(u"base_url_from"_s).toString(), u"ai/base_url"_s);
        QFile config(m_dir.filePath(u"nelumbo.conf"_s));
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QByteArray text = config.readAll();
        QVERIFY2(text.contains("base_url=") && !text.contains("baseUrl"), text.constData());
    }

    void concurrentGenerationsKeepEveryTurn()
    {
        const QString file = m_dir.filePath(u"shared.json"_s);
        QFile::remove(file);
        const QString db = m_dir.filePath(u"shared.sqlite"_s);
        QFile::remove(db);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        // Both answers wait, so each run has read the file before either writes it.
        const auto slowReply = [](const QString& statement) {
            return QJsonObject{
                {u"fault"_s, QJsonObject{{u"delayMs"_s, 1500}}},
                {u"reply"_s, QJsonObject{{u"text"_s, u"```sql\n"_s + statement + u"\n```"_s}}}};
        };
        script({slowReply(u"SELECT Name FROM Genre"_s), slowReply(u"SELECT Name FROM Artist"_s)});
        nelumbo::testing::CliRunner runner;
        runner.environment = nelumbo::testing::isolatedCliEnvironment(m_dir);
        for (const auto& [name, value] : openAi())
            runner.environment.insert(name, value);
        QProcess first;
        QProcess second;
        for (QProcess* p : {&first, &second})
            runner.start(*p, {u"generate"_s, u"--source"_s, u"sqlite://"_s + db, u"--prompt"_s,
                              p == &first ? u"genres"_s : u"artists"_s, u"--conversation"_s, file});
        QTRY_VERIFY_WITH_TIMEOUT(
            first.state() == QProcess::NotRunning && second.state() == QProcess::NotRunning, 60000);
        QVERIFY2(first.exitCode() == 0, first.readAllStandardError().constData());
        QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonArray messages =
            QJsonDocument::fromJson(saved.readAll()).object().value(u"messages"_s).toArray();
        QStringList contents;
        for (const QJsonValue& m : messages)
            contents << m.toObject().value(u"content"_s).toString();
        QCOMPARE(messages.size(), 4); // two prompts and two answers
        QVERIFY2(contents.contains(u"genres"_s) && contents.contains(u"artists"_s),
                 qPrintable(contents.join(u'|')));
    }

    void promptShowsToolsAndPolicy()
    {
        Run r = run({u"prompt"_s, u"--source"_s, u"demo"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = r.json();
        QVERIFY(o.value(u"system"_s).toString().contains(u"Genre"_s));
        QStringList names;
        for (const auto& t : o.value(u"tools"_s).toArray())
            names << t.toObject().value(u"name"_s).toString();
        QVERIFY(names.contains(u"get_column_values"_s));

        writeConfig(u"[source.shop]\nurl=sqlite:%1\nai=no-row-data\n"_s.arg(
            nelumbo::testing::chinookPath()));
        r = run({u"prompt"_s, u"--source"_s, u"shop"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains(u"get_column_values"_s));

        r = run({u"prompt"_s, u"--source"_s, u"demo"_s, u"--kind"_s, u"explanation"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"describe_table"_s));
        QVERIFY(!r.out.contains(u"get_column_values"_s));

        r = run({u"prompt"_s, u"--source"_s, u"demo"_s, u"--kind"_s, u"poetry"_s});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliAi)
#include "tst_cli_ai.moc"
