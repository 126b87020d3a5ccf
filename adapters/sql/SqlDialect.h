#pragma once

#include <QMetaType>
#include <QString>
#include <QStringView>

namespace nelumbo {

// The SQL flavour a text is written in. It decides how text is tokenised (which quotes and
// comments exist) and which statements count as read-only.
class SqlDialect
{
public:
    enum Kind : quint8
    {
        Ansi,
        Sqlite,
        Postgres,
        MySql
    };

    constexpr SqlDialect(Kind kind = Ansi)
        : m_kind(kind)
    {}

    // "sql:postgres" → Postgres, "sql:mysql" → MySql, "sql:sqlite" → Sqlite; "sql", empty or
    // unknown → Ansi. Bare names ("postgresql", "mariadb", "sqlite3") and Qt driver names
    // ("QPSQL", "QMYSQL", "QSQLITE") are understood too, so callers can pass what they have.
    static SqlDialect fromLanguage(QStringView language);

    constexpr Kind kind() const { return m_kind; }
    constexpr operator Kind() const { return m_kind; }
    // The query-language id recorded with saved queries: "sql", "sql:sqlite", …
    QString languageId() const;

    // Lexical profile (reference spec, Appendix A).
    constexpr bool hasDollarQuotes() const { return m_kind == Postgres; }
    constexpr bool hasEscapeStrings() const { return m_kind == Postgres; } // E'…'
    constexpr bool hasNestedComments() const { return m_kind == Postgres; }
    constexpr bool hasHashComments() const { return m_kind == MySql; }
    constexpr bool hasBackslashEscapes() const { return m_kind == MySql; }
    constexpr bool doubleQuotesAreStrings() const { return m_kind == MySql; }
    constexpr bool hasBacktickIdentifiers() const { return m_kind == MySql || m_kind == Sqlite; }
    constexpr bool hasBracketIdentifiers() const { return m_kind == Sqlite; }

private:
    Kind m_kind;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::SqlDialect)
