#pragma once

#include "core/Result.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace nelumbo {

struct ConversationMessage
{
    enum class Role
    {
        User,
        Assistant, // content, statement, variables
        Error,     // content = the database message, statement = the failed statement
        Other      // a role this version does not know (kept, not sent to the model)
    };
    Role role = Role::User;
    QString roleName; // as stored: "user", "assistant", "error", or the unknown role
    QString content;
    QString statement;    // empty when none
    QJsonArray variables; // the assistant's variable definitions (stored form)
    QDateTime timestamp;  // UTC
    QJsonObject extra;    // fields this version does not know, written back unchanged

    static QString roleNameOf(Role role);
};

// A chat about one data source's queries: what the user asked, what the model answered,
// and which statements failed, oldest first; plus the tables the model looked at.
//
// Serialised as versioned JSON (format "nelumbo-conversation", version 1). Reading tolerates
// unknown fields and roles and writes them back; a malformed or newer file is an error,
// never a silently emptied conversation.
class Conversation
{
public:
    static constexpr int kFormatVersion = 1;
    static constexpr int kDefaultKeep = 10;

    // at: the time to record; the current time when invalid. Tests pass fixed times.
    explicit Conversation(const QDateTime& at = {});

    const QList<ConversationMessage>& messages() const { return m_messages; }
    bool isEmpty() const { return m_messages.isEmpty(); }
    QStringList tablesAnalyzed() const { return m_tablesAnalyzed; }
    int generationCount() const { return m_generationCount; }
    QDateTime startedAt() const { return m_startedAt; }
    QDateTime lastActivity() const { return m_lastActivity; }

    void addUserMessage(const QString& text, const QDateTime& at = {});
    void addAssistantResponse(const QString& text, const QString& statement,
                              const QJsonArray& variables = {}, const QDateTime& at = {});
    // A statement failed. Without statement, the latest assistant statement is the one.
    void addQueryError(const QString& message, const std::optional<QString>& statement = {},
                       const QDateTime& at = {});
    // A statement ran: nothing to tell the model, only the activity time moves.
    void noteQuerySucceeded(const QDateTime& at = {});
    // Whether the model should be asked to fix something: the last message is an error.
    bool shouldAutoRetry() const;
    // Keeps only the newest keepLast messages.
    void prune(int keepLast = kDefaultKeep);
    // Adds tables the model looked at (describe_table), keeping first-seen order.
    void noteTablesAnalyzed(const QStringList& tables);

    QJsonObject toJson() const;
    static Result<Conversation> fromJson(const QJsonObject& json);
    QByteArray toJsonBytes() const;
    static Result<Conversation> fromJsonBytes(const QByteArray& bytes);
    // Error "not_found" when the file does not exist, "invalid_conversation" when it is not
    // a conversation this version can read.
    static Result<Conversation> load(const QString& path);
    // Replaces the file atomically: a failed write leaves the old file as it was.
    Result<void> save(const QString& path) const;
    // Reads the file (none yet: an empty conversation), applies change and writes it back,
    // all under a lock file, so that processes adding turns at the same time lose none.
    static Result<void> update(const QString& path,
                               const std::function<void(Conversation&)>& change);

private:
    void touch(const QDateTime& at);
    static QDateTime timeOrNow(const QDateTime& at);

    QList<ConversationMessage> m_messages;
    QStringList m_tablesAnalyzed;
    int m_generationCount = 0;
    QDateTime m_startedAt;
    QDateTime m_lastActivity;
    QJsonObject m_extra;
};

} // namespace nelumbo
