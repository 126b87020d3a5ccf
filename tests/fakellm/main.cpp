// nelumbo-fakellm: the fake LLM provider server on its own, for trying the app by hand.
#include "FakeLlmServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using nelumbo::fake::CapturedRequest;
using nelumbo::fake::FakeLlmServer;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("nelumbo-fakellm"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Fake LLM provider server (OpenAI-compatible, Anthropic, Gemini, Ollama) on 127.0.0.1."));
    parser.addHelpOption();
    const QCommandLineOption portOption(QStringLiteral("port"),
                                        QStringLiteral("Port to listen on (0: any free one)."),
                                        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"),
                                            QStringLiteral("Scenario JSON file to play."),
                                            QStringLiteral("FILE"));
    const QCommandLineOption echoOption(
        QStringLiteral("echo"),
        QStringLiteral("Answer chat requests beyond the scenario by echoing the user."));
    const QCommandLineOption keyOption(QStringLiteral("key"),
                                       QStringLiteral("API key to require (empty: none)."),
                                       QStringLiteral("KEY"), QStringLiteral("test-key"));
    const QCommandLineOption mistralOption(QStringLiteral("mistral"),
                                           QStringLiteral("Mistral tool-call id rules."));
    const QCommandLineOption quietOption(QStringLiteral("quiet"),
                                         QStringLiteral("Do not log requests."));
    parser.addOptions(
        {portOption, scenarioOption, echoOption, keyOption, mistralOption, quietOption});
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    FakeLlmServer server;
    auto options = server.options();
    options.apiKey = parser.value(keyOption);
    options.mistral = parser.isSet(mistralOption);
    server.setOptions(options);
    if (parser.isSet(scenarioOption)) {
        if (const QString error = server.loadScenarioFile(parser.value(scenarioOption));
            !error.isEmpty()) {
            err << "nelumbo-fakellm: " << error << Qt::endl;
            return 2;
        }
    }
    if (parser.isSet(echoOption)) {
        options = server.options();
        options.echo = true;
        server.setOptions(options);
    }
    bool portOk = false;
    const uint port = parser.value(portOption).toUInt(&portOk);
    if (!portOk || port > 65535) {
        err << "nelumbo-fakellm: --port wants a number from 0 to 65535" << Qt::endl;
        return 2;
    }
    if (const QString error = server.listen(quint16(port)); !error.isEmpty()) {
        err << "nelumbo-fakellm: " << error << Qt::endl;
        return 1;
    }
    out << server.baseUrl().toString() << Qt::endl;

    if (!parser.isSet(quietOption)) {
        QObject::connect(&server, &FakeLlmServer::requestReceived, &server, [&server, &err](int i) {
            const CapturedRequest request = server.requests().at(i);
            err << request.method << ' ' << request.path
                << (request.query.isEmpty() ? QString()
                                            : QLatin1Char('?') + request.query.toString())
                << " -> " << request.status << " ("
                << (request.route.isEmpty() ? QStringLiteral("no route") : request.route)
                << (request.turn >= 0 ? QStringLiteral(", turn %1").arg(request.turn) : QString())
                << ')' << Qt::endl;
        });
        QObject::connect(&server, &FakeLlmServer::expectationFailed, &server,
                         [&err](const QString& message) { err << message << Qt::endl; });
    }
    return app.exec();
}
