#pragma once

#include "ai/AiActionRegistry.h"
#include "source/SourceDefinition.h"

namespace nelumbo {

// Tools for custom agents beyond generation: list_data_sources (the named sources the
// assistant may see, without their URLs) and execute_statement (a read-only statement,
// its first rows as a preview).
class AgentActions
{
public:
    static constexpr int kDefaultPreviewRows = 50;
    static constexpr char kListDataSources[] = "list_data_sources";
    static constexpr char kExecuteStatement[] = "execute_statement";

    static void addTo(AiActionRegistry& registry, const QList<SourceDefinition>& sources,
                      int previewRows = kDefaultPreviewRows);
};

} // namespace nelumbo
