#pragma once

#include "SyncCommand.h"
#include "core/Result.h"

#include <QCommandLineOption>
#include <QVariantMap>

namespace nelumbo {

class SavedQueryStore;

// `nelumbo-cli queries`: lists, shows, saves, renames and deletes the saved queries the app
// keeps in its library (SavedQueryStore::configuredPath()).
class QueriesCommand final : public SyncCommand
{
    Q_OBJECT
public:
    using SyncCommand::SyncCommand;

    QString name() const override { return QStringLiteral("queries"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    int run(const QStringList& arguments) override;

private:
    struct Options
    {
        QString action;
        QStringList names; // the action's NAME arguments
        bool json = false;
        QString source;
        QString statement;
        QString file;
        QVariantMap variables;
        bool replace = false;
    };
    static QList<QCommandLineOption> options();
    static Result<Options> parse(const QStringList& arguments);

    int list(SavedQueryStore& store, const Options& o);
    int show(SavedQueryStore& store, const Options& o);
    int save(SavedQueryStore& store, const Options& o);
    int rename(SavedQueryStore& store, const Options& o);
    int remove(SavedQueryStore& store, const Options& o);
    int fail(const QString& message);
};

} // namespace nelumbo
