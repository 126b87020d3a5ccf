// Explain a selection and optimise a query in the main window, against the fake provider
// server and real Chinook (SQLite always; PostgreSQL and MariaDB when NELUMBO_TEST_PG_URL /
// NELUMBO_TEST_MY_URL name a server).

#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "TestMain.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/SourceUrl.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatCodeHighlighter.h"
#include "assistant/ExplainPopup.h"
#include "assistant/OptimizePanel.h"
#include "assistant/SuggestionCards.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "results/PlanTreeModel.h"
#include "results/PlanView.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;
using nelumbo::fake::FakeLlmServer;

namespace {

struct Selection
{
    int lineFrom = -1, indexFrom = -1, lineTo = -1, indexTo = -1;
    friend bool operator==(const Selection&, const Selection&) = default;
};

Selection selectionOf(const QueryEditor& editor)
{
    Selection s;
    editor.getSelection(&s.lineFrom, &s.indexFrom, &s.lineTo, &s.indexTo);
    return s;
}

// Every message's text of a captured OpenAI request, one after the other.
QString messagesOf(const fake::CapturedRequest& request)
{
    QString out;
    for (const QJsonValue& m : request.json.value("messages"_L1).toArray())
        out += m.toObject().value("content"_L1).toString() + u'\n';
    return out;
}

QJsonObject textTurn(const QString& text)
{
    return QJsonObject{{u"reply"_s, QJsonObject{{u"text"_s, text}}}};
}

const QString kDdl = u"CREATE INDEX idx_track_milliseconds ON Track (Milliseconds);"_s;
const QString kRewrite =
    u"SELECT Composer, count(*) AS n FROM Track WHERE Milliseconds > 300000 GROUP BY Composer"_s;

QJsonObject suggestionsTurn()
{
    const QJsonArray suggestions{
        QJsonObject{{u"type"_s, u"index"_s},
                    {u"impact"_s, u"high"_s},
                    {u"title"_s, u"Index the track length"_s},
                    {u"suggestion"_s,
                     u"The filter scans every track. Add:\n\n```sql\n"_s + kDdl + u"\n```"_s}},
        QJsonObject{
            {u"type"_s, u"rewrite"_s},
            {u"impact"_s, u"medium"_s},
            {u"title"_s, u"Name the count"_s},
            {u"suggestion"_s, u"Sort by a named column:\n\n```sql\n"_s + kRewrite + u"\n```"_s}},
        QJsonObject{{u"type"_s, u"configuration"_s},
                    {u"impact"_s, u"low"_s},
                    {u"title"_s, u"Keep statistics current"_s},
                    {u"suggestion"_s, u"Run ANALYZE after large loads."_s}}};
    return textTurn(u"```json\n"_s + QString::fromUtf8(QJsonDocument(suggestions).toJson()) +
                    u"```"_s);
}

} // namespace

