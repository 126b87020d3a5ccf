#include "queries/SavedQueryPrompt.h"

#include <QAbstractButton>
#include <QInputDialog>
#include <QMessageBox>

namespace nelumbo {

bool SavedQueryPrompt::s_nameSet = false;
std::optional<QString> SavedQueryPrompt::s_nextName;
std::optional<bool> SavedQueryPrompt::s_nextConfirmation;
bool SavedQueryPrompt::s_quiet = false;
QString SavedQueryPrompt::s_lastError;

void SavedQueryPrompt::setNextName(const std::optional<QString>& name)
{
    s_nameSet = true;
    s_nextName = name;
}

void SavedQueryPrompt::setNextConfirmation(bool answer)
{
    s_nextConfirmation = answer;
}

void SavedQueryPrompt::setQuiet(bool quiet)
{
    s_quiet = quiet;
}

QString SavedQueryPrompt::lastError()
{
    return s_lastError;
}

std::optional<QString> SavedQueryPrompt::askName(QWidget* parent, const QString& title,
                                                 const QString& initial)
{
    if (s_nameSet) {
        s_nameSet = false;
        return std::exchange(s_nextName, std::nullopt);
    }
    bool ok = false;
    const QString name =
        QInputDialog::getText(parent, title, tr("Name:"), QLineEdit::Normal, initial, &ok);
    if (!ok)
        return std::nullopt;
    return name;
}

bool SavedQueryPrompt::confirmOverwrite(QWidget* parent, const QString& name)
{
    if (s_nextConfirmation)
        return *std::exchange(s_nextConfirmation, std::nullopt);
    QMessageBox box(QMessageBox::Warning, tr("Save to Library"),
                    tr("A saved query named \"%1\" already exists.").arg(name),
                    QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Replace it with this one?"));
    box.button(QMessageBox::Save)->setText(tr("Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

bool SavedQueryPrompt::confirmDelete(QWidget* parent, const QString& name)
{
    if (s_nextConfirmation)
        return *std::exchange(s_nextConfirmation, std::nullopt);
    QMessageBox box(QMessageBox::Question, tr("Delete Saved Query"),
                    tr("Delete the saved query \"%1\"?").arg(name),
                    QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Tabs that show it keep their text."));
    box.button(QMessageBox::Yes)->setText(tr("Delete"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

void SavedQueryPrompt::error(QWidget* parent, const QString& text)
{
    s_lastError = text;
    if (!s_quiet)
        QMessageBox::warning(parent, tr("Saved Queries"), text);
}

} // namespace nelumbo
