#pragma once

#include "DatabaseAdapter.h"

namespace nelumbo {

// SQLite through Qt's QSQLITE driver (which links the system libsqlite3).
class SqliteAdapter final : public DatabaseAdapter
{
public:
    QString id() const override { return QStringLiteral("sqlite"); }
    QString displayName() const override { return QStringLiteral("SQLite"); }
    QString queryLanguage() const override { return QStringLiteral("sql:sqlite"); }
    QStringList urlSchemes() const override { return {QStringLiteral("sqlite")}; }
    QString qtDriver() const override { return QStringLiteral("QSQLITE"); }
    QString highlightingDefinition() const override { return QStringLiteral("SQL"); }

    Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const override;
    Result<void> afterOpen(QSqlDatabase& db) const override;
    std::function<void()> makeCanceller(QSqlDatabase& db) const override;
    Result<Catalog> introspect(QSqlDatabase& db) const override;
};

} // namespace nelumbo
