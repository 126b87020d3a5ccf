#include "OptionalBlocks.h"

#include "SqlTokenizer.h"
#include "TemplateLiteral.h"

namespace nelumbo {

namespace {

QString joined(const SqlTokens& tokens)
{
    QString out;
    for (const SqlToken& t : tokens)
        out += t.text;
    return out;
}

class BlockResolver
{
public:
    BlockResolver(const SqlTokens& tokens, const SqlDialect& dialect,
                  const OptionalBlocks::HasValue& hasValue)
        : m_tokens(tokens)
        , m_dialect(dialect)
        , m_hasValue(hasValue)
        , m_close(tokens.size(), -1)
    {
        // The tokenizer only emits paired brackets, so a stack finds each partner.
        QList<qsizetype> open;
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            if (tokens[i].kind == SqlToken::BlockOpen)
                open.append(i);
            else if (tokens[i].kind == SqlToken::BlockClose && !open.isEmpty())
                m_close[open.takeLast()] = i;
        }
    }

    SqlTokens run()
    {
        copyRange(0, m_tokens.size());
        return m_out;
    }

private:
    void copyRange(qsizetype first, qsizetype last)
    {
        for (qsizetype i = first; i < last; ++i) {
            const SqlToken& t = m_tokens[i];
            if (t.kind == SqlToken::BlockOpen && m_close[i] > i) {
                if (keeps(i + 1, m_close[i]))
                    copyRange(i + 1, m_close[i]);
                i = m_close[i];
            } else if (t.kind != SqlToken::BlockClose) {
                m_out.append(t);
            }
        }
    }

    // True when every direct variable of the block body [first, last) has a value.
    bool keeps(qsizetype first, qsizetype last) const
    {
        for (qsizetype i = first; i < last; ++i) {
            if (m_tokens[i].kind == SqlToken::BlockOpen && m_close[i] > i) {
                i = m_close[i];
                continue;
            }
            for (const QString& name : TemplateLiteral::variablesOf(m_tokens[i], m_dialect)) {
                if (!m_hasValue(name))
                    return false;
            }
        }
        return true;
    }

    const SqlTokens& m_tokens;
    const SqlDialect& m_dialect;
    const OptionalBlocks::HasValue& m_hasValue;
    QList<qsizetype> m_close; // index of the matching BlockClose for each BlockOpen
    SqlTokens m_out;
};

} // namespace

SqlTokens OptionalBlocks::resolve(const SqlTokens& tokens, const SqlDialect& dialect,
                                  const HasValue& hasValue)
{
    return BlockResolver(tokens, dialect, hasValue).run();
}

QString OptionalBlocks::resolve(QStringView text, const SqlDialect& dialect,
                                const QVariantMap& values)
{
    const HasValue has = [&](const QString& name) { return hasValue(values.value(name)); };
    return joined(resolve(SqlTokenizer::tokenize(text, dialect), dialect, has));
}

QString OptionalBlocks::strip(QStringView text, const SqlDialect& dialect)
{
    QString out;
    for (const SqlToken& t : SqlTokenizer::tokenize(text, dialect)) {
        if (t.kind != SqlToken::BlockOpen && t.kind != SqlToken::BlockClose)
            out += t.text;
    }
    return out;
}

QStringList OptionalBlocks::variableNames(QStringView text, const SqlDialect& dialect)
{
    QStringList names;
    int depth = 0;
    for (const SqlToken& t : SqlTokenizer::tokenize(text, dialect)) {
        if (t.kind == SqlToken::BlockOpen)
            ++depth;
        else if (t.kind == SqlToken::BlockClose)
            --depth;
        else if (depth > 0) {
            for (const QString& name : TemplateLiteral::variablesOf(t, dialect)) {
                if (!names.contains(name))
                    names.append(name);
            }
        }
    }
    return names;
}

bool OptionalBlocks::hasValue(const QVariant& value)
{
    if (!value.isValid() || value.isNull())
        return false;
    if (value.typeId() == QMetaType::QString)
        return !value.toString().isEmpty();
    return true;
}

} // namespace nelumbo
