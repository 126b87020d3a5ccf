#include "RedisLanguage.h"

#include "RedisCommandTable.h"
#include "RedisCompletion.h"
#include "core/ErrorCodes.h"
#include "sql/OptionalBlocks.h"
#include "variables/TemplateSyntax.h"
#include "variables/VariableCaster.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RedisAdapter)
};

Error invalid(const QString& message)
{
    return Error{ErrorCode::InvalidStatement, message};
}

bool isHex(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

// A redis-cli quoted argument starting at `at`: to its closing quote, or to the line's end
// when it has none (a newline ends any quote).
qsizetype quotedLength(QStringView s, qsizetype at)
{
    const QChar quote = s[at];
    if (quote != u'"' && quote != u'\'')
        return 0;
    qsizetype i = at + 1;
    for (; i < s.size(); ++i) {
        if (s[i] == u'\n')
            return i - at;
        if (s[i] == u'\\' && i + 1 < s.size() && s[i + 1] != u'\n')
            ++i;
        else if (s[i] == quote)
            return i + 1 - at;
    }
    return i - at;
}

// The template pieces of a line; quoted arguments are text.
using Piece = TemplatePiece;
QList<Piece> pieces(QStringView s)
{
    return TemplateSyntax::pieces(s, quotedLength);
}

Error spacedPlaceholder(const QString& name)
{
    return Error{ErrorCode::SpacedPlaceholder,
                 Tr::tr("{{ %1 }} is not a variable: write {{%1}}, without spaces inside the "
                        "braces")
                     .arg(name)};
}

QString marker(qsizetype index)
{
    return QChar(RedisLanguage::kMarkerOpen) + QString::number(index) +
           QChar(RedisLanguage::kMarkerClose);
}

bool isComment(QStringView line)
{
    return line.startsWith(u'#');
}

} // namespace

QList<StatementRange> RedisLanguage::split(QStringView script) const
{
    QList<StatementRange> out;
    qsizetype start = 0;
    while (start <= script.size()) {
        qsizetype end = script.indexOf(u'\n', start);
        if (end < 0)
            end = script.size();
        StatementRange r{start, end};
        while (r.begin < r.end && script[r.begin].isSpace())
            ++r.begin;
        while (r.end > r.begin && script[r.end - 1].isSpace())
            --r.end;
        if (!r.isEmpty() && !isComment(script.mid(r.begin, r.length())))
            out.append(r);
        start = end + 1;
    }
    return out;
}

StatementRange RedisLanguage::statementAt(QStringView script, qsizetype cursor) const
{
    // The line under the cursor, when it holds a command.
    for (const StatementRange& r : split(script)) {
        const qsizetype lineStart = script.lastIndexOf(u'\n', qMax<qsizetype>(0, r.begin - 1));
        qsizetype lineEnd = script.indexOf(u'\n', r.end);
        if (lineEnd < 0)
            lineEnd = script.size();
        if (cursor > lineStart && cursor <= lineEnd)
            return r;
        if (r.begin == 0 && cursor == 0)
            return r;
    }
    return QueryLanguage::statementAt(script, cursor);
}

CompletionContext RedisLanguage::completionContext(QStringView text, qsizetype cursor) const
{
    return RedisCompletion::contextAt(text, cursor, RedisCommandTable::known().get());
}

QString RedisLanguage::writtenName(const QString& stored, bool quoted) const
{
    return RedisCompletion::writtenName(stored, quoted);
}

bool RedisLanguage::isBlank(QStringView text) const
{
    return split(text).isEmpty();
}

QByteArray RedisLanguage::argumentBytes(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QByteArray:
        return value.toByteArray();
    case QMetaType::Bool:
        return value.toBool() ? "1" : "0";
    case QMetaType::Double:
    case QMetaType::Float:
        return QByteArray::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::QDate:
        return value.toDate().toString(Qt::ISODate).toUtf8();
    case QMetaType::QDateTime:
        return value.toDateTime().toString(Qt::ISODateWithMs).toUtf8();
    default:
        return value.toString().toUtf8();
    }
}

