#include "BuiltinActions.h"

#include "Connection.h"
#include "DatabaseAdapter.h"
#include "ToolResultFormatter.h"

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

// Waits for an adapter reply and hands its result, rendered, to done.
template <typename T, typename Render>
void deliver(AdapterReply<T>* reply, QObject* context, AiAction::Done done, Render render)
{
    QObject::connect(reply, &AdapterRequest::finished, context,
                     [reply, done = std::move(done), render = std::move(render)] {
                         const Result<T>& result = reply->result();
                         if (!result.ok())
                             done({ToolResultFormatter::error(result.error()), true});
                         else
                             done(render(result));
                         reply->deleteLater();
                     });
}

// Tool errors go back to the model, so they stay English whatever the UI language.
AiActionOutcome missingArgument(const char* name)
{
    return {ToolResultFormatter::error({u"invalid_arguments"_s, u"Missing argument \"%1\"."_s.arg(
                                                                    QLatin1StringView(name))}),
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
        if (readOnly && adapter && adapter->classifyStatement(statement) == StatementAccess::Writes)
            return later(context.receiver, std::move(done), {refusedAsWrite(), false});
        // Unclassified SQL is validated first, so a syntax error is reported as one.
        const bool unclassified = readOnly && BuiltinActions::unclassifiedSql(adapter, statement);
        auto* reply = context.connection.validate(statement);
        QObject::connect(
            reply, &AdapterRequest::finished, context.receiver, [reply, done, unclassified] {
                // An invalid statement is an answer, not a failed tool call.
                const Result<void>& result = reply->result();
                done({result.ok() && unclassified ? refusedAsWrite()
                                                  : ToolResultFormatter::validation(result),
                      false});
                reply->deleteLater();
            });
    }

private:
    static QString refusedAsWrite()
    {
        return ToolResultFormatter::validation(
            Error{u"read_only"_s,
                  u"This statement could change data (or cannot be shown to only read), but "
                  "this request is read-only: an answer with it would be refused. Write one "
                  "that only reads (SELECT, WITH … SELECT)."_s});
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
    // SQL is classified by core; other languages that cannot tell are left to validation.
    return adapter && adapter->queryLanguage().startsWith(u"sql:"_s) &&
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
            const auto [schema, name] = splitName(table);
            deliver(c.describeTable(schema, name), ctx, std::move(done),
                    [table](const Result<TableDescription>& r) {
                        return AiActionOutcome{
                            ToolResultFormatter::tableDescription(table, r.value()), false};
                    });
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
                const auto [schema, name] = splitName(table);
                deliver(c.distinctValues(schema, name, column.trimmed()), ctx, std::move(done),
                        [table, column](const Result<QVariantList>& r) {
                            return AiActionOutcome{
                                ToolResultFormatter::columnValues(table, column, r.value()), false};
                        });
            }));
    }
    registry.add(std::make_shared<ValidateStatement>());
}

} // namespace nelumbo
