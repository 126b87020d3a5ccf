#pragma once

#include "RedisValue.h"
#include "core/Result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <memory>

namespace nelumbo {

// The server's own table of commands (COMMAND INFO, and COMMAND DOCS where the server has
// it), read at connect time: flags, arity and key positions differ between versions.
class RedisCommandTable
{
public:
    struct Command
    {
        QByteArray name; // lower case; "config|get" for a subcommand
        int arity = 0;   // negative: at least -arity arguments, the name included
        QSet<QByteArray> flags;
        QSet<QByteArray> categories; // ACL categories without '@'
        int firstKey = 0;
        int lastKey = 0;
        int keyStep = 0;
        bool hasSubcommands = false;
        QString summary; // from COMMAND DOCS
    };

    enum class Access
    {
        Read,
        Write,
        Unknown // not a command this table (nor the built-in list) knows
    };

    // Reads the table over a connection.
    static Result<RedisCommandTable> fromServer(const RedisExecutor& run);
    // From a COMMAND (INFO) reply; docs is COMMAND DOCS's reply or nil.
    static RedisCommandTable fromReplies(const RedisValue& info, const RedisValue& docs);

    // The table of the server a session of this process read last; null before any.
    static std::shared_ptr<const RedisCommandTable> known();
    static void setKnown(std::shared_ptr<const RedisCommandTable> table);

    bool isEmpty() const { return m_commands.isEmpty(); }
    qsizetype size() const { return m_commands.size(); }
    // Every command and subcommand, in no particular order.
    QList<Command> commands() const { return m_commands.values(); }
    // By "get" or "config|get"; nullptr when unknown.
    const Command* find(const QByteArray& key) const;
    // The entry a command line means: its subcommand's for container commands.
    const Command* lookup(const RedisCommand& command) const;

    // Whether a command only reads: the built-in list of what flags miss first, then the
    // table's flags (table may be null: then the built-in list of reads decides alone).
    // why: the rule that decided, for messages.
    static Access classify(const RedisCommand& command, const RedisCommandTable* table,
                           QString* why = nullptr);

private:
    QHash<QByteArray, Command> m_commands;
};

} // namespace nelumbo
