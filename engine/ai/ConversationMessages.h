#pragma once

#include "ai/Conversation.h"
#include "ai/ErrorDetector.h"
#include "llm/LlmTypes.h"

namespace nelumbo {

// What the editor holds when the user asks for a refinement.
struct QueryContext
{
    QString statement;
    QJsonArray variables; // stored form, as in VariableDefinition::toMap
};

// Turns a conversation into the messages of a generation request (the system prompt
// travels separately in LlmRequest::system):
//  1. the editor's query, when there is one, as a user turn (a request must start with a
//     user turn for several providers);
//  2. the newest keepLast messages: user as user; assistant as its text, with the statement
//     and variables fenced unless the text already holds the statement; error as a user turn
//     carrying the ErrorDetector's analysis (message, failed statement, suggestions); roles this
//     version does not know are skipped; a short user turn goes before an assistant turn that would
//     come first;
//  3. prompt as a user turn, unless the chat already ends with exactly that question (asked
//     again after it got no answer); after an answer or a refusal it is asked anew.
class ConversationMessages
{
public:
    explicit ConversationMessages(QString fence = QStringLiteral("sql"),
                                  ErrorDetector detector = {},
                                  int keepLast = Conversation::kDefaultKeep);

    QList<LlmMessage> build(const Conversation& conversation, const QString& prompt,
                            const QueryContext& context = {}) const;

private:
    QString m_fence;
    ErrorDetector m_detector;
    int m_keepLast;
};

} // namespace nelumbo
