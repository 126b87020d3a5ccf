#include "adapter/SourceUrl.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>
#include <algorithm>
#include <cctype>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SourceUrl)
};

Error invalid(const QString& message)
{
    return Error{ErrorCode::InvalidSourceUrl, message};
}

// File schemes and the canonical name each one stands for.
struct FileSchemes
{
    QMutex mutex;
    QHash<QString, QString> canonical; // filled by AdapterRegistry::add()
};

FileSchemes& fileSchemes()
{
    static FileSchemes f;
    return f;
}

QString canonicalFileScheme(const QString& scheme)
{
    FileSchemes& f = fileSchemes();
    QMutexLocker lock(&f.mutex);
    return f.canonical.value(scheme);
}

QString decode(QStringView text)
{
    return QUrl::fromPercentEncoding(text.toUtf8());
}

// Whether every % starts two hex digits, the bytes they give are UTF-8 and none is NUL:
// anything else would reach the database as U+FFFD or cut a name short.
bool validPercentEncoding(QStringView text)
{
    const QByteArray bytes = text.toUtf8();
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] != '%')
            continue;
        if (i + 2 >= bytes.size() || !isxdigit(uchar(bytes[i + 1])) ||
            !isxdigit(uchar(bytes[i + 2])) || (bytes[i + 1] == '0' && bytes[i + 2] == '0'))
            return false;
        i += 2;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8.decode(QByteArray::fromPercentEncoding(bytes));
    Q_UNUSED(decoded) // decoding is what sets hasError()
    return !utf8.hasError();
}

Error badPercentEncoding(const QString& shown)
{
    return invalid(Tr::tr("\"%1\": a % must be followed by two hexadecimal digits that encode "
                          "UTF-8 text, and %2 is not allowed")
                       .arg(shown, QStringLiteral("%00")));
}

bool isPasswordKey(const QString& key)
{
    return key.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0 ||
           key.compare(QLatin1String("pass"), Qt::CaseInsensitive) == 0 ||
           key.compare(QLatin1String("pwd"), Qt::CaseInsensitive) == 0 ||
           key.compare(QLatin1String("sslpassword"), Qt::CaseInsensitive) == 0;
}

// sqlite:relative.db, sqlite:///abs/path.db, sqlite::memory:
Result<SourceUrl> parseFileUrl(SourceUrl url, const QString& rest)
{
    const QString& text = url.original;
    if (rest == QLatin1String(":memory:")) {
        url.database = rest;
        return url;
    }
    QString path;
    if (rest.startsWith(QLatin1String("//"))) {
        // URL form: an empty host, as in sqlite:///abs/path.db; sqlite://./rel.db is refused.
        if (!validPercentEncoding(rest))
            return badPercentEncoding(text);
        const QUrl parsed(text);
        if (!parsed.isValid() || !parsed.host().isEmpty())
            return invalid(Tr::tr("\"%1\": an %2 URL with // must have an empty host, as in "
                                  "%2:///absolute/path.db")
                               .arg(text, url.scheme));
        path = parsed.path();
        const QStringList pairs =
            parsed.query(QUrl::FullyEncoded).split(QLatin1Char('&'), Qt::SkipEmptyParts);
        for (const QString& pair : pairs) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            url.options.append({decode(QStringView(pair).left(eq < 0 ? pair.size() : eq)),
                                eq < 0 ? QString() : decode(QStringView(pair).mid(eq + 1))});
        }
    } else {
        path = rest; // taken literally: a plain path may contain spaces, % or ?
    }
    if (path.isEmpty())
        return invalid(Tr::tr("\"%1\" names no database file").arg(text));
    url.database = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    return url;
}

