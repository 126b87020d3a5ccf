#include "adapter/CredentialUrl.h"

#include "adapter/SourceUrl.h"

#include <QStringList>
#include <QUrl>

namespace nelumbo {

namespace {
// Where the pieces of scheme://userinfo@host/path?query#fragment are; -1 when absent.
struct Layout
{
    qsizetype authorityStart = -1;
    qsizetype authorityEnd = -1;
    qsizetype at = -1;    // the '@' that ends the user information
    qsizetype colon = -1; // the ':' between user and password
    qsizetype queryStart = -1;
    qsizetype queryEnd = -1;
};

Layout layoutOf(const QString& url)
{
    Layout l;
    const qsizetype slashes = url.indexOf(QLatin1String("://"));
    // File URLs name files: '@' and '?' are part of the path there.
    if (slashes <= 0 || SourceUrl::isFileScheme(url.left(slashes)))
        return l;
    l.authorityStart = slashes + 3;
    l.authorityEnd = url.size();
    for (qsizetype i = l.authorityStart; i < url.size(); ++i) {
        const QChar c = url.at(i);
        if (c == QLatin1Char('/') || c == QLatin1Char('?') || c == QLatin1Char('#')) {
            l.authorityEnd = i;
            break;
        }
    }
    const QStringView authority =
        QStringView(url).mid(l.authorityStart, l.authorityEnd - l.authorityStart);
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        l.at = l.authorityStart + at;
        const qsizetype colon = authority.left(at).indexOf(QLatin1Char(':'));
        if (colon >= 0)
            l.colon = l.authorityStart + colon;
    }
    const qsizetype question = url.indexOf(QLatin1Char('?'), l.authorityEnd);
    if (question >= 0) {
        l.queryStart = question + 1;
        const qsizetype hash = url.indexOf(QLatin1Char('#'), l.queryStart);
        l.queryEnd = hash >= 0 ? hash : url.size();
    }
    return l;
}

bool isPasswordParameter(QStringView item)
{
    const QStringView key = item.left(item.indexOf(QLatin1Char('=')));
    const QString decoded = QUrl::fromPercentEncoding(key.toUtf8());
    return decoded.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0;
}

// url with its password (authority and query) removed, or replaced by replacement.
CredentialUrl::Parts rewrite(const QString& url, const QString* replacement)
{
    CredentialUrl::Parts parts;
    const Layout l = layoutOf(url);
    if (l.authorityStart < 0) {
        parts.url = url;
        return parts;
    }

    QString query;
    if (l.queryStart >= 0) {
        QStringList kept;
        const QString original = url.mid(l.queryStart, l.queryEnd - l.queryStart);
        for (const QString& item : original.split(QLatin1Char('&'))) {
            if (!isPasswordParameter(item)) {
                kept << item;
                continue;
            }
            parts.hadPassword = true;
            if (parts.password.isEmpty())
                parts.password = QUrl::fromPercentEncoding(
                    item.mid(item.indexOf(QLatin1Char('=')) + 1).toUtf8());
            if (replacement)
                kept << item.left(item.indexOf(QLatin1Char('=')) + 1) + *replacement;
        }
        query = kept.join(QLatin1Char('&'));
    }

    QString out = url.left(l.authorityStart);
    if (l.colon >= 0) {
        parts.hadPassword = true;
        parts.password =
            QUrl::fromPercentEncoding(url.mid(l.colon + 1, l.at - l.colon - 1).toUtf8());
        out += url.mid(l.authorityStart, l.colon - l.authorityStart);
        if (replacement)
            out += QLatin1Char(':') + *replacement;
        out += url.mid(l.at, l.authorityEnd - l.at);
    } else {
        out += url.mid(l.authorityStart, l.authorityEnd - l.authorityStart);
    }
    if (l.queryStart >= 0) {
        out += url.mid(l.authorityEnd, l.queryStart - 1 - l.authorityEnd);
        if (!query.isEmpty())
            out += QLatin1Char('?') + query;
        out += url.mid(l.queryEnd);
    } else {
        out += url.mid(l.authorityEnd);
    }
    parts.url = out;
    return parts;
}
} // namespace

CredentialUrl::Parts CredentialUrl::split(const QString& url)
{
    return rewrite(url, nullptr);
}

QString CredentialUrl::withPassword(const QString& url, const QString& password)
{
    const QString bare = split(url).url;
    const Layout l = layoutOf(bare);
    if (password.isEmpty() || l.authorityStart < 0)
        return bare;
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(password));
    if (l.at < 0) // no user: server clients accept an empty one
        return bare.left(l.authorityStart) + QLatin1Char(':') + encoded + QLatin1Char('@') +
               bare.mid(l.authorityStart);
    return bare.left(l.at) + QLatin1Char(':') + encoded + bare.mid(l.at);
}

QString CredentialUrl::redacted(const QString& url)
{
    const QString mask = kMask;
    return rewrite(url, &mask).url;
}

QString CredentialUrl::userName(const QString& url)
{
    const Layout l = layoutOf(url);
    if (l.at < 0)
        return {};
    const qsizetype end = l.colon >= 0 ? l.colon : l.at;
    return QUrl::fromPercentEncoding(url.mid(l.authorityStart, end - l.authorityStart).toUtf8());
}

QString CredentialUrl::scrub(const QString& text, const QString& password)
{
    if (password.isEmpty())
        return text;
    QString out = text;
    out.replace(password, kMask);
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(password));
    if (encoded != password)
        out.replace(encoded, kMask);
    return out;
}

} // namespace nelumbo
