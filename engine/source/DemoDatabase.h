#pragma once

#include "core/Result.h"

#include <QString>

namespace nelumbo {

// The Chinook sample database shipped inside the program, copied to the user's data
// directory on first use so that Nelumbo is useful before anything is configured.
class DemoDatabase
{
public:
    // Copies the database unless a copy exists; returns its path.
    static Result<QString> ensureInstalled();
    static QString installedPath();
    static QString sourceUrl(); // the file URL of the adapter that opens it
    static QString sampleQuery();
};

} // namespace nelumbo
