#pragma once

#include "variables/VariableDefinition.h"

#include <QJsonArray>
#include <QStringList>
#include <functional>
#include <optional>

namespace nelumbo {

struct NormalisedVariables
{
    QList<VariableDefinition> definitions;
    QStringList notes; // why entries were dropped or changed, for logs and traces

    // The definitions in their stored form (VariableDefinition::toMap), for conversations.
    QJsonArray toJson() const;
};

// Turns the model's ```variables array into variable definitions the variable form takes.
// Never fails: entries that are not objects, lack a valid name, repeat a name or (when the
// statement is given) name no {{placeholder}} of it are dropped; an unknown type becomes
// text, an unknown widget input, a select without options an input, unusable options are
// dropped. Each change leaves a note.
class VariableNormaliser
{
public:
    static NormalisedVariables normalise(const QJsonArray& entries,
                                         const std::optional<QString>& statement = {});
    // Drops each options_query mayChangeData says yes to (a select left without options
    // becomes an input), with a note: the form runs options queries when it opens.
    static void dropOptionQueries(NormalisedVariables& variables,
                                  const std::function<bool(const QString&)>& mayChangeData);
    // The {{name}} placeholders of a statement, in order of first appearance.
    static QStringList placeholders(const QString& statement);
};

} // namespace nelumbo
