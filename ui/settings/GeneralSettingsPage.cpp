#include "settings/GeneralSettingsPage.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "i18n/UiLanguage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QVBoxLayout>

namespace nelumbo {

GeneralSettingsPage::GeneralSettingsPage(QWidget* parent, const QString& configFile,
                                         const QString& activeLanguage)
    : QWidget(parent)
    , m_configFile(configFile.isEmpty() ? Settings::filePath() : configFile)
    , m_activeLanguage(activeLanguage)
    , m_language(new QComboBox(this))
    , m_restartNote(new QLabel(this))
    , m_autoCompletion(new QCheckBox(tr("Show &completions while typing"), this))
{
    setObjectName(QStringLiteral("generalSettingsPage"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->setAccessibleName(tr("Interface language"));
    const QString system =
        UiLanguage::nativeName(UiLanguage::resolve({}, QLocale::system().uiLanguages()));
    //: %1 is the name of the language the system asks for, written in that language
    m_language->addItem(tr("System default (%1)").arg(system), QString());
    for (const UiLanguage::Language& language : UiLanguage::available())
        m_language->addItem(language.nativeName, language.code);

    m_restartNote->setObjectName(QStringLiteral("languageRestartNote"));
    m_restartNote->setWordWrap(true);
    m_restartNote->setText(tr("The new language is used when Nelumbo is started again."));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_restartNote);
    m_autoCompletion->setObjectName(QStringLiteral("autoCompletionCheck"));
    m_autoCompletion->setToolTip(
        tr("Open the completion list after a short pause after a dot or two letters of a name. "
           "Ctrl+Space opens it either way."));
    form->addRow(tr("Editor:"), m_autoCompletion);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();

    load();
    connect(m_language, &QComboBox::currentIndexChanged, this,
            &GeneralSettingsPage::updateRestartNote);
}

void GeneralSettingsPage::load()
{
    const QSettings settings(m_configFile, QSettings::IniFormat);
    const QString code = Settings::value(settings, SettingsKey::UiLanguage).toString();
    const int index = m_language->findData(code);
    m_loadedLanguage = index < 0 ? QString() : code;
    m_language->setCurrentIndex(index < 0 ? 0 : index);
    m_loadedAutoCompletion = Settings::value(settings, SettingsKey::EditorAutoCompletion).toBool();
    m_autoCompletion->setChecked(m_loadedAutoCompletion);
    updateRestartNote();
}

QString GeneralSettingsPage::selectedLanguage() const
{
    return m_language->currentData().toString();
}

Result<void> GeneralSettingsPage::apply()
{
    const bool autoCompletion = m_autoCompletion->isChecked();
    if (selectedLanguage() == m_loadedLanguage && autoCompletion == m_loadedAutoCompletion)
        return {}; // nothing changed: the file is left alone
    QSettings settings(m_configFile, QSettings::IniFormat);
    if (selectedLanguage() != m_loadedLanguage)
        Settings::setValue(settings, SettingsKey::UiLanguage, selectedLanguage());
    if (autoCompletion != m_loadedAutoCompletion)
        Settings::setValue(settings, SettingsKey::EditorAutoCompletion, autoCompletion);
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{ErrorCode::SettingsWrite,
                     tr("The settings could not be written to %1.").arg(m_configFile)};
    m_loadedLanguage = selectedLanguage();
    m_loadedAutoCompletion = autoCompletion;
    return {};
}

void GeneralSettingsPage::updateRestartNote()
{
    const QString chosen = UiLanguage::resolve(selectedLanguage(), QLocale::system().uiLanguages());
    m_restartNote->setVisible(!m_activeLanguage.isEmpty() && chosen != m_activeLanguage);
}

} // namespace nelumbo
