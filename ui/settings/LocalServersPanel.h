#pragma once

#include "llm/LocalServerDetector.h"

#include <QWidget>

class QPushButton;
class QVBoxLayout;

namespace nelumbo {

class StatusLabel;

// Model servers running on this machine (Ollama, LM Studio, llama.cpp), each with a button
// that fills the AI settings with it.
class LocalServersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LocalServersPanel(QWidget* parent = nullptr);

    LocalServerDetector* detector() const { return m_detector; }
    void scan();
    QString statusText() const;

Q_SIGNALS:
    void useRequested(const nelumbo::LocalServer& server);
    void scanFinished(const QList<nelumbo::LocalServer>& servers);

private:
    QWidget* addServer(const LocalServer& server, QWidget* previous);
    void clearServers();

    LocalServerDetector* m_detector;
    QVBoxLayout* m_rows;
    StatusLabel* m_status;
    QPushButton* m_again;
};

} // namespace nelumbo
