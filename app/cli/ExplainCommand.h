#pragma once

#include "AiSourceCommand.h"

namespace nelumbo {

// `nelumbo-cli explain`: see helpText().
class ExplainCommand final : public AiSourceCommand
{
    Q_OBJECT
public:
    explicit ExplainCommand(Console& console, QObject* parent = nullptr);

    QString name() const override { return QStringLiteral("explain"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    void addOptions(QCommandLineParser& parser) override;
    bool readOptions(const QCommandLineParser& parser) override;
    void runTask(AiEngine& engine, Connection& connection,
                 const SourceDefinition& definition) override;

private:
    QString m_statement;
    QString m_fragment;
};

} // namespace nelumbo
