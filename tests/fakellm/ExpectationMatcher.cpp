#include "ExpectationMatcher.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace nelumbo::fake {

namespace {

QString show(const QJsonValue& value)
{
    if (value.isUndefined())
        return QStringLiteral("(absent)");
    if (value.isString())
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

QStringList stringList(const QJsonValue& value)
{
    QStringList out;
    if (value.isString())
        out.append(value.toString());
    for (const QJsonValue& item : value.toArray())
        out.append(item.toString());
    return out;
}

// Tool results at the end of the conversation: one OpenAI/Ollama tool message per result,
// or one Anthropic/Gemini user turn with several.
void trailingResults(const ChatView& view, QStringList& ids, QStringList& names)
{
    for (auto it = view.messages.crbegin(); it != view.messages.crend(); ++it) {
        if (it->role != QLatin1String("tool"))
            break;
        ids = it->toolResultIds + ids;
        names = it->toolResultNames + names;
    }
}

} // namespace

std::optional<QJsonValue> ExpectationMatcher::resolve(const QJsonValue& root,
                                                      const QString& pointer)
{
    if (pointer.isEmpty())
        return root;
    if (!pointer.startsWith(QLatin1Char('/')))
        return std::nullopt;
    QJsonValue current = root;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (QString token : tokens) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/"));
        token.replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (current.isObject()) {
            const QJsonObject object = current.toObject();
            if (!object.contains(token))
                return std::nullopt;
            current = object.value(token);
        } else if (current.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            const QJsonArray array = current.toArray();
            if (!ok || index < 0 || index >= array.size())
                return std::nullopt;
            current = array.at(index);
        } else {
            return std::nullopt;
        }
    }
    return current;
}

