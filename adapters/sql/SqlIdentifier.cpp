#include "SqlIdentifier.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SqlIdentifier)
};

bool isAsciiLetter(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

} // namespace

SqlIdentifier::QualifiedName SqlIdentifier::parseTableName(const QString& text)
{
    const qsizetype dot = text.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return {QString(), text};
    return {text.left(dot), text.mid(dot + 1)};
}

bool SqlIdentifier::isValid(QStringView name)
{
    if (name.isEmpty() || !(isAsciiLetter(name[0]) || name[0] == QLatin1Char('_')))
        return false;
    for (QChar c : name) {
        if (!isAsciiLetter(c) && !isAsciiDigit(c) && c != QLatin1Char('_'))
            return false;
    }
    return true;
}

Result<void> SqlIdentifier::validate(QStringView name, Role role)
{
    if (isValid(name))
        return {};
    QString message;
    switch (role) {
    case Role::Table:
        message = Tr::tr("Invalid table name: \"%1\". Must contain only letters, digits, and "
                         "underscores.");
        break;
    case Role::Schema:
        message = Tr::tr("Invalid schema name: \"%1\". Must contain only letters, digits, and "
                         "underscores.");
        break;
    case Role::Column:
        message = Tr::tr("Invalid column name: \"%1\". Must contain only letters, digits, and "
                         "underscores.");
        break;
    }
    return Error{ErrorCode::InvalidIdentifier, message.arg(name)};
}

Result<void> SqlIdentifier::validateTableParts(const QString& schema, const QString& table)
{
    if (!schema.isNull()) {
        if (Result<void> ok = validate(schema, Role::Schema); !ok)
            return ok;
    }
    return validate(table, Role::Table);
}

Result<QStringList> SqlIdentifier::parseSearchPath(const QString& text)
{
    QStringList schemas;
    if (text.trimmed().isEmpty())
        return schemas;
    for (const QString& piece : text.split(QLatin1Char(','))) {
        const QString entry = piece.trimmed();
        if (!isValid(entry))
            return Error{ErrorCode::InvalidSearchPath,
                         Tr::tr("Invalid search_path entry: \"%1\". The search path must be a "
                                "comma-separated list of identifiers.")
                             .arg(entry)};
        schemas.append(entry);
    }
    return schemas;
}

QString SqlIdentifier::quote(const QString& name, const SqlDialect& dialect)
{
    const QChar mark = dialect.identifierQuote;
    QString inner = name;
    inner.replace(mark, QString(2, mark));
    return mark + inner + mark;
}

} // namespace nelumbo
