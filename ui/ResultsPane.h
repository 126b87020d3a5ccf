#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QToolButton;

namespace nelumbo {

class QueryHandle;
class ResultModel;
class ResultView;

// Below the editor: one tab per result set of the last run, plus a message log.
class ResultsPane : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPane(QWidget* parent = nullptr);

    void clear();
    // Adds a result tab for handle and shows it.
    ResultModel* addResult(QueryHandle* handle, const QString& title);
    void appendMessage(const QString& text, bool isError = false);
    void showMessages();
    ResultView* currentView() const;
    ResultModel* currentModel() const;
    int resultCount() const;
    QString messagesText() const;

Q_SIGNALS:
    void currentResultChanged();

private:
    QTabWidget* m_tabs;
    QPlainTextEdit* m_messages;
    QToolButton* m_fetchAll;
    QLabel* m_placeholder;
};

} // namespace nelumbo
