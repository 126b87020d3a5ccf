#include "visibility/NamePattern.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

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
} // namespace

Result<NamePattern> NamePattern::parse(const QString& raw)
{
    const QString text = raw.trimmed();
    if (text == QLatin1String("*"))
        return any();
    if (text.size() >= 2 && text.startsWith(QLatin1Char('/')) && text.endsWith(QLatin1Char('/'))) {
        NamePattern p = regex(text.mid(1, text.size() - 2));
        if (!p.m_regex.isValid())
            return Error{ErrorCode::InvalidPattern,
                         Tr::tr("\"%1\" is not a valid regular expression: %2")
                             .arg(text, p.m_regex.errorString())};
        return p;
    }
    return exact(text);
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
    p.m_kind = Kind::Regex;
    p.m_text = QLatin1Char('/') + pattern + QLatin1Char('/');
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
    case Kind::Regex:
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
