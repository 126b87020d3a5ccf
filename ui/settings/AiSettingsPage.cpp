#include "settings/AiSettingsPage.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "llm/AiConfig.h"
#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"
#include "llm/ProviderCatalog.h"
#include "settings/ApiKeyField.h"
#include "settings/LocalServersPanel.h"
#include "settings/StatusLabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace nelumbo {

namespace {
const QString kDefaultProvider = QStringLiteral("openai");

template <typename W> W* named(W* widget, const char* objectName, const QString& accessibleName)
{
    widget->setObjectName(QLatin1String(objectName));
    widget->setAccessibleName(accessibleName);
    return widget;
}
} // namespace

AiSettingsPage::AiSettingsPage(QWidget* parent, const QString& configFile,
                               const QProcessEnvironment& environment)
    : QWidget(parent)
    , m_configFile(configFile.isEmpty() ? Settings::filePath() : configFile)
    , m_environment(environment)
    , m_client(new LlmClient(this))
{
    setObjectName(QStringLiteral("aiSettingsPage"));
    createWidgets();
    load();
}

AiSettingsPage::~AiSettingsPage()
{
    cancelRunningWork();
}

void AiSettingsPage::createWidgets()
{
    m_enabled = named(new QCheckBox(tr("&Use the AI assistant"), this), "aiEnabled",
                      tr("Use the AI assistant"));
    m_enabled->setToolTip(tr("Off by default. While it is off, nothing is sent to any AI "
                             "provider."));
    auto* intro = new QLabel(tr("The assistant writes, explains and fixes queries. It uses your "
                                "own account with a provider, or a model server on this "
                                "machine."),
                             this);
    intro->setWordWrap(true);
    intro->setForegroundRole(QPalette::PlaceholderText);
    m_overrideNote = named(new StatusLabel(this), "aiOverrideNote", tr("Environment override"));
    m_overrideNote->hide();

    m_provider = named(new QComboBox(this), "aiProvider", tr("Provider"));
    for (const ProviderInfo& p : ProviderCatalog::all())
        //: %1 is the name of a model server such as Ollama
        m_provider->addItem(p.local ? tr("%1 (on this machine)").arg(p.displayName) : p.displayName,
                            p.id);

    m_model = named(new QComboBox(this), "aiModel", tr("Model"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(24);
    m_model->setToolTip(tr("Pick a model from the provider's list, or type its name."));
    m_refresh = named(new QToolButton(this), "refreshModels", tr("Refresh the model list"));
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_refresh->setToolTip(tr("Ask the provider for its models again"));
    m_modelStatus = named(new StatusLabel(this), "modelStatus", tr("Model list status"));
    auto* modelRow = new QHBoxLayout;
    modelRow->setContentsMargins(0, 0, 0, 0);
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_refresh);

    m_key = new ApiKeyField(m_environment, this);
    m_baseUrl = named(new QLineEdit(this), "aiBaseUrl", tr("Base URL"));
    m_baseUrl->setToolTip(tr("Leave empty for the provider's own address; set it for a proxy "
                             "or a server of your own."));
    m_baseUrl->setClearButtonEnabled(true);
    m_baseUrlNote = named(new StatusLabel(this), "aiBaseUrlNote", tr("Base URL note"));
    m_baseUrlNote->hide();

    m_test = named(new QPushButton(tr("&Test Connection"), this), "aiTestConnection",
                   tr("Test connection"));
    m_test->setToolTip(tr("Send one tiny request to the model and report what happened"));
    m_busy = named(new QProgressBar(this), "aiTestBusy", tr("Testing"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(fontMetrics().averageCharWidth() * 16);
    m_busy->setMaximumHeight(m_test->sizeHint().height() / 2);
    m_busy->hide();
    m_testStatus = named(new StatusLabel(this), "aiTestStatus", tr("Connection test result"));

    m_providerBox = new QGroupBox(tr("Provider"), this);
    m_providerBox->setObjectName(QStringLiteral("aiProviderBox"));
    // A grid rather than a form: each field keeps the line about it close underneath, and
    // the label stays level with the field, not with the middle of both.
    auto* form = new QGridLayout;
    form->setColumnStretch(1, 1);
    auto addRow = [form](const QString& text, QWidget* buddy, QLayoutItem* field,
                         StatusLabel* status) {
        const int row = form->rowCount();
        auto* label = new QLabel(text);
        label->setBuddy(buddy);
        label->setMinimumHeight(buddy->sizeHint().height());
        form->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignTop);
        auto* column = new QVBoxLayout;
        column->setSpacing(2);
        column->addItem(field);
        if (status)
            column->addWidget(status);
        form->addLayout(column, row, 1);
    };
    addRow(tr("&Provider:"), m_provider, new QWidgetItem(m_provider), nullptr);
    addRow(tr("&Model:"), m_model, modelRow, m_modelStatus);
    addRow(tr("API &key:"), m_key, new QWidgetItem(m_key), m_key->statusLabel());
    addRow(tr("&Base URL:"), m_baseUrl, new QWidgetItem(m_baseUrl), m_baseUrlNote);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_busy);
    testRow->addStretch();
    auto* boxLayout = new QVBoxLayout(m_providerBox);
    boxLayout->addLayout(form);
    boxLayout->addLayout(testRow);
    boxLayout->addWidget(m_testStatus);

    m_localBox = new QGroupBox(tr("On this machine"), this);
    m_localBox->setObjectName(QStringLiteral("aiLocalBox"));
    m_local = new LocalServersPanel(m_localBox);
    auto* localLayout = new QVBoxLayout(m_localBox);
    localLayout->addWidget(m_local);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    layout->addWidget(intro);
    layout->addWidget(m_overrideNote);
    layout->addWidget(m_providerBox);
    // ai/auto_fix_on_error: a failed run asks for a fix by itself, once.
    m_autoFix = named(new QCheckBox(tr("Ask for a &fix when a query fails"), this),
                      "aiAutoFixOnError", tr("Ask for a fix when a query fails"));
    m_autoFix->setToolTip(tr("When a statement fails, send it with the error to the assistant "
                             "once and show the fix it proposes; a fix that fails too is not "
                             "sent again."));
    layout->addWidget(m_autoFix);
    connect(m_enabled, &QCheckBox::toggled, m_autoFix, &QWidget::setEnabled);
    // ai/inline_suggestions: grey text after the cursor, proposed after a pause in typing.
    m_inlineSuggestions =
        named(new QCheckBox(tr("Suggest the rest of a statement &while typing"), this),
              "aiInlineSuggestions", tr("Suggest the rest of a statement while typing"));
    m_inlineSuggestions->setToolTip(
        tr("After a pause in typing, ask the provider for the rest of the statement and show it "
           "as grey text after the cursor; Tab accepts it, any other key dismisses it. Each "
           "suggestion is a request to the provider, with its tokens and cost."));
    layout->addWidget(m_inlineSuggestions);
    connect(m_enabled, &QCheckBox::toggled, m_inlineSuggestions, &QWidget::setEnabled);
    layout->addWidget(m_localBox);
    layout->addStretch();

    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        updateEnabled();
        if (on && m_shown)
            fetchModels(true);
    });
    connect(m_provider, &QComboBox::currentIndexChanged, this, &AiSettingsPage::onProviderChanged);
    connect(m_model, &QComboBox::currentTextChanged, this,
            [this](const QString& text) { m_modelText.insert(m_providerId, text); });
    connect(m_refresh, &QToolButton::clicked, this, &AiSettingsPage::refreshModels);
    connect(m_baseUrl, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_baseUrls.insert(m_providerId, text.trimmed()); });
    connect(m_baseUrl, &QLineEdit::editingFinished, this, [this] {
        if (m_baseUrl->isModified() && m_enabled->isChecked())
            fetchModels(true);
        m_baseUrl->setModified(false);
    });
    connect(m_key, &ApiKeyField::stored, this, [this] {
        if (m_enabled->isChecked())
            fetchModels(true);
    });
    connect(m_test, &QPushButton::clicked, this, &AiSettingsPage::testConnection);
    connect(m_local, &LocalServersPanel::useRequested, this, &AiSettingsPage::useLocalServer);
}

