#include "SourcesCommand.h"

#include "Console.h"
#include "DisplayWidth.h"
#include "ExitCode.h"
#include "HelpFormatter.h"
#include "adapter/CredentialUrl.h"
#include "core/ErrorCodes.h"
#include "source/ConnectionProbe.h"
#include "source/SecretStore.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cstdio>

namespace nelumbo {

struct SourcesCommand::Options
{
    enum class Action
    {
        List,
        Add,
        Remove,
        Test
    };
    Action action = Action::List;
    bool showHelp = false;
    QString name; // a name or, for test, a URL
    QString url;
    bool json = false;
    bool readWrite = false;
    QStringList searchPath;
    AiPolicy ai = AiPolicy::Enabled;
    bool passwordStdin = false;
    bool allowPlainText = false;
};

namespace {
enum Option
{
    Format,
    ReadWrite,
    SearchPath,
    Ai,
    PasswordStdin,
    AllowPlainText,
    Help
};

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, message};
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString padded(const QString& text, int width)
{
    return text + QString(std::max(0, width - DisplayWidth::of(text)), QLatin1Char(' '));
}

// The password given on standard input: everything up to the first line end.
Result<QString> readPassword()
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return Error{ErrorCode::StdinUnreadable, SourcesCommand::tr("cannot read standard input")};
    QString text = QString::fromUtf8(in.readAll());
    const qsizetype end = text.indexOf(QLatin1Char('\n'));
    if (end >= 0)
        text.truncate(end);
    if (text.endsWith(QLatin1Char('\r')))
        text.chop(1);
    if (text.isEmpty())
        return Error{ErrorCode::NoPassword,
                     SourcesCommand::tr("--password-stdin: standard input holds no password")};
    return text;
}
} // namespace

SourcesCommand::SourcesCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

SourcesCommand::~SourcesCommand() = default;

QString SourcesCommand::summary() const
{
    return tr("List, add, remove and test the named data sources");
}

QList<QCommandLineOption> SourcesCommand::options()
{
    // In the order of the Option enum.
    return {
        QCommandLineOption(QStringLiteral("format"), tr("list: table (the default) or json."),
                           QStringLiteral("FORMAT")),
        QCommandLineOption(QStringLiteral("read-write"),
                           tr("add: allow statements that change the database. Sources are "
                              "read-only unless this is given.")),
        QCommandLineOption(QStringLiteral("search-path"),
                           tr("add: the schemas to search, in order, separated by commas "
                              "(PostgreSQL)."),
                           QStringLiteral("S1,S2")),
        QCommandLineOption(QStringLiteral("ai"),
                           tr("add: what the AI assistant may see: enabled (the default), "
                              "no-row-data (schema and SQL only) or disabled."),
                           QStringLiteral("POLICY")),
        QCommandLineOption(QStringLiteral("password-stdin"),
                           tr("add: read the password from the first line of standard input "
                              "and keep it in the system keychain.")),
        QCommandLineOption(QStringLiteral("allow-plaintext-secrets"),
                           tr("add: when no keychain service is running, keep the password in "
                              "plain text in secrets.ini next to the config file, readable "
                              "only by you.")),
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")),
    };
}

