// Query → Explain Plan and Edit → Format Statement on a real window over the demo database,
// with no AI provider configured: the plan tree comes from the database alone.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "plan/PlanTree.h"
#include "results/PlanPanel.h"
#include "results/PlanTreeModel.h"
#include "results/PlanView.h"
#include "window/MainWindow.h"
#include "window/PlanDock.h"
#include "window/Prompt.h"

#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstPlanFormat : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    EditorTab* tab() const { return m_window->currentTab(); }
    PlanPanel* panel() const { return m_window->planDock()->panel(); }
    QAction* formatAction() const
    {
        return m_window->findChild<QAction*>(u"actionFormatStatement"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(u"nelumbo.conf"_s)));
        registerBuiltinAdapters();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Exposed));
        QVERIFY(testing::waitReady(*m_window));
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    void keysAreFree()
    {
        QAction* explain = m_window->planDock()->explainAction();
        QCOMPARE(explain->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        QVERIFY(formatAction());
        QCOMPARE(formatAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
        for (QAction* other : m_window->findChildren<QAction*>()) {
            if (other == explain || other == formatAction())
                continue;
            for (const QKeySequence& key : other->shortcuts())
                QVERIFY2(key != explain->shortcut() && key != formatAction()->shortcut(),
                         qPrintable(other->text()));
        }
    }

    // No provider: the plan still shows, with its steps and marks; no Optimize with AI.
    void explainPlanWithoutAi()
    {
        QVERIFY(!m_window->assistant()->supports(AssistantController::Feature::Optimize));
        testing::setQuery(tab(),
                          u"SELECT 1;\n\nSELECT Track.Name, Album.Title FROM Track JOIN Album "
                          u"ON Album.AlbumId = Track.AlbumId WHERE Milliseconds > 1000"_s);
        tab()->editor()->setCursorCharOffset(tab()->editor()->text().size());
        m_window->planDock()->explainAction()->trigger();
        QVERIFY(m_window->planDock()->dock()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isBusy(), 15000);
        const PlanTreeModel* model = panel()->planView()->planModel();
        QVERIFY2(model->plan().size() >= 2, qPrintable(panel()->status()));
        QCOMPARE(model->plan().language(), u"sql:sqlite"_s);
        bool scansTrack = false;
        for (const PlanNode& node : model->plan().nodes())
            scansTrack = scansTrack || node.relation.contains(u"Track"_s) ||
                         node.detail.contains(u"Track"_s) || node.type.contains(u"Track"_s);
        QVERIFY2(scansTrack, "the plan of the statement under the cursor, not of SELECT 1");
        // A full scan of Track (3,503 rows) is marked.
        QVERIFY(!model->plan().expensiveNodes().isEmpty());
        QVERIFY(panel()->status().contains(u"marked expensive"_s));
        QVERIFY(panel()->optimizeButton()->isHidden());
    }

    void explainPlanOfBadStatement()
    {
        testing::setQuery(tab(), u"SELECT nope FROM NoSuchTable"_s);
        m_window->planDock()->explainAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isBusy(), 15000);
        QVERIFY(panel()->planView()->isHidden());
        QVERIFY2(panel()->status().contains(u"NoSuchTable"_s), qPrintable(panel()->status()));
    }

    // One undo step brings the text back; formatting twice changes nothing.
    void formatStatementIsOneUndoStep()
    {
        const QString before = u"select 1;\nselect a.Title, count(*) n from Album a join Track t "
                               u"on t.AlbumId = a.AlbumId group by a.Title"_s;
        testing::setQuery(tab(), before);
        QueryEditor* editor = tab()->editor();
        editor->setCursorCharOffset(before.size() - 3);
        formatAction()->trigger();
        const QString expected = u"select 1;\nSELECT\n  a.Title,\n  count(*) n\nFROM Album a\n  "
                                 u"JOIN Track t ON t.AlbumId = a.AlbumId\nGROUP BY a.Title"_s;
        QCOMPARE(editor->text(), expected);
        formatAction()->trigger();
        QCOMPARE(editor->text(), expected);
        editor->undo();
        QCOMPARE(editor->text(), before);
    }

    void formatSelection()
    {
        const QString before = u"select 1 ; select   2 from t"_s;
        testing::setQuery(tab(), before);
        QueryEditor* editor = tab()->editor();
        editor->selectCharRange({0, 8});
        formatAction()->trigger();
        QCOMPARE(editor->text(), u"SELECT 1 ; select   2 from t"_s);
    }

    void unterminatedStaysWithMessage()
    {
        const QString before = u"select 'open from t"_s;
        testing::setQuery(tab(), before);
        formatAction()->trigger();
        QCOMPARE(tab()->editor()->text(), before);
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(u"Not formatted"_s),
                 qPrintable(m_window->statusBar()->currentMessage()));
    }

    void keywordCaseSetting()
    {
        {
            auto settings = Settings::open();
            Settings::setValue(*settings, SettingsKey::EditorFormatKeywordCase, u"lower"_s);
        }
        testing::setQuery(tab(), u"SELECT Name FROM Artist"_s);
        formatAction()->trigger();
        QCOMPARE(tab()->editor()->text(), u"select Name\nfrom Artist"_s);
        auto settings = Settings::open();
        Settings::remove(*settings, SettingsKey::EditorFormatKeywordCase);
    }
};

NELUMBO_TEST_MAIN(TstPlanFormat)
#include "tst_planformat.moc"
