#pragma once

#include "completion/CompletionCatalog.h"

#include <QObject>
#include <QPointer>

class QTabWidget;
class QWidget;

namespace nelumbo {

class EditorTab;

// The window's editor tabs and their files: new, open, save, close. Every tab runs against
// the window's one source; setSource() and setWritesAllowed() reach each of them.
class TabSet : public QObject
{
    Q_OBJECT
public:
    // window: where the tab widget goes (setCentralWidget is the caller's) and what the file
    // dialogs and questions are shown over.
    explicit TabSet(QWidget* window);

    QTabWidget* widget() const { return m_tabs; }
    EditorTab* currentTab() const;
    EditorTab* tabAt(int index) const;
    int count() const;
    void setCurrentTab(EditorTab* tab);

    EditorTab* newTab(const QString& text = {});
    // Reuses an untouched empty tab; says why when the file cannot be read.
    bool openFile(const QString& path);
    void chooseFile();
    bool save(EditorTab* tab);
    bool saveAs(EditorTab* tab);
    // Asks about a tab's unsaved edits; false: the user cancelled.
    bool maybeSave(EditorTab* tab);
    // Closes a tab after asking; the last one closed leaves a new empty tab.
    bool closeTab(int index);
    // Asks about every edited file (untitled tabs come back with the session); false: cancelled.
    bool mayQuit();

    void setSource(const QString& sourceUrl, const QString& highlightingDefinition);
    void setSourceName(const QString& name);
    // The source's catalogue for every tab's completion (owned by the caller).
    void setCompletionCatalog(CompletionCatalog* catalog);
    void setWritesAllowed(bool allowed);

Q_SIGNALS:
    // A new tab, before it is shown: connect to it here.
    void tabAdded(nelumbo::EditorTab* tab);
    void currentTabChanged();
    // A tab's title (file name, edited mark) changed.
    void titleChanged();
    // Something the saved session holds changed (text, order, files, variables).
    void changed();

private:
    QWidget* m_window;
    QTabWidget* m_tabs;
    QString m_sourceUrl;
    QString m_definition = QStringLiteral("SQL"); // no source yet: standard SQL
    QString m_sourceName;
    QPointer<CompletionCatalog> m_catalog;
    bool m_writesAllowed = false;
};

} // namespace nelumbo
