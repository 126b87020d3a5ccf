#pragma once

#include "SyncCommand.h"

namespace nelumbo {

class QueryLanguage;

// `nelumbo-cli format`: lays a statement or script out through a language's formatter
// (QueryLanguage::format) and prints it. The database is never opened.
class FormatCommand final : public SyncCommand
{
    Q_OBJECT
public:
    using SyncCommand::SyncCommand;

    QString name() const override { return QStringLiteral("format"); }
    QString summary() const override;
    QString helpText() const override;

protected:
    int run(const QStringList& arguments) override;

private:
    // --language ID (an adapter's language id or URL scheme) or --source SRC; else standard SQL.
    const QueryLanguage* languageFor(const QString& language, const QString& source);
};

} // namespace nelumbo
