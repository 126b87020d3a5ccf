#pragma once

#include "core/Result.h"

#include <QString>

namespace nelumbo {

// What the model is asked to do; picks the prompt and the tool set.
enum class AiTask
{
    Generation,
    Explanation,
    Optimization
};

// "generation", "explanation", "optimization" (the CLI's --kind values).
QString aiTaskName(AiTask task);
Result<AiTask> aiTaskFromName(const QString& name);

} // namespace nelumbo
