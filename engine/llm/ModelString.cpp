#include "llm/ModelString.h"

#include "llm/LlmError.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ModelString)
};

Error invalid(const QString& detail)
{
    return LlmError::make(LlmErrorCode::NotConfigured, QString(), detail).toError();
}
} // namespace

Result<ModelString> ModelString::parse(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalid(QString());
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    if (colon <= 0 || colon == trimmed.size() - 1)
        return invalid(Tr::tr("The model \"%1\" is not of the form provider:model, such as "
                              "openai:gpt-4o or ollama:qwen2.5-coder.")
                           .arg(trimmed));
    const QString providerName = trimmed.left(colon);
    const ProviderInfo* provider = ProviderCatalog::find(providerName);
    if (!provider)
        return invalid(Tr::tr("Unknown provider \"%1\"; known providers: %2.")
                           .arg(providerName, ProviderCatalog::ids().join(QLatin1String(", "))));
    ModelString m;
    m.provider = provider;
    m.model = trimmed.mid(colon + 1).trimmed();
    return m;
}

} // namespace nelumbo
