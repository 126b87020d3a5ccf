#pragma once

#include "AiSourceCommand.h"

namespace nelumbo {

// `nelumbo-cli optimize`: see helpText().
class OptimizeCommand final : public AiSourceCommand
{
    Q_OBJECT
public:
    explicit OptimizeCommand(Console& console, QObject* parent = nullptr);

    QString name() const override { return QStringLiteral("optimize"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    void addOptions(QCommandLineParser& parser) override;
    bool readOptions(const QCommandLineParser& parser) override;
    void runTask(AiEngine& engine, Connection& connection,
                 const SourceDefinition& definition) override;

private:
    QString m_statement;
};

} // namespace nelumbo
