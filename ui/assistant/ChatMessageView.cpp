#include "assistant/ChatMessageView.h"

#include "assistant/ChatStatementCard.h"
#include "assistant/ChatTextView.h"
#include "assistant/ChatTraceView.h"
#include "core/ErrorCodes.h"
#include "i18n/UiLanguage.h"

#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace nelumbo {

namespace {
constexpr int kRenderDelayMs = 40;

QString accessibleKind(ChatMessageView::Kind kind)
{
    switch (kind) {
    case ChatMessageView::Kind::User:
        return ChatMessageView::tr("Your message");
    case ChatMessageView::Kind::Assistant:
        return ChatMessageView::tr("Assistant's answer");
    case ChatMessageView::Kind::QueryError:
        return ChatMessageView::tr("Failed statement");
    case ChatMessageView::Kind::Error:
        break;
    }
    return ChatMessageView::tr("Error");
}
} // namespace

ChatMessageView::ChatMessageView(Kind kind, const QString& definition, QWidget* parent)
    : QFrame(parent)
    , m_kind(kind)
    , m_definition(definition)
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("chatMessage"));
    setAccessibleName(accessibleKind(kind));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Palette roles only, so light and dark palettes both work.
    setBackgroundRole(kind == Kind::User ? QPalette::AlternateBase : QPalette::Base);
    m_layout->setContentsMargins(8, 6, 8, 6);
    m_layout->setSpacing(4);
    m_renderTimer.setSingleShot(true);
    m_renderTimer.setInterval(kRenderDelayMs);
    connect(&m_renderTimer, &QTimer::timeout, this, [this] { m_body->setContent(m_streamed); });
}

