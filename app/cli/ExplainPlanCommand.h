#pragma once

#include "Command.h"

#include <memory>

namespace nelumbo {

class Connection;
class Console;
class PlanTree;
class SourceResolver;
struct ResolvedSource;

// `nelumbo-cli explain-plan`: the database's plan for a statement, read by the source's
// language into the plan tree the window shows, as a table or as JSON. No AI involved.
class ExplainPlanCommand final : public Command
{
    Q_OBJECT
public:
    explicit ExplainPlanCommand(Console& console, QObject* parent = nullptr);
    ~ExplainPlanCommand() override;

    QString name() const override { return QStringLiteral("explain-plan"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void open(const ResolvedSource& source);
    void plan();
    void print(const PlanTree& tree, const QString& planText);
    void fail(const QString& message);
    void finish(int exitCode);

    Console& m_console;
    QString m_statement;
    QString m_sourceName;
    bool m_json = false;
    std::unique_ptr<SourceResolver> m_resolver;
    std::unique_ptr<Connection> m_connection;
    bool m_finished = false;
};

} // namespace nelumbo
