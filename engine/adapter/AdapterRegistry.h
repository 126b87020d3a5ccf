#pragma once

#include "adapter/DatabaseAdapter.h"

#include <memory>

namespace nelumbo {

// The adapters known to this process; filled at start-up by registerBuiltinAdapters().
class AdapterRegistry
{
public:
    // Also makes the adapter's schemes and aliases file URLs for SourceUrl when it namesFile().
    static void add(std::unique_ptr<DatabaseAdapter> adapter);
    // By a scheme or one of its aliases, in any case.
    static const DatabaseAdapter* forScheme(const QString& scheme);
    static const DatabaseAdapter* forUrl(const SourceUrl& url) { return forScheme(url.scheme); }
    static const DatabaseAdapter* byId(const QString& id);
    static QStringList ids(); // in the order they were added
    // The adapter that opens files named like path (by extension), else the first that opens
    // files; nullptr when none does.
    static const DatabaseAdapter* forFile(const QString& path);
    // The source URL of a database file, for the adapter forFile() picks; empty when none.
    static QString fileUrl(const QString& path);

    // Examples for messages, from the adapters in the order they were added: a file URL of
    // the first that opens files, a server URL of the first that does not (its default port
    // when withPort). A neutral form when none is registered.
    static QStringList exampleUrls(bool withPort = false);
    // Each adapter's first scheme as a URL begins: "scheme:" for files, "scheme://" else.
    static QStringList schemePrefixes();
    // The query language of the first server adapter, else of the first adapter.
    static QString exampleLanguage();
    // "a, b or c", in the interface language.
    static QString alternatives(const QStringList& items);
};

} // namespace nelumbo
