#pragma once

#include "adapter/QueryLanguage.h"
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

    // The language of the query the suggestions are about (it outlives the cards).
    void setLanguage(const QueryLanguage& language) { m_language = &language; }
    void setSuggestions(const QList<OptimizationSuggestion>& suggestions);
    void clear();
    int count() const { return int(m_suggestions.size()); }

    // The CREATE INDEX statements in a suggestion's text, fenced or not, one per line.
    static QString ddlIn(const QString& text);
    // The statement a rewrite proposes: its first fenced block, else the text from the first
    // line that starts a statement of the language up to the next blank line, when the
    // language says it only reads. Empty when there is none.
    static QString statementIn(const QString& text, const QueryLanguage& language);

Q_SIGNALS:
    void applyRewrite(const QString& statement);
    void ddlCopied(const QString& ddl);

private:
    QWidget* makeCard(const OptimizationSuggestion& suggestion, int number);

    QWidget* m_content;
    QVBoxLayout* m_layout;
    QList<OptimizationSuggestion> m_suggestions;
    const QueryLanguage* m_language = &QueryLanguage::standard();
};

} // namespace nelumbo
