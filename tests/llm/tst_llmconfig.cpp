#include "CoreTestMain.h"
#include "NoKeychain.h"
#include "core/Settings.h"
#include "llm/AiConfig.h"
#include "llm/ApiKeyStore.h"
#include "llm/LlmTargetResolver.h"
#include "llm/ModelString.h"
#include "llm/PriceTable.h"
#include "llm/ProviderCatalog.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace nelumbo;

namespace {
const QString kKey = "sk-config-SECRET-9876543210";

QProcessEnvironment env(const QList<QPair<QString, QString>>& values)
{
    QProcessEnvironment e;
    for (const auto& [name, value] : values)
        e.insert(name, value);
    return e;
}
} // namespace

class TestLlmConfig : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<QSettings> settings(const QString& name, const QString& text = {})
    {
        const QString path = m_dir.filePath(name + ".conf");
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(text.toUtf8());
        file.close();
        return std::make_unique<QSettings>(path, QSettings::IniFormat);
    }

private slots:
    void initTestCase()
    {
        // No keychain service: the tests never touch a real one.
        disconnectKeychainForTests();
        QVERIFY(m_dir.isValid());
    }

    void modelStrings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("model");
        QTest::newRow("openai") << "openai:gpt-4o"
                                << "openai"
                                << "gpt-4o";
        QTest::newRow("anthropic") << "anthropic:claude-sonnet-4-5"
                                   << "anthropic"
                                   << "claude-sonnet-4-5";
        QTest::newRow("ollama tag") << "ollama:qwen2.5-coder:7b"
                                    << "ollama"
                                    << "qwen2.5-coder:7b";
        QTest::newRow("openrouter") << "openrouter:anthropic/claude-sonnet-4.5"
                                    << "openrouter"
                                    << "anthropic/claude-sonnet-4.5";
        QTest::newRow("azure") << "azure:my-deployment"
                               << "azure"
                               << "my-deployment";
        QTest::newRow("alias google") << " Google:gemini-2.5-flash "
                                      << "gemini"
                                      << "gemini-2.5-flash";
        QTest::newRow("alias lm-studio") << "lm-studio:qwen"
                                         << "lmstudio"
                                         << "qwen";
        QTest::newRow("alias llama.cpp") << "llama.cpp:default"
                                         << "llamacpp"
                                         << "default";
        QTest::newRow("empty") << ""
                               << ""
                               << "";
        QTest::newRow("no provider") << "gpt-4o"
                                     << ""
                                     << "";
        QTest::newRow("no model") << "openai:"
                                  << ""
                                  << "";
        QTest::newRow("unknown provider") << "acme:model-1"
                                          << ""
                                          << "";
    }

    void modelStrings()
    {
        QFETCH(QString, text);
        QFETCH(QString, provider);
        QFETCH(QString, model);
        const auto parsed = ModelString::parse(text);
        if (provider.isEmpty()) {
            QVERIFY(!parsed);
            QCOMPARE(parsed.error().code, QString("not_configured"));
            if (text.startsWith("acme"))
                QVERIFY(parsed.error().message.contains("openai, anthropic"));
            return;
        }
        QVERIFY2(parsed, qPrintable(parsed.error().message));
        QCOMPARE(parsed->provider->id, provider);
        QCOMPARE(parsed->model, model);
    }

    void catalogue()
    {
        const QStringList expected{"openai",  "anthropic", "gemini",     "ollama", "groq",
                                   "mistral", "deepseek",  "openrouter", "xai",    "together",
                                   "azure",   "lmstudio",  "llamacpp",   "vllm"};
        QCOMPARE(ProviderCatalog::ids(), expected);
        for (const ProviderInfo& p : ProviderCatalog::all()) {
            QVERIFY(!p.displayName.isEmpty());
            QVERIFY(!p.exampleModel.isEmpty());
            QCOMPARE(p.defaultBaseUrl.isEmpty(), p.id == "azure");
            QCOMPARE(p.keyRequired, !p.local);
            QCOMPARE(p.hasModelsEndpoint, p.id != "azure");
            if (p.keyRequired)
                QVERIFY(!p.keyVariables.isEmpty());
        }
        QCOMPARE(ProviderCatalog::find("openai")->keyVariables, QStringList{"OPENAI_API_KEY"});
        QCOMPARE(ProviderCatalog::find("gemini")->keyVariables,
                 (QStringList{"GEMINI_API_KEY", "GOOGLE_API_KEY"}));
        QCOMPARE(ProviderCatalog::find("ollama")->baseUrlVariables, QStringList{"OLLAMA_HOST"});
        QVERIFY(ProviderCatalog::find("mistral")->shortToolCallIds);
        QVERIFY(ProviderCatalog::find("openai")->maxCompletionTokens);
        QVERIFY(!ProviderCatalog::find("groq")->maxCompletionTokens);
        QCOMPARE(ProviderCatalog::find("azure")->auth, AuthStyle::ApiKeyHeader);
    }

    void offByDefault()
    {
        auto s = settings("empty");
        const AiConfig config = AiConfig::load(*s, QProcessEnvironment());
        QVERIFY(!config.enabled);
        const auto target = config.target();
        QVERIFY(!target);
        QCOMPARE(target.error().code, QString("not_configured"));
        // A model alone does not switch AI on.
        auto modelOnly = settings("model-only", "[ai]\nmodel=openai:gpt-4o\n");
        QVERIFY(!AiConfig::load(*modelOnly, QProcessEnvironment()).target());
    }

    void fromConfigFile()
    {
        auto s = settings("config", "[ai]\nenabled=true\nmodel=anthropic:claude-sonnet-4-5\n"
                                    "max_output_tokens=2000\nconnect_timeout_ms=1500\n"
                                    "idle_timeout_ms=nonsense\nmax_attempts=5\n");
        const AiConfig config = AiConfig::load(*s, QProcessEnvironment());
        QVERIFY(config.enabled);
        QCOMPARE(config.enabledBy, QString("ai/enabled"));
        const auto target = config.target();
        QVERIFY2(target, qPrintable(target.error().message));
        QCOMPARE(target->provider.id, QString("anthropic"));
        QCOMPARE(target->model, QString("claude-sonnet-4-5"));
        QCOMPARE(target->baseUrl, QUrl("https://api.anthropic.com"));
        QCOMPARE(config.baseUrlFrom, QString("default"));
        QCOMPARE(target->maxOutputTokens, 2000);
        QCOMPARE(target->policy.connectTimeoutMs, 1500);
        QCOMPARE(target->policy.idleTimeoutMs, 120000); // the default, not "nonsense"
        QCOMPARE(target->policy.maxAttempts, 5);
        QVERIFY(target->apiKey.isEmpty()); // keys are never read from the file
    }

    void environmentOverrides()
    {
        auto s = settings("env", "[ai]\nenabled=false\nmodel=anthropic:claude-sonnet-4-5\n"
                                 "base_url=http://proxy.example:9000/v1\n");
        AiConfig config =
            AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "openai:gpt-4o-mini"},
                                    {"OPENAI_BASE_URL", "http://127.0.0.1:4000/v1"}}));
        QVERIFY(config.enabled);
        QCOMPARE(config.enabledBy, QString("NELUMBO_AI_MODEL"));
        QCOMPARE(config.model, QString("gpt-4o-mini"));
        QCOMPARE(config.baseUrl, QUrl("http://127.0.0.1:4000/v1"));
        QCOMPARE(config.baseUrlFrom, QString("OPENAI_BASE_URL"));
        // Without the variable, the config file's base URL applies.
        config = AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "openai:gpt-4o-mini"}}));
        QCOMPARE(config.baseUrl, QUrl("http://proxy.example:9000/v1"));
        QCOMPARE(config.baseUrlFrom, QString("ai/base_url"));
        // A bad model string is a clear not_configured.
        config = AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "gpt-4o"}}));
        QVERIFY(!config.target());
        QVERIFY(config.target().error().message.contains("provider:model"));
        // A broken base URL too.
        config = AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "anthropic:claude-haiku-4-5"},
                                         {"ANTHROPIC_BASE_URL", "not a url"}}));
        QVERIFY(!config.target());
        QVERIFY(config.target().error().message.contains("ANTHROPIC_BASE_URL"));
    }

    void ollamaHost_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QUrl>("url");
        QTest::newRow("host:port") << "127.0.0.1:11500" << QUrl("http://127.0.0.1:11500");
        QTest::newRow("bind address") << "0.0.0.0" << QUrl("http://localhost:11434");
        QTest::newRow("bare host") << "gpu-box" << QUrl("http://gpu-box:11434");
        QTest::newRow("https") << "https://ollama.example.com"
                               << QUrl("https://ollama.example.com");
    }

    void ollamaHost()
    {
        QFETCH(QString, host);
        QFETCH(QUrl, url);
        auto s = settings("ollama");
        const AiConfig config = AiConfig::load(
            *s, env({{"NELUMBO_AI_MODEL", "ollama:qwen2.5-coder"}, {"OLLAMA_HOST", host}}));
        QCOMPARE(config.baseUrl, url);
        QVERIFY(config.target());
    }

    // One URL rule for the environment, ai/base_url and the settings page (which judges what is
    // typed with AiConfig::baseUrlFor): the file's base URL used to pass with any scheme and
    // to refuse Ollama's "host:port", both the other way round on the page.
    void baseUrlRuleIsTheSameEverywhere()
    {
        const ProviderInfo& openai = *ProviderCatalog::find("openai");
        const ProviderInfo& ollama = *ProviderCatalog::find("ollama");
        QCOMPARE(AiConfig::baseUrlFor(openai, "ftp://proxy.example/v1"), QUrl());
        QCOMPARE(AiConfig::baseUrlFor(openai, " https://proxy.example/v1 "),
                 QUrl("https://proxy.example/v1"));
        QCOMPARE(AiConfig::baseUrlFor(ollama, "localhost:11500"), QUrl("http://localhost:11500"));

        auto s = settings("ftp", "[ai]\nenabled=true\nmodel=openai:gpt-4o\n"
                                 "base_url=ftp://proxy.example/v1\n");
        AiConfig config = AiConfig::load(*s, {});
        QCOMPARE(config.baseUrl, QUrl());
        QCOMPARE(config.baseUrlFrom, QString("ai/base_url"));
        QVERIFY(!config.target());
        QVERIFY(config.target().error().message.contains("ai/base_url"));

        s = settings("ollamafile", "[ai]\nenabled=true\nmodel=ollama:qwen2.5-coder\n"
                                   "base_url=localhost:11500\n");
        config = AiConfig::load(*s, {});
        QCOMPARE(config.baseUrl, QUrl("http://localhost:11500"));
        QVERIFY(config.target());
        // The same text in OLLAMA_HOST gives the same address.
        config = AiConfig::load(*settings("ollamaenv"),
                                env({{"NELUMBO_AI_MODEL", "ollama:qwen2.5-coder"},
                                     {"OLLAMA_HOST", "localhost:11500"}}));
        QCOMPARE(config.baseUrl, QUrl("http://localhost:11500"));
        // The page asks the same question about which variable overrides the field.
        QCOMPARE(AiConfig::baseUrlVariable(ollama, env({{"OLLAMA_HOST", "localhost:11500"}})),
                 QString("OLLAMA_HOST"));
        QCOMPARE(AiConfig::baseUrlVariable(ollama, env({{"OLLAMA_HOST", "  "}})), QString());

        // The page's target for its fields carries the configuration's limits and timeouts.
        s = settings("limits", "[ai]\nmax_output_tokens=777\nconnect_timeout_ms=1234\n");
        config = AiConfig::load(*s, {});
        const LlmTarget target =
            config.targetFor(ollama, "qwen2.5-coder", QUrl("http://localhost:11500"));
        QCOMPARE(target.provider.id, QString("ollama"));
        QCOMPARE(target.model, QString("qwen2.5-coder"));
        QCOMPARE(target.maxOutputTokens, 777);
        QCOMPARE(target.policy.connectTimeoutMs, 1234);
    }

    void azureNeedsAnEndpoint()
    {
        auto s = settings("azure");
        AiConfig config = AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "azure:prod-gpt4o"}}));
        QVERIFY(!config.target());
        QVERIFY(config.target().error().message.contains("AZURE_OPENAI_ENDPOINT"));
        config = AiConfig::load(*s, env({{"NELUMBO_AI_MODEL", "azure:prod-gpt4o"},
                                         {"AZURE_OPENAI_ENDPOINT", "https://res.openai.azure.com"},
                                         {"AZURE_OPENAI_API_VERSION", "2025-04-01-preview"}}));
        const auto target = config.target();
        QVERIFY(target);
        QCOMPARE(target->azureApiVersion, QString("2025-04-01-preview"));
        QCOMPARE(target->model, QString("prod-gpt4o"));
    }

    void keysFromEnvironment()
    {
        ApiKeyStore store(env({{"GOOGLE_API_KEY", "google-key"},
                               {"GEMINI_API_KEY", "  "},
                               {"OPENAI_API_KEY", kKey}}));
        auto key = store.fromEnvironment(*ProviderCatalog::find("gemini"));
        QVERIFY(key);
        QCOMPARE(key->value, QString("google-key")); // an empty GEMINI_API_KEY does not count
        QCOMPARE(key->source, QString("GOOGLE_API_KEY"));
        QCOMPARE(ApiKeyStore::keychainKey("openai"), QString("ai/openai"));

        std::optional<Result<ApiKeyStore::Key>> read;
        store.read(*ProviderCatalog::find("openai"), this, [&](const auto& r) { read = r; });
        QTRY_VERIFY(read.has_value());
        QVERIFY(read->ok());
        QCOMPARE(read->value().value, kKey);
        QCOMPARE(read->value().source, QString("OPENAI_API_KEY"));
    }

    void missingKey()
    {
        ApiKeyStore store{QProcessEnvironment()};
        std::optional<Result<ApiKeyStore::Key>> read;
        store.read(*ProviderCatalog::find("anthropic"), this, [&](const auto& r) { read = r; });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
        QVERIFY(!read->ok());
        QCOMPARE(read->error().code, QString("api_key_missing"));
        QVERIFY(read->error().message.contains("ANTHROPIC_API_KEY"));

        // Local servers need none.
        read.reset();
        store.read(*ProviderCatalog::find("ollama"), this, [&](const auto& r) { read = r; });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
        QVERIFY(read->ok());
        QVERIFY(read->value().value.isEmpty());
    }

    void storingAKeyWithoutKeychainFailsCleanly()
    {
        auto s = settings("store", "[ai]\nenabled=true\nmodel=openai:gpt-4o\n");
        ApiKeyStore store{QProcessEnvironment()};
        std::optional<Result<void>> written;
        store.write("openai", kKey, this, [&](const Result<void>& r) { written = r; });
        QTRY_VERIFY_WITH_TIMEOUT(written.has_value(), 10000);
        QVERIFY(!written->ok());
        QCOMPARE(written->error().code, QString("keychain_unavailable"));
        QVERIFY(!written->error().message.contains(kKey));
        s->sync();
        QFile file(s->fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("SECRET")); // never a plain-text fallback
        const QDir dir(m_dir.path());
        for (const QString& name : dir.entryList(QDir::Files)) {
            QFile other(dir.filePath(name));
            QVERIFY(other.open(QIODevice::ReadOnly));
            QVERIFY2(!other.readAll().contains("SECRET"), qPrintable(name));
        }
    }

    void resolver()
    {
        auto s = settings("resolver", "[ai]\nenabled=true\nmodel=groq:llama-3.3-70b-versatile\n");
        LlmTargetResolver resolver(env({{"GROQ_API_KEY", kKey}}));
        std::optional<Result<LlmTargetResolver::Resolved>> resolved;
        resolver.resolve(AiConfig::load(*s, QProcessEnvironment()), this,
                         [&](const auto& r) { resolved = r; });
        QTRY_VERIFY(resolved.has_value());
        QVERIFY2(resolved->ok(), qPrintable(resolved->error().message));
        QCOMPARE(resolved->value().target.apiKey, kKey);
        QCOMPARE(resolved->value().keySource, QString("GROQ_API_KEY"));
        QCOMPARE(resolved->value().target.baseUrl, QUrl("https://api.groq.com/openai/v1"));

        resolved.reset();
        auto off = settings("resolver-off");
        resolver.resolve(AiConfig::load(*off, QProcessEnvironment()), this,
                         [&](const auto& r) { resolved = r; });
        QTRY_VERIFY(resolved.has_value());
        QCOMPARE(resolved->error().code, QString("not_configured"));
    }

    void builtInPrices()
    {
        const PriceTable table = PriceTable::builtIn();
        QVERIFY(!table.date().isEmpty());
        QCOMPARE(table.currency(), QString("USD"));
        QVERIFY(table.models().size() >= 10);
        for (const QString& model : table.models()) {
            const auto parsed = ModelString::parse(model);
            QVERIFY2(parsed, qPrintable(model)); // only providers Nelumbo speaks to
            const auto price = table.price(model);
            QVERIFY(price->input >= 0 && price->output >= 0);
        }
        QVERIFY(table.price("openai:gpt-4o"));
        QVERIFY(table.price("anthropic:claude-sonnet-4-5"));
    }

    void costs()
    {
        const PriceTable table = PriceTable::builtIn();
        LlmUsage openAi;
        openAi.promptTokens = 1'000'000; // 200,000 of them cached
        openAi.cachedTokens = 200'000;
        openAi.completionTokens = 100'000;
        LlmCost cost = table.cost("openai:gpt-4o", openAi);
        QVERIFY(cost.known);
        QVERIFY(qAbs(cost.amount - (0.8 * 2.50 + 0.2 * 1.25 + 0.1 * 10.00)) < 1e-9);
        QCOMPARE(cost.toString(), QString("$3.2500"));

        LlmUsage anthropic; // normalised: prompt includes cache reads and writes
        anthropic.promptTokens = 10'000;
        anthropic.cachedTokens = 6'000;
        anthropic.cacheWriteTokens = 2'000;
        anthropic.completionTokens = 1'000;
        cost = table.cost("anthropic:claude-sonnet-4-5", anthropic);
        QVERIFY(cost.known);
        const double expected = (2'000 * 3.00 + 6'000 * 0.30 + 2'000 * 3.75 + 1'000 * 15.00) / 1e6;
        QVERIFY(qAbs(cost.amount - expected) < 1e-12);

        const LlmCost unknownModel = table.cost("openai:gpt-99", openAi);
        QVERIFY(!unknownModel.known);
        QCOMPARE(unknownModel.toString(), QString("unknown"));
        QVERIFY(unknownModel.reason.contains("gpt-99"));
        const LlmCost noUsage = table.cost("openai:gpt-4o", LlmUsage());
        QVERIFY(!noUsage.known);
        QCOMPARE(noUsage.toString(), QString("unknown"));
        // A local model with a zero price is known to cost nothing, which is not "unknown".
        PriceTable local;
        QVERIFY(local.addEntry("ollama:qwen2.5-coder 0 0"));
        QCOMPARE(local.cost("ollama:qwen2.5-coder", openAi).toString(), QString("$0.000000"));
    }

    void pricesFromConfig()
    {
        QFile extra(m_dir.filePath("prices-extra.json"));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.write("{\"date\":\"2026-01-01\",\"currency\":\"USD\",\"models\":{"
                    "\"vllm:my-model\":{\"input\":0.5,\"output\":1.5}}}");
        extra.close();
        auto s = settings("prices", "[ai]\nprice_file=prices-extra.json\n"
                                    "prices=\"openai:gpt-4o 5 20 2.5\", \"mistral:new-model 1 3\", "
                                    "\"nonsense\", \"openai:gpt-x one two\"\n");
        QStringList warnings;
        const PriceTable table = PriceTable::load(*s, &warnings);
        QCOMPARE(warnings.size(), 2);
        QVERIFY(warnings.join('\n').contains("nonsense"));
        QCOMPARE(table.price("openai:gpt-4o")->input, 5.0);
        QCOMPARE(table.price("openai:gpt-4o")->cachedInput, 2.5);
        QCOMPARE(table.price("mistral:new-model")->output, 3.0);
        QCOMPARE(table.price("vllm:my-model")->input, 0.5);
        QCOMPARE(table.date(), QString("2026-01-01"));
        QVERIFY(table.price("anthropic:claude-sonnet-4-5")); // the built-in rest stays

        auto missing = settings("prices-missing", "[ai]\nprice_file=/nonexistent/prices.json\n");
        warnings.clear();
        (void)PriceTable::load(*missing, &warnings);
        QCOMPARE(warnings.size(), 1);
    }

    // A price file that never ends, blocks on open, or is no price table is refused at once,
    // with a warning; the built-in prices stay.
    void priceFileThatIsNoPriceTable_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QFile garbage(m_dir.filePath("garbage.json"));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("\xff\xfe{{ not json");
        garbage.close();
        QFile huge(m_dir.filePath("huge.json"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        huge.write(QByteArray(PriceTable::kMaxFileBytes, ' ') + "{}");
        huge.close();
        QTest::newRow("garbage") << garbage.fileName() << "JSON";
        QTest::newRow("over 1 MB") << huge.fileName() << "larger than";
        QTest::newRow("a directory") << m_dir.path() << "not a regular file";
#ifdef Q_OS_UNIX
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "not a regular file";
        const QString fifo = m_dir.filePath("prices.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QTest::newRow("a FIFO") << fifo << "not a regular file";
#endif
    }
    void priceFileThatIsNoPriceTable()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        auto s = settings("prices-bad", "[ai]\nprice_file=" + path + "\n");
        QStringList warnings;
        QElapsedTimer clock;
        clock.start();
        const PriceTable table = PriceTable::load(*s, &warnings);
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().startsWith("ai/price_file: "), qPrintable(warnings.first()));
        QVERIFY2(warnings.first().contains(says), qPrintable(warnings.first()));
        QVERIFY(table.price("openai:gpt-4o")); // the built-in prices stay
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmConfig)
#include "tst_llmconfig.moc"
