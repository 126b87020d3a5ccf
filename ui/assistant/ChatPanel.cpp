#include "assistant/ChatPanel.h"

#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatMessageView.h"
#include "assistant/ChatTextView.h"
#include "assistant/ChatTraceView.h"
#include "i18n/UiLanguage.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace nelumbo {

ChatPanel::ChatPanel(AssistantController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_chat(controller->chat())
    , m_title(new QLabel(this))
    , m_clearButton(new QToolButton(this))
    , m_clearAction(new QAction(tr("C&lear Conversation"), this))
    , m_hint(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_undoBar(new QWidget(this))
    , m_undoClear(new QPushButton(tr("Undo"), m_undoBar))
    , m_scroll(new QScrollArea(this))
    , m_list(new QWidget)
    , m_listLayout(new QVBoxLayout(m_list))
    , m_empty(new QLabel(m_list))
    , m_input(new ChatInput(this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_regenerate(new QPushButton(tr("Regenerate"), this))
    , m_totals(new QLabel(this))
{
    setObjectName(QStringLiteral("chatPanel"));
    setAccessibleName(tr("Assistant chat"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* top = new QHBoxLayout;
    m_title->setObjectName(QStringLiteral("chatSource"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    top->addWidget(m_title, 1);
    m_clearAction->setObjectName(QStringLiteral("actionClearChat"));
    m_clearAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_clearAction->setToolTip(
        tr("Forget the conversation about this source (%1)")
            .arg(m_clearAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_clearAction, &QAction::triggered, this, &ChatPanel::clear);
    m_clearButton->setObjectName(QStringLiteral("clearChat"));
    m_clearButton->setDefaultAction(m_clearAction);
    m_clearButton->setText(tr("Clear"));
    m_clearButton->setAutoRaise(true);
    m_clearButton->setAccessibleName(tr("Clear the conversation"));
    top->addWidget(m_clearButton);
    layout->addLayout(top);

    for (QLabel* label : {m_hint, m_warning}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setVisible(false);
        layout->addWidget(label);
    }
    m_hint->setObjectName(QStringLiteral("chatHint"));
    m_warning->setObjectName(QStringLiteral("chatWarning"));
    m_warning->setForegroundRole(QPalette::LinkVisited);

    // Clearing asks nothing; it can be taken back instead.
    auto* undoLayout = new QHBoxLayout(m_undoBar);
    undoLayout->setContentsMargins(0, 0, 0, 0);
    auto* undoText = new QLabel(tr("Conversation cleared."), m_undoBar);
    undoLayout->addWidget(undoText, 1);
    m_undoClear->setObjectName(QStringLiteral("undoClear"));
    m_undoClear->setAccessibleName(tr("Undo clearing the conversation"));
    m_undoClear->setAutoDefault(false);
    undoLayout->addWidget(m_undoClear);
    m_undoBar->setVisible(false);
    layout->addWidget(m_undoBar);
    connect(m_undoClear, &QPushButton::clicked, this, [this] {
        if (Result<void> undone = m_chat->undoClear(); !undone)
            showWarning(undone.error().message);
    });

    m_scroll->setObjectName(QStringLiteral("chatMessages"));
    m_scroll->setAccessibleName(tr("Conversation"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_listLayout->setContentsMargins(0, 0, 0, 0);
    m_listLayout->setSpacing(6);
    m_empty->setObjectName(QStringLiteral("chatEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setText(tr("Ask for a query in plain words. The assistant reads the schema "
                        "through tools, checks its statement against the database, and shows "
                        "what it called and what it cost."));
    m_listLayout->addWidget(m_empty);
    m_listLayout->addStretch(1);
    m_scroll->setWidget(m_list);
    layout->addWidget(m_scroll, 1);

    layout->addWidget(m_input);
    auto* buttons = new QHBoxLayout;
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setToolTip(tr("Send (Enter)"));
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setToolTip(tr("Stop the answer (Esc)"));
    m_regenerate->setObjectName(QStringLiteral("regenerateButton"));
    m_regenerate->setToolTip(tr("Ask the last question again"));
    for (QPushButton* b : {m_send, m_stop, m_regenerate}) {
        b->setAutoDefault(false);
        b->setAccessibleName(b->text());
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_totals->setObjectName(QStringLiteral("chatTotals"));
    m_totals->setAccessibleName(tr("Tokens and cost of this session"));
    m_totals->setForegroundRole(QPalette::PlaceholderText);
    m_totals->setWordWrap(true);
    m_totals->setText(totalsText(m_chat->totals()));
    layout->addWidget(m_totals);
    setTabOrder(m_input, m_send);
    setTabOrder(m_send, m_stop);
    setTabOrder(m_stop, m_regenerate);
    setTabOrder(m_regenerate, m_clearButton);

    connect(m_input, &ChatInput::submitted, this, &ChatPanel::send);
    connect(m_input, &ChatInput::stopRequested, this, &ChatPanel::stop);
    connect(m_send, &QPushButton::clicked, this, &ChatPanel::send);
    connect(m_stop, &QPushButton::clicked, this, &ChatPanel::stop);
    connect(m_regenerate, &QPushButton::clicked, this, [this] { m_chat->regenerate(); });

    connect(m_controller, &AssistantController::gatingChanged, this, &ChatPanel::updateState);
    connect(m_controller, &AssistantController::sourceChanged, this, &ChatPanel::updateState);
    connect(m_chat, &ChatSession::reset, this, &ChatPanel::rebuild);
    connect(m_chat, &ChatSession::busyChanged, this, &ChatPanel::updateState);
    connect(m_chat, &ChatSession::messageAdded, this, [this](const ConversationMessage& m) {
        add(ChatMessageView::fromMessage(m, m_controller->highlightingDefinition(), m_list));
    });
    connect(m_chat, &ChatSession::answerStarted, this, [this] {
        disableOldRetries();
        m_live = ChatMessageView::pendingAnswer(m_controller->highlightingDefinition(), m_list);
        add(m_live);
        m_live->startRound(1);
    });
    connect(m_chat, &ChatSession::roundStarted, this, [this](int round) {
        if (m_live)
            m_live->startRound(round);
    });
    connect(m_chat, &ChatSession::textReceived, this, [this](const QString& chunk) {
        if (!m_live)
            return;
        const QScrollBar* bar = m_scroll->verticalScrollBar();
        const bool atEnd = bar->value() >= bar->maximum() - 4;
        m_live->appendText(chunk);
        if (atEnd)
            scrollToEnd();
    });
    connect(m_chat, &ChatSession::toolStarted, this,
            [this](const QString& name, const QJsonObject& arguments) {
                if (m_live)
                    m_live->toolStarted(name, arguments);
            });
    connect(m_chat, &ChatSession::toolFinished, this, [this](const AgentTraceEntry& entry) {
        if (m_live)
            m_live->toolFinished(entry);
    });
    connect(
        m_chat, &ChatSession::answered, this,
        [this](const ConversationMessage& message, const AgentResult& result, const LlmCost& cost) {
            if (!m_live) {
                m_live =
                    ChatMessageView::pendingAnswer(m_controller->highlightingDefinition(), m_list);
                add(m_live);
            }
            m_live->finish(message, result, cost);
            m_live = nullptr;
            scrollToEnd();
        });
    connect(m_chat, &ChatSession::failed, this, [this](const Error& error) {
        if (m_live) {
            if (m_live->body()->content().trimmed().isEmpty() && m_live->trace()->count() == 0)
                delete m_live;
            else
                m_live->endIncomplete(tr("Incomplete"));
        }
        auto* view = ChatMessageView::requestError(error, m_list);
        connect(view, &ChatMessageView::retryRequested, this, [this, view] {
            if (m_chat->retry())
                view->setRetryEnabled(false);
        });
        add(view);
    });
    connect(m_chat, &ChatSession::stopped, this, [this](const QString& prompt) {
        if (m_live)
            m_live->endIncomplete(tr("Stopped"));
        m_live = nullptr;
        // What was asked comes back to be edited or sent again, unless something new is typed.
        if (m_input->toPlainText().isEmpty() && !prompt.isEmpty()) {
            m_input->setPlainText(prompt);
            m_input->moveCursor(QTextCursor::End);
        }
    });
    connect(m_chat, &ChatSession::totalsChanged, this,
            [this] { m_totals->setText(totalsText(m_chat->totals())); });
    connect(m_chat, &ChatSession::saveFailed, this, [this](const Error& error) {
        showWarning(tr("The conversation could not be saved: %1").arg(error.message));
    });
    rebuild();
}

void ChatPanel::focusInput()
{
    m_input->setFocus(Qt::ShortcutFocusReason);
}

QList<ChatMessageView*> ChatPanel::messages() const
{
    QList<ChatMessageView*> out;
    for (int i = 0; i < m_listLayout->count(); ++i)
        if (auto* view = qobject_cast<ChatMessageView*>(m_listLayout->itemAt(i)->widget()))
            out << view;
    return out;
}

ChatMessageView* ChatPanel::lastMessage() const
{
    const QList<ChatMessageView*> all = messages();
    return all.isEmpty() ? nullptr : all.last();
}

void ChatPanel::send()
{
    const QString text = m_input->toPlainText();
    if (text.trimmed().isEmpty() || m_chat->isBusy())
        return; // the text stays where it is
    if (!m_controller->supports(AssistantController::Feature::Chat)) {
        updateState();
        return;
    }
    if (m_chat->ask(text))
        m_input->clear();
}

void ChatPanel::stop()
{
    if (m_chat->isBusy())
        m_chat->stop();
    else
        Q_EMIT leaveRequested();
}

void ChatPanel::clear()
{
    if (Result<void> cleared = m_chat->clear(); !cleared)
        showWarning(cleared.error().message);
}

void ChatPanel::rebuild()
{
    m_live = nullptr;
    for (ChatMessageView* view : messages())
        delete view;
    const QString definition = m_controller->highlightingDefinition();
    for (const ConversationMessage& m : m_chat->conversation().messages())
        add(ChatMessageView::fromMessage(m, definition, m_list));
    showWarning(m_chat->loadError());
    updateState();
    scrollToEnd();
}

void ChatPanel::add(ChatMessageView* view)
{
    // Before the stretch that keeps messages at the top.
    m_listLayout->insertWidget(m_listLayout->count() - 1, view);
    connect(view, &ChatMessageView::applyRequested, m_controller,
            &AssistantController::requestApply);
    updateState();
    scrollToEnd();
}

void ChatPanel::scrollToEnd()
{
    QTimer::singleShot(0, this, [this] {
        m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
    });
}

void ChatPanel::disableOldRetries()
{
    for (ChatMessageView* view : messages())
        view->setRetryEnabled(false);
}

void ChatPanel::showWarning(const QString& text)
{
    m_warning->setText(text);
    m_warning->setVisible(!text.isEmpty());
}

void ChatPanel::updateState()
{
    const bool busy = m_chat->isBusy();
    const QString why = m_controller->whyNot(AssistantController::Feature::Chat);
    const bool usable = why.isEmpty() || busy; // busy: the source said yes when asked
    //: %1 is the name of the data source the chat is about
    m_title->setText(tr("Chat about %1").arg(m_controller->sourceDisplayName()));
    m_hint->setText(why);
    m_hint->setVisible(!usable);
    m_send->setEnabled(usable && !busy);
    m_stop->setEnabled(busy);
    m_regenerate->setEnabled(usable && m_chat->canRegenerate());
    m_clearAction->setEnabled(!m_chat->conversation().isEmpty() || busy);
    m_undoBar->setVisible(m_chat->canUndoClear());
    m_empty->setVisible(messages().isEmpty());
}

QSize ChatPanel::sizeHint() const
{
    // Room for a statement of about sixty characters beside the editor.
    return {fontMetrics().averageCharWidth() * 60, QWidget::sizeHint().height()};
}

QString ChatPanel::totalsText(const ChatSession::Totals& totals)
{
    const int replies = totals.answers + totals.suggestions;
    if (replies == 0)
        return tr("This session: no answers yet");
    const QLocale locale;
    QStringList parts;
    if (totals.answers > 0 || totals.suggestions == 0)
        parts << tr("This session: %Ln answers", nullptr, totals.answers);
    if (totals.suggestions > 0)
        parts << (totals.answers > 0
                      ? tr("%Ln inline suggestions", nullptr, totals.suggestions)
                      : tr("This session: %Ln inline suggestions", nullptr, totals.suggestions));
    const qint64 tokens = totals.promptTokens + totals.completionTokens;
    if (totals.unreportedUsage < replies)
        parts << tr("%1 tokens", nullptr, UiLanguage::pluralCount(tokens))
                     .arg(locale.toString(tokens));
    if (totals.unknownCost == replies) {
        parts << tr("cost unknown");
    } else {
        LlmCost known;
        known.known = true;
        known.amount = totals.cost;
        known.currency = totals.currency;
        //: %1 is an amount of money; the cost of some answers is not known
        parts << (totals.unknownCost > 0 ? tr("cost %1 + unknown").arg(known.toString())
                                         : tr("cost %1").arg(known.toString()));
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace nelumbo
