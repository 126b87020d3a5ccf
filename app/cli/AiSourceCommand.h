#pragma once

#include "Command.h"
#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <QCommandLineParser>
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
struct LlmUsage;
struct ResolvedSource;

// A command that asks the model about a source (generate, explain, optimize): parses
// --source, resolves the AI target and the source, opens it, checks the guards in order
// (provider first) and hands over to runTask(). Output is JSON; errors are {"error", "message"}.
class AiSourceCommand : public Command
{
    Q_OBJECT
public:
    explicit AiSourceCommand(Console& console, QObject* parent = nullptr);
    ~AiSourceCommand() override;

    void start(const QStringList& arguments) final;
    void interrupt() final;

protected:
    // Options beyond --source and --help.
    virtual void addOptions(QCommandLineParser& parser) = 0;
    // Reads them; false (after a message on stderr) for a usage error.
    virtual bool readOptions(const QCommandLineParser& parser) = 0;
    // The source is open and every guard passed; the engine's signals are connected to
    // succeed()/fail() by the subclass.
    virtual void runTask(AiEngine& engine, Connection& connection,
                         const SourceDefinition& definition) = 0;

    Console& console() { return m_console; }
    QString modelString() const { return m_modelString; }
    // {"prompt_tokens", "completion_tokens", "total_tokens"}; unreported counts are null.
    static QJsonObject usageJson(const LlmUsage& usage);
    void succeed(const QJsonObject& output);
    void fail(const Error& error);

private:
    void open(const ResolvedSource& source);
    void finish(int exitCode);

    Console& m_console;
    bool m_finished = false;
    QString m_modelString;
    SourceDefinition m_definition;
    std::unique_ptr<SourceResolver> m_sources;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<AdapterTrust> m_trust;
    LlmTargetResolver* m_targets = nullptr;
    LlmClient* m_client = nullptr;
    AiEngine* m_engine = nullptr;
};

} // namespace nelumbo
