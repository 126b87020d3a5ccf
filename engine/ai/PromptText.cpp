#include "ai/PromptText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace nelumbo {

namespace {
// Backticks could open or close a fence; bidirectional controls reorder what a reviewer of
// the prompt sees (abc<RLO>fdp.exe reads as abcexe.pdf); line and paragraph separators start
// a line for some readers though JSON keeps them raw.
bool needsEscape(char16_t u)
{
    return u == u'`' || u == 0x061c || u == 0x200e || u == 0x200f || (u >= 0x202a && u <= 0x202e) ||
           (u >= 0x2066 && u <= 0x2069) || u == 0x2028 || u == 0x2029;
}
} // namespace

QString PromptText::fenced(const QString& label, const QString& body)
{
    int longest = 0;
    int run = 0;
    for (QChar c : body) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max(3, longest + 1), u'`');
    QString text = body;
    if (!text.endsWith(u'\n'))
        text += u'\n';
    return fence + label + u'\n' + text + fence;
}

QString PromptText::jsonData(const QJsonValue& value)
{
    QByteArray json;
    if (value.isObject())
        json = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    else if (value.isArray())
        json = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    else {
        // QJsonDocument holds only objects and arrays: wrap and unwrap a scalar.
        json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        json = json.mid(1, json.size() - 2);
    }
    // Outside strings JSON has none of these characters, so this only rewrites string contents.
    QString text = QString::fromUtf8(json);
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return needsEscape(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size());
    for (const QChar c : std::as_const(text)) {
        if (needsEscape(c.unicode()))
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString PromptText::quoted(const QString& text)
{
    return jsonData(QJsonValue(text));
}

QString PromptText::truncated(const QString& text, int maxUtf8Bytes, bool* wasCut)
{
    if (wasCut)
        *wasCut = false;
    if (text.toUtf8().size() <= maxUtf8Bytes)
        return text;
    if (wasCut)
        *wasCut = true;
    const QString marker = QString::fromLatin1(kTruncationMarker);
    const int budget = std::max(0, maxUtf8Bytes - int(marker.size()));
    int bytes = 0;
    qsizetype end = 0;
    while (end < text.size()) {
        const bool pair = text.at(end).isHighSurrogate() && end + 1 < text.size() &&
                          text.at(end + 1).isLowSurrogate();
        const qsizetype len = pair ? 2 : 1;
        const int size = int(text.mid(end, len).toUtf8().size());
        if (bytes + size > budget)
            break;
        bytes += size;
        end += len;
    }
    return text.left(end) + marker;
}

} // namespace nelumbo
