#include "AiCommand.h"

#include "Console.h"
#include "DisplayWidth.h"
#include "ExitCode.h"
#include "HelpFormatter.h"
#include "core/Settings.h"
#include "llm/AiConfig.h"
#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"
#include "llm/PriceTable.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <memory>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
// Whole phrases: "from" reads differently before each origin in other languages.
QString keySourceText(const QString& source)
{
    if (source.isEmpty())
        return AiCommand::tr("none (not needed)");
    if (source == "keychain"_L1)
        return AiCommand::tr("from the system keychain");
    return AiCommand::tr("from the environment variable %1").arg(source);
}

QString priceText(const std::optional<ModelPrice>& price, const PriceTable& table)
{
    if (!price)
        return AiCommand::tr("unknown");
    return AiCommand::tr("%1 input, %2 output per million tokens (%3, price table of %4)")
        .arg(price->input)
        .arg(price->output)
        .arg(table.currency(), table.date());
}
} // namespace

AiCommand::AiCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

AiCommand::~AiCommand() = default;

QString AiCommand::summary() const
{
    return tr("Show, test and list the AI provider's models");
}

QString AiCommand::helpText() const
{
    QString text = tr("Usage: nelumbo-cli ai [status] [--format text|json]\n"
                      "       nelumbo-cli ai test\n"
                      "       nelumbo-cli ai models\n\n");
    text += HelpFormatter::wrap(
        tr("The AI assistant is off until it is given a model as provider:model, such as "
           "openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or "
           "ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see "
           "docs/CONFIG.md) or, for the command line, with the environment variable "
           "NELUMBO_AI_MODEL, which also switches it on."));
    text += QLatin1Char('\n') + tr("Actions:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{u"status"_s,
          tr("Print the provider, model, base URL and where the API key comes from (never "
             "the key). The default action.")},
         {u"test"_s,
          tr("Send one tiny request (\"Reply with the single word OK.\") and print exactly "
             "what came back, or the error.")},
         {u"models"_s, tr("List the models the provider offers, one per line.")}});
    text += QLatin1Char('\n') + tr("Keys and addresses:") + QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("The key comes from the provider's environment variable (OPENAI_API_KEY, "
           "ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, "
           "MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, "
           "TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the "
           "app's AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need "
           "none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and "
           "AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider "
           "elsewhere."));
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok),
          tr("status: AI is configured with a key; test: the model answered; models: listed")},
         {QString::number(ExitCode::Failure),
          tr("not configured, no key, or the provider failed (the message says which)")},
         {QString::number(ExitCode::Usage), tr("usage error")}});
    return text;
}

void AiCommand::start(const QStringList& arguments)
{
    m_finished = false;
    QCommandLineParser parser;
    const QCommandLineOption format(u"format"_s, QString(), u"FORMAT"_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, QString());
    parser.addOption(format);
    parser.addOption(help);
    if (!parser.parse(QStringList{u"ai"_s} + arguments)) {
        m_console.error(parser.errorText());
        finish(ExitCode::Usage);
        return;
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        finish(ExitCode::Ok);
        return;
    }
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0, u"status"_s);
    if (positional.size() > 1) {
        m_console.error(tr("too many arguments for 'ai %1'").arg(action));
        finish(ExitCode::Usage);
        return;
    }
    if (action == "status"_L1) {
        m_action = Action::Status;
    } else if (action == "test"_L1) {
        m_action = Action::Test;
    } else if (action == "models"_L1) {
        m_action = Action::Models;
    } else {
        m_console.error(tr("unknown action \"%1\": use status, test or models").arg(action));
        finish(ExitCode::Usage);
        return;
    }
    if (parser.isSet(format)) {
        const QString value = parser.value(format);
        if (m_action != Action::Status || (value != "text"_L1 && value != "json"_L1)) {
            m_console.error(tr("--format is text or json, for 'ai status'"));
            finish(ExitCode::Usage);
            return;
        }
        m_json = value == "json"_L1;
    }

    const auto settings = Settings::open();
    const AiConfig config = AiConfig::load(*settings);
    m_resolver = new LlmTargetResolver(QProcessEnvironment::systemEnvironment(), this);
    m_resolver->resolve(config, this,
                        [this, config](const Result<LlmTargetResolver::Resolved>& resolved) {
                            if (m_finished)
                                return;
                            if (m_action == Action::Status) {
                                status(config, resolved);
                                return;
                            }
                            if (!resolved) {
                                fail(resolved.error());
                                return;
                            }
                            if (m_action == Action::Test)
                                test(resolved.value());
                            else
                                models(resolved.value());
                        });
}

