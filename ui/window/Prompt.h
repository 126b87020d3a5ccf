#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

class QWidget;

namespace nelumbo {

// Questions the app asks; tests can answer in advance instead of clicking a modal dialog.
class Prompt
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::Prompt)

public:
    enum class Answer
    {
        Save,
        Discard,
        Cancel
    };

    static Answer unsavedChanges(QWidget* parent, const QString& documentName);
    static void error(QWidget* parent, const QString& title, const QString& text);
    // Asks before statements that change data may run; true = allow.
    static bool confirmWrites(QWidget* parent, const QString& sourceName);
    static void setNextConfirmation(bool answer);
    // The next unsavedChanges() returns this without showing anything.
    static void setNextAnswer(Answer answer);

private:
    static std::optional<Answer> s_nextAnswer;
    static std::optional<bool> s_nextConfirmation;
};

} // namespace nelumbo
