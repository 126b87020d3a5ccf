#include "QtSqlAdapter.h"

#include "QtSqlSession.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>

namespace nelumbo {

namespace {
// The context these words had in the engine, so translations still apply.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseAdapter)
};

QString messageOf(const QSqlError& e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}
} // namespace

Result<std::unique_ptr<Session>> QtSqlAdapter::openSession(const SourceUrl& url,
                                                           const QString& name) const
{
    return QtSqlSession::open(*this, url, name);
}

Result<void> QtSqlAdapter::afterOpen(QSqlDatabase&) const
{
    return {};
}

std::function<void()> QtSqlAdapter::makeDisconnector(QSqlDatabase&) const
{
    return {};
}

Result<void> QtSqlAdapter::setSessionReadOnly(QSqlDatabase&, bool) const
{
    return Error{ErrorCode::Unsupported,
                 Tr::tr("%1 cannot make a session read-only").arg(displayName())};
}

QStringList QtSqlAdapter::columnNames(const QSqlQuery& query) const
{
    const QSqlRecord record = query.record();
    QStringList names;
    names.reserve(record.count());
    for (int i = 0; i < record.count(); ++i)
        names << record.fieldName(i);
    return names;
}

QString QtSqlAdapter::errorMessage(const QSqlError& error) const
{
    return messageOf(error);
}

QtSqlAdapter::CellReader QtSqlAdapter::cellReader(QSqlQuery&) const
{
    return {};
}

std::unique_ptr<RowCursor> QtSqlAdapter::openCursor(QSqlDatabase&, const QString&,
                                                    const QVariantList&) const
{
    return nullptr;
}

Result<QVariantList> QtSqlAdapter::distinctValues(Session& session, const QString& schema,
                                                  const QString& table, const QString& column,
                                                  int limit) const
{
    limit = std::clamp(limit, 1, kMaxDistinctValues);
    const QString q = quoteIdentifier(column);
    QSqlQuery query(QtSqlSession::database(session));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT DISTINCT %1 FROM %2 ORDER BY 1 LIMIT %3")
                        .arg(q, qualifiedName(schema, table))
                        .arg(limit)))
        return Error{ErrorCode::QueryFailed, messageOf(query.lastError())};
    QVariantList out;
    while (query.next())
        out << query.value(0);
    if (query.lastError().isValid())
        return Error{ErrorCode::QueryFailed, messageOf(query.lastError())};
    return out;
}

} // namespace nelumbo
