#include "llm/ProviderCatalog.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
ProviderInfo openAiCompatible(const QString& id, const QString& name, const QString& baseUrl,
                              const QStringList& keyVariables, const QString& exampleModel)
{
    ProviderInfo p;
    p.id = id;
    p.displayName = name;
    p.protocol = WireProtocol::OpenAiChat;
    p.defaultBaseUrl = baseUrl;
    p.keyVariables = keyVariables;
    p.exampleModel = exampleModel;
    return p;
}

ProviderInfo localServer(const QString& id, const QString& name, const QString& baseUrl,
                         const QStringList& keyVariables, const QString& exampleModel)
{
    ProviderInfo p = openAiCompatible(id, name, baseUrl, keyVariables, exampleModel);
    p.keyRequired = false;
    p.local = true;
    return p;
}

QList<ProviderInfo> makeCatalog()
{
    QList<ProviderInfo> list;

    ProviderInfo openai = openAiCompatible(u"openai"_s, u"OpenAI"_s, u"https://api.openai.com/v1"_s,
                                           {u"OPENAI_API_KEY"_s}, u"gpt-4o"_s);
    openai.baseUrlVariables = {u"OPENAI_BASE_URL"_s};
    // Reasoning models reject max_tokens; every OpenAI model accepts max_completion_tokens.
    openai.maxCompletionTokens = true;
    list.append(openai);

    ProviderInfo anthropic;
    anthropic.id = u"anthropic"_s;
    anthropic.displayName = u"Anthropic"_s;
    anthropic.protocol = WireProtocol::Anthropic;
    anthropic.defaultBaseUrl = u"https://api.anthropic.com"_s;
    anthropic.keyVariables = {u"ANTHROPIC_API_KEY"_s};
    anthropic.baseUrlVariables = {u"ANTHROPIC_BASE_URL"_s};
    anthropic.auth = AuthStyle::XApiKey;
    anthropic.exampleModel = u"claude-sonnet-4-5"_s;
    list.append(anthropic);

    ProviderInfo gemini;
    gemini.id = u"gemini"_s;
    gemini.displayName = u"Google Gemini"_s;
    gemini.protocol = WireProtocol::Gemini;
    gemini.defaultBaseUrl = u"https://generativelanguage.googleapis.com"_s;
    gemini.keyVariables = {u"GEMINI_API_KEY"_s, u"GOOGLE_API_KEY"_s};
    gemini.baseUrlVariables = {u"GEMINI_BASE_URL"_s};
    gemini.auth = AuthStyle::GoogApiKey;
    gemini.exampleModel = u"gemini-2.5-flash"_s;
    list.append(gemini);

    ProviderInfo ollama;
    ollama.id = u"ollama"_s;
    ollama.displayName = u"Ollama"_s;
    ollama.protocol = WireProtocol::OllamaChat;
    ollama.defaultBaseUrl = u"http://localhost:11434"_s;
    ollama.keyVariables = {u"OLLAMA_API_KEY"_s};
    ollama.baseUrlVariables = {u"OLLAMA_HOST"_s};
    ollama.keyRequired = false;
    ollama.local = true;
    ollama.exampleModel = u"qwen2.5-coder"_s;
    list.append(ollama);

    list.append(openAiCompatible(u"groq"_s, u"Groq"_s, u"https://api.groq.com/openai/v1"_s,
                                 {u"GROQ_API_KEY"_s}, u"llama-3.3-70b-versatile"_s));

    ProviderInfo mistral =
        openAiCompatible(u"mistral"_s, u"Mistral"_s, u"https://api.mistral.ai/v1"_s,
                         {u"MISTRAL_API_KEY"_s}, u"mistral-large-latest"_s);
    mistral.shortToolCallIds = true;
    mistral.toolMessageName = true;
    list.append(mistral);

    list.append(openAiCompatible(u"deepseek"_s, u"DeepSeek"_s, u"https://api.deepseek.com/v1"_s,
                                 {u"DEEPSEEK_API_KEY"_s}, u"deepseek-chat"_s));
    list.append(openAiCompatible(u"openrouter"_s, u"OpenRouter"_s,
                                 u"https://openrouter.ai/api/v1"_s, {u"OPENROUTER_API_KEY"_s},
                                 u"anthropic/claude-sonnet-4.5"_s));
    list.append(openAiCompatible(u"xai"_s, u"xAI"_s, u"https://api.x.ai/v1"_s, {u"XAI_API_KEY"_s},
                                 u"grok-4"_s));
    list.append(openAiCompatible(u"together"_s, u"Together AI"_s, u"https://api.together.xyz/v1"_s,
                                 {u"TOGETHER_API_KEY"_s},
                                 u"meta-llama/Llama-3.3-70B-Instruct-Turbo"_s));

    ProviderInfo azure = openAiCompatible(u"azure"_s, u"Azure OpenAI"_s, QString(),
                                          {u"AZURE_OPENAI_API_KEY"_s, u"AZURE_API_KEY"_s},
                                          u"my-gpt-4o-deployment"_s);
    azure.baseUrlVariables = {u"AZURE_OPENAI_ENDPOINT"_s, u"AZURE_OPENAI_BASE_URL"_s};
    azure.auth = AuthStyle::ApiKeyHeader;
    azure.azureDeployment = true;
    azure.maxCompletionTokens = true;
    azure.hasModelsEndpoint = false; // deployments are listed in the Azure portal
    list.append(azure);

    list.append(localServer(u"lmstudio"_s, u"LM Studio"_s, u"http://127.0.0.1:1234/v1"_s,
                            {u"LMSTUDIO_API_KEY"_s}, u"qwen2.5-coder-7b-instruct"_s));
    list.append(localServer(u"llamacpp"_s, u"llama.cpp server"_s, u"http://127.0.0.1:8080/v1"_s,
                            {u"LLAMACPP_API_KEY"_s}, u"default"_s));
    list.append(localServer(u"vllm"_s, u"vLLM"_s, u"http://localhost:8000/v1"_s,
                            {u"VLLM_API_KEY"_s}, u"Qwen/Qwen2.5-Coder-7B-Instruct"_s));
    return list;
}
} // namespace

const QList<ProviderInfo>& ProviderCatalog::all()
{
    static const QList<ProviderInfo> catalog = makeCatalog();
    return catalog;
}

const ProviderInfo* ProviderCatalog::find(const QString& idOrAlias)
{
    static const QHash<QString, QString> aliases{
        {u"google"_s, u"gemini"_s},       {u"lm-studio"_s, u"lmstudio"_s},
        {u"lm_studio"_s, u"lmstudio"_s},  {u"llama.cpp"_s, u"llamacpp"_s},
        {u"llama-cpp"_s, u"llamacpp"_s},  {u"azure-openai"_s, u"azure"_s},
        {u"azure_openai"_s, u"azure"_s},  {u"x-ai"_s, u"xai"_s},
        {u"togetherai"_s, u"together"_s},
    };
    const QString key = idOrAlias.trimmed().toLower();
    const QString id = aliases.value(key, key);
    for (const ProviderInfo& p : all())
        if (p.id == id)
            return &p;
    return nullptr;
}

QStringList ProviderCatalog::ids()
{
    QStringList list;
    for (const ProviderInfo& p : all())
        list.append(p.id);
    return list;
}

} // namespace nelumbo
