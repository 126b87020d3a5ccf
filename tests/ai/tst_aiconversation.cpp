// Conversations: messages, retry, pruning, tables analysed, JSON round-trips and the
// messages of a generation request (reference spec §5, cases CONV-xx).
#include "CoreTestMain.h"
#include "adapter/AdapterTrust.h"
#include "ai/ConversationMessages.h"
#include "ai/PromptBuilder.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace nelumbo;

namespace {

const QDateTime kStart(QDate(2026, 11, 30), QTime(9, 0, 0, 123), QTimeZone::utc());

QDateTime at(int seconds)
{
    return kStart.addSecs(seconds);
}

using Role = LlmMessage::Role;

QList<Role> roles(const QList<LlmMessage>& messages)
{
    QList<Role> r;
    for (const LlmMessage& m : messages)
        r << m.role;
    return r;
}

} // namespace

class TestAiConversation : public QObject
{
    Q_OBJECT

private slots:
    void newConversation()
    {
        // CONV-01
        const Conversation c;
        QVERIFY(c.messages().isEmpty());
        QCOMPARE(c.generationCount(), 0);
        QVERIFY(c.tablesAnalyzed().isEmpty());
        QVERIFY(c.startedAt().isValid());
        QCOMPARE(c.lastActivity(), c.startedAt());
        QCOMPARE(c.startedAt().timeSpec(), Qt::UTC);
        QVERIFY(!c.shouldAutoRetry());
    }

    void messages()
    {
        Conversation c(kStart);
        // CONV-03
        c.addUserMessage("First message", at(1));
        c.addUserMessage("Second message", at(2));
        QCOMPARE(c.messages().at(0).content, QStringLiteral("First message"));
        QCOMPARE(c.messages().at(1).content, QStringLiteral("Second message"));
        QCOMPARE(c.messages().at(1).timestamp, at(2));
        QCOMPARE(c.lastActivity(), at(2));
        // CONV-04
        c.addAssistantResponse("Here's your query:", "SELECT * FROM users", {}, at(3));
        const ConversationMessage& a = c.messages().last();
        QCOMPARE(a.role, ConversationMessage::Role::Assistant);
        QCOMPARE(a.content, QStringLiteral("Here's your query:"));
        QCOMPARE(a.statement, QStringLiteral("SELECT * FROM users"));
        QVERIFY(a.variables.isEmpty());
        QCOMPARE(c.generationCount(), 1);
        // CONV-06
        const QJsonArray vars{
            QJsonObject{{"name", "status"}, {"type", "text"}, {"widget", "select"}}};
        c.addAssistantResponse(
            "Here's your query:", "SELECT * FROM orders WHERE status = {{status}}", vars, at(4));
        QCOMPARE(c.messages().last().variables, vars);
        QCOMPARE(c.generationCount(), 2);
    }

    void errors()
    {
        // CONV-07: the failed statement is the latest assistant statement.
        Conversation c(kStart);
        c.addAssistantResponse("Query:", "SELECT status FROM users", {}, at(1));
        c.addQueryError("column 'status' does not exist", std::nullopt, at(2));
        const ConversationMessage& e = c.messages().last();
        QCOMPARE(e.role, ConversationMessage::Role::Error);
        QCOMPARE(e.content, QStringLiteral("column 'status' does not exist"));
        QCOMPARE(e.statement, QStringLiteral("SELECT status FROM users"));
        // CONV-09 and an explicit statement (the one the user ran from the editor).
        c.addQueryError("Database connection failed", QStringLiteral("SELECT 1"), at(3));
        QCOMPARE(c.messages().last().content, QStringLiteral("Database connection failed"));
        QCOMPARE(c.messages().last().statement, QStringLiteral("SELECT 1"));
        // A success adds nothing; only the activity time moves.
        c.noteQuerySucceeded(at(9));
        QCOMPARE(c.messages().size(), 3);
        QCOMPARE(c.lastActivity(), at(9));
        // No assistant statement yet: the error has none.
        Conversation fresh(kStart);
        fresh.addQueryError("boom");
        QVERIFY(fresh.messages().last().statement.isEmpty());
    }

