#pragma once

#include "adapter/QueryLanguage.h"
#include "completion/CompletionCandidate.h"

#include <QStringList>

namespace nelumbo {

class CompletionCatalog;

// The candidates for the name at a cursor. The language reads the statement (clause, scope,
// aliases, quoting); this ranks what fits from its words and the catalogue: prefix matches
// before substring ones, names in scope before others, recently chosen first. Keywords,
// functions and commands take the case of what was typed; names keep their stored spelling,
// quoted where the language needs it. Columns not read yet are requested from the catalogue
// (its changed() says when to ask again). No widget, no waiting.
class CompletionEngine
{
public:
    static constexpr int kMaxCandidates = 200;

    CompletionEngine(const QueryLanguage& language, CompletionCatalog* catalog = nullptr);

    CompletionResult complete(QStringView text, qsizetype cursor) const;
    // Ranks this text first among equal matches from now on.
    void noteChosen(const QString& text);
    const QStringList& recent() const { return m_recent; }

private:
    const QueryLanguage& m_language;
    CompletionCatalog* m_catalog;
    QStringList m_recent; // newest first
};

} // namespace nelumbo
