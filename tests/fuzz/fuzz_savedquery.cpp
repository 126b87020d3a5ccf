// A saved query as the library stores it (SavedQueryStore reads the statement, the variables
// and the values as JSON text): its definitions, its values and what a run binds.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/QueryLanguage.h"
#include "queries/SavedQueryStore.h"
#include "queries/SavedQueryVariables.h"

#include <QJsonDocument>

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QueryLanguage& language = fuzz::language(input.byte());
    SavedQuery query;
    query.name = QStringLiteral("fuzz");
    query.queryLanguage = QString::fromUtf8(input.part());
    query.statement = QString::fromUtf8(input.part());
    query.variables = QJsonDocument::fromJson(input.part()).array();
    query.values = QJsonDocument::fromJson(input.rest()).object();
    (void)SavedQueryStore::normaliseLanguage(query.queryLanguage);
    (void)SavedQueryStore::checkLanguage(query, QStringLiteral("source"), language.id());
    const Result<QList<VariableDefinition>> definitions = SavedQueryVariables::definitions(query);
    if (definitions)
        SavedQueryVariables::toJson(definitions.value());
    const QVariantMap values = SavedQueryVariables::values(query);
    SavedQueryVariables::toJson(values);
    const Result<QVariantMap> bound = SavedQueryVariables::forRun(query, {});
    if (bound && definitions)
        (void)language.compileTemplate(query.statement, bound.value(), definitions.value());
    return 0;
}

const fuzz::Registration registration("savedquery", fuzzOne);

} // namespace
