#pragma once

#include "core/Result.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace nelumbo {

class AssistantController;
class CompletionCatalog;
class Connection;
class SchemaBrowser;
class SourceResolver;
class TabSet;

// The source the window works on: opening it (a URL, a configured source by name, a file,
// the demo), its catalogue in the schema browser, the recent files, and the Allow Writes
// opt-in, which never carries over to another source.
class SourceSession : public QObject
{
    Q_OBJECT
public:
    SourceSession(QWidget* window, SchemaBrowser* schema, TabSet* tabs,
                  AssistantController* assistant);

    // sourceName: the configured source it belongs to, or empty for an ad-hoc URL. The URL
    // may hold a password: it is never shown, stored or remembered.
    void openSource(const QString& sourceUrl, const QString& sourceName = {},
                    bool sourceReadOnly = false);
    // Resolves a configured source (password from the keychain, or asked for) and opens it.
    void openNamedSource(const QString& name);
    void openDemo();
    void reopen();
    void chooseDatabase();
    void showConnectionDialog();
    // Asks first; refused for a source configured read-only.
    void setWritesAllowed(bool allowed);
    // A statement found the source's server gone: the schema browser says so.
    void markUnreachable(const Error& error);
    // A statement ran again after that: the catalogue is read anew.
    void markReachable();

    QString url() const { return m_url; }
    QString name() const { return m_name; }
    bool isReadOnly() const { return m_readOnly; }
    bool writesAllowed() const { return m_writesAllowed; }
    bool catalogLoaded() const { return m_catalogLoaded; }
    // What the editors complete from: names first, columns on demand, reset with the source.
    CompletionCatalog* completionCatalog() const { return m_completion; }
    // What the window shows for the source: its name, a file name or the redacted URL.
    QString shownName() const { return m_shownName; }
    QString redactedUrl() const { return m_redactedUrl; }
    QString highlightingDefinition() const;
    // The database files opened lately, newest first.
    static QStringList recentDatabases();

Q_SIGNALS:
    void sourceChanged();
    void writesAllowedChanged(bool allowed);
    // True when the source's server would accept writes: only the check before running refuses
    // them (a Redis user without a read-only ACL, for example).
    void onlyCheckRefusesWritesChanged(bool onlyCheck);
    void catalogReady();
    void sourceFailed(const QString& message);
    // A line for the window's status: why the source did not open.
    void statusMessage(const QString& text);
    void recentDatabasesChanged();
    // The configured sources changed (one was added in the connection dialog).
    void sourcesEdited();

private:
    void rememberRecent(const QString& sourceUrl);

    QWidget* m_window;
    SchemaBrowser* m_schema;
    TabSet* m_tabs;
    AssistantController* m_assistant;
    QPointer<Connection> m_catalogConnection;
    CompletionCatalog* m_completion;
    QPointer<SourceResolver> m_resolver;
    QString m_url;
    QString m_name;
    QString m_shownName;
    QString m_redactedUrl;
    bool m_readOnly = false;
    bool m_writesAllowed = false;
    bool m_catalogLoaded = false;
    bool m_unreachable = false;
};

} // namespace nelumbo
