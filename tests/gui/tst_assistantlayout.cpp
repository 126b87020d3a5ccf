// The assistant's widgets for the keyboard, assistive technology, a dark palette and large
// scaling: every action's shortcut is in its menu and tooltip, focus moves between editor,
// chat and results, interactive widgets have accessible names, text is drawn in the palette's
// colours, and nothing is squeezed below its size hint. CTest runs it at scale 1 and at 2.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestMain.h"
#include "TestPalettes.h"
#include "WindowFixture.h"
#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatMessageView.h"
#include "assistant/ChatPanel.h"
#include "assistant/OptimizePanel.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "results/ResultsPane.h"
#include "sources/SchemaBrowser.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextEdit>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

using testing::contrast;
using testing::darkPalette;
using testing::luminance;

// What a widget is called for assistive technology: its accessible name, else its own text.
QString spokenName(const QWidget* w)
{
    if (!w->accessibleName().isEmpty())
        return w->accessibleName();
    if (const auto* b = qobject_cast<const QAbstractButton*>(w))
        return QString(b->text()).remove(u'&');
    return {};
}

} // namespace

class TstAssistantLayout : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fake::FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;
    QString m_url;

    bool openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->openSource(m_url);
        m_window->newTab(u"SELECT Name FROM Genre WHERE GenreId > 3"_s);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        m_window->activateWindow();
        return testing::waitReady(*m_window);
    }

    // The chat answers once and the query is optimised once: every assistant widget is shown.
    bool fillEverything()
    {
        const QString answer = u"Genres after the third:\n\n```sql\nSELECT Name FROM Genre WHERE "
                               "GenreId > 3\n```"_s;
        const QString cards =
            uR"([{"type": "index", "impact": "high", "title": "Index", "suggestion": "CREATE INDEX g ON Genre (GenreId);"}, {"type": "rewrite", "impact": "low", "title": "Rewrite", "suggestion": "SELECT Name FROM Genre WHERE GenreId >= 4"}])"_s;
        m_server.clear();
        if (!m_server
                 .loadScenario(QJsonObject{
                     {u"turns"_s,
                      QJsonArray{QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, answer}}}},
                                 QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, cards}}}}}}})
                 .isEmpty())
            return false;
        AssistantController* assistant = m_window->assistant();
        assistant->action(AssistantController::Feature::Chat)->trigger();
        QTest::keyClicks(m_window->chatPanel()->input(), u"genres"_s);
        QTest::keyClick(m_window->chatPanel()->input(), Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return !assistant->chat()->isBusy(); }, 20000))
            return false;
        assistant->action(AssistantController::Feature::Optimize)->trigger();
        auto* panel = m_window->findChild<OptimizePanel*>();
        if (!panel || !QTest::qWaitFor([&] { return !panel->isBusy(); }, 20000) ||
            m_server.pendingTurns() != 0)
            return false;
        // The cards are laid out once the panel shows them.
        return QTest::qWaitFor(
            [&] {
                for (auto* b : panel->findChildren<QPushButton*>())
                    if (b->text() == "Copy DDL"_L1 && b->isVisibleTo(m_window.get()))
                        return true;
                return false;
            },
            5000);
    }

    QList<QWidget*> assistantWidgets() const
    {
        QList<QWidget*> roots;
        for (const char* name : {"chatDock", "optimizeDock"})
            if (auto* dock = m_window->findChild<QDockWidget*>(QLatin1String(name)))
                roots << dock->widget();
        QList<QWidget*> out;
        for (QWidget* root : roots)
            if (root)
                out << root << root->findChildren<QWidget*>();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(testing::isolateForAssistant(m_dir));
        registerBuiltinAdapters();
        m_url = testing::chinookCopy(m_dir);
        QVERIFY(!m_url.isEmpty());
        QCOMPARE(m_server.listen(), QString());
        testing::useFakeOpenAi(m_server);
    }

    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
        QApplication::setPalette(QApplication::style()->standardPalette());
    }

    // Each item of the Assistant menu has a shortcut, shown in the menu and in its tooltip.
    void shortcutsInMenuAndTooltip()
    {
        QVERIFY(openWindow());
        QMenu* menu = nullptr;
        for (QAction* top : m_window->menuBar()->actions())
            if (top->menu() && QString(top->text()).remove(u'&') == "Assistant"_L1)
                menu = top->menu();
        QVERIFY(menu);
        int checked = 0;
        for (QAction* action : menu->actions()) {
            if (action->isSeparator() || action->menu())
                continue;
            const QString name = action->objectName();
            if (name == "actionClearConversation"_L1 || name.isEmpty())
                continue; // no key of its own: it is a button on the panel too
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(name));
            const QString keys = action->shortcut().toString(QKeySequence::NativeText);
            if (action->isEnabled())
                QVERIFY2(action->toolTip().contains(keys),
                         qPrintable(name + u": "_s + action->toolTip()));
            ++checked;
        }
        QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
    }

    // Ctrl+I goes to the chat's input, Esc back to the editor; the results are reachable.
    void focusMovesBetweenEditorChatAndResults()
    {
        QVERIFY(openWindow());
        QueryEditor* editor = m_window->currentTab()->editor();
        editor->setFocus();
        QTRY_VERIFY(editor->hasFocus());
        QTest::keyClick(editor, Qt::Key_I, Qt::ControlModifier);
        ChatInput* input = m_window->chatPanel()->input();
        QTRY_VERIFY(input->hasFocus());
        QTest::keyClicks(input, u"unsent words"_s);
        QTest::keyClick(input, Qt::Key_Escape);
        QTRY_VERIFY(editor->hasFocus());
        QCOMPARE(input->toPlainText(), u"unsent words"_s); // nothing typed is lost
        // Run, then F6 goes round the panes: results, chat, schema, editor; Shift+F6 back.
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY(m_window->currentTab()->results()->currentModel());
        QTest::keyClick(editor, Qt::Key_F6);
        QWidget* results = QApplication::focusWidget();
        QVERIFY2(qobject_cast<QAbstractItemView*>(results),
                 results ? results->metaObject()->className() : "nothing");
        QVERIFY(m_window->currentTab()->results()->isAncestorOf(results));
        QTest::keyClick(results, Qt::Key_F6);
        QTRY_VERIFY(input->hasFocus());
        QTest::keyClick(input, Qt::Key_F6);
        QTRY_VERIFY(m_window->schemaBrowser()->isAncestorOf(QApplication::focusWidget()) ||
                    m_window->schemaBrowser() == QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QTRY_VERIFY(editor->hasFocus());
        QTest::keyClick(editor, Qt::Key_F6, Qt::ShiftModifier);
        QTRY_VERIFY(m_window->schemaBrowser()->isAncestorOf(QApplication::focusWidget()) ||
                    m_window->schemaBrowser() == QApplication::focusWidget());
    }

    // Buttons, inputs and views of the chat and optimisation panels can be named aloud.
    void interactiveWidgetsHaveNames()
    {
        QVERIFY(openWindow());
        QVERIFY(fillEverything());
        int checked = 0;
        for (QWidget* w : assistantWidgets()) {
            const bool interactive = qobject_cast<QAbstractButton*>(w) ||
                                     qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w) ||
                                     qobject_cast<QPlainTextEdit*>(w) ||
                                     qobject_cast<QAbstractItemView*>(w);
            if (!interactive || !w->isVisibleTo(m_window.get()) || w->focusPolicy() == Qt::NoFocus)
                continue;
            if (qobject_cast<QAbstractButton*>(w) && w->parentWidget() &&
                w->parentWidget()->inherits("QScrollBar"))
                continue;
            QVERIFY2(!spokenName(w).isEmpty(),
                     qPrintable(QString::fromLatin1(w->metaObject()->className()) + u" "_s +
                                w->objectName()));
            ++checked;
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    // In a dark palette the answers and cards are drawn light on dark, readable.
    void darkPaletteIsReadable()
    {
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(darkPalette());
        QVERIFY(openWindow());
        QVERIFY(fillEverything());
        ChatMessageView* answer = m_window->chatPanel()->lastMessage();
        QVERIFY(answer);
        for (QWidget* w : assistantWidgets()) {
            if (!w->isVisibleTo(m_window.get()))
                continue;
            const QPalette p = w->palette();
            // The roles a widget draws its text with stay readable on their backgrounds.
            const double text = contrast(p.color(QPalette::Text), p.color(QPalette::Base));
            const double window =
                contrast(p.color(QPalette::WindowText), p.color(QPalette::Window));
            QVERIFY2(text >= 4.5 && window >= 4.5,
                     qPrintable(QString::fromLatin1(w->metaObject()->className()) + u" "_s +
                                w->objectName() + u": "_s + QString::number(text) + u" / "_s +
                                QString::number(window)));
        }
        // What is actually drawn: the answer's body is mostly dark, not a white box.
        const QImage image = answer->grab().toImage();
        QVERIFY(!image.isNull());
        qint64 dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += luminance(image.pixelColor(x, y)) < 0.2 ? 1 : 0;
        const double share = double(dark) / ((image.height() / 2) * (image.width() / 2));
        QVERIFY2(share > 0.6, qPrintable(QString::number(share)));
    }

    // Nothing is squeezed: buttons get at least their size hint, at any scale.
    void buttonsAreNotClipped()
    {
        QVERIFY(openWindow());
        QVERIFY(fillEverything());
        int checked = 0;
        for (QWidget* w : assistantWidgets()) {
            auto* button = qobject_cast<QAbstractButton*>(w);
            if (!button || !button->isVisibleTo(m_window.get()) || button->text().isEmpty())
                continue;
            const QSize hint = button->minimumSizeHint();
            QVERIFY2(button->width() >= hint.width() && button->height() >= hint.height(),
                     qPrintable(button->text() + u": "_s + QString::number(button->width()) +
                                u"x"_s + QString::number(button->height()) + u" < "_s +
                                QString::number(hint.width()) + u"x"_s +
                                QString::number(hint.height())));
            ++checked;
        }
        QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
        qInfo("device pixel ratio %.1f, %d buttons checked", m_window->devicePixelRatioF(),
              checked);
    }
};

NELUMBO_TEST_MAIN(TstAssistantLayout)
#include "tst_assistantlayout.moc"
