#pragma once

#include <QString>
#include <QStringView>

namespace nelumbo {

// How many terminal columns text takes: wide East Asian characters and most emoji count two,
// combining marks and format characters none. Close to wcwidth(), without depending on
// the C library's locale.
class DisplayWidth
{
public:
    static int ofCodePoint(char32_t codePoint);
    static int of(QStringView text);
    // text cut to at most maxColumns columns, ending in "…" when anything was cut.
    static QString elided(QStringView text, int maxColumns);
};

} // namespace nelumbo
