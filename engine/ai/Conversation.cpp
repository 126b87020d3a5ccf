#include "ai/Conversation.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLockFile>
#include <QSaveFile>

namespace nelumbo {

namespace {

const QString kFormat = QStringLiteral("nelumbo-conversation");

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::Conversation)
};

Error invalid(const QString& why)
{
    return Error{ErrorCode::InvalidConversation,
                 Tr::tr("Not a readable conversation: %1").arg(why)};
}

QString isoTime(const QDateTime& t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

std::optional<QDateTime> parseTime(const QJsonValue& v)
{
    if (!v.isString())
        return std::nullopt;
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    return t.toUTC();
}

// The keys each object has in this version; anything else is kept as extra.
const QStringList kMessageKeys{QStringLiteral("role"), QStringLiteral("content"),
                               QStringLiteral("statement"), QStringLiteral("variables"),
                               QStringLiteral("timestamp")};
const QStringList kTopKeys{QStringLiteral("format"),           QStringLiteral("version"),
                           QStringLiteral("messages"),         QStringLiteral("source_context"),
                           QStringLiteral("generation_count"), QStringLiteral("started_at"),
                           QStringLiteral("last_activity")};

QJsonObject extraOf(const QJsonObject& o, const QStringList& known)
{
    QJsonObject extra;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            extra.insert(it.key(), it.value());
    return extra;
}

Result<ConversationMessage> messageFromJson(const QJsonValue& value, qsizetype index)
{
    const QString where = QStringLiteral("messages[%1]").arg(index);
    if (!value.isObject())
        return invalid(Tr::tr("%1 is not an object").arg(where));
    const QJsonObject o = value.toObject();
    ConversationMessage m;
    const QJsonValue role = o.value(QStringLiteral("role"));
    if (!role.isString() || role.toString().isEmpty())
        return invalid(Tr::tr("%1 has no role").arg(where));
    m.roleName = role.toString();
    if (m.roleName == QLatin1String("user"))
        m.role = ConversationMessage::Role::User;
    else if (m.roleName == QLatin1String("assistant"))
        m.role = ConversationMessage::Role::Assistant;
    else if (m.roleName == QLatin1String("error"))
        m.role = ConversationMessage::Role::Error;
    else
        m.role = ConversationMessage::Role::Other;

    const QJsonValue content = o.value(QStringLiteral("content"));
    if (!content.isString() && !content.isUndefined() && !content.isNull())
        return invalid(Tr::tr("%1: content is not text").arg(where));
    m.content = content.toString();
    const QJsonValue statement = o.value(QStringLiteral("statement"));
    if (!statement.isString() && !statement.isUndefined() && !statement.isNull())
        return invalid(Tr::tr("%1: statement is not text").arg(where));
    m.statement = statement.toString();
    const QJsonValue variables = o.value(QStringLiteral("variables"));
    if (!variables.isArray() && !variables.isUndefined() && !variables.isNull())
        return invalid(Tr::tr("%1: variables is not a list").arg(where));
    m.variables = variables.toArray();
    const QJsonValue timestamp = o.value(QStringLiteral("timestamp"));
    if (!timestamp.isUndefined()) {
        const auto t = parseTime(timestamp);
        if (!t)
            return invalid(Tr::tr("%1: timestamp is not an ISO 8601 time").arg(where));
        m.timestamp = *t;
    }
    m.extra = extraOf(o, kMessageKeys);
    return m;
}

} // namespace

QString ConversationMessage::roleNameOf(Role role)
{
    switch (role) {
    case Role::User:
        return QStringLiteral("user");
    case Role::Assistant:
        return QStringLiteral("assistant");
    case Role::Error:
        return QStringLiteral("error");
    case Role::Other:
        break;
    }
    return QStringLiteral("other");
}

Conversation::Conversation(const QDateTime& at)
    : m_startedAt(timeOrNow(at))
    , m_lastActivity(m_startedAt)
{}

QDateTime Conversation::timeOrNow(const QDateTime& at)
{
    return at.isValid() ? at.toUTC() : QDateTime::currentDateTimeUtc();
}

