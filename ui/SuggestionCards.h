#pragma once

#include "ai/OptimizationSuggestions.h"

#include <QScrollArea>

class QVBoxLayout;

namespace nelumbo {

// One card per optimisation suggestion: type and impact badges, title and text. An index
// suggestion with CREATE INDEX statements can copy them; a rewrite with a statement can be
// applied (applyRewrite; the window shows the diff).
class SuggestionCards : public QScrollArea
{
    Q_OBJECT
public:
    explicit SuggestionCards(QWidget* parent = nullptr);

    void setSuggestions(const QList<OptimizationSuggestion>& suggestions);
    void clear();
    int count() const { return int(m_suggestions.size()); }

    // The CREATE INDEX statements in a suggestion's text, fenced or not, one per line.
    static QString ddlIn(const QString& text);
    // The statement a rewrite proposes: its first fenced block, else the text from the first
    // line that starts a query up to the next blank line. Empty when there is none.
    static QString statementIn(const QString& text);

Q_SIGNALS:
    void applyRewrite(const QString& statement);
    void ddlCopied(const QString& ddl);

private:
    QWidget* makeCard(const OptimizationSuggestion& suggestion, int number);

    QWidget* m_content;
    QVBoxLayout* m_layout;
    QList<OptimizationSuggestion> m_suggestions;
};

} // namespace nelumbo
