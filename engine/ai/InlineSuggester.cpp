#include "ai/InlineSuggester.h"

#include "ai/MentionedColumns.h"
#include "ai/PromptText.h"
#include "ai/TrustedAiContext.h"
#include "connection/Connection.h"
#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

constexpr auto kCursorMarker = "<|cursor|>"_L1;

QString qualified(const TableInfo& table)
{
    return table.schema.isEmpty() ? table.name : table.schema + u'.' + table.name;
}

// The body of the first fence in text, also when the model never closed it; nullopt
// without a fence.
std::optional<QString> fenceBody(const QString& text)
{
    static const QRegularExpression open(u"^[ \\t]*(`{3,}|~{3,})[^\\n]*\\n"_s,
                                         QRegularExpression::MultilineOption);
    const QRegularExpressionMatch start = open.match(text);
    if (!start.hasMatch())
        return std::nullopt;
    const QString fence = start.captured(1);
    const qsizetype from = start.capturedEnd();
    const QRegularExpression close(u"^[ \\t]*"_s + QRegularExpression::escape(fence) +
                                       u"[ \\t]*$"_s,
                                   QRegularExpression::MultilineOption);
    const QRegularExpressionMatch end = close.match(text, from);
    return end.hasMatch() ? text.mid(from, end.capturedStart() - from) : text.mid(from);
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'$';
}

} // namespace