// scheme://[user[:password]@]host[:port][/database][?query]
Result<SourceUrl> parseServerUrl(SourceUrl url, const QString& rest)
{
    const QString shown = SourceUrl::redact(url.original); // messages never show the password
    const QString form =
        Tr::tr("expected %1://[user[:password]@]host[:port]/database[?option=value&…]")
            .arg(url.scheme);
    if (!rest.startsWith(QLatin1String("//")))
        return invalid(Tr::tr("\"%1\" is not a server URL: %2").arg(shown, form));
    if (rest.contains(QLatin1Char('#')))
        return invalid(Tr::tr("\"%1\": a # must be written %23 (in a password too)").arg(shown));
    if (!validPercentEncoding(rest))
        return badPercentEncoding(shown);

    const QString afterSlashes = rest.mid(2);
    qsizetype authorityEnd = afterSlashes.size();
    for (QChar c : {QLatin1Char('/'), QLatin1Char('?')}) {
        const qsizetype i = afterSlashes.indexOf(c);
        if (i >= 0 && i < authorityEnd)
            authorityEnd = i;
    }
    const QString authority = afterSlashes.left(authorityEnd);
    QString tail = afterSlashes.mid(authorityEnd);

    // userinfo: everything up to the last @ of the authority
    QString hostPort = authority;
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        const QString userInfo = authority.left(at);
        hostPort = authority.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
        url.user = decode(QStringView(userInfo).left(colon < 0 ? userInfo.size() : colon));
        if (colon >= 0)
            url.password = decode(QStringView(userInfo).mid(colon + 1));
    }

    // host and port; [v6] literals keep their colons
    QString portText;
    if (hostPort.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0)
            return invalid(Tr::tr("\"%1\": the IPv6 address lacks its closing ]").arg(shown));
        url.host = hostPort.mid(1, close - 1);
        const QString after = hostPort.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(QLatin1Char(':')))
            return invalid(Tr::tr("\"%1\": unexpected text after the IPv6 address").arg(shown));
        portText = after.mid(1);
        if (after.isEmpty())
            portText.clear();
    } else {
        const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
        url.host = decode(QStringView(hostPort).left(colon < 0 ? hostPort.size() : colon));
        if (colon >= 0)
            portText = hostPort.mid(colon + 1);
        if (colon >= 0 && portText.isEmpty())
            return invalid(
                Tr::tr("\"%1\": a : after the host must be followed by a port").arg(shown));
    }
    if (url.host.contains(QLatin1Char(',')))
        return invalid(Tr::tr("\"%1\": several hosts in one URL are not supported").arg(shown));
    if (!portText.isEmpty()) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535 || !portText.front().isDigit())
            return invalid(
                Tr::tr("\"%1\": the port is not a number from 1 to 65535 (characters such "
                       "as @ : / in a user name or password must be percent-encoded, "
                       "@ as %40)")
                    .arg(shown));
        url.port = port;
    }

    // path and query
    QString query;
    const qsizetype question = tail.indexOf(QLatin1Char('?'));
    if (question >= 0) {
        query = tail.mid(question + 1);
        tail = tail.left(question);
    }
    if (tail.startsWith(QLatin1Char('/')))
        tail.remove(0, 1);
    if (tail.contains(QLatin1Char('@')))
        return invalid(
            Tr::tr("\"%1\": an @ after the host (characters such as / in a password must "
                   "be percent-encoded, / as %2F)")
                .arg(shown));
    url.database = decode(tail);
    const QStringList pairs = query.split(QLatin1Char('&'), Qt::SkipEmptyParts);
    for (const QString& pair : pairs) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        const QString key = decode(QStringView(pair).left(eq < 0 ? pair.size() : eq));
        if (key.isEmpty())
            return invalid(Tr::tr("\"%1\": an option without a name").arg(shown));
        url.options.append({key, eq < 0 ? QString() : decode(QStringView(pair).mid(eq + 1))});
    }
    return url;
}

// RFC 3986: a letter, then letters, digits, "+", "-" and ".".
bool isSchemeSyntax(QStringView scheme)
{
    auto letter = [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); };
    if (scheme.isEmpty() || !letter(scheme.front()))
        return false;
    return std::all_of(scheme.begin(), scheme.end(), [&](QChar c) {
        return letter(c) || (c >= u'0' && c <= u'9') || c == u'+' || c == u'-' || c == u'.';
    });
}
} // namespace

