#pragma once

#include "adapter/QueryLanguage.h"
#include "ai/VariableNormaliser.h"

#include <QJsonArray>
#include <QString>
#include <optional>

namespace nelumbo {

// What a generation reply contains.
struct ExtractedReply
{
    enum class Kind
    {
        Statement, // a fenced statement
        Refusal,   // UNABLE_TO_GENERATE: reason
        Unfenced   // neither: text is the whole reply
    };
    Kind kind = Kind::Unfenced;
    QString statement;  // Statement: the fence's body, trimmed
    QString fenceLabel; // Statement: the fence's label as written ("sql", "", "SQL")
    QString reason;     // Refusal: the reason; Unfenced: the whole trimmed reply
    // Unfenced only: the text reads like a bare statement of the source's language
    // (QueryLanguage::looksLikeStatement). The caller validates it against the source and
    // takes it as the statement when valid, else reports reason as a refusal.
    bool looksLikeStatement = false;
    NormalisedVariables variables; // Statement only, normalised against the statement
};

// Reads a model's generation reply (reference spec §7, with its recommended fixes):
// line endings normalised; a reply starting with UNABLE_TO_GENERATE: is a refusal; else the
// statement is the first non-empty fence whose label is not "variables" (any label, any
// case, ':' allowed; the variables block may come before or after); fences are found by
// their opening lines, so a variables block before the statement cannot be misread; an
// unclosed fence is ignored. Without a statement fence, a line starting with the refusal
// marker still refuses; otherwise the reply is Unfenced.
class ReplyExtractor
{
public:
    // language: the source's, which tells whether an unfenced reply reads like a statement.
    static ExtractedReply extract(const QString& reply, const QueryLanguage& language);

    // The first ```variables block's JSON array; nullopt without a block; an empty array
    // (and a note) when the block is not a JSON array.
    static std::optional<QJsonArray> variablesBlock(const QString& reply,
                                                    QStringList* notes = nullptr);
};

} // namespace nelumbo
