#include "SchemaCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/Connection.h"
#include "core/SafeText.h"
#include "source/SourceResolver.h"
#include "visibility/VisibilityConfig.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace nelumbo {

namespace {
// A JSON string as QJsonDocument writes it: UTF-8, control characters escaped.
void appendJsonString(QByteArray& out, const QString& text)
{
    out += '"';
    const QByteArray utf8 = text.toUtf8();
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xf];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

// The "comment" key, when there is one, followed by the indent of the next key.
void appendComment(QByteArray& out, const QString& comment, const char* indent)
{
    if (comment.isEmpty())
        return;
    out += "\"comment\": ";
    appendJsonString(out, comment);
    out += ",\n";
    out += indent;
}
} // namespace

SchemaCommand::SchemaCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

SchemaCommand::~SchemaCommand() = default;

QString SchemaCommand::summary() const
{
    return tr("Print the schemas, tables and columns a source shows, as JSON");
}

QString SchemaCommand::helpText() const
{
    return tr("Usage: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]\n"
              "\n"
              "Prints exactly what the visibility rules let anyone see of SRC (the assistant\n"
              "sees no more): schemas, then tables and views, then columns with their types,\n"
              "nullability, primary keys, references and the database's comments. Hidden\n"
              "schemas, tables and columns are left out; masked columns say \"policy\":\n"
              "\"mask\". System catalogues and migration tables are always hidden. Rules:\n"
              "[visibility] and [source.NAME] in the config file (docs/CONFIG.md).\n"
              "\n"
              "Options:\n"
              "      --source SRC     A source name, demo, or a URL. Required.\n"
              "      --table TABLE    Only this table; a hidden table is reported exactly like\n"
              "                       a missing one.\n"
              "  -h, --help           Show this help.\n"
              "\n"
              "Exit status: 0 printed, 1 the source or table cannot be shown, 2 usage error.\n");
}

