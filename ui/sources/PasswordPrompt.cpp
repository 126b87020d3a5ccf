#include "sources/PasswordPrompt.h"

#include <QDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace nelumbo {

std::optional<PasswordPrompt::Fallback> PasswordPrompt::s_nextFallback;
std::optional<std::optional<QString>> PasswordPrompt::s_nextPassword;
int PasswordPrompt::s_fallbackQuestions = 0;

void PasswordPrompt::setNextFallback(Fallback answer)
{
    s_nextFallback = answer;
}

void PasswordPrompt::setNextPassword(std::optional<QString> password)
{
    s_nextPassword = std::move(password);
}

PasswordPrompt::Fallback PasswordPrompt::keychainUnavailable(QWidget* parent, const QString& reason,
                                                             const QString& secretsFile)
{
    ++s_fallbackQuestions;
    if (s_nextFallback) {
        const Fallback answer = *s_nextFallback;
        s_nextFallback.reset();
        return answer;
    }
    QMessageBox box(QMessageBox::Warning, tr("No keychain"),
                    tr("The password cannot be stored in the system keychain."),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("keychainUnavailableBox"));
    box.setInformativeText(
        //: %1 is why the keychain failed, %2 the path of the file
        tr("%1\n\nStore the password in plain text in %2, a file only you can read? "
           "Otherwise it is not stored, and Nelumbo asks for it each time you connect.")
            .arg(reason, QDir::toNativeSeparators(secretsFile)));
    QPushButton* plain = box.addButton(tr("Store in Plain Text"), QMessageBox::YesRole);
    QPushButton* ask = box.addButton(tr("Don't Store"), QMessageBox::NoRole);
    box.setDefaultButton(ask); // the safe choice
    box.exec();
    return box.clickedButton() == plain ? Fallback::PlainTextFile : Fallback::DontStore;
}

std::optional<QString> PasswordPrompt::askPassword(QWidget* parent, const QString& sourceName,
                                                   const QString& detail)
{
    if (s_nextPassword) {
        std::optional<QString> answer = *s_nextPassword;
        s_nextPassword.reset();
        return answer;
    }
    QInputDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("passwordDialog"));
    dialog.setWindowTitle(tr("Password"));
    //: %1 is the name of a data source
    QString label = tr("Password for %1:").arg(sourceName);
    if (!detail.isEmpty())
        label = detail + QStringLiteral("\n\n") + label;
    dialog.setLabelText(label);
    dialog.setTextEchoMode(QLineEdit::Password);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.textValue();
}

} // namespace nelumbo