QStringList ExpectationMatcher::match(const QJsonObject& expect, const Input& input)
{
    QStringList failures;
    const HttpRequest& request = input.request;
    const ChatView& view = input.view;
    const auto expectEqual = [&failures](const QString& what, const QString& expected,
                                         const QString& actual) {
        if (expected != actual)
            failures.append(
                QStringLiteral("%1 is \"%2\", expected \"%3\"").arg(what, actual, expected));
    };
    const auto text = [&expect](const char* key) {
        return expect.value(QLatin1String(key)).toString();
    };

    if (expect.contains(QStringLiteral("method")))
        expectEqual(QStringLiteral("method"), text("method"), request.method);
    if (expect.contains(QStringLiteral("path")))
        expectEqual(QStringLiteral("path"), text("path"), request.path);
    if (expect.contains(QStringLiteral("pathContains")) &&
        !request.path.contains(text("pathContains")))
        failures.append(QStringLiteral("path \"%1\" does not contain \"%2\"")
                            .arg(request.path, text("pathContains")));
    const QJsonObject query = expect.value(QStringLiteral("query")).toObject();
    for (auto it = query.begin(); it != query.end(); ++it) {
        if (!request.query.hasQueryItem(it.key()))
            failures.append(QStringLiteral("query item %1 is missing").arg(it.key()));
        else if (!it.value().toString().isEmpty())
            expectEqual(QStringLiteral("query item ") + it.key(), it.value().toString(),
                        request.query.queryItemValue(it.key(), QUrl::FullyDecoded));
    }
    if (expect.contains(QStringLiteral("provider")))
        expectEqual(QStringLiteral("provider"), text("provider"), input.provider);
    if (expect.contains(QStringLiteral("model")))
        expectEqual(QStringLiteral("model"), text("model"), view.model);
    if (expect.contains(QStringLiteral("stream"))) {
        const bool wanted = expect.value(QStringLiteral("stream")).toBool();
        if (wanted != view.stream)
            failures.append(wanted
                                ? QStringLiteral("the request is not streamed, expected a stream")
                                : QStringLiteral("the request is streamed, expected no stream"));
    }
    const NeutralMessage last = view.messages.isEmpty() ? NeutralMessage{} : view.messages.last();
    if (expect.contains(QStringLiteral("lastRole")))
        expectEqual(QStringLiteral("last message role"), text("lastRole"), last.role);
    if (expect.contains(QStringLiteral("lastContentContains")) &&
        !last.text.contains(text("lastContentContains")))
        failures.append(QStringLiteral("last message \"%1\" does not contain \"%2\"")
                            .arg(last.text.left(200), text("lastContentContains")));
    if (expect.contains(QStringLiteral("systemContains")) &&
        !view.system.contains(text("systemContains")))
        failures.append(QStringLiteral("system text \"%1\" does not contain \"%2\"")
                            .arg(view.system.left(200), text("systemContains")));

    if (expect.contains(QStringLiteral("toolResultIds"))) {
        QStringList ids;
        QStringList names;
        trailingResults(view, ids, names);
        for (const QString& wanted : stringList(expect.value(QStringLiteral("toolResultIds")))) {
            QString id = wanted;
            QString name;
            if (wanted.startsWith(QLatin1Char('$'))) {
                const int n = wanted.mid(1).toInt();
                if (n < 0 || n >= input.previousToolIds.size()) {
                    failures.append(QStringLiteral("toolResultIds: %1 names no tool call of the "
                                                   "previous reply")
                                        .arg(wanted));
                    continue;
                }
                id = input.previousToolIds.at(n);
                name = input.previousToolNames.at(n);
            }
            const bool found = id.isEmpty() ? names.contains(name) : ids.contains(id);
            if (!found)
                failures.append(QStringLiteral("no tool result answers %1 (results answer: %2)")
                                    .arg(id.isEmpty() ? QStringLiteral("call ") + name : id,
                                         (ids.join(QStringLiteral(", ")).isEmpty()
                                              ? names.join(QStringLiteral(", "))
                                              : ids.join(QStringLiteral(", ")))));
        }
    }
    if (expect.contains(QStringLiteral("toolNames"))) {
        const QStringList wanted = stringList(expect.value(QStringLiteral("toolNames")));
        if (wanted != view.toolNames)
            failures.append(QStringLiteral("tools are [%1], expected [%2]")
                                .arg(view.toolNames.join(QStringLiteral(", ")),
                                     wanted.join(QStringLiteral(", "))));
    }

    const QJsonObject headers = expect.value(QStringLiteral("headers")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        const QByteArray name = it.key().toUtf8();
        if (!request.hasHeader(name))
            failures.append(QStringLiteral("header %1 is missing").arg(it.key()));
        else if (!it.value().toString().isEmpty())
            expectEqual(QStringLiteral("header ") + it.key(), it.value().toString(),
                        QString::fromUtf8(request.header(name)));
    }
    for (const QString& name : stringList(expect.value(QStringLiteral("headersAbsent")))) {
        if (request.hasHeader(name.toUtf8()))
            failures.append(QStringLiteral("header %1 is present, expected absent").arg(name));
    }

    const QJsonObject json = expect.value(QStringLiteral("json")).toObject();
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::optional<QJsonValue> actual = resolve(input.body, it.key());
        if (!actual)
            failures.append(
                QStringLiteral("JSON %1 is absent, expected %2").arg(it.key(), show(it.value())));
        else if (*actual != it.value())
            failures.append(QStringLiteral("JSON %1 is %2, expected %3")
                                .arg(it.key(), show(*actual), show(it.value())));
    }
    for (const QString& pointer : stringList(expect.value(QStringLiteral("jsonAbsent")))) {
        if (const std::optional<QJsonValue> actual = resolve(input.body, pointer))
            failures.append(
                QStringLiteral("JSON %1 is %2, expected absent").arg(pointer, show(*actual)));
    }
    for (const QString& needle : stringList(expect.value(QStringLiteral("bodyContains")))) {
        if (!request.body.contains(needle.toUtf8()))
            failures.append(QStringLiteral("body does not contain \"%1\"").arg(needle));
    }
    return failures;
}

} // namespace nelumbo::fake
