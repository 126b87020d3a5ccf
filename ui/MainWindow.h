#pragma once

#include "Schema.h"

#include <QMainWindow>
#include <QPointer>

class QLabel;
class QTabWidget;

namespace nelumbo {

class Connection;
class EditorTab;
class SchemaBrowser;

// The window: editor tabs, the schema browser, menus and the status bar. Query work is done
// by each EditorTab; this class wires things together and keeps the session.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Restores the last session, or opens the demo database with a sample query.
    void restoreSession();
    void openSource(const QString& sourceUrl);
    QString sourceUrl() const { return m_sourceUrl; }
    bool catalogLoaded() const { return m_catalogLoaded; }

    EditorTab* currentTab() const;
    EditorTab* tabAt(int index) const;
    int tabCount() const;
    EditorTab* newTab(const QString& text = {});
    bool openFile(const QString& path);
    bool closeTab(int index);
    SchemaBrowser* schemaBrowser() const { return m_schema; }

Q_SIGNALS:
    void catalogReady();
    void sourceFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    QAction* addAction(const QString& objectName, const QString& text, const QKeySequence& key,
                       std::function<void()> slot);
    void chooseDatabase();
    void chooseFile();
    bool save(EditorTab* tab);
    bool saveAs(EditorTab* tab);
    bool maybeSave(EditorTab* tab);
    void connectTab(EditorTab* tab);
    void updateActions();
    void updateTitle();
    void rememberRecent(const QString& sourceUrl);
    void rebuildRecentMenu();
    void saveSession();
    QString highlightingDefinition() const;

    QTabWidget* m_tabs;
    SchemaBrowser* m_schema;
    QLabel* m_sourceLabel;
    QLabel* m_statusLabel;
    QPointer<Connection> m_catalogConnection;
    QString m_sourceUrl;
    bool m_catalogLoaded = false;
    QMenu* m_recentMenu = nullptr;
    QHash<QString, QAction*> m_actions;
};

} // namespace nelumbo
