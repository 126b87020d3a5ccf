#include "ai/ConversationMessages.h"

#include "ai/PromptBuilder.h"
#include "ai/PromptText.h"

namespace nelumbo {

ConversationMessages::ConversationMessages(QString fence, ErrorDetector detector, int keepLast)
    : m_fence(std::move(fence))
    , m_detector(std::move(detector))
    , m_keepLast(keepLast)
{}

QList<LlmMessage> ConversationMessages::build(const Conversation& conversation,
                                              const QString& prompt,
                                              const QueryContext& context) const
{
    QList<LlmMessage> out;
    const QString editor =
        PromptBuilder::queryContext(context.statement, context.variables, m_fence);
    if (!editor.isEmpty())
        out << LlmMessage::user(editor);

    const QList<ConversationMessage>& all = conversation.messages();
    const QList<ConversationMessage> recent =
        all.mid(std::max<qsizetype>(0, all.size() - std::max(0, m_keepLast)));

    // Whether the chat ends with the question itself (asked again after no answer).
    bool endsWithPrompt = false;
    for (const ConversationMessage& m : recent) {
        if (m.role != ConversationMessage::Role::Other)
            endsWithPrompt = m.role == ConversationMessage::Role::User && m.content == prompt;
        switch (m.role) {
        case ConversationMessage::Role::User:
            out << LlmMessage::user(m.content);
            break;
        case ConversationMessage::Role::Assistant: {
            // Several providers refuse a conversation that starts with the model's turn.
            if (out.isEmpty())
                out << LlmMessage::user(QStringLiteral("(Earlier messages of this conversation "
                                                       "are left out.)"));
            QStringList parts;
            if (!m.content.isEmpty())
                parts << m.content;
            // The reply as written already carries its statement: it goes once, not twice.
            const bool statementInContent =
                !m.statement.isEmpty() && m.content.contains(m.statement);
            if (!m.statement.isEmpty() && !statementInContent)
                parts << PromptText::fenced(m_fence, m.statement);
            if (!m.statement.isEmpty() && !statementInContent && !m.variables.isEmpty())
                parts << PromptText::fenced(QStringLiteral("variables"),
                                            PromptText::jsonData(m.variables));
            out << LlmMessage::assistant(parts.join(QStringLiteral("\n\n")));
            break;
        }
        case ConversationMessage::Role::Error:
            out << LlmMessage::user(
                m_detector.analyze(m.content, m.statement, conversation.tablesAnalyzed())
                    .toPromptText(m_fence));
            break;
        case ConversationMessage::Role::Other:
            break; // explanations, optimisations, service errors: not part of the chat
        }
    }
    if (!prompt.isEmpty() && !endsWithPrompt)
        out << LlmMessage::user(prompt);
    return out;
}

} // namespace nelumbo
