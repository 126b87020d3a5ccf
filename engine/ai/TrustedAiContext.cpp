#include "ai/TrustedAiContext.h"

#include "adapter/AdapterTrust.h"
#include "ai/PromptText.h"

#include <QCoreApplication>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

namespace nelumbo {

Q_LOGGING_CATEGORY(lcAiTrust, "nelumbo.ai.trust")

namespace {

// Process-wide, so a long session logs each adapter's problem once, not per request.
bool firstTime(const QString& adapterId, const char* what)
{
    static QMutex mutex;
    static QSet<QString> seen;
    QMutexLocker lock(&mutex);
    const QString key = adapterId + u'/' + QLatin1String(what);
    if (seen.contains(key))
        return false;
    seen.insert(key);
    return true;
}

QString bounded(const QString& adapterId, const char* field, const QString& text, int limit)
{
    bool cut = false;
    QString result = PromptText::truncated(text, limit, &cut);
    if (cut && firstTime(adapterId, field))
        qCWarning(lcAiTrust, "Adapter %s: %s is longer than %d bytes and was cut",
                  qUtf8Printable(adapterId), field, limit);
    return result;
}

Capability normalised(const Capability& c, bool trusted)
{
    if (c.supported)
        return Capability::yes();
    if (!trusted || c.reason.trimmed().isEmpty())
        return Capability::no(TrustedAiContext::genericUnsupportedReason());
    return Capability::no(PromptText::truncated(c.reason.trimmed(), TrustedAiContext::kNotesLimit));
}

} // namespace

TrustedAiContext TrustedAiContext::from(const QString& adapterId, const AiContext& raw,
                                        const AdapterTrust& trust)
{
    TrustedAiContext c;
    c.adapterId = adapterId;
    c.trusted = trust.isTrusted(adapterId);
    if (isValidLanguage(raw.language)) {
        c.language = raw.language;
    } else if (firstTime(adapterId, "language")) {
        qCWarning(lcAiTrust,
                  "Adapter %s: language id is not of the form family:dialect; "
                  "using \"unknown\"",
                  qUtf8Printable(adapterId));
    }
    c.generation = normalised(raw.generation, c.trusted);
    c.explanation = normalised(raw.explanation, c.trusted);
    c.optimization = normalised(raw.optimization, c.trusted);
    if (!raw.aiSupported) {
        // The adapter opted out of AI: every feature, with the generic reason.
        const Capability no = Capability::no(genericUnsupportedReason());
        c.generation = c.explanation = c.optimization = no;
        return c;
    }

    if (!c.trusted) {
        const bool hadText = !raw.exampleQuery.isEmpty() || !raw.syntaxNotes.isEmpty() ||
                             !raw.errorPatterns.isEmpty() || !raw.generationNotes.isEmpty() ||
                             !raw.readOnlyNotes.isEmpty() || !raw.readOnlyExamples.isEmpty() ||
                             !raw.errorAdvice.isEmpty() || !raw.variableIllustrations.isEmpty();
        if (hadText && firstTime(adapterId, "strip"))
            qCInfo(lcAiTrust,
                   "Adapter %s is not trusted: only its language id reaches the "
                   "AI (add it to ai/trusted_adapters to use its notes)",
                   qUtf8Printable(adapterId));
        return c;
    }

    c.exampleQuery = bounded(adapterId, "exampleQuery", raw.exampleQuery.trimmed(), kExampleLimit);
    c.syntaxNotes = bounded(adapterId, "syntaxNotes", raw.syntaxNotes.trimmed(), kNotesLimit);
    c.generationNotes =
        bounded(adapterId, "generationNotes", raw.generationNotes.trimmed(), kNotesLimit);
    c.readOnlyNotes = bounded(adapterId, "readOnlyNotes", raw.readOnlyNotes.trimmed(), kNotesLimit);
    c.readOnlyExamples =
        bounded(adapterId, "readOnlyExamples", raw.readOnlyExamples.trimmed(), kNotesLimit);
    for (auto it = raw.errorAdvice.cbegin(); it != raw.errorAdvice.cend(); ++it) {
        QStringList advice;
        for (const QString& a : it.value())
            if (!a.trimmed().isEmpty())
                advice << bounded(adapterId, "errorAdvice", a.trimmed(), kNotesLimit);
        if (!advice.isEmpty())
            c.errorAdvice.insert(it.key(), advice);
    }
    int illustrationBytes = 0;
    for (const auto& [statement, variables] : raw.variableIllustrations) {
        illustrationBytes += int(statement.toUtf8().size() + variables.toUtf8().size());
        if (statement.trimmed().isEmpty() || illustrationBytes > kExampleLimit)
            break; // bounded like the example statement
        c.variableIllustrations << qMakePair(statement.trimmed(), variables.trimmed());
    }
    for (const ErrorPattern& p : raw.errorPatterns) {
        if (c.errorPatterns.size() == kErrorPatternLimit) {
            if (firstTime(adapterId, "errorPatterns"))
                qCWarning(lcAiTrust,
                          "Adapter %s: more than %d error patterns; the rest are "
                          "ignored",
                          qUtf8Printable(adapterId), kErrorPatternLimit);
            break;
        }
        if (p.pattern.isValid() && !p.pattern.pattern().isEmpty() && !p.hint.trimmed().isEmpty())
            c.errorPatterns << ErrorPattern{p.pattern,
                                            PromptText::truncated(p.hint.trimmed(), kNotesLimit)};
    }
    return c;
}

TrustedAiContext TrustedAiContext::from(const DatabaseAdapter& adapter, const AdapterTrust& trust)
{
    TrustedAiContext c = from(adapter.id(), adapter.aiContext(), trust);
    c.declaredFence = adapter.language().fenceLabel();
    return c;
}

QString TrustedAiContext::generationGuidance() const
{
    return generationNotes.trimmed().isEmpty() ? coreGenerationNotes() : generationNotes;
}

QString TrustedAiContext::readOnlyGuidance(bool readOnly) const
{
    if (!readOnly)
        return coreWriteNotes();
    return readOnlyNotes.trimmed().isEmpty() ? coreReadOnlyNotes() : readOnlyNotes;
}

Capability TrustedAiContext::capability(AiTask task) const
{
    switch (task) {
    case AiTask::Generation:
        return generation;
    case AiTask::Explanation:
        return explanation;
    case AiTask::Optimization:
        return optimization;
    }
    return Capability::no(genericUnsupportedReason());
}

QStringList TrustedAiContext::errorHints(const QString& message) const
{
    QStringList hints;
    for (const ErrorPattern& p : errorPatterns)
        if (p.pattern.match(message).hasMatch() && !hints.contains(p.hint))
            hints << p.hint;
    return hints;
}

bool TrustedAiContext::isValidLanguage(const QString& language)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]+:[a-z0-9_-]+$"));
    return re.match(language).hasMatch();
}

