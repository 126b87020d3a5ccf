#pragma once

#include "core/StatementDiff.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTextEdit;

namespace nelumbo {

// What replacing the editor's text would change, before it happens: the line diff of the
// old and new statement (coloured from the palette, so it reads in light and dark themes)
// and the changes to the variable form. Replace accepts; Cancel rejects. Shown with open().
class DiffDialog : public QDialog
{
    Q_OBJECT
public:
    // variableChanges: one readable line per variable the form would change.
    DiffDialog(const QString& before, const QString& after, const QStringList& variableChanges,
               QWidget* parent = nullptr);

    QString before() const { return m_before; }
    QString after() const { return m_after; }
    const StatementDiff& diff() const { return m_diff; }
    // The statement stays as it is; only the variables would change.
    bool onlyVariablesChange() const;
    bool changesNothing() const;
    QString summary() const;
    QString diffText() const; // the diff as shown, without colours
    QPushButton* replaceButton() const { return m_replace; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QString m_before;
    QString m_after;
    QStringList m_variableChanges;
    StatementDiff m_diff;
    QLabel* m_summary;
    QTextEdit* m_view;
    QLabel* m_variables;
    QPushButton* m_replace;
};

} // namespace nelumbo