void AiSettingsPage::load()
{
    cancelRunningWork();
    const QSettings settings(m_configFile, QSettings::IniFormat);
    // The file alone: the environment's overrides are shown as notes, not as values.
    const AiConfig file = AiConfig::load(settings, QProcessEnvironment());
    m_savedProvider = file.provider ? file.provider->id : QString();
    m_savedModel = file.model;
    m_baseUrls.clear();
    m_modelText.clear();
    if (!m_savedProvider.isEmpty()) {
        m_baseUrls.insert(m_savedProvider,
                          Settings::value(settings, SettingsKey::AiBaseUrl).toString().trimmed());
        m_modelText.insert(m_savedProvider, m_savedModel);
    }

    const QString fromEnvironment = m_environment.value(QStringLiteral("NELUMBO_AI_MODEL"));
    if (!fromEnvironment.trimmed().isEmpty()) {
        m_overrideNote->setStatus(tr("NELUMBO_AI_MODEL is set to \"%1\" in the environment: it "
                                     "turns the assistant on with that model, whatever is "
                                     "chosen here.")
                                      .arg(fromEnvironment.trimmed()));
        m_overrideNote->show();
    } else if (!file.modelError.isEmpty()) {
        //: %1 is a model such as openai:gpt-4o, %2 why it cannot be used
        m_overrideNote->setStatus(tr("The configured model \"%1\" cannot be used: %2")
                                      .arg(file.modelString, file.modelError),
                                  StatusLabel::Kind::Error);
        m_overrideNote->show();
    } else {
        m_overrideNote->hide();
    }

    m_enabled->setChecked(file.enabled);
    m_autoFix->setChecked(Settings::value(settings, SettingsKey::AiAutoFixOnError).toBool());
    m_autoFix->setEnabled(file.enabled);
    m_inlineSuggestions->setChecked(
        Settings::value(settings, SettingsKey::AiInlineSuggestions).toBool());
    m_inlineSuggestions->setEnabled(file.enabled);
    const QString id = m_savedProvider.isEmpty() ? kDefaultProvider : m_savedProvider;
    m_providerId.clear();
    const QSignalBlocker block(m_provider);
    m_provider->setCurrentIndex(std::max(0, m_provider->findData(id)));
    onProviderChanged();
    updateEnabled();
}

