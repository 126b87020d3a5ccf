// The proof that the engine serves a source that speaks no SQL and has no QtSql session: the
// document store of DocStoreAdapter, registered only in this executable, run through
// Connection (batches, cancel, read-only, visibility), its template compiler, and a
// generation through the fake provider server that must carry its words, not core's SQL.

#include "CoreTestMain.h"
#include "DocQueryLanguage.h"
#include "DocStoreAdapter.h"
#include "FakeLlmServer.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/AdapterTrust.h"
#include "ai/AiEngine.h"
#include "ai/ReplyExtractor.h"
#include "ai/TrustedAiContext.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "llm/LlmClient.h"
#include "llm/ProviderCatalog.h"
#include "visibility/VisibilityPolicy.h"
#include "visibility/VisibleCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

QList<QJsonObject> numbered(int count)
{
    QList<QJsonObject> docs;
    for (int i = 0; i < count; ++i)
        docs.append({{u"n"_s, i}, {u"parity"_s, i % 2 ? u"odd"_s : u"even"_s}});
    return docs;
}

// What a handle delivered once it stopped running.
struct Collected
{
    QStringList columns;
    QVariantList cells;
    int rows = 0;
    int batches = 0;
    bool finished = false;
    qint64 affected = -1;
    Error error;
};

void collect(QueryHandle* h, Collected& c)
{
    QObject::connect(h, &QueryHandle::columnsReady, h,
                     [&c](const QStringList& n) { c.columns = n; });
    QObject::connect(h, &QueryHandle::rowsReady, h, [&c](const RowBatch& rowBatch) {
        const QVariantList cells = rowBatch.toVariantList();
        const int n = rowBatch.rowCount();
        c.cells += cells;
        c.rows += n;
        ++c.batches;
    });
    QObject::connect(h, &QueryHandle::finished, h, [&c] { c.finished = true; });
    QObject::connect(h, &QueryHandle::failed, h, [&c](const Error& e) { c.error = e; });
}

// Text as it appears inside a JSON request body.
QString inJson(const QString& text)
{
    const QString array =
        QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact));
    return array.mid(2, array.size() - 4);
}

bool settled(QueryHandle* h)
{
    return QTest::qWaitFor([h] { return !h->isBusy(); }, 20000);
}

} // namespace

