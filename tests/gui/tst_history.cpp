// The History dock on a real window over the demo database: statements run are recorded (in
// a temporary file named by the config file), listed newest first, searched, filtered, opened
// in a new tab or the current one, copied, deleted and saved to the library.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "history/HistoryStore.h"
#include "history/QueryHistory.h"
#include "queries/HistoryDock.h"
#include "queries/HistoryPanel.h"
#include "queries/SavedQueries.h"
#include "queries/SavedQueryPrompt.h"
#include "queries/SavedQueryStore.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QClipboard>
#include <QDockWidget>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {
const QString kGenre = u"SELECT Name FROM Genre WHERE GenreId = 1"_s;
const QString kBroken = u"SELECT * FROM NoSuchTable"_s;
} // namespace

class TstHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_historyFile;
    QString m_library;
    std::unique_ptr<MainWindow> m_window;

    HistoryPanel* panel() const { return m_window->history()->panel(); }
    QDockWidget* dock() const { return m_window->history()->dock(); }
    EditorTab* tab() const { return m_window->currentTab(); }

    int rowOf(const QString& statement) const
    {
        for (int row = 0; row < panel()->visibleCount(); ++row)
            if (panel()->entryAt(row)->statement == statement)
                return row;
        return -1;
    }

    // Runs the tab's text and waits until the history holds it.
    bool runAndRecord(const QString& text)
    {
        QSignalSpy recorded(m_window->history()->history(), &QueryHistory::recorded);
        testing::setQuery(tab(), text);
        if (!testing::runAndWait(tab()))
            return false;
        return (!recorded.isEmpty() || recorded.wait(10000)) &&
               recorded.last().at(0).toLongLong() > 0;
    }

    // Until the list shows the answer to the filters just set.
    template <typename Change> bool afterLoad(Change change)
    {
        QSignalSpy loaded(panel(), &HistoryPanel::loaded);
        change();
        return loaded.wait(5000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(u"nelumbo.conf"_s)));
        m_historyFile = m_dir.filePath(u"data/history.sqlite"_s);
        m_library = m_dir.filePath(u"data/queries.sqlite"_s);
        {
            auto settings = Settings::open();
            Settings::setValue(*settings, SettingsKey::HistoryFile, m_historyFile);
            Settings::setValue(*settings, SettingsKey::SavedQueriesPath, m_library);
        }
        registerBuiltinAdapters();
        SavedQueryPrompt::setQuiet(true);
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Active));
        QCOMPARE(m_window->history()->history()->path(), m_historyFile);
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    void runsAreRecorded()
    {
        QVERIFY(!dock()->isVisible()); // hidden until asked for
        QVERIFY(runAndRecord(kGenre));
        QVERIFY(runAndRecord(kBroken));

        auto store = HistoryStore::open(m_historyFile);
        QVERIFY(store.ok());
        const auto entries = store.value()->search({});
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), 2);
        const HistoryEntry& broken = entries->at(0); // newest first
        QCOMPARE(broken.statement, kBroken);
        QVERIFY(broken.failed);
        QVERIFY2(broken.error.contains(u"NoSuchTable"_s), qPrintable(broken.error));
        const HistoryEntry& genre = entries->at(1);
        QCOMPARE(genre.statement, kGenre);
        QVERIFY(!genre.failed);
        QCOMPARE(genre.rows, 1);
        QCOMPARE(genre.sourceName, u"demo"_s);
        QCOMPARE(genre.language, u"sql:sqlite"_s);
        QVERIFY(genre.startedAt.isValid());
        QVERIFY(genre.startedAt <= broken.startedAt);
    }

    void shortcutShowsThePanel()
    {
        QAction* toggle = dock()->toggleViewAction();
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
        QVERIFY(m_window->findChildren<QAction*>().contains(toggle));
        tab()->editor()->setFocus();
        QTRY_VERIFY(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_H,
                        Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(dock()->isVisible());
        QTRY_COMPARE(panel()->visibleCount(), 2);
        QCOMPARE(panel()->entryAt(0)->statement, kBroken);
        QCOMPARE(panel()->entryAt(1)->statement, kGenre);
        const QAbstractItemModel* model = panel()->view()->model();
        QCOMPARE(model->index(0, HistoryPanel::ResultColumn).data().toString(), u"failed"_s);
        QVERIFY(
            model->index(1, HistoryPanel::ResultColumn).data().toString().startsWith(u"1 row"_s));
        QCOMPARE(model->index(1, HistoryPanel::SourceColumn).data().toString(), u"demo"_s);
    }

    void searchAndFilters()
    {
        panel()->searchBox()->setFocus();
        QVERIFY(afterLoad([this] {
            QTest::keyClicks(panel()->searchBox(), u"genreid"_s); // any case
        }));
        QCOMPARE(panel()->visibleCount(), 1);
        QCOMPARE(panel()->entryAt(0)->statement, kGenre);

        QVERIFY(afterLoad([this] {
            panel()->searchBox()->clear();
            panel()->setOutcomeFilter(HistoryFilter::Outcome::Failed);
        }));
        QCOMPARE(panel()->visibleCount(), 1);
        QCOMPARE(panel()->entryAt(0)->statement, kBroken);
        QVERIFY(
            afterLoad([this] { panel()->setOutcomeFilter(HistoryFilter::Outcome::Succeeded); }));
        QCOMPARE(panel()->visibleCount(), 1);
        QCOMPARE(panel()->entryAt(0)->statement, kGenre);
        QVERIFY(afterLoad([this] { panel()->setOutcomeFilter(HistoryFilter::Outcome::Any); }));
        QCOMPARE(panel()->visibleCount(), 2);

        QVERIFY(afterLoad([this] { panel()->setSourceFilter(u"elsewhere"_s); }));
        QCOMPARE(panel()->visibleCount(), 0);
        QCOMPARE(panel()->statusText(), u"No statement in the history matches"_s);
        QVERIFY(afterLoad([this] { panel()->setSourceFilter(u"demo"_s); }));
        QCOMPARE(panel()->visibleCount(), 2);
        QVERIFY(afterLoad([this] { panel()->setSourceFilter(QString()); }));
        QCOMPARE(panel()->visibleCount(), 2);
    }

    void enterOpensInANewTab()
    {
        const int tabs = m_window->tabCount();
        testing::setQuery(tab(), u"SELECT 'kept'"_s);
        const int row = rowOf(kGenre);
        QVERIFY(row >= 0);
        QTreeView* view = panel()->view();
        view->setFocus();
        view->setCurrentIndex(view->model()->index(row, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_COMPARE(m_window->tabCount(), tabs + 1);
        QCOMPARE(tab()->editor()->text(), kGenre);
        QCOMPARE(m_window->tabAt(tabs - 1)->editor()->text(), u"SELECT 'kept'"_s);
    }

    void openInTheCurrentTabIsOneUndoStep()
    {
        const int tabs = m_window->tabCount();
        testing::setQuery(tab(), u"SELECT 'before'"_s);
        panel()->openRow(rowOf(kBroken), false);
        QCOMPARE(m_window->tabCount(), tabs);
        QCOMPARE(tab()->editor()->text(), kBroken);
        tab()->editor()->undo();
        QCOMPARE(tab()->editor()->text(), u"SELECT 'before'"_s);
    }

    void copyAndSaveToLibrary()
    {
        panel()->copyRow(rowOf(kGenre));
        QCOMPARE(QGuiApplication::clipboard()->text(), kGenre);

        QSignalSpy saved(m_window->savedQueries(), &SavedQueries::tabSaved);
        SavedQueryPrompt::setNextName(u"Genre one"_s);
        panel()->saveRow(rowOf(kGenre));
        QVERIFY(saved.wait(5000));
        QVERIFY(saved.at(0).at(1).toBool());
        auto library = SavedQueryStore::open(m_library);
        QVERIFY(library.ok());
        const auto query = library.value()->byName(u"Genre one"_s);
        QVERIFY(query.ok());
        QCOMPARE(query->statement, kGenre);
    }

    void deleteRemovesEntries()
    {
        const int row = rowOf(kBroken);
        QVERIFY(row >= 0);
        QTreeView* view = panel()->view();
        view->setFocus();
        view->setCurrentIndex(view->model()->index(row, 0));
        QTest::keyClick(view, Qt::Key_Delete);
        QTRY_VERIFY(panel()->visibleCount() == 1 && panel()->entryAt(0)->statement == kGenre);
        QCOMPARE(HistoryStore::open(m_historyFile).value()->count().value(), 1);
    }

    // The panel follows new runs while it is shown.
    void newRunsAppearAtTheTop()
    {
        QVERIFY(runAndRecord(u"SELECT count(*) FROM Track"_s));
        QTRY_VERIFY(panel()->visibleCount() == 2 &&
                    panel()->entryAt(0)->statement == u"SELECT count(*) FROM Track"_s);
    }
};

NELUMBO_TEST_MAIN(TstHistory)
#include "tst_history.moc"