const ProviderInfo* AiSettingsPage::provider() const
{
    return ProviderCatalog::find(m_provider->currentData().toString());
}

void AiSettingsPage::onProviderChanged()
{
    const ProviderInfo* p = provider();
    if (!p || p->id == m_providerId)
        return;
    ++m_modelsRequest; // the list of the previous provider is no longer wanted
    m_providerId = p->id;

    m_model->clear();
    m_model->lineEdit()->setPlaceholderText(
        //: %1 is the name of a model
        p->exampleModel.isEmpty() ? QString() : tr("for example %1").arg(p->exampleModel));
    m_model->setCurrentText(m_modelText.value(p->id));
    m_refresh->setEnabled(p->hasModelsEndpoint);
    //: %1 is the name of an AI provider
    const QString noList = tr("%1 has no model list: type the deployment name.");
    m_modelStatus->setStatus(p->hasModelsEndpoint ? QString() : noList.arg(p->displayName));
    m_modelStatus->setVisible(!m_modelStatus->text().isEmpty());

    m_key->setProvider(*p);

    const QString variable = baseUrlVariable();
    m_baseUrl->setPlaceholderText(p->defaultBaseUrl.isEmpty()
                                      ? tr("required, for example https://NAME.openai.azure.com")
                                      : p->defaultBaseUrl);
    if (!variable.isEmpty()) {
        m_baseUrl->setText(m_environment.value(variable).trimmed());
        m_baseUrl->setEnabled(false);
        //: %1 is the name of an environment variable
        m_baseUrlNote->setStatus(tr("Set by %1 in the environment.").arg(variable));
        m_baseUrlNote->show();
    } else {
        m_baseUrl->setText(m_baseUrls.value(p->id));
        m_baseUrl->setEnabled(true);
        m_baseUrlNote->hide();
    }
    m_baseUrl->setModified(false);
    m_testStatus->setStatus(QString());
    if (m_shown && m_enabled->isChecked())
        fetchModels(true);
}