class TestDocStore : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<DocStore> m_store;
    QString m_url;

    std::unique_ptr<Connection> open()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(m_url);
        if (!opened.wait(10000))
            return {};
        return c;
    }

    // Runs a statement to its end.
    Collected run(Connection& c, const QString& statement, const QVariantList& params = {})
    {
        Collected out;
        QueryHandle* h = c.execute(statement, params);
        collect(h, out);
        if (!settled(h))
            out.error = {u"test_timeout"_s, {}};
        out.affected = h->rowsAffected();
        delete h;
        return out;
    }

    qint64 count(Connection& c, const QString& collection)
    {
        const Collected r = run(c, u"{\"count\":\"%1\"}"_s.arg(collection));
        return r.cells.isEmpty() ? -1 : r.cells.first().toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        AdapterRegistry::add(std::make_unique<DocStoreAdapter>());
        m_url = u"docstore://memory/library"_s;
        m_store = DocStore::named(u"library"_s);
        m_store->insert(u"books"_s, {{{u"title"_s, u"Dune"_s}, {u"year"_s, 1965}},
                                     {{u"title"_s, u"He said \"hi\""_s}, {u"year"_s, 1999}},
                                     {{u"title"_s, u"{{year}}"_s}, {u"year"_s, 2001}}});
        m_store->insert(u"secrets"_s, {{{u"code"_s, u"xyzzy"_s}}});
        m_store->insert(u"numbers"_s, numbered(2000));
        m_store->insert(u"big"_s, numbered(50000));
    }

    void init() { m_store->rowDelayUs = 0; }

    // The engine's statement path speaks the adapter's language and streams its session.
    void executesInBatches()
    {
        QVERIFY(AdapterRegistry::forScheme(u"docstore"_s));
        auto c = open();
        QVERIFY(c);
        QCOMPARE(c->adapter()->language().id(), u"docquery:json"_s);
        Collected got;
        QueryHandle* h =
            c->execute(u"{\"find\":\"numbers\",\"filter\":{\"parity\":\"odd\"}}"_s, 100);
        collect(h, got);
        QVERIFY(settled(h));
        QCOMPARE(h->state(), QueryHandle::State::Idle);
        QCOMPARE(got.columns, (QStringList{u"n"_s, u"parity"_s}));
        QCOMPARE(got.rows, 100);
        QVERIFY(h->hasMore());
        QCOMPARE(got.cells.at(0).toInt(), 1);
        QCOMPARE(got.cells.at(1).toString(), u"odd"_s);
        h->fetchMore(600);
        QVERIFY(QTest::qWaitFor([&] { return got.batches == 2; }, 10000));
        QCOMPARE(got.rows, 700);
        h->fetchMore(100000);
        QVERIFY(QTest::qWaitFor([&] { return got.finished; }, 10000));
        QCOMPARE(got.rows, 1000); // the odd half of 2000, in three batches
        QCOMPARE(got.batches, 3);
        QCOMPARE(got.cells.at(2 * 999).toInt(), 1999);
        QCOMPARE(h->state(), QueryHandle::State::Finished);
        QVERIFY(got.error.code.isEmpty());
        delete h;
        // A statement the store refuses comes back as its error.
        const Collected missing = run(*c, u"{\"find\":\"nothing\"}"_s);
        QCOMPARE(missing.error.code, u"query_failed"_s);
        QVERIFY(missing.error.message.contains(u"no collection named"_s));
    }

    // A large collection read slowly: cancel while a batch streams, and while the first runs.
    void cancelsMidStream()
    {
        auto c = open();
        QVERIFY(c);
        m_store->rowDelayUs = 200; // 50 000 rows: ten seconds unless cancelled
        Collected got;
        QueryHandle* h = c->execute(u"{\"find\":\"big\"}"_s, 50);
        collect(h, got);
        QVERIFY(settled(h));
        QCOMPARE(got.rows, 50);
        QVERIFY(h->hasMore());
        QElapsedTimer timer;
        timer.start();
        h->fetchMore(100000);
        QVERIFY(h->isBusy());
        // Kept: lets the slow read get going before the cancel (it lasts far longer).
        QTest::qWait(200);
        h->cancel();
        QVERIFY(settled(h));
        QVERIFY2(timer.elapsed() < 5000, "the cancel did not stop the read");
        QCOMPARE(h->state(), QueryHandle::State::Failed);
        QCOMPARE(got.error.code, u"cancelled"_s);
        QVERIFY(!got.finished);
        QVERIFY(got.rows < 50000);
        delete h;

        Collected first;
        timer.restart();
        QueryHandle* h2 = c->execute(u"{\"find\":\"big\"}"_s, 100000);
        collect(h2, first);
        // Kept: lets the slow read get going before the cancel (it lasts far longer).
        QTest::qWait(200);
        QVERIFY(h2->isBusy());
        h2->cancel();
        QVERIFY(settled(h2));
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(first.error.code, u"cancelled"_s);
        QCOMPARE(first.rows, 0);
        delete h2;
        // The session serves the next statement.
        m_store->rowDelayUs = 0;
        QCOMPARE(count(*c, u"big"_s), 50000);
    }

    // Read-only is the default: the worker asks this language, which reads find and count
    // and refuses insert, update and delete; with writes allowed they run.
    void readOnlyAsksTheAdaptersLanguage()
    {
        const QueryLanguage& language = DocStoreAdapter().language();
        QCOMPARE(language.classify(u"{\"find\":\"books\"}"), StatementAccess::ReadOnly);
        QCOMPARE(language.classify(u"{\"delete\":\"books\"}"), StatementAccess::Writes);
        QCOMPARE(language.classify(u"SELECT 1"), StatementAccess::Unknown);

        auto c = open();
        QVERIFY(c);
        QVERIFY(c->isReadOnly());
        const Collected read = run(*c, u"{\"find\":\"books\",\"filter\":{\"year\":1965}}"_s);
        QVERIFY2(read.finished, qPrintable(read.error.message));
        QCOMPARE(read.cells.value(0).toString(), u"Dune"_s);

        const qint64 before = count(*c, u"books"_s);
        QCOMPARE(before, 3);
        for (const QString& write :
             {u"{\"insert\":\"books\",\"doc\":{\"title\":\"Emma\",\"year\":1815}}"_s,
              u"{\"delete\":\"books\",\"filter\":{\"year\":1965}}"_s,
              u"{\"update\":\"books\",\"filter\":{},\"set\":{\"year\":0}}"_s}) {
            const Collected refused = run(*c, write);
            QVERIFY2(!refused.finished, qPrintable(write));
            QCOMPARE(refused.error.code, u"data_change"_s);
        }
        // SQL is not this source's language: not recognised, so not run.
        QCOMPARE(run(*c, u"SELECT * FROM books"_s).error.code, u"unknown_statement"_s);
        // Two statements (two lines) at once are refused as such.
        QCOMPARE(run(*c, u"{\"find\":\"books\"}\n{\"find\":\"books\"}"_s).error.code,
                 u"multiple_statements"_s);
        QCOMPARE(count(*c, u"books"_s), before);

        c->setReadOnly(false);
        const Collected insert =
            run(*c, u"{\"insert\":\"books\",\"doc\":{\"title\":\"Emma\",\"year\":1815}}"_s);
        QVERIFY2(insert.finished, qPrintable(insert.error.message));
        QCOMPARE(insert.affected, 1); // the session's count, whatever the language
        QCOMPARE(count(*c, u"books"_s), before + 1);
        const Collected remove = run(*c, u"{\"delete\":\"books\",\"filter\":{\"year\":1815}}"_s);
        QVERIFY2(remove.finished, qPrintable(remove.error.message));
        QCOMPARE(remove.affected, 1);
        QCOMPARE(count(*c, u"books"_s), before);
    }

    // Scripts split as this language says: one statement a line, `#` lines are comments.
    void scriptsSplitByItsLanguage()
    {
        const QueryLanguage& language = DocStoreAdapter().language();
        const QString script = u"# books\n{\"find\":\"books\"}\n\n  {\"count\":\"books\"}  \n"_s;
        const QList<StatementRange> all = language.split(script);
        QCOMPARE(all.size(), 2);
        QCOMPARE(script.mid(all.at(1).begin, all.at(1).length()), u"{\"count\":\"books\"}"_s);
        QCOMPARE(language.statementAt(script, script.indexOf(u"count"_s)), all.at(1));
        QVERIFY(language.isBlank(u"# nothing\n\n"_s));
    }

    // Templates compile with the store's language: values are bound as JSON values.
    void templatesCompileWithItsLanguage()
    {
        auto c = open();
        QVERIFY(c);
        const QueryLanguage& language = c->adapter()->language();
        const QString text =
            u"{\"find\":\"books\",\"filter\":{\"title\":{{title}}[[,\"year\":{{year}}]]}}"_s;
        QCOMPARE(language.variableNames(text), (QStringList{u"title"_s, u"year"_s}));

        // Without a year the optional part goes; a string with quotes stays one string.
        auto quoted = language.compileTemplate(text, {{u"title"_s, u"He said \"hi\""_s}});
        QVERIFY2(quoted, qPrintable(quoted.error().message));
        QCOMPARE(quoted->sql, u"{\"find\":\"books\",\"filter\":{\"title\":{\"$param\":0}}}"_s);
        QCOMPARE(quoted->params, (QVariantList{u"He said \"hi\""_s}));
        Collected r = run(*c, quoted->sql, quoted->params);
        QVERIFY2(r.finished, qPrintable(r.error.message));
        QCOMPARE(r.rows, 1);
        QCOMPARE(r.cells.at(1).toInt(), 1999);

        // With one, a number binds as a JSON number, and must match too.
        auto both = language.compileTemplate(text, {{u"title"_s, u"Dune"_s}, {u"year"_s, 1965}});
        QVERIFY(both);
        QCOMPARE(both->params.size(), 2);
        QCOMPARE(run(*c, both->sql, both->params).rows, 1);
        auto wrongYear =
            language.compileTemplate(text, {{u"title"_s, u"Dune"_s}, {u"year"_s, 1999}});
        QVERIFY(wrongYear);
        const Collected none = run(*c, wrongYear->sql, wrongYear->params);
        QVERIFY(none.finished);
        QCOMPARE(none.rows, 0);

        // `{{…}}` inside a JSON string is text; a definition's default fills a value.
        VariableDefinition year;
        year.name = u"year"_s;
        year.defaultValue = u"ignored"_s;
        auto literal = language.compileTemplate(
            u"{\"find\":\"books\",\"filter\":{\"title\":\"{{year}}\"}}"_s, {}, {year});
        QVERIFY(literal);
        QVERIFY(literal->params.isEmpty());
        QCOMPARE(run(*c, literal->sql).rows, 1);

        QCOMPARE(language.compileTemplate(text, {}).error().code, u"missing_variable"_s);
        QCOMPARE(
            language.checkPlaceholders(u"{\"find\":\"books\",\"limit\":{{ n }}}"_s).error().code,
            u"spaced_placeholder"_s);
        auto analysed = language.prepareForAnalysis(text);
        QVERIFY(analysed);
        QCOMPARE(*analysed, u"{\"find\":\"books\",\"filter\":{\"title\":null,\"year\":null}}"_s);
    }

    // Visibility rules hide a collection from listings and refuse statements reading it.
    void visibilityHidesCollections()
    {
        auto rules = VisibilityRules::fromLists({}, {}, {}, {u"secrets"_s}, {});
        QVERIFY(rules);
        const DocStoreAdapter adapter;
        const VisibilityPolicy policy(rules.value(), BuiltinHidden::forAdapter(adapter));
        QVERIFY(!policy.relationVisible(u"docs"_s, u"secrets"_s));
        QVERIFY(policy.relationVisible(u"docs"_s, u"books"_s));

        // The catalogue as the rules allow it, on a session of the adapter's own.
        auto session = adapter.openSession(SourceUrl::parse(m_url).value(), u"vis"_s);
        QVERIFY(session);
        const VisibleCatalog catalog(adapter, policy);
        auto tables = catalog.listTables(*session.value());
        QVERIFY(tables);
        QStringList names;
        for (const TableInfo& t : tables.value())
            names << t.name;
        QVERIFY(names.contains(u"books"_s));
        QVERIFY(!names.contains(u"secrets"_s));
        QCOMPARE(catalog.describeTable(*session.value(), u"docs"_s, u"secrets"_s).error().code,
                 u"table_not_found"_s);
        session.value()->close();

        auto c = open();
        QVERIFY(c);
        c->setVisibilityPolicy(policy);
        auto* listed = c->listTables();
        QSignalSpy done(listed, &AdapterRequest::finished);
        QVERIFY(done.wait(10000));
        QVERIFY(listed->result());
        for (const TableInfo& t : listed->result().value())
            QVERIFY(t.name != u"secrets"_s);

        const Collected visible = run(*c, u"{\"find\":\"books\",\"filter\":{\"year\":1965}}"_s);
        QVERIFY2(visible.finished, qPrintable(visible.error.message));
        for (const QString& s : {u"{\"find\":\"secrets\"}"_s, u"{\"count\":\"secrets\"}"_s}) {
            const Collected hidden = run(*c, s);
            QVERIFY(!hidden.finished);
            QCOMPARE(hidden.error.code, u"table_not_visible"_s);
            QVERIFY(hidden.error.message.contains(u"secrets"_s));
            QVERIFY(!hidden.cells.contains(u"xyzzy"_s));
        }
        // Its values too, bound as a parameter: the marker is analysed as null.
        const Collected bound =
            run(*c, u"{\"find\":\"secrets\",\"filter\":{\"code\":{\"$param\":0}}}"_s, {u"xyzzy"_s});
        QCOMPARE(bound.error.code, u"table_not_visible"_s);
    }

    // A generation for this source carries the adapter's fence label and notes in place of
    // core's, and no SQL at all; a write answer is sent back with the adapter's examples.
    void generationUsesItsWords()
    {
        auto c = open();
        QVERIFY(c);
        fake::FakeLlmServer server;
        QCOMPARE(server.listen(), QString());
        const QString write = u"{\"delete\":\"books\",\"filter\":{\"year\":1965}}"_s;
        const QString read = u"{\"find\":\"books\",\"filter\":{\"year\":1965},\"limit\":20}"_s;
        auto fenced = [](const QString& s) {
            return QJsonObject{{u"text"_s, u"```docjson\n"_s + s + u"\n```"_s}};
        };
        QCOMPARE(
            server.loadScenario(QJsonObject{
                {u"turns"_s,
                 QJsonArray{QJsonObject{{u"reply"_s, fenced(write)}},
                            QJsonObject{{u"expect"_s, QJsonObject{{u"lastContentContains"_s,
                                                                   u"only reads (find, count)"_s}}},
                                        {u"reply"_s, fenced(read)}}}}}),
            QString());

        LlmClient client;
        const AdapterTrust trust({u"docstore"_s}); // the store is not built in
        AiEngine ai(client, trust);
        LlmTarget target;
        target.provider = *ProviderCatalog::find(u"openai"_s);
        target.model = u"gpt-4o"_s;
        target.baseUrl = QUrl(server.baseUrl().toString() + u"/v1"_s);
        target.apiKey = u"test-key"_s;
        target.policy.maxAttempts = 1;
        ai.setTarget(target);

        std::optional<AgentResult> result;
        Error error;
        QObject context;
        connect(&ai, &AiEngine::generated, &context, [&](const AgentResult& r) { result = r; });
        connect(&ai, &AiEngine::failed, &context, [&](const Error& e) { error = e; });
        GenerationRequest request;
        request.prompt = u"the books of 1965"_s;
        ai.generate(AiSource(c.get()), request);
        QVERIFY(QTest::qWaitFor([&] { return result || !error.code.isEmpty(); }, 20000));
        QVERIFY2(result, qPrintable(error.code + u": "_s + error.message));
        QCOMPARE(result->statement, read);
        QVERIFY2(server.unmetExpectations().isEmpty(),
                 qPrintable(server.unmetExpectations().join(u'\n')));

        const auto requests = server.requests();
        QCOMPARE(requests.size(), 2);
        const QString first = QString::fromUtf8(requests.first().body);
        // The label the language declares, not its id's family ("docquery").
        QVERIFY(first.contains(u"```docjson"_s));
        QVERIFY(!first.contains(u"```docquery"_s));
        QVERIFY(!first.contains(u"```sql"_s));
        QVERIFY(first.contains(inJson(QLatin1String(DocStoreAdapter::kReadOnlyNote))));
        QVERIFY(first.contains(inJson(QLatin1String(DocStoreAdapter::kGenerationNote))));
        // Core's defaults are replaced, not appended to.
        QVERIFY(!first.contains(u"You can ONLY generate read-only queries"_s));
        QVERIFY(!first.contains(u"Prefer naming fields explicitly"_s));
        for (const auto& r : requests) {
            const QString body = QString::fromUtf8(r.body);
            // ("select" in lower case is a variable widget, not SQL.)
            QVERIFY2(!body.contains(u"SELECT"_s),
                     qPrintable(body.mid(body.indexOf(u"SELECT"_s) - 200, 400)));
            QVERIFY(!body.contains(u"```sql"_s));
        }
    }

    // Core asks the language, not SQL's words, whether a bare reply is a statement, and
    // takes the fence label the language declares.
    void bareRepliesAreJudgedByItsLanguage()
    {
        DocStoreAdapter adapter;
        const QueryLanguage& language = adapter.language();
        const QString find = u"{\"find\":\"books\",\"filter\":{\"year\":1965}}"_s;
        QVERIFY(ReplyExtractor::extract(find, language).looksLikeStatement);
        for (const QString& sql : {u"SELECT title FROM books WHERE year = 1965"_s,
                                   u"WITH b AS (SELECT 1) SELECT * FROM b"_s, u"[1, 2]"_s}) {
            const ExtractedReply r = ReplyExtractor::extract(sql, language);
            QCOMPARE(r.kind, ExtractedReply::Kind::Unfenced);
            QVERIFY2(!r.looksLikeStatement, qPrintable(sql));
        }
        for (const QStringList& trusted : {QStringList{u"docstore"_s}, QStringList()})
            QCOMPARE(TrustedAiContext::from(adapter, AdapterTrust(trusted)).fenceLabel(),
                     u"docjson"_s);

        // Through a generation: a bare SQL answer is the model's refusal, not a statement
        // to validate and send back for a fix.
        auto c = open();
        QVERIFY(c);
        fake::FakeLlmServer server;
        QCOMPARE(server.listen(), QString());
        const QString answer = u"SELECT title FROM books WHERE year = 1965"_s;
        QCOMPARE(server.loadScenario(QJsonObject{
                     {u"turns"_s,
                      QJsonArray{QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, answer}}}}}}}),
                 QString());
        LlmClient client;
        const AdapterTrust trust({u"docstore"_s});
        AiEngine ai(client, trust);
        LlmTarget target;
        target.provider = *ProviderCatalog::find(u"openai"_s);
        target.model = u"gpt-4o"_s;
        target.baseUrl = QUrl(server.baseUrl().toString() + u"/v1"_s);
        target.apiKey = u"test-key"_s;
        target.policy.maxAttempts = 1;
        ai.setTarget(target);
        bool generated = false;
        Error error;
        QObject context;
        connect(&ai, &AiEngine::generated, &context, [&](const AgentResult&) { generated = true; });
        connect(&ai, &AiEngine::failed, &context, [&](const Error& e) { error = e; });
        GenerationRequest request;
        request.prompt = u"the titles of 1965"_s;
        ai.generate(AiSource(c.get()), request);
        QVERIFY(QTest::qWaitFor([&] { return generated || !error.code.isEmpty(); }, 20000));
        QVERIFY(!generated);
        QCOMPARE(error.code, u"unable_to_generate"_s);
        QCOMPARE(error.message, answer);
        QCOMPARE(server.requests().size(), 1);
    }
};

NELUMBO_CORE_TEST_MAIN(TestDocStore)
#include "tst_docstore.moc"
