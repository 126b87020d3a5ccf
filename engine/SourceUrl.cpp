#include "SourceUrl.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace nelumbo {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("nelumbo::SourceUrl", text);
}
} // namespace

Result<SourceUrl> SourceUrl::parse(const QString& text)
{
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return Error{QStringLiteral("invalid_source_url"),
                     tr("\"%1\" is not a source URL: expected a form like sqlite:path/to/file.db")
                         .arg(trimmed)};

    SourceUrl url;
    url.original = trimmed;
    url.scheme = trimmed.left(colon).toLower();
    const QString rest = trimmed.mid(colon + 1);

    if (url.scheme == QLatin1String("sqlite") || url.scheme == QLatin1String("sqlite3")) {
        url.scheme = QStringLiteral("sqlite");
        if (rest == QLatin1String(":memory:")) {
            url.database = rest;
            return url;
        }
        QString path;
        if (rest.startsWith(QLatin1String("//"))) {
            // URL form: sqlite:///abs/path.db (empty host) or sqlite://./rel.db is not accepted.
            const QUrl parsed(trimmed);
            if (!parsed.isValid() || !parsed.host().isEmpty())
                return Error{QStringLiteral("invalid_source_url"),
                             tr("\"%1\": an SQLite URL with // must have an empty host, as in "
                                "sqlite:///absolute/path.db")
                                 .arg(trimmed)};
            path = parsed.path();
        } else {
            path = rest;
        }
        if (path.isEmpty())
            return Error{QStringLiteral("invalid_source_url"),
                         tr("\"%1\" names no database file").arg(trimmed)};
        url.database = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        return url;
    }

    return Error{QStringLiteral("unsupported_scheme"),
                 tr("Unsupported data source scheme \"%1\" in \"%2\"").arg(url.scheme, trimmed)};
}

QString SourceUrl::forSqliteFile(const QString& path)
{
    return QStringLiteral("sqlite://") + QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace nelumbo