    void autoRetry()
    {
        // CONV-18
        Conversation c;
        c.addUserMessage("Show users");
        QVERIFY(!c.shouldAutoRetry());
        c.addAssistantResponse("q", "SELECT 1");
        QVERIFY(!c.shouldAutoRetry());
        c.addQueryError("boom");
        QVERIFY(c.shouldAutoRetry());
        c.addUserMessage("Fix the error");
        QVERIFY(!c.shouldAutoRetry());
    }

    void pruning()
    {
        // CONV-19
        Conversation c;
        for (int i = 1; i <= 3; ++i)
            c.addUserMessage(QStringLiteral("Message %1").arg(i));
        c.prune(5);
        QCOMPARE(c.messages().size(), 3);
        // CONV-21
        for (int i = 4; i <= 15; ++i)
            c.addUserMessage(QStringLiteral("Message %1").arg(i));
        c.prune();
        QCOMPARE(c.messages().size(), 10);
        QCOMPARE(c.messages().first().content, QStringLiteral("Message 6"));
        QCOMPARE(c.messages().last().content, QStringLiteral("Message 15"));
        c.prune(0);
        QVERIFY(c.messages().isEmpty());
    }

    void tablesAnalyzed()
    {
        // CONV-22
        Conversation c;
        c.noteTablesAnalyzed({"users", "orders"});
        QCOMPARE(c.tablesAnalyzed(), (QStringList{"users", "orders"}));
        c.noteTablesAnalyzed({"orders", "items", ""});
        QCOMPARE(c.tablesAnalyzed(), (QStringList{"users", "orders", "items"}));
    }

    void requestMessages()
    {
        const ConversationMessages builder;
        // CONV-10: the system prompt travels in LlmRequest::system; nothing else to send.
        QVERIFY(builder.build(Conversation(), QString()).isEmpty());
        const AiPrompt prompt{QStringLiteral("You are a SQL generator"), {}, 0.1};
        const LlmRequest r = prompt.toRequest(builder.build(Conversation(), "Count users"));
        QCOMPARE(r.system, QStringLiteral("You are a SQL generator"));
        QCOMPARE(r.messages.size(), 1);
        QCOMPARE(r.messages.first().text, QStringLiteral("Count users"));

        // CONV-12 / CONV-15
        Conversation c;
        c.addAssistantResponse("Here's your query:", "SELECT * FROM users");
        QList<LlmMessage> m = builder.build(c, QString());
        QCOMPARE(roles(m), (QList<Role>{Role::User, Role::Assistant}));
        QVERIFY(m.at(1).text.contains("Here's your query:"));
        QVERIFY(m.at(1).text.contains("```sql\nSELECT * FROM users\n```"));
        QVERIFY(!m.at(1).text.contains("```variables"));

        // CONV-13
        Conversation e;
        e.addUserMessage("Show statuses");
        e.addAssistantResponse("Query:", "SELECT status FROM users");
        e.addQueryError("column 'status' does not exist");
        m = builder.build(e, QString());
        QCOMPARE(m.last().role, Role::User);
        QVERIFY(m.last().text.contains("previous query failed"));
        QVERIFY(m.last().text.contains("column 'status' does not exist"));
        QVERIFY(m.last().text.contains("SELECT status FROM users"));
        QVERIFY(m.last().text.contains("describe_table"));

        // CONV-16: the prompt is not repeated when the conversation already ends with it.
        Conversation f;
        f.addUserMessage("Show active users");
        f.addAssistantResponse("Here's your query:", "SELECT * FROM users WHERE status = 'active'");
        f.addQueryError("column 'status' does not exist");
        f.addUserMessage("Fix the error");
        m = builder.build(f, "Fix the error");
        QCOMPARE(roles(m), (QList<Role>{Role::User, Role::Assistant, Role::User, Role::User}));
        m = builder.build(f, "Now by country");
        QCOMPARE(m.size(), 5);
        QCOMPARE(m.last().text, QStringLiteral("Now by country"));

        // A question that ended in a refusal is kept with it; asked again, it goes again, so
        // the request ends with the user's turn.
        Conversation g;
        g.addUserMessage("weather tomorrow");
        g.addAssistantResponse("no weather data here", QString());
        m = builder.build(g, "weather tomorrow");
        QCOMPARE(roles(m), (QList<Role>{Role::User, Role::Assistant, Role::User}));
        QCOMPARE(m.at(1).text, QStringLiteral("no weather data here"));
        QCOMPARE(m.last().text, QStringLiteral("weather tomorrow"));
    }

