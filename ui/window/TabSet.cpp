#include "window/TabSet.h"

#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/VariableForm.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QTabBar>
#include <QTabWidget>

namespace nelumbo {

TabSet::TabSet(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_tabs(new QTabWidget(window))
{
    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, this, &TabSet::changed);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int i) { closeTab(i); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &TabSet::currentTabChanged);
}

EditorTab* TabSet::currentTab() const
{
    return qobject_cast<EditorTab*>(m_tabs->currentWidget());
}

EditorTab* TabSet::tabAt(int index) const
{
    return qobject_cast<EditorTab*>(m_tabs->widget(index));
}

int TabSet::count() const
{
    return m_tabs->count();
}

void TabSet::setCurrentTab(EditorTab* tab)
{
    m_tabs->setCurrentWidget(tab);
}

EditorTab* TabSet::newTab(const QString& text)
{
    auto* tab = new EditorTab(m_tabs);
    tab->setSource(m_sourceUrl, m_definition);
    tab->setWritesAllowed(m_writesAllowed);
    if (!text.isEmpty()) {
        tab->editor()->setText(text);
        tab->editor()->setModified(false);
    }
    tab->setSourceName(m_sourceName);
    tab->editor()->setCompletionCatalog(m_catalog);
    connect(tab, &EditorTab::titleChanged, this, [this, tab] {
        m_tabs->setTabText(m_tabs->indexOf(tab), tab->title());
        m_tabs->setTabToolTip(m_tabs->indexOf(tab), tab->filePath());
        Q_EMIT titleChanged();
    });
    connect(tab->editor(), &QsciScintilla::textChanged, this, &TabSet::changed);
    connect(tab, &EditorTab::titleChanged, this, &TabSet::changed);
    connect(tab->variableForm(), &VariableForm::valuesChanged, this, &TabSet::changed);
    Q_EMIT tabAdded(tab);
    m_tabs->setCurrentIndex(m_tabs->addTab(tab, tab->title()));
    tab->setFocus();
    return tab;
}

bool TabSet::openFile(const QString& path)
{
    // Reuse an untouched empty tab instead of leaving it behind.
    EditorTab* tab = currentTab();
    if (!tab || tab->isModified() || !tab->filePath().isEmpty() || !tab->editor()->text().isEmpty())
        tab = newTab();
    auto r = tab->load(path);
    if (!r) {
        Prompt::error(m_window, MainWindow::tr("Open file"), r.error().message);
        return false;
    }
    return true;
}

void TabSet::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, MainWindow::tr("Open SQL file"), QString(),
                                     MainWindow::tr("SQL files (*.sql);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool TabSet::save(EditorTab* tab)
{
    if (tab->filePath().isEmpty())
        return saveAs(tab);
    auto r = tab->saveTo(tab->filePath());
    if (!r)
        Prompt::error(m_window, MainWindow::tr("Save"), r.error().message);
    return r.ok();
}

bool TabSet::saveAs(EditorTab* tab)
{
    QString path =
        QFileDialog::getSaveFileName(m_window, MainWindow::tr("Save SQL file"), tab->filePath(),
                                     MainWindow::tr("SQL files (*.sql);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sql");
    auto r = tab->saveTo(path);
    if (!r)
        Prompt::error(m_window, MainWindow::tr("Save"), r.error().message);
    return r.ok();
}

bool TabSet::maybeSave(EditorTab* tab)
{
    if (!tab->isModified())
        return true;
    if (tab->filePath().isEmpty() && tab->editor()->text().trimmed().isEmpty())
        return true;
    switch (Prompt::unsavedChanges(m_window, tab->title().remove(QLatin1Char('*')))) {
    case Prompt::Answer::Save:
        return save(tab);
    case Prompt::Answer::Discard:
        return true;
    case Prompt::Answer::Cancel:
        return false;
    }
    return false;
}

bool TabSet::closeTab(int index)
{
    EditorTab* tab = tabAt(index);
    if (!tab || !maybeSave(tab))
        return false;
    m_tabs->removeTab(index);
    tab->deleteLater();
    if (m_tabs->count() == 0)
        newTab();
    Q_EMIT changed();
    return true;
}

bool TabSet::mayQuit()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        EditorTab* tab = tabAt(i);
        if (!tab->filePath().isEmpty() && !maybeSave(tab))
            return false;
    }
    return true;
}

void TabSet::setSource(const QString& sourceUrl, const QString& highlightingDefinition)
{
    m_sourceUrl = sourceUrl;
    m_definition = highlightingDefinition;
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setSource(sourceUrl, highlightingDefinition);
}

void TabSet::setCompletionCatalog(CompletionCatalog* catalog)
{
    m_catalog = catalog;
    for (int i = 0; i < count(); ++i)
        tabAt(i)->editor()->setCompletionCatalog(catalog);
}

void TabSet::setSourceName(const QString& name)
{
    m_sourceName = name;
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setSourceName(name);
}

void TabSet::setWritesAllowed(bool allowed)
{
    m_writesAllowed = allowed;
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setWritesAllowed(allowed);
}

} // namespace nelumbo
