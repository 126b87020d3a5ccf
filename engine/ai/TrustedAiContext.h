#pragma once

#include "adapter/DatabaseAdapter.h"
#include "ai/AiTask.h"

#include <QLoggingCategory>

namespace nelumbo {

class AdapterTrust;

Q_DECLARE_LOGGING_CATEGORY(lcAiTrust)

// An adapter's AiContext after the trust boundary: what prompts and UIs may use.
//
// Everyone's language id must match ^[a-z0-9]+:[a-z0-9_-]+$ (else "unknown"). An untrusted
// adapter keeps only that: its example, notes, error patterns and advice are dropped (core's
// default notes take their place, never a blank) and its capability reasons become a
// generic sentence. An adapter that declares AI unsupported gets every feature refused. A trusted
// adapter's text is bounded (notes 1 KB, example 2 KB, 20 error patterns). Prompt builders read
// only this, never the raw AiContext.
struct TrustedAiContext
{
    static constexpr int kNotesLimit = 1024;   // UTF-8 bytes
    static constexpr int kExampleLimit = 2048; // UTF-8 bytes
    static constexpr int kErrorPatternLimit = 20;

    QString adapterId;
    bool trusted = false;
    QString language = QStringLiteral("unknown");
    // The fence label the adapter's query language declares (QueryLanguage::fenceLabel), as
    // declared; fenceLabel() decides whether it can be used.
    QString declaredFence;
    QString exampleQuery;
    QString syntaxNotes;
    QList<ErrorPattern> errorPatterns;
    QString generationNotes; // the adapter's own; empty when none survived
    QString readOnlyNotes;   // the adapter's own; empty when none survived
    Capability generation;
    Capability explanation;
    Capability optimization;
    // The adapter's words about its language (see AiContext); empty when none survived.
    QString readOnlyExamples;
    QHash<QString, QStringList> errorAdvice;
    QList<QPair<QString, QString>> variableIllustrations;

    static TrustedAiContext from(const QString& adapterId, const AiContext& raw,
                                 const AdapterTrust& trust);
    static TrustedAiContext from(const DatabaseAdapter& adapter, const AdapterTrust& trust);

    // The Markdown fence label: the one the language declares when it is a plain word, else
    // the language family ("sql", "json"), "sql" when in doubt.
    QString fenceLabel() const { return fenceLabelFor(language, declaredFence); }
    // How to shape a good query: the adapter's notes, else core's default.
    QString generationGuidance() const;
    // What may be generated: the adapter's read-only notes, else core's; when writes are
    // allowed always core's write text (the adapter's notes describe a rule not in force).
    QString readOnlyGuidance(bool readOnly) const;
    Capability capability(AiTask task) const;
    // The hints of every surviving error pattern that matches a database message.
    QStringList errorHints(const QString& message) const;

    static bool isValidLanguage(const QString& language);
    static QString fenceLabelFor(const QString& language, const QString& declared = {});
    static QString genericUnsupportedReason();
    static QString coreGenerationNotes();
    static QString coreReadOnlyNotes();
    static QString coreWriteNotes();
};

} // namespace nelumbo
