#include "DisplayWidth.h"

#include <QChar>

namespace nelumbo {

namespace {
const QChar kEllipsis(0x2026);

bool isWide(char32_t c)
{
    struct Range
    {
        char32_t first;
        char32_t last;
    };
    // East Asian Wide and Fullwidth blocks, plus the emoji blocks terminals draw double.
    static constexpr Range kWide[] = {
        {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},
        {0x23F0, 0x23F0},   {0x23F3, 0x23F3},   {0x25FD, 0x25FE},   {0x2614, 0x2615},
        {0x2648, 0x2653},   {0x267F, 0x267F},   {0x2693, 0x2693},   {0x26A1, 0x26A1},
        {0x26AA, 0x26AB},   {0x26BD, 0x26BE},   {0x26C4, 0x26C5},   {0x26CE, 0x26CE},
        {0x26D4, 0x26D4},   {0x26EA, 0x26EA},   {0x26F2, 0x26F3},   {0x26F5, 0x26F5},
        {0x26FA, 0x26FA},   {0x26FD, 0x26FD},   {0x2705, 0x2705},   {0x270A, 0x270B},
        {0x2728, 0x2728},   {0x274C, 0x274C},   {0x274E, 0x274E},   {0x2753, 0x2755},
        {0x2757, 0x2757},   {0x2795, 0x2797},   {0x27B0, 0x27B0},   {0x27BF, 0x27BF},
        {0x2B1B, 0x2B1C},   {0x2B50, 0x2B50},   {0x2B55, 0x2B55},   {0x2E80, 0x303E},
        {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},
        {0xA960, 0xA97F},   {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},
        {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},   {0xFFE0, 0xFFE6},   {0x16FE0, 0x16FE4},
        {0x17000, 0x18CFF}, {0x1B000, 0x1B2FF}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF},
        {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A}, {0x1F200, 0x1F251}, {0x1F300, 0x1F64F},
        {0x1F680, 0x1F6FF}, {0x1F7E0, 0x1F7EB}, {0x1F90C, 0x1F9FF}, {0x1FA70, 0x1FAFF},
        {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
    };
    if (c < kWide[0].first)
        return false;
    for (const Range& r : kWide)
        if (c >= r.first && c <= r.last)
            return true;
    return false;
}

// Calls f(codePoint, indexOfFirstUnit, unitCount) for each code point of text.
template <typename F> void forEachCodePoint(QStringView text, F&& f)
{
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            if (!f(QChar::surrogateToUcs4(c, text[i + 1]), i, 2))
                return;
            i += 2;
        } else {
            if (!f(char32_t(c.unicode()), i, 1))
                return;
            ++i;
        }
    }
}
} // namespace

int DisplayWidth::ofCodePoint(char32_t c)
{
    if (c < 0x300)
        return c < 0x20 || (c >= 0x7F && c < 0xA0) ? 0 : 1; // the common case, quickly
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format:
        return 0;
    default:
        break;
    }
    if (c >= 0x1160 && c <= 0x11FF) // Hangul medial vowels and final consonants join the syllable
        return 0;
    return isWide(c) ? 2 : 1;
}

int DisplayWidth::of(QStringView text)
{
    int width = 0;
    forEachCodePoint(text, [&](char32_t c, qsizetype, qsizetype) {
        width += ofCodePoint(c);
        return true;
    });
    return width;
}

QString DisplayWidth::elided(QStringView text, int maxColumns)
{
    if (of(text) <= maxColumns)
        return text.toString();
    const int budget = maxColumns - 1; // room for the ellipsis
    int used = 0;
    qsizetype keep = 0;
    forEachCodePoint(text, [&](char32_t c, qsizetype index, qsizetype units) {
        const int w = ofCodePoint(c);
        if (used + w > budget)
            return false;
        used += w;
        keep = index + units;
        return true;
    });
    return text.left(keep).toString() + kEllipsis;
}

} // namespace nelumbo