Result<RedisCommand> RedisLanguage::parse(QStringView line, const QVariantList& params)
{
    RedisCommand args;
    const qsizetype n = line.size();
    qsizetype i = 0;
    auto append = [](QByteArray& to, QChar c) { to += QString(c).toUtf8(); };
    while (true) {
        while (i < n && line[i].isSpace())
            ++i;
        if (i >= n)
            break;
        QByteArray arg;
        bool inDouble = false;
        bool inSingle = false;
        bool done = false;
        while (!done) {
            if (inDouble) {
                if (i >= n)
                    return invalid(Tr::tr("Unbalanced quotes in the command"));
                const QChar c = line[i];
                if (c == u'\\' && i + 3 < n && line[i + 1] == u'x' && isHex(line[i + 2]) &&
                    isHex(line[i + 3])) {
                    arg += char(line.mid(i + 2, 2).toString().toInt(nullptr, 16));
                    i += 4;
                    continue;
                }
                if (c == u'\\' && i + 1 < n) {
                    const QChar e = line[i + 1];
                    char out = 0;
                    switch (e.unicode()) {
                    case 'n':
                        out = '\n';
                        break;
                    case 'r':
                        out = '\r';
                        break;
                    case 't':
                        out = '\t';
                        break;
                    case 'b':
                        out = '\b';
                        break;
                    case 'a':
                        out = '\a';
                        break;
                    default:
                        break;
                    }
                    if (out)
                        arg += out;
                    else
                        append(arg, e);
                    i += 2;
                    continue;
                }
                if (c == u'"') {
                    if (i + 1 < n && !line[i + 1].isSpace())
                        return invalid(Tr::tr("A closing quote must be followed by a space"));
                    ++i;
                    done = true;
                    continue;
                }
                append(arg, c);
                ++i;
            } else if (inSingle) {
                if (i >= n)
                    return invalid(Tr::tr("Unbalanced quotes in the command"));
                const QChar c = line[i];
                if (c == u'\\' && i + 1 < n && line[i + 1] == u'\'') {
                    arg += '\'';
                    i += 2;
                    continue;
                }
                if (c == u'\'') {
                    if (i + 1 < n && !line[i + 1].isSpace())
                        return invalid(Tr::tr("A closing quote must be followed by a space"));
                    ++i;
                    done = true;
                    continue;
                }
                append(arg, c);
                ++i;
            } else {
                if (i >= n || line[i].isSpace()) {
                    done = true;
                    continue;
                }
                const QChar c = line[i];
                if (c == u'"') {
                    inDouble = true;
                    ++i;
                    continue;
                }
                if (c == u'\'') {
                    inSingle = true;
                    ++i;
                    continue;
                }
                if (c == QChar(kMarkerOpen) && !params.isEmpty()) {
                    const qsizetype close = line.indexOf(QChar(kMarkerClose), i + 1);
                    bool ok = false;
                    const int index =
                        close < 0 ? -1 : line.mid(i + 1, close - i - 1).toString().toInt(&ok);
                    if (!ok || index < 0 || index >= params.size())
                        return invalid(Tr::tr("A value marker has no value"));
                    arg += argumentBytes(params.at(index));
                    i = close + 1;
                    continue;
                }
                append(arg, c);
                ++i;
            }
        }
        args.append(arg);
    }
    return args;
}

Result<RedisCommand> RedisLanguage::parseTemplate(QStringView line)
{
    QString text;
    for (const Piece& p : pieces(line)) {
        if (p.kind == Piece::Kind::Text)
            text += p.text;
        else if (p.kind == Piece::Kind::Placeholder || p.kind == Piece::Kind::SpacedPlaceholder)
            text += QStringLiteral("{{%1}}").arg(p.text);
    }
    return parse(text);
}

AccessVerdict RedisLanguage::checkSingleStatement(QStringView statement) const
{
    const QList<StatementRange> lines = split(statement);
    if (lines.isEmpty())
        return AccessVerdict::refuse(Error{ErrorCode::Empty, Tr::tr("No command")});
    if (lines.size() > 1)
        return AccessVerdict::refuse(
            Error{ErrorCode::MultipleStatements, Tr::tr("Run one command at a time")});
    return AccessVerdict::allow();
}

AccessVerdict RedisLanguage::checkReadOnly(QStringView statement) const
{
    const QList<StatementRange> lines = split(statement);
    if (lines.isEmpty())
        return AccessVerdict::refuse(Error{ErrorCode::Empty, Tr::tr("No command")});
    const std::shared_ptr<const RedisCommandTable> table = RedisCommandTable::known();
    // Every line is read: a script of several lines is refused for the first that writes.
    for (const StatementRange& r : lines) {
        const auto command = parse(statement.mid(r.begin, r.length()));
        if (!command)
            return AccessVerdict::refuse(command.error());
        QString why;
        switch (RedisCommandTable::classify(*command, table.get(), &why)) {
        case RedisCommandTable::Access::Read:
            break;
        case RedisCommandTable::Access::Write:
            return AccessVerdict::refuse(
                Error{ErrorCode::DataChange, Tr::tr("Refused in read-only mode: %1").arg(why)});
        case RedisCommandTable::Access::Unknown:
            return AccessVerdict::refuse(
                Error{ErrorCode::UnknownCommand, Tr::tr("Refused in read-only mode: %1").arg(why)});
        }
    }
    if (lines.size() > 1)
        return AccessVerdict::refuse(
            Error{ErrorCode::MultipleStatements, Tr::tr("Run one command at a time")});
    return AccessVerdict::allow();
}

