// Prompts stay English whatever the UI language: with a translator that marks every text it
// translates, the prompts and every request the engine sends are unchanged, the user's own
// words go through verbatim, and the errors shown to people do carry the translation.

#include "AiEngineFixture.h"
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "adapter/AdapterTrust.h"
#include "adapter/SourceUrl.h"
#include "ai/AiEngine.h"
#include "ai/ConversationMessages.h"
#include "ai/PromptBuilder.h"
#include "ai/TrustedAiContext.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "llm/LlmClient.h"
#include "llm/LlmWireFormat.h"
#include "llm/ProviderCatalog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

const QString kMarker = u"⟦de⟧"_s;
const QString kQuestion = u"Welche Künstler haben die meisten Alben?"_s;

// Translates every text of every context, so any tr()'d text shows whatever the coverage.
class MarkerTranslator : public QTranslator
{
public:
    QString translate(const char*, const char* sourceText, const char*, int) const override
    {
        return kMarker + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

// Installs the marker translator for one scope.
class Marked
{
public:
    Marked() { QCoreApplication::installTranslator(&m_translator); }
    ~Marked() { QCoreApplication::removeTranslator(&m_translator); }

private:
    MarkerTranslator m_translator;
};

QJsonObject fenced(const QString& statement)
{
    return QJsonObject{{u"text"_s, u"```sql\n"_s + statement + u"\n```"_s}};
}

QJsonObject toolCall(const QString& name, const QJsonObject& arguments)
{
    return QJsonObject{
        {u"toolCalls"_s, QJsonArray{QJsonObject{{u"name"_s, name}, {u"arguments"_s, arguments}}}}};
}

} // namespace

class TestPromptLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sqliteUrl;
    std::unique_ptr<fake::FakeLlmServer> m_server;
    std::unique_ptr<LlmClient> m_client;
    AdapterTrust m_trust;

    std::unique_ptr<Connection> openEngine(const QString& engine)
    {
        const QString url =
            engine == "sqlite"_L1
                ? m_sqliteUrl
                : qEnvironmentVariable(engine == "postgres"_L1 ? "NELUMBO_TEST_PG_URL"
                                                               : "NELUMBO_TEST_MY_URL");
        if (url.isEmpty())
            return {};
        return nelumbo::testing::openSource(url);
    }

    LlmTarget target() const
    {
        return nelumbo::testing::fakeOpenAiTarget(m_server->baseUrl(), 5000);
    }

    void script(const QJsonArray& turns)
    {
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
    }

    QStringList bodies() const
    {
        QStringList out;
        for (const auto& r : m_server->requests())
            out.append(QString::fromUtf8(r.body));
        return out;
    }

    void verifyNoMarkerSent()
    {
        const QStringList sent = bodies();
        QVERIFY(!sent.isEmpty());
        for (qsizetype i = 0; i < sent.size(); ++i)
            QVERIFY2(
                !sent.at(i).contains(kMarker),
                qPrintable(u"request %1 carries translated text:\n%2"_s.arg(i).arg(sent.at(i))));
    }

