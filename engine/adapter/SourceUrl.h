#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <utility>

namespace nelumbo {

// Where a data source lives, parsed from its URL. Two forms:
//
// * server URLs, generic RFC 3986 syntax for any scheme:
//   `scheme://[user[:password]@]host[:port][/database][?key=value&…]`
//   (`postgres://nelumbo:secret@127.0.0.1:5432/chinook?search_path=a,b&connect_timeout=5`,
//   `mysql://me@[::1]/shop?unix_socket=/run/mysqld/mysqld.sock`). User, password, host,
//   database and options are percent-decoded, so `%40` in a password is `@` and
//   `postgres://%2Fvar%2Frun%2Fpostgresql/db` names a socket directory.
// * file URLs, for the schemes of adapters that name a file (DatabaseAdapter::namesFile()):
//   `sqlite:relative.db`, `sqlite:///abs/path.db`, `sqlite::memory:`.
//
// Which adapter serves a scheme is AdapterRegistry's business, not this parser's.
// The password is kept for the adapter that connects; show redacted() to people.
struct SourceUrl
{
    QString scheme;   // lower case; a file scheme's alias is read as the scheme it stands for
    QString user;     // empty when absent
    QString password; // percent-decoded; never print it
    QString host;     // empty when absent; a directory for a Unix socket
    int port = -1;    // -1 when absent
    QString database; // file URLs: an absolute file path or ":memory:"; else the database name
    QList<std::pair<QString, QString>> options; // the query options, decoded, in order
    QString original;                           // as given (may contain the password)

    // Whether this is the file form (database is a path).
    bool isFile() const { return m_file; }
    // The last value given for key (case-insensitive), or fallback.
    QString option(const QString& key, const QString& fallback = {}) const;
    bool hasOption(const QString& key) const;
    // The URL with the password (and any password-like option) replaced by "***":
    // postgres://nelumbo:***@host:5432/chinook. Use it in messages, titles and logs.
    QString redacted() const;

    static Result<SourceUrl> parse(const QString& text);
    // The canonical URL of a database file with a file scheme, for display and the session
    // store: scheme:///absolute/path.
    static QString forFile(const QString& scheme, const QString& path);
    // Best-effort redaction of text that may not even parse (for error messages).
    static QString redact(const QString& text);
    // Makes `scheme:` URLs file URLs, read as canonical's (the scheme itself when empty).
    // Adapters that name files add theirs through AdapterRegistry::add().
    static void addFileScheme(const QString& scheme, const QString& canonical = {});
    // Whether `scheme:` URLs name files (any case).
    static bool isFileScheme(const QString& scheme);

private:
    bool m_file = false;
};

} // namespace nelumbo
