#pragma once

#include "AiSourceCommand.h"
#include "ai/Conversation.h"

namespace nelumbo {

struct AgentResult;

// `nelumbo-cli generate`: one generation against a source, printed as JSON.
class GenerateCommand final : public AiSourceCommand
{
    Q_OBJECT
public:
    explicit GenerateCommand(Console& console, QObject* parent = nullptr);

    QString name() const override { return QStringLiteral("generate"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    void addOptions(QCommandLineParser& parser) override;
    bool readOptions(const QCommandLineParser& parser) override;
    void runTask(AiEngine& engine, Connection& connection,
                 const SourceDefinition& definition) override;

private:
    void print(const AgentResult& result);
    void recordRefusal(const Error& error);

    QString m_prompt;
    QString m_conversationPath;
    Result<Conversation> m_conversation = Conversation();
    QString m_current;
    bool m_allowWrites = false;
};

} // namespace nelumbo