void AiSettingsPage::updateEnabled()
{
    m_providerBox->setEnabled(m_enabled->isChecked());
}

QString AiSettingsPage::baseUrlVariable() const
{
    const ProviderInfo* p = provider();
    return p ? AiConfig::baseUrlVariable(*p, m_environment) : QString();
}

void AiSettingsPage::useLocalServer(const LocalServer& server)
{
    m_baseUrls.insert(server.providerId,
                      server.defaultAddress ? QString() : server.baseUrl.toString());
    if (!server.models.isEmpty())
        m_modelText.insert(server.providerId, server.models.first());
    m_enabled->setChecked(true);
    m_providerId.clear(); // refill the fields even when the provider stays the same
    m_provider->setCurrentIndex(m_provider->findData(server.providerId));
    onProviderChanged();
    if (!server.models.isEmpty()) {
        setModels(server.models);
        m_model->setCurrentText(server.models.first());
    }
    m_model->setFocus();
}

QString AiSettingsPage::testStatus() const
{
    return m_testStatus->text();
}

QString AiSettingsPage::modelStatus() const
{
    return m_modelStatus->text();
}

Result<LlmTarget> AiSettingsPage::fieldsTarget(bool needModel) const
{
    const ProviderInfo* p = provider();
    if (!p)
        return Error{ErrorCode::NotConfigured, tr("Choose a provider.")};
    const QString model = m_model->currentText().trimmed();
    if (needModel && model.isEmpty())
        return Error{ErrorCode::NotConfigured, tr("Choose or type a model first.")};

    QUrl url;
    const QString variable = baseUrlVariable();
    const QString typed =
        variable.isEmpty() ? m_baseUrl->text().trimmed() : m_environment.value(variable).trimmed();
    if (!typed.isEmpty()) {
        url = AiConfig::baseUrlFor(*p, typed);
        if (url.isEmpty())
            return Error{
                ErrorCode::InvalidField,
                variable.isEmpty()
                    ? tr("The base URL is not a valid http or https URL.")
                    : tr("The base URL in %1 is not a valid http or https URL.").arg(variable)};
    } else if (!p->defaultBaseUrl.isEmpty()) {
        url = QUrl(p->defaultBaseUrl);
    } else {
        return Error{ErrorCode::NotConfigured,
                     tr("%1 needs the address of your resource in Base URL.").arg(p->displayName)};
    }

    // Timeouts, retries and the rest as configured.
    const QSettings settings(m_configFile, QSettings::IniFormat);
    return AiConfig::load(settings, m_environment).targetFor(*p, model, url);
}

void AiSettingsPage::resolveTarget(bool needModel, TargetDone done)
{
    auto target = fieldsTarget(needModel);
    if (!target) {
        QMetaObject::invokeMethod(
            this, [done, error = target.error()] { done(error, QString()); }, Qt::QueuedConnection);
        return;
    }
    m_key->resolve(this, [done, target = target.value()](const Result<ApiKeyStore::Key>& key) {
        if (!key) {
            done(key.error(), QString());
            return;
        }
        LlmTarget withKey = target;
        withKey.apiKey = key->value;
        done(withKey, key->source);
    });
}

void AiSettingsPage::refreshModels()
{
    fetchModels(false);
}

