#include "RedisCompletion.h"

#include "RedisCatalog.h"
#include "RedisCommandTable.h"

namespace nelumbo {

namespace {

struct Argument
{
    qsizetype begin = 0;
    QString text; // without quotes
};

// The arguments of a line up to the cursor; the last one is the one being typed (empty
// after white space).
QList<Argument> argumentsBefore(QStringView line, bool* quoted)
{
    QList<Argument> args;
    qsizetype i = 0;
    *quoted = false;
    while (true) {
        while (i < line.size() && line[i].isSpace())
            ++i;
        Argument a{i, {}};
        if (i >= line.size()) {
            args << a;
            return args;
        }
        QChar quote;
        if (line[i] == u'"' || line[i] == u'\'')
            quote = line[i++];
        while (i < line.size()) {
            const QChar c = line[i];
            if (!quote.isNull() && c == quote) {
                ++i;
                quote = QChar();
                break;
            }
            if (quote.isNull() && c.isSpace())
                break;
            if (!quote.isNull() && c == u'\\' && i + 1 < line.size())
                ++i;
            a.text += line[i++];
        }
        if (i >= line.size()) {
            *quoted = !quote.isNull() ||
                      (a.begin < line.size() && (line[a.begin] == u'"' || line[a.begin] == u'\''));
            args << a;
            return args;
        }
        args << a;
    }
}

bool isKeyArgument(const RedisCommandTable::Command& c, qsizetype index, qsizetype count)
{
    if (c.firstKey <= 0 || index < c.firstKey)
        return false;
    const qsizetype last = c.lastKey < 0 ? count + c.lastKey + 1 : c.lastKey;
    if (c.lastKey >= 0 && index > last)
        return false;
    return c.keyStep <= 1 || (index - c.firstKey) % c.keyStep == 0;
}

} // namespace

CompletionContext RedisCompletion::contextAt(QStringView text, qsizetype cursor,
                                             const RedisCommandTable* table)
{
    using Position = CompletionContext::Position;
    cursor = qBound<qsizetype>(0, cursor, text.size());
    const qsizetype lineStart = cursor == 0 ? 0 : text.lastIndexOf(u'\n', cursor - 1) + 1;
    CompletionContext context;
    context.replaceStart = context.replaceEnd = cursor;
    const QStringView line = text.mid(lineStart, cursor - lineStart);
    if (line.trimmed().startsWith(u'#'))
        return context;
    bool quoted = false;
    const QList<Argument> args = argumentsBefore(line, &quoted);
    const Argument& current = args.last();
    context.quoted = quoted;
    context.prefix = current.text;
    context.replaceStart = lineStart + current.begin;
    qsizetype end = cursor;
    while (end < text.size() && !text[end].isSpace())
        ++end;
    context.replaceEnd = end;
    const qsizetype index = args.size() - 1;
    if (index == 0) {
        context.position = Position::Command;
        if (table)
            for (const RedisCommandTable::Command& c : table->commands())
                if (!c.name.contains('|'))
                    context.words << CompletionWord{QString::fromUtf8(c.name), c.summary};
        return context;
    }
    const QByteArray name = args.front().text.toLower().toUtf8();
    const RedisCommandTable::Command* command = table ? table->find(name) : nullptr;
    if (command && command->hasSubcommands && index >= 2)
        command = table->find(name + '|' + args[1].text.toLower().toUtf8());
    const bool key = command ? isKeyArgument(*command, index, index + 1) : (!table && index == 1);
    if (key)
        context.position = Position::Key;
    return context;
}

QString RedisCompletion::writtenName(const QString& stored, bool quoted)
{
    if (QByteArray bytes = redisNameBytes(stored); bytes != stored.toUtf8()) {
        // A name that is not UTF-8 is already in its written (quoted) form.
        if (bytes.endsWith('*'))
            bytes.chop(1);
        return redisQuotedName(bytes);
    }
    QString name = stored;
    if (name.endsWith(u'*'))
        name.chop(1);
    bool plain = !quoted;
    for (QChar c : name)
        plain = plain && !c.isSpace() && c != u'"' && c != u'\'' && c != u'\\';
    if (plain)
        return name;
    name.replace(QStringLiteral("\\"), QStringLiteral("\\\\"));
    name.replace(QStringLiteral("\""), QStringLiteral("\\\""));
    return QLatin1Char('"') + name + QLatin1Char('"');
}

} // namespace nelumbo
