#pragma once

#include "Command.h"
#include "core/Result.h"
#include "llm/LlmTargetResolver.h"

#include <QPointer>
#include <memory>

namespace nelumbo {

class Console;
class LlmClient;
class LlmHandle;

// `nelumbo-cli ai`: the AI provider as configured (status), one tiny real request to it
// (test), and its model list (models). Never prints an API key.
class AiCommand final : public Command
{
    Q_OBJECT
public:
    explicit AiCommand(Console& console, QObject* parent = nullptr);
    ~AiCommand() override;

    QString name() const override { return QStringLiteral("ai"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    enum class Action
    {
        Status,
        Test,
        Models
    };
    void status(const AiConfig& config, const Result<LlmTargetResolver::Resolved>& resolved);
    void test(const LlmTargetResolver::Resolved& resolved);
    void models(const LlmTargetResolver::Resolved& resolved);
    void fail(const Error& error);
    void finish(int exitCode);

    Console& m_console;
    Action m_action = Action::Status;
    bool m_json = false;
    bool m_finished = false;
    LlmTargetResolver* m_resolver = nullptr;
    LlmClient* m_client = nullptr;
    QPointer<LlmHandle> m_handle;
};

} // namespace nelumbo
