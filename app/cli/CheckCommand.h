#pragma once

#include "SyncCommand.h"

namespace nelumbo {

// `nelumbo-cli check`: says whether a statement may run on a source in read-only mode,
// and why not, without touching the database.
class CheckCommand final : public SyncCommand
{
    Q_OBJECT
public:
    using SyncCommand::SyncCommand;

    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    int run(const QStringList& arguments) override;
};

} // namespace nelumbo