class TstExplainOptimize : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_sqliteUrl;
    FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;

    QueryEditor* editor() const { return m_window->currentTab()->editor(); }
    AssistantController* assistant() const { return m_window->assistant(); }
    ExplainPopup* popup() const { return m_window->findChild<ExplainPopup*>(); }
    OptimizePanel* panel() const { return m_window->findChild<OptimizePanel*>(); }
    QAction* action(AssistantController::Feature f) const { return assistant()->action(f); }

    QString urlFor(const QString& engine) const
    {
        if (engine == "sqlite"_L1)
            return m_sqliteUrl;
        return qEnvironmentVariable(engine == "postgres"_L1 ? "NELUMBO_TEST_PG_URL"
                                                            : "NELUMBO_TEST_MY_URL");
    }

    void writeConfig()
    {
        QSettings settings(Settings::filePath(), QSettings::IniFormat);
        settings.setValue(u"ai/enabled"_s, true);
        settings.setValue(u"ai/model"_s, u"openai:gpt-4o"_s);
        settings.setValue(u"ai/base_url"_s, m_server.baseUrl().toString() + u"/v1"_s);
    }

    // The window on the engine's Chinook with the assistant ready for Explain and Optimize.
    bool openWindow(const QString& engine)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->restoreSession();
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return false;
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(urlFor(engine));
        if (!ready.wait(15000))
            return false;
        return QTest::qWaitFor(
            [this] {
                return action(AssistantController::Feature::Explain)->isEnabled() &&
                       action(AssistantController::Feature::Optimize)->isEnabled();
            },
            15000);
    }

    void setQuery(const QString& text)
    {
        editor()->setText(text);
        editor()->setFocus();
    }

    // The pixel row below the last line of a character range, in window coordinates.
    int bottomOfLastLine(qsizetype charEnd) const
    {
        const long pos = editor()->text().left(charEnd).toUtf8().size();
        const long line = editor()->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, pos);
        const int y = int(editor()->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0, pos)) +
                      int(editor()->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, line));
        return editor()->viewport()->mapTo(m_window.get(), QPoint(0, y)).y();
    }

    static void addEngines()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("sqlite") << u"sqlite"_s;
        QTest::newRow("postgres") << u"postgres"_s;
        QTest::newRow("mysql") << u"mysql"_s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(u"nelumbo.conf"_s)));
        qputenv("OPENAI_API_KEY", "test-key");
        qunsetenv("OPENAI_BASE_URL");
        registerBuiltinAdapters();
        const QString path = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        m_sqliteUrl = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        QCOMPARE(m_server.listen(), QString());
    }

    void init()
    {
        m_server.clear();
        writeConfig();
    }

    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
        QFile::remove(Settings::filePath());
    }

    void explainsTheSelectionNextToIt_data() { addEngines(); }
    void explainsTheSelectionNextToIt()
    {
        QFETCH(QString, engine);
        if (urlFor(engine).isEmpty())
            QSKIP("no test server for this engine in the environment");
        QVERIFY(openWindow(engine));
        const bool pg = engine == "postgres"_L1;
        const QString fragment =
            pg ? u"sum(il.unit_price * il.quantity)"_s : u"SUM(il.UnitPrice * il.Quantity)"_s;
        const QString statement =
            pg ? u"SELECT t.name, "_s + fragment +
                     u" AS total FROM track t JOIN invoice_line il ON il.track_id = t.track_id "
                     u"GROUP BY t.name ORDER BY total DESC LIMIT 5"_s
               : u"SELECT t.Name, "_s + fragment +
                     u" AS total FROM Track t JOIN InvoiceLine il ON il.TrackId = t.TrackId "
                     u"GROUP BY t.Name ORDER BY total DESC LIMIT 5"_s;
        setQuery(u"SELECT 1;\n\n"_s + statement + u";\n\nSELECT 2;\n"_s);
        const qsizetype begin = editor()->text().indexOf(fragment);
        editor()->selectCharRange({begin, begin + fragment.size()});
        const Selection before = selectionOf(*editor());
        QCOMPARE(editor()->selectedText(), fragment);
        QCOMPARE(action(AssistantController::Feature::Explain)->text(), u"&Explain Selection"_s);

        const QString answer = u"**Adds up** what each invoice line earned: price times "
                               u"quantity, per track."_s;
        QJsonObject turn = textTurn(answer);
        turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, 300}}); // time to see it wait
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{turn}}}), QString());

        QTest::keyClick(editor(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(popup());
        QVERIFY(popup()->isVisible());
        QVERIFY(popup()->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!popup()->isBusy(), 15000);
        QCOMPARE(popup()->markdown(), answer);
        QVERIFY2(popup()->shownText().contains(u"Adds up what each invoice line earned"_s),
                 qPrintable(popup()->shownText()));
        QVERIFY(!popup()->shownText().contains(u"**"_s)); // rendered, not raw Markdown

        // The request holds the fragment and, as context, the whole statement only.
        QCOMPARE(m_server.requests().size(), 1);
        const QString sent = messagesOf(m_server.requests().at(0));
        QVERIFY2(sent.contains(u"## Selected Fragment"_s), qPrintable(sent));
        QVERIFY(sent.contains(fragment));
        QVERIFY(sent.contains(statement));
        QVERIFY(!sent.contains(u"SELECT 2"_s));
        QVERIFY2(m_server.unmetExpectations().isEmpty(),
                 qPrintable(m_server.unmetExpectations().join(u'\n')));

        // Next to the selection: below its last line, inside the window.
        const QRect geometry = popup()->geometry();
        QVERIFY2(geometry.top() >= bottomOfLastLine(begin + fragment.size()),
                 qPrintable(u"popup top %1, line bottom %2"_s.arg(geometry.top())
                                .arg(bottomOfLastLine(begin + fragment.size()))));
        QVERIFY(m_window->rect().contains(geometry));
        const QRect editorArea(editor()->viewport()->mapTo(m_window.get(), QPoint(0, 0)),
                               editor()->viewport()->size());
        QVERIFY(geometry.left() >= editorArea.left() && geometry.right() <= editorArea.right());
        QVERIFY(!popup()->accessibleName().isEmpty());

        // The selection is untouched, and stays so when the answer is copied and closed.
        QCOMPARE(selectionOf(*editor()), before);
        QCOMPARE(editor()->selectedText(), fragment);
        QTest::mouseClick(popup()->findChild<QPushButton*>(u"explainCopy"_s), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), answer);
        QCOMPARE(selectionOf(*editor()), before);
        editor()->setFocus();
        QTest::keyClick(editor(), Qt::Key_Escape);
        QVERIFY(!popup()->isVisible());
        QCOMPARE(selectionOf(*editor()), before);
        QCOMPARE(editor()->selectedText(), fragment);
    }

    // From the context menu, with nothing selected: the statement under the cursor.
    void explainsTheWholeQueryWithoutSelection()
    {
        QVERIFY(openWindow(u"sqlite"_s));
        const QString statement = u"SELECT Name FROM Genre ORDER BY Name"_s;
        setQuery(u"SELECT 1;\n"_s + statement + u";\n"_s);
        editor()->setCursorCharOffset(editor()->text().indexOf(u"Genre"_s));
        QVERIFY(!editor()->hasSelectedText());
        QCOMPARE(action(AssistantController::Feature::Explain)->text(), u"&Explain Query"_s);
        const QString answer =
            u"Lists the genres by name:\n\n```sql\nSELECT Name FROM Genre\n```"_s;
        QJsonObject turn = textTurn(answer);
        turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, 400}});
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{turn}}}), QString());

        QContextMenuEvent event(QContextMenuEvent::Keyboard, QPoint(20, 20),
                                editor()->viewport()->mapToGlobal(QPoint(20, 20)));
        QApplication::sendEvent(editor()->viewport(), &event);
        QMenu* menu = nullptr;
        QTRY_VERIFY((menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())));
        QAction* explain = nullptr;
        for (QAction* a : menu->actions()) {
            if (a->text() == "&Explain Query"_L1)
                explain = a;
        }
        QVERIFY(explain);
        QVERIFY(explain->isEnabled());
        menu->close();
        // Without a window manager the window stays inactive once a popup menu has closed.
        QTRY_VERIFY(!QApplication::activePopupWidget());
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        editor()->setFocus();
        explain->trigger();

        // While the popup waits, the editor keeps the focus and takes what is typed.
        QVERIFY(popup()->isBusy());
        QVERIFY(editor()->hasFocus());
        editor()->setCursorCharOffset(editor()->text().size());
        QTest::keyClicks(editor(), u"-- typed while waiting"_s);
        QVERIFY(editor()->text().endsWith(u"-- typed while waiting"_s));

        QTRY_VERIFY_WITH_TIMEOUT(popup() && popup()->isVisible() && !popup()->isBusy(), 15000);
        QCOMPARE(popup()->markdown(), answer);
        // Its code block is coloured as in the chat.
        bool coloured = false;
        const QTextDocument* document = popup()->findChild<QTextBrowser*>()->document();
        for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
            if (ChatCodeHighlighter::isCodeBlock(b) && b.text().contains(u"Genre"_s))
                coloured = !b.layout()->formats().isEmpty();
        }
        QVERIFY(coloured);
        const QString sent = messagesOf(m_server.requests().at(0));
        QVERIFY2(sent.contains(u"Explain what this query does"_s), qPrintable(sent));
        QVERIFY(sent.contains(statement));
        QVERIFY(!sent.contains(u"Selected Fragment"_s));
        QVERIFY(!sent.contains(u"SELECT 1"_s));
        QVERIFY(!editor()->hasSelectedText());
        QVERIFY(popup()->geometry().top() >=
                bottomOfLastLine(editor()->text().indexOf(statement) + statement.size()));

        // Asked again for the same query: the answer takes the focus, Esc gives it back.
        editor()->setCursorCharOffset(editor()->text().indexOf(u"Genre"_s));
        action(AssistantController::Feature::Explain)->trigger();
        QCOMPARE(m_server.requests().size(), 1);
        QVERIFY(popup()->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!popup()->isVisible());
        QVERIFY(editor()->hasFocus());

        // Another tab in front: the popup goes with the one it belongs to.
        QCOMPARE(
            m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{textTurn(u"Again."_s)}}}),
            QString());
        action(AssistantController::Feature::Explain)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(popup()->isVisible() && !popup()->isBusy(), 15000);
        m_window->newTab(u"SELECT 3"_s);
        QVERIFY(!popup()->isVisible());
    }

    // Copy DDL and Apply Rewrite appear only when the text holds what they need.
    void cardsOfferOnlyWhatTheTextHolds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ddl");
        QTest::addColumn<QString>("statement");
        QTest::newRow("bare ddl in prose")
            << u"Add CREATE INDEX i_len ON Track (Milliseconds); it helps the filter."_s
            << u"CREATE INDEX i_len ON Track (Milliseconds);"_s << QString();
        QTest::newRow("two statements, one unterminated")
            << u"```sql\ncreate unique index u1 on t (a);\nCREATE INDEX i2 ON t (b)\n```"_s
            << u"create unique index u1 on t (a);\nCREATE INDEX i2 ON t (b);"_s
            << u"create unique index u1 on t (a);\nCREATE INDEX i2 ON t (b)"_s;
        QTest::newRow("unfenced query up to a blank line")
            << u"Use this:\nSELECT a\nFROM t\n\nIt reads less."_s << QString()
            << u"SELECT a\nFROM t"_s;
        QTest::newRow("keyword inside prose")
            << u"Avoid SELECT * and CREATE INDEXES blindly."_s << QString() << QString();
        QTest::newRow("nothing") << u"Keep statistics current."_s << QString() << QString();
    }
    // An unfenced rewrite is found by the query's language: SQL's first words mean nothing
    // to a language that knows none, and a statement that writes is no rewrite.
    void rewriteIsFoundByTheLanguage()
    {
        const QString unfenced = u"Use this:\nSELECT a\nFROM t\n\nIt reads less."_s;
        QCOMPARE(SuggestionCards::statementIn(unfenced, QueryLanguage::standard()),
                 u"SELECT a\nFROM t"_s);
        QCOMPARE(SuggestionCards::statementIn(unfenced, QueryLanguage::plain()), QString());
        QCOMPARE(
            SuggestionCards::statementIn(u"Run:\nDELETE FROM t\n"_s, QueryLanguage::standard()),
            QString());
        QCOMPARE(
            SuggestionCards::statementIn(u"[The docs](x) say why."_s, QueryLanguage::standard()),
            QString());
    }

    void cardsOfferOnlyWhatTheTextHolds()
    {
        QFETCH(QString, text);
        QFETCH(QString, ddl);
        QFETCH(QString, statement);
        QCOMPARE(SuggestionCards::ddlIn(text), ddl);
        QCOMPARE(SuggestionCards::statementIn(text, QueryLanguage::standard()), statement);

        SuggestionCards cards;
        cards.setSuggestions({{u"index"_s, u"high"_s, u"An index"_s, text},
                              {u"rewrite"_s, u"low"_s, u"A rewrite"_s, text}});
        const QList<QFrame*> frames = cards.findChildren<QFrame*>(u"suggestionCard"_s);
        QCOMPARE(frames.size(), 2);
        QCOMPARE(frames.at(0)->findChild<QPushButton*>(u"copyDdlButton"_s) != nullptr,
                 !ddl.isEmpty());
        QCOMPARE(frames.at(1)->findChild<QPushButton*>(u"applyRewriteButton"_s) != nullptr,
                 !statement.isEmpty());
        // An index card never offers a rewrite, nor a rewrite card DDL.
        QVERIFY(!frames.at(0)->findChild<QPushButton*>(u"applyRewriteButton"_s));
        QVERIFY(!frames.at(1)->findChild<QPushButton*>(u"copyDdlButton"_s));
    }

    void explanationErrorIsReadable()
    {
        QVERIFY(openWindow(u"sqlite"_s));
        setQuery(u"SELECT Name FROM Artist"_s);
        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {u"turns"_s, QJsonArray{QJsonObject{
                                      {u"fault"_s, QJsonObject{{u"error"_s, u"auth"_s}}}}}}}),
                 QString());
        action(AssistantController::Feature::Explain)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(popup() && popup()->isVisible() && !popup()->isBusy(), 15000);
        QVERIFY(popup()->markdown().isEmpty());
        QVERIFY2(popup()->shownText().startsWith(u"The explanation failed: "_s),
                 qPrintable(popup()->shownText()));
        QVERIFY(!popup()->shownText().contains(u"test-key"_s));
        // Esc in the popup closes it too.
        popup()->findChild<QTextBrowser*>()->setFocus();
        QTest::keyClick(popup()->findChild<QTextBrowser*>(), Qt::Key_Escape);
        QVERIFY(!popup()->isVisible());
    }

    void optimiseShowsPlanAndCards_data() { addEngines(); }
    void optimiseShowsPlanAndCards()
    {
        QFETCH(QString, engine);
        if (urlFor(engine).isEmpty())
            QSKIP("no test server for this engine in the environment");
        QVERIFY(openWindow(engine));
        const bool pg = engine == "postgres"_L1;
        setQuery(pg ? u"SELECT composer, count(*) FROM track WHERE milliseconds > 300000 "
                      u"GROUP BY composer ORDER BY 2 DESC"_s
                    : u"SELECT Composer, count(*) FROM Track WHERE Milliseconds > 300000 "
                      u"GROUP BY Composer ORDER BY 2 DESC"_s);
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{suggestionsTurn()}}}),
                 QString());

        QTest::keyClick(editor(), Qt::Key_O, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(panel());
        QVERIFY(panel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isBusy(), 15000);
        QVERIFY2(m_server.unmetExpectations().isEmpty(),
                 qPrintable(m_server.unmetExpectations().join(u'\n')));
        // The model saw the plan.
        const QString sent = messagesOf(m_server.requests().at(0));
        const QString planMark = pg                     ? u"Seq Scan"_s
                                 : engine == "mysql"_L1 ? u"query_block"_s
                                                        : u"SCAN Track"_s;
        QVERIFY2(sent.contains(planMark), qPrintable(sent));

        // The plan tree: the scan of Track, marked expensive beyond colour.
        QVERIFY2(panel()->planStatus().startsWith(u"Query plan: "_s),
                 qPrintable(panel()->planStatus()));
        PlanView* view = panel()->planView();
        QVERIFY(view->isVisible());
        PlanTreeModel* model = view->planModel();
        QVERIFY(model->rowCount() > 0);
        const int scan = [&] {
            for (int i = 0; i < model->plan().size(); ++i) {
                if (model->plan().node(i).relation == (pg ? "track"_L1 : "Track"_L1))
                    return i;
            }
            return -1;
        }();
        QVERIFY(scan >= 0);
        const QModelIndex node = model->indexOfNode(scan);
        QVERIFY(node.isValid());
        QCOMPARE(model->parent(node).isValid(), model->plan().node(scan).parent >= 0);
        QVERIFY(node.data(PlanTreeModel::ExpensiveRole).toBool());
        QVERIFY(node.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!node.data(Qt::DecorationRole).isNull());
        QVERIFY2(node.data(Qt::AccessibleTextRole).toString().contains(u"expensive"_s),
                 qPrintable(node.data(Qt::AccessibleTextRole).toString()));
        QCOMPARE(model->headerData(PlanTreeModel::RowsColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
                 u"Est. rows"_s);
        if (pg) {
            // PostgreSQL estimates rows and costs for every node.
            QVERIFY(!model->index(node.row(), PlanTreeModel::RowsColumn, model->parent(node))
                         .data()
                         .toString()
                         .isEmpty());
            QVERIFY(model->index(node.row(), PlanTreeModel::CostColumn, model->parent(node))
                        .data()
                        .toString()
                        .contains(u" … "_s));
        } else if (engine == "mysql"_L1) {
            // MariaDB estimates the rows a step reads; version 10 gives no costs.
            QCOMPARE(node.data().toString(), u"Full table scan"_s);
            QVERIFY(!model->index(node.row(), PlanTreeModel::RowsColumn, model->parent(node))
                         .data()
                         .toString()
                         .isEmpty());
        } else {
            QCOMPARE(node.data().toString(), u"SCAN"_s);
        }

        // The cards: badges, Copy DDL on the index card, Apply on the rewrite card.
        SuggestionCards* cards = panel()->cards();
        QCOMPARE(cards->count(), 3);
        const QList<QFrame*> frames = cards->findChildren<QFrame*>(u"suggestionCard"_s);
        QCOMPARE(frames.size(), 3);
        QCOMPARE(frames.at(0)->findChild<QLabel*>(u"typeBadge"_s)->text(), u"Index"_s);
        QCOMPARE(frames.at(0)->findChild<QLabel*>(u"impactBadge"_s)->text(), u"High impact"_s);
        QCOMPARE(frames.at(0)->findChild<QLabel*>(u"suggestionTitle"_s)->text(),
                 u"Index the track length"_s);
        QCOMPARE(frames.at(1)->findChild<QLabel*>(u"typeBadge"_s)->text(), u"Rewrite"_s);
        QCOMPARE(frames.at(1)->findChild<QLabel*>(u"impactBadge"_s)->text(), u"Medium impact"_s);
        QCOMPARE(frames.at(2)->findChild<QLabel*>(u"typeBadge"_s)->text(), u"Configuration"_s);
        QCOMPARE(frames.at(2)->findChild<QLabel*>(u"impactBadge"_s)->text(), u"Low impact"_s);
        QVERIFY(
            frames.at(2)->findChild<QLabel*>(u"suggestionText"_s)->text().contains(u"ANALYZE"_s));
        QVERIFY(!frames.at(1)->findChild<QPushButton*>(u"copyDdlButton"_s));
        QVERIFY(!frames.at(2)->findChild<QPushButton*>(u"copyDdlButton"_s));
        QVERIFY(!frames.at(0)->findChild<QPushButton*>(u"applyRewriteButton"_s));
        QVERIFY(!frames.at(2)->findChild<QPushButton*>(u"applyRewriteButton"_s));

        QGuiApplication::clipboard()->clear();
        auto* copy = frames.at(0)->findChild<QPushButton*>(u"copyDdlButton"_s);
        QVERIFY(copy);
        QSignalSpy copied(cards, &SuggestionCards::ddlCopied);
        // From the keyboard, as the cards are reached with Tab.
        copy->setFocus(Qt::TabFocusReason);
        QTest::keyClick(copy, Qt::Key_Space);
        QCOMPARE(QGuiApplication::clipboard()->text(), kDdl);
        QCOMPARE(copied.size(), 1);

        QSignalSpy apply(assistant(), &AssistantController::applyRequested);
        auto* rewrite = frames.at(1)->findChild<QPushButton*>(u"applyRewriteButton"_s);
        QVERIFY(rewrite);
        rewrite->setFocus(Qt::TabFocusReason);
        QTest::keyClick(rewrite, Qt::Key_Space);
        QCOMPARE(apply.size(), 1);
        QCOMPARE(apply.at(0).at(0).toString(), kRewrite);
        QVERIFY(apply.at(0).at(1).toJsonArray().isEmpty());
        QCOMPARE(apply.at(0).at(2).toBool(), true);
    }

    // A plan that fails (an unknown table): the review is structural, and says so.
    void withoutPlanTheReviewIsStructural()
    {
        QVERIFY(openWindow(u"sqlite"_s));
        setQuery(u"SELECT * FROM NoSuchTable WHERE x = 1"_s);
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{suggestionsTurn()}}}),
                 QString());
        action(AssistantController::Feature::Optimize)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(panel() && !panel()->isBusy(), 15000);
        QVERIFY2(panel()->planStatus().startsWith(u"Structural review, no plan: "_s),
                 qPrintable(panel()->planStatus()));
        QVERIFY2(panel()->planStatus().contains(u"NoSuchTable"_s),
                 qPrintable(panel()->planStatus()));
        QVERIFY(!panel()->planView()->isVisible());
        QCOMPARE(panel()->cards()->count(), 3);
        QVERIFY(panel()->status().startsWith(u"3 suggestions"_s));
    }

    // What the panel says about the plan, whatever came back.
    void panelExplainsAMissingOrUnreadablePlan()
    {
        OptimizePanel panel;
        panel.show();
        OptimizationResult result;
        result.suggestions = {{u"rewrite"_s, u"low"_s, u"Title"_s, u"Text"_s}};
        result.planUsed = true;
        panel.setBusy();
        QVERIFY(panel.isBusy());
        QueryPlan unreadable; // prose where SQLite's plan rows belong
        unreadable.text = u"Seq Scan on track  (cost=0.00..80.03 rows=3503)"_s;
        result.planTree = AdapterRegistry::forScheme(u"sqlite"_s)->language().parsePlan(unreadable);
        panel.showResult(result);
        QVERIFY(!panel.isBusy());
        QVERIFY2(panel.planStatus().startsWith(u"The query plan could not be read: "_s),
                 qPrintable(panel.planStatus()));
        QVERIFY(!panel.planView()->isVisible());
        QCOMPARE(panel.status(), u"1 suggestion"_s);

        result.planUsed = false;
        panel.setBusy();
        panel.showResult(result);
        QCOMPARE(panel.planStatus(), u"Structural review, no plan."_s);

        result.suggestions.clear();
        panel.setBusy();
        panel.showResult(result);
        QVERIFY(panel.cards()->findChild<QLabel*>(u"noSuggestions"_s));
        QCOMPARE(panel.status(), u"0 suggestions"_s);

        panel.showError({u"model_not_found"_s, u"The model gpt-9 does not exist."_s});
        QCOMPARE(panel.status(), u"The optimisation failed: The model gpt-9 does not exist."_s);
    }

    // Cancel stops a waiting optimisation at once, Esc a waiting explanation.
    void waitingTasksCancel()
    {
        QVERIFY(openWindow(u"sqlite"_s));
        setQuery(u"SELECT Name FROM Genre"_s);
        QJsonObject slow = suggestionsTurn();
        slow.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, 5000}});
        QCOMPARE(m_server.loadScenario(QJsonObject{{u"turns"_s, QJsonArray{slow, slow}}}),
                 QString());
        QSignalSpy failed(assistant(), &AssistantController::failedTask);

        action(AssistantController::Feature::Optimize)->trigger();
        QVERIFY(panel()->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(m_server.requests().size() == 1, 10000);
        auto* cancel = panel()->findChild<QPushButton*>(u"optimizeCancel"_s);
        QVERIFY(cancel && cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!panel()->isBusy());
        QCOMPARE(panel()->status(), u"Optimisation cancelled."_s);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(1).value<Error>().code, u"cancelled"_s);

        action(AssistantController::Feature::Explain)->trigger();
        QVERIFY(popup()->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(m_server.requests().size() == 2, 10000);
        QTest::keyClick(editor(), Qt::Key_Escape);
        QVERIFY(!popup()->isVisible());
        QCOMPARE(failed.size(), 2);
        QCOMPARE(failed.at(1).at(0).value<AiTask>(), AiTask::Explanation);
        QCOMPARE(failed.at(1).at(1).value<Error>().code, u"cancelled"_s);
    }

    // Keyboard: the dock toggles with Alt+4 and takes the focus; every control is named.
    void optimisationDockIsReachable()
    {
        QVERIFY(openWindow(u"sqlite"_s));
        auto* dock = m_window->findChild<QDockWidget*>(u"optimizeDock"_s);
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        QCOMPARE(dock->toggleViewAction()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_4));
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        QTRY_VERIFY(panel()->isAncestorOf(QApplication::focusWidget()) ||
                    QApplication::focusWidget() == panel());
        QVERIFY(!panel()->accessibleName().isEmpty());
        QVERIFY(!panel()->planView()->accessibleName().isEmpty());
        QVERIFY(!panel()->cards()->accessibleName().isEmpty());
        QCOMPARE(action(AssistantController::Feature::Optimize)->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
        QCOMPARE(action(AssistantController::Feature::Explain)->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
        QVERIFY(
            action(AssistantController::Feature::Explain)->toolTip().contains(u"Ctrl+Shift+E"_s));
    }
};

NELUMBO_TEST_MAIN(TstExplainOptimize)
#include "tst_explainoptimize.moc"
