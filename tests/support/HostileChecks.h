#pragma once

// What the hostile-content suites check in nelumbo-cli's output and in a request to a model:
// every string of a JSON document, and whether a text occurs only inside ``` fences.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace nelumbo::testing::hostile {

// Every string in a JSON value, keys included.
inline void collectStrings(const QJsonValue& v, QStringList& out)
{
    if (v.isString()) {
        out << v.toString();
    } else if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectStrings(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << it.key();
            collectStrings(it.value(), out);
        }
    }
}

inline QStringList strings(const QJsonDocument& doc)
{
    QStringList out;
    collectStrings(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), out);
    return out;
}

// Whether needle occurs in text only inside ``` fences.
inline bool onlyInsideFences(const QString& text, const QString& needle)
{
    static const QRegularExpression fenceLine(QStringLiteral("^ {0,3}(`{3,})"));
    int open = 0;
    for (const QString& line : text.split(u'\n')) {
        const auto m = fenceLine.match(line);
        if (m.hasMatch()) {
            if (open == 0)
                open = int(m.capturedLength(1));
            else if (m.capturedLength(1) >= open &&
                     line.trimmed().count(u'`') == line.trimmed().size())
                open = 0;
            continue;
        }
        if (open == 0 && line.contains(needle))
            return false;
    }
    return open == 0;
}

// The messages of an OpenAI chat request with the given role, their contents joined.
inline QString contentOf(const QJsonObject& request, const QString& role)
{
    QString text;
    for (const QJsonValue& m : request.value(QStringLiteral("messages")).toArray())
        if (m.toObject().value(QStringLiteral("role")).toString() == role)
            text += m.toObject().value(QStringLiteral("content")).toString();
    return text;
}

} // namespace nelumbo::testing::hostile
