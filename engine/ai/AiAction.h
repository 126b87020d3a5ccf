#pragma once

#include "LlmTypes.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <functional>

namespace nelumbo {

class Connection;

// What a tool call ran into: content goes back to the model as the tool result.
struct AiActionOutcome
{
    QString content;
    bool isError = false;
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
    // done runs later in context's thread (never before run returns).
    virtual void run(const QJsonObject& arguments, Connection& connection, QObject* context,
                     Done done) const = 0;
};

} // namespace nelumbo
