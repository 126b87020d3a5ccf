#pragma once

#include "adapter/DatabaseAdapter.h"
#include "core/Result.h"

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

namespace nelumbo {

class VisibilityPolicy;

// Refuses, before it runs, a statement that reads what the visibility rules hide. The
// database analyses the statement itself (DatabaseAdapter::referencedRelations); where that
// analysis can miss a table the text names, the names in the text are checked against the
// catalogue too. Anything that cannot be analysed is refused (fail closed). With rules that
// hide nothing, nothing is analysed. Lives in a connection's thread.
//
// A hidden table is refused with the words used for a missing one ("does not exist or is
// not visible"), so a refusal tells no more than a typo would.
class StatementGuard
{
public:
    // The relations the statement reads when it may run; error codes "table_not_visible",
    // "column_not_visible", "not_checked", or the database's "invalid_statement".
    // hasPositionalParameters: `?` marks values bound later (analysed as NULL).
    Result<StatementReferences> check(const DatabaseAdapter& adapter, Session& session,
                                      const VisibilityPolicy& policy, const QString& statement,
                                      bool hasPositionalParameters = false);
    // The catalogue may have changed: read it again next time it is needed.
    void forgetCatalog() { m_tablesRead = false; }

private:
    Result<void> checkNames(const DatabaseAdapter& adapter, Session& session,
                            const VisibilityPolicy& policy, const QString& statement);

    QList<TableInfo> m_tables; // every table and view, for checkNames()
    QStringList m_schemas;
    bool m_tablesRead = false;
    QElapsedTimer m_tablesAge;
};

} // namespace nelumbo
