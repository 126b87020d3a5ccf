// Every key the README documents for the window does what it says wherever the keyboard is:
// in the editor, the result grid, the chat's input and the schema browser. A widget's own
// binding (QScintilla's Ctrl+T line transpose, a text field's Ctrl+Shift+End) never wins.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatPanel.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "sources/SchemaBrowser.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <Qsci/qscicommandset.h>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

struct DocumentedKey
{
    QString row; // the table row's description, for messages
    QKeySequence key;
};

// The keys of the README's tables "Using the editor" and "In the window".
QList<DocumentedKey> documentedKeys()
{
    QFile readme(nelumbo::testing::sourceDir() + QStringLiteral("/README.md"));
    if (!readme.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(readme.readAll()).split(u'\n');
    QList<DocumentedKey> keys;
    bool inTable = false;
    for (const QString& line : lines) {
        if (line.startsWith(u"## Using the editor"_s) || line.startsWith(u"### In the window"_s))
            inTable = true;
        else if (line.startsWith(u'#'))
            inTable = false;
        if (!inTable || !line.startsWith(u'|') || line.startsWith(u"| Action"_s) ||
            line.startsWith(u"| ---"_s))
            continue;
        const QStringList cells = line.split(u'|', Qt::SkipEmptyParts);
        if (cells.size() < 2)
            continue;
        QString column = cells.at(1).trimmed();
        column.remove(QRegularExpression(u"\\s*\\(.*\\)"_s)); // "(File → Open Database…)"
        for (const QString& text : column.split(u" / "_s)) {
            const QKeySequence key = QKeySequence::fromString(text.trimmed());
            if (!key.isEmpty())
                keys << DocumentedKey{cells.at(0).trimmed(), key};
        }
    }
    return keys;
}

// The keys a widget handles itself (documented with the widget): not window actions.
bool isWidgetKey(const QKeySequence& key)
{
    static const QList<QKeySequence> own{
        QKeySequence(u"Ctrl+C"_s), QKeySequence(u"Ctrl+Shift+C"_s), // the grid's copy
        QKeySequence(u"Enter"_s), QKeySequence(u"Shift+Enter"_s),   // the chat's input
        QKeySequence(u"Esc"_s)};
    return own.contains(key);
}

} // namespace

