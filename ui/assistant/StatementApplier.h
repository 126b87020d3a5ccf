#pragma once

#include "adapter/QueryLanguage.h"
#include "variables/VariableDefinition.h"

#include <QHash>
#include <QJsonArray>
#include <QObject>
#include <QPointer>

class QWidget;

namespace nelumbo {

class DiffDialog;
class EditorTab;

// Puts statements from the assistant into an editor tab. Replacing shows the diff first and
// happens on Replace; inserting happens at once at the cursor. Either is one undo step, and
// the generated variables fill the tab's variable form at the same time.
class StatementApplier : public QObject
{
    Q_OBJECT
public:
    // window: the parent of the diff dialogs.
    explicit StatementApplier(QWidget* window);

    // variables: the generated definitions (VariableNormaliser's stored form).
    void apply(EditorTab* tab, const QString& statement, const QJsonArray& variables, bool replace);
    // The diff waiting for the user's answer, if any.
    DiffDialog* dialog() const;

    // The next replacement for tab fixes its failed statement: when the tab still holds that
    // statement among others, only it is replaced. automatic: asked for without the user.
    void expectFix(EditorTab* tab, bool automatic = false);
    // The next replacement for tab replaces just range when it still holds original (one
    // statement among others), as for a rewrite of the statement an optimisation was about.
    void expectReplacement(EditorTab* tab, const StatementRange& range, const QString& original);
    // The tab the next replacement is expected for (a fix may come back after a tab switch);
    // null when none is.
    EditorTab* target() const;
    // The expected replacement will not come (the request failed or was stopped).
    void forgetTarget() { m_targetTab = nullptr; }
    // Whether the failed run of tab may ask for a fix by itself: not when the statement that
    // failed is one an automatic fix put there, so automatic fixes never loop.
    bool mayAutoFix(const EditorTab* tab) const;

    // Replaces the editor's text by text; only the part that differs is rewritten, so the
    // view keeps its place. The cursor goes to the end of the change.
    static void replaceText(EditorTab* tab, const QString& text,
                            const QList<VariableDefinition>& definitions);
    // Inserts statement on its own lines at the cursor, terminated so that it stays a
    // statement of its own among others. The cursor goes to its end.
    static void insertStatement(EditorTab* tab, const QString& statement,
                                const QList<VariableDefinition>& definitions);
    // Adds the definitions to the tab's (replacing those of the same names) and sets the
    // form's values to their defaults.
    static void applyVariables(EditorTab* tab, const QList<VariableDefinition>& definitions);
    // One readable line per variable whose input the definitions would change
    // ("genre: select, 25 options, label “Genre” (new)").
    static QStringList variableChanges(const EditorTab* tab,
                                       const QList<VariableDefinition>& definitions);

Q_SIGNALS:
    // A statement went into the tab's editor (or, for an unchanged statement, its variables
    // into the form).
    void applied(nelumbo::EditorTab* tab);

private:
    // automaticFix: the statement of an automatic fix, remembered when it is applied.
    void showDiff(EditorTab* tab, const QString& after,
                  const QList<VariableDefinition>& definitions, const QString& automaticFix = {});

    QWidget* m_window;
    QPointer<DiffDialog> m_dialog;
    // The statement the next replacement is for (expectFix, expectReplacement).
    QPointer<EditorTab> m_targetTab;
    QString m_targetText;
    StatementRange m_targetRange;
    bool m_targetIsAutoFix = false;
    QHash<const QObject*, QString> m_autoFixed; // per tab: the statement an automatic fix wrote
};

} // namespace nelumbo