void Conversation::touch(const QDateTime& at)
{
    m_lastActivity = timeOrNow(at);
}

void Conversation::addUserMessage(const QString& text, const QDateTime& at)
{
    ConversationMessage m;
    m.role = ConversationMessage::Role::User;
    m.roleName = ConversationMessage::roleNameOf(m.role);
    m.content = text;
    m.timestamp = timeOrNow(at);
    m_messages << m;
    touch(m.timestamp);
}

void Conversation::addAssistantResponse(const QString& text, const QString& statement,
                                        const QJsonArray& variables, const QDateTime& at)
{
    ConversationMessage m;
    m.role = ConversationMessage::Role::Assistant;
    m.roleName = ConversationMessage::roleNameOf(m.role);
    m.content = text;
    m.statement = statement;
    m.variables = variables;
    m.timestamp = timeOrNow(at);
    m_messages << m;
    ++m_generationCount;
    touch(m.timestamp);
}

void Conversation::addQueryError(const QString& message, const std::optional<QString>& statement,
                                 const QDateTime& at)
{
    ConversationMessage m;
    m.role = ConversationMessage::Role::Error;
    m.roleName = ConversationMessage::roleNameOf(m.role);
    m.content = message;
    if (statement) {
        m.statement = *statement;
    } else {
        for (auto it = m_messages.crbegin(); it != m_messages.crend(); ++it)
            if (it->role == ConversationMessage::Role::Assistant && !it->statement.isEmpty()) {
                m.statement = it->statement;
                break;
            }
    }
    m.timestamp = timeOrNow(at);
    m_messages << m;
    touch(m.timestamp);
}

void Conversation::noteQuerySucceeded(const QDateTime& at)
{
    touch(at);
}

bool Conversation::shouldAutoRetry() const
{
    return !m_messages.isEmpty() && m_messages.last().role == ConversationMessage::Role::Error;
}

void Conversation::prune(int keepLast)
{
    const qsizetype keep = std::max(0, keepLast);
    if (m_messages.size() > keep)
        m_messages = m_messages.mid(m_messages.size() - keep);
}

void Conversation::noteTablesAnalyzed(const QStringList& tables)
{
    for (const QString& t : tables)
        if (!t.isEmpty() && !m_tablesAnalyzed.contains(t))
            m_tablesAnalyzed << t;
}

QJsonObject Conversation::toJson() const
{
    QJsonObject o = m_extra;
    QJsonArray messages;
    for (const ConversationMessage& m : m_messages) {
        QJsonObject j = m.extra;
        j.insert(QStringLiteral("role"),
                 m.roleName.isEmpty() ? ConversationMessage::roleNameOf(m.role) : m.roleName);
        j.insert(QStringLiteral("content"), m.content);
        if (!m.statement.isEmpty())
            j.insert(QStringLiteral("statement"), m.statement);
        if (!m.variables.isEmpty())
            j.insert(QStringLiteral("variables"), m.variables);
        if (m.timestamp.isValid())
            j.insert(QStringLiteral("timestamp"), isoTime(m.timestamp));
        messages.append(j);
    }
    o.insert(QStringLiteral("format"), kFormat);
    o.insert(QStringLiteral("version"), kFormatVersion);
    o.insert(QStringLiteral("messages"), messages);
    o.insert(QStringLiteral("source_context"),
             QJsonObject{{QStringLiteral("tables_analyzed"),
                          QJsonArray::fromStringList(m_tablesAnalyzed)}});
    o.insert(QStringLiteral("generation_count"), m_generationCount);
    o.insert(QStringLiteral("started_at"), isoTime(m_startedAt));
    o.insert(QStringLiteral("last_activity"), isoTime(m_lastActivity));
    return o;
}

