#pragma once

#include <QDialog>
#include <QProcessEnvironment>

class QDialogButtonBox;
class QLabel;
class QTabWidget;

namespace nelumbo {

class AiSettingsPage;
class GeneralSettingsPage;

// Edit → Settings…: one tab per area (AI, General). Apply and OK write the config file; OK
// closes once a typed key is in the keychain, and stays open to show why when it is not.
// Closing stops whatever the pages are still doing.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath().
    explicit SettingsDialog(
        QWidget* parent = nullptr, const QString& configFile = {},
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());
    ~SettingsDialog() override;

    AiSettingsPage* aiPage() const { return m_ai; }
    GeneralSettingsPage* generalPage() const { return m_general; }

public Q_SLOTS:
    void apply();
    void done(int result) override;

Q_SIGNALS:
    // The config file has new values: whoever shows them reads it again.
    void settingsApplied();

private:
    void applyAndClose();
    void setApplying(bool applying);

    QTabWidget* m_tabs;
    GeneralSettingsPage* m_general;
    AiSettingsPage* m_ai;
    QLabel* m_generalError;
    QDialogButtonBox* m_buttons;
    bool m_closeWhenApplied = false;
};

} // namespace nelumbo
