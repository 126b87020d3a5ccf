#pragma once

#include "ai/Conversation.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QString>

namespace nelumbo {

// Keeps one conversation per data source on disk: a JSON file (Conversation's versioned
// format) per source in a folder, by default AppDataLocation + "/conversations". Files are
// replaced atomically, so a failed write leaves the previous conversation as it was.
class ConversationStore
{
public:
    // directory empty: the default folder.
    explicit ConversationStore(const QString& directory = {});

    QString directory() const { return m_directory; }
    static QString defaultDirectory();
    // A file name for any key (a source name, or a URL for a source without one): letters
    // a-z, digits, '-' and '_' as they are, every other byte as %XX; long keys are cut and
    // end in a hash of the whole key. Different keys never share a file.
    static QString fileNameFor(const QString& key);
    QString pathFor(const QString& key) const;

    // An empty conversation when none was saved yet; invalid_conversation or io_error when
    // the file cannot be read (it is left alone).
    Result<Conversation> load(const QString& key) const;
    // Creates the folder when needed. Errors: io_error, with the path and the reason.
    Result<void> save(const QString& key, const Conversation& conversation) const;
    // Forgets the source's conversation (removes its file).
    Result<void> clear(const QString& key) const;
    // Moves a file that cannot be read out of the way (FILE.unreadable, FILE.unreadable-2, …)
    // so that a new conversation never overwrites it; answers the new path.
    Result<QString> setAside(const QString& key) const;

    // Adds fields (kept by Conversation as unknown fields) to the newest message: what an
    // answer cost and which tools it called, shown again when the conversation is reloaded.
    static Conversation annotateLast(const Conversation& conversation, const QJsonObject& fields);

private:
    QString m_directory;
};

} // namespace nelumbo
