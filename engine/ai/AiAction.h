#pragma once

#include "llm/LlmTypes.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <functional>

namespace nelumbo {

class Connection;

// What a tool call ran into: content goes back to the model as the tool result.
struct AiActionOutcome
{
    QString content;
    bool isError = false;
};

// Who a task runs for. Opaque to core: hosts put their user or tenant here, and their own
// actions read it (for auditing or their own access rules).
struct AiActor
{
    QVariantMap context;
    QString scope;
    bool isEmpty() const { return context.isEmpty() && scope.isEmpty(); }
};

// What a tool runs with: the task's source, who it runs for, and whether the task may
// change data (never, unless the user allowed writes for this generation).
struct AiActionContext
{
    Connection& connection;
    QObject* receiver; // done runs in this object's thread
    AiActor actor;
    bool readOnly = true;
    // The adapter's examples of statements that only read ("SELECT, WITH … SELECT"); may
    // be empty, then refusals say it without examples.
    QString readOnlyExamples = {};
};

// One tool the model may call. Runs asynchronously against the source's Connection, so
// visibility and read-only rules apply; errors are outcomes, never exceptions.
class AiAction
{
public:
    using Done = std::function<void(const AiActionOutcome& outcome)>;

    virtual ~AiAction() = default;

    virtual LlmToolDefinition definition() const = 0;
    QString name() const { return definition().name; }
    // done runs later in context.receiver's thread (never before run returns).
    virtual void run(const QJsonObject& arguments, const AiActionContext& context,
                     Done done) const = 0;
};

} // namespace nelumbo
