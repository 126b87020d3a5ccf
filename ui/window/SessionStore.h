#pragma once

#include <QList>
#include <QString>
#include <QVariantMap>

namespace nelumbo {

// What the window restores on the next start: the source and each tab's file or text.
struct TabState
{
    QString filePath; // empty for an untitled tab
    QString text;     // kept for untitled tabs and for files with unsaved edits
    bool modified = false;
    qsizetype cursor = 0;
    QVariantMap variables; // the variable form's values
};

struct SessionState
{
    QString sourceName; // a configured source, opened by name
    QString sourceUrl;  // otherwise a file URL
    QList<TabState> tabs;
    int currentTab = 0;
    int zoom = 0;
};

class SessionStore
{
public:
    static SessionState load();
    static void save(const SessionState& state);
};

} // namespace nelumbo
