#include "queries/HistoryDock.h"

#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "history/HistorySettings.h"
#include "history/QueryHistory.h"
#include "queries/HistoryPanel.h"
#include "queries/SavedQueries.h"
#include "window/MainWindow.h"
#include "window/TabSet.h"

#include <QAction>
#include <QDockWidget>

namespace nelumbo {

HistoryDock::HistoryDock(MainWindow* window, TabSet* tabs, SavedQueries* savedQueries)
    : QObject(window)
    , m_tabs(tabs)
    , m_savedQueries(savedQueries)
    , m_history(new QueryHistory(HistorySettings::read().path, this))
    , m_panel(new HistoryPanel(m_history))
    , m_dock(new QDockWidget(tr("History"), window))
{
    m_dock->setObjectName(QStringLiteral("historyDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    QAction* toggle = m_dock->toggleViewAction();
    toggle->setText(tr("&History"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    toggle->setToolTip(tr("Every statement run, newest first (%1)")
                           .arg(toggle->shortcut().toString(QKeySequence::NativeText)));
    // nelumbo-cli may have added entries meanwhile; shown means ready to search.
    connect(m_dock, &QDockWidget::visibilityChanged, m_panel, [this](bool visible) {
        if (visible) {
            m_panel->reload();
            m_panel->setFocus();
        }
    });
    connect(m_panel, &HistoryPanel::openRequested, this, &HistoryDock::open);
    connect(m_panel, &HistoryPanel::saveRequested, this, [this](const HistoryEntry& entry) {
        open(entry, true);
        if (EditorTab* tab = m_tabs->currentTab())
            m_savedQueries->saveTab(tab);
    });
    connect(m_tabs, &TabSet::tabAdded, this, &HistoryDock::connectTab);
    for (int i = 0; i < m_tabs->count(); ++i)
        connectTab(m_tabs->tabAt(i));
}

void HistoryDock::connectTab(EditorTab* tab)
{
    connect(tab, &EditorTab::statementEnded, m_history, &QueryHistory::record);
}

void HistoryDock::open(const HistoryEntry& entry, bool newTab)
{
    EditorTab* tab = newTab ? nullptr : m_tabs->currentTab();
    if (!tab) {
        tab = m_tabs->newTab(entry.statement);
    } else {
        QueryEditor* editor = tab->editor();
        editor->beginUndoAction();
        editor->selectAll();
        editor->replaceSelectedText(entry.statement);
        editor->endUndoAction();
    }
    m_tabs->setCurrentTab(tab);
    tab->editor()->setFocus();
}

} // namespace nelumbo
