// Conversation files (Conversation, ConversationStore): whatever a file holds, loading it
// fails cleanly or gives a conversation that saves and loads back the same.
#include "FuzzTarget.h"
#include "ai/ConversationStore.h"

#include <QJsonDocument>

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QByteArray bytes = input.rest();
    const Result<Conversation> loaded = Conversation::fromJsonBytes(bytes);
    if (loaded) {
        Conversation c = loaded.value();
        const QByteArray saved = c.toJsonBytes();
        const Result<Conversation> again = Conversation::fromJsonBytes(saved);
        fuzz::check(again.ok(), "a loaded conversation loads back after saving",
                    QString::fromUtf8(bytes));
        fuzz::check(again.value().toJsonBytes() == saved,
                    "saving a reloaded conversation gives the same file", QString::fromUtf8(bytes));
        c.shouldAutoRetry();
        c.prune(3);
        ConversationStore::annotateLast(c, QJsonObject{{QStringLiteral("cost"), 1}});
    }
    const QString key = QString::fromUtf8(bytes.left(300));
    const QString name = ConversationStore::fileNameFor(key);
    for (const QChar ch : name)
        fuzz::check((ch.unicode() < 128 && ch.isLetterOrNumber()) || ch == u'-' || ch == u'_' ||
                        ch == u'%' || ch == u'.' || ch == u'~',
                    "a conversation's file name is safe on every file system", key);
    return 0;
}

const fuzz::Registration registration("conversation", fuzzOne);

} // namespace
