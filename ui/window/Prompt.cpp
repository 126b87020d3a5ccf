#include "window/Prompt.h"

#include <QMessageBox>

namespace nelumbo {

std::optional<Prompt::Answer> Prompt::s_nextAnswer;
std::optional<bool> Prompt::s_nextConfirmation;

void Prompt::setNextConfirmation(bool answer)
{
    s_nextConfirmation = answer;
}

bool Prompt::confirmWrites(QWidget* parent, const QString& sourceName)
{
    if (s_nextConfirmation) {
        const bool a = *s_nextConfirmation;
        s_nextConfirmation.reset();
        return a;
    }
    QMessageBox box(QMessageBox::Warning, tr("Allow writes"),
                    //: %1 is the name of a data source or database file
                    tr("Allow statements that change data or schema on \"%1\"?").arg(sourceName),
                    QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Until you turn this off or switch databases, INSERT, UPDATE, "
                              "DELETE, DDL and other writes run for real."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

void Prompt::setNextAnswer(Answer answer)
{
    s_nextAnswer = answer;
}

Prompt::Answer Prompt::unsavedChanges(QWidget* parent, const QString& documentName)
{
    if (s_nextAnswer) {
        const Answer a = *s_nextAnswer;
        s_nextAnswer.reset();
        return a;
    }
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    //: %1 is a tab's title: a file name or "Untitled"
                    tr("\"%1\" has changes that are not saved.").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Save them before closing?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

void Prompt::error(QWidget* parent, const QString& title, const QString& text)
{
    if (s_nextAnswer) { // a test is driving: don't block on a dialog
        s_nextAnswer.reset();
        return;
    }
    QMessageBox::warning(parent, title, text);
}

} // namespace nelumbo
