#pragma once

#include "adapter/DatabaseAdapter.h"
#include "core/Result.h"

namespace nelumbo {

class VisibilityPolicy;

// The adapter's introspection calls as the visibility rules allow them: hidden schemas and
// tables are left out of listings, and asking about one answers exactly as if it did not
// exist ("table_not_found", "column_not_found"). Hidden columns are left out, masked
// values masked. Runs in the connection's thread.
class VisibleCatalog
{
public:
    VisibleCatalog(const DatabaseAdapter& adapter, const VisibilityPolicy& policy);

    Result<QStringList> listSchemas(Session& session) const;
    // Tables and views of the given schemas (every visible one when empty) whose name
    // contains nameFilter, ignoring case (every one when empty).
    Result<QList<TableInfo>> listTables(Session& session, const QString& nameFilter = {},
                                        const QStringList& schemas = {}) const;
    Result<TableDescription> describeTable(Session& session, const QString& schema,
                                           const QString& table) const;
    Result<QVariantList> distinctValues(Session& session, const QString& schema,
                                        const QString& table, const QString& column,
                                        int limit) const;

private:
    Error missingTable(Session& session, const QString& schema, const QString& table) const;

    const DatabaseAdapter& m_adapter;
    const VisibilityPolicy& m_policy;
};

} // namespace nelumbo
