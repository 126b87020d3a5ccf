#pragma once

#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace nelumbo {

// The named data sources: [source.NAME] groups in the config file (docs/CONFIG.md), plus the
// built-in demo. Reads the file anew on every call, so the app sees what the CLI wrote.
// Never writes a password: definitions hold password-free URLs only. Other features keep
// per-source keys in the same groups (VisibilityConfig); they are left alone here.
class SourceStore
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SourceStore)
public:
    static constexpr QLatin1String kDemoName{"demo"};
    // The group's prefix and keys are SettingsKey::SourceGroupPrefix, SourceUrl, … (Settings.h).

    struct Contents
    {
        QList<SourceDefinition> sources; // the demo first, then the file's in name order
        QStringList warnings;            // problems in the file; they never quote a password
    };

    // configFile empty: Settings::filePath(), that is $NELUMBO_CONFIG or the default file.
    explicit SourceStore(const QString& configFile = {});

    QString configFile() const { return m_configFile; }
    Contents load() const;
    QList<SourceDefinition> sources() const { return load().sources; }
    std::optional<SourceDefinition> find(const QString& name) const;

    // Adds or replaces a source. Refuses the demo, bad names, bad URLs and a URL that holds a
    // password (split it off with CredentialUrl first and give it to SecretStore).
    Result<void> save(const SourceDefinition& definition);
    Result<void> remove(const QString& name);

    // A source name, or a literal URL: an ad-hoc source, with an empty name and read-only.
    // A password in a literal URL is dropped here; SourceResolver keeps it in memory.
    Result<SourceDefinition> resolve(const QString& nameOrUrl) const;

    static SourceDefinition demo();
    // Checks a URL and makes it independent of the current directory: a relative SQLite path
    // becomes absolute. Errors quote the URL with its password masked.
    static Result<QString> normalizeUrl(const QString& url);

private:
    QString m_configFile;
};

} // namespace nelumbo