void ChatMessageView::setHeader(const QString& title)
{
    auto* row = new QHBoxLayout;
    m_header = new QLabel(title, this);
    m_header->setObjectName(QStringLiteral("messageHeader"));
    QFont bold = m_header->font();
    bold.setBold(true);
    m_header->setFont(bold);
    row->addWidget(m_header);
    row->addStretch(1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("messageStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
    row->addWidget(m_status);
    m_layout->addLayout(row);
}

ChatMessageView* ChatMessageView::fromMessage(const ConversationMessage& message,
                                              const QString& definition, QWidget* parent)
{
    using Role = ConversationMessage::Role;
    switch (message.role) {
    case Role::User: {
        auto* view = new ChatMessageView(Kind::User, definition, parent);
        view->setHeader(tr("You"));
        view->m_plain = new QLabel(message.content, view);
        view->m_plain->setObjectName(QStringLiteral("messageText"));
        view->m_plain->setTextFormat(Qt::PlainText);
        view->m_plain->setWordWrap(true);
        view->m_plain->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                               Qt::TextSelectableByKeyboard);
        view->m_layout->addWidget(view->m_plain);
        return view;
    }
    case Role::Assistant: {
        auto* view = pendingAnswer(definition, parent);
        view->showAnswer(message.content, message.statement, message.variables,
                         message.extra.value(QStringLiteral("changes_data")).toBool());
        const QJsonObject usage = message.extra.value(QStringLiteral("usage")).toObject();
        LlmUsage u;
        u.promptTokens = usage.value(QStringLiteral("prompt_tokens")).toInteger(-1);
        u.completionTokens = usage.value(QStringLiteral("completion_tokens")).toInteger(-1);
        LlmCost cost;
        const QJsonValue amount = message.extra.value(QStringLiteral("cost"));
        cost.known = amount.isDouble();
        cost.amount = amount.toDouble();
        cost.currency = message.extra.value(QStringLiteral("currency")).toString();
        if (message.extra.contains(QStringLiteral("usage"))) {
            view->m_usage->setText(
                usageText(message.extra.value(QStringLiteral("model")).toString(), u, cost));
            view->m_usage->setVisible(true);
        }
        view->m_trace->setTrace(
            ChatTraceView::traceFromJson(message.extra.value(QStringLiteral("trace")).toArray()));
        return view;
    }
    case Role::Error: {
        auto* view = new ChatMessageView(Kind::QueryError, definition, parent);
        view->setHeader(tr("Statement failed"));
        view->m_plain = new QLabel(message.content, view);
        view->m_plain->setObjectName(QStringLiteral("messageText"));
        view->m_plain->setTextFormat(Qt::PlainText);
        view->m_plain->setWordWrap(true);
        view->m_plain->setTextInteractionFlags(Qt::TextSelectableByMouse);
        view->m_layout->addWidget(view->m_plain);
        if (!message.statement.isEmpty()) {
            view->m_body = new ChatTextView(ChatTextView::Mode::Code, definition, view);
            view->m_body->setObjectName(QStringLiteral("failedStatement"));
            view->m_body->setAccessibleName(tr("Failed statement"));
            view->m_body->setContent(message.statement);
            view->m_layout->addWidget(view->m_body);
        }
        return view;
    }
    case Role::Other:
        break;
    }
    // A role this version does not know: shown as what it says.
    auto* view = new ChatMessageView(Kind::User, definition, parent);
    view->setHeader(message.roleName);
    view->m_plain = new QLabel(message.content, view);
    view->m_plain->setTextFormat(Qt::PlainText);
    view->m_plain->setWordWrap(true);
    view->m_layout->addWidget(view->m_plain);
    return view;
}

ChatMessageView* ChatMessageView::pendingAnswer(const QString& definition, QWidget* parent)
{
    auto* view = new ChatMessageView(Kind::Assistant, definition, parent);
    view->setHeader(tr("Assistant"));
    view->m_body = new ChatTextView(ChatTextView::Mode::Markdown, definition, view);
    view->m_body->setObjectName(QStringLiteral("messageText"));
    view->m_body->setAccessibleName(tr("Answer"));
    view->m_layout->addWidget(view->m_body);
    view->m_trace = new ChatTraceView(view);
    view->m_layout->addWidget(view->m_trace);
    view->m_usage = new QLabel(view);
    view->m_usage->setObjectName(QStringLiteral("answerUsage"));
    view->m_usage->setForegroundRole(QPalette::PlaceholderText);
    view->m_usage->setWordWrap(true);
    view->m_usage->setVisible(false);
    view->m_layout->addWidget(view->m_usage);
    return view;
}

ChatMessageView* ChatMessageView::requestError(const Error& error, QWidget* parent)
{
    auto* view = new ChatMessageView(Kind::Error, {}, parent);
    view->setHeader(errorTitle(error));
    view->m_header->setWordWrap(true);
    const QIcon warning = view->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    view->m_status->setPixmap(warning.pixmap(view->fontMetrics().height()));
    view->m_plain = new QLabel(error.message, view);
    view->m_plain->setObjectName(QStringLiteral("messageText"));
    view->m_plain->setTextFormat(Qt::PlainText);
    view->m_plain->setWordWrap(true);
    view->m_plain->setTextInteractionFlags(Qt::TextSelectableByMouse);
    view->m_layout->addWidget(view->m_plain);
    view->m_retry = new QPushButton(tr("Retry"), view);
    view->m_retry->setObjectName(QStringLiteral("retryButton"));
    view->m_retry->setAccessibleName(tr("Retry the request"));
    view->m_retry->setAutoDefault(false);
    view->m_layout->addWidget(view->m_retry, 0, Qt::AlignLeft);
    connect(view->m_retry, &QPushButton::clicked, view, &ChatMessageView::retryRequested);
    view->setAccessibleDescription(error.message);
    return view;
}

QString ChatMessageView::errorTitle(const Error& error)
{
    const QString code = error.code;
    if (code == ErrorCode::UnableToGenerate)
        return tr("The assistant could not write a statement for this request.");
    if (code == ErrorCode::RoundLimit)
        return tr("The assistant stopped: it needed too many steps.");
    if (code == ErrorCode::RateLimited || code == ErrorCode::QuotaExhausted)
        return tr("The AI provider refused the request for now.");
    if (code == ErrorCode::NetworkUnreachable || code == ErrorCode::Timeout)
        return tr("The AI provider could not be reached.");
    if (code == ErrorCode::AuthenticationFailed || code == ErrorCode::ApiKeyMissing ||
        code == ErrorCode::ApiKeyNotConfigured || code == ErrorCode::NotConfigured)
        return tr("The AI provider is not set up correctly.");
    if (code.startsWith(QLatin1String("ai_")) || code == ErrorCode::MissingDataSource)
        return tr("The assistant cannot work on this source.");
    return tr("The request to the assistant failed.");
}

QString ChatMessageView::text() const
{
    if (m_plain)
        return m_plain->text();
    return m_body ? m_body->toPlainText() : QString();
}

QString ChatMessageView::statusText() const
{
    return m_status ? m_status->text() : QString();
}

void ChatMessageView::setStatus(const QString& status)
{
    m_status->setText(status);
}

void ChatMessageView::startRound(int round)
{
    // Text of an earlier round (before its tool calls) stays, apart from the new one.
    if (!m_streamed.isEmpty() && !m_streamed.endsWith(QLatin1String("\n\n")))
        m_streamed += QStringLiteral("\n\n");
    setStatus(round > 1 ? tr("Working (step %1)…").arg(round) : tr("Working…"));
}

void ChatMessageView::appendText(const QString& chunk)
{
    m_streamed += chunk;
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void ChatMessageView::toolStarted(const QString& name, const QJsonObject& arguments)
{
    m_trace->toolStarted(name, arguments);
    //: %1 is the name of a tool the assistant uses, such as list_tables
    setStatus(tr("Calling %1…").arg(name));
}

void ChatMessageView::toolFinished(const AgentTraceEntry& entry)
{
    m_trace->toolFinished(entry);
}

void ChatMessageView::finish(const ConversationMessage& recorded, const AgentResult& result,
                             const LlmCost& cost)
{
    m_renderTimer.stop();
    showAnswer(recorded.content, recorded.statement, recorded.variables,
               recorded.extra.value(QStringLiteral("changes_data")).toBool());
    m_trace->setTrace(result.trace);
    const QString model = recorded.extra.value(QStringLiteral("model")).toString();
    m_usage->setText(usageText(model, result.usage, cost));
    m_usage->setVisible(true);
    setStatus({});
}

void ChatMessageView::showAnswer(const QString& text, const QString& statement,
                                 const QJsonArray& variables, bool changesData)
{
    const QString prose = statement.isEmpty() ? text : proseWithout(text, statement);
    m_streamed = prose;
    m_body->setContent(prose);
    m_body->setVisible(!prose.trimmed().isEmpty());
    delete m_card;
    m_card = nullptr;
    if (!statement.isEmpty()) {
        m_card = new ChatStatementCard(statement, variables, m_definition, changesData, this);
        m_layout->insertWidget(m_layout->indexOf(m_body) + 1, m_card);
        connect(m_card, &ChatStatementCard::applyRequested, this, &ChatMessageView::applyRequested);
    }
    setAccessibleDescription(prose.left(200));
}

void ChatMessageView::endIncomplete(const QString& why)
{
    m_renderTimer.stop();
    m_body->setContent(m_streamed);
    m_body->setVisible(!m_streamed.trimmed().isEmpty());
    setStatus(why);
}

void ChatMessageView::setRetryEnabled(bool enabled)
{
    if (m_retry)
        m_retry->setEnabled(enabled);
}

QString ChatMessageView::usageText(const QString& model, const LlmUsage& usage, const LlmCost& cost)
{
    const QLocale locale;
    QStringList parts;
    if (!model.isEmpty())
        parts << model;
    if (usage.isReported()) {
        const qint64 in = std::max<qint64>(0, usage.promptTokens);
        const qint64 out = std::max<qint64>(0, usage.completionTokens);
        //: %1 tokens in all, %2 of them sent to the model, %3 received from it
        parts << tr("%1 tokens (%2 in, %3 out)", nullptr, UiLanguage::pluralCount(in + out))
                     .arg(locale.toString(in + out), locale.toString(in), locale.toString(out));
    } else {
        parts << tr("tokens not reported");
    }
    //: %1 is an amount of money
    parts << (cost.known ? tr("cost %1").arg(cost.toString()) : tr("cost unknown"));
    return parts.join(QStringLiteral(" · "));
}

QString ChatMessageView::proseWithout(const QString& markdown, const QString& statement)
{
    // The statement and its variables are shown by the card: the prose keeps the rest.
    static const QRegularExpression fence(
        QStringLiteral(R"((^|\n)[ \t]*(```+|~~~+)([^\n]*)\n(.*?)\n[ \t]*\2[ \t]*(?=\n|$))"),
        QRegularExpression::DotMatchesEverythingOption);
    QString prose;
    qsizetype from = 0;
    bool statementDropped = false;
    QRegularExpressionMatchIterator it = fence.globalMatch(markdown);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const bool variables =
            m.captured(3).trimmed().compare(QLatin1String("variables"), Qt::CaseInsensitive) == 0;
        const bool isStatement =
            !statementDropped && m.captured(4).trimmed() == statement.trimmed();
        if (!variables && !isStatement)
            continue;
        statementDropped = statementDropped || isStatement;
        prose += markdown.mid(from, m.capturedStart() - from) + m.captured(1);
        from = m.capturedEnd();
    }
    if (!statementDropped)
        return markdown;
    prose += markdown.mid(from);
    static const QRegularExpression blankLines(QStringLiteral("\n{3,}"));
    return prose.replace(blankLines, QStringLiteral("\n\n")).trimmed();
}

} // namespace nelumbo
