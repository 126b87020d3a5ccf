#include "visibility/NamePattern.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <algorithm>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::NamePattern)
};

// Splits "schema.table" at the first dot outside a /regex/.
qsizetype schemaSeparator(const QString& text)
{
    bool inRegex = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('/') && (i == 0 || text.at(i - 1) != QLatin1Char('\\')))
            inRegex = !inRegex;
        else if (c == QLatin1Char('.') && !inRegex)
            return i;
    }
    return -1;
}

// A glob as an anchored regular expression: `*` any run, `?` one character, `[…]` a class
// (`^` negates, `a-z` a range), `\` the next character itself. An unclosed `[` is literal.
QString globRegex(const QString& glob)
{
    QString rx;
    const qsizetype n = glob.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = glob.at(i);
        if (c == QLatin1Char('\\') && i + 1 < n) {
            rx += QRegularExpression::escape(glob.at(++i));
        } else if (c == QLatin1Char('*')) {
            rx += QLatin1String(".*");
        } else if (c == QLatin1Char('?')) {
            rx += QLatin1Char('.');
        } else if (c == QLatin1Char('[') && glob.indexOf(QLatin1Char(']'), i + 1) > i + 1) {
            QString set;
            qsizetype j = i + 1;
            if (glob.at(j) == QLatin1Char('^')) {
                set += QLatin1Char('^');
                ++j;
            }
            auto member = [](QChar m) {
                return QString::fromLatin1("\\x{%1}").arg(m.unicode(), 0, 16);
            };
            for (; j < n && glob.at(j) != QLatin1Char(']'); ++j) {
                QChar m = glob.at(j);
                if (m == QLatin1Char('\\') && j + 1 < n)
                    m = glob.at(++j);
                if (j + 2 < n && glob.at(j + 1) == QLatin1Char('-') &&
                    glob.at(j + 2) != QLatin1Char(']')) {
                    const QChar a = qMin(m, glob.at(j + 2)), b = qMax(m, glob.at(j + 2));
                    set += member(a) + QLatin1Char('-') + member(b);
                    j += 2;
                } else {
                    set += member(m);
                }
            }
            if (j >= n) { // no closing bracket after escapes: the bracket is literal
                rx += QRegularExpression::escape(c);
                continue;
            }
            rx += QLatin1Char('[') + set + QLatin1Char(']');
            i = j;
        } else {
            rx += QRegularExpression::escape(c);
        }
    }
    return QStringLiteral("\\A(?:") + rx + QStringLiteral(")\\z");
}
} // namespace

Result<NamePattern> NamePattern::parse(const QString& raw)
{
    const QString text = raw.trimmed();
    if (text == QLatin1String("*"))
        return any();
    if (text.size() >= 2 && text.startsWith(QLatin1Char('/')) && text.endsWith(QLatin1Char('/'))) {
        NamePattern p = regex(text.mid(1, text.size() - 2));
        if (p.m_kind == Kind::Regex && !p.m_regex.isValid())
            return Error{ErrorCode::InvalidPattern,
                         Tr::tr("\"%1\" is not a valid regular expression: %2")
                             .arg(text, p.m_regex.errorString())};
        return p;
    }
    return exact(text);
}

Result<NamePattern> NamePattern::parseGlob(const QString& raw)
{
    const QString text = raw.trimmed();
    if (text.size() >= 2 && text.startsWith(QLatin1Char('/')) && text.endsWith(QLatin1Char('/')))
        return parse(text);
    if (text.isEmpty())
        return Error{ErrorCode::InvalidPattern, Tr::tr("\"%1\" names no table").arg(text)};
    return glob(text);
}

NamePattern NamePattern::glob(const QString& pattern)
{
    NamePattern p;
    p.m_kind = Kind::Glob;
    p.m_text = pattern;
    // Names may hold newlines (keys): a dot matches them too.
    p.m_regex =
        QRegularExpression(globRegex(pattern), QRegularExpression::DotMatchesEverythingOption);
    return p;
}

NamePattern NamePattern::exact(const QString& name)
{
    NamePattern p;
    p.m_kind = Kind::Exact;
    p.m_text = name;
    return p;
}

NamePattern NamePattern::regex(const QString& pattern)
{
    NamePattern p;
    p.m_text = QLatin1Char('/') + pattern + QLatin1Char('/');
    // "^prefix" without other syntax, as most rules (and the built-in ones) are: compared
    // directly, since compiling the expression costs more than a short run does.
    const QStringView literal = QStringView(pattern).mid(1);
    if (pattern.startsWith(u'^') && !literal.isEmpty() &&
        std::none_of(literal.begin(), literal.end(),
                     [](QChar c) { return QStringView(u"\\^$.|?*+()[]{}").contains(c); })) {
        p.m_kind = Kind::Prefix;
        p.m_prefix = literal.toString();
        return p;
    }
    p.m_kind = Kind::Regex;
    p.m_regex = QRegularExpression(pattern);
    return p;
}

NamePattern NamePattern::any()
{
    NamePattern p;
    p.m_kind = Kind::Any;
    p.m_text = QStringLiteral("*");
    return p;
}

bool NamePattern::matches(const QString& name) const
{
    switch (m_kind) {
    case Kind::Any:
        return true;
    case Kind::Exact:
        return name == m_text;
    case Kind::Prefix:
        return name.startsWith(m_prefix);
    case Kind::Regex:
    case Kind::Glob:
        return m_regex.match(name).hasMatch();
    }
    return false;
}

Result<RelationPattern> RelationPattern::parse(const QString& raw)
{
    const QString text = raw.trimmed();
    RelationPattern r;
    const qsizetype dot = schemaSeparator(text);
    QString tablePart = text;
    if (dot >= 0) {
        r.bare = false;
        auto schema = NamePattern::parse(text.left(dot));
        if (!schema)
            return schema.error();
        r.schema = schema.value();
        tablePart = text.mid(dot + 1);
    }
    if (tablePart.isEmpty())
        return Error{ErrorCode::InvalidPattern, Tr::tr("\"%1\" names no table").arg(text)};
    auto table = NamePattern::parse(tablePart);
    if (!table)
        return table.error();
    r.table = table.value();
    return r;
}

bool RelationPattern::matches(const QString& schemaName, const QString& tableName) const
{
    if (!table.matches(tableName))
        return false;
    return bare || schema.matches(schemaName);
}

} // namespace nelumbo
