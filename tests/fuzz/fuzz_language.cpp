// Every adapter language's script reading (QueryLanguage): the splitter, the statement under
// a cursor, the read-only classifier and rule, names and the completion context.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/QueryLanguage.h"

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QueryLanguage& language = fuzz::language(input.byte());
    const quint8 cursorSeed = input.byte();
    const QString script = QString::fromUtf8(input.rest());
    const QList<StatementRange> ranges = language.split(script);
    qsizetype previousEnd = 0;
    for (const StatementRange& r : ranges) {
        fuzz::check(r.begin >= previousEnd && r.begin <= r.end && r.end <= script.size(),
                    "statement ranges are ordered and inside the script", script);
        previousEnd = r.end;
        const QStringView statement = QStringView(script).mid(r.begin, r.length());
        const StatementAccess access = language.classify(statement);
        const AccessVerdict verdict = language.checkReadOnly(statement);
        fuzz::check(!verdict.allowed || access != StatementAccess::Writes,
                    "the read-only rule never allows a statement classified as writing",
                    statement.toString());
        language.checkSingleStatement(statement);
        language.isTransactionControl(statement);
        language.referencedNames(statement);
        (void)language.prepareForAnalysis(statement);
    }
    const qsizetype cursor = script.isEmpty() ? 0 : cursorSeed % (script.size() + 1);
    const StatementRange at = language.statementAt(script, cursor);
    fuzz::check(at.begin >= 0 && at.begin <= at.end && at.end <= script.size(),
                "the statement under the cursor is inside the script", script);
    language.isBlank(script);
    language.looksLikeStatement(script);
    language.classify(script);
    language.checkReadOnly(script);
    const CompletionContext context = language.completionContext(script, cursor);
    fuzz::check(context.replaceStart >= 0 && context.replaceStart <= context.replaceEnd &&
                    context.replaceEnd <= script.size(),
                "the completion's replaced range is inside the text", script);
    return 0;
}

const fuzz::Registration registration("language", fuzzOne);

} // namespace
