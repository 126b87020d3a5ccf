#pragma once

#include <QFrame>
#include <QJsonArray>

class QLabel;
class QPushButton;

namespace nelumbo {

class ChatTextView;

// A statement the assistant wrote, highlighted, with what can be done with it: insert at the
// cursor, replace the tab's query, copy.
class ChatStatementCard : public QFrame
{
    Q_OBJECT
public:
    // changesData: the statement may change data (written with Allow Writes on); the card
    // says so, and it still runs only through the user's own Run.
    ChatStatementCard(const QString& statement, const QJsonArray& variables,
                      const QString& definition, bool changesData = false,
                      QWidget* parent = nullptr);

    QString statement() const { return m_statement; }
    QJsonArray variables() const { return m_variables; }
    bool changesData() const { return m_changesData; }
    QPushButton* insertButton() const { return m_insert; }
    QPushButton* replaceButton() const { return m_replace; }
    QPushButton* copyButton() const { return m_copy; }

Q_SIGNALS:
    void applyRequested(const QString& statement, const QJsonArray& variables, bool replace);

private:
    QString m_statement;
    QJsonArray m_variables;
    bool m_changesData;
    QPushButton* m_insert;
    QPushButton* m_replace;
    QPushButton* m_copy;
};

} // namespace nelumbo