void AiSettingsPage::fetchModels(bool automatic)
{
    const ProviderInfo* p = provider();
    if (!p || !p->hasModelsEndpoint)
        return;
    const int request = ++m_modelsRequest;
    m_modelStatus->setStatus(tr("Loading the models of %1…").arg(p->displayName));
    m_modelStatus->show();
    const QString name = p->displayName;
    auto fail = [this, automatic](const Error& error) {
        // Listing by itself, before a key is there, is no error of the user's.
        const bool quiet = automatic && error.code == ErrorCode::ApiKeyMissing;
        const QString text = quiet ? tr("Type the key to list the models, or type a model name.")
                                   : tr("The models could not be listed: %1").arg(error.message);
        m_modelStatus->setStatus(text, quiet ? StatusLabel::Kind::Info : StatusLabel::Kind::Error);
        Q_EMIT modelsFinished(false, text);
    };
    resolveTarget(false, [this, request, name, fail](const Result<LlmTarget>& target,
                                                     const QString&) {
        if (request != m_modelsRequest)
            return;
        if (!target) {
            fail(target.error());
            return;
        }
        m_client->listModels(
            target.value(), this,
            [this, request, name, fail](const std::variant<QStringList, LlmError>& models) {
                if (request != m_modelsRequest)
                    return;
                if (const auto* error = std::get_if<LlmError>(&models)) {
                    fail(error->toError());
                    return;
                }
                const QStringList list = std::get<QStringList>(models);
                setModels(list);
                const ProviderInfo* p = provider();
                if (m_model->currentText().trimmed().isEmpty() && p && p->local && !list.isEmpty())
                    m_model->setCurrentText(m_model->itemText(0));
                //: %1 is the name of an AI provider
                const QString none = tr("%1 lists no models; type the model name.");
                //: %1 is the name of an AI provider
                const QString some = tr("%Ln models from %1.", nullptr, int(list.size()));
                const QString text = (list.isEmpty() ? none : some).arg(name);
                m_modelStatus->setStatus(text);
                Q_EMIT modelsFinished(true, text);
            });
    });
}

void AiSettingsPage::setModels(const QStringList& models)
{
    const QString current = m_model->currentText();
    QStringList sorted = models;
    sorted.removeDuplicates();
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
        return QString::compare(a, b, Qt::CaseInsensitive) < 0;
    });
    const QSignalBlocker block(m_model);
    m_model->clear();
    m_model->addItems(sorted);
    m_model->setCurrentText(current); // a typed name stays, listed or not
}

void AiSettingsPage::testConnection()
{
    if (m_testing)
        return;
    const int run = ++m_testRun;
    setTesting(true);
    const ProviderInfo* p = provider();
    m_testStatus->setStatus(tr("Connecting to %1…").arg(p ? p->displayName : QString()));
    resolveTarget(true, [this, run](const Result<LlmTarget>& target, const QString& keyFrom) {
        if (run != m_testRun)
            return;
        if (!target) {
            finishTest(false, tr("Failed: %1").arg(target.error().message));
            return;
        }
        startTest(target.value(), keyFrom);
    });
}

void AiSettingsPage::startTest(const LlmTarget& target, const QString& keyFrom)
{
    m_testClock.start();
    m_testHandle = m_client->testConnection(target);
    connect(
        m_testHandle, &LlmHandle::finished, this,
        [this, target, keyFrom](const LlmReply& reply) { testSucceeded(target, keyFrom, reply); });
    connect(m_testHandle, &LlmHandle::failed, this, &AiSettingsPage::testFailed);
}

void AiSettingsPage::testSucceeded(const LlmTarget& target, const QString& keyFrom,
                                   const LlmReply& reply)
{
    const qint64 ms = m_testClock.elapsed();
    const QString model = reply.model.isEmpty() ? target.model : reply.model;
    //: %1 is the name of an AI provider, %2 a model, %3 a number of milliseconds
    QString text = tr("Connected: %1 answered with model %2 in %3 ms.")
                       .arg(target.provider.displayName, model, QLocale().toString(ms));
    if (keyFrom == QLatin1String("keychain"))
        text += QLatin1Char(' ') + tr("The key came from the system keychain.");
    else if (keyFrom == QLatin1String("typed"))
        text += QLatin1Char(' ') + tr("The typed key works; it is stored when you apply.");
    else if (!keyFrom.isEmpty())
        //: %1 is the name of an environment variable
        text += QLatin1Char(' ') + tr("The key came from %1.").arg(keyFrom);
    finishTest(true, text);
}