void SchemaCommand::start(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("SRC"));
    const QCommandLineOption table(QStringLiteral("table"), QString(), QStringLiteral("TABLE"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOptions({source, table, help});
    if (!parser.parse(QStringList{QStringLiteral("schema")} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!parser.isSet(source) || !parser.positionalArguments().isEmpty()) {
        m_console.error(tr("schema needs --source SRC and no other arguments"));
        return finish(ExitCode::Usage);
    }
    m_table = parser.value(table);
    m_resolver = std::make_unique<SourceResolver>();
    connect(m_resolver.get(), &SourceResolver::resolved, this, &SchemaCommand::open);
    connect(m_resolver.get(), &SourceResolver::failed, this,
            [this](const Error& e) { fail(e.code, e.message); });
    m_resolver->resolve(parser.value(source));
}

void SchemaCommand::open(const ResolvedSource& source)
{
    m_sourceName = source.definition.name;
    if (source.needsPassword())
        return fail(QStringLiteral("password_needed"),
                    tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                        .arg(source.displayName(), source.definition.name.toUpper()));
    m_connection = std::make_unique<Connection>();
    connect(m_connection.get(), &Connection::openFailed, this,
            [this](const Error& e) { fail(e.code, e.message); });
    connect(m_connection.get(), &Connection::opened, this, [this] { m_connection->loadCatalog(); });
    connect(m_connection.get(), &Connection::catalogFailed, this,
            [this](const Error& e) { fail(e.code, e.message); });
    connect(m_connection.get(), &Connection::catalogReady, this, &SchemaCommand::print);
    m_connection->open(source.connectionUrl());
    if (auto r = m_connection->applySourceVisibility(m_sourceName); !r)
        return fail(r.error().code, r.error().message);
}

void SchemaCommand::print(const Catalog& catalog)
{
    const QString language = m_connection->adapter()->queryLanguage();
    auto policy = VisibilityConfig::policyFor(m_sourceName, language);
    if (!policy)
        return fail(policy.error().code, policy.error().message);
    const Catalog visible = policy->filter(catalog);

    QString wantSchema, wantTable = m_table;
    if (const qsizetype dot = m_table.indexOf(QLatin1Char('.')); dot > 0) {
        wantSchema = m_table.left(dot);
        wantTable = m_table.mid(dot + 1);
    }
    // Written straight as text into one buffer, byte for byte what QJsonDocument::Indented
    // writes (keys in sorted order): a QJsonObject per column costs more than reading the
    // catalogue, and so did copying megabytes of text from part to part.
    qsizetype columns = 0, tableCount = 0;
    for (const SchemaInfo& schema : visible) {
        tableCount += schema.tables.size();
        for (const TableInfo& t : schema.tables)
            columns += t.columns.size();
    }
    QByteArray json;
    json.reserve(256 + tableCount * 192 + columns * 288);
    json += "{\n    \"language\": ";
    appendJsonString(json, language);
    json += ",\n    \"schemas\": [";
    int matches = 0;
    bool firstSchema = true;
    for (const SchemaInfo& schema : visible) {
        if (!wantSchema.isEmpty() && schema.name != wantSchema)
            continue;
        const qsizetype schemaStart = json.size();
        json += firstSchema ? "\n" : ",\n";
        json += "        {\n            \"name\": ";
        appendJsonString(json, schema.name);
        json += ",\n            \"tables\": [";
        bool firstTable = true;
        for (const TableInfo& t : schema.tables) {
            if (!wantTable.isEmpty() && t.name != wantTable)
                continue;
            ++matches;
            json += firstTable ? "\n" : ",\n";
            firstTable = false;
            json += "                {\n                    \"columns\": [";
            bool firstColumn = true;
            for (const ColumnInfo& c : t.columns) {
                json += firstColumn ? "\n" : ",\n";
                firstColumn = false;
                json += "                        {\n                            ";
                appendComment(json, c.comment, "                            ");
                json += "\"name\": ";
                appendJsonString(json, c.name);
                json += ",\n                            \"nullable\": ";
                json += c.notNull ? "false" : "true";
                const ColumnPolicy p = policy->columnPolicy(schema.name, t.name, c.name);
                if (p.action == ColumnPolicy::Action::Mask)
                    json += ",\n                            \"policy\": \"mask\"";
                json += ",\n                            \"primary_key\": ";
                json += c.primaryKey ? "true" : "false";
                if (!c.references.isEmpty()) {
                    json += ",\n                            \"references\": ";
                    appendJsonString(json, c.references);
                }
                json += ",\n                            \"type\": ";
                appendJsonString(json, c.type);
                json += "\n                        }";
            }
            json += "\n";
            json += "                    ],\n                    ";
            appendComment(json, t.comment, "                    ");
            json += "\"kind\": ";
            json += t.kind == TableInfo::Kind::View ? "\"view\"" : "\"table\"";
            json += ",\n                    \"name\": ";
            appendJsonString(json, t.name);
            json += "\n                }";
        }
        if (!wantTable.isEmpty() && firstTable) {
            json.truncate(schemaStart); // no table of this schema was asked for
            continue;
        }
        firstSchema = false;
        json += "\n            ]\n        }";
    }
    if (!m_table.isEmpty() && matches == 0)
        return fail(QStringLiteral("table_not_visible"),
                    tr("No visible table named \"%1\" in this source").arg(m_table));
    json += "\n    ],\n    \"source\": ";
    appendJsonString(json, m_sourceName);
    json += "\n}\n";
    m_console.write(SafeText::jsonEscaped(json));
    finish(ExitCode::Ok);
}

void SchemaCommand::fail(const QString& code, const QString& message)
{
    m_console.out() << QJsonDocument(QJsonObject{{QStringLiteral("error"), code},
                                                 {QStringLiteral("message"), message}})
                           .toJson(QJsonDocument::Compact)
                    << '\n';
    finish(ExitCode::Failure);
}

void SchemaCommand::interrupt()
{
    finish(ExitCode::Interrupted);
}

void SchemaCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

} // namespace nelumbo
