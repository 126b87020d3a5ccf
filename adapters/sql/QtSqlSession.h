#pragma once

#include "adapter/Session.h"
#include "adapter/SourceUrl.h"

#include <QSqlDatabase>

namespace nelumbo {

class QtSqlAdapter;

// A session that is a Qt SQL connection, shared by every adapter built on a Qt driver: its
// statements run through the adapter's streaming cursor when it has one, else through
// QSqlQuery read with the adapter's column names, error words and cell reader.
class QtSqlSession final : public Session
{
public:
    // Adds the connection name, configures, opens and prepares it (afterOpen()).
    static Result<std::unique_ptr<Session>> open(const QtSqlAdapter& adapter, const SourceUrl& url,
                                                 const QString& name);
    ~QtSqlSession() override;

    QSqlDatabase& database() { return m_db; }
    // The connection of a session a QtSqlAdapter opened.
    static QSqlDatabase& database(Session& session)
    {
        return static_cast<QtSqlSession&>(session).m_db;
    }

    std::unique_ptr<RowCursor> execute(const QString& statement,
                                       const QVariantList& params = {}) override;
    std::function<void()> makeCanceller() override;
    std::function<void()> makeDisconnector() override;
    Result<void> setReadOnly(bool readOnly) override;
    bool readsConcurrently() const override;
    // Same connection options (search path included), cloned from this one.
    Result<std::unique_ptr<Session>> openSecond(const QString& name) override;
    void close() override;
    bool connectionLost() override;

private:
    QtSqlSession(const QtSqlAdapter& adapter, QSqlDatabase db);
    // Opens db (added under its name) and prepares it; removes it again on failure, so db
    // must be the caller's only handle (QSqlDatabase has no move constructor on Qt 6.4).
    static Result<std::unique_ptr<Session>> start(const QtSqlAdapter& adapter, QSqlDatabase& db);

    const QtSqlAdapter& m_adapter;
    QSqlDatabase m_db;
};

} // namespace nelumbo