    // Everything one generation request would send, as the provider receives it.
    QByteArray generationBody(const Connection& c, const QList<TableInfo>& tables)
    {
        const TrustedAiContext ai = TrustedAiContext::from(*c.adapter(), m_trust);
        const AiPrompt prompt = PromptBuilder::generation(ai, tables, true, {});
        Conversation conversation;
        conversation.addUserMessage(u"Alben pro Künstler"_s);
        conversation.addAssistantResponse(u"Here it is."_s, u"SELECT Nam FROM Artist"_s);
        conversation.addQueryError(u"no such column: Nam"_s);
        SchemaNames names;
        for (const TableInfo& t : tables) {
            names.tables << t.name;
            for (const ColumnInfo& col : t.columns)
                names.columns[t.name] << col.name;
        }
        const QList<LlmMessage> messages =
            ConversationMessages(ai.fenceLabel(), ErrorDetector(names, ai.errorPatterns))
                .build(conversation, kQuestion,
                       {u"SELECT * FROM Album WHERE Title = {{title}}"_s,
                        QJsonArray{QJsonObject{{u"name"_s, u"title"_s}, {u"type"_s, u"text"_s}}}});
        const auto format = LlmWireFormat::create(WireProtocol::OpenAiChat);
        QByteArray out =
            QJsonDocument(format->chatBody(target(), prompt.toRequest(messages), false))
                .toJson(QJsonDocument::Compact);
        const AiPrompt explain = PromptBuilder::explanation(c.adapter()->displayName());
        out += QJsonDocument(explain.toJson()).toJson(QJsonDocument::Compact);
        out +=
            PromptBuilder::explanationRequest(u"SELECT * FROM Album"_s, ai.fenceLabel()).toUtf8();
        out += PromptBuilder::fragmentRequest(u"WHERE Title LIKE 'A%'"_s,
                                              u"SELECT * FROM Album WHERE Title LIKE 'A%'"_s,
                                              ai.fenceLabel())
                   .toUtf8();
        out += QJsonDocument(PromptBuilder::optimization(ai).toJson()).toJson();
        out += PromptBuilder::optimizationRequest(u"SELECT * FROM Track"_s, u"SCAN Track"_s,
                                                  ai.fenceLabel())
                   .toUtf8();
        return out;
    }

    template <typename Signal, typename Result>
    bool wait(AiEngine& ai, Signal signal, std::optional<Result>& result, Error& error)
    {
        connect(&ai, signal, this, [&result](const Result& r) { result = r; });
        connect(&ai, &AiEngine::failed, this, [&error](const Error& e) { error = e; });
        return QTest::qWaitFor([&] { return result || !error.code.isEmpty(); }, 20000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        m_sqliteUrl = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        m_client = std::make_unique<LlmClient>();
    }

    void init()
    {
        m_server = std::make_unique<fake::FakeLlmServer>();
        QCOMPARE(m_server->listen(), QString());
    }

    void engines_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("sqlite") << u"sqlite"_s;
        QTest::newRow("postgres") << u"postgres"_s;
        QTest::newRow("mysql") << u"mysql"_s;
    }

    // (a) The prompts of every task are byte for byte the same under a translated UI.
    void promptsAreTheSameTranslated()
    {
        auto c = openEngine(u"sqlite"_s);
        QVERIFY(c);
        auto* reply = c->listTables();
        QSignalSpy done(reply, &AdapterRequest::finished);
        QVERIFY(done.wait(10000));
        QVERIFY(reply->result());
        const QList<TableInfo> tables = reply->result().value();
        QVERIFY(tables.size() > 5);
        const QByteArray english = generationBody(*c, tables);
        QVERIFY(english.contains(kQuestion.toUtf8()));
        QByteArray translated;
        {
            Marked marked;
            QVERIFY(QCoreApplication::translate("nelumbo::SourceUrl", "x").startsWith(kMarker));
            translated = generationBody(*c, tables);
        }
        QCOMPARE(QString::fromUtf8(translated), QString::fromUtf8(english));
        // The model is told to answer in the user's language, in English.
        QVERIFY(english.contains("in the language of the user's question"));
        delete reply;
    }

