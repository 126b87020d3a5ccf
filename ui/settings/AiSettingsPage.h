#pragma once

#include "core/Result.h"
#include "llm/LlmTarget.h"
#include "llm/LocalServerDetector.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QProcessEnvironment>
#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace nelumbo {

class ApiKeyField;
class LlmClient;
class LlmHandle;
class LocalServersPanel;
class StatusLabel;
struct LlmReply;
struct LlmError;

// The AI page of the settings: on or off (off by default), provider, model (listed by the
// provider where it can, typed otherwise), API key, base URL, a connection test, and the
// model servers running on this machine. Nothing here waits: the model list, the keychain,
// the test and the local scan all answer later.
class AiSettingsPage : public QWidget
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath(). environment supplies keys and overrides.
    explicit AiSettingsPage(
        QWidget* parent = nullptr, const QString& configFile = {},
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());
    ~AiSettingsPage() override;

    // The fields from the config file.
    void load();
    // Writes [ai] to the config file at once (settingsWritten()), then stores a typed key in
    // the keychain; applied() reports the whole outcome.
    void apply();
    // Stops the connection test and forgets the model list request.
    void cancelRunningWork();

    bool isTesting() const { return m_testing; }
    bool isApplying() const { return m_applying; }
    QString testStatus() const;
    QString modelStatus() const;
    LocalServersPanel* localServers() const { return m_local; }
    ApiKeyField* apiKeyField() const { return m_key; }

public Q_SLOTS:
    void testConnection();
    void refreshModels();

Q_SIGNALS:
    void settingsWritten();
    void applied(bool ok, const QString& message);
    void testFinished(bool ok, const QString& message);
    void modelsFinished(bool ok, const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    using TargetDone = std::function<void(const Result<LlmTarget>& target, const QString& keyFrom)>;

    void createWidgets();
    const ProviderInfo* provider() const;
    void onProviderChanged();
    void updateEnabled();
    void useLocalServer(const LocalServer& server);
    QString baseUrlVariable() const; // the environment variable overriding the base URL
    // Provider, model and URL from the fields, timeouts from the config file; no key yet.
    Result<LlmTarget> fieldsTarget(bool needModel) const;
    // fieldsTarget() with its key; done runs later unless the page is gone.
    void resolveTarget(bool needModel, TargetDone done);
    void fetchModels(bool automatic);
    void setModels(const QStringList& models);
    void startTest(const LlmTarget& target, const QString& keyFrom);
    void testSucceeded(const LlmTarget& target, const QString& keyFrom, const LlmReply& reply);
    void testFailed(const LlmError& error);
    void finishTest(bool ok, const QString& text);
    void setTesting(bool testing);

    QString m_configFile;
    QProcessEnvironment m_environment;
    LlmClient* m_client;
    QPointer<LlmHandle> m_testHandle;
    QElapsedTimer m_testClock;
    int m_testRun = 0;
    int m_modelsRequest = 0;
    bool m_testing = false;
    bool m_applying = false;
    bool m_shown = false;
    QString m_savedProvider;
    QString m_savedModel;
    QString m_providerId;                // the provider the fields show
    QHash<QString, QString> m_baseUrls;  // per provider, as typed or saved
    QHash<QString, QString> m_modelText; // per provider, while the page is open

    QCheckBox* m_enabled;
    StatusLabel* m_overrideNote;
    QGroupBox* m_providerBox;
    QComboBox* m_provider;
    QComboBox* m_model;
    QToolButton* m_refresh;
    StatusLabel* m_modelStatus;
    ApiKeyField* m_key;
    QLineEdit* m_baseUrl;
    StatusLabel* m_baseUrlNote;
    QPushButton* m_test;
    QProgressBar* m_busy;
    StatusLabel* m_testStatus;
    QCheckBox* m_autoFix;
    QCheckBox* m_inlineSuggestions;
    QGroupBox* m_localBox;
    LocalServersPanel* m_local;
};

} // namespace nelumbo
