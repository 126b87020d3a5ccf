// The chat panel in the window, against the fake provider server and real Chinook (SQLite):
// streamed answers with their tool trace, tokens and cost; Stop; readable errors with Retry;
// Regenerate; fixes; conversations kept per source across windows; the keyboard; names for
// assistive technology.

#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestData.h"
#include "TestMain.h"
#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "ai/ConversationStore.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatMessageView.h"
#include "assistant/ChatPanel.h"
#include "assistant/ChatStatementCard.h"
#include "assistant/ChatTextView.h"
#include "assistant/ChatTraceView.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAbstractButton>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>
#include <memory>

using namespace nelumbo;

namespace {
const QString kStatement = QStringLiteral("SELECT t.Name FROM Track t WHERE t.GenreId = 1");

QJsonObject obj(std::initializer_list<QPair<QString, QJsonValue>> items)
{
    QJsonObject o;
    for (const auto& [k, v] : items)
        o.insert(k, v);
    return o;
}

QJsonObject toolTurn(const QString& tool, const QJsonObject& arguments)
{
    return obj(
        {{QStringLiteral("expect"), obj({{QStringLiteral("lastRole"), QStringLiteral("user")},
                                         {QStringLiteral("stream"), true}})},
         {QStringLiteral("reply"),
          obj({{QStringLiteral("toolCalls"),
                QJsonArray{obj(
                    {{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}})}},
               {QStringLiteral("usage"),
                obj({{QStringLiteral("prompt"), 900}, {QStringLiteral("completion"), 20}})}})}});
}

// A streamed answer in many pieces, eventDelayMs apart.
QJsonObject textTurn(const QString& text, int chunks, int eventDelayMs,
                     const QString& lastRole = QStringLiteral("tool"))
{
    QJsonObject turn = obj(
        {{QStringLiteral("expect"), obj({{QStringLiteral("lastRole"), lastRole}})},
         {QStringLiteral("reply"),
          obj({{QStringLiteral("text"), text},
               {QStringLiteral("chunks"), chunks},
               {QStringLiteral("usage"),
                obj({{QStringLiteral("prompt"), 1000}, {QStringLiteral("completion"), 200}})}})}});
    if (eventDelayMs > 0)
        turn.insert(QStringLiteral("fault"), obj({{QStringLiteral("eventDelayMs"), eventDelayMs}}));
    return turn;
}

QString answerWith(const QString& statement)
{
    return QStringLiteral("Rock is genre 1, so:\n\n```sql\n%1\n```\n\nIt lists **every** rock "
                          "track.")
        .arg(statement);
}
} // namespace

class TstChatPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_chinookUrl;
    QString m_otherUrl;
    fake::FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;

    ChatPanel* panel() const { return m_window->chatPanel(); }
    ChatSession* chat() const { return m_window->assistant()->chat(); }
    ChatInput* input() const { return panel()->input(); }

    void configure(const QString& model, const QString& baseUrl)
    {
        QSettings settings(Settings::filePath(), QSettings::IniFormat);
        settings.clear();
        settings.setValue(QStringLiteral("ai/enabled"), true);
        settings.setValue(QStringLiteral("ai/model"), model);
        settings.setValue(QStringLiteral("ai/base_url"), baseUrl);
        settings.setValue(QStringLiteral("ai/max_attempts"), 1);
        settings.setValue(QStringLiteral("ai/idle_timeout_ms"), 10000);
    }
    void configureOpenAi(const QString& model = QStringLiteral("gpt-4o"))
    {
        configure(QStringLiteral("openai:") + model,
                  m_server.baseUrl().toString() + QStringLiteral("/v1"));
    }

    bool script(const QJsonArray& turns)
    {
        m_server.clear();
        const QString error = m_server.loadScenario(obj({{QStringLiteral("turns"), turns}}));
        if (!error.isEmpty())
            qWarning("scenario: %s", qPrintable(error));
        return error.isEmpty();
    }

    // A window on url with the chat shown and the AI target resolved.
    bool openWindow(const QString& url)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->openSource(url);
        m_window->newTab(QStringLiteral("SELECT 42 AS marker_in_editor"));
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        m_window->activateWindow();
        if (!QTest::qWaitFor([this] { return !m_window->assistant()->isResolving(); }, 10000))
            return false;
        return m_window->assistant()->supports(AssistantController::Feature::Chat);
    }

    void ask(const QString& text)
    {
        input()->setFocus();
        QTest::keyClicks(input(), text);
        QTest::keyClick(input(), Qt::Key_Return);
    }

    bool waitIdle(int ms = 20000)
    {
        return QTest::qWaitFor([this] { return !chat()->isBusy(); }, ms);
    }

    QString unmet() const { return m_server.unmetExpectations().join(QLatin1Char('\n')); }

    ChatMessageView* lastOfKind(ChatMessageView::Kind kind) const
    {
        const QList<ChatMessageView*> all = panel()->messages();
        for (auto it = all.crbegin(); it != all.crend(); ++it)
            if ((*it)->kind() == kind)
                return *it;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        disconnectKeychainForTests();
        QVERIFY(m_dir.isValid());
        // Conversations and the demo copy go below a home of the test's own.
        qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("home"))));
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(m_dir.filePath(QStringLiteral("nelumbo.conf"))));
        qputenv("OPENAI_API_KEY", "test-key");
        qputenv("ANTHROPIC_API_KEY", "test-key");
        for (const char* name : {"OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "NELUMBO_AI_MODEL"})
            qunsetenv(name);
        registerBuiltinAdapters();
        for (const QString& name :
             {QStringLiteral("chinook.sqlite"), QStringLiteral("other.sqlite")}) {
            const QString path = m_dir.filePath(name);
            QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        }
        m_chinookUrl = SourceUrl::forFile(QStringLiteral("sqlite"),
                                          m_dir.filePath(QStringLiteral("chinook.sqlite")));
        m_otherUrl = SourceUrl::forFile(QStringLiteral("sqlite"),
                                        m_dir.filePath(QStringLiteral("other.sqlite")));
        QCOMPARE(m_server.listen(), QString());
        QVERIFY(ConversationStore().directory().startsWith(m_dir.path()));
    }

    void init()
    {
        QDir(ConversationStore().directory()).removeRecursively();
        m_server.clear();
        configureOpenAi();
    }

    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    void streamedAnswerWithTraceTokensAndCost()
    {
        QVERIFY(script({toolTurn(QStringLiteral("get_column_values"),
                                 obj({{QStringLiteral("table_name"), QStringLiteral("Genre")},
                                      {QStringLiteral("column_name"), QStringLiteral("Name")}})),
                        textTurn(answerWith(kStatement), 16, 60)}));
        QVERIFY(openWindow(m_chinookUrl));
        QSignalSpy applied(m_window->assistant(), &AssistantController::applyRequested);

        ask(QStringLiteral("all rock tracks"));
        QVERIFY(input()->toPlainText().isEmpty()); // it went into the conversation
        QVERIFY(chat()->isBusy());
        QVERIFY(!panel()->sendButton()->isEnabled());
        QVERIFY(panel()->stopButton()->isEnabled());
        ChatMessageView* user = lastOfKind(ChatMessageView::Kind::User);
        QVERIFY(user);
        QCOMPARE(user->text(), QStringLiteral("all rock tracks"));

        // The answer grows while it streams, before the request is finished.
        QSet<qsizetype> lengths;
        bool sawTool = false;
        while (chat()->isBusy()) {
            QTest::qWait(15); // kept: the sampling step of what the stream showed so far
            if (ChatMessageView* live = lastOfKind(ChatMessageView::Kind::Assistant)) {
                if (chat()->isBusy() && !live->text().isEmpty())
                    lengths.insert(live->text().size());
                sawTool = sawTool || live->trace()->count() > 0;
            }
        }
        QVERIFY2(lengths.size() >= 3, qPrintable(QString::number(lengths.size())));
        QVERIFY(sawTool); // the trace filled in while the answer was on its way
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));

        ChatMessageView* answer = lastOfKind(ChatMessageView::Kind::Assistant);
        QVERIFY(answer);
        // Markdown rendered, the statement shown apart with its buttons.
        QVERIFY2(answer->text().contains(QLatin1String("It lists every rock track.")),
                 qPrintable(answer->text()));
        QVERIFY(!answer->text().contains(QLatin1String("```")));
        QVERIFY(answer->statementCard());
        QCOMPARE(answer->statementCard()->statement(), kStatement);

        // Trace: the tool, its arguments and its real outcome.
        ChatTraceView* trace = answer->trace();
        QCOMPARE(trace->count(), 1);
        QVERIFY(trace->isVisible());
        QVERIFY(!trace->isExpanded());
        trace->toggle()->click();
        QVERIFY(trace->tree()->isVisible());
        const QTreeWidgetItem* row = trace->tree()->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("get_column_values"));
        QVERIFY(row->text(1).contains(QLatin1String("Genre")));
        QVERIFY2(row->toolTip(2).contains(QLatin1String("Rock")), qPrintable(row->toolTip(2)));
        QVERIFY(row->text(3).endsWith(QLatin1String(" ms")));

        // Tokens and cost of the answer (both rounds), and the session's total.
        const QString usage = answer->usageLabel()->text();
        const QLocale locale;
        const QString tokens =
            QStringLiteral("%1 tokens (%2 in, %3 out)")
                .arg(locale.toString(2120), locale.toString(1900), locale.toString(220));
        QVERIFY2(usage.contains(tokens), qPrintable(usage));
        // gpt-4o: 1,900 × $2.50 + 220 × $10.00 per million.
        QVERIFY2(usage.contains(QLatin1String("cost $0.006950")), qPrintable(usage));
        QVERIFY2(panel()->totalsLabel()->text().contains(QLatin1String("1 answer")),
                 qPrintable(panel()->totalsLabel()->text()));
        QVERIFY(panel()->totalsLabel()->text().contains(QLatin1String("$0.006950")));

        // The request carried the tab's query and the question.
        const QString first = QString::fromUtf8(m_server.requests().at(0).body);
        QVERIFY(first.contains(QLatin1String("marker_in_editor")));
        QVERIFY(first.contains(QLatin1String("all rock tracks")));

        // Insert / Replace / Copy.
        answer->statementCard()->copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), kStatement);
        answer->statementCard()->insertButton()->click();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.at(0).at(0).toString(), kStatement);
        QCOMPARE(applied.at(0).at(2).toBool(), false);
        answer->statementCard()->replaceButton()->click();
        QCOMPARE(applied.size(), 2);
        QCOMPARE(applied.at(1).at(2).toBool(), true);

        // Recorded in the source's conversation file.
        const Result<Conversation> saved =
            ConversationStore().load(SourceUrl::redact(m_chinookUrl));
        QVERIFY(saved);
        QCOMPARE(saved->messages().size(), 2);
        QCOMPARE(saved->messages().at(1).statement, kStatement);
        QVERIFY(saved->messages().at(1).extra.contains(QStringLiteral("trace")));
        QVERIFY(panel()->regenerateButton()->isEnabled());
    }

    void anthropicStreamsToo()
    {
        configure(QStringLiteral("anthropic:claude-sonnet-4-5"), m_server.baseUrl().toString());
        QJsonObject tool = toolTurn(QStringLiteral("describe_table"),
                                    obj({{QStringLiteral("table_name"), QStringLiteral("Track")}}));
        QJsonObject expect = tool.value(QStringLiteral("expect")).toObject();
        expect.insert(QStringLiteral("provider"), QStringLiteral("anthropic"));
        tool.insert(QStringLiteral("expect"), expect);
        QVERIFY(script({tool, textTurn(answerWith(kStatement), 12, 50)}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("rock tracks please"));
        QSet<qsizetype> lengths;
        while (chat()->isBusy()) {
            QTest::qWait(15); // kept: the sampling step of what the stream showed so far
            ChatMessageView* live = lastOfKind(ChatMessageView::Kind::Assistant);
            if (live && chat()->isBusy() && !live->text().isEmpty())
                lengths.insert(live->text().size());
        }
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        QVERIFY(lengths.size() >= 2);
        ChatMessageView* answer = lastOfKind(ChatMessageView::Kind::Assistant);
        QVERIFY(answer && answer->statementCard());
        QCOMPARE(answer->statementCard()->statement(), kStatement);
        QCOMPARE(answer->trace()->tree()->topLevelItem(0)->text(0),
                 QStringLiteral("describe_table"));
        QVERIFY(answer->usageLabel()->text().contains(QLatin1String("cost $")));
        QCOMPARE(m_server.requests().at(0).path, QStringLiteral("/v1/messages"));
    }

    void stopCancelsAtOnceAndGivesThePromptBack()
    {
        QVERIFY(script({textTurn(answerWith(kStatement), 30, 300, QStringLiteral("user"))}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("slow one"));
        QVERIFY(QTest::qWaitFor(
            [this] {
                ChatMessageView* live = lastOfKind(ChatMessageView::Kind::Assistant);
                return live && !live->text().isEmpty();
            },
            10000));
        ChatMessageView* live = lastOfKind(ChatMessageView::Kind::Assistant);
        QVERIFY(chat()->isBusy());
        QElapsedTimer clock;
        clock.start();
        input()->setFocus();
        QTest::keyClick(input(), Qt::Key_Escape);
        // At once: no waiting for the server.
        QVERIFY(!chat()->isBusy());
        qInfo("stopped after %lld ms", clock.elapsed());
        QVERIFY(clock.elapsed() < 1000); // the server's answer is seconds away
        QCOMPARE(input()->toPlainText(), QStringLiteral("slow one"));
        QVERIFY(panel()->sendButton()->isEnabled());
        QVERIFY(!panel()->stopButton()->isEnabled());
        QCOMPARE(live->statusText(), QStringLiteral("Stopped"));
        const QString shown = live->text();
        // Kept: an absence (more events would have come by now) has no signal to wait for.
        QTest::qWait(800);
        QCOMPARE(live->text(), shown);
        QVERIFY(!live->statementCard());
        // Sent again as it came back: the question is in the conversation once.
        QVERIFY(script({textTurn(answerWith(kStatement), 3, 0, QStringLiteral("user"))}));
        QTest::keyClick(input(), Qt::Key_Return);
        QVERIFY(waitIdle());
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        QCOMPARE(chat()->conversation().messages().size(), 2);
        QCOMPARE(chat()->conversation().messages().at(0).content, QStringLiteral("slow one"));
        QVERIFY(lastOfKind(ChatMessageView::Kind::Assistant)->statementCard());

        // Stop by button, with something new typed meanwhile: that stays.
        QVERIFY(script({textTurn(answerWith(kStatement), 30, 300, QStringLiteral("user"))}));
        input()->clear();
        ask(QStringLiteral("again"));
        QVERIFY(QTest::qWaitFor([this] { return !m_server.requests().isEmpty(); }, 10000));
        QTest::keyClicks(input(), QStringLiteral("next question"));
        panel()->stopButton()->click();
        QVERIFY(!chat()->isBusy());
        QCOMPARE(input()->toPlainText(), QStringLiteral("next question"));

        // Closing the window while an answer streams leaves nothing behind that could fire.
        QVERIFY(script({textTurn(answerWith(kStatement), 30, 100, QStringLiteral("user"))}));
        input()->clear();
        ask(QStringLiteral("and close"));
        QVERIFY(QTest::qWaitFor([this] { return !m_server.requests().isEmpty(); }, 10000));
        // Kept: lets the answer start streaming; it lasts seconds, so it is still busy.
        QTest::qWait(250);
        QVERIFY(chat()->isBusy());
        m_window.reset();
        // Kept: gives anything left behind the time to fire (and crash) before the test ends.
        QTest::qWait(500);
    }

    void errorsAreReadableWithRetry()
    {
        QVERIFY(script({obj({{QStringLiteral("fault"),
                              obj({{QStringLiteral("error"), QStringLiteral("rate_limit")}})}})}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("top artists"));
        QVERIFY(waitIdle());
        ChatMessageView* error = lastOfKind(ChatMessageView::Kind::Error);
        QVERIFY(error);
        QVERIFY(!lastOfKind(ChatMessageView::Kind::Assistant)); // nothing half-made is left
        const QString header = error->findChild<QLabel*>(QStringLiteral("messageHeader"))->text();
        QCOMPARE(header, QStringLiteral("The AI provider refused the request for now."));
        QVERIFY2(!error->text().isEmpty() && !error->text().contains(QLatin1Char('{')),
                 qPrintable(error->text()));
        QVERIFY(error->retryButton()->isEnabled());
        // The question is not lost: it is in the conversation, once.
        QCOMPARE(chat()->conversation().messages().size(), 1);
        QCOMPARE(chat()->conversation().messages().at(0).content, QStringLiteral("top artists"));

        // Retry sends it again and the answer comes.
        QVERIFY(script({textTurn(answerWith(kStatement), 3, 0, QStringLiteral("user"))}));
        error->retryButton()->click();
        QVERIFY(!error->retryButton()->isEnabled());
        QVERIFY(waitIdle());
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        ChatMessageView* answer = lastOfKind(ChatMessageView::Kind::Assistant);
        QVERIFY(answer && answer->statementCard());
        QCOMPARE(chat()->conversation().messages().size(), 2); // no second copy of the question
        const QJsonObject request = m_server.requests().at(0).json;
        const QJsonArray messages = request.value(QStringLiteral("messages")).toArray();
        int asked = 0;
        for (const QJsonValue& m : messages)
            asked += m.toObject().value(QStringLiteral("content")).toString() ==
                     QLatin1String("top artists");
        QCOMPARE(asked, 1);

        // A refusal: the model's reason, readable.
        QVERIFY(script({textTurn(QStringLiteral("UNABLE_TO_GENERATE: Chinook has no weather data."),
                                 2, 0, QStringLiteral("user"))}));
        ask(QStringLiteral("weather in Paris"));
        QVERIFY(waitIdle());
        ChatMessageView* refusal = lastOfKind(ChatMessageView::Kind::Error);
        QVERIFY(refusal && refusal != error);
        QCOMPARE(refusal->findChild<QLabel*>(QStringLiteral("messageHeader"))->text(),
                 QStringLiteral("The assistant could not write a statement for this request."));
        QVERIFY2(refusal->text().contains(QLatin1String("Chinook has no weather data.")),
                 qPrintable(refusal->text()));
        // The refused question stays in the conversation, with its refusal.
        const QList<ConversationMessage>& kept = chat()->conversation().messages();
        QCOMPARE(kept.size(), 4);
        QCOMPARE(kept.at(2).content, QStringLiteral("weather in Paris"));
        QCOMPARE(kept.at(3).role, ConversationMessage::Role::Assistant);
        QCOMPARE(kept.at(3).content, QStringLiteral("Chinook has no weather data."));
    }

    void regenerateAsksAgainAndUnknownPricesStayUnknown()
    {
        configureOpenAi(QStringLiteral("model-without-price"));
        QVERIFY(script({textTurn(answerWith(kStatement), 3, 0, QStringLiteral("user")),
                        textTurn(answerWith(kStatement + QStringLiteral(" LIMIT 5")), 3, 0,
                                 QStringLiteral("user"))}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("rock"));
        QVERIFY(waitIdle());
        QVERIFY(lastOfKind(ChatMessageView::Kind::Assistant)
                    ->usageLabel()
                    ->text()
                    .contains(QLatin1String("cost unknown")));
        QVERIFY(panel()->regenerateButton()->isEnabled());
        panel()->regenerateButton()->click();
        QVERIFY(waitIdle());
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        QCOMPARE(m_server.requests().size(), 2);
        const QJsonArray messages =
            m_server.requests().at(1).json.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.last().toObject().value(QStringLiteral("content")).toString(),
                 QStringLiteral("rock"));
        QCOMPARE(lastOfKind(ChatMessageView::Kind::Assistant)->statementCard()->statement(),
                 kStatement + QStringLiteral(" LIMIT 5"));
        const QString totals = panel()->totalsLabel()->text();
        QVERIFY2(totals.contains(QLatin1String("2 answers")), qPrintable(totals));
        QVERIFY2(totals.contains(QLatin1String("cost unknown")), qPrintable(totals));
        QVERIFY(!totals.contains(QLatin1String("$0")));
    }

    void fixErrorGoesThroughTheConversation()
    {
        const QString fixed = QStringLiteral("SELECT Name FROM Artist");
        QJsonObject turn =
            textTurn(QStringLiteral("```sql\n%1\n```").arg(fixed), 2, 0, QStringLiteral("user"));
        QJsonObject expect = turn.value(QStringLiteral("expect")).toObject();
        expect.insert(QStringLiteral("lastContentContains"), QStringLiteral("no such column: Nme"));
        turn.insert(QStringLiteral("expect"), expect);
        QVERIFY(script({turn}));
        QVERIFY(openWindow(m_chinookUrl));
        QSignalSpy applied(m_window->assistant(), &AssistantController::applyRequested);
        m_window->assistant()->fixError(QStringLiteral("SELECT Nme FROM Artist"),
                                        QStringLiteral("no such column: Nme"));
        ChatMessageView* failure = lastOfKind(ChatMessageView::Kind::QueryError);
        QVERIFY(failure);
        QCOMPARE(failure->text(), QStringLiteral("no such column: Nme"));
        QVERIFY(waitIdle());
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        // The model got the failure with the error detector's analysis.
        const QJsonArray sent =
            m_server.requests().at(0).json.value(QStringLiteral("messages")).toArray();
        const QString last = sent.last().toObject().value(QStringLiteral("content")).toString();
        QVERIFY2(last.contains(QLatin1String("The previous query failed")), qPrintable(last));
        QVERIFY(last.contains(QLatin1String("SELECT Nme FROM Artist")));
        QVERIFY(last.contains(QLatin1String("How to fix it:")));
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.at(0).at(0).toString(), fixed);
        QCOMPARE(applied.at(0).at(2).toBool(), true);
        const auto& messages = chat()->conversation().messages();
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages.at(0).role, ConversationMessage::Role::Error);
        QCOMPARE(messages.at(0).statement, QStringLiteral("SELECT Nme FROM Artist"));
        QCOMPARE(messages.at(1).statement, fixed);
    }

    void conversationsPersistPerSourceAndClear()
    {
        QVERIFY(script({textTurn(answerWith(kStatement), 3, 0, QStringLiteral("user"))}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("remember me"));
        QVERIFY(waitIdle());
        QCOMPARE(panel()->messages().size(), 2);
        m_window.reset();

        // A new window: the conversation of that source is back, with its details.
        QVERIFY(openWindow(m_chinookUrl));
        QCOMPARE(panel()->messages().size(), 2);
        QCOMPARE(panel()->messages().at(0)->text(), QStringLiteral("remember me"));
        ChatMessageView* answer = panel()->messages().at(1);
        QVERIFY(answer->statementCard());
        QCOMPARE(answer->statementCard()->statement(), kStatement);
        QVERIFY2(answer->usageLabel()->text().contains(QLatin1String("tokens")),
                 qPrintable(answer->usageLabel()->text()));

        // Another source has its own (empty) conversation; switching back restores it.
        m_window->openSource(m_otherUrl);
        QVERIFY(panel()->messages().isEmpty());
        QVERIFY(panel()
                    ->findChild<QLabel*>(QStringLiteral("chatSource"))
                    ->text()
                    .contains(QLatin1String("other.sqlite")));
        m_window->openSource(m_chinookUrl);
        QCOMPARE(panel()->messages().size(), 2);

        // A named source keeps its own conversation through a schema refresh (F5).
        m_window->openSource(m_otherUrl, QStringLiteral("shop"));
        QCOMPARE(chat()->sourceKey(), QStringLiteral("shop"));
        m_window->findChild<QAction*>(QStringLiteral("actionRefreshSchema"))->trigger();
        QCOMPARE(chat()->sourceKey(), QStringLiteral("shop"));
        m_window->openSource(m_chinookUrl);
        QCOMPARE(panel()->messages().size(), 2);

        // Clear empties it, on disk too.
        QVERIFY(panel()->clearAction()->isEnabled());
        panel()->findChild<QToolButton*>(QStringLiteral("clearChat"))->click();
        QVERIFY(panel()->messages().isEmpty());
        QVERIFY(!QFileInfo::exists(ConversationStore().pathFor(SourceUrl::redact(m_chinookUrl))));
        // It can be taken back, on disk too.
        QVERIFY(panel()->undoClearButton()->isVisibleTo(panel()));
        panel()->undoClearButton()->click();
        QCOMPARE(panel()->messages().size(), 2);
        QVERIFY(QFileInfo::exists(ConversationStore().pathFor(SourceUrl::redact(m_chinookUrl))));
        QVERIFY(!panel()->undoClearButton()->isVisibleTo(panel()));
        // Cleared for good: nothing to undo after the next source switch.
        panel()->findChild<QToolButton*>(QStringLiteral("clearChat"))->click();
        QVERIFY(panel()->messages().isEmpty());
        m_window->openSource(m_otherUrl);
        m_window->openSource(m_chinookUrl);
        QVERIFY(!chat()->canUndoClear());
        QVERIFY(panel()->messages().isEmpty());
        m_window.reset();
        QVERIFY(openWindow(m_chinookUrl));
        QVERIFY(panel()->messages().isEmpty());
    }

    void keyboard()
    {
        QVERIFY(openWindow(m_chinookUrl));
        input()->setFocus();
        QTest::keyClicks(input(), QStringLiteral("first line"));
        QTest::keyClick(input(), Qt::Key_Return, Qt::ShiftModifier);
        QTest::keyClicks(input(), QStringLiteral("second line"));
        QCOMPARE(input()->toPlainText(), QStringLiteral("first line\nsecond line"));
        QVERIFY(panel()->messages().isEmpty()); // nothing was sent
        QVERIFY(m_server.requests().isEmpty());

        // Alt+3 hides and shows the panel; shown, the input has the focus.
        auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("chatDock"));
        QAction* toggle = m_window->findChild<QAction*>(QStringLiteral("actionToggleChat"));
        QVERIFY(dock && toggle);
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::ALT | Qt::Key_3));
        QVERIFY(dock->isVisible());
        toggle->trigger();
        QVERIFY(!dock->isVisible());
        m_window->currentTab()->editor()->setFocus();
        toggle->trigger();
        QVERIFY(dock->isVisible());
        QTRY_VERIFY(input()->hasFocus());
        // Ask the Assistant (Ctrl+I) too.
        m_window->currentTab()->editor()->setFocus();
        QTRY_VERIFY(!input()->hasFocus());
        m_window->findChild<QAction*>(QStringLiteral("actionAskAssistant"))->trigger();
        QTRY_VERIFY(input()->hasFocus());
        QCOMPARE(input()->toPlainText(), QStringLiteral("first line\nsecond line"));
        // Esc with nothing running goes back to the editor; the text stays.
        QTest::keyClick(input(), Qt::Key_Escape);
        QTRY_VERIFY(m_window->currentTab()->editor()->hasFocus());
        QCOMPARE(input()->toPlainText(), QStringLiteral("first line\nsecond line"));
        // Hiding the panel from the keyboard leaves the editor focused too.
        panel()->focusInput();
        QTRY_VERIFY(input()->hasFocus());
        toggle->trigger();
        QVERIFY(!dock->isVisible());
        QTRY_VERIFY(m_window->currentTab()->editor()->hasFocus());
    }

    void accessibleNames()
    {
        QVERIFY(script({textTurn(answerWith(kStatement), 3, 0, QStringLiteral("user"))}));
        QVERIFY(openWindow(m_chinookUrl));
        ask(QStringLiteral("names"));
        QVERIFY(waitIdle());
        QVERIFY(!panel()->accessibleName().isEmpty());
        for (QWidget* w : panel()->findChildren<QWidget*>()) {
            const bool interactive = qobject_cast<QAbstractButton*>(w) ||
                                     qobject_cast<QPlainTextEdit*>(w) ||
                                     qobject_cast<QTextEdit*>(w) || qobject_cast<QTreeWidget*>(w);
            if (!interactive || !w->isVisibleTo(panel()))
                continue;
            const auto* button = qobject_cast<QAbstractButton*>(w);
            const QString name =
                w->accessibleName().isEmpty() && button ? button->text() : w->accessibleName();
            QVERIFY2(!name.isEmpty(), qPrintable(w->objectName() + QLatin1String(" ") +
                                                 QLatin1String(w->metaObject()->className())));
        }
        for (ChatMessageView* m : panel()->messages())
            QVERIFY(!m->accessibleName().isEmpty());
        QCOMPARE(input()->accessibleName(), QStringLiteral("Message to the assistant"));
    }

    void codeIsHighlighted()
    {
        const auto keywordAtStart = [](const QTextBlock& block) {
            for (const QTextLayout::FormatRange& r : block.layout()->formats())
                if (r.start == 0 && r.length >= 6 &&
                    r.format.hasProperty(QTextFormat::ForegroundBrush))
                    return true;
            return false;
        };
        ChatTextView prose(ChatTextView::Mode::Markdown);
        prose.setContent(
            QStringLiteral("Try this:\n\n```sql\nSELECT Name FROM Artist\n```\n\nDone."));
        QTextBlock code;
        for (QTextBlock b = prose.document()->begin(); b.isValid(); b = b.next())
            if (b.text().startsWith(QLatin1String("SELECT")))
                code = b;
        QVERIFY(code.isValid());
        QVERIFY(keywordAtStart(code));
        // Prose is left as it is.
        QVERIFY(prose.document()->firstBlock().layout()->formats().isEmpty());
        QVERIFY(prose.toPlainText().contains(QLatin1String("Try this:")));
        QVERIFY(!prose.toPlainText().contains(QLatin1String("```")));

        ChatTextView statement(ChatTextView::Mode::Code);
        statement.setContent(QStringLiteral("SELECT 1"));
        QVERIFY(keywordAtStart(statement.document()->firstBlock()));
    }

    void notConfiguredShowsTheWay()
    {
        QSettings(Settings::filePath(), QSettings::IniFormat).clear();
        m_window = std::make_unique<MainWindow>();
        m_window->openSource(m_chinookUrl);
        QVERIFY(QTest::qWaitFor([this] { return !m_window->assistant()->isResolving(); }, 10000));
        QVERIFY(panel()->hintLabel()->isVisibleTo(panel()));
        QVERIFY(panel()->hintLabel()->text().startsWith(QLatin1String("Set up AI in Settings")));
        QVERIFY(!panel()->sendButton()->isEnabled());
        QTest::keyClicks(input(), QStringLiteral("kept"));
        QTest::keyClick(input(), Qt::Key_Return);
        QCOMPARE(input()->toPlainText(), QStringLiteral("kept")); // nothing typed is lost
        QVERIFY(panel()->messages().isEmpty());
    }
};

NELUMBO_TEST_MAIN(TstChatPanel)

#include "tst_chatpanel.moc"
