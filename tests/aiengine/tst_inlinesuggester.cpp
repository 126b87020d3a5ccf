// The AI inline suggestion's engine part against the fake provider server and real Chinook
// on SQLite: what the prompt holds (the statement at the cursor, the named tables with their
// columns, the adapter's notes; never a hidden table or a row value), how replies are cleaned,
// usage reported, gating, and requests aborted on the wire when cancelled or replaced.

#include "AiEngineFixture.h"
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "adapter/AdapterTrust.h"
#include "adapter/SourceUrl.h"
#include "ai/AiEngine.h"
#include "ai/InlineSuggester.h"
#include "ai/TrustedAiContext.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "llm/LlmClient.h"
#include "llm/ProviderCatalog.h"
#include "visibility/VisibilityPolicy.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TestInlineSuggester : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_url;
    std::unique_ptr<fake::FakeLlmServer> m_server;
    std::unique_ptr<LlmClient> m_client;
    AdapterTrust m_trust;

    std::unique_ptr<Connection> open(const QString& hiddenTable = {})
    {
        return nelumbo::testing::openSource(m_url, hiddenTable);
    }

    LlmTarget target() const
    {
        return nelumbo::testing::fakeOpenAiTarget(m_server->baseUrl(), 10000);
    }

    void script(const QJsonArray& turns)
    {
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
    }

    static QJsonObject reply(const QString& text, int prompt = 200, int completion = 12)
    {
        return QJsonObject{
            {u"reply"_s, QJsonObject{{u"text"_s, text},
                                     {u"usage"_s, QJsonObject{{u"prompt"_s, prompt},
                                                              {u"completion"_s, completion}}}}}};
    }

    static QJsonObject delayed(const QString& text, int ms)
    {
        QJsonObject turn = reply(text);
        turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, ms}});
        return turn;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        m_client = std::make_unique<LlmClient>();
    }

    void init()
    {
        m_server = std::make_unique<fake::FakeLlmServer>();
        QCOMPARE(m_server->listen(), QString());
    }

    void cleanReply_data()
    {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"oice"_s << u"SELECT * FROM Inv"_s << QString() << u"oice"_s;
        QTest::newRow("fenced") << u"```sql\nWHERE Total > 10\n```"_s << u"SELECT * FROM Invoice "_s
                                << QString() << u"WHERE Total > 10"_s;
        QTest::newRow("unclosed fence")
            << u"```sql\nWHERE Total > 10\n"_s << u"SELECT * FROM Invoice "_s << QString()
            << u"WHERE Total > 10"_s;
        QTest::newRow("whole statement echoed")
            << u"SELECT * FROM Invoice WHERE Total > 10"_s << u"SELECT * FROM Inv"_s << QString()
            << u"oice WHERE Total > 10"_s;
        QTest::newRow("echo in a fence, other case")
            << u"Here:\n```\nselect * from invoice i where i.Total > 1\n```\nDone."_s
            << u"SELECT * FROM Invoice i "_s << QString() << u"where i.Total > 1"_s;
        QTest::newRow("word written whole")
            << u"InvoiceDate"_s << u"SELECT i.Inv"_s << QString() << u"oiceDate"_s;
        QTest::newRow("leading space after space")
            << u"  LIMIT 5  "_s << u"SELECT * FROM Genre "_s << QString() << u"LIMIT 5"_s;
        QTest::newRow("keeps its leading space")
            << u" LIMIT 5"_s << u"SELECT * FROM Genre"_s << QString() << u" LIMIT 5"_s;
        QTest::newRow("what follows the cursor")
            << u"Name FROM Genre"_s << u"SELECT "_s << u" FROM Genre"_s << u"Name"_s;
        QTest::newRow("multi-line") << u"\nFROM Genre\nORDER BY Name"_s << u"SELECT Name"_s
                                    << QString() << u"\nFROM Genre\nORDER BY Name"_s;
        QTest::newRow("empty") << QString() << u"SELECT "_s << QString() << QString();
        QTest::newRow("blank") << u" \n "_s << u"SELECT "_s << QString() << QString();
        QTest::newRow("only what is written")
            << u"SELECT * FROM Genre"_s << u"SELECT * FROM Genre"_s << QString() << QString();
        QTest::newRow("refusal") << u"UNABLE_TO_GENERATE: no idea"_s << u"SELECT "_s << QString()
                                 << QString();
        QTest::newRow("two fences")
            << u"```\nA\n```\n```\nB\n```"_s << u"SELECT "_s << QString() << u"A"_s;
        QTest::newRow("stray fence") << u"x ``` y"_s << u"SELECT "_s << QString() << QString();
        QTest::newRow("cursor marker")
            << u"a<|cursor|>b"_s << u"SELECT "_s << QString() << QString();
    }
    void cleanReply()
    {
        QFETCH(QString, reply);
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, expected);
        QCOMPARE(InlineSuggester::clean(reply, before, after), expected);
    }

    void promptHoldsStatementTablesAndNotes()
    {
        auto c = open(u"Employee"_s);
        QVERIFY(c);
        script({reply(u"WHERE i.Total > 10"_s, 321, 7)});
        AiEngine engine(*m_client, m_trust);
        engine.setTarget(target());
        InlineSuggester suggester(engine, *m_client, m_trust);
        QSignalSpy suggested(&suggester, &InlineSuggester::suggested);
        QSignalSpy usage(&suggester, &InlineSuggester::usageReported);
        QSignalSpy failed(&suggester, &InlineSuggester::failed);
        const QString before = u"SELECT i.InvoiceId, c.LastName FROM Invoice i\nJOIN Customer c "
                               "ON c.CustomerId = i.CustomerId "_s;
        suggester.suggest({c.get(), {}}, before, u";"_s);
        QVERIFY(suggester.isBusy());
        QVERIFY2(suggested.wait(15000),
                 failed.isEmpty() ? "no suggestion"
                                  : qPrintable(failed.at(0).at(0).value<Error>().message));
        QVERIFY(!suggester.isBusy());
        QCOMPARE(suggested.at(0).at(0).value<SuggestedContinuation>().text,
                 u"WHERE i.Total > 10"_s);
        QCOMPARE(usage.size(), 1);
        QCOMPARE(usage.at(0).at(0).value<LlmUsage>().promptTokens, 321);
        QCOMPARE(usage.at(0).at(0).value<LlmUsage>().completionTokens, 7);

        QCOMPARE(m_server->requests().size(), 1);
        const fake::CapturedRequest sent = m_server->requests().at(0);
        const QString body = QString::fromUtf8(sent.body);
        const QJsonArray messages = sent.json.value(u"messages"_s).toArray();
        const QString system = messages.at(0).toObject().value(u"content"_s).toString();
        const QString user = messages.last().toObject().value(u"content"_s).toString();
        // The statement, with the cursor where it is.
        QVERIFY2(user.contains(before + u"<|cursor|>;"_s), qPrintable(user));
        // The tables it names (schema-qualified), with their columns; others by name only.
        QVERIFY2(user.contains(u".Invoice\":["_s), qPrintable(user));
        QVERIFY(user.contains(u"\"BillingCity\""_s));
        QVERIFY(user.contains(u".Customer\":["_s));
        QVERIFY(user.contains(u"\"SupportRepId\""_s));
        QVERIFY(user.contains(u".Genre\""_s));
        QVERIFY(!user.contains(u"\"GenreId\""_s));
        // The adapter's syntax notes.
        const TrustedAiContext ai = TrustedAiContext::from(*c->adapter(), m_trust);
        QVERIFY(!ai.syntaxNotes.isEmpty());
        QVERIFY(system.contains(ai.syntaxNotes));
        // Never the hidden table, never a row value, never tools.
        QVERIFY2(!body.contains(u"Employee"_s), qPrintable(body));
        QVERIFY(!body.contains(u"Stuttgart"_s)); // a BillingCity of Invoice
        QVERIFY(!body.contains(u"Rock"_s));      // a Genre name
        QVERIFY(!sent.json.contains(u"tools"_s));
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
    }

    void malformedReplySuggestsNothing()
    {
        auto c = open();
        QVERIFY(c);
        script({reply(u"I cannot help with that ``` really"_s)});
        AiEngine engine(*m_client, m_trust);
        engine.setTarget(target());
        InlineSuggester suggester(engine, *m_client, m_trust);
        QSignalSpy suggested(&suggester, &InlineSuggester::suggested);
        QSignalSpy usage(&suggester, &InlineSuggester::usageReported);
        suggester.suggest({c.get(), {}}, u"SELECT * FROM Genre "_s, {});
        // The reply still cost its tokens.
        QVERIFY(usage.wait(15000));
        QVERIFY(!suggester.isBusy());
        QCOMPARE(suggested.size(), 0);
    }

    void cancelAbortsTheRequest()
    {
        auto c = open();
        QVERIFY(c);
        script({delayed(u"LIMIT 5"_s, 8000)});
        AiEngine engine(*m_client, m_trust);
        engine.setTarget(target());
        InlineSuggester suggester(engine, *m_client, m_trust);
        QSignalSpy suggested(&suggester, &InlineSuggester::suggested);
        QSignalSpy failed(&suggester, &InlineSuggester::failed);
        QSignalSpy received(m_server.get(), &fake::FakeLlmServer::requestReceived);
        suggester.suggest({c.get(), {}}, u"SELECT * FROM Genre "_s, {});
        QVERIFY(received.wait(15000));
        suggester.cancel();
        QVERIFY(!suggester.isBusy());
        // The server sees the connection closed before it answered.
        QTRY_VERIFY_WITH_TIMEOUT(m_server->requests().at(0).clientClosed, 5000);
        QCOMPARE(suggested.size(), 0);
        QCOMPARE(failed.size(), 0);
    }

    void newRequestReplacesTheOneInFlight()
    {
        auto c = open();
        QVERIFY(c);
        script({delayed(u"LIMIT 5"_s, 8000), reply(u"ORDER BY Name"_s)});
        AiEngine engine(*m_client, m_trust);
        engine.setTarget(target());
        InlineSuggester suggester(engine, *m_client, m_trust);
        QSignalSpy suggested(&suggester, &InlineSuggester::suggested);
        QSignalSpy received(m_server.get(), &fake::FakeLlmServer::requestReceived);
        suggester.suggest({c.get(), {}}, u"SELECT * FROM Genre "_s, {});
        QVERIFY(received.wait(15000));
        suggester.suggest({c.get(), {}}, u"SELECT Name FROM Genre "_s, {});
        QVERIFY(suggested.wait(15000));
        QCOMPARE(suggested.size(), 1);
        QCOMPARE(suggested.at(0).at(0).value<SuggestedContinuation>().text, u"ORDER BY Name"_s);
        QTRY_VERIFY_WITH_TIMEOUT(m_server->requests().at(0).clientClosed, 5000);
        QCOMPARE(m_server->requests().size(), 2);
        QVERIFY(!m_server->requests().at(1).clientClosed);
    }

    void gatedLikeGeneration()
    {
        auto c = open();
        QVERIFY(c);
        AiEngine engine(*m_client, m_trust);
        InlineSuggester suggester(engine, *m_client, m_trust);
        // No provider configured.
        QCOMPARE(suggester.check({c.get(), {}}).error().code, QString(ErrorCode::NotConfigured));
        engine.setTarget(target());
        QVERIFY(suggester.check({c.get(), {}}).ok());
        // AI turned off for the source: nothing is sent.
        SourceDefinition off;
        off.name = u"private"_s;
        off.aiPolicy = AiPolicy::Disabled;
        QSignalSpy failed(&suggester, &InlineSuggester::failed);
        suggester.suggest({c.get(), off}, u"SELECT "_s, {});
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.at(0).at(0).value<Error>().code,
                 QString(ErrorCode::AiNotSupportedForSource));
        QVERIFY(!suggester.isBusy());
        QCOMPARE(m_server->requests().size(), 0);
    }
};

NELUMBO_CORE_TEST_MAIN(TestInlineSuggester)
#include "tst_inlinesuggester.moc"
