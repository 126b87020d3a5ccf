#pragma once

#include "Command.h"

#include <QJsonObject>
#include <memory>

namespace nelumbo {

class Connection;
class Console;
class SourceResolver;
struct ResolvedSource;

// `nelumbo-cli check`: says whether a statement may run on a source in read-only mode, and
// why not. The statement never reaches the database; a source whose adapter needs the server
// to tell who else refuses writes (DatabaseAdapter::writeGuardNeedsServer) is opened
// read-only to ask, and a warning says when only this check protects it.
class CheckCommand final : public Command
{
    Q_OBJECT
public:
    explicit CheckCommand(Console& console, QObject* parent = nullptr);
    ~CheckCommand() override;

    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void askServer(const ResolvedSource& source);
    // Prints the verdict (with what the server said, if anything) and finishes.
    void report(const QString& writeGuard);
    void finish(int exitCode);

    Console& m_console;
    QJsonObject m_verdict;
    bool m_allowed = false;
    QString m_displayName;
    std::unique_ptr<SourceResolver> m_resolver;
    std::unique_ptr<Connection> m_connection;
    bool m_finished = false;
};

} // namespace nelumbo