    void variablesAndFences()
    {
        // CONV-24
        Conversation c;
        c.addUserMessage("q");
        c.addAssistantResponse("q", "{\"a\":1}");
        QList<LlmMessage> m = ConversationMessages("json").build(c, QString());
        QVERIFY(m.last().text.contains("```json\n{\"a\":1}\n```"));
        // Variables are echoed in their own block.
        c.addAssistantResponse("Filtered:", "SELECT * FROM t WHERE s = {{s}}",
                               QJsonArray{QJsonObject{{"name", "s"}, {"type", "text"}}});
        m = ConversationMessages().build(c, QString());
        QVERIFY(m.last().text.contains("```variables\n[{\"name\":\"s\",\"type\":\"text\"}]\n```"));
        // An error without a statement.
        c.addQueryError("connection reset", QString());
        m = ConversationMessages().build(c, QString());
        QVERIFY(m.last().text.startsWith("An error occurred"));
    }

    void replayedStatementOnce()
    {
        // The editor and the CLI keep the model's whole reply as the turn's text: replayed, it
        // carries its statement (and variables) once, not a second fenced copy.
        const QString statement = QStringLiteral("SELECT Name FROM Genre WHERE Name = {{g}}");
        const QString reply = QStringLiteral("Here it is:\n\n```sql\n") + statement +
                              QStringLiteral("\n```\n```variables\n[{\"name\": \"g\"}]\n```");
        Conversation c;
        c.addUserMessage("genres");
        c.addAssistantResponse(reply, statement, QJsonArray{QJsonObject{{"name", "g"}}});
        const QList<LlmMessage> m = ConversationMessages().build(c, "sorted");
        QCOMPARE(m.at(1).role, Role::Assistant);
        QCOMPARE(m.at(1).text.count(statement), 1);
        QCOMPARE(m.at(1).text.count("```variables"), 1);
        QCOMPARE(m.at(1).text, reply);
    }

    void editorContextAndAnalysis()
    {
        Conversation c;
        c.noteTablesAnalyzed({"public.track"});
        c.addUserMessage("Longest tracks");
        c.addAssistantResponse("Here:", "SELECT nme FROM track ORDER BY milliseconds DESC");
        c.addQueryError("column \"nme\" does not exist");
        SchemaNames schema;
        schema.tables = {"public.track"};
        schema.columns.insert("public.track", {"track_id", "name", "milliseconds"});
        const ErrorDetector detector(
            schema, {{QRegularExpression("column \"[^\"]+\" does not exist"), "ADAPTER HINT"}});
        const QList<LlmMessage> m =
            ConversationMessages("sql", detector)
                .build(c, "Fix the error",
                       {"SELECT * FROM track {{x}}", QJsonArray{QJsonObject{{"name", "x"}}}});
        QCOMPARE(roles(m),
                 (QList<Role>{Role::User, Role::User, Role::Assistant, Role::User, Role::User}));
        QVERIFY(m.first().text.contains("```sql\nSELECT * FROM track {{x}}\n```"));
        QVERIFY(m.first().text.contains("```variables"));
        const QString analysis = m.at(3).text;
        QVERIFY(analysis.contains("ADAPTER HINT"));
        QVERIFY(analysis.contains("Did you mean 'name'?"));
        QVERIFY(analysis.contains("describe_table('public.track')"));
        QVERIFY(analysis.indexOf("ADAPTER HINT") < analysis.indexOf("Did you mean"));
    }

