#include "CheckCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "OfflineSource.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/Connection.h"
#include "source/SourceResolver.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTimer>

namespace nelumbo {

CheckCommand::CheckCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

CheckCommand::~CheckCommand() = default;

QString CheckCommand::summary() const
{
    return tr("Tell whether a statement may run in read-only mode, as JSON");
}

QString CheckCommand::helpText() const
{
    return tr("Usage: nelumbo-cli check --source SRC STATEMENT\n"
              "\n"
              "Classifies STATEMENT the way read-only mode does before anything reaches the\n"
              "database, for the query language of SRC (a source name, demo, or a URL), and\n"
              "prints the verdict as JSON:\n"
              "  {\"allowed\": false, \"code\": \"data_change\", \"reason\": \"...\",\n"
              "   \"language\": \"sql:sqlite\", \"source\": \"demo\"}\n"
              "The statement never reaches the database. Read-only mode also makes the\n"
              "database session itself refuse writes where it can; for a source whose server\n"
              "alone knows whether it does (Redis: a read-only ACL user), check connects\n"
              "read-only to ask, adds \"write_guard\" (\"source\" or \"check_only\") and warns\n"
              "on standard error when only this check protects the source. When the server\n"
              "cannot be reached, the verdict is printed with a note.\n"
              "\n"
              "Options:\n"
              "      --source SRC  The data source whose dialect to use. Required.\n"
              "  -h, --help        Show this help.\n"
              "\n"
              "Exit status:\n"
              "  0  the statement is allowed\n"
              "  1  it is refused (or SRC cannot be resolved)\n"
              "  2  usage error\n");
}

void CheckCommand::start(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("SRC"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOption(source);
    parser.addOption(help);
    if (!parser.parse(QStringList{QStringLiteral("check")} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!parser.isSet(source)) {
        m_console.error(tr("check needs --source SRC"));
        return finish(ExitCode::Usage);
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        m_console.error(tr("check takes exactly one STATEMENT (quote it)"));
        return finish(ExitCode::Usage);
    }

    auto offline = OfflineSource::resolve(parser.value(source));
    if (!offline) {
        m_console.error(offline.error().message);
        return finish(ExitCode::Failure);
    }
    const DatabaseAdapter* adapter = offline->adapter;
    const AccessVerdict verdict = adapter->language().checkReadOnly(positional.first());
    m_allowed = verdict.allowed;
    m_displayName = offline->displayName;
    m_verdict = {{QStringLiteral("allowed"), verdict.allowed},
                 {QStringLiteral("language"), adapter->queryLanguage()},
                 {QStringLiteral("source"), offline->displayName}};
    if (!verdict.allowed) {
        m_verdict.insert(QStringLiteral("code"), verdict.code);
        m_verdict.insert(QStringLiteral("reason"), verdict.reason);
    }
    if (!adapter->writeGuardNeedsServer())
        return report({});
    m_resolver = std::make_unique<SourceResolver>();
    connect(m_resolver.get(), &SourceResolver::resolved, this, &CheckCommand::askServer);
    connect(m_resolver.get(), &SourceResolver::failed, this, [this](const Error& e) {
        m_console.message(tr("note: %1").arg(e.message));
        report({});
    });
    m_resolver->resolve(parser.value(source));
}

void CheckCommand::askServer(const ResolvedSource& source)
{
    if (source.needsPassword()) {
        m_console.message(tr("note: source \"%1\" needs a password, so whether the server refuses "
                             "writes itself was not asked")
                              .arg(m_displayName));
        return report({});
    }
    m_connection = std::make_unique<Connection>();
    m_connection->setReadOnly(true);
    connect(m_connection.get(), &Connection::openFailed, this, [this](const Error& e) {
        m_console.message(tr("note: could not connect to \"%1\" to ask whether the server refuses "
                             "writes itself (%2); the verdict is this check's alone")
                              .arg(m_displayName, e.message));
        report({});
    });
    connect(m_connection.get(), &Connection::opened, this, [this] {
        switch (m_connection->writeGuard()) {
        case WriteGuard::Source:
            return report(QStringLiteral("source"));
        case WriteGuard::CheckOnly:
            m_console.message(
                tr("warning: only this check protects \"%1\": the server would accept writes "
                   "from its user (a read-only user makes the server refuse them too)")
                    .arg(m_displayName));
            return report(QStringLiteral("check_only"));
        case WriteGuard::Unknown:
            return report({});
        }
    });
    m_connection->open(source.connectionUrl());
}

void CheckCommand::report(const QString& writeGuard)
{
    if (m_finished)
        return;
    QJsonObject json = m_verdict;
    if (!writeGuard.isEmpty())
        json.insert(QStringLiteral("write_guard"), writeGuard);
    m_console.out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    finish(m_allowed ? ExitCode::Ok : ExitCode::Failure);
}

void CheckCommand::interrupt()
{
    finish(ExitCode::Interrupted);
}

void CheckCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

} // namespace nelumbo
