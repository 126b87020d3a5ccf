#include "window/SourceSession.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/DatabaseFileFilter.h"
#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "assistant/AssistantController.h"
#include "completion/CompletionCatalog.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "source/DemoDatabase.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"
#include "sources/ConnectionDialog.h"
#include "sources/PasswordPrompt.h"
#include "sources/SchemaBrowser.h"
#include "visibility/VisibilityConfig.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"
#include "window/TabSet.h"

#include <QFileDialog>
#include <QFileInfo>
#include <memory>

namespace nelumbo {

namespace {
constexpr int kMaxRecent = 10;
}

SourceSession::SourceSession(QWidget* window, SchemaBrowser* schema, TabSet* tabs,
                             AssistantController* assistant)
    : QObject(window)
    , m_window(window)
    , m_schema(schema)
    , m_tabs(tabs)
    , m_assistant(assistant)
    , m_completion(new CompletionCatalog(this))
{
    m_tabs->setCompletionCatalog(m_completion);
}

QString SourceSession::highlightingDefinition() const
{
    auto url = SourceUrl::parse(m_url);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    return adapter ? adapter->highlightingDefinition() : QStringLiteral("SQL");
}

void SourceSession::openDemo()
{
    auto path = DemoDatabase::ensureInstalled();
    if (path)
        openSource(DemoDatabase::sourceUrl());
    else
        Prompt::error(m_window, MainWindow::tr("Demo database"), path.error().message);
}

void SourceSession::reopen()
{
    openSource(m_url, m_name, m_readOnly);
}

void SourceSession::chooseDatabase()
{
    const QList<const DatabaseAdapter*> adapters = DatabaseFileFilter::fileAdapters();
    const QString path =
        QFileDialog::getOpenFileName(m_window, DatabaseFileFilter::openCaption(adapters), QString(),
                                     DatabaseFileFilter::filter(adapters));
    if (const QString source = AdapterRegistry::fileUrl(path); !path.isEmpty() && !source.isEmpty())
        openSource(source);
}

void SourceSession::showConnectionDialog()
{
    auto* dialog = new ConnectionDialog(m_window); // deleted on close
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ConnectionDialog::saved, this, [this](const SourceDefinition& definition) {
        Q_EMIT sourcesEdited();
        openNamedSource(definition.name);
    });
    dialog->open();
}

void SourceSession::setWritesAllowed(bool allowed)
{
    if (allowed && m_readOnly)
        allowed = false; // the source's configuration says read-only: no opt-in possible
    if (allowed && !m_writesAllowed && !Prompt::confirmWrites(m_window, m_shownName))
        allowed = false;
    m_writesAllowed = allowed;
    m_tabs->setWritesAllowed(allowed);
    // The chat may then write statements that change data, run only by the user's own Run.
    m_assistant->chat()->setAllowWrites(allowed);
    Q_EMIT writesAllowedChanged(allowed);
}

void SourceSession::openNamedSource(const QString& name)
{
    if (m_resolver)
        m_resolver->deleteLater();
    m_resolver = new SourceResolver(QString(), this);
    SourceResolver* resolver = m_resolver;
    connect(resolver, &SourceResolver::failed, this, [this](const Error& e) {
        //: %1 is why the source could not be opened
        Q_EMIT statusMessage(MainWindow::tr("Cannot open the source: %1").arg(e.message));
        Q_EMIT sourceFailed(e.message);
    });
    connect(resolver, &SourceResolver::resolved, this, [this](const ResolvedSource& source) {
        QString url = source.connectionUrl();
        if (source.needsPassword()) {
            const auto typed = PasswordPrompt::askPassword(m_window, source.displayName(),
                                                           source.passwordProblem.message);
            if (!typed)
                return;
            url = source.connectionUrl(*typed);
        }
        openSource(url, source.definition.name, source.definition.readOnly);
    });
    resolver->resolve(name);
}

