#pragma once

#include "SyncCommand.h"
#include "core/Result.h"
#include "history/HistoryEntry.h"

#include <QCommandLineOption>
#include <QJsonObject>

namespace nelumbo {

// `nelumbo-cli history`: the statements run from the app's window (and by `run --history`),
// newest first, searched and filtered, from the same store (HistorySettings::read().path).
class HistoryCommand final : public SyncCommand
{
    Q_OBJECT
public:
    using SyncCommand::SyncCommand;

    QString name() const override { return QStringLiteral("history"); }
    QString summary() const override;
    QString helpText() const override;

    // One entry as `history --format json` prints it.
    static QJsonObject json(const HistoryEntry& entry);

protected:
    int run(const QStringList& arguments) override;

private:
    struct Options
    {
        bool help = false;
        bool json = false;
        HistoryFilter filter;
    };
    static QList<QCommandLineOption> options();
    static Result<Options> parse(const QStringList& arguments);
    static QString table(const QList<HistoryEntry>& entries);
};

} // namespace nelumbo
