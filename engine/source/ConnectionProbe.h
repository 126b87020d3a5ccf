#pragma once

#include "core/Result.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>

namespace nelumbo {

class Connection;
class QueryHandle;

// Opens a source once, asks the server for its version and closes it again: the dialog's
// "Test connection" button and `nelumbo-cli sources test`. Errors never show the password.
class ConnectionProbe : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionProbe(QObject* parent = nullptr);
    ~ConnectionProbe() override;

    // connectionUrl holds the password, if any; it is used for this attempt only. Starting
    // again abandons an attempt still running.
    void start(const QString& connectionUrl);
    bool isRunning() const { return bool(m_connection); }

    // The version statement the adapter of a source kind (its id) declares; empty when none.
    static QString versionQuery(const QString& kind);

Q_SIGNALS:
    // serverVersion: "SQLite 3.40.1", "PostgreSQL 16.2", …
    void succeeded(const QString& serverVersion);
    void failed(const nelumbo::Error& error);

private:
    void succeed(const QString& version);
    void fail(const Error& error);
    void stop();

    std::unique_ptr<Connection> m_connection;
    QString m_kind;
    QString m_password; // only to mask it in error messages
    quint64 m_attempt = 0;
};

} // namespace nelumbo
