#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestMain.h"
#include "TestPalettes.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "llm/AiConfig.h"
#include "llm/LocalServerDetector.h"
#include "settings/AiSettingsPage.h"
#include "settings/ApiKeyField.h"
#include "settings/LocalServersPanel.h"
#include "settings/SettingsDialog.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <memory>

using namespace nelumbo;
using nelumbo::fake::FakeLlmServer;

namespace {
const QString kSecret = QStringLiteral("sk-nelumbo-SECRET-4242-typed");

template <typename W> W* child(const QWidget& parent, const char* name)
{
    W* w = parent.findChild<W*>(QLatin1String(name));
    if (!w)
        qFatal("no widget named %s", name);
    return w;
}

QByteArray fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A loopback port with nothing listening on it.
quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

QJsonObject replyTurn(const QString& text, int delayMs = 0)
{
    QJsonObject turn{{QStringLiteral("reply"), QJsonObject{{QStringLiteral("text"), text}}}};
    if (delayMs > 0)
        turn.insert(QStringLiteral("fault"), QJsonObject{{QStringLiteral("delayMs"), delayMs}});
    return turn;
}
} // namespace

class TstAiSettings : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_config;
    FakeLlmServer m_server;
    const QStringList m_models{QStringLiteral("gpt-4o"), QStringLiteral("gpt-4o-mini"),
                               QStringLiteral("o3-mini"), QStringLiteral("qwen2.5-coder:7b")};

    std::unique_ptr<SettingsDialog> dialog(const QProcessEnvironment& environment = {})
    {
        auto d = std::make_unique<SettingsDialog>(nullptr, m_config, environment);
        // No real model server of the machine must show up in the tests.
        LocalServerDetector* detector = d->aiPage()->localServers()->detector();
        for (const QString& id : LocalServerDetector::providerIds())
            detector->setPort(id, closedPort());
        return d;
    }

    bool show(QWidget& w) { return w.isVisible() || (w.show(), QTest::qWaitForWindowExposed(&w)); }

    void chooseProvider(SettingsDialog& d, const QString& id)
    {
        auto* combo = child<QComboBox>(*d.aiPage(), "aiProvider");
        combo->setCurrentIndex(combo->findData(id));
    }

    void typeInto(QLineEdit* edit, const QString& text)
    {
        edit->clear();
        QTest::keyClicks(edit, text);
    }

    // Fills provider, model, base URL and (typed) key the way a user would.
    void fill(SettingsDialog& d, const QString& provider, const QString& model,
              const QString& baseUrl, const QString& key)
    {
        QCheckBox* enabled = child<QCheckBox>(*d.aiPage(), "aiEnabled");
        if (!enabled->isChecked())
            enabled->click(); // the box's middle may lie past its text
        chooseProvider(d, provider);
        child<QComboBox>(*d.aiPage(), "aiModel")->setCurrentText(model);
        typeInto(child<QLineEdit>(*d.aiPage(), "aiBaseUrl"), baseUrl);
        if (!key.isEmpty())
            typeInto(child<QLineEdit>(*d.aiPage(), "apiKey"), key);
    }

    // Clicks "Test Connection"; returns the result line, checking it against the signal.
    QString runTest(SettingsDialog& d, bool expectOk)
    {
        QSignalSpy finished(d.aiPage(), &AiSettingsPage::testFinished);
        QTest::mouseClick(child<QPushButton>(*d.aiPage(), "aiTestConnection"), Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, 20000))
            return QStringLiteral("timeout");
        const QString text = d.aiPage()->testStatus();
        if (finished.first().at(0).toBool() != expectOk)
            return QStringLiteral("unexpected outcome: ") + text;
        if (finished.first().at(1).toString() != text)
            return QStringLiteral("the signal and the label disagree");
        return text;
    }

    QString fakeV1() const { return m_server.baseUrl().toString() + QStringLiteral("/v1"); }

