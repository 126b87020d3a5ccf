// A model's generation reply: statement, refusal or unfenced text, and its variables block
// normalised against the statement (ReplyExtractor, VariableNormaliser).
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "ai/ReplyExtractor.h"

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QueryLanguage& language = fuzz::language(input.byte());
    const QString reply = QString::fromUtf8(input.rest());
    const ExtractedReply extracted = ReplyExtractor::extract(reply, language);
    if (extracted.kind == ExtractedReply::Kind::Statement) {
        fuzz::check(!extracted.statement.isEmpty(), "a statement fence is never empty", reply);
        // Every kept variable names a placeholder of the statement.
        const QStringList names = VariableNormaliser::placeholders(extracted.statement);
        for (const VariableDefinition& d : extracted.variables.definitions)
            fuzz::check(names.contains(d.name), "kept variables name a placeholder", reply);
    }
    QStringList notes;
    ReplyExtractor::variablesBlock(reply, &notes);
    return 0;
}

const fuzz::Registration registration("reply", fuzzOne);

} // namespace
