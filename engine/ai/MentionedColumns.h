#pragma once

#include "ai/ErrorDetector.h"

#include <QObject>
#include <functional>

namespace nelumbo {

class Connection;

// Reads the columns of the tables the given statements name, so that an error analysis can
// offer the closest real column. The table list alone has no columns, and describing every
// table of a big schema would be slow.
class MentionedColumns
{
public:
    static constexpr int kMaxTables = 8;
    using Done = std::function<void(const SchemaNames& names)>;

    // done runs later in context's thread with names plus the columns found; tables that
    // cannot be described are left without columns.
    static void load(Connection& connection, const SchemaNames& names,
                     const QStringList& statements, QObject* context, Done done);
    // The tables of names that a statement names (whole words, ignoring case and quotes).
    static QStringList mentioned(const SchemaNames& names, const QStringList& statements);
};

} // namespace nelumbo
