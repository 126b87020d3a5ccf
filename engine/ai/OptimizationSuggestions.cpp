#include "ai/OptimizationSuggestions.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
QString oneOf(const QString& value, const QStringList& allowed, const QString& fallback)
{
    const QString v = value.trimmed().toLower();
    return allowed.contains(v) ? v : fallback;
}

QString titleFrom(const QString& text)
{
    const QString line = text.trimmed().section(u'\n', 0, 0);
    if (line.size() <= OptimizationSuggestions::kTitleLength)
        return line;
    return line.left(OptimizationSuggestions::kTitleLength - 1) + u'…';
}
} // namespace

QList<OptimizationSuggestion> OptimizationSuggestions::parse(const QString& reply, bool* ok)
{
    QList<OptimizationSuggestion> out;
    const qsizetype first = reply.indexOf(u'[');
    const qsizetype last = reply.lastIndexOf(u']');
    QJsonParseError error;
    const QJsonDocument doc =
        first >= 0 && last > first
            ? QJsonDocument::fromJson(reply.mid(first, last - first + 1).toUtf8(), &error)
            : QJsonDocument();
    if (ok)
        *ok = doc.isArray();
    for (const QJsonValue& value : doc.array()) {
        const QJsonObject o = value.toObject();
        // An entry without a string type is not a suggestion (OPT-05, OPT-13).
        if (!o.value(u"type"_s).isString())
            continue;
        OptimizationSuggestion s;
        s.type =
            oneOf(o.value(u"type"_s).toString(),
                  {u"index"_s, u"rewrite"_s, u"structure"_s, u"configuration"_s}, u"rewrite"_s);
        s.impact =
            oneOf(o.value(u"impact"_s).toString(), {u"high"_s, u"medium"_s, u"low"_s}, u"medium"_s);
        s.suggestion = o.value(u"suggestion"_s).toString().trimmed();
        s.title = o.value(u"title"_s).toString().trimmed();
        if (s.title.isEmpty())
            s.title = titleFrom(s.suggestion);
        if (s.title.isEmpty() && s.suggestion.isEmpty())
            continue;
        if (s.title.isEmpty())
            s.title = s.type;
        out.append(s);
    }
    return out;
}

QJsonArray OptimizationSuggestions::toJson(const QList<OptimizationSuggestion>& suggestions)
{
    QJsonArray out;
    for (const auto& s : suggestions)
        out.append(QJsonObject{{u"type"_s, s.type},
                               {u"impact"_s, s.impact},
                               {u"title"_s, s.title},
                               {u"suggestion"_s, s.suggestion}});
    return out;
}

} // namespace nelumbo