InlineSuggester::InlineSuggester(AiEngine& engine, LlmClient& client, const AdapterTrust& trust,
                                 QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_client(client)
    , m_trust(trust)
{
    qRegisterMetaType<SuggestedContinuation>();
}

InlineSuggester::~InlineSuggester()
{
    cancel();
}

Result<void> InlineSuggester::check(const AiSource& source) const
{
    // A suggestion writes a statement: it is allowed where generation is.
    return m_engine.check(source, AiTask::Generation);
}

void InlineSuggester::cancel()
{
    ++m_run;
    m_busy = false;
    if (m_handle) {
        LlmHandle* handle = m_handle;
        handle->disconnect(this);
        handle->cancel();
        handle->deleteLater();
    }
}

void InlineSuggester::suggest(const AiSource& source, const QString& before, const QString& after)
{
    cancel();
    if (const Result<void> allowed = check(source); !allowed) {
        const Error error = allowed.error();
        QMetaObject::invokeMethod(
            this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
        return;
    }
    m_busy = true;
    const quint64 run = m_run;
    // The visible catalogue's names, then the columns of the tables the statement names, as
    // the other AI tasks read them: through the connection's visibility rules.
    auto* tables = source.connection->listTables();
    connect(tables, &AdapterRequest::finished, this, [this, tables, source, before, after, run] {
        tables->deleteLater();
        if (run != m_run)
            return;
        if (!tables->result()) {
            m_busy = false;
            Q_EMIT failed(tables->result().error());
            return;
        }
        SchemaNames names;
        for (const TableInfo& table : tables->result().value())
            names.tables.append(qualified(table));
        MentionedColumns::load(*source.connection, names, {before + after}, this,
                               [this, source, before, after, run](const SchemaNames& known) {
                                   if (run == m_run)
                                       send(source, before, after, known, run);
                               });
    });
}

void InlineSuggester::send(const AiSource& source, const QString& before, const QString& after,
                           const SchemaNames& names, quint64 run)
{
    if (!source.connection || !source.connection->adapter() || !m_engine.target()) {
        m_busy = false;
        return;
    }
    const TrustedAiContext ai = TrustedAiContext::from(*source.connection->adapter(), m_trust);
    const QString question = request(before, after, names, ai.fenceLabel());
    LlmRequest call = prompt(ai).toRequest({LlmMessage::user(question)});
    call.maxOutputTokens = kMaxOutputTokens;
    m_handle = m_client.send(*m_engine.target(), call, LlmClient::Mode::Whole);
    LlmHandle* handle = m_handle;
    connect(handle, &LlmHandle::finished, this,
            [this, handle, before, after, run](const LlmReply& reply) {
                handle->deleteLater();
                if (run != m_run)
                    return;
                m_busy = false;
                Q_EMIT usageReported(reply.usage, reply.model);
                const QString text = clean(reply.text, before, after);
                if (!text.isEmpty())
                    Q_EMIT suggested(SuggestedContinuation{text, reply.usage, reply.model});
            });
    connect(handle, &LlmHandle::failed, this, [this, handle, run](const LlmError& error) {
        handle->deleteLater();
        if (run != m_run)
            return;
        m_busy = false;
        Q_EMIT failed(error.toError());
    });
}

AiPrompt InlineSuggester::prompt(const TrustedAiContext& ai)
{
    AiPrompt p;
    p.temperature = kTemperature;
    QString text =
        u"You complete %1 statements in a query editor, as the user types. The user turn "
        "holds the statement around the cursor, marked %2, and the tables of the data source "
        "(names, and the columns of the tables the statement names).\n\n"
        "## Output Contract\n"
        "- Reply with only the text to insert at the cursor: the rest of the statement, "
        "nothing else. No explanation, no code fence, no text from before the cursor.\n"
        "- Keep it to the one statement at the cursor; stop where it ends.\n"
        "- Use only the tables and columns listed. Never invent data values.\n"
        "- When nothing useful can be added, reply with an empty message."_s.arg(ai.language,
                                                                                 kCursorMarker);
    if (!ai.syntaxNotes.isEmpty())
        text += u"\n\n## Adapter Notes (%1)\n"_s.arg(ai.language) + ai.syntaxNotes;
    p.system = text;
    return p;
}

QString InlineSuggester::request(const QString& before, const QString& after,
                                 const SchemaNames& names, const QString& fence)
{
    QJsonObject named;
    QJsonArray others;
    for (const QString& table : names.tables) {
        if (names.columns.contains(table))
            named.insert(table, QJsonArray::fromStringList(names.columns.value(table)));
        else if (others.size() < kMaxOtherTables)
            others.append(table);
    }
    QString text = u"## Tables\nThe tables the statement names, with their columns:\n"_s +
                   PromptText::fenced(u"json"_s, PromptText::jsonData(named));
    if (!others.isEmpty())
        text +=
            u"\n\nOther tables:\n"_s + PromptText::fenced(u"json"_s, PromptText::jsonData(others));
    const QString head = before.right(kMaxContextChars);
    const QString tail = after.left(kMaxContextChars);
    text += u"\n\n## Statement\n"_s + PromptText::fenced(fence, head + kCursorMarker + tail);
    return text;
}

QString InlineSuggester::clean(const QString& reply, const QString& before, const QString& after)
{
    QString text = reply;
    text.replace(u"\r\n"_s, u"\n"_s);
    if (const std::optional<QString> body = fenceBody(text))
        text = *body;
    if (text.contains(u"```"_s) || text.contains(kCursorMarker) ||
        text.trimmed().startsWith(QLatin1StringView(PromptBuilder::kRefusalMarker)))
        return {};
    // Trailing space never helps; leading space only where the text has none yet.
    while (!text.isEmpty() && text.back().isSpace())
        text.chop(1);
    const QString written = before.trimmed();
    const QString lead = text.trimmed();
    // The whole statement echoed: only what follows it is new.
    if (!written.isEmpty() && lead.startsWith(written, Qt::CaseInsensitive)) {
        text = lead.mid(written.size());
    } else {
        // The current line echoed, or the word being typed written out whole.
        const QString line = before.mid(before.lastIndexOf(u'\n') + 1).trimmed();
        qsizetype word = before.size();
        while (word > 0 && isWordChar(before.at(word - 1)))
            --word;
        const QString partial = before.mid(word);
        if (line.size() >= 3 && lead.startsWith(line, Qt::CaseInsensitive))
            text = lead.mid(line.size());
        else if (!partial.isEmpty() && lead.size() > partial.size() &&
                 lead.startsWith(partial, Qt::CaseInsensitive))
            text = lead.mid(partial.size());
    }
    // What already stands after the cursor is not inserted twice.
    const QString rest = after.trimmed();
    if (!rest.isEmpty() && text.trimmed().endsWith(rest, Qt::CaseInsensitive)) {
        text = text.trimmed();
        text.chop(rest.size());
        while (!text.isEmpty() && text.back().isSpace())
            text.chop(1);
    }
    if (!before.isEmpty() && before.back().isSpace()) {
        while (!text.isEmpty() && (text.front() == u' ' || text.front() == u'\t'))
            text.remove(0, 1);
    }
    if (text.trimmed().isEmpty() || text.count(u'\n') >= kMaxSuggestionLines)
        return {};
    return text;
}

} // namespace nelumbo