    // (b) A generation through tools, a tool error, a validation retry and a read-only
    // resend, then an explanation and an optimisation: nothing translated is ever sent.
    void requestsStayEnglish_data() { engines_data(); }
    void requestsStayEnglish()
    {
        QFETCH(QString, engine);
        auto c = openEngine(engine);
        if (!c)
            QSKIP("no test server for this engine in the environment");
        const bool pg = engine == "postgres"_L1;
        const QString artist = pg ? u"artist"_s : u"Artist"_s;
        const QString name = pg ? u"name"_s : u"Name"_s;
        const QString good = u"SELECT %1 FROM %2"_s.arg(name, artist);
        Marked marked;
        script(
            {QJsonObject{{u"expect"_s, QJsonObject{{u"bodyContains"_s, kQuestion}}},
                         {u"reply"_s, toolCall(u"list_tables"_s, {})}},
             QJsonObject{{u"reply"_s, toolCall(u"describe_table"_s, {{u"table_name"_s, artist}})}},
             QJsonObject{{u"reply"_s,
                          toolCall(u"describe_table"_s, {{u"table_name"_s, u"no_such_table"_s}})}},
             QJsonObject{
                 {u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"There is no table"_s}}},
                 {u"reply"_s, toolCall(u"no_such_tool"_s, {})}},
             QJsonObject{{u"reply"_s, fenced(u"SELECT no_such_column FROM %1"_s.arg(artist))}},
             QJsonObject{
                 {u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"fails validation"_s}}},
                 {u"reply"_s, fenced(u"DELETE FROM %1"_s.arg(artist))}},
             QJsonObject{{u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"read-only"_s}}},
                         {u"reply"_s, fenced(good)}}});
        AiEngine ai(*m_client, m_trust);
        ai.setTarget(target());
        ai.setMaxRounds(10);
        {
            std::optional<AgentResult> result;
            Error error;
            GenerationRequest request;
            request.prompt = kQuestion;
            ai.generate({c.get(), {}}, request);
            QVERIFY(wait(ai, &AiEngine::generated, result, error));
            QVERIFY2(result, qPrintable(error.code + u": "_s + error.message));
            QCOMPARE(result->statement, good);
            QCOMPARE(result->rounds, 7);
            QVERIFY(result->trace.at(2).isError);
            QVERIFY(result->trace.at(3).isError);
        }
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
        verifyNoMarkerSent();
        // The user's question goes through as they wrote it.
        QVERIFY(bodies().at(0).contains(kQuestion));

        init();
        ai.setTarget(target());
        script({QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, u"Lists the names."_s}}}}});
        {
            std::optional<AgentResult> result;
            Error error;
            ai.explain({c.get(), {}}, good, {});
            QVERIFY(wait(ai, &AiEngine::explained, result, error));
            QVERIFY2(result, qPrintable(error.code + u": "_s + error.message));
        }
        verifyNoMarkerSent();

        init();
        ai.setTarget(target());
        script({QJsonObject{
            {u"reply"_s,
             QJsonObject{{u"text"_s, u"[{\"type\": \"rewrite\", \"impact\": \"low\", \"title\": "
                                     "\"Fewer columns\", \"suggestion\": \"Select only the "
                                     "name.\"}]"_s}}}}});
        {
            std::optional<OptimizationResult> result;
            Error error;
            ai.optimize({c.get(), {}}, u"SELECT * FROM %1 WHERE %2 = 'AC/DC'"_s.arg(artist, name));
            QVERIFY(wait(ai, &AiEngine::optimized, result, error));
            QVERIFY2(result, qPrintable(error.code + u": "_s + error.message));
            QCOMPARE(result->suggestions.size(), 1);
        }
        verifyNoMarkerSent();
    }

    // (c) What people read is translated: engine errors and provider failures.
    void userErrorsAreTranslated()
    {
        Marked marked;
        const Result<SourceUrl> url = SourceUrl::parse(u"postgres://host:/db"_s);
        QVERIFY(!url);
        QVERIFY2(url.error().message.startsWith(kMarker), qPrintable(url.error().message));
        const LlmError limited = LlmWireFormat::classify(429, {}, u"OpenAI"_s);
        QVERIFY2(limited.message.startsWith(kMarker), qPrintable(limited.message));

        // A tool error is both: the model reads English, people read the translation.
        auto c = openEngine(u"sqlite"_s);
        QVERIFY(c);
        auto* reply = c->describeTable({}, u"no_such_table"_s);
        QSignalSpy done(reply, &AdapterRequest::finished);
        QVERIFY(done.wait(10000));
        const Error error = reply->result().error();
        QVERIFY2(error.message.startsWith(kMarker), qPrintable(error.message));
        QVERIFY2(error.forModel().startsWith(u"There is no table"_s), qPrintable(error.forModel()));
        delete reply;
        const Error refused =
            c->adapter()->language().checkReadOnly(u"DELETE FROM Genre"_s).toError();
        QVERIFY2(refused.message.startsWith(kMarker), qPrintable(refused.message));
        QCOMPARE(refused.forModel(), u"Refused: DELETE changes data (read-only mode)"_s);
    }
};

NELUMBO_CORE_TEST_MAIN(TestPromptLanguage)
#include "tst_promptlanguage.moc"