QString SourcesCommand::helpText() const
{
    QString text = tr("Usage: nelumbo-cli sources [list] [--format table|json]\n"
                      "       nelumbo-cli sources add NAME URL [OPTIONS]\n"
                      "       nelumbo-cli sources remove NAME\n"
                      "       nelumbo-cli sources test NAME|URL\n\n");
    text += HelpFormatter::wrap(
        tr("A source is a name for a database URL with its options. Sources live in the "
           "config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same "
           "file the app uses; docs/CONFIG.md describes it. 'run --source NAME' opens one. "
           "The source demo, the Chinook sample database, is always there."));
    text += QLatin1Char('\n') + tr("Actions:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QStringLiteral("list"),
          tr("Show every source: name, kind, URL (passwords masked), read-only and AI "
             "policy. The default action.")},
         {QStringLiteral("add"),
          tr("Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, "
             "postgres://user@host:port/database?options or mysql://user@host:port/database. "
             "A URL must not hold a password: use --password-stdin.")},
         {QStringLiteral("remove"), tr("Remove a source and its stored password.")},
         {QStringLiteral("test"),
          tr("Open the source and print ok with the server's version, or the error.")}});
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += HelpFormatter::options(options());
    text += QLatin1Char('\n') + tr("Passwords:") + QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("Passwords are kept in the system keychain, never in the config file. When no "
           "keychain service runs, 'add --password-stdin' fails unless "
           "--allow-plaintext-secrets is given. The environment variable "
           "NELUMBO_PASSWORD_<NAME> (the name in capitals, '-' as '_') overrides a stored "
           "password."));
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok), tr("success; for test, the source opened")},
         {QString::number(ExitCode::Failure),
          tr("runtime error: unknown source, the source cannot be opened, the password "
             "cannot be stored, the config file cannot be written")},
         {QString::number(ExitCode::Usage),
          tr("usage error: unknown action or option, bad NAME, a password in URL")}});
    text += QLatin1Char('\n') + tr("Examples:") + QLatin1Char('\n');
    text += QStringLiteral("  nelumbo-cli sources add shop sqlite:shop.db\n"
                           "  pass show db | nelumbo-cli sources add prod --password-stdin \\\n"
                           "      postgres://app@db.example.com:5432/sales?sslmode=require\n"
                           "  nelumbo-cli sources test prod\n"
                           "  nelumbo-cli run --source prod \"SELECT count(*) FROM orders\"\n");
    return text;
}

Result<SourcesCommand::Options> SourcesCommand::parse(const QStringList& arguments) const
{
    const QList<QCommandLineOption> all = options();
    QCommandLineParser parser;
    parser.addOptions(all);
    if (!parser.parse(QStringList{QStringLiteral("nelumbo-cli")} + arguments))
        return usage(parser.errorText());
    Options o;
    if (parser.isSet(all[Help])) {
        o.showHelp = true;
        return o;
    }

    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0, QStringLiteral("list"));
    QList<Option> allowed;
    qsizetype expected = 0; // after the action
    if (action == QLatin1String("list")) {
        o.action = Options::Action::List;
        allowed = {Format};
    } else if (action == QLatin1String("add")) {
        o.action = Options::Action::Add;
        allowed = {ReadWrite, SearchPath, Ai, PasswordStdin, AllowPlainText};
        expected = 2;
    } else if (action == QLatin1String("remove")) {
        o.action = Options::Action::Remove;
        expected = 1;
    } else if (action == QLatin1String("test")) {
        o.action = Options::Action::Test;
        expected = 1;
    } else {
        return usage(tr("unknown action \"%1\": use list, add, remove or test").arg(action));
    }
    // Arguments are not quoted back: a URL given by mistake might hold a password.
    const qsizetype given = std::max<qsizetype>(0, positional.size() - 1);
    if (given > expected)
        return usage(tr("too many arguments for 'sources %1'").arg(action));
    if (given < expected)
        return usage(o.action == Options::Action::Add
                         ? tr("'sources add' needs a NAME and a URL")
                         : tr("'sources %1' needs a NAME").arg(action));
    for (Option option : {Format, ReadWrite, SearchPath, Ai, PasswordStdin, AllowPlainText})
        if (parser.isSet(all[option]) && !allowed.contains(option))
            return usage(tr("--%1 is not an option of 'sources %2'")
                             .arg(all[option].names().constLast(), action));

    o.name = positional.value(1);
    o.url = positional.value(2);
    if (parser.isSet(all[Format])) {
        const QString format = parser.value(all[Format]);
        if (format != QLatin1String("table") && format != QLatin1String("json"))
            return usage(tr("unknown --format \"%1\": use table or json").arg(format));
        o.json = format == QLatin1String("json");
    }
    o.readWrite = parser.isSet(all[ReadWrite]);
    o.searchPath = parser.value(all[SearchPath]).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(all[Ai])) {
        const auto ai = SourceDefinition::aiPolicyFromName(parser.value(all[Ai]));
        if (!ai)
            return usage(tr("unknown --ai \"%1\": use enabled, no-row-data or disabled")
                             .arg(parser.value(all[Ai])));
        o.ai = *ai;
    }
    o.passwordStdin = parser.isSet(all[PasswordStdin]);
    o.allowPlainText = parser.isSet(all[AllowPlainText]);
    if (o.allowPlainText && !o.passwordStdin)
        return usage(tr("--allow-plaintext-secrets only applies with --password-stdin"));

    if (o.action == Options::Action::Add) {
        if (!SourceDefinition::isValidName(o.name))
            return usage(tr("\"%1\" is not a valid source name: use letters, digits, '_' and '-'")
                             .arg(o.name));
        if (CredentialUrl::split(o.url).hadPassword)
            return usage(tr("the URL %1 holds a password, which other users can see on the "
                            "command line and which stays in your shell history; leave it out "
                            "and give it with --password-stdin")
                             .arg(CredentialUrl::redacted(o.url)));
    }
    return o;
}

