#include "settings/SettingsDialog.h"

#include "i18n/UiLanguage.h"
#include "settings/AiSettingsPage.h"
#include "settings/GeneralSettingsPage.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace nelumbo {

SettingsDialog::SettingsDialog(QWidget* parent, const QString& configFile,
                               const QProcessEnvironment& environment)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_general(new GeneralSettingsPage(m_tabs, configFile, UiLanguage::current()))
    , m_ai(new AiSettingsPage(m_tabs, configFile, environment))
    , m_generalError(new QLabel(this))
    , m_buttons(new QDialogButtonBox(
          QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    m_tabs->setAccessibleName(tr("Settings pages"));
    // AI first: setting it up is why most people open this dialog.
    m_tabs->addTab(m_ai, tr("AI Assistant"));
    m_tabs->addTab(m_general, tr("General"));
    m_buttons->setObjectName(QStringLiteral("settingsButtons"));
    m_buttons->button(QDialogButtonBox::Apply)->setObjectName(QStringLiteral("applyButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));

    auto* layout = new QVBoxLayout(this);
    m_generalError->setObjectName(QStringLiteral("settingsError"));
    m_generalError->setWordWrap(true);
    m_generalError->hide();
    layout->addWidget(m_tabs);
    layout->addWidget(m_generalError);
    layout->addWidget(m_buttons);
    // Room for provider error messages without reflowing on every status change.
    setMinimumWidth(fontMetrics().averageCharWidth() * 80);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::applyAndClose);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &SettingsDialog::apply);
    connect(m_ai, &AiSettingsPage::settingsWritten, this, &SettingsDialog::settingsApplied);
    connect(m_ai, &AiSettingsPage::applied, this, [this](bool ok, const QString&) {
        setApplying(false);
        const bool close = m_closeWhenApplied && ok;
        m_closeWhenApplied = false;
        if (close)
            accept();
    });
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::apply()
{
    if (m_ai->isApplying())
        return;
    if (const Result<void> written = m_general->apply(); !written) {
        m_generalError->setText(written.error().message);
        m_generalError->show();
        m_tabs->setCurrentWidget(m_general);
        return;
    }
    m_generalError->hide();
    setApplying(true);
    m_ai->apply();
    if (!m_ai->isApplying())
        setApplying(false); // refused at once, with its reason on the page
}

void SettingsDialog::setApplying(bool applying)
{
    // Cancel stays usable: a keychain may take its time to answer.
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!applying);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(!applying);
}

void SettingsDialog::applyAndClose()
{
    m_closeWhenApplied = true;
    apply();
}

void SettingsDialog::done(int result)
{
    m_ai->cancelRunningWork();
    QDialog::done(result);
}

} // namespace nelumbo
