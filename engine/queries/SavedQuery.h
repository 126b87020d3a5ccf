#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace nelumbo {

// A query kept in the library: its text, its variables (definitions and the values last
// chosen in the form) and the language it was written in.
struct SavedQuery
{
    qint64 id = 0; // 0 until stored
    QString name;
    QString statement;
    QString dataSource;    // source name; empty = any
    QString queryLanguage; // family:dialect; empty = runs anywhere
    QJsonArray variables;  // variable definitions
    QJsonObject values;    // the form's last values, by variable name
    QDateTime created;
    QDateTime updated;
};

} // namespace nelumbo
