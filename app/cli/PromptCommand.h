#pragma once

#include "Command.h"
#include "ai/AiTask.h"
#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <memory>

namespace nelumbo {

class Connection;
class Console;
class SourceResolver;
struct ResolvedSource;
struct TableInfo;

// `nelumbo-cli prompt`: the system prompt and tools an AI task would send for a source,
// exactly as built, without sending anything.
class PromptCommand final : public Command
{
    Q_OBJECT
public:
    explicit PromptCommand(Console& console, QObject* parent = nullptr);
    ~PromptCommand() override;

    QString name() const override { return QStringLiteral("prompt"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void open(const ResolvedSource& source);
    void print(const QList<TableInfo>& tables);
    void fail(const Error& error);
    void finish(int exitCode);

    Console& m_console;
    AiTask m_task = AiTask::Generation;
    bool m_json = false;
    bool m_finished = false;
    SourceDefinition m_definition;
    std::unique_ptr<SourceResolver> m_sources;
    std::unique_ptr<Connection> m_connection;
};

} // namespace nelumbo