private Q_SLOTS:
    void initTestCase()
    {
        disconnectKeychainForTests();
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_server.listen(), QString());
        fake::ServerOptions options;
        options.models = m_models;
        m_server.setOptions(options);
    }

    void init()
    {
        m_config =
            m_dir.filePath(QStringLiteral("%1/nelumbo.conf").arg(QTest::currentTestFunction()));
        QDir().mkpath(QFileInfo(m_config).absolutePath());
        m_server.clear();
    }

    void offByDefault()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        QVERIFY(!child<QCheckBox>(*d->aiPage(), "aiEnabled")->isChecked());
        QVERIFY(!child<QGroupBox>(*d->aiPage(), "aiProviderBox")->isEnabled());
        QCOMPARE(child<QComboBox>(*d->aiPage(), "aiProvider")->currentData().toString(),
                 QStringLiteral("openai"));
        // Opening the settings sends nothing to any provider and writes nothing.
        QSignalSpy sent(&m_server, &FakeLlmServer::requestReceived);
        sent.wait(100); // a request would arrive by now
        QVERIFY(m_server.requests().isEmpty());
        QVERIFY(!QFileInfo::exists(m_config));
        const AiConfig config = AiConfig::load(QSettings(m_config, QSettings::IniFormat), {});
        QVERIFY(!config.enabled);
        QVERIFY(!config.target());
    }

    void enablingWritesTheConfigButNeverTheKey()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(), kSecret);
        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QSignalSpy written(d.get(), &SettingsDialog::settingsApplied);
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QVERIFY(applied.wait(10000));
        QCOMPARE(written.size(), 1);

        // The keychain is unavailable here: the key is refused, with what to do instead.
        QCOMPARE(applied.first().at(0).toBool(), false);
        const QString message = applied.first().at(1).toString();
        QVERIFY2(message.contains(QLatin1String("not stored")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("OPENAI_API_KEY")), qPrintable(message));
        QVERIFY(!message.contains(kSecret));
        QCOMPARE(d->aiPage()->apiKeyField()->statusText(), message);

        const QSettings settings(m_config, QSettings::IniFormat);
        QCOMPARE(settings.value(QStringLiteral("ai/enabled")).toBool(), true);
        QCOMPARE(settings.value(QStringLiteral("ai/model")).toString(),
                 QStringLiteral("openai:gpt-4o"));
        QCOMPARE(settings.value(QStringLiteral("ai/base_url")).toString(), fakeV1());
        const AiConfig config = AiConfig::load(settings, {});
        QVERIFY(config.target());
        QCOMPARE(config.provider->id, QStringLiteral("openai"));
        QCOMPARE(config.model, QStringLiteral("gpt-4o"));
        // Not in the config file, nor in any other file next to it.
        QDirIterator files(QFileInfo(m_config).absolutePath(), QDir::Files | QDir::Hidden,
                           QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            QVERIFY2(!fileText(path).contains(kSecret.toUtf8()), qPrintable(path));
            ++checked;
        }
        QCOMPARE(checked, 1);

        // OK does not close while the key could not be stored.
        QTest::mouseClick(
            child<QDialogButtonBox>(*d, "settingsButtons")->button(QDialogButtonBox::Ok),
            Qt::LeftButton);
        QVERIFY(applied.wait(10000));
        QVERIFY(d->isVisible());
        d->reject();

        // A new dialog shows what was saved, and no key.
        auto again = dialog();
        QVERIFY(child<QCheckBox>(*again->aiPage(), "aiEnabled")->isChecked());
        QCOMPARE(child<QComboBox>(*again->aiPage(), "aiProvider")->currentData().toString(),
                 QStringLiteral("openai"));
        QCOMPARE(child<QComboBox>(*again->aiPage(), "aiModel")->currentText(),
                 QStringLiteral("gpt-4o"));
        QCOMPARE(child<QLineEdit>(*again->aiPage(), "aiBaseUrl")->text(), fakeV1());
        QVERIFY(child<QLineEdit>(*again->aiPage(), "apiKey")->text().isEmpty());
    }

    void okClosesAndTurningOffKeepsTheChoice()
    {
        {
            auto d = dialog();
            QVERIFY(show(*d));
            fill(*d, QStringLiteral("ollama"), QStringLiteral("qwen2.5-coder:7b"), QString(), {});
            QVERIFY(!child<QLineEdit>(*d->aiPage(), "apiKey")->isEnabled()); // needs no key
            QVERIFY(d->aiPage()->apiKeyField()->statusText().contains(QLatin1String("no key")));
            QTest::mouseClick(
                child<QDialogButtonBox>(*d, "settingsButtons")->button(QDialogButtonBox::Ok),
                Qt::LeftButton);
            QTRY_VERIFY(!d->isVisible());
            QCOMPARE(d->result(), int(QDialog::Accepted));
        }
        QSettings settings(m_config, QSettings::IniFormat);
        QCOMPARE(settings.value(QStringLiteral("ai/model")).toString(),
                 QStringLiteral("ollama:qwen2.5-coder:7b"));
        QVERIFY(!settings.contains(QStringLiteral("ai/base_url"))); // the default address
        QVERIFY(AiConfig::load(settings, {}).target());

        auto d = dialog();
        QVERIFY(show(*d));
        child<QCheckBox>(*d->aiPage(), "aiEnabled")->click();
        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QVERIFY(applied.wait(10000));
        QVERIFY(applied.first().at(0).toBool());
        settings.sync();
        QCOMPARE(settings.value(QStringLiteral("ai/enabled")).toBool(), false);
        QCOMPARE(settings.value(QStringLiteral("ai/model")).toString(),
                 QStringLiteral("ollama:qwen2.5-coder:7b"));
    }

    void invalidBaseUrlIsRefused()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), QStringLiteral("ftp:/nowhere"),
             {});
        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QCOMPARE(applied.size(), 1);
        QVERIFY(!applied.first().at(0).toBool());
        QVERIFY(applied.first().at(1).toString().contains(QLatin1String("base URL")));
        QVERIFY(!QFileInfo::exists(m_config));
        QVERIFY(child<QPushButton>(*d, "applyButton")->isEnabled());
    }

    void modelListFromTheOpenAiModelsEndpoint()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("my-own-model"), fakeV1(),
             QStringLiteral("test-key"));
        QSignalSpy models(d->aiPage(), &AiSettingsPage::modelsFinished);
        QTest::mouseClick(child<QToolButton>(*d->aiPage(), "refreshModels"), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !models.isEmpty(); }, 10000));
        QVERIFY2(models.last().at(0).toBool(), qPrintable(models.last().at(1).toString()));
        QCOMPARE(d->aiPage()->modelStatus(), QStringLiteral("4 models from OpenAI."));

        auto* combo = child<QComboBox>(*d->aiPage(), "aiModel");
        QStringList listed;
        for (int i = 0; i < combo->count(); ++i)
            listed << combo->itemText(i);
        QStringList expected = m_models;
        expected.sort(Qt::CaseInsensitive);
        QCOMPARE(listed, expected);
        QCOMPARE(combo->currentText(), QStringLiteral("my-own-model")); // free text stays

        const fake::CapturedRequest request = m_server.lastRequest();
        QCOMPARE(request.method, QStringLiteral("GET"));
        QCOMPARE(request.path, QStringLiteral("/v1/models"));
        QCOMPARE(request.header("authorization"), QByteArray("Bearer test-key"));

        // A wrong key: the provider's refusal, shown as text.
        typeInto(child<QLineEdit>(*d->aiPage(), "apiKey"), QStringLiteral("wrong-key"));
        models.clear();
        QTest::mouseClick(child<QToolButton>(*d->aiPage(), "refreshModels"), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !models.isEmpty(); }, 10000));
        QVERIFY(!models.last().at(0).toBool());
        QVERIFY2(d->aiPage()->modelStatus().contains(QLatin1String("OpenAI refused the API key.")),
                 qPrintable(d->aiPage()->modelStatus()));
        QVERIFY(!d->aiPage()->modelStatus().contains(QLatin1String("wrong-key")));
        QCOMPARE(combo->count(), expected.size()); // the last good list stays
    }

    void modelListFromOllamaTags()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        QSignalSpy models(d->aiPage(), &AiSettingsPage::modelsFinished);
        fill(*d, QStringLiteral("ollama"), QString(), m_server.baseUrl().toString(), {});
        QTest::mouseClick(child<QToolButton>(*d->aiPage(), "refreshModels"), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !models.isEmpty() && models.last().at(0).toBool(); },
                                10000));
        QCOMPARE(m_server.lastRequest().path, QStringLiteral("/api/tags"));
        auto* combo = child<QComboBox>(*d->aiPage(), "aiModel");
        QCOMPARE(combo->count(), m_models.size());
        // A local server's first model is chosen when none was typed.
        QCOMPARE(combo->currentText(), combo->itemText(0));
    }

    void keyFromTheEnvironmentIsShownAsSuch()
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("OPENAI_API_KEY"), QStringLiteral("test-key"));
        environment.insert(QStringLiteral("OPENAI_BASE_URL"), fakeV1());
        auto d = dialog(environment);
        QVERIFY(show(*d));
        child<QCheckBox>(*d->aiPage(), "aiEnabled")->click();
        auto* key = child<QLineEdit>(*d->aiPage(), "apiKey");
        QVERIFY(!key->isEnabled());
        QCOMPARE(d->aiPage()->apiKeyField()->statusText(),
                 QStringLiteral("Using OPENAI_API_KEY from the environment."));
        auto* baseUrl = child<QLineEdit>(*d->aiPage(), "aiBaseUrl");
        QVERIFY(!baseUrl->isEnabled());
        QCOMPARE(baseUrl->text(), fakeV1());
        QCOMPARE(child<QLabel>(*d->aiPage(), "aiBaseUrlNote")->text(),
                 QStringLiteral("Set by OPENAI_BASE_URL in the environment."));

        // Enabling listed the models with the environment's key and URL.
        QTRY_COMPARE_WITH_TIMEOUT(child<QComboBox>(*d->aiPage(), "aiModel")->count(),
                                  int(m_models.size()), 10000);
        child<QComboBox>(*d->aiPage(), "aiModel")->setCurrentText(QStringLiteral("gpt-4o"));
        QVERIFY(m_server.addTurn(replyTurn(QStringLiteral("OK"))).isEmpty());
        const QString result = runTest(*d, true);
        QVERIFY2(result.contains(QLatin1String("The key came from OPENAI_API_KEY.")),
                 qPrintable(result));
        QCOMPARE(m_server.lastRequest().header("authorization"), QByteArray("Bearer test-key"));

        // Another provider without its variable: the field is open again.
        chooseProvider(*d, QStringLiteral("anthropic"));
        QVERIFY(key->isEnabled());
        QTRY_VERIFY(
            d->aiPage()->apiKeyField()->statusText().startsWith(QLatin1String("No key stored")));
        QVERIFY(
            d->aiPage()->apiKeyField()->statusText().contains(QLatin1String("ANTHROPIC_API_KEY")));
    }

    void testConnectionSucceedsWithoutBlocking()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(),
             QStringLiteral("test-key"));
        QVERIFY(m_server.addTurn(replyTurn(QStringLiteral("OK"), 600)).isEmpty());
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(10);
        QElapsedTimer clock;
        clock.start();
        const QString result = runTest(*d, true);
        ticker.stop();
        QVERIFY2(
            result.startsWith(QLatin1String("Connected: OpenAI answered with model gpt-4o in ")),
            qPrintable(result));
        QVERIFY(result.contains(QLatin1String(" ms.")));
        QVERIFY(result.contains(QLatin1String("The typed key works")));
        // The event loop kept running while the server took its time.
        QVERIFY(clock.elapsed() >= 600);
        QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks)));
        QVERIFY(!d->aiPage()->isTesting());

        const fake::CapturedRequest request = m_server.lastRequest();
        QCOMPARE(request.path, QStringLiteral("/v1/chat/completions"));
        QCOMPARE(request.json.value(QStringLiteral("model")).toString(), QStringLiteral("gpt-4o"));
        QCOMPARE(request.status, 200);
        QCOMPARE(m_server.pendingTurns(), 0);
        QVERIFY(m_server.unmetExpectations().isEmpty());
    }

    void testConnectionReportsTheProvidersRefusal()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(),
             QStringLiteral("wrong-key-123"));
        const QString result = runTest(*d, false);
        QVERIFY2(result.startsWith(QLatin1String("Failed: OpenAI refused the API key.")),
                 qPrintable(result));
        // The error's own words, then its code and the provider's request id.
        QVERIFY2(
            result.endsWith(QLatin1String("(HTTP 401) (authentication_failed, request req_fake)")),
            qPrintable(result));
        QVERIFY(!result.contains(QLatin1String("wrong-key-123")));
        QCOMPARE(m_server.lastRequest().status, 401);
    }

    void testConnectionToNothing()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"),
             QStringLiteral("http://127.0.0.1:%1/v1").arg(closedPort()),
             QStringLiteral("test-key"));
        const QString result = runTest(*d, false);
        QVERIFY2(result.startsWith(QLatin1String("Failed: OpenAI cannot be reached.")),
                 qPrintable(result));
        QVERIFY2(result.endsWith(QLatin1String("(network_unreachable)")), qPrintable(result));

        // Nothing to test with: said at once, nothing sent.
        child<QComboBox>(*d->aiPage(), "aiModel")->setCurrentText(QString());
        QCOMPARE(runTest(*d, false), QStringLiteral("Failed: Choose or type a model first."));
        chooseProvider(*d, QStringLiteral("anthropic"));
        child<QComboBox>(*d->aiPage(), "aiModel")
            ->setCurrentText(QStringLiteral("claude-sonnet-4-5"));
        typeInto(child<QLineEdit>(*d->aiPage(), "aiBaseUrl"), m_server.baseUrl().toString());
        const QString noKey = runTest(*d, false);
        QVERIFY2(noKey.startsWith(QLatin1String("Failed: No API key for Anthropic.")),
                 qPrintable(noKey));
        QVERIFY(m_server.requests().isEmpty());
    }

    void closingTheDialogCancelsTheTest()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(),
             QStringLiteral("test-key"));
        QVERIFY(m_server.addTurn(replyTurn(QStringLiteral("OK"), 5000)).isEmpty());
        QSignalSpy finished(d->aiPage(), &AiSettingsPage::testFinished);
        QSignalSpy received(&m_server, &FakeLlmServer::requestReceived);
        QTest::mouseClick(child<QPushButton>(*d->aiPage(), "aiTestConnection"), Qt::LeftButton);
        QVERIFY(d->aiPage()->isTesting());
        QVERIFY(received.wait(5000));
        QElapsedTimer clock;
        clock.start();
        d->reject();
        QVERIFY(clock.elapsed() < 1000);
        QVERIFY(!d->isVisible());
        QVERIFY(!d->aiPage()->isTesting());
        QCOMPARE(d->aiPage()->testStatus(), QStringLiteral("The test was cancelled."));
        finished.wait(200);          // a late result would come by now
        QVERIFY(finished.isEmpty()); // a cancelled test has no result

        // A dialog deleted on close, mid-test: nothing arrives late.
        QVERIFY(m_server.addTurn(replyTurn(QStringLiteral("OK"), 300)).isEmpty());
        auto* owned = dialog().release();
        owned->setAttribute(Qt::WA_DeleteOnClose);
        QPointer<SettingsDialog> guard(owned);
        QVERIFY(show(*owned));
        fill(*owned, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(),
             QStringLiteral("test-key"));
        QTest::mouseClick(child<QPushButton>(*owned->aiPage(), "aiTestConnection"), Qt::LeftButton);
        QVERIFY(received.wait(5000));
        owned->close();
        QTRY_VERIFY(guard.isNull());
        // Kept: the server's late answer must find nothing to reach; an absence has no signal.
        QTest::qWait(500); // past the server's delay
    }

    void localServersAreDetectedAndOffered()
    {
        auto server = std::make_unique<FakeLlmServer>();
        FakeLlmServer& ollama = *server;
        QCOMPARE(ollama.listen(), QString());
        fake::ServerOptions options;
        options.apiKey.clear();
        options.models = {QStringLiteral("qwen2.5-coder:7b"), QStringLiteral("llama3.2:3b")};
        ollama.setOptions(options);

        auto d = dialog();
        d->aiPage()->localServers()->detector()->setPort(QStringLiteral("ollama"), ollama.port());
        QSignalSpy scanned(d->aiPage()->localServers(), &LocalServersPanel::scanFinished);
        QVERIFY(show(*d)); // the first show starts the scan
        QVERIFY(scanned.wait(5000));
        const auto servers = scanned.first().at(0).value<QList<LocalServer>>();
        QCOMPARE(servers.size(), 1);
        QCOMPARE(servers.first().providerId, QStringLiteral("ollama"));
        QCOMPARE(d->aiPage()->localServers()->statusText(),
                 QStringLiteral("Ollama is running on this machine, with 2 models."));
        QCOMPARE(ollama.lastRequest().path, QStringLiteral("/api/tags"));

        QTest::mouseClick(child<QPushButton>(*d->aiPage(), "use_ollama"), Qt::LeftButton);
        QVERIFY(child<QCheckBox>(*d->aiPage(), "aiEnabled")->isChecked());
        QCOMPARE(child<QComboBox>(*d->aiPage(), "aiProvider")->currentData().toString(),
                 QStringLiteral("ollama"));
        QCOMPARE(child<QLineEdit>(*d->aiPage(), "aiBaseUrl")->text(), ollama.baseUrl().toString());
        QCOMPARE(child<QComboBox>(*d->aiPage(), "aiModel")->currentText(),
                 QStringLiteral("qwen2.5-coder:7b"));

        // And it works: the test goes to the detected server's native chat.
        QVERIFY(ollama.addTurn(replyTurn(QStringLiteral("OK"))).isEmpty());
        const QString result = runTest(*d, true);
        QVERIFY2(result.startsWith(
                     QLatin1String("Connected: Ollama answered with model qwen2.5-coder:7b")),
                 qPrintable(result));
        QCOMPARE(ollama.lastRequest().path, QStringLiteral("/api/chat"));

        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QVERIFY(applied.wait(5000));
        QVERIFY(applied.first().at(0).toBool());
        const AiConfig config = AiConfig::load(QSettings(m_config, QSettings::IniFormat), {});
        QVERIFY(config.target());
        QCOMPARE(config.modelString, QStringLiteral("ollama:qwen2.5-coder:7b"));
        QCOMPARE(config.baseUrl, ollama.baseUrl());

        // Nothing running: said so, with the ports looked at.
        server.reset();
        const quint16 none = closedPort();
        d->aiPage()->localServers()->detector()->setPort(QStringLiteral("ollama"), none);
        scanned.clear();
        QTest::mouseClick(child<QPushButton>(*d->aiPage(), "detectLocalServers"), Qt::LeftButton);
        QVERIFY(scanned.wait(5000));
        QVERIFY(scanned.first().at(0).value<QList<LocalServer>>().isEmpty());
        QVERIFY2(d->aiPage()->localServers()->statusText().startsWith(
                     QStringLiteral("No model server is running on this machine (Ollama on port %1")
                         .arg(none)),
                 qPrintable(d->aiPage()->localServers()->statusText()));
        QVERIFY(!d->aiPage()->findChild<QPushButton*>(QStringLiteral("use_ollama")) ||
                !d->aiPage()->findChild<QPushButton*>(QStringLiteral("use_ollama"))->isVisible());
    }

    void detectorFindsEveryKindInOrder()
    {
        // One fake server answers /api/tags and /v1/models, so it can pose as all three.
        LocalServerDetector detector;
        for (const QString& id : LocalServerDetector::providerIds())
            detector.setPort(id, m_server.port());
        QCOMPARE(LocalServerDetector::defaultPort(QStringLiteral("ollama")), quint16(11434));
        QCOMPARE(LocalServerDetector::defaultPort(QStringLiteral("lmstudio")), quint16(1234));
        QCOMPARE(LocalServerDetector::defaultPort(QStringLiteral("llamacpp")), quint16(8080));
        fake::ServerOptions options = m_server.options();
        options.apiKey.clear();
        m_server.setOptions(options);
        QSignalSpy finished(&detector, &LocalServerDetector::finished);
        detector.detect();
        QVERIFY(detector.isRunning());
        QVERIFY(finished.wait(5000));
        const auto servers = detector.servers();
        QCOMPARE(servers.size(), 3);
        QCOMPARE(servers.at(0).providerId, QStringLiteral("ollama"));
        QCOMPARE(servers.at(1).providerId, QStringLiteral("lmstudio"));
        QCOMPARE(servers.at(2).providerId, QStringLiteral("llamacpp"));
        QCOMPARE(servers.at(1).baseUrl.toString(), fakeV1());
        QCOMPARE(servers.at(0).baseUrl, m_server.baseUrl());
        QCOMPARE(servers.at(2).models, m_models);
        QVERIFY(!servers.at(0).defaultAddress);
        options.apiKey = QStringLiteral("test-key");
        m_server.setOptions(options);
    }

    void mainWindowShowsWhetherAiIsConfigured()
    {
        m_config = Settings::filePath(); // the window reads the app's settings file
        QFile::remove(m_config);
        MainWindow window;
        auto* indicator = window.findChild<QToolButton*>(QStringLiteral("aiStatus"));
        QVERIFY(indicator);
        QCOMPARE(indicator->text(), QStringLiteral("AI off"));
        QVERIFY(!window.aiConfigured());
        QAction* action = window.findChild<QAction*>(QStringLiteral("actionSettings"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
        QVERIFY(show(window));

        action->trigger();
        auto* d = window.findChild<SettingsDialog*>();
        QVERIFY(d);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(), {});
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QCOMPARE(indicator->text(), QStringLiteral("AI: openai:gpt-4o"));
        QVERIFY(window.aiConfigured());

        // Enabled without a model: said so, with the reason in the tooltip.
        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QVERIFY(applied.wait(5000)); // Apply is usable again
        child<QComboBox>(*d->aiPage(), "aiModel")->setCurrentText(QString());
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QCOMPARE(indicator->text(), QStringLiteral("AI: not set up"));
        QVERIFY(indicator->toolTip().contains(QLatin1String("no model")));
        QVERIFY(!window.aiConfigured());
        QPointer<SettingsDialog> guard(d);
        d->reject();
        QTRY_VERIFY(guard.isNull());
        QFile::remove(m_config);
    }

    // A page the window did not open (the window connects to no dialog): its write of [ai]
    // reaches the window through SettingsNotifier, at once and with one update.
    void aPageTheWindowDidNotOpenUpdatesTheWindow()
    {
        m_config = Settings::filePath(); // the window reads the app's settings file
        QFile::remove(m_config);
        MainWindow window;
        auto* indicator = window.findChild<QToolButton*>(QStringLiteral("aiStatus"));
        QVERIFY(indicator);
        QCOMPARE(indicator->text(), QStringLiteral("AI off"));
        QSignalSpy notified(SettingsNotifier::instance(), &SettingsNotifier::changed);

        auto d = dialog();
        QVERIFY(show(*d));
        fill(*d, QStringLiteral("openai"), QStringLiteral("gpt-4o"), fakeV1(), {});
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QCOMPARE(indicator->text(), QStringLiteral("AI: openai:gpt-4o"));
        QVERIFY(window.aiConfigured());
        QCOMPARE(notified.size(), 1);
        const QStringList keys = notified.first().first().toStringList();
        QVERIFY2(keys.contains(QStringLiteral("ai/enabled")), qPrintable(keys.join(u' ')));
        QVERIFY2(keys.contains(QStringLiteral("ai/model")), qPrintable(keys.join(u' ')));

        // Turned off on the page: the window says so without a restart.
        QSignalSpy applied(d->aiPage(), &AiSettingsPage::applied);
        QVERIFY(applied.wait(5000)); // Apply is usable again
        child<QCheckBox>(*d->aiPage(), "aiEnabled")->setChecked(false);
        QTest::mouseClick(child<QPushButton>(*d, "applyButton"), Qt::LeftButton);
        QCOMPARE(indicator->text(), QStringLiteral("AI off"));
        QVERIFY(!window.aiConfigured());
        d.reset();
        QFile::remove(m_config);
    }

    void accessibleAndInTabOrder()
    {
        auto d = dialog();
        QVERIFY(show(*d));
        child<QCheckBox>(*d->aiPage(), "aiEnabled")->click();
        // Every control a keyboard reaches has a name for screen readers.
        for (QWidget* w : d->findChildren<QWidget*>()) {
            const bool comboEdit =
                qobject_cast<QLineEdit*>(w) && qobject_cast<QComboBox*>(w->parentWidget());
            if (!w->isVisibleTo(d.get()) || !(w->focusPolicy() & Qt::TabFocus) || comboEdit)
                continue;
            const auto* button = qobject_cast<QAbstractButton*>(w);
            QVERIFY2(
                !w->accessibleName().isEmpty() || (button && !button->text().isEmpty()) ||
                    qobject_cast<QTabBar*>(w),
                qPrintable(w->metaObject()->className() + QStringLiteral(" ") + w->objectName()));
        }
        const QStringList expected{QStringLiteral("aiEnabled"),
                                   QStringLiteral("aiProvider"),
                                   QStringLiteral("aiModel"),
                                   QStringLiteral("refreshModels"),
                                   QStringLiteral("apiKey"),
                                   QStringLiteral("showApiKey"),
                                   QStringLiteral("aiBaseUrl"),
                                   QStringLiteral("aiTestConnection"),
                                   QStringLiteral("detectLocalServers"),
                                   QStringLiteral("okButton")};
        QStringList order;
        QWidget* w = child<QCheckBox>(*d->aiPage(), "aiEnabled");
        for (int guard = 0; guard < 200 && order.size() < expected.size(); ++guard) {
            if (expected.contains(w->objectName()) && !order.contains(w->objectName()))
                order << w->objectName();
            w = w->nextInFocusChain();
        }
        QCOMPARE(order, expected);

        // The key is hidden until asked for.
        auto* key = child<QLineEdit>(*d->aiPage(), "apiKey");
        QCOMPARE(key->echoMode(), QLineEdit::Password);
        QTest::mouseClick(child<QToolButton>(*d->aiPage(), "showApiKey"), Qt::LeftButton);
        QCOMPARE(key->echoMode(), QLineEdit::Normal);
        QTest::mouseClick(child<QToolButton>(*d->aiPage(), "showApiKey"), Qt::LeftButton);
        QCOMPARE(key->echoMode(), QLineEdit::Password);
    }

    // Renders the dialog as a user sees it after a successful test, in the light and a dark
    // palette. NELUMBO_SCREENSHOT_DIR keeps the pictures.
    void screenshot()
    {
        FakeLlmServer ollama;
        QCOMPARE(ollama.listen(), QString());
        fake::ServerOptions options;
        options.apiKey.clear();
        options.models = {QStringLiteral("qwen2.5-coder:7b"), QStringLiteral("llama3.2:3b")};
        ollama.setOptions(options);
        const QString outDir = qEnvironmentVariable("NELUMBO_SCREENSHOT_DIR", m_dir.path());
        const QPalette original = qApp->palette();

        for (const bool dark : {false, true}) {
            if (dark)
                qApp->setPalette(testing::darkPalette());
            auto d = dialog();
            d->aiPage()->localServers()->detector()->setPort(QStringLiteral("ollama"),
                                                             ollama.port());
            QSignalSpy scanned(d->aiPage()->localServers(), &LocalServersPanel::scanFinished);
            d->resize(d->sizeHint().expandedTo(QSize(760, 0)));
            QVERIFY(show(*d));
            QVERIFY(scanned.wait(5000));
            // The one-click local set-up, then a test.
            QSignalSpy models(d->aiPage(), &AiSettingsPage::modelsFinished);
            QTest::mouseClick(child<QPushButton>(*d->aiPage(), "use_ollama"), Qt::LeftButton);
            QVERIFY(QTest::qWaitFor(
                [&] { return !models.isEmpty() && models.last().at(0).toBool(); }, 10000));
            QVERIFY(ollama.addTurn(replyTurn(QStringLiteral("OK"))).isEmpty());
            const QString result = runTest(*d, true);
            QVERIFY2(result.startsWith(QLatin1String("Connected")), qPrintable(result));
            d->resize(720, d->sizeHint().height());
            QTRY_VERIFY(d->width() >= 700 && d->height() >= 400); // laid out before the picture
            const QPixmap picture = d->grab();
            QVERIFY(!picture.isNull());
            QVERIFY2(
                picture.width() >= 700 && picture.height() >= 400,
                qPrintable(QStringLiteral("%1x%2").arg(picture.width()).arg(picture.height())));
            const QString file = QDir(outDir).filePath(dark ? QStringLiteral("ai-settings-dark.png")
                                                            : QStringLiteral("ai-settings.png"));
            QVERIFY(picture.save(file));
            d->reject();
        }
        qApp->setPalette(original);
    }
};

NELUMBO_TEST_MAIN(TstAiSettings)
#include "tst_aisettings.moc"
