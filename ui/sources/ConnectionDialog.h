#pragma once

#include "adapter/DatabaseAdapter.h"
#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace nelumbo {

class ConnectionProbe;
class SecretStore;

// Creates or edits a named data source: one kind per registered adapter, showing the fields
// the adapter declares (file or server, credentials, search path), read-only and AI
// options, a "Test connection" button. OK stores the definition in the config file and the
// password in the keychain (or, if the user agrees when there is no keychain, in
// secrets.ini), then accepts. Works with open(): everything slow runs asynchronously.
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath().
    explicit ConnectionDialog(QWidget* parent = nullptr, const QString& configFile = {});
    ~ConnectionDialog() override;

    // Fills the fields from an existing source, to edit it. Its name is then fixed, and its
    // stored password stays unless a new one is typed.
    void setDefinition(const SourceDefinition& definition);
    // The source the fields describe, without password; an error names the field to fix.
    Result<SourceDefinition> definition() const;

    QString statusText() const;
    bool isBusy() const { return m_busy; }

    // The adapter of the chosen kind (the kind list holds adapter ids).
    const DatabaseAdapter* adapter() const;

public Q_SLOTS:
    void testConnection();
    // Checks the fields, stores the password and the definition, then accepts.
    void save();

Q_SIGNALS:
    void testFinished(bool ok, const QString& message);
    void saved(const nelumbo::SourceDefinition& definition);
    void saveFailed(const QString& message);

private:
    void createWidgets();
    bool hasField(ConnectionField::Kind kind) const;
    // The adapter's declaration of a field; empty when it has none.
    std::optional<ConnectionField> field(ConnectionField::Kind kind) const;
    void onKindChanged();
    void browseFile();
    Result<QString> buildUrl() const;
    void probe(const SourceDefinition& definition, const QString& password);
    void storeDefinition(SourceDefinition definition);
    void showStatus(const QString& text, bool error);
    void setBusy(bool busy);
    void failSave(const QString& message);

    QString m_configFile;
    std::optional<SourceDefinition> m_original; // when editing
    SecretStore* m_secrets;
    ConnectionProbe* m_probe;
    bool m_busy = false;

    QFormLayout* m_form;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QWidget* m_fileRow;
    QLineEdit* m_file;
    QToolButton* m_browse;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QLineEdit* m_password;
    QCheckBox* m_tls;
    QCheckBox* m_readOnly;
    QLineEdit* m_searchPath;
    QComboBox* m_ai;
    QPushButton* m_test;
    QProgressBar* m_busyIndicator;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
};

} // namespace nelumbo
