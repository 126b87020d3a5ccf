#include "ai/AgentActions.h"

#include "ai/ToolCatalog.h"
#include "ai/ToolResultFormatter.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"

#include <QJsonArray>
#include <memory>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

// Tool definitions and results go to the model: English whatever the UI language.
class ListDataSources final : public AiAction
{
public:
    explicit ListDataSources(QList<SourceDefinition> sources)
        : m_sources(std::move(sources))
    {}
    LlmToolDefinition definition() const override
    {
        return {QString::fromLatin1(AgentActions::kListDataSources),
                u"Lists the data sources you may use: name, kind, whether it is read-only "
                "and whether row values may be read."_s,
                QJsonObject{{u"type"_s, u"object"_s}, {u"properties"_s, QJsonObject()}}};
    }
    void run(const QJsonObject&, const AiActionContext& context, Done done) const override
    {
        QJsonArray list;
        for (const SourceDefinition& s : m_sources) {
            if (s.aiPolicy == AiPolicy::Disabled)
                continue;
            list.append(QJsonObject{{u"name"_s, s.name},
                                    {u"kind"_s, s.kind()},
                                    {u"read_only"_s, s.readOnly},
                                    {u"row_values"_s, s.aiPolicy == AiPolicy::Enabled}});
        }
        const QString content = ToolResultFormatter::render({{u"sources"_s, list}});
        QMetaObject::invokeMethod(
            context.receiver,
            [done, content] {
                done({content, false});
            },
            Qt::QueuedConnection);
    }

private:
    QList<SourceDefinition> m_sources;
};

class ExecuteStatement final : public AiAction
{
public:
    explicit ExecuteStatement(int rows)
        : m_rows(rows)
    {}
    LlmToolDefinition definition() const override
    {
        return {QString::fromLatin1(AgentActions::kExecuteStatement),
                u"Runs one read-only statement and returns its first %1 rows as a preview."_s.arg(
                    m_rows),
                QJsonObject{{u"type"_s, u"object"_s},
                            {u"properties"_s, QJsonObject{{QLatin1StringView(ToolArg::Statement),
                                                           QJsonObject{{u"type"_s, u"string"_s}}}}},
                            {u"required"_s, QJsonArray{QLatin1StringView(ToolArg::Statement)}}}};
    }
    void run(const QJsonObject& arguments, const AiActionContext& actionContext,
             Done done) const override
    {
        Connection& connection = actionContext.connection;
        QObject* context = actionContext.receiver;
        const QString statement = arguments.value(QLatin1StringView(ToolArg::Statement)).toString();
        auto answer = [context, done](const AiActionOutcome& outcome) {
            QMetaObject::invokeMethod(
                context, [done, outcome] { done(outcome); }, Qt::QueuedConnection);
        };
        if (statement.trimmed().isEmpty())
            return answer({ToolResultFormatter::error(
                               {ErrorCode::InvalidArguments, u"Missing argument \"statement\"."_s}),
                           true});
        // Read-only whatever the session allows: the preview must never change anything.
        if (!connection.adapter() ||
            connection.adapter()->classifyStatement(statement) != StatementAccess::ReadOnly)
            return answer(
                {ToolResultFormatter::error(
                     {ErrorCode::ReadOnly, u"Only read-only statements can be run here."_s}),
                 true});
        auto* handle = connection.execute(statement, m_rows + 1);
        struct Preview
        {
            QStringList columns;
            QJsonArray rows;
            bool truncated = false;
            bool done = false;
        };
        auto preview = std::make_shared<Preview>();
        const int limit = m_rows;
        auto deliver = [handle, preview, done](const AiActionOutcome& outcome) {
            if (preview->done)
                return;
            preview->done = true;
            handle->deleteLater();
            done(outcome);
        };
        auto result = [preview] {
            return AiActionOutcome{
                ToolResultFormatter::render(
                    {{u"columns"_s, QJsonArray::fromStringList(preview->columns)},
                     {u"rows"_s, preview->rows},
                     {u"row_count"_s, preview->rows.size()},
                     {u"truncated"_s, preview->truncated}}),
                false};
        };
        QObject::connect(handle, &QueryHandle::columnsReady, context,
                         [preview](const QStringList& names) { preview->columns = names; });
        QObject::connect(handle, &QueryHandle::rowsReady, context,
                         [preview, limit, deliver, result](const RowBatch& batch) {
                             const int rowCount = batch.rowCount();
                             const int width = batch.columnCount();
                             for (int r = 0; r < rowCount; ++r) {
                                 if (preview->rows.size() >= limit) {
                                     preview->truncated = true;
                                     break;
                                 }
                                 QJsonArray row;
                                 for (int c = 0; c < width; ++c)
                                     row.append(
                                         ToolResultFormatter::valueToJson(batch.value(r, c)));
                                 preview->rows.append(row);
                             }
                             if (preview->truncated)
                                 deliver(result());
                         });
        QObject::connect(handle, &QueryHandle::finished, context,
                         [deliver, result] { deliver(result()); });
        QObject::connect(handle, &QueryHandle::failed, context, [deliver](const Error& error) {
            deliver({ToolResultFormatter::error(error), true});
        });
    }

private:
    int m_rows;
};

} // namespace

void AgentActions::addTo(AiActionRegistry& registry, const QList<SourceDefinition>& sources,
                         int previewRows)
{
    registry.add(std::make_shared<ListDataSources>(sources));
    registry.add(
        std::make_shared<ExecuteStatement>(previewRows > 0 ? previewRows : kDefaultPreviewRows));
}

} // namespace nelumbo
