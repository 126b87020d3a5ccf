#include "ai/PromptText.h"

#include "core/SafeText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nelumbo {

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
    // The characters a terminal or a reader would act on (bidirectional controls, line
    // separators) as SafeText writes them; backticks too, which could open or close a fence.
    // Outside strings JSON has none of them, so this only rewrites string contents.
    return QString::fromUtf8(SafeText::jsonEscaped(json)).replace(u'`', QStringLiteral("\\u0060"));
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