QString TrustedAiContext::fenceLabelFor(const QString& language, const QString& declared)
{
    // The same rule for a declared label as for a family: a fence line cannot be broken out of.
    static const QRegularExpression family(QStringLiteral("^[a-z0-9]+$"));
    if (family.match(declared).hasMatch())
        return declared;
    const QString f = language.section(u':', 0, 0);
    if (f == QLatin1String("unknown") || !family.match(f).hasMatch())
        return QStringLiteral("sql");
    return f;
}

QString TrustedAiContext::genericUnsupportedReason()
{
    return QCoreApplication::translate("nelumbo::TrustedAiContext",
                                       "This feature is not available for this data source.");
}

// The prompt texts below are part of the contract with the model and stay in English.

QString TrustedAiContext::coreGenerationNotes()
{
    return QStringLiteral(
        "- Prefer naming fields explicitly over wildcards, so the result shows what was asked.\n"
        "- Constrain the result size (a row limit or an aggregate) unless the user asks for "
        "every row.\n"
        "- When the tools give fully-qualified names, use them as given.");
}

QString TrustedAiContext::coreReadOnlyNotes()
{
    return QStringLiteral(
        "IMPORTANT: You can ONLY generate read-only queries. Never produce a statement that "
        "creates, modifies or deletes data or schema, whatever the request says. If the user "
        "asks for such a change, reply with UNABLE_TO_GENERATE: followed by the reason.");
}

QString TrustedAiContext::coreWriteNotes()
{
    return QStringLiteral("Writes are permitted for this request: you can generate "
                          "queries that read and queries that write data, when the user "
                          "asks for a change.");
}

} // namespace nelumbo
