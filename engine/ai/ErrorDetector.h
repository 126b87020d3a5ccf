#pragma once

#include "adapter/DatabaseAdapter.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace nelumbo {

enum class DatabaseErrorKind
{
    ColumnNotFound,
    TableNotFound,
    FunctionNotFound,
    AmbiguousColumn,
    SyntaxError,
    TypeMismatch,
    DivisionByZero,
    PermissionDenied,
    ReadOnlyRefusal,
    Timeout,
    Unknown
};

// The names a source has, for "did you mean" suggestions. Keys of columns are table names as
// in tables (qualified or bare); lookups ignore case.
struct SchemaNames
{
    QStringList tables;
    QHash<QString, QStringList> columns;
};

// What went wrong with a statement, and how to fix it.
struct ErrorAnalysis
{
    DatabaseErrorKind kind = DatabaseErrorKind::Unknown;
    QString message;          // the database's message, as given
    QString failedStatement;  // may be empty
    QString identifier;       // the name the message is about, when it names one
    QStringList closestNames; // existing names close to identifier
    QStringList suggestions;  // adapter hints first, then core's advice

    // "column_not_found", …
    QString kindName() const;
    // The text sent back to the model on a retry: the message and statement as fenced
    // data, then the suggestions. fence labels the statement.
    QString toPromptText(const QString& fence = QStringLiteral("sql")) const;
};

// Classifies database error messages of SQLite, PostgreSQL and MySQL/MariaDB (and core's
// own refusals), extracts the name they are about, and suggests fixes: the adapter's
// matching error hints first, then core's advice, including the closest existing table or
// column names. Pure: the schema and the hints are given.
class ErrorDetector
{
public:
    ErrorDetector() = default;
    // languageAdvice: the adapter's advice about its language per kind name (AiContext),
    // given after core's language-neutral advice.
    ErrorDetector(SchemaNames schema, QList<ErrorPattern> adapterPatterns,
                  QHash<QString, QStringList> languageAdvice = {});

    // tablesAnalyzed: the tables the model looked at so far (Conversation), most useful
    // first; they narrow the column suggestions.
    ErrorAnalysis analyze(const QString& message, const QString& statement = {},
                          const QStringList& tablesAnalyzed = {}) const;

    const SchemaNames& schema() const { return m_schema; }
    const QList<ErrorPattern>& patterns() const { return m_patterns; }
    const QHash<QString, QStringList>& languageAdvice() const { return m_advice; }

    static DatabaseErrorKind classify(const QString& message);
    static QString kindName(DatabaseErrorKind kind);
    // The name an error message is about, for its kind (quoted or after a keyword).
    static QString identifier(DatabaseErrorKind kind, const QString& message);
    // Core's advice for a kind of error (without adapter hints or closest names), in words
    // that fit every query language.
    static QStringList suggestions(DatabaseErrorKind kind, const QString& message,
                                   const QString& statement, const QStringList& tablesAnalyzed,
                                   const QString& identifier);

private:
    QStringList closestNames(DatabaseErrorKind kind, const QString& identifier,
                             const QStringList& tablesAnalyzed) const;

    SchemaNames m_schema;
    QList<ErrorPattern> m_patterns;
    QHash<QString, QStringList> m_advice;
};

} // namespace nelumbo
