#include "ProviderWire.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRegularExpression>

namespace nelumbo::fake {

ResponsePlan ProviderWire::invalidRequest(const QString& message, const QString& param) const
{
    return error(ErrorSpec{ErrorKind::InvalidRequest, message, {}, param, {}});
}

ResponsePlan ProviderWire::jsonPlan(int status, const QJsonObject& body)
{
    ResponsePlan plan;
    plan.status = status;
    plan.setHeader("Content-Type", "application/json");
    plan.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return plan;
}

QByteArray ProviderWire::compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

namespace wire {

QStringList splitEvenly(const QString& text, int pieces)
{
    QStringList out;
    if (pieces <= 1 || text.size() <= 1) {
        out.append(text);
        return out;
    }
    pieces = qMin(pieces, int(text.size()));
    qsizetype start = 0;
    for (int i = 1; i <= pieces; ++i) {
        qsizetype end = i == pieces ? text.size() : text.size() * i / pieces;
        if (end < text.size() && end > 0 && text.at(end).isLowSurrogate())
            ++end;
        if (end > start)
            out.append(text.mid(start, end - start));
        start = end;
    }
    return out;
}

QStringList splitText(const QString& text, int chunks)
{
    if (text.isEmpty())
        return {};
    if (chunks > 0)
        return splitEvenly(text, chunks);
    // One delta per word, each keeping the spaces that follow it.
    QStringList out;
    static const QRegularExpression word(QStringLiteral("\\S+\\s*|\\s+"));
    auto it = word.globalMatch(text);
    while (it.hasNext())
        out.append(it.next().captured());
    return out;
}

QString argumentsText(const ScriptedToolCall& call, bool invalid)
{
    if (call.rawArguments)
        return *call.rawArguments;
    const QString json =
        QString::fromUtf8(QJsonDocument(call.arguments).toJson(QJsonDocument::Compact));
    // Cut before the closing brace and add junk: neither complete nor repairable.
    return invalid ? json.left(json.size() - 1) + QStringLiteral(",\"oops") : json;
}

QString mapStop(const QString& neutral, bool hasToolCalls, const char* end, const char* tool,
                const char* length)
{
    const QString reason = neutral.isEmpty()
                               ? (hasToolCalls ? QStringLiteral("tool") : QStringLiteral("end"))
                               : neutral;
    if (reason == QLatin1String("end") || reason == QLatin1String("stop") ||
        reason == QLatin1String("end_turn") || reason == QLatin1String("STOP"))
        return QString::fromLatin1(end);
    if (reason == QLatin1String("tool") || reason == QLatin1String("tool_calls") ||
        reason == QLatin1String("tool_use"))
        return QString::fromLatin1(tool);
    if (reason == QLatin1String("length") || reason == QLatin1String("max_tokens") ||
        reason == QLatin1String("MAX_TOKENS"))
        return QString::fromLatin1(length);
    return reason;
}

QString randomish(int serial, int length, const QString& salt)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QByteArray seed = salt.toUtf8() + QByteArray::number(serial);
    QString out;
    while (out.size() < length) {
        seed = QCryptographicHash::hash(seed, QCryptographicHash::Sha256);
        for (char byte : seed) {
            if (out.size() == length)
                break;
            out.append(QLatin1Char(alphabet[static_cast<unsigned char>(byte) % 62]));
        }
    }
    return out;
}

} // namespace wire

} // namespace nelumbo::fake