void SourcesCommand::start(const QStringList& arguments)
{
    m_finished = false;
    auto options = parse(arguments);
    if (!options) {
        usageError(options.error().message);
        return;
    }
    if (options->showHelp) {
        m_console.out() << helpText();
        finish(ExitCode::Ok);
        return;
    }
    m_store = std::make_unique<SourceStore>();
    switch (options->action) {
    case Options::Action::List:
        list(*options);
        break;
    case Options::Action::Add:
        add(*options);
        break;
    case Options::Action::Remove:
        remove(*options);
        break;
    case Options::Action::Test:
        test(*options);
        break;
    }
}

void SourcesCommand::interrupt()
{
    if (m_finished)
        return;
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void SourcesCommand::list(const Options& options)
{
    const SourceStore::Contents contents = m_store->load();
    printWarnings(contents.warnings);
    if (options.json) {
        QJsonArray array;
        for (const SourceDefinition& d : contents.sources)
            array.append(QJsonObject{
                {QStringLiteral("name"), d.name},
                {QStringLiteral("kind"), d.kind()},
                {QStringLiteral("url"), CredentialUrl::redacted(d.url)},
                {QStringLiteral("read_only"), d.readOnly},
                {QStringLiteral("search_path"), QJsonArray::fromStringList(d.searchPath)},
                {QStringLiteral("ai"), SourceDefinition::aiPolicyName(d.aiPolicy)},
                {QStringLiteral("password"), SourceDefinition::passwordStorageName(d.password)},
                {QStringLiteral("built_in"), d.builtIn},
            });
        m_console.out() << QJsonDocument(array).toJson(QJsonDocument::Compact) << '\n';
        finish(ExitCode::Ok);
        return;
    }

    QList<QStringList> rows{{tr("NAME"), tr("KIND"), tr("URL"), tr("READ-ONLY"), tr("AI")}};
    for (const SourceDefinition& d : contents.sources)
        rows.append({d.name, d.kind(), CredentialUrl::redacted(d.url), yesNo(d.readOnly),
                     SourceDefinition::aiPolicyName(d.aiPolicy)});
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList& row : std::as_const(rows))
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], DisplayWidth::of(row[i]));
    for (const QStringList& row : std::as_const(rows)) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? padded(row[i], widths[i]) + QStringLiteral("  ") : row[i];
        m_console.out() << line << '\n';
    }
    finish(ExitCode::Ok);
}

