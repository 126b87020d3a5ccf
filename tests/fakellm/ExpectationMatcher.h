#pragma once

#include "ChatView.h"
#include "HttpRequest.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <optional>

namespace nelumbo::fake {

// Checks a turn's `expect` block against a request; README.md lists the keys.
class ExpectationMatcher
{
public:
    struct Input
    {
        const HttpRequest& request;
        const QString& provider;
        const QJsonObject& body;
        const ChatView& view;
        const QStringList& previousToolIds;   // ids the server gave in the previous reply
        const QStringList& previousToolNames; // and the names of those calls
    };

    // Every mismatch, in words; empty when the request is as expected.
    static QStringList match(const QJsonObject& expect, const Input& input);

    // RFC 6901 pointer into a JSON value; nullopt when it leads nowhere.
    static std::optional<QJsonValue> resolve(const QJsonValue& root, const QString& pointer);
};

} // namespace nelumbo::fake
