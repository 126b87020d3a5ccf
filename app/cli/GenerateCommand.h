#pragma once

#include "Command.h"
#include "Result.h"

#include <QJsonObject>
#include <memory>

namespace nelumbo {

class AdapterTrust;
class AiEngine;
class Connection;
class Console;
class LlmClient;
class LlmTargetResolver;
class SourceResolver;
struct AgentResult;
struct ResolvedSource;

// `nelumbo-cli generate`: one generation against a source, printed as JSON.
class GenerateCommand final : public Command
{
    Q_OBJECT
public:
    explicit GenerateCommand(Console& console, QObject* parent = nullptr);
    ~GenerateCommand() override;

    QString name() const override { return QStringLiteral("generate"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void open(const ResolvedSource& source);
    void resolveTarget();
    void print(const AgentResult& result);
    void fail(const Error& error);
    void finish(int exitCode);

    Console& m_console;
    QString m_prompt;
    QString m_current;
    bool m_allowWrites = false;
    bool m_finished = false;
    std::unique_ptr<SourceResolver> m_sources;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<AdapterTrust> m_trust;
    LlmTargetResolver* m_targets = nullptr;
    LlmClient* m_client = nullptr;
    AiEngine* m_engine = nullptr;
    QJsonObject m_definition;
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace nelumbo
