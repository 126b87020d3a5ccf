#include "ai/ConversationStore.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>

namespace nelumbo {

namespace {

constexpr qsizetype kMaxEncodedName = 120;
constexpr qsizetype kKeptWhenCut = 80;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ConversationStore)
};

bool isPlain(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

} // namespace

ConversationStore::ConversationStore(const QString& directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{}

QString ConversationStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/conversations");
}

QString ConversationStore::fileNameFor(const QString& key)
{
    // Upper-case letters are escaped too: "Sales" and "sales" must not meet on a file system
    // that ignores case.
    const QByteArray utf8 = key.toUtf8();
    QString name;
    for (const char c : utf8) {
        if (isPlain(c))
            name += QLatin1Char(c);
        else
            name += QStringLiteral("%%1").arg(uint(uchar(c)), 2, 16, QLatin1Char('0')).toUpper();
    }
    if (name.isEmpty())
        name = QStringLiteral("%");
    if (name.size() > kMaxEncodedName) {
        const QByteArray hash = QCryptographicHash::hash(utf8, QCryptographicHash::Sha256).toHex();
        name = name.left(kKeptWhenCut) + QLatin1Char('~') + QString::fromLatin1(hash.left(32));
    }
    return name + QStringLiteral(".json");
}

QString ConversationStore::pathFor(const QString& key) const
{
    return QDir(m_directory).filePath(fileNameFor(key));
}

Result<Conversation> ConversationStore::load(const QString& key) const
{
    Result<Conversation> loaded = Conversation::load(pathFor(key));
    if (!loaded && loaded.error().code == ErrorCode::NotFound)
        return Conversation();
    return loaded;
}

Result<void> ConversationStore::save(const QString& key, const Conversation& conversation) const
{
    if (!QDir().mkpath(m_directory))
        return Error{ErrorCode::IoError,
                     Tr::tr("Cannot create the folder %1 for conversations.").arg(m_directory)};
    return conversation.save(pathFor(key));
}

Result<void> ConversationStore::clear(const QString& key) const
{
    QFile file(pathFor(key));
    if (!file.exists() || file.remove())
        return {};
    return Error{ErrorCode::IoError,
                 Tr::tr("Cannot remove %1: %2").arg(file.fileName(), file.errorString())};
}

Result<QString> ConversationStore::setAside(const QString& key) const
{
    const QString path = pathFor(key);
    QString target = path + QStringLiteral(".unreadable");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".unreadable-%1").arg(n);
    if (!QFile::rename(path, target))
        return Error{ErrorCode::IoError, Tr::tr("Cannot rename %1 to %2.").arg(path, target)};
    return target;
}

Conversation ConversationStore::annotateLast(const Conversation& conversation,
                                             const QJsonObject& fields)
{
    if (conversation.isEmpty() || fields.isEmpty())
        return conversation;
    // Conversation keeps fields it does not know and writes them back: that is the way in.
    QJsonObject json = conversation.toJson();
    QJsonArray messages = json.value(QStringLiteral("messages")).toArray();
    QJsonObject last = messages.last().toObject();
    static const QStringList known{QStringLiteral("role"), QStringLiteral("content"),
                                   QStringLiteral("statement"), QStringLiteral("variables"),
                                   QStringLiteral("timestamp")};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        if (!known.contains(it.key()))
            last.insert(it.key(), it.value());
    messages.replace(messages.size() - 1, last);
    json.insert(QStringLiteral("messages"), messages);
    Result<Conversation> annotated = Conversation::fromJson(json);
    return annotated ? annotated.value() : conversation;
}

} // namespace nelumbo