Result<Conversation> Conversation::fromJson(const QJsonObject& json)
{
    const QJsonValue format = json.value(QStringLiteral("format"));
    if (format.toString() != kFormat)
        return invalid(Tr::tr("the format is not \"%1\"").arg(kFormat));
    const QJsonValue version = json.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() < 1 ||
        version.toDouble() != double(version.toInt()))
        return invalid(Tr::tr("the version is missing or not a whole number"));
    if (version.toInt() > kFormatVersion)
        return Error{ErrorCode::InvalidConversation,
                     Tr::tr("The conversation was written by a newer version of Nelumbo (format "
                            "version %1; this version reads up to %2).")
                         .arg(version.toInt())
                         .arg(kFormatVersion)};

    Conversation c;
    const QJsonValue messages = json.value(QStringLiteral("messages"));
    if (!messages.isArray() && !messages.isUndefined())
        return invalid(Tr::tr("messages is not a list"));
    const QJsonArray list = messages.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        Result<ConversationMessage> m = messageFromJson(list.at(i), i);
        if (!m)
            return m.error();
        c.m_messages << *m;
    }
    const QJsonValue context = json.value(QStringLiteral("source_context"));
    if (context.isObject()) {
        const QJsonValue tables = context.toObject().value(QStringLiteral("tables_analyzed"));
        if (!tables.isArray() && !tables.isUndefined())
            return invalid(Tr::tr("tables_analyzed is not a list"));
        for (const QJsonValue& t : tables.toArray()) {
            if (!t.isString())
                return invalid(Tr::tr("tables_analyzed holds something that is not a name"));
            c.m_tablesAnalyzed << t.toString();
        }
    } else if (!context.isUndefined()) {
        return invalid(Tr::tr("source_context is not an object"));
    }
    const QJsonValue count = json.value(QStringLiteral("generation_count"));
    if (!count.isUndefined() && (!count.isDouble() || count.toInt(-1) < 0))
        return invalid(Tr::tr("generation_count is not a count"));
    c.m_generationCount = count.toInt(0);
    for (const auto& [key, field] :
         {std::pair{QStringLiteral("started_at"), &c.m_startedAt},
          std::pair{QStringLiteral("last_activity"), &c.m_lastActivity}}) {
        const QJsonValue v = json.value(key);
        if (v.isUndefined())
            continue;
        const auto t = parseTime(v);
        if (!t)
            return invalid(Tr::tr("%1 is not an ISO 8601 time").arg(key));
        *field = *t;
    }
    c.m_extra = extraOf(json, kTopKeys);
    return c;
}

QByteArray Conversation::toJsonBytes() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

Result<Conversation> Conversation::fromJsonBytes(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return invalid(Tr::tr("%1 at offset %2").arg(error.errorString()).arg(error.offset));
    if (!doc.isObject())
        return invalid(Tr::tr("the top level is not an object"));
    return fromJson(doc.object());
}

Result<Conversation> Conversation::load(const QString& path)
{
    QFile file(path);
    if (!file.exists())
        return Error{ErrorCode::NotFound,
                     Tr::tr("The conversation file %1 does not exist.").arg(path)};
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::IoError,
                     Tr::tr("Cannot read %1: %2").arg(path, file.errorString())};
    Result<Conversation> c = fromJsonBytes(file.readAll());
    if (!c)
        return Error{c.error().code, QStringLiteral("%1: %2").arg(path, c.error().message)};
    return c;
}

Result<void> Conversation::save(const QString& path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorCode::IoError,
                     Tr::tr("Cannot write %1: %2").arg(path, file.errorString())};
    file.write(toJsonBytes());
    if (!file.commit())
        return Error{ErrorCode::IoError,
                     Tr::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

Result<void> Conversation::update(const QString& path,
                                  const std::function<void(Conversation&)>& change)
{
    QLockFile lock(path + QStringLiteral(".lock"));
    if (!lock.tryLock(30000))
        return Error{ErrorCode::IoError,
                     Tr::tr("Cannot write %1: another program keeps it locked").arg(path)};
    Result<Conversation> loaded = load(path);
    if (!loaded && loaded.error().code != ErrorCode::NotFound)
        return loaded.error();
    Conversation conversation = loaded ? loaded.value() : Conversation();
    change(conversation);
    return conversation.save(path);
}

} // namespace nelumbo
