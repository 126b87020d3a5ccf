#include "ai/AiTask.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

QString aiTaskName(AiTask task)
{
    switch (task) {
    case AiTask::Generation:
        return QStringLiteral("generation");
    case AiTask::Explanation:
        return QStringLiteral("explanation");
    case AiTask::Optimization:
        return QStringLiteral("optimization");
    }
    return {};
}

Result<AiTask> aiTaskFromName(const QString& name)
{
    for (AiTask t : {AiTask::Generation, AiTask::Explanation, AiTask::Optimization})
        if (aiTaskName(t) == name)
            return t;
    return Error{ErrorCode::UnknownTask,
                 QCoreApplication::translate("nelumbo::AiTask",
                                             "Unknown kind \"%1\": use generation, explanation "
                                             "or optimization.")
                     .arg(name)};
}

} // namespace nelumbo