void SourceSession::openSource(const QString& sourceUrl, const QString& sourceName,
                               bool sourceReadOnly)
{
    m_url = sourceUrl;
    m_name = sourceName.isEmpty() && sourceUrl == DemoDatabase::sourceUrl() ? QStringLiteral("demo")
                                                                            : sourceName;
    m_readOnly = sourceReadOnly;
    m_tabs->setSourceName(m_name);
    {
        // The assistant's definition: the configured one (AI policy), else an ad-hoc source.
        SourceDefinition definition;
        definition.name = m_name;
        definition.url = SourceUrl::redact(sourceUrl);
        definition.readOnly = sourceReadOnly;
        if (!m_name.isEmpty())
            definition = SourceStore().find(m_name).value_or(definition);
        m_assistant->setSource(sourceUrl, definition);
    }
    setWritesAllowed(false); // the opt-in never carries over to another database
    m_catalogLoaded = false;
    m_unreachable = false;
    if (m_catalogConnection)
        m_catalogConnection->deleteLater();
    m_catalogConnection = new Connection(this);
    m_schema->showLoading();
    const auto url = SourceUrl::parse(sourceUrl);
    // Never show the password: the source's name, a file name, or the redacted URL.
    m_redactedUrl = url ? url->redacted() : SourceUrl::redact(sourceUrl);
    m_shownName = !m_name.isEmpty() && m_name != QLatin1String("demo") ? m_name
                  : url && url->isFile() ? QFileInfo(url->database).fileName()
                                         : m_redactedUrl;
    Connection* c = m_catalogConnection;
    // Before the schema browser's request, so that completion has names first.
    m_completion->attach(c);
    Q_EMIT onlyCheckRefusesWritesChanged(false); // unknown until the new source says
    // Answers from a connection this session has replaced (its catalogue may still be on
    // the way) change nothing; with the connection as context, none come once it is gone.
    const auto current = [this, c] { return c == m_catalogConnection; };
    // This connection stays read-only, so it tells whether the server itself refuses writes.
    connect(c, &Connection::writeGuardChanged, c, [this, c, current] {
        if (current())
            Q_EMIT onlyCheckRefusesWritesChanged(c->writeGuard() == WriteGuard::CheckOnly);
    });
    auto openFailed = std::make_shared<bool>(false);
    connect(c, &Connection::openFailed, c, [this, openFailed, current](const Error& e) {
        if (!current())
            return;
        *openFailed = true;
        m_schema->showError(e);
        //: %1 is the database's error message
        Q_EMIT statusMessage(MainWindow::tr("Cannot open the database: %1").arg(e.message));
        Q_EMIT sourceFailed(e.message);
    });
    connect(c, &Connection::catalogReady, c, [this, c, current](const Catalog& catalog) {
        if (!current())
            return;
        // Show only what the visibility rules allow; unreadable rules show nothing.
        auto policy = VisibilityConfig::policyFor(
            m_name, c->adapter() ? c->adapter()->queryLanguage() : QString());
        if (!policy) {
            m_schema->showError(policy.error());
            Q_EMIT sourceFailed(policy.error().message);
            return;
        }
        const Catalog visible = policy->filter(catalog);
        m_schema->setCatalog(visible);
        m_completion->setCatalog(visible);
        m_catalogLoaded = true;
        m_unreachable = false;
        Q_EMIT catalogReady();
    });
    connect(c, &Connection::catalogFailed, c, [this, openFailed, current](const Error& e) {
        // The request queued behind a failed open: openFailed has said why.
        if (!current() || (e.code == ErrorCode::NotOpen && *openFailed))
            return;
        if (e.code == ErrorCode::ConnectionLost && m_catalogLoaded) {
            markUnreachable(e); // keep the names last read
            return;
        }
        m_schema->showError(e);
        Q_EMIT sourceFailed(e.message);
    });
    c->open(sourceUrl);
    // Completion reads through this connection: the source's rules hide from it too.
    if (auto rules = c->applySourceVisibility(m_name); !rules)
        Q_EMIT statusMessage(rules.error().message);
    // Queued behind the open on the database thread, so the catalogue is read while this
    // thread still builds and paints the window, not after it answers "opened".
    c->loadCatalog();
    m_tabs->setSource(sourceUrl, highlightingDefinition());
    if (url && url->isFile() && m_name.isEmpty())
        rememberRecent(sourceUrl); // never a URL that could hold a password
    Q_EMIT sourceChanged();
}

QStringList SourceSession::recentDatabases()
{
    auto settings = Settings::open();
    return Settings::value(*settings, SettingsKey::RecentDatabases).toStringList();
}

void SourceSession::rememberRecent(const QString& sourceUrl)
{
    auto settings = Settings::open();
    QStringList recent = Settings::value(*settings, SettingsKey::RecentDatabases).toStringList();
    recent.removeAll(sourceUrl);
    recent.prepend(sourceUrl);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    Settings::setValue(*settings, SettingsKey::RecentDatabases, recent);
    Q_EMIT recentDatabasesChanged();
}

void SourceSession::markUnreachable(const Error& error)
{
    m_unreachable = true;
    m_schema->showUnreachable(error);
}

void SourceSession::markReachable()
{
    if (!m_unreachable || !m_catalogConnection)
        return;
    m_unreachable = false;
    m_schema->showLoading();
    m_catalogConnection->loadCatalog();
}

} // namespace nelumbo
