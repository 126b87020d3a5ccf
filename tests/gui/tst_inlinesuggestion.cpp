// The AI inline suggestion in the window, against the fake provider server on the demo
// Chinook: after a pause in typing the grey text shows, Tab accepts it as one undo step,
// typing dismisses it, typing again aborts the request in flight (the server sees the client
// go away), the toolbar toggle turns it off, its tokens join the session's totals, and a
// source with AI turned off disables it with the reason.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "ai/ChatSession.h"
#include "ai/InlineSuggester.h"
#include "assistant/AssistantController.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/GhostText.h"
#include "editor/InlineSuggestion.h"
#include "editor/QueryEditor.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolBar>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstInlineSuggestion : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_chinookUrl;
    fake::FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;

    QueryEditor* editor() const { return m_window->currentTab()->editor(); }
    InlineSuggestion* ghost() const { return editor()->inlineSuggestion(); }
    QAction* toggle() const { return m_window->assistant()->inlineSuggestionAction(); }

    void script(const QJsonArray& turns)
    {
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
    }

    static QJsonObject reply(const QString& text, int delayMs = 0)
    {
        QJsonObject turn{
            {u"reply"_s,
             QJsonObject{{u"text"_s, text},
                         {u"usage"_s, QJsonObject{{u"prompt"_s, 400}, {u"completion"_s, 9}}}}}};
        if (delayMs > 0)
            turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, delayMs}});
        return turn;
    }

    void type(const QString& text)
    {
        testing::setQuery(m_window->currentTab(), QString());
        QTest::keyClicks(editor(), text);
    }

    bool openWindow(const QString& sourceName = {})
    {
        m_window = std::make_unique<MainWindow>();
        m_window->openSource(m_chinookUrl, sourceName);
        if (!m_window->currentTab())
            m_window->newTab();
        m_window->show();
        m_window->activateWindow();
        return QTest::qWaitForWindowActive(m_window.get()) && testing::waitReady(*m_window);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::isolateForAssistant(m_dir));
        registerBuiltinAdapters();
        QCOMPARE(m_server.listen(), QString());
        testing::useFakeOpenAi(m_server);
        m_chinookUrl = testing::chinookCopy(m_dir);
        QVERIFY(!m_chinookUrl.isEmpty());
        QSettings settings(Settings::filePath(), QSettings::IniFormat);
        // The completion list would take Tab; its own suite covers it.
        settings.setValue(QLatin1String(SettingsKey::EditorAutoCompletion.name), false);
        settings.setValue(u"source.locked/url"_s, m_chinookUrl);
        settings.setValue(u"source.locked/ai"_s, u"disabled"_s);
    }

    void init()
    {
        m_server.clear();
        QVERIFY(openWindow());
        toggle()->setChecked(true);
        QVERIFY(ghost()->isActive());
    }

    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    void offByDefaultWithAToolbarToggle()
    {
        QCOMPARE(SettingsKey::AiInlineSuggestions.defaultValue().toBool(), false);
        QVERIFY(toggle()->isCheckable());
        QVERIFY(toggle()->isEnabled());
        bool onToolBar = false;
        for (QToolBar* bar : m_window->findChildren<QToolBar*>())
            onToolBar = onToolBar || bar->actions().contains(toggle());
        QVERIFY(onToolBar);
        // The toggle is the setting.
        QVERIFY(Settings::value(*Settings::open(), SettingsKey::AiInlineSuggestions).toBool());
    }

    void ghostTextShownAndTabAccepts()
    {
        script({reply(u"WHERE Total > 10"_s)});
        type(u"SELECT * FROM Invoice "_s);
        QTRY_VERIFY_WITH_TIMEOUT(ghost()->isShown(), 15000);
        QCOMPARE(ghost()->text(), u"WHERE Total > 10"_s);
        QVERIFY(ghost()->ghost()->isVisible());
        // Not in the document until accepted.
        QCOMPARE(editor()->text(), u"SELECT * FROM Invoice "_s);
        const QString sent = QString::fromUtf8(m_server.requests().at(0).body);
        QVERIFY(sent.contains(u"SELECT * FROM Invoice <|cursor|>"_s));
        QVERIFY(sent.contains(u"BillingCity"_s));

        QTest::keyClick(editor(), Qt::Key_Tab);
        QCOMPARE(editor()->text(), u"SELECT * FROM Invoice WHERE Total > 10"_s);
        QCOMPARE(editor()->cursorCharOffset(), editor()->text().size());
        QVERIFY(!ghost()->isShown());
        QVERIFY(!ghost()->ghost()->isVisible());
        // One undo step takes it out again.
        editor()->undo();
        QCOMPARE(editor()->text(), u"SELECT * FROM Invoice "_s);
    }

    void typingDismisses()
    {
        script({reply(u"ORDER BY Name"_s)});
        type(u"SELECT Name FROM Genre "_s);
        QTRY_VERIFY_WITH_TIMEOUT(ghost()->isShown(), 15000);
        QTest::keyClick(editor(), Qt::Key_L);
        QVERIFY(!ghost()->isShown());
        QCOMPARE(editor()->text(), u"SELECT Name FROM Genre l"_s);
        // A cursor move dismisses too.
        script({reply(u"imit 5"_s)});
        QTRY_VERIFY_WITH_TIMEOUT(ghost()->isShown(), 15000);
        QTest::keyClick(editor(), Qt::Key_Left);
        QVERIFY(!ghost()->isShown());
        QCOMPARE(editor()->text(), u"SELECT Name FROM Genre l"_s);
    }

    void requestCancelledWhenTypingResumes()
    {
        script({reply(u"LIMIT 5"_s, 8000), reply(u"IMIT 3"_s)});
        QSignalSpy received(&m_server, &fake::FakeLlmServer::requestReceived);
        type(u"SELECT * FROM Genre "_s);
        QVERIFY(received.wait(15000));
        QVERIFY(ghost()->isPending());
        QVERIFY(m_window->assistant()->suggester()->isBusy());
        QTest::keyClick(editor(), Qt::Key_L);
        QVERIFY(!m_window->assistant()->suggester()->isBusy());
        // The server sees the client close the connection before it answered.
        QTRY_VERIFY_WITH_TIMEOUT(m_server.requests().at(0).clientClosed, 5000);
        // The pause after the new key asks again; only that answer shows.
        QTRY_VERIFY_WITH_TIMEOUT(ghost()->isShown(), 15000);
        QCOMPARE(ghost()->text(), u"IMIT 3"_s);
        QCOMPARE(m_server.requests().size(), 2);
        QVERIFY(!m_server.requests().at(1).clientClosed);
    }

    void toggleOffAsksNothing()
    {
        toggle()->setChecked(false);
        QVERIFY(!Settings::value(*Settings::open(), SettingsKey::AiInlineSuggestions).toBool());
        QVERIFY(!ghost()->isActive());
        type(u"SELECT * FROM Genre "_s);
        // No pause runs, so no request can follow.
        QVERIFY(!ghost()->isWaiting());
        QVERIFY(!ghost()->isPending());
        QCOMPARE(m_server.requests().size(), 0);
        toggle()->setChecked(true);
        QVERIFY(ghost()->isActive());
        QTest::keyClick(editor(), Qt::Key_L);
        QVERIFY(ghost()->isWaiting());
    }

    void usageJoinsTheSessionTotals()
    {
        const ChatSession::Totals before = m_window->assistant()->chat()->totals();
        script({reply(u"LIMIT 5"_s)});
        type(u"SELECT * FROM Genre "_s);
        QTRY_VERIFY_WITH_TIMEOUT(ghost()->isShown(), 15000);
        const ChatSession::Totals after = m_window->assistant()->chat()->totals();
        QCOMPARE(after.suggestions, before.suggestions + 1);
        QCOMPARE(after.promptTokens, before.promptTokens + 400);
        QCOMPARE(after.completionTokens, before.completionTokens + 9);
        QCOMPARE(after.answers, before.answers);
    }

    void disabledWithReasonWhereAiIsOff()
    {
        m_window.reset();
        QVERIFY(openWindow(u"locked"_s));
        QVERIFY(!toggle()->isEnabled());
        QVERIFY2(toggle()->toolTip().contains(u"turned off for this source"_s),
                 qPrintable(toggle()->toolTip()));
        QVERIFY(!ghost()->isActive());
        type(u"SELECT * FROM Genre "_s);
        QVERIFY(!ghost()->isWaiting());
        QCOMPARE(m_server.requests().size(), 0);
    }
};

NELUMBO_TEST_MAIN(TstInlineSuggestion)
#include "tst_inlinesuggestion.moc"
