#include "queries/SavedQueries.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "core/ErrorCodes.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/SavedQueriesPanel.h"
#include "queries/SavedQueryLibrary.h"
#include "queries/SavedQueryPrompt.h"
#include "queries/SavedQueryStore.h"
#include "queries/SavedQueryVariables.h"
#include "queries/VariableForm.h"
#include "source/DemoDatabase.h"
#include "window/MainWindow.h"
#include "window/SourceSession.h"
#include "window/TabSet.h"

#include <QAction>
#include <QDockWidget>
#include <QPointer>
#include <QStatusBar>

namespace nelumbo {

SavedQueries::SavedQueries(MainWindow* window, TabSet* tabs, SourceSession* source)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_source(source)
    , m_library(new SavedQueryLibrary(SavedQueryStore::configuredPath(), this))
    , m_panel(new SavedQueriesPanel(m_library))
    , m_dock(new QDockWidget(tr("Saved Queries"), window))
    , m_save(new QAction(tr("Save to &Library…"), this))
{
    m_dock->setObjectName(QStringLiteral("savedQueriesDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_dock->toggleViewAction()->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));

    m_save->setObjectName(QStringLiteral("actionSaveToLibrary"));
    // Ctrl+Shift+S is Save As; Ctrl+Alt+S is free on every platform we build for.
    m_save->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    m_save->setToolTip(tr("Keep this tab's query, its variables and its source in the library "
                          "(%1)")
                           .arg(m_save->shortcut().toString(QKeySequence::NativeText)));
    connect(m_save, &QAction::triggered, this, [this] {
        if (EditorTab* tab = m_tabs->currentTab())
            saveTab(tab);
    });
    // nelumbo-cli may have changed the library meanwhile.
    connect(m_dock, &QDockWidget::visibilityChanged, m_panel, [this](bool visible) {
        if (visible)
            m_panel->reload();
    });
    connect(m_panel, &SavedQueriesPanel::openRequested, this, &SavedQueries::open);
    connect(m_panel, &SavedQueriesPanel::renamed, this, [this](qint64 id, const QString& name) {
        if (EditorTab* tab = tabShowing(id)) {
            SavedQuery q = tab->savedQuery();
            q.name = name;
            tab->setSavedQuery(q);
        }
    });
    connect(m_panel, &SavedQueriesPanel::removed, this, [this](qint64 id) {
        if (EditorTab* tab = tabShowing(id))
            tab->setSavedQuery({}); // the text stays; saving again makes a new entry
    });
}

EditorTab* SavedQueries::tabShowing(qint64 id) const
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (EditorTab* tab = m_tabs->tabAt(i); tab && tab->savedQuery().id == id)
            return tab;
    return nullptr;
}

void SavedQueries::saveTab(EditorTab* tab)
{
    const auto name =
        SavedQueryPrompt::askName(m_window, tr("Save to Library"), tab->savedQuery().name);
    if (!name)
        return;
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty()) {
        SavedQueryPrompt::error(m_window, tr("A saved query needs a name"));
        Q_EMIT tabSaved(tab, false);
        return;
    }
    QPointer<EditorTab> guard(tab);
    m_library->byName(trimmed, tab, [this, guard, trimmed](Result<SavedQuery> existing) {
        if (!guard)
            return;
        if (!existing && existing.error().code != ErrorCode::NotFound) {
            SavedQueryPrompt::error(m_window, existing.error().message);
            Q_EMIT tabSaved(guard, false);
            return;
        }
        qint64 id = 0;
        if (existing) {
            // Saving the tab's own query again just updates it.
            if (existing->id != guard->savedQuery().id &&
                !SavedQueryPrompt::confirmOverwrite(m_window, existing->name)) {
                Q_EMIT tabSaved(guard, false);
                return;
            }
            id = existing->id;
        }
        store(guard, trimmed, id);
    });
}

void SavedQueries::store(EditorTab* tab, const QString& name, qint64 replaceId)
{
    SavedQuery q;
    q.id = replaceId;
    q.name = name;
    q.statement = tab->editor()->text();
    q.dataSource = m_source->name();
    const auto url = SourceUrl::parse(m_source->url());
    if (const DatabaseAdapter* adapter = url ? AdapterRegistry::forUrl(url.value()) : nullptr)
        q.queryLanguage = adapter->queryLanguage();
    q.variables = SavedQueryVariables::toJson(tab->variableForm()->definitions());
    q.values = SavedQueryVariables::toJson(tab->variableForm()->values());
    QPointer<EditorTab> guard(tab);
    m_library->save(q, tab, [this, guard, q](Result<qint64> id) mutable {
        if (!guard)
            return;
        if (!id) {
            SavedQueryPrompt::error(m_window, id.error().message);
            Q_EMIT tabSaved(guard, false);
            return;
        }
        q.id = id.value();
        guard->setSavedQuery(q);
        m_window->statusBar()->showMessage(tr("Saved \"%1\" to the library").arg(q.name), 4000);
        Q_EMIT tabSaved(guard, true);
    });
}

void SavedQueries::open(const SavedQuery& query)
{
    if (EditorTab* tab = tabShowing(query.id)) {
        m_tabs->setCurrentTab(tab);
        return;
    }
    auto definitions = SavedQueryVariables::definitions(query);
    if (!definitions)
        m_window->statusBar()->showMessage(definitions.error().message, 6000);
    EditorTab* tab = m_tabs->newTab(query.statement);
    tab->setVariableDefinitions(definitions ? definitions.value() : QList<VariableDefinition>());
    tab->variableForm()->setValues(SavedQueryVariables::values(query));
    tab->setSavedQuery(query);
    // The query's source, when it names one that is not open (all tabs share the source).
    if (query.dataSource.isEmpty() || query.dataSource == m_source->name())
        return;
    if (query.dataSource == QLatin1String("demo"))
        m_source->openSource(DemoDatabase::sourceUrl());
    else
        m_source->openNamedSource(query.dataSource);
}

} // namespace nelumbo
