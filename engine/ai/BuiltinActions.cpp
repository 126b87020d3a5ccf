#include "ai/BuiltinActions.h"

#include "adapter/DatabaseAdapter.h"
#include "ai/ToolResultFormatter.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

using Runner = std::function<void(const QJsonObject&, Connection&, QObject*, AiAction::Done)>;

// A built-in tool: the catalogue's definition and a function calling the Connection.
class ConnectionAction final : public AiAction
{
public:
    ConnectionAction(LlmToolDefinition definition, Runner runner)
        : m_definition(std::move(definition))
        , m_runner(std::move(runner))
    {}
    LlmToolDefinition definition() const override { return m_definition; }
    void run(const QJsonObject& arguments, const AiActionContext& context, Done done) const override
    {
        m_runner(arguments, context.connection, context.receiver, std::move(done));
    }

private:
    LlmToolDefinition m_definition;
    Runner m_runner;
};

// A name that is not "table" or "schema.table" as list_tables gives them: the model hears
// that, never the adapter's own words about what it made of it (a system catalogue's name).
AiActionOutcome invalidTableName(const QString& name)
{
    return {ToolResultFormatter::error(
                {ErrorCode::InvalidTableName,
                 u"Invalid table name \"%1\": give a table as list_tables names it, "
                 "\"schema.table\" or \"table\"."_s.arg(name.trimmed())}),
            true};
}

// Whether a name has an empty part (".t", "s.", "s..t"). More parts than schema.table can
// still be a table whose own name holds a dot, so those are tried first.
bool emptyPart(const QString& name)
{
    return name.trimmed().split(u'.').contains(QString());
}

// Waits for an adapter reply and hands its result, rendered, to done. invalidName: the
// name asked for cannot be a plain "schema.table"; its failure is told as an invalid name.
template <typename T, typename Render>
void deliver(AdapterReply<T>* reply, QObject* context, AiAction::Done done, Render render,
             const QString& invalidName = {})
{
    QObject::connect(reply, &AdapterRequest::finished, context,
                     [reply, done = std::move(done), render = std::move(render), invalidName] {
                         const Result<T>& result = reply->result();
                         if (!result.ok() && !invalidName.isEmpty())
                             done(invalidTableName(invalidName));
                         else if (!result.ok())
                             done({ToolResultFormatter::error(result.error()), true});
                         else
                             done(render(result));
                         reply->deleteLater();
                     });
}

// Tool errors go back to the model, so they stay English whatever the UI language.
AiActionOutcome missingArgument(const char* name)
{
    return {
        ToolResultFormatter::error({ErrorCode::InvalidArguments,
                                    u"Missing argument \"%1\"."_s.arg(QLatin1StringView(name))}),
        true};
}

void later(QObject* context, AiAction::Done done, AiActionOutcome outcome)
{
    QMetaObject::invokeMethod(
        context, [done = std::move(done), outcome] { done(outcome); }, Qt::QueuedConnection);
}

// validate_statement with the task's read-only rule: a statement the answer would be refused
// for is not called valid.
class ValidateStatement final : public AiAction
{
public:
    LlmToolDefinition definition() const override { return ToolCatalog::validateStatement(); }
    void run(const QJsonObject& args, const AiActionContext& context, Done done) const override
    {
        const QString statement = args.value(QLatin1StringView(ToolArg::Statement)).toString();
        if (statement.trimmed().isEmpty())
            return later(context.receiver, std::move(done), missingArgument(ToolArg::Statement));
        const DatabaseAdapter* adapter = context.connection.adapter();
        const bool readOnly = context.readOnly;
        const QString examples = context.readOnlyExamples;
        if (readOnly && adapter && adapter->classifyStatement(statement) == StatementAccess::Writes)
            return later(context.receiver, std::move(done), {refusedAsWrite(examples), false});
        // Unclassified SQL is validated first, so a syntax error is reported as one.
        const bool unclassified = readOnly && BuiltinActions::unclassifiedSql(adapter, statement);
        auto* reply = context.connection.validate(statement);
        QObject::connect(reply, &AdapterRequest::finished, context.receiver,
                         [reply, done, unclassified, examples] {
                             // An invalid statement is an answer, not a failed tool call.
                             const Result<void>& result = reply->result();
                             done({result.ok() && unclassified
                                       ? refusedAsWrite(examples)
                                       : ToolResultFormatter::validation(result),
                                   false});
                             reply->deleteLater();
                         });
    }

private:
    // examples: the adapter's, so no language's keywords are core's words.
    static QString refusedAsWrite(const QString& examples)
    {
        return ToolResultFormatter::validation(
            Error{ErrorCode::ReadOnly,
                  u"This statement could change data (or cannot be shown to only read), but "
                  "this request is read-only: an answer with it would be refused. Write one "
                  "that only reads%1."_s.arg(examples.isEmpty() ? QString()
                                                                : u" ("_s + examples + u')')});
    }
};

} // namespace

