#include "window/WindowStatus.h"

#include "assistant/AssistantController.h"
#include "core/Settings.h"
#include "llm/AiConfig.h"
#include "window/MainWindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QToolButton>

namespace nelumbo {

WindowStatus::WindowStatus(QMainWindow* window)
    : QObject(window)
    , m_sourceLabel(new QLabel(window))
    , m_statusLabel(new QLabel(window))
    , m_modeLabel(new QLabel(window))
    , m_aiStatus(new QToolButton(window))
{
    m_sourceLabel->setObjectName(QStringLiteral("sourceLabel"));
    m_statusLabel->setObjectName(QStringLiteral("queryStatus"));
    window->statusBar()->addWidget(m_statusLabel, 1);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    window->statusBar()->addPermanentWidget(m_modeLabel);
    m_aiStatus->setObjectName(QStringLiteral("aiStatus"));
    m_aiStatus->setAutoRaise(true);
    m_aiStatus->setAccessibleName(MainWindow::tr("AI assistant"));
    connect(m_aiStatus, &QToolButton::clicked, this, &WindowStatus::aiStatusClicked);
    window->statusBar()->addPermanentWidget(m_aiStatus);
    updateAiStatus();
    window->statusBar()->addPermanentWidget(m_sourceLabel);
}

void WindowStatus::setQueryStatus(const QString& text)
{
    m_statusLabel->setText(text);
}

void WindowStatus::setSource(const QString& shownName, const QString& toolTip)
{
    m_sourceLabel->setText(shownName);
    m_sourceLabel->setToolTip(toolTip);
}

void WindowStatus::setWritesAllowed(bool allowed)
{
    m_writesAllowed = allowed;
    showMode();
}

void WindowStatus::setOnlyCheckRefusesWrites(bool onlyCheck)
{
    m_onlyCheck = onlyCheck;
    showMode();
}

void WindowStatus::showMode()
{
    const bool allowed = m_writesAllowed;
    const bool onlyCheck = !allowed && m_onlyCheck;
    m_modeLabel->setText(allowed     ? MainWindow::tr("WRITES ALLOWED")
                         : onlyCheck ? MainWindow::tr("read-only (check only)")
                                     : MainWindow::tr("read-only"));
    m_modeLabel->setStyleSheet(
        allowed ? QStringLiteral("color: white; background: #c0392b; padding: 0 6px;") : QString());
    m_modeLabel->setToolTip(
        allowed ? MainWindow::tr("Statements can change data (Query → Allow Writes)")
        : onlyCheck
            ? MainWindow::tr("Statements that could change anything are refused by Nelumbo's "
                             "check alone: this source's user may write, so the server would not "
                             "refuse them. A read-only user adds that protection (docs/CONFIG.md).")
            : MainWindow::tr("Statements that could change anything are refused"));
}

void WindowStatus::updateAiStatus(AssistantController* assistant)
{
    // Only what the config and environment say; the key is looked up when a chat starts.
    const AiConfig config = AiConfig::load(*Settings::open());
    const auto target = config.target();
    m_aiConfigured = target.ok();
    if (assistant)
        assistant->reloadSettings();
    if (target)
        //: %1 is the model in use, such as openai:gpt-4o
        m_aiStatus->setText(MainWindow::tr("AI: %1").arg(target->modelString()));
    else
        m_aiStatus->setText(config.enabled ? MainWindow::tr("AI: not set up")
                                           : MainWindow::tr("AI off"));
    //: %1 is a model, %2 the AI provider
    m_aiStatus->setToolTip(
        target ? MainWindow::tr("The AI assistant uses %1 (%2). Settings…")
                     .arg(target->model, target->provider.displayName)
        : config.enabled ? target.error().message
                         : MainWindow::tr("The AI assistant is off. Settings… to turn it on."));
}

} // namespace nelumbo
