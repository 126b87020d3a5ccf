#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace nelumbo::fake {

// A chat request seen the same way for every provider, for expectations and echo.
struct NeutralMessage
{
    QString role; // system, user, assistant, tool (a tool result, whatever the wire says)
    QString text;
    QStringList toolCallIds; // assistant: ids of its calls (empty strings when none sent)
    QStringList toolCallNames;
    QStringList toolResultIds; // tool: ids answered (empty strings when none sent)
    QStringList toolResultNames;
};

struct ChatView
{
    QString model;
    bool stream = false;
    bool includeUsage = false;
    QString system;
    QList<NeutralMessage> messages;
    QStringList toolNames;

    QString lastUserText() const
    {
        for (auto it = messages.crbegin(); it != messages.crend(); ++it) {
            if (it->role == QLatin1String("user"))
                return it->text;
        }
        return {};
    }
};

} // namespace nelumbo::fake