void SourcesCommand::add(const Options& options)
{
    printWarnings(m_store->load().warnings);
    if (options.name == SourceStore::kDemoName) {
        fail(tr("demo is built in and cannot be redefined; choose another name"));
        return;
    }
    if (m_store->find(options.name)) {
        fail(tr("a source named \"%1\" exists already; remove it first with 'nelumbo-cli "
                "sources remove %1'")
                 .arg(options.name));
        return;
    }
    auto url = SourceStore::normalizeUrl(options.url);
    if (!url) {
        fail(url.error().message);
        return;
    }
    SourceDefinition definition;
    definition.name = options.name;
    definition.url = url.value();
    definition.readOnly = !options.readWrite;
    definition.searchPath = options.searchPath;
    definition.aiPolicy = options.ai;
    const QString added =
        tr("Source %1 added: %2").arg(definition.name, CredentialUrl::redacted(definition.url));

    if (!options.passwordStdin) {
        if (auto saved = m_store->save(definition); !saved) {
            fail(saved.error().message);
            return;
        }
        m_console.out() << added << '\n';
        finish(ExitCode::Ok);
        return;
    }

    auto password = readPassword();
    if (!password) {
        fail(password.error().message);
        return;
    }
    // The definition first: if the password then cannot be stored, it is taken back.
    definition.password = PasswordStorage::Keychain;
    if (auto saved = m_store->save(definition); !saved) {
        fail(saved.error().message);
        return;
    }
    m_secrets = new SecretStore(QString(), this);
    m_secrets->write(
        definition.name, password.value(), options.allowPlainText, this,
        [this, definition, added](const Result<SecretStore::Location>& where) mutable {
            if (!where) {
                (void)m_store->remove(definition.name);
                QString message = tr("cannot store the password: %1; the source was not added")
                                      .arg(where.error().message);
                if (where.error().code == ErrorCode::KeychainUnavailable)
                    message += QLatin1Char('\n') +
                               tr("Add --allow-plaintext-secrets to keep the password in plain "
                                  "text in %1, readable only by you, or add the source "
                                  "without --password-stdin and set %2 when you use it.")
                                   .arg(QDir::toNativeSeparators(m_secrets->secretsFile()),
                                        SecretStore::environmentVariable(definition.name));
                fail(message);
                return;
            }
            if (where.value() == SecretStore::Location::SecretsFile) {
                definition.password = PasswordStorage::SecretsFile;
                if (auto saved = m_store->save(definition); !saved) {
                    fail(saved.error().message);
                    return;
                }
                m_console.message(
                    tr("warning: no keychain service is running; the password is stored in "
                       "plain text in %1, readable only by you")
                        .arg(QDir::toNativeSeparators(m_secrets->secretsFile())));
            }
            m_console.out() << added << '\n';
            finish(ExitCode::Ok);
        });
}

void SourcesCommand::remove(const Options& options)
{
    if (auto removed = m_store->remove(options.name); !removed) {
        fail(removed.error().message);
        return;
    }
    m_secrets = new SecretStore(QString(), this);
    m_secrets->remove(options.name, this, [this, name = options.name](const Result<void>& done) {
        if (!done) {
            fail(tr("source %1 removed, but its password could not be: %2")
                     .arg(name, done.error().message));
            return;
        }
        m_console.out() << tr("Source %1 removed").arg(name) << '\n';
        finish(ExitCode::Ok);
    });
}

void SourcesCommand::test(const Options& options)
{
    printWarnings(m_store->load().warnings);
    m_resolver = new SourceResolver(QString(), this);
    m_probe = new ConnectionProbe(this);
    connect(m_resolver, &SourceResolver::failed, this,
            [this](const Error& error) { fail(error.message); });
    connect(m_resolver, &SourceResolver::resolved, this, [this](const ResolvedSource& source) {
        if (m_finished)
            return;
        const QString name = source.displayName();
        if (source.needsPassword()) {
            const QString why = source.passwordProblem.message.isEmpty()
                                    ? tr("it asks for its password each time")
                                    : source.passwordProblem.message;
            fail(tr("no password for source %1: %2; set %3 to give one")
                     .arg(name, why, SecretStore::environmentVariable(source.definition.name)));
            return;
        }
        connect(m_probe, &ConnectionProbe::succeeded, this, [this](const QString& version) {
            m_console.out() << (version.isEmpty() ? tr("ok") : tr("ok: %1").arg(version)) << '\n';
            finish(ExitCode::Ok);
        });
        connect(m_probe, &ConnectionProbe::failed, this, [this, name](const Error& error) {
            fail(tr("cannot connect to %1: %2").arg(name, error.message));
        });
        m_probe->start(source.connectionUrl());
    });
    m_resolver->resolve(options.name);
}

void SourcesCommand::printWarnings(const QStringList& warnings)
{
    for (const QString& warning : warnings)
        m_console.message(tr("warning: %1").arg(warning));
}

void SourcesCommand::usageError(const QString& message)
{
    m_console.error(message);
    m_console.message(tr("Try 'nelumbo-cli sources --help' for more information."));
    finish(ExitCode::Usage);
}

void SourcesCommand::fail(const QString& message)
{
    m_console.error(message);
    finish(ExitCode::Failure);
}

void SourcesCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    m_console.flush();
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
