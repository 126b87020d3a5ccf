// The Saved Queries dock and Query → Save to Library… on a real window over the demo
// database, with the library in a temporary file named by the config file.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/SavedQueries.h"
#include "queries/SavedQueriesPanel.h"
#include "queries/SavedQueryLibrary.h"
#include "queries/SavedQueryPrompt.h"
#include "queries/SavedQueryStore.h"
#include "queries/VariableEditor.h"
#include "queries/VariableForm.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <memory>

using namespace nelumbo;

class TstSavedQueries : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_library;
    std::unique_ptr<MainWindow> m_window;

    SavedQueries* saved() const { return m_window->savedQueries(); }
    SavedQueriesPanel* panel() const { return saved()->panel(); }
    EditorTab* tab() const { return m_window->currentTab(); }

    QList<SavedQuery> stored() const
    {
        auto store = SavedQueryStore::open(m_library);
        return store ? store.value()->list().value() : QList<SavedQuery>();
    }

    int rowOf(const QString& name) const
    {
        for (int row = 0; row < panel()->visibleCount(); ++row)
            if (panel()->queryAt(row)->name == name)
                return row;
        return -1;
    }

    // Saves the current tab under name; true when it was stored.
    bool saveAs(const QString& name)
    {
        QSignalSpy done(saved(), &SavedQueries::tabSaved);
        SavedQueryPrompt::setNextName(name);
        m_window->findChild<QAction*>(QStringLiteral("actionSaveToLibrary"))->trigger();
        if (!done.wait(5000))
            return false;
        return done.at(0).at(1).toBool();
    }

    bool runAndWait() { return testing::runAndWait(tab()); }

    void keyOnRow(const QString& name, Qt::Key key)
    {
        const int row = rowOf(name);
        QVERIFY2(row >= 0, qPrintable(name));
        QTreeView* view = panel()->view();
        view->setFocus();
        view->setCurrentIndex(view->model()->index(row, 0));
        QTest::keyClick(view, key);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString config = m_dir.filePath(QStringLiteral("nelumbo.conf"));
        qputenv("NELUMBO_CONFIG", QFile::encodeName(config));
        m_library = m_dir.filePath(QStringLiteral("library/queries.sqlite"));
        {
            auto settings = Settings::open();
            Settings::setValue(*settings, SettingsKey::SavedQueriesPath, m_library);
        }
        registerBuiltinAdapters();
        SavedQueryPrompt::setQuiet(true);
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Exposed));
        QCOMPARE(saved()->library()->path(), m_library);
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    void dockAndAction()
    {
        QDockWidget* dock = m_window->findChild<QDockWidget*>(QStringLiteral("savedQueriesDock"));
        QVERIFY(dock);
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->toggleViewAction()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_2));
        QAction* save = m_window->findChild<QAction*>(QStringLiteral("actionSaveToLibrary"));
        QVERIFY(save);
        QCOMPARE(save->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
        // No other action of the window has the same keys.
        for (QAction* other : m_window->findChildren<QAction*>())
            if (other != save && other != dock->toggleViewAction() && !other->shortcut().isEmpty())
                QVERIFY2(other->shortcut() != save->shortcut() &&
                             other->shortcut() != dock->toggleViewAction()->shortcut(),
                         qPrintable(other->text()));
        QTRY_COMPARE(panel()->statusText(),
                     QStringLiteral("No saved queries yet: Query → Save to Library…"));
    }

    void saveListsTheQuery()
    {
        tab()->editor()->setText(
            QStringLiteral("SELECT Name FROM Genre WHERE GenreId = {{genre}}"));
        tab()->setVariableDefinitions({}); // reads the variables now, not after the pause
        tab()->variableForm()->setValues({{QStringLiteral("genre"), QStringLiteral("4")}});
        QVERIFY(saveAs(QStringLiteral("  Genre by id ")));
        QCOMPARE(tab()->title().remove(QLatin1Char('*')), QStringLiteral("Genre by id"));
        QCOMPARE(tab()->savedQuery().queryLanguage, QStringLiteral("sql:sqlite"));
        QCOMPARE(tab()->savedQuery().dataSource, QStringLiteral("demo"));

        QTRY_COMPARE(panel()->visibleCount(), 1);
        const SavedQuery* row = panel()->queryAt(0);
        QCOMPARE(row->name, QStringLiteral("Genre by id"));
        QCOMPARE(
            panel()->view()->model()->index(0, SavedQueriesPanel::SourceColumn).data().toString(),
            QStringLiteral("demo"));
        QCOMPARE(
            panel()->view()->model()->index(0, SavedQueriesPanel::LanguageColumn).data().toString(),
            QStringLiteral("sql:sqlite"));

        const QList<SavedQuery> all = stored();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.at(0).statement,
                 QStringLiteral("SELECT Name FROM Genre WHERE GenreId = {{genre}}"));
        QCOMPARE(all.at(0).values.value("genre").toString(), QStringLiteral("4"));
        QCOMPARE(all.at(0).variables.at(0).toObject().value("name").toString(),
                 QStringLiteral("genre"));
    }

    void savingAgainUpdates()
    {
        const qint64 id = tab()->savedQuery().id;
        tab()->editor()->setText(
            QStringLiteral("SELECT Name FROM Genre WHERE GenreId = {{genre}} ORDER BY Name"));
        QVERIFY(saveAs(QStringLiteral("Genre by id"))); // its own name: no question asked
        QCOMPARE(tab()->savedQuery().id, id);
        QCOMPARE(stored().size(), 1);
        QVERIFY(stored().at(0).statement.endsWith(QLatin1String("ORDER BY Name")));

        QVERIFY(!saveAs(QStringLiteral("   "))); // a name is needed
        QCOMPARE(SavedQueryPrompt::lastError(), QStringLiteral("A saved query needs a name"));
        SavedQueryPrompt::setNextName(std::nullopt); // cancelled: nothing happens
        m_window->findChild<QAction*>(QStringLiteral("actionSaveToLibrary"))->trigger();
        QCOMPARE(stored().size(), 1);
    }

    void overwriteIsConfirmed()
    {
        m_window->newTab(QStringLiteral("SELECT 'other' AS which"));
        SavedQueryPrompt::setNextConfirmation(false);
        QVERIFY(!saveAs(QStringLiteral("Genre by id")));
        QCOMPARE(stored().size(), 1);
        QVERIFY(stored().at(0).statement.endsWith(QLatin1String("ORDER BY Name"))); // kept
        QCOMPARE(tab()->savedQuery().id, 0);

        SavedQueryPrompt::setNextConfirmation(true);
        QVERIFY(saveAs(QStringLiteral("Genre by id")));
        QCOMPARE(stored().size(), 1);
        QCOMPARE(stored().at(0).statement, QStringLiteral("SELECT 'other' AS which"));
        QCOMPARE(tab()->savedQuery().id, stored().at(0).id);

        // Put the first version back, as a second query, for the tests below.
        tab()->editor()->setText(
            QStringLiteral("SELECT Name FROM Genre WHERE GenreId = {{genre}}"));
        tab()->setVariableDefinitions({});
        tab()->variableForm()->setValues({{QStringLiteral("genre"), QStringLiteral("2")}});
        QVERIFY(saveAs(QStringLiteral("Genre 2")));
        QTRY_COMPARE(panel()->visibleCount(), 2);
    }

    void openWithValuesAndRun()
    {
        // Closing every tab that shows it, so that opening makes a new one.
        while (m_window->tabCount() > 1) {
            Prompt::setNextAnswer(Prompt::Answer::Discard);
            QVERIFY(m_window->closeTab(m_window->tabCount() - 1));
        }
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window->closeTab(0); // a fresh empty tab takes its place
        QCOMPARE(m_window->tabCount(), 1);

        keyOnRow(QStringLiteral("Genre 2"), Qt::Key_Return);
        QTRY_COMPARE(m_window->tabCount(), 2);
        QCOMPARE(tab()->title().remove(QLatin1Char('*')), QStringLiteral("Genre 2"));
        QCOMPARE(tab()->editor()->text(),
                 QStringLiteral("SELECT Name FROM Genre WHERE GenreId = {{genre}}"));
        QCOMPARE(tab()->variableForm()->values().value(QStringLiteral("genre")).toString(),
                 QStringLiteral("2"));
        QVERIFY(runAndWait());
        ResultModel* model = tab()->results()->currentModel();
        QVERIFY(model);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Jazz"));

        // Opening it again shows the same tab.
        m_window->newTab();
        keyOnRow(QStringLiteral("Genre 2"), Qt::Key_Return);
        QTRY_COMPARE(tab()->savedQuery().name, QStringLiteral("Genre 2"));
        QCOMPARE(m_window->tabCount(), 3);
    }

    void otherLanguageIsRefused()
    {
        {
            auto store = SavedQueryStore::open(m_library);
            QVERIFY(store.ok());
            SavedQuery pg;
            pg.name = QStringLiteral("PostgreSQL only");
            pg.statement = QStringLiteral("SELECT now()::date");
            pg.queryLanguage = QStringLiteral("sql:postgres");
            QVERIFY(store.value()->save(pg).ok());
            SavedQuery any;
            any.name = QStringLiteral("Anywhere");
            any.statement = QStringLiteral("SELECT 40 + 2 AS answer");
            QVERIFY(store.value()->save(any).ok());
        }
        panel()->reload(); // written behind the panel's back
        QTRY_COMPARE(panel()->visibleCount(), 4);
        QCOMPARE(panel()
                     ->view()
                     ->model()
                     ->index(rowOf(QStringLiteral("Anywhere")), SavedQueriesPanel::LanguageColumn)
                     .data()
                     .toString(),
                 QStringLiteral("any"));

        keyOnRow(QStringLiteral("PostgreSQL only"), Qt::Key_Return);
        QTRY_COMPARE(tab()->savedQuery().name, QStringLiteral("PostgreSQL only"));
        QVERIFY(runAndWait());
        const QString refusal = QStringLiteral("Query was written for \"sql:postgres\" but data "
                                               "source \"demo\" speaks \"sql:sqlite\"");
        QVERIFY2(tab()->results()->messagesText().contains(refusal),
                 qPrintable(tab()->results()->messagesText()));
        QCOMPARE(tab()->results()->resultCount(), 0);
        QCOMPARE(tab()->statusText(), QStringLiteral("Error: ") + refusal);
        QVERIFY(
            m_window->findChild<QLabel*>(QStringLiteral("queryStatus"))->text().contains(refusal));

        keyOnRow(QStringLiteral("Anywhere"), Qt::Key_Return);
        QTRY_COMPARE(tab()->savedQuery().name, QStringLiteral("Anywhere"));
        QVERIFY(runAndWait());
        QVERIFY(tab()->results()->currentModel());
        QCOMPARE(tab()->results()->currentModel()->index(0, 0).data().toInt(), 42);
    }

    void filter()
    {
        panel()->setFilterText(QStringLiteral("genre"));
        QCOMPARE(panel()->visibleCount(), 2);
        panel()->setFilterText(QStringLiteral("postgres")); // the language column counts too
        QCOMPARE(panel()->visibleCount(), 1);
        QCOMPARE(panel()->queryAt(0)->name, QStringLiteral("PostgreSQL only"));
        panel()->setFilterText(QString());
        QCOMPARE(panel()->visibleCount(), 4);
    }

    void rename()
    {
        keyOnRow(QStringLiteral("Genre 2"), Qt::Key_Return); // its tab
        EditorTab* shown = tab();
        SavedQueryPrompt::setNextName(QStringLiteral("Jazz"));
        keyOnRow(QStringLiteral("Genre 2"), Qt::Key_F2);
        QTRY_VERIFY(rowOf(QStringLiteral("Jazz")) >= 0);
        QCOMPARE(rowOf(QStringLiteral("Genre 2")), -1);
        QCOMPARE(shown->title().remove(QLatin1Char('*')), QStringLiteral("Jazz"));

        // A name that is taken is refused, and said so.
        SavedQueryPrompt::setNextName(QStringLiteral("Anywhere"));
        keyOnRow(QStringLiteral("Jazz"), Qt::Key_F2);
        QTRY_VERIFY(SavedQueryPrompt::lastError().contains(QLatin1String("already exists")));
        QVERIFY(rowOf(QStringLiteral("Jazz")) >= 0);
    }

    void deleteAsksFirst()
    {
        EditorTab* shown = tab();
        QCOMPARE(shown->savedQuery().name, QStringLiteral("Jazz"));
        SavedQueryPrompt::setNextConfirmation(false);
        keyOnRow(QStringLiteral("Jazz"), Qt::Key_Delete);
        // Kept: an absence (the refused delete changes nothing) has no signal to wait for.
        QTest::qWait(100);
        QCOMPARE(stored().size(), 4);

        SavedQueryPrompt::setNextConfirmation(true);
        keyOnRow(QStringLiteral("Jazz"), Qt::Key_Delete);
        QTRY_COMPARE(panel()->visibleCount(), 3);
        QCOMPARE(stored().size(), 3);
        QCOMPARE(rowOf(QStringLiteral("Jazz")), -1);
        // The tab keeps its text but no longer claims to be a saved query.
        QCOMPARE(shown->savedQuery().id, 0);
        QVERIFY(shown->editor()->text().contains(QLatin1String("{{genre}}")));
    }

    // {{ name }} is not a variable: the form says so instead of offering an input.
    void spacedPlaceholderExplained()
    {
        m_window->newTab(QStringLiteral("SELECT {{ genre }}"));
        tab()->setVariableDefinitions({});
        QVERIFY(tab()->variableForm()->names().isEmpty());
        QCOMPARE(tab()->variableForm()->warning(),
                 QStringLiteral("{{ genre }} is not a variable: write {{genre}}, without spaces "
                                "inside the braces"));
        QVERIFY(tab()->variableForm()->isVisible());
        QVERIFY(runAndWait());
        QVERIFY(tab()->results()->messagesText().contains(
            QLatin1String("{{ genre }} is not a variable")));
        tab()->editor()->setText(QStringLiteral("SELECT {{genre}}"));
        tab()->setVariableDefinitions({});
        QCOMPARE(tab()->variableForm()->names(), QStringList{QStringLiteral("genre")});
        QVERIFY(tab()->variableForm()->warning().isEmpty());
    }
};

NELUMBO_TEST_MAIN(TstSavedQueries)
#include "tst_savedqueries.moc"