class TstShortcuts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fake::FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;
    QString m_url;

    // The window's actions a key triggers (window or application context).
    QList<QAction*> actionsFor(const QKeySequence& key) const
    {
        QList<QAction*> found;
        for (QAction* action : m_window->findChildren<QAction*>()) {
            const auto context = action->shortcutContext();
            if ((context == Qt::WindowShortcut || context == Qt::ApplicationShortcut) &&
                action->shortcuts().contains(key))
                found << action;
        }
        return found;
    }

    // The text a pane would change if it took the key itself.
    static QString contentOf(QWidget* pane)
    {
        if (auto* editor = qobject_cast<QueryEditor*>(pane))
            return editor->text() + u'@' + QString::number(editor->cursorCharOffset());
        if (auto* input = qobject_cast<ChatInput*>(pane))
            return input->toPlainText() + u'@' +
                   QString::number(input->textCursor().selectionEnd());
        if (auto* line = qobject_cast<QLineEdit*>(pane))
            return line->text() + u'@' + QString::number(line->cursorPosition()) +
                   line->selectedText();
        return {};
    }

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->openSource(m_url);
        m_window->newTab(u"SELECT Name FROM Genre;\nSELECT Name FROM Artist"_s);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(testing::waitReady(*m_window));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(testing::isolateForAssistant(m_dir));
        QCOMPARE(m_server.listen(), QString());
        testing::useFakeOpenAi(m_server);
        registerBuiltinAdapters();
        m_url = testing::chinookCopy(m_dir);
        QVERIFY(!m_url.isEmpty());
    }

    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    // The original fault: in the editor, Ctrl+T transposed two lines instead of a new tab.
    void ctrlTInTheEditorOpensATab()
    {
        openWindow();
        QueryEditor* editor = m_window->currentTab()->editor();
        editor->setCursorPosition(1, 3);
        editor->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), editor);
        const QString before = editor->text();
        const int tabs = m_window->tabCount();
        QTest::keyClick(editor, Qt::Key_T, Qt::ControlModifier);
        QCOMPARE(m_window->tabCount(), tabs + 1);
        QCOMPARE(editor->text(), before);
    }

    // QScintilla keeps no binding of its own for a key the window uses.
    void editorHasNoBindingOfAWindowKey()
    {
        openWindow();
        QsciCommandSet* commands = m_window->currentTab()->editor()->standardCommands();
        const QList<DocumentedKey> keys = documentedKeys();
        QVERIFY(!keys.isEmpty());
        for (const DocumentedKey& documented : keys) {
            if (isWidgetKey(documented.key))
                continue;
            QVERIFY2(!commands->boundTo(documented.key[0].toCombined()),
                     qPrintable(documented.key.toString()));
        }
    }

    // Each documented key in each pane: exactly its action fires, the pane keeps its text.
    void documentedKeysWorkInEveryPane()
    {
        openWindow();
        EditorTab* tab = m_window->currentTab();
        tab->runAll();
        QVERIFY(QTest::qWaitFor([tab] { return !tab->isRunning(); }, 10000));
        ResultView* grid = tab->results()->currentView();
        QVERIFY(grid);
        grid->setCurrentIndex(grid->model()->index(1, 0));
        m_window->assistant()->action(AssistantController::Feature::Chat)->trigger();
        ChatInput* chat = m_window->chatPanel()->input();
        chat->setPlainText(u"which genres\nhave most tracks"_s);
        QTextCursor cursor = chat->textCursor();
        cursor.setPosition(3);
        chat->setTextCursor(cursor);
        SchemaBrowser* schema = m_window->schemaBrowser();
        auto* filter = schema->findChild<QLineEdit*>();
        QVERIFY(filter);
        filter->setText(u"Genre"_s);
        filter->setCursorPosition(2);
        tab->editor()->setCursorPosition(1, 3);

        const QList<DocumentedKey> keys = documentedKeys();
        QVERIFY2(keys.size() > 20, "the README's key tables were not found");
        // From here on only the routing counts: nothing runs, opens dialogs or moves focus.
        QList<QAction*> windowActions;
        for (const DocumentedKey& documented : keys) {
            if (isWidgetKey(documented.key))
                continue;
            const QList<QAction*> actions = actionsFor(documented.key);
            QVERIFY2(
                actions.size() == 1,
                qPrintable(u"%1 (%2): %3 actions"_s.arg(documented.key.toString(), documented.row)
                               .arg(actions.size())));
            windowActions << actions.first();
        }
        for (QAction* action : std::as_const(windowActions))
            disconnect(action, &QAction::triggered, nullptr, nullptr);

        const QList<QPair<QString, QWidget*>> panes{{u"editor"_s, tab->editor()},
                                                    {u"grid"_s, grid},
                                                    {u"chat"_s, chat},
                                                    {u"schema tree"_s, schema->view()},
                                                    {u"schema filter"_s, filter}};
        for (const auto& [name, pane] : panes) {
            for (const DocumentedKey& documented : keys) {
                if (isWidgetKey(documented.key))
                    continue;
                QAction* action = actionsFor(documented.key).first();
                action->setEnabled(true); // some need a failed run or a conversation first
                pane->setFocus(Qt::OtherFocusReason);
                QTRY_COMPARE(QApplication::focusWidget(), pane);
                const QString before = contentOf(pane);
                QSignalSpy triggered(action, &QAction::triggered);
                const QKeyCombination combination = documented.key[0];
                QTest::keyClick(pane, combination.key(), combination.keyboardModifiers());
                const QString what =
                    u"%1 (%2) in the %3"_s.arg(documented.key.toString(), documented.row, name);
                QVERIFY2(triggered.count() == 1, qPrintable(what));
                QVERIFY2(contentOf(pane) == before, qPrintable(what + u": the pane took it"_s));
            }
        }
    }
};

NELUMBO_TEST_MAIN(TstShortcuts)
#include "tst_shortcuts.moc"
