// The assistant's main path end to end, as a person takes it: ask in the chat, watch the
// answer stream in, Replace Query through the diff, run it, and get Chinook's real rows;
// then undo the replacement in one step. Fake provider server, real Chinook on SQLite.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatMessageView.h"
#include "assistant/ChatPanel.h"
#include "assistant/ChatStatementCard.h"
#include "assistant/DiffDialog.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/VariableForm.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstAssistantFlow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fake::FakeLlmServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(testing::isolateForAssistant(m_dir));
        registerBuiltinAdapters();
        QCOMPARE(m_server.listen(), QString());
        testing::useFakeOpenAi(m_server);
    }

    void askStreamReplaceRun()
    {
        const QString url = testing::chinookCopy(m_dir);
        QVERIFY(!url.isEmpty());
        const QString statement =
            u"SELECT count(*) AS tracks\nFROM Track t\nJOIN Genre g ON g.GenreId = t.GenreId\n"
            "WHERE g.Name = {{genre}}"_s;
        const QString answer =
            u"Tracks join their genre by GenreId:\n\n```sql\n"_s + statement +
            u"\n```\n\n```variables\n[{\"name\": \"genre\", \"type\": \"text\", \"widget\": "
            "\"select\", \"label\": \"Genre\", \"default\": \"Rock\", \"static_options\": "
            "[\"Rock\", \"Jazz\", \"Metal\"]}]\n```"_s;
        QCOMPARE(
            m_server.loadScenario(QJsonObject{
                {u"turns"_s,
                 QJsonArray{
                     QJsonObject{
                         {u"expect"_s, QJsonObject{{u"stream"_s, true}}},
                         {u"reply"_s,
                          QJsonObject{{u"toolCalls"_s,
                                       QJsonArray{QJsonObject{
                                           {u"name"_s, u"get_column_values"_s},
                                           {u"arguments"_s,
                                            QJsonObject{{u"table_name"_s, u"Genre"_s},
                                                        {u"column_name"_s, u"Name"_s}}}}}}}}},
                     QJsonObject{
                         {u"expect"_s, QJsonObject{{u"lastContentContains"_s, u"Heavy Metal"_s}}},
                         {u"reply"_s, QJsonObject{{u"text"_s, answer}, {u"chunks"_s, 10}}},
                         {u"fault"_s, QJsonObject{{u"eventDelayMs"_s, 30}}}}}}}),
            QString());

        MainWindow window;
        window.resize(1200, 800);
        window.openSource(url);
        const QString before = u"SELECT 1 AS placeholder"_s;
        EditorTab* tab = window.newTab(before);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(testing::waitReady(window));
        AssistantController* assistant = window.assistant();
        ChatPanel* panel = window.chatPanel();

        // Ask with the keyboard.
        QTest::keyClick(tab->editor(), Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(panel->input()->hasFocus());
        QTest::keyClicks(panel->input(), u"how many rock tracks are there?"_s);
        QTest::keyClick(panel->input(), Qt::Key_Return);
        QVERIFY(assistant->chat()->isBusy());
        // The editor stays usable while the answer is on its way.
        tab->editor()->setFocus();
        tab->editor()->setCursorCharOffset(tab->editor()->text().size());
        QTest::keyClicks(tab->editor(), u" -- typed meanwhile"_s);
        QVERIFY(assistant->chat()->isBusy());
        const QString typed = before + u" -- typed meanwhile"_s;
        QCOMPARE(tab->editor()->text(), typed);

        // The answer streams: its text grows while the request still runs.
        QSet<qsizetype> lengths;
        while (assistant->chat()->isBusy()) {
            QTest::qWait(10); // kept: the sampling step of what the stream showed so far
            ChatMessageView* live = panel->lastMessage();
            if (live && live->kind() == ChatMessageView::Kind::Assistant &&
                assistant->chat()->isBusy())
                lengths.insert(live->text().size());
        }
        QVERIFY2(lengths.size() >= 3, qPrintable(QString::number(lengths.size())));
        QVERIFY2(m_server.unmetExpectations().isEmpty(),
                 qPrintable(m_server.unmetExpectations().join(u'\n')));
        ChatMessageView* reply = panel->lastMessage();
        QVERIFY(reply && reply->statementCard());
        QCOMPARE(reply->statementCard()->statement(), statement);
        QVERIFY(!reply->text().contains(u"static_options"_s)); // the card shows the variables

        // Replace Query: the diff first, then one undo step.
        reply->statementCard()->replaceButton()->click();
        DiffDialog* diff = nullptr;
        QTRY_VERIFY((diff = window.findChild<DiffDialog*>()) && diff->isVisible());
        QVERIFY(diff->diffText().contains(u"- SELECT 1 AS placeholder -- typed meanwhile"_s));
        QVERIFY(diff->diffText().contains(u"+ WHERE g.Name = {{genre}}"_s));
        QCOMPARE(tab->editor()->text(), typed); // nothing changes before Replace
        diff->replaceButton()->click();
        QCOMPARE(tab->editor()->text(), statement);
        // The variables filled the form: a select with the default chosen.
        const QVariantMap values = tab->variableForm()->values();
        QCOMPARE(values.value(u"genre"_s).toString(), u"Rock"_s);

        // Run it: Chinook has 1,297 rock tracks.
        QSignalSpy shown(tab, &EditorTab::resultShown);
        window.findChild<QAction*>(u"actionRunAll"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
        ResultModel* model = tab->results()->currentModel();
        QVERIFY(model);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->data(model->index(0, 0)).toLongLong(), 1297);

        // One Ctrl+Z brings the old text back.
        tab->editor()->setFocus();
        tab->editor()->undo();
        QCOMPARE(tab->editor()->text(), typed);
        Prompt::setNextAnswer(Prompt::Answer::Discard);
    }

    // Optimise the statement under the cursor of a script; Apply Rewrite replaces only it.
    void rewriteReplacesItsStatementOnly()
    {
        const QString url = testing::chinookCopy(m_dir);
        QVERIFY(!url.isEmpty());
        const QString rewrite = u"SELECT Name FROM Genre WHERE GenreId >= 4"_s;
        const QString cards = QString::fromUtf8(
            QJsonDocument(QJsonArray{QJsonObject{{u"type"_s, u"rewrite"_s},
                                                 {u"impact"_s, u"low"_s},
                                                 {u"title"_s, u"Say it plainly"_s},
                                                 {u"suggestion"_s, rewrite}}})
                .toJson());
        m_server.clear();
        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {u"turns"_s,
                      QJsonArray{QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, cards}}}}}}}),
                 QString());
        MainWindow window;
        window.resize(1200, 800);
        window.openSource(url);
        const QString script =
            u"SELECT 1 AS first;\nSELECT Name FROM Genre WHERE GenreId > 3;\nSELECT 3 AS last"_s;
        EditorTab* tab = window.newTab(script);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(testing::waitReady(window));
        tab->editor()->setCursorCharOffset(script.indexOf(u"Genre"_s));
        window.assistant()->action(AssistantController::Feature::Optimize)->trigger();
        QPushButton* apply = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (auto* b : window.findChildren<QPushButton*>())
                    if (b->text().startsWith(u"Apply Rewrite"_s) && b->isVisible())
                        apply = b;
                return apply != nullptr;
            }(),
            20000);
        apply->click();
        DiffDialog* diff = nullptr;
        QTRY_VERIFY((diff = window.findChild<DiffDialog*>()) && diff->isVisible());
        QVERIFY2(diff->summary().contains(u"1 line removed, 1 line added"_s),
                 qPrintable(diff->summary()));
        diff->replaceButton()->click();
        QCOMPARE(tab->editor()->text(),
                 u"SELECT 1 AS first;\n"_s + rewrite + u";\nSELECT 3 AS last"_s);
        Prompt::setNextAnswer(Prompt::Answer::Discard);
    }

    // With Allow Writes on, the chat may write a statement that changes data: the request
    // carries the write rules and the editor's variables, the card says it changes data,
    // and nothing runs until the user's own Run after the diff.
    void allowWritesChatAndVariables()
    {
        const QString url = testing::chinookCopy(m_dir);
        QVERIFY(!url.isEmpty());
        const QString write = u"UPDATE Genre SET Name = 'Samba' WHERE Name = {{genre}}"_s;
        m_server.clear();
        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {u"turns"_s,
                      QJsonArray{QJsonObject{
                          {u"expect"_s, QJsonObject{{u"bodyContains"_s,
                                                     QJsonArray{u"Writes are permitted"_s,
                                                                u"\\\"value\\\":\\\"Rock\\\""_s}}}},
                          {u"reply"_s,
                           QJsonObject{{u"text"_s, u"```sql\n"_s + write + u"\n```"_s}}}}}}}),
                 QString());
        MainWindow window;
        window.resize(1200, 800);
        window.openSource(url);
        EditorTab* tab = window.newTab(u"SELECT Name FROM Genre WHERE Name = {{genre}}"_s);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(testing::waitReady(window));
        QTRY_COMPARE(tab->variableForm()->names(), QStringList{u"genre"_s});
        tab->variableForm()->setValues({{u"genre"_s, u"Rock"_s}});
        Prompt::setNextConfirmation(true);
        window.findChild<QAction*>(u"actionAllowWrites"_s)->trigger();
        QVERIFY(window.assistant()->chat()->allowsWrites());

        ChatPanel* panel = window.chatPanel();
        QVERIFY(window.assistant()->chat()->ask(u"rename rock to samba"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!window.assistant()->chat()->isBusy(), 20000);
        QVERIFY2(m_server.unmetExpectations().isEmpty(),
                 qPrintable(m_server.unmetExpectations().join(u'\n')));
        ChatMessageView* reply = panel->lastMessage();
        QVERIFY(reply && reply->statementCard());
        QCOMPARE(reply->statementCard()->statement(), write);
        QVERIFY(reply->statementCard()->changesData());
        auto* marker = reply->statementCard()->findChild<QLabel*>(u"statementChangesData"_s);
        QVERIFY(marker && !marker->isHidden()); // the dock itself may be closed

        // Replace Query goes through the diff and runs nothing: Rock is still there.
        QSignalSpy shown(tab, &EditorTab::resultShown);
        reply->statementCard()->replaceButton()->click();
        DiffDialog* diff = nullptr;
        QTRY_VERIFY((diff = window.findChild<DiffDialog*>()) && diff->isVisible());
        diff->replaceButton()->click();
        QCOMPARE(tab->editor()->text(), write);
        shown.wait(200); // a run would show its result by now
        QVERIFY(shown.isEmpty());
        auto check = std::make_unique<Connection>();
        QSignalSpy opened(check.get(), &Connection::opened);
        check->open(url);
        QVERIFY(opened.wait(10000));
        QueryHandle* rock = check->execute(u"SELECT count(*) FROM Genre WHERE Name = 'Rock'"_s);
        QSignalSpy rows(rock, &QueryHandle::rowsReady);
        QVERIFY(rows.wait(10000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().value(0).toInt(), 1);
        Prompt::setNextAnswer(Prompt::Answer::Discard);
    }
};

NELUMBO_TEST_MAIN(TstAssistantFlow)
#include "tst_assistantflow.moc"