Result<CompiledStatement>
RedisLanguage::compileTemplate(QStringView text, const QVariantMap& values,
                               const QList<VariableDefinition>& definitions) const
{
    if (text.contains(QChar(kMarkerOpen)))
        return invalid(Tr::tr("The command contains a character reserved for values (U+E000)"));
    auto definition = [&](const QString& name) -> const VariableDefinition* {
        for (const VariableDefinition& d : definitions)
            if (d.name == name)
                return &d;
        return nullptr;
    };
    auto valueOf = [&](const QString& name) -> std::optional<QVariant> {
        const QVariant supplied = values.value(name);
        if (supplied.isValid() && !supplied.isNull())
            return supplied;
        if (const VariableDefinition* d = definition(name); d && d->defaultValue)
            return QVariant(*d->defaultValue);
        return std::nullopt;
    };
    CompiledStatement out;
    const QList<Piece> all = pieces(text);
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Piece& p = all.at(i);
        switch (p.kind) {
        case Piece::Kind::Text:
            out.sql += p.text;
            break;
        case Piece::Kind::SpacedPlaceholder:
            return spacedPlaceholder(p.text);
        case Piece::Kind::Placeholder: {
            const auto value = valueOf(p.text);
            if (!value)
                return Error{ErrorCode::MissingVariable,
                             Tr::tr("Missing required variable: %1").arg(p.text)};
            const VariableDefinition* d = definition(p.text);
            const auto type = d ? d->type : VariableDefinition::Type::Text;
            if (!d || !d->list) {
                const Result<QVariant> cast = VariableCaster::cast(*value, type);
                if (!cast)
                    return cast.error();
                out.sql += marker(out.params.size());
                out.params.append(*cast);
                break;
            }
            // A list stands alone: one argument per item.
            const bool before = !out.sql.isEmpty() && !out.sql.back().isSpace();
            const bool after = i + 1 < all.size() && (all.at(i + 1).kind != Piece::Kind::Text ||
                                                      !all.at(i + 1).text.front().isSpace());
            if (before || after)
                return Error{
                    ErrorCode::ListInArgument,
                    Tr::tr("List variable '%1' must be an argument of its own").arg(p.text)};
            const Result<QVariantList> items = VariableCaster::toList(p.text, *value);
            if (!items)
                return items.error();
            QStringList markers;
            for (const QVariant& item : *items) {
                const Result<QVariant> cast = VariableCaster::cast(item, type);
                if (!cast)
                    return cast.error();
                markers.append(marker(out.params.size()));
                out.params.append(*cast);
            }
            out.sql += markers.join(QLatin1Char(' '));
            break;
        }
        case Piece::Kind::Close:
            break; // a kept block's brackets go
        case Piece::Kind::Open:
            // Kept only when every variable in it has a value.
            i = TemplateSyntax::resumeAfterBlock(all, i, [&](const QString& name) {
                const auto v = valueOf(name);
                return v && OptionalBlocks::hasValue(*v);
            });
            break;
        }
    }
    return out;
}

QStringList RedisLanguage::variableNames(QStringView text) const
{
    return TemplateSyntax::variableNames(pieces(text));
}

Result<void> RedisLanguage::checkPlaceholders(QStringView text) const
{
    for (const Piece& p : pieces(text))
        if (p.kind == Piece::Kind::SpacedPlaceholder)
            return spacedPlaceholder(p.text);
    return {};
}

Result<QString> RedisLanguage::prepareForAnalysis(QStringView statement) const
{
    // Optional arguments kept without their brackets; a {{variable}} stays one argument.
    QString text;
    for (const Piece& p : pieces(statement)) {
        if (p.kind == Piece::Kind::SpacedPlaceholder)
            return spacedPlaceholder(p.text);
        if (p.kind == Piece::Kind::Text)
            text += p.text;
        else if (p.kind == Piece::Kind::Placeholder)
            text += QStringLiteral("{{%1}}").arg(p.text);
    }
    return text;
}

QList<ErrorPattern> RedisLanguage::errorPatterns() const
{
    auto pattern = [](const char* re, const QString& hint) {
        return ErrorPattern{
            QRegularExpression(QString::fromLatin1(re), QRegularExpression::CaseInsensitiveOption),
            hint};
    };
    return {pattern("^WRONGTYPE",
                    QStringLiteral("The key holds another type: check it with TYPE key and use "
                                   "that type's commands.")),
            pattern("unknown command",
                    QStringLiteral("Use a command the server knows (COMMAND INFO name).")),
            pattern("wrong number of arguments",
                    QStringLiteral("Check the command's arguments; quote an argument that "
                                   "contains spaces.")),
            pattern("^NOPERM",
                    QStringLiteral("The server's access rules refuse this command or key."))};
}

} // namespace nelumbo