void AiSettingsPage::testFailed(const LlmError& error)
{
    QStringList details{error.codeName()};
    // The message may already name the status, in whatever words its language uses.
    if (error.httpStatus > 0 && !error.message.contains(QString::number(error.httpStatus)))
        details << tr("HTTP %1").arg(error.httpStatus);
    if (!error.requestId.isEmpty())
        //: %1 is the provider's id of the request, for its support
        details << tr("request %1").arg(error.requestId);
    //: %1 is an error message, %2 technical details such as its code and HTTP status
    finishTest(false, tr("Failed: %1 (%2)").arg(error.message, details.join(QStringLiteral(", "))));
}

void AiSettingsPage::finishTest(bool ok, const QString& text)
{
    if (m_testHandle) {
        m_testHandle->disconnect(this);
        m_testHandle->deleteLater();
        m_testHandle = nullptr;
    }
    setTesting(false);
    m_testStatus->setStatus(text, ok ? StatusLabel::Kind::Success : StatusLabel::Kind::Error);
    Q_EMIT testFinished(ok, text);
}

void AiSettingsPage::setTesting(bool testing)
{
    m_testing = testing;
    m_test->setEnabled(!testing);
    m_busy->setVisible(testing);
}

void AiSettingsPage::cancelRunningWork()
{
    ++m_modelsRequest;
    if (!m_testing)
        return;
    ++m_testRun;
    if (LlmHandle* handle = m_testHandle) {
        m_testHandle = nullptr;
        handle->disconnect(this); // its failed(cancelled) is not a test result
        handle->cancel();
        handle->deleteLater();
    }
    setTesting(false);
    m_testStatus->setStatus(tr("The test was cancelled."));
}

void AiSettingsPage::apply()
{
    if (m_applying)
        return;
    const ProviderInfo* p = provider();
    const QString model = m_model->currentText().trimmed();
    const QString baseUrl = m_baseUrls.value(m_providerId).trimmed();
    if (p && !baseUrl.isEmpty() && AiConfig::baseUrlFor(*p, baseUrl).isEmpty()) {
        const QString text =
            tr("Nothing was saved: the base URL is not a valid http or https URL.");
        m_baseUrlNote->setStatus(text, StatusLabel::Kind::Error);
        m_baseUrlNote->show();
        Q_EMIT applied(false, text);
        return;
    }

    {
        const SettingsNotifier::Batch batch; // one notification, once the file is written
        QSettings settings(m_configFile, QSettings::IniFormat);
        Settings::setValue(settings, SettingsKey::AiEnabled, m_enabled->isChecked());
        if (m_autoFix->isChecked())
            Settings::setValue(settings, SettingsKey::AiAutoFixOnError, true);
        else
            Settings::remove(settings, SettingsKey::AiAutoFixOnError);
        if (m_inlineSuggestions->isChecked())
            Settings::setValue(settings, SettingsKey::AiInlineSuggestions, true);
        else
            Settings::remove(settings, SettingsKey::AiInlineSuggestions);
        if (p && !model.isEmpty())
            Settings::setValue(settings, SettingsKey::AiModel, p->id + QLatin1Char(':') + model);
        else
            Settings::remove(settings, SettingsKey::AiModel);
        if (baseUrl.isEmpty())
            Settings::remove(settings, SettingsKey::AiBaseUrl);
        else
            Settings::setValue(settings, SettingsKey::AiBaseUrl, baseUrl);
        settings.sync();
        if (settings.status() != QSettings::NoError) {
            const QString text = tr("The settings could not be written to %1.").arg(m_configFile);
            m_testStatus->setStatus(text, StatusLabel::Kind::Error);
            Q_EMIT applied(false, text);
            return;
        }
    }
    m_savedProvider = p ? p->id : QString();
    m_savedModel = model;
    if (baseUrlVariable().isEmpty())
        m_baseUrlNote->hide();
    Q_EMIT settingsWritten();

    m_applying = true;
    m_key->store(this, [this](const Result<void>& stored) {
        m_applying = false;
        Q_EMIT applied(stored.ok(), stored ? QString() : stored.error().message);
    });
}

void AiSettingsPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_shown)
        return;
    m_shown = true;
    m_local->scan();
    if (m_enabled->isChecked())
        fetchModels(true);
}

} // namespace nelumbo
