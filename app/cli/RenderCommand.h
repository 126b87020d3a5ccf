#pragma once

#include "SyncCommand.h"

namespace nelumbo {

// `nelumbo-cli render`: compiles a template statement ({{var}}, [[ … ]]) for a source and
// prints the statement that would run and the values bound to it, as JSON.
class RenderCommand final : public SyncCommand
{
    Q_OBJECT
public:
    using SyncCommand::SyncCommand;

    QString name() const override { return QStringLiteral("render"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    int run(const QStringList& arguments) override;
};

} // namespace nelumbo
