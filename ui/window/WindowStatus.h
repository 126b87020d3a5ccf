#pragma once

#include <QObject>

class QLabel;
class QMainWindow;
class QToolButton;

namespace nelumbo {

class AssistantController;

// The window's status bar: the current tab's status, read-only or writes allowed, the AI
// assistant's state (a button to the settings) and the source.
class WindowStatus : public QObject
{
    Q_OBJECT
public:
    explicit WindowStatus(QMainWindow* window);

    void setQueryStatus(const QString& text);
    void setSource(const QString& shownName, const QString& toolTip);
    void setWritesAllowed(bool allowed);
    // The server would accept writes, so read-only mode rests on the check alone.
    void setOnlyCheckRefusesWrites(bool onlyCheck);
    // Reads the AI configuration again; the assistant (when given) reloads its settings too.
    void updateAiStatus(AssistantController* assistant = nullptr);
    // AI enabled with a usable provider and model (its key is checked when it is used).
    bool aiConfigured() const { return m_aiConfigured; }

Q_SIGNALS:
    void aiStatusClicked();

private:
    QLabel* m_sourceLabel;
    QLabel* m_statusLabel;
    QLabel* m_modeLabel;
    QToolButton* m_aiStatus;
    bool m_aiConfigured = false;
    bool m_writesAllowed = false;
    bool m_onlyCheck = false;

    void showMode();
};

} // namespace nelumbo