    void pruningBeforeSending()
    {
        Conversation c;
        for (int i = 1; i <= 15; ++i)
            c.addUserMessage(QStringLiteral("Message %1").arg(i));
        QList<LlmMessage> m = ConversationMessages().build(c, QString());
        QCOMPARE(m.size(), 10);
        QCOMPARE(m.first().text, QStringLiteral("Message 6"));
        m = ConversationMessages("sql", {}, 3).build(c, "next");
        QCOMPARE(m.size(), 4);
        // The stored conversation keeps everything.
        QCOMPARE(c.messages().size(), 15);
    }

    void unknownRolesSkipped()
    {
        // §13.6 / §15.24: explanation, optimisation and service-error bubbles are not chat.
        const QByteArray json = R"({"format":"nelumbo-conversation","version":1,"messages":[
            {"role":"user","content":"Explain"},
            {"role":"explanation","content":"It counts rows."},
            {"role":"service_error","content":"rate limited"},
            {"role":"user","content":"Count users"}]})";
        const Result<Conversation> c = Conversation::fromJsonBytes(json);
        QVERIFY2(c.ok(), qPrintable(c.error().message));
        QCOMPARE(c->messages().at(1).role, ConversationMessage::Role::Other);
        const QList<LlmMessage> m = ConversationMessages().build(*c, "Count users");
        QCOMPARE(m.size(), 2);
        QCOMPARE(m.last().text, QStringLiteral("Count users"));
    }

    void jsonRoundTrip()
    {
        Conversation c(kStart);
        c.addUserMessage("Show active users", at(1));
        c.addAssistantResponse(
            "Here's your query:", "SELECT * FROM users WHERE status = {{s}}",
            QJsonArray{QJsonObject{{"name", "s"}, {"type", "text"}, {"list", false}}}, at(2));
        c.addQueryError("column \"status\" does not exist\n```", std::nullopt, at(3));
        c.addUserMessage("Fix the error ✓ — ünïcödé", at(4));
        c.noteTablesAnalyzed({"public.users"});

        const QByteArray bytes = c.toJsonBytes();
        const Result<Conversation> back = Conversation::fromJsonBytes(bytes);
        QVERIFY2(back.ok(), qPrintable(back.error().message));
        QCOMPARE(back->toJson(), c.toJson());
        QCOMPARE(back->messages().size(), 4);
        QCOMPARE(back->messages().at(1).variables, c.messages().at(1).variables);
        QCOMPARE(back->messages().at(2).statement, c.messages().at(2).statement);
        QCOMPARE(back->messages().at(3).timestamp, at(4));
        QCOMPARE(back->startedAt(), kStart);
        QCOMPARE(back->lastActivity(), at(4));
        QCOMPARE(back->generationCount(), 1);
        QCOMPARE(back->tablesAnalyzed(), QStringList{"public.users"});
        QVERIFY(back->shouldAutoRetry() == c.shouldAutoRetry());

        const QJsonObject o = c.toJson();
        QCOMPARE(o.value("format").toString(), QStringLiteral("nelumbo-conversation"));
        QCOMPARE(o.value("version").toInt(), 1);
        QCOMPARE(o.value("messages").toArray().at(2).toObject().value("role").toString(),
                 QStringLiteral("error"));
        QCOMPARE(o.value("started_at").toString(), QStringLiteral("2026-11-30T09:00:00.123Z"));
    }

    void unknownFieldsKept()
    {
        const QByteArray json = R"({"format":"nelumbo-conversation","version":1,
            "ui":{"scroll":3},"messages":[
            {"role":"user","content":"hi","timestamp":"2026-11-30T09:00:00.000Z","pinned":true},
            {"role":"optimization","content":"","suggestions":[{"type":"index"}]}]})";
        const Result<Conversation> c = Conversation::fromJsonBytes(json);
        QVERIFY2(c.ok(), qPrintable(c.error().message));
        const QJsonObject out = c->toJson();
        QCOMPARE(out.value("ui").toObject().value("scroll").toInt(), 3);
        const QJsonArray messages = out.value("messages").toArray();
        QCOMPARE(messages.at(0).toObject().value("pinned").toBool(), true);
        QCOMPARE(messages.at(1).toObject().value("role").toString(),
                 QStringLiteral("optimization"));
        QCOMPARE(messages.at(1).toObject().value("suggestions").toArray().size(), 1);
        // Missing optional fields are fine.
        QVERIFY(
            Conversation::fromJsonBytes(R"({"format":"nelumbo-conversation","version":1})").ok());
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << "offset";
        QTest::newRow("empty file") << QByteArray() << "offset";
        QTest::newRow("array") << QByteArray("[]") << "top level";
        QTest::newRow("other format") << QByteArray(R"({"format":"chat","version":1})") << "format";
        QTest::newRow("newer version")
            << QByteArray(R"({"format":"nelumbo-conversation","version":2})") << "newer version";
        QTest::newRow("version as text")
            << QByteArray(R"({"format":"nelumbo-conversation","version":"1"})") << "version";
        QTest::newRow("messages not a list")
            << QByteArray(R"({"format":"nelumbo-conversation","version":1,"messages":{}})")
            << "messages";
        QTest::newRow("message not an object")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"messages":[{"role":"user"},3]})")
            << "messages[1]";
        QTest::newRow("no role")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"messages":[{"content":"x"}]})")
            << "role";
        QTest::newRow("content not text")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"messages":[{"role":"user","content":5}]})")
            << "content";
        QTest::newRow("bad timestamp")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"messages":[{"role":"user","timestamp":"yesterday"}]})")
            << "timestamp";
        QTest::newRow("variables not a list")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"messages":[{"role":"assistant","variables":"x"}]})")
            << "variables";
        QTest::newRow("tables not names")
            << QByteArray(
                   R"({"format":"nelumbo-conversation","version":1,"source_context":{"tables_analyzed":[1]}})")
            << "tables_analyzed";
        QTest::newRow("negative count")
            << QByteArray(R"({"format":"nelumbo-conversation","version":1,"generation_count":-1})")
            << "generation_count";
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const Result<Conversation> c = Conversation::fromJsonBytes(json);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, QStringLiteral("invalid_conversation"));
        QVERIFY2(c.error().message.contains(mentions), qPrintable(c.error().message));
    }

    void files()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("chat.json");
        QCOMPARE(Conversation::load(path).error().code, QStringLiteral("not_found"));

        Conversation c(kStart);
        c.addUserMessage("Count users", at(1));
        c.addAssistantResponse("Here:", "SELECT COUNT(*) FROM users", {}, at(2));
        QVERIFY(c.save(path).ok());
        Result<Conversation> back = Conversation::load(path);
        QVERIFY(back.ok());
        QCOMPARE(back->toJson(), c.toJson());

        // A malformed file is reported with its path and left as it was.
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"nelumbo-conversation\", \"version\": 1, \"messages\": [");
        f.close();
        back = Conversation::load(path);
        QVERIFY(!back.ok());
        QCOMPARE(back.error().code, QStringLiteral("invalid_conversation"));
        QVERIFY(back.error().message.contains(path));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().endsWith("\"messages\": ["));
        f.close();

        // Cannot write: an error, not a silent loss.
        QCOMPARE(c.save(dir.filePath("missing/dir/chat.json")).error().code,
                 QStringLiteral("io_error"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestAiConversation)
#include "tst_aiconversation.moc"
