#include "llm/AiConfig.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "llm/LlmError.h"
#include "llm/ModelString.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::AiConfig)
};

int intValue(const QSettings& settings, const SettingsKey::Key& key, int minimum)
{
    bool ok = false;
    const int value = Settings::value(settings, key).toInt(&ok);
    return ok && value >= minimum ? value : key.defaultValue().toInt();
}

// An http or https URL with a host, or an empty one.
QUrl webUrl(const QString& text)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    const bool web = url.scheme() == "http"_L1 || url.scheme() == "https"_L1;
    return url.isValid() && web && !url.host().isEmpty() ? url : QUrl();
}
} // namespace

QUrl AiConfig::baseUrlFor(const ProviderInfo& provider, const QString& text)
{
    return provider.protocol == WireProtocol::OllamaChat ? ollamaUrl(text) : webUrl(text);
}

QUrl AiConfig::ollamaUrl(const QString& host)
{
    QString text = host.trimmed();
    if (!text.contains("://"_L1))
        text.prepend("http://"_L1);
    QUrl url(text);
    if (!url.isValid() || url.host().isEmpty())
        return QUrl();
    if (url.host() == "0.0.0.0"_L1)
        url.setHost(u"localhost"_s);
    if (url.port() < 0 && url.scheme() == "http"_L1)
        url.setPort(11434);
    return url;
}

QString AiConfig::baseUrlVariable(const ProviderInfo& provider,
                                  const QProcessEnvironment& environment)
{
    for (const QString& variable : provider.baseUrlVariables)
        if (!environment.value(variable).trimmed().isEmpty())
            return variable;
    return {};
}

AiConfig AiConfig::load(const QSettings& settings, const QProcessEnvironment& environment)
{
    AiConfig c;
    c.enabled = Settings::value(settings, SettingsKey::AiEnabled).toBool();
    if (c.enabled)
        c.enabledBy = QLatin1String(SettingsKey::AiEnabled.name);
    c.modelString = Settings::value(settings, SettingsKey::AiModel).toString().trimmed();
    if (!c.modelString.isEmpty())
        c.modelFrom = QLatin1String(SettingsKey::AiModel.name);
    const QString fromEnvironment = environment.value(u"NELUMBO_AI_MODEL"_s).trimmed();
    if (!fromEnvironment.isEmpty()) {
        c.enabled = true;
        c.enabledBy = u"NELUMBO_AI_MODEL"_s;
        c.modelString = fromEnvironment;
        c.modelFrom = u"NELUMBO_AI_MODEL"_s;
    }

    if (!c.modelString.isEmpty()) {
        const auto parsed = ModelString::parse(c.modelString);
        if (parsed) {
            c.provider = parsed->provider;
            c.model = parsed->model;
        } else {
            c.modelError = parsed.error().message;
        }
    }

    c.azureApiVersion =
        environment.value(u"AZURE_OPENAI_API_VERSION"_s,
                          Settings::value(settings, SettingsKey::AiAzureApiVersion).toString());
    c.maxOutputTokens = intValue(settings, SettingsKey::AiMaxOutputTokens, 1);
    c.policy.connectTimeoutMs = intValue(settings, SettingsKey::AiConnectTimeoutMs, 1);
    c.policy.idleTimeoutMs = intValue(settings, SettingsKey::AiIdleTimeoutMs, 1);
    c.policy.totalTimeoutMs = intValue(settings, SettingsKey::AiTotalTimeoutMs, 1);
    c.policy.maxAttempts = intValue(settings, SettingsKey::AiMaxAttempts, 1);
    c.policy.retryBaseDelayMs = intValue(settings, SettingsKey::AiRetryBaseDelayMs, 0);
    c.policy.retryMaxDelayMs = intValue(settings, SettingsKey::AiRetryMaxDelayMs, 0);

    if (!c.provider)
        return c;
    // The environment first, then the config file, then the provider's default.
    if (const QString variable = baseUrlVariable(*c.provider, environment); !variable.isEmpty()) {
        c.baseUrl = baseUrlFor(*c.provider, environment.value(variable));
        c.baseUrlFrom = variable;
        return c;
    }
    const QString configured = Settings::value(settings, SettingsKey::AiBaseUrl).toString();
    if (!configured.trimmed().isEmpty()) {
        c.baseUrl = baseUrlFor(*c.provider, configured);
        c.baseUrlFrom = QLatin1String(SettingsKey::AiBaseUrl.name);
        return c;
    }
    if (!c.provider->defaultBaseUrl.isEmpty()) {
        c.baseUrl = baseUrlFor(*c.provider, c.provider->defaultBaseUrl);
        c.baseUrlFrom = u"default"_s;
    }
    return c;
}

Result<LlmTarget> AiConfig::target() const
{
    auto notConfigured = [](const QString& detail) {
        return LlmError::make(LlmErrorCode::NotConfigured, QString(), detail).toError();
    };
    if (!enabled)
        return notConfigured(QString());
    if (modelString.isEmpty())
        return notConfigured(Tr::tr("AI is enabled but no model is set (ai/model)."));
    if (!provider)
        return Error{ErrorCode::NotConfigured, modelError};
    if (model.isEmpty())
        return notConfigured(Tr::tr("The model name is missing in \"%1\".").arg(modelString));
    if (baseUrl.isEmpty()) {
        if (baseUrlFrom.isEmpty())
            return notConfigured(
                Tr::tr("%1 needs the address of your resource: set ai/base_url or %2.")
                    .arg(provider->displayName, provider->baseUrlVariables.join(" or "_L1)));
        return notConfigured(
            Tr::tr("The base URL from %1 is not a valid http(s) URL.").arg(baseUrlFrom));
    }
    return targetFor(*provider, model, baseUrl);
}

LlmTarget AiConfig::targetFor(const ProviderInfo& provider, const QString& model,
                              const QUrl& baseUrl) const
{
    LlmTarget t;
    t.provider = provider;
    t.model = model;
    t.baseUrl = baseUrl;
    t.azureApiVersion = azureApiVersion;
    t.maxOutputTokens = maxOutputTokens;
    t.policy = policy;
    return t;
}

} // namespace nelumbo
