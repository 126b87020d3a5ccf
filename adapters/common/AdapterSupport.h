#pragma once

#include "adapter/DatabaseAdapter.h"
#include "adapter/Schema.h"
#include "core/ErrorCodes.h"

#include <QHash>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>
#include <functional>
#include <initializer_list>
#include <utility>

class QSqlError;

// Small helpers the built-in SQL adapters share. Not part of the engine's interface.
namespace nelumbo::adapters {

// The database's own words if it gave any, else Qt's.
QString messageOf(const QSqlError& error);
Error errorOf(const QString& code, const QSqlError& error);

// Runs sql, with values bound to its ? placeholders in order when there are any.
// On failure: an Error with code and the database's message.
Result<void> run(QSqlQuery& query, const QString& sql, const QVariantList& values = {},
                 const QString& code = ErrorCode::IntrospectionFailed);

// A thread-safe function that shuts a session's network socket down, so that every call
// blocked on it returns at once. It holds its own duplicate of the descriptor, so it stays
// safe whatever the driver does with its own. Empty for a negative descriptor.
std::function<void()> socketDisconnector(int socket);

// name in quote characters, inner quote characters doubled.
QString quoted(const QString& name, QChar quote);
// "?, ?, ?" for n values.
QString placeholders(qsizetype n);

// Case-insensitive error patterns from (regular expression, hint) pairs.
QList<ErrorPattern> errorPatterns(std::initializer_list<std::pair<const char*, QString>> list);

// The notes every built-in SQL dialect shares (Lotus §15.1 item 13).
QString sqlGenerationNotes();
QString sqlReadOnlyNotes(const QString& dialectSpecific);
// The SQL words core no longer says for every language: examples of reading statements,
// advice per kind of error and the variables illustrations (AiContext).
void addSqlLanguageText(AiContext& context);

// A table of a catalogue, found by schema and name while it is assembled.
QString tableKey(const QString& schema, const QString& table);

// An empty catalogue with one entry per schema, and where each schema sits in it: the
// start of every batched introspect().
struct CatalogSkeleton
{
    Catalog catalog;
    QHash<QString, qsizetype> schemaIndex;
};
CatalogSkeleton catalogSkeleton(const QStringList& schemaNames);

} // namespace nelumbo::adapters
