#pragma once

#include "queries/SavedQuery.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace nelumbo {

// How `nelumbo-cli queries` prints saved queries: an aligned table, a readable page, JSON.
class QueriesPrinter
{
public:
    static QString table(const QList<SavedQuery>& queries);
    static QString page(const SavedQuery& query);
    static QJsonObject json(const SavedQuery& query);
};

} // namespace nelumbo
