#include "TemplateLiteral.h"

#include "SqlTokenizer.h"

namespace nelumbo {

TemplateLiteral TemplateLiteral::parse(const SqlToken& token, const SqlDialect& dialect)
{
    TemplateLiteral literal;
    if (token.kind != SqlToken::String || !token.terminated || token.text.size() < 2)
        return literal;

    const QString& text = token.text;
    bool backslash = dialect.backslashEscapes;
    bool doubling = true;
    if (text.startsWith(QLatin1Char('$'))) {
        literal.m_open = text.left(text.indexOf(QLatin1Char('$'), 1) + 1);
        literal.m_close = literal.m_open;
        backslash = doubling = false;
    } else if (text.front() == QLatin1Char('E') || text.front() == QLatin1Char('e')) {
        literal.m_open = text.left(2);
        literal.m_close = QStringLiteral("'");
        backslash = true;
    } else {
        literal.m_open = text.left(1);
        literal.m_close = literal.m_open;
    }
    if (text.size() < literal.m_open.size() + literal.m_close.size())
        return literal;
    const QStringView body = QStringView(text).mid(
        literal.m_open.size(), text.size() - literal.m_open.size() - literal.m_close.size());
    const QChar quote = literal.m_close.front();

    qsizetype pieceStart = 0;
    qsizetype i = 0;
    while (i < body.size()) {
        const QChar c = body[i];
        if (backslash && c == QLatin1Char('\\')) {
            i += 2;
            continue;
        }
        if (doubling && c == quote) {
            i += 2; // the tokenizer guarantees quotes inside the body come doubled
            continue;
        }
        if (const qsizetype len = SqlTokenizer::placeholderLength(body, i)) {
            if (i > pieceStart)
                literal.m_parts.append({false, body.mid(pieceStart, i - pieceStart).toString()});
            literal.m_parts.append({true, body.mid(i + 2, len - 4).toString()});
            i += len;
            pieceStart = i;
            continue;
        }
        ++i;
    }
    if (literal.hasVariables() && pieceStart < body.size())
        literal.m_parts.append({false, body.mid(pieceStart).toString()});
    if (!literal.hasVariables())
        literal.m_parts.clear();
    return literal;
}

QStringList TemplateLiteral::variablesOf(const SqlToken& token, const SqlDialect& dialect)
{
    if (token.kind == SqlToken::Variable)
        return {token.variableName()};
    if (token.kind == SqlToken::String)
        return parse(token, dialect).variableNames();
    return {};
}

bool TemplateLiteral::hasVariables() const
{
    for (const Part& part : m_parts) {
        if (part.isVariable)
            return true;
    }
    return false;
}

QStringList TemplateLiteral::variableNames() const
{
    QStringList names;
    for (const Part& part : m_parts) {
        if (part.isVariable)
            names.append(part.text);
    }
    return names;
}

QString
TemplateLiteral::toExpression(const SqlDialect& dialect,
                              const std::function<QString(const QString& name)>& placeholder) const
{
    QStringList operands;
    for (const Part& part : m_parts)
        operands.append(part.isVariable ? placeholder(part.text) : m_open + part.text + m_close);
    if (operands.size() == 1)
        return operands.front();
    if (!dialect.concatFunction.isEmpty())
        return dialect.concatFunction + u'(' + operands.join(QStringLiteral(", ")) + u')';
    return operands.join(QStringLiteral(" || "));
}

} // namespace nelumbo
