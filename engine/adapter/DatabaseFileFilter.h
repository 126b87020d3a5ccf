#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace nelumbo {

class DatabaseAdapter;

// File dialog texts for the database files the registered adapters open.
class DatabaseFileFilter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseFileFilter)

public:
    // The adapters that open files, in the order they were registered.
    static QList<const DatabaseAdapter*> fileAdapters();
    // "SQLite databases (*.db *.sqlite);;All files (*)": one entry per adapter, then all files.
    static QString filter(const QList<const DatabaseAdapter*>& adapters);
    // The caption of File > Open Database…: the adapter's own when only one opens files.
    static QString openCaption(const QList<const DatabaseAdapter*>& adapters);
};

} // namespace nelumbo
