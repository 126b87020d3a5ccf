#include "core/SafeText.h"

namespace nelumbo {

namespace {
bool isBidiControl(char32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}
} // namespace

bool SafeText::isUnsafe(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiControl(c) || c == 0x2028 || c == 0x2029;
}

QString SafeText::escaped(QStringView text, LineBreaks lineBreaks)
{
    const auto kept = [lineBreaks](QChar c) {
        return lineBreaks == LineBreaks::Keep && (c == QLatin1Char('\n') || c == QLatin1Char('\t'));
    };
    qsizetype i = 0;
    while (i < text.size() && (!isUnsafe(text[i]) || kept(text[i])))
        ++i;
    if (i == text.size())
        return text.toString(); // the common case: nothing to escape
    QString out = text.left(i).toString();
    out.reserve(text.size() + 16);
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!isUnsafe(c) || kept(c)) {
            out += c;
            continue;
        }
        const ushort u = c.unicode();
        const bool narrow = u <= 0xFF;
        out += narrow ? QLatin1String("\\x") : QLatin1String("\\u");
        out += QString::number(u, 16).toUpper().rightJustified(narrow ? 2 : 4, QLatin1Char('0'));
    }
    return out;
}

namespace {
// The escaped text, or an empty array when nothing needs escaping.
QByteArray escapedOrEmpty(QByteArrayView json)
{
    QByteArray out;
    qsizetype done = 0;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const uchar b = uchar(json[i]);
        if (b != 0x7F && b != 0xC2 && b != 0xD8 && b != 0xE2)
            continue; // every unsafe character starts with one of these bytes
        const qsizetype length = qMin<qsizetype>(b == 0x7F   ? 1
                                                 : b == 0xE2 ? 3
                                                             : 2,
                                                 json.size() - i);
        const QString c = QString::fromUtf8(json.sliced(i, length));
        if (c.size() != 1 || !SafeText::isUnsafe(c.at(0)))
            continue;
        if (out.isEmpty())
            out.reserve(json.size() + 16);
        out.append(json.sliced(done, i - done));
        out.append("\\u");
        out.append(QByteArray::number(c.at(0).unicode(), 16).rightJustified(4, '0'));
        i += length - 1;
        done = i + 1;
    }
    if (done > 0)
        out.append(json.sliced(done));
    return out;
}
} // namespace

QByteArray SafeText::jsonEscaped(const QByteArray& json)
{
    QByteArray out = escapedOrEmpty(json);
    return out.isEmpty() ? json : out;
}

} // namespace nelumbo
