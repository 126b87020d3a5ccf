#pragma once

#include <QIcon>

namespace nelumbo {

// The schema browser's icons for schemas, tables and views, drawn at the size asked for in
// the palette's colours. A style's standard icons read and decode several PNG files each:
// two milliseconds of start-up for the three the browser used, and none of them said "table".
class CatalogIcon
{
public:
    enum class Kind
    {
        Schema,
        Table,
        View
    };

    static QIcon icon(Kind kind);
};

} // namespace nelumbo