std::pair<QString, QString> BuiltinActions::splitName(const QString& qualified)
{
    const QString name = qualified.trimmed();
    const qsizetype dot = name.indexOf(u'.');
    if (dot <= 0)
        return {QString(), name};
    return {name.left(dot), name.mid(dot + 1)};
}

bool BuiltinActions::unclassifiedSql(const DatabaseAdapter* adapter, const QString& statement)
{
    // A language that classifies every statement it reads; others are left to validation.
    return adapter && adapter->language().unknownMayWrite() &&
           adapter->classifyStatement(statement) == StatementAccess::Unknown;
}

bool BuiltinActions::mayChangeData(const DatabaseAdapter* adapter, const QString& statement)
{
    if (!adapter)
        return false;
    return adapter->classifyStatement(statement) == StatementAccess::Writes ||
           unclassifiedSql(adapter, statement);
}

void BuiltinActions::addTo(AiActionRegistry& registry, const ToolOptions& options)
{
    registry.add(std::make_shared<ConnectionAction>(
        ToolCatalog::listSchemas(), [](const QJsonObject&, Connection& c, QObject* ctx, auto done) {
            deliver(c.listSchemas(), ctx, std::move(done), [](const Result<QStringList>& r) {
                return AiActionOutcome{ToolResultFormatter::schemas(r.value()), false};
            });
        }));
    registry.add(std::make_shared<ConnectionAction>(
        ToolCatalog::listTables(),
        [](const QJsonObject& args, Connection& c, QObject* ctx, auto done) {
            const QString filter = args.value(QLatin1StringView(ToolArg::Filter)).toString();
            deliver(
                c.listTables(filter), ctx, std::move(done),
                [filter](const Result<QList<TableInfo>>& r) {
                    return AiActionOutcome{ToolResultFormatter::tables(r.value(), filter), false};
                });
        }));
    registry.add(std::make_shared<ConnectionAction>(
        ToolCatalog::describeTable(),
        [](const QJsonObject& args, Connection& c, QObject* ctx, auto done) {
            const QString table = args.value(QLatin1StringView(ToolArg::TableName)).toString();
            if (table.trimmed().isEmpty())
                return later(ctx, std::move(done), missingArgument(ToolArg::TableName));
            if (emptyPart(table))
                return later(ctx, std::move(done), invalidTableName(table));
            const auto [schema, name] = splitName(table);
            deliver(
                c.describeTable(schema, name), ctx, std::move(done),
                [table](const Result<TableDescription>& r) {
                    return AiActionOutcome{ToolResultFormatter::tableDescription(table, r.value()),
                                           false};
                },
                name.contains(u'.') ? table : QString());
        }));
    if (options.columnValues) {
        registry.add(std::make_shared<ConnectionAction>(
            ToolCatalog::getColumnValues(),
            [](const QJsonObject& args, Connection& c, QObject* ctx, auto done) {
                const QString table = args.value(QLatin1StringView(ToolArg::TableName)).toString();
                const QString column =
                    args.value(QLatin1StringView(ToolArg::ColumnName)).toString();
                if (table.trimmed().isEmpty())
                    return later(ctx, std::move(done), missingArgument(ToolArg::TableName));
                if (column.trimmed().isEmpty())
                    return later(ctx, std::move(done), missingArgument(ToolArg::ColumnName));
                if (emptyPart(table))
                    return later(ctx, std::move(done), invalidTableName(table));
                const auto [schema, name] = splitName(table);
                deliver(
                    c.distinctValues(schema, name, column.trimmed()), ctx, std::move(done),
                    [table, column](const Result<QVariantList>& r) {
                        return AiActionOutcome{
                            ToolResultFormatter::columnValues(table, column, r.value()), false};
                    },
                    name.contains(u'.') ? table : QString());
            }));
    }
    registry.add(std::make_shared<ValidateStatement>());
}

} // namespace nelumbo
