#include "CompleteCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "completion/CompletionCatalog.h"
#include "completion/CompletionEngine.h"
#include "connection/Connection.h"
#include "source/SourceResolver.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace nelumbo {

CompleteCommand::CompleteCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

CompleteCommand::~CompleteCommand() = default;

QString CompleteCommand::summary() const
{
    return tr("Print the completion candidates at a cursor in a statement, as JSON");
}

QString CompleteCommand::helpText() const
{
    return tr(
        "Usage: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT\n"
        "\n"
        "Prints what the editor's completion offers at character offset N of TEXT\n"
        "(default: its end): the range the chosen text replaces and the candidates,\n"
        "best first, each with its text, kind (keyword, function, schema, table, view,\n"
        "column, variable, command, key) and a detail (a column's type, a table's\n"
        "schema). Tables the visibility rules hide are never offered.\n"
        "\n"
        "  {\"replace\": {\"start\": 14, \"end\": 17},\n"
        "   \"candidates\": [{\"text\": \"Invoice\", \"kind\": \"table\", \"detail\": \"main\"}]}\n"
        "\n"
        "Options:\n"
        "      --source SRC     A source name, demo, or a URL. Required.\n"
        "      --cursor N       The cursor's character offset in TEXT.\n"
        "  -h, --help           Show this help.\n"
        "\n"
        "Exit status: 0 printed, 1 the source cannot be read, 2 usage error.\n");
}

void CompleteCommand::start(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("SRC"));
    const QCommandLineOption cursor(QStringLiteral("cursor"), QString(), QStringLiteral("N"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOptions({source, cursor, help});
    if (!parser.parse(QStringList{QStringLiteral("complete")} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!parser.isSet(source) || parser.positionalArguments().size() != 1) {
        m_console.error(tr("complete needs --source SRC and one TEXT"));
        return finish(ExitCode::Usage);
    }
    m_text = parser.positionalArguments().first();
    m_cursor = m_text.size();
    if (parser.isSet(cursor)) {
        bool ok = false;
        m_cursor = parser.value(cursor).toLongLong(&ok);
        if (!ok || m_cursor < 0 || m_cursor > m_text.size()) {
            //: %1 is the text's length
            m_console.error(tr("--cursor must be a number from 0 to %1").arg(m_text.size()));
            return finish(ExitCode::Usage);
        }
    }
    m_resolver = std::make_unique<SourceResolver>();
    connect(m_resolver.get(), &SourceResolver::resolved, this, &CompleteCommand::open);
    connect(m_resolver.get(), &SourceResolver::failed, this,
            [this](const Error& e) { fail(e.code, e.message); });
    m_resolver->resolve(parser.value(source));
}

void CompleteCommand::open(const ResolvedSource& source)
{
    if (source.needsPassword())
        return fail(QStringLiteral("password_needed"),
                    tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                        .arg(source.displayName(), source.definition.name.toUpper()));
    m_connection = std::make_unique<Connection>();
    m_catalog = std::make_unique<CompletionCatalog>();
    connect(m_connection.get(), &Connection::openFailed, this,
            [this](const Error& e) { fail(e.code, e.message); });
    connect(m_connection.get(), &Connection::opened, this, [this] {
        m_engine = std::make_unique<CompletionEngine>(m_connection->adapter()->language(),
                                                      m_catalog.get());
    });
    connect(m_catalog.get(), &CompletionCatalog::changed, this, &CompleteCommand::answer);
    m_catalog->attach(m_connection.get());
    m_connection->open(source.connectionUrl());
    if (auto r = m_connection->applySourceVisibility(source.definition.name); !r)
        return fail(r.error().code, r.error().message);
}

void CompleteCommand::answer()
{
    if (m_finished || !m_engine)
        return;
    if (!m_catalog->namesLoaded()) {
        if (!m_catalog->isLoading())
            fail(m_catalog->error().code, m_catalog->error().message);
        return;
    }
    const CompletionResult result = m_engine->complete(m_text, m_cursor);
    if (m_catalog->isLoading())
        return; // columns were asked for: answer once they are here
    m_console.out() << QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact) << '\n';
    finish(ExitCode::Ok);
}

void CompleteCommand::fail(const QString& code, const QString& message)
{
    if (m_finished)
        return;
    m_console.out() << QJsonDocument(QJsonObject{{QStringLiteral("error"), code},
                                                 {QStringLiteral("message"), message}})
                           .toJson(QJsonDocument::Compact)
                    << '\n';
    finish(ExitCode::Failure);
}

void CompleteCommand::interrupt()
{
    finish(ExitCode::Interrupted);
}

void CompleteCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

} // namespace nelumbo
