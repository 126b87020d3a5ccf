#include "source/SourceResolver.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseAdapter.h"
#include "source/DemoDatabase.h"
#include "source/SecretStore.h"
#include "source/SourceStore.h"

#include <QUrl>

namespace nelumbo {

namespace {
// The adapter takes the search path as the URL option it declares (PostgreSQL's
// search_path=a,b); an option already in the URL wins.
QString withSearchPath(const QString& url, const SourceDefinition& definition)
{
    const DatabaseAdapter* adapter = AdapterRegistry::byId(definition.kind());
    const QString option = adapter ? adapter->searchPathOption() : QString();
    if (definition.searchPath.isEmpty() || option.isEmpty())
        return url;
    const qsizetype question = url.indexOf(QLatin1Char('?'));
    if (question >= 0) {
        for (const QString& item : url.mid(question + 1).split(QLatin1Char('&')))
            if (item.section(QLatin1Char('='), 0, 0).compare(option, Qt::CaseInsensitive) == 0)
                return url;
    }
    QStringList schemas;
    for (const QString& schema : definition.searchPath)
        schemas << QString::fromLatin1(QUrl::toPercentEncoding(schema));
    return url + (question >= 0 ? QLatin1Char('&') : QLatin1Char('?')) + option + QLatin1Char('=') +
           schemas.join(QLatin1Char(','));
}
} // namespace

bool ResolvedSource::needsPassword() const
{
    if (passwordFound)
        return false;
    return definition.password != PasswordStorage::None;
}

QString ResolvedSource::displayName() const
{
    return isAdHoc() ? CredentialUrl::redacted(definition.url) : definition.name;
}

QString ResolvedSource::connectionUrl() const
{
    return connectionUrl(password);
}

QString ResolvedSource::connectionUrl(const QString& typedPassword) const
{
    return CredentialUrl::withPassword(withSearchPath(definition.url, definition), typedPassword);
}

SourceResolver::SourceResolver(const QString& configFile, QObject* parent)
    : QObject(parent)
    , m_configFile(configFile)
    , m_secrets(new SecretStore(configFile, this))
{
    qRegisterMetaType<nelumbo::ResolvedSource>();
    qRegisterMetaType<nelumbo::Error>();
}

SourceResolver::~SourceResolver() = default;

void SourceResolver::resolve(const QString& nameOrUrl)
{
    auto definition = SourceStore(m_configFile).resolve(nameOrUrl);
    if (!definition) {
        fail(definition.error());
        return;
    }
    ResolvedSource source;
    source.definition = definition.value();
    if (source.definition.builtIn) {
        auto installed = DemoDatabase::ensureInstalled();
        if (!installed) {
            fail(installed.error());
            return;
        }
    }
    if (source.isAdHoc()) {
        // A password typed into a literal URL is used for this one connection only.
        const CredentialUrl::Parts parts = CredentialUrl::split(nameOrUrl.trimmed());
        source.password = parts.password;
        source.passwordFound = parts.hadPassword;
        finish(source);
        return;
    }
    const QString name = source.definition.name;
    if (auto fromEnvironment = SecretStore::fromEnvironment(name)) {
        source.password = *fromEnvironment;
        source.passwordFound = true;
        finish(source);
        return;
    }
    if (source.definition.password == PasswordStorage::None ||
        source.definition.password == PasswordStorage::Ask) {
        finish(source);
        return;
    }
    m_secrets->read(name, this, [this, source](const Result<QString>& password) mutable {
        if (password) {
            source.password = password.value();
            source.passwordFound = true;
        } else {
            source.passwordProblem = password.error();
        }
        Q_EMIT resolved(source);
    });
}

void SourceResolver::finish(ResolvedSource source)
{
    // Always later, so that callers have a single code path.
    QMetaObject::invokeMethod(
        this, [this, source = std::move(source)] { Q_EMIT resolved(source); },
        Qt::QueuedConnection);
}

void SourceResolver::fail(const Error& error)
{
    QMetaObject::invokeMethod(
        this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
}

} // namespace nelumbo
