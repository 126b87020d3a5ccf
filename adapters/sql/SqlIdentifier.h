#pragma once

#include "SqlDialect.h"
#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace nelumbo {

// Plain SQL names as the template layer accepts them: letters, digits and underscores, not
// starting with a digit (reference spec §14.21).
class SqlIdentifier
{
public:
    enum class Role
    {
        Table,
        Schema,
        Column
    };

    struct QualifiedName
    {
        QString schema; // null when the name had no schema part
        QString name;
        friend bool operator==(const QualifiedName&, const QualifiedName&) = default;
    };

    // "public.users" → {public, users}; splits on the first '.' only.
    static QualifiedName parseTableName(const QString& text);
    static bool isValid(QStringView name);
    // Error message: Invalid column name: "1x". Must contain only letters, digits, and underscores.
    static Result<void> validate(QStringView name, Role role);
    // Schema may be null (no schema); both parts are checked otherwise.
    static Result<void> validateTableParts(const QString& schema, const QString& table);
    // "public, reporting" → [public, reporting]; blank text → []; any bad entry is an error.
    static Result<QStringList> parseSearchPath(const QString& text);
    // The name quoted with the dialect's identifier quote: "x" or `x`, inner quotes doubled.
    static QString quote(const QString& name, const SqlDialect& dialect);
};

} // namespace nelumbo
