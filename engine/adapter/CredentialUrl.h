#pragma once

#include <QString>

namespace nelumbo {

// The one place that puts a password into a source URL or takes one out. A password can sit
// in the authority (postgres://user:secret@host/db) or in a password=… query parameter;
// SQLite URLs have neither and pass through unchanged.
class CredentialUrl
{
public:
    static constexpr QLatin1String kMask{"***"};

    struct Parts
    {
        QString url;      // the URL without any password
        QString password; // decoded; empty when there was none
        bool hadPassword = false;
    };

    static Parts split(const QString& url);
    // url (which must hold no password) with password in its authority, percent-encoded.
    static QString withPassword(const QString& url, const QString& password);
    // For display, logs and error messages: every password replaced by ***.
    static QString redacted(const QString& url);
    static QString userName(const QString& url);
    // text with every occurrence of password, as typed or percent-encoded, replaced by ***.
    // Database drivers may quote a connection string back in their errors.
    static QString scrub(const QString& text, const QString& password);
};

} // namespace nelumbo
