// The model's ```variables array, as JSON, normalised with and without a statement
// (VariableNormaliser), and each kept definition read back from its stored form.
#include "FuzzTarget.h"
#include "ai/VariableNormaliser.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QString statement = QString::fromUtf8(input.part());
    const QJsonDocument json = QJsonDocument::fromJson(input.rest());
    const QJsonArray entries = json.isArray() ? json.array() : QJsonArray{json.object()};
    VariableNormaliser::normalise(entries);
    NormalisedVariables kept = VariableNormaliser::normalise(entries, statement);
    VariableNormaliser::dropOptionQueries(kept, [](const QString& q) { return q.size() % 2; });
    for (const VariableDefinition& d : kept.definitions) {
        const auto again = VariableDefinition::fromMap(d.toMap());
        fuzz::check(again.ok(), "a normalised definition reads back from its stored form", d.name);
    }
    kept.toJson();
    return 0;
}

const fuzz::Registration registration("variables", fuzzOne);

} // namespace