QString SourceUrl::option(const QString& key, const QString& fallback) const
{
    for (auto it = options.crbegin(); it != options.crend(); ++it)
        if (it->first.compare(key, Qt::CaseInsensitive) == 0)
            return it->second;
    return fallback;
}

bool SourceUrl::hasOption(const QString& key) const
{
    for (const auto& [k, v] : options)
        if (k.compare(key, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

QString SourceUrl::redacted() const
{
    if (m_file)
        return original; // a file path holds no secret
    // Rebuilt from the parts, so nothing of the password can survive in it.
    auto enc = [](const QString& s, const char* keep = "") {
        return QString::fromLatin1(QUrl::toPercentEncoding(s, QByteArray(keep)));
    };
    QString out = scheme + QLatin1String("://");
    if (!user.isEmpty() || !password.isEmpty()) {
        out += enc(user);
        if (!password.isEmpty())
            out += QLatin1String(":***");
        out += QLatin1Char('@');
    }
    if (host.contains(QLatin1Char(':')) && !host.contains(QLatin1Char('/')))
        out += QLatin1Char('[') + host + QLatin1Char(']');
    else
        out += enc(host);
    if (port > 0)
        out += QLatin1Char(':') + QString::number(port);
    if (!database.isEmpty())
        out += QLatin1Char('/') + enc(database);
    QStringList pairs;
    for (const auto& [key, value] : options)
        pairs << enc(key) + QLatin1Char('=') +
                     (isPasswordKey(key) ? QStringLiteral("***") : enc(value, ",/:"));
    if (!pairs.isEmpty())
        out += QLatin1Char('?') + pairs.join(QLatin1Char('&'));
    return out;
}

QString SourceUrl::redact(const QString& text)
{
    static const QRegularExpression userInfo(QStringLiteral("(//[^/?#@:]*):.*@"));
    static const QRegularExpression passwordOption(
        QStringLiteral("([?&;\\s](?:password|pass|pwd|sslpassword)=)[^&;\\s]*"),
        QRegularExpression::CaseInsensitiveOption);
    QString out = text;
    out.replace(userInfo, QStringLiteral("\\1:***@"));
    out.replace(passwordOption, QStringLiteral("\\1***"));
    return out;
}

void SourceUrl::addFileScheme(const QString& scheme, const QString& canonical)
{
    FileSchemes& f = fileSchemes();
    QMutexLocker lock(&f.mutex);
    const QString s = scheme.toLower();
    if (!f.canonical.contains(s))
        f.canonical.insert(s, canonical.isEmpty() ? s : canonical.toLower());
}

bool SourceUrl::isFileScheme(const QString& scheme)
{
    return !canonicalFileScheme(scheme.toLower()).isEmpty();
}

Result<SourceUrl> SourceUrl::parse(const QString& text)
{
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    if (colon <= 0 || !isSchemeSyntax(QStringView(trimmed).left(colon)))
        return invalid(Tr::tr("\"%1\" is not a source URL: expected a form like %2")
                           .arg(redact(trimmed),
                                AdapterRegistry::alternatives(AdapterRegistry::exampleUrls(true))));

    SourceUrl url;
    url.original = trimmed;
    url.scheme = trimmed.left(colon).toLower();
    const QString rest = trimmed.mid(colon + 1);

    if (const QString file = canonicalFileScheme(url.scheme); !file.isEmpty()) {
        url.scheme = file;
        url.m_file = true;
        return parseFileUrl(std::move(url), rest);
    }
    return parseServerUrl(std::move(url), rest);
}

QString SourceUrl::forFile(const QString& scheme, const QString& path)
{
    return scheme + QStringLiteral("://") + QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace nelumbo
