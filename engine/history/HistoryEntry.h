#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace nelumbo {

// One statement run, as the query history keeps it.
struct HistoryEntry
{
    qint64 id = 0;      // 0 until stored
    QString statement;  // as written, {{variables}} included
    QString sourceName; // the source's name, or its URL without password
    QString language;   // the source's query language, as QueryLanguage names it
    QDateTime startedAt;
    qint64 durationMs = 0;
    qint64 rows = -1; // rows read or changed; -1 when unknown
    bool failed = false;
    QString error; // why it failed (or was cancelled)
};

// What a search of the history keeps; every part empty or Any keeps everything.
struct HistoryFilter
{
    enum class Outcome
    {
        Any,
        Succeeded,
        Failed
    };
    QString text;   // a substring of the statement, case-insensitive for ASCII letters
    QString source; // exactly this source name
    Outcome outcome = Outcome::Any;
    int limit = 1000; // newest first; 0 is no limit
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::HistoryEntry)