void AiCommand::interrupt()
{
    if (m_finished)
        return;
    if (m_handle)
        m_handle->cancel();
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void AiCommand::status(const AiConfig& config, const Result<LlmTargetResolver::Resolved>& resolved)
{
    const auto settings = Settings::open();
    QStringList priceWarnings;
    const PriceTable prices = PriceTable::load(*settings, &priceWarnings);
    for (const QString& warning : std::as_const(priceWarnings))
        m_console.message(tr("warning: %1").arg(warning));
    const QString modelString =
        config.provider ? config.provider->id + u':' + config.model : config.modelString;
    const auto price = config.provider ? prices.price(modelString) : std::nullopt;

    if (m_json) {
        QJsonObject o{{u"enabled"_s, config.enabled},
                      {u"enabled_by"_s, config.enabledBy},
                      {u"model"_s, modelString},
                      {u"model_from"_s, config.modelFrom},
                      {u"provider"_s, config.provider ? config.provider->id : QString()},
                      {u"base_url"_s, config.baseUrl.toString()},
                      {u"base_url_from"_s, config.baseUrlFrom},
                      {u"ready"_s, resolved.ok()}};
        if (resolved) {
            o.insert(u"key_source"_s, resolved->keySource);
        } else {
            o.insert(u"error"_s, QJsonObject{{u"code"_s, resolved.error().code},
                                             {u"message"_s, resolved.error().message}});
        }
        if (price)
            o.insert(u"price"_s, QJsonObject{{u"input"_s, price->input},
                                             {u"output"_s, price->output},
                                             {u"currency"_s, prices.currency()},
                                             {u"date"_s, prices.date()}});
        m_console.out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        finish(resolved ? ExitCode::Ok : ExitCode::Failure);
        return;
    }

    QList<QPair<QString, QString>> rows;
    rows.append(
        {tr("AI"), config.enabled ? tr("enabled (%1)").arg(config.enabledBy) : tr("disabled")});
    if (!config.modelString.isEmpty())
        rows.append({tr("Model"), tr("%1 (%2)").arg(modelString, config.modelFrom)});
    if (config.provider) {
        rows.append({tr("Provider"), config.provider->displayName});
        rows.append({tr("Base URL"),
                     config.baseUrl.isEmpty()
                         ? tr("not set")
                         : tr("%1 (%2)").arg(config.baseUrl.toString(), config.baseUrlFrom)});
        rows.append({tr("Price"), priceText(price, prices)});
    }
    if (resolved)
        rows.append({tr("API key"), keySourceText(resolved->keySource)});
    // Labels differ in length (and in column width) from one language to another.
    int labelColumns = 0;
    //: A label before its value in "nelumbo-cli ai status" (French: "%1 :")
    const auto labelText = [](const QString& label) { return tr("%1:").arg(label); };
    for (const auto& row : std::as_const(rows))
        labelColumns = std::max(labelColumns, DisplayWidth::of(labelText(row.first)));
    for (const auto& [label, value] : std::as_const(rows)) {
        const QString shown = labelText(label);
        m_console.out() << shown
                        << QString(labelColumns - DisplayWidth::of(shown) + 1, QLatin1Char(' '))
                        << value << '\n';
    }
    if (!resolved) {
        m_console.error(resolved.error().code + u": "_s + resolved.error().message);
        finish(ExitCode::Failure);
        return;
    }
    finish(ExitCode::Ok);
}

void AiCommand::test(const LlmTargetResolver::Resolved& resolved)
{
    m_client = new LlmClient(this);
    m_handle = m_client->testConnection(resolved.target);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    const LlmTarget target = resolved.target;
    connect(m_handle, &LlmHandle::finished, this, [this, clock, target](const LlmReply& reply) {
        const auto settings = Settings::open();
        const LlmCost cost = PriceTable::load(*settings).cost(target.modelString(), reply.usage);
        QString tokens = tr("no token counts");
        if (reply.usage.isReported())
            tokens = tr("%1 prompt + %2 completion tokens")
                         .arg(reply.usage.promptTokens)
                         .arg(reply.usage.completionTokens);
        m_console.out() << tr("ok: %1 answered in %2 s: \"%3\" (stop: %4; %5; cost %6)")
                               .arg(target.modelString(),
                                    QString::number(double(clock->elapsed()) / 1000.0, 'f', 2),
                                    reply.text.trimmed(), stopReasonName(reply.stopReason), tokens,
                                    cost.toString())
                        << '\n';
        finish(ExitCode::Ok);
    });
    connect(m_handle, &LlmHandle::failed, this, [this](const LlmError& error) {
        if (error.code == LlmErrorCode::Cancelled)
            return; // interrupt() has reported it
        fail(error.toError());
    });
}

void AiCommand::models(const LlmTargetResolver::Resolved& resolved)
{
    m_client = new LlmClient(this);
    m_client->listModels(resolved.target, this,
                         [this](const std::variant<QStringList, LlmError>& result) {
                             if (m_finished)
                                 return;
                             if (const auto* error = std::get_if<LlmError>(&result)) {
                                 fail(error->toError());
                                 return;
                             }
                             for (const QString& model : std::get<QStringList>(result))
                                 m_console.out() << model << '\n';
                             finish(ExitCode::Ok);
                         });
}

void AiCommand::fail(const Error& error)
{
    m_console.error(error.code + u": "_s + error.message);
    finish(ExitCode::Failure);
}

void AiCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
