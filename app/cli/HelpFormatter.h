#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QPair>
#include <QString>

namespace nelumbo {

// Lays out help text for an 80-column terminal.
class HelpFormatter
{
public:
    static constexpr int kWidth = 80;

    // "  -f, --file FILE    Description", descriptions aligned and wrapped.
    static QString options(const QList<QCommandLineOption>& options);
    // The same two-column layout for any list: commands, exit statuses, …
    static QString table(const QList<QPair<QString, QString>>& rows);
    // text wrapped at word boundaries; every line starts with indent spaces.
    static QString wrap(const QString& text, int indent = 0);
};

} // namespace nelumbo
