#include "ExplainPlanCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "OfflineSource.h"
#include "StatementArguments.h"
#include "TablePrinter.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/AdapterRequest.h"
#include "connection/Connection.h"
#include "core/RowBatch.h"
#include "plan/PlanTree.h"
#include "source/SourceResolver.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace nelumbo {

namespace {
QList<QCommandLineOption> planOptions()
{
    return {QCommandLineOption(QStringLiteral("source"), QString(), QStringLiteral("SRC")),
            QCommandLineOption(QStringLiteral("format"), QString(), QStringLiteral("FORMAT")),
            QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, QString())};
}

QJsonValue number(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject nodeJson(const PlanTree& tree, int index)
{
    const PlanNode& n = tree.node(index);
    QJsonArray children;
    for (int child : n.children)
        children << nodeJson(tree, child);
    QJsonObject o{{QStringLiteral("type"), n.type},
                  {QStringLiteral("relation"), n.relation},
                  {QStringLiteral("rows"), number(n.rows)},
                  {QStringLiteral("startup_cost"), number(n.startupCost)},
                  {QStringLiteral("total_cost"), number(n.totalCost)},
                  {QStringLiteral("detail"), n.detail},
                  {QStringLiteral("full_scan"), n.fullScan},
                  {QStringLiteral("expensive"), n.expensive},
                  {QStringLiteral("children"), children}};
    if (n.expensive)
        o.insert(QStringLiteral("expensive_reason"), n.expensiveReason);
    return o;
}

// The nodes depth first, each with its depth, as the table lists them.
void flatten(const PlanTree& tree, int index, int depth, QList<QPair<int, int>>& out)
{
    out.append({index, depth});
    for (int child : tree.node(index).children)
        flatten(tree, child, depth + 1, out);
}
} // namespace

ExplainPlanCommand::ExplainPlanCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

ExplainPlanCommand::~ExplainPlanCommand() = default;

QString ExplainPlanCommand::summary() const
{
    return tr("Show the database's plan for a statement as a tree, without AI");
}

QString ExplainPlanCommand::helpText() const
{
    return tr("Usage: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT\n"
              "\n"
              "Asks the database of SRC for its plan of STATEMENT without running it, reads it\n"
              "into the plan tree the window shows and prints one line per step: the\n"
              "operation, the table it reads, estimated rows, cost, and whether it is\n"
              "expensive (at least 30 % of the plan's cost, or a full scan of 1,000+ rows).\n"
              "--format json prints the parsed tree (type, relation, rows, startup_cost,\n"
              "total_cost, detail, full_scan, expensive, children) and the database's own\n"
              "plan text. Visibility rules apply; {{variables}} are planned as NULL.\n"
              "\n"
              "Options:\n"
              "      --source SRC     A source name, demo, or a URL. Required.\n"
              "      --format FORMAT  table (default) or json.\n"
              "  -h, --help           Show this help.\n"
              "\n"
              "Exit status: 0 printed, 1 no plan (the source has none, or the database\n"
              "refused the statement), 2 usage error.\n");
}

void ExplainPlanCommand::start(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QList<QCommandLineOption> options = planOptions();
    parser.addOptions(options);
    const QStringList protectedArguments = StatementArguments::protect(
        arguments, [&options](QCommandLineParser& p) { p.addOptions(options); });
    if (!parser.parse(QStringList{name()} + protectedArguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (!format.isEmpty() && format != u"table" && format != u"json") {
        m_console.error(tr("--format is table or json"));
        return finish(ExitCode::Usage);
    }
    m_json = format == u"json";
    if (!parser.isSet(QStringLiteral("source")) || parser.positionalArguments().size() != 1) {
        m_console.error(tr("explain-plan needs --source SRC and one STATEMENT"));
        return finish(ExitCode::Usage);
    }
    m_statement = parser.positionalArguments().first();
    const QString source = parser.value(QStringLiteral("source"));

    // A source whose language cannot be planned is told so before anything connects.
    auto offline = OfflineSource::resolve(source);
    if (!offline)
        return fail(offline.error().message);
    if (auto prepared = offline->adapter->prepareForAnalysis(m_statement); !prepared) {
        if (prepared.error().code == ErrorCode::Unsupported)
            //: %1 is the kind of database (Redis), %2 the source's name
            return fail(tr("%1 has no query plans, so \"%2\" cannot show one")
                            .arg(offline->adapter->displayName(), offline->displayName));
        return fail(prepared.error().message);
    }

    m_resolver = std::make_unique<SourceResolver>();
    connect(m_resolver.get(), &SourceResolver::resolved, this, &ExplainPlanCommand::open);
    connect(m_resolver.get(), &SourceResolver::failed, this,
            [this](const Error& e) { fail(e.message); });
    m_resolver->resolve(source);
}

void ExplainPlanCommand::open(const ResolvedSource& source)
{
    m_sourceName = source.displayName();
    if (source.needsPassword())
        return fail(tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                        .arg(source.displayName(), source.definition.name.toUpper()));
    m_connection = std::make_unique<Connection>();
    m_connection->setReadOnly(true);
    connect(m_connection.get(), &Connection::openFailed, this,
            [this](const Error& e) { fail(e.message); });
    connect(m_connection.get(), &Connection::opened, this, &ExplainPlanCommand::plan);
    m_connection->open(source.connectionUrl());
    if (auto r = m_connection->applySourceVisibility(source.definition.name); !r)
        return fail(r.error().message);
}

void ExplainPlanCommand::plan()
{
    auto* reply = m_connection->queryPlan(m_statement);
    connect(reply, &AdapterRequest::finished, this, [this, reply] {
        reply->deleteLater();
        const Result<QueryPlan>& plan = reply->result();
        if (!plan)
            return fail(plan.error().message);
        const Result<PlanTree> tree = m_connection->adapter()->language().parsePlan(plan.value());
        if (!tree)
            return fail(tree.error().message);
        print(tree.value(), plan->text);
    });
}

void ExplainPlanCommand::print(const PlanTree& tree, const QString& planText)
{
    if (m_json) {
        QJsonArray roots;
        for (int root : tree.roots())
            roots << nodeJson(tree, root);
        const QJsonObject json{{QStringLiteral("source"), m_sourceName},
                               {QStringLiteral("language"), tree.language()},
                               {QStringLiteral("nodes"), roots},
                               {QStringLiteral("plan"), planText}};
        m_console.out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return finish(ExitCode::Ok);
    }
    QList<QPair<int, int>> rows;
    for (int root : tree.roots())
        flatten(tree, root, 0, rows);
    TablePrinter table(m_console);
    table.beginResult(
        {tr("step"), tr("relation"), tr("rows"), tr("cost"), tr("expensive"), tr("detail")});
    RowBatch batch(6, int(rows.size()));
    for (const auto& [index, depth] : std::as_const(rows)) {
        const PlanNode& n = tree.node(index);
        const QString cost = !n.totalCost    ? QString()
                             : n.startupCost ? QStringLiteral("%1..%2")
                                                   .arg(*n.startupCost, 0, 'f', 2)
                                                   .arg(*n.totalCost, 0, 'f', 2)
                                             : QString::number(*n.totalCost, 'f', 2);
        batch.appendText(QString(depth * 2, QLatin1Char(' ')) + n.type);
        batch.appendText(n.relation);
        if (n.rows)
            batch.appendInteger(qint64(*n.rows));
        else
            batch.appendNull();
        batch.appendText(cost);
        batch.appendText(n.expensive ? n.expensiveReason : QString());
        batch.appendText(n.detail);
        batch.endRow();
    }
    table.addRows(batch, batch.rowCount());
    table.endResult(false);
    finish(ExitCode::Ok);
}

void ExplainPlanCommand::fail(const QString& message)
{
    if (m_finished)
        return;
    m_console.error(message);
    finish(ExitCode::Failure);
}

void ExplainPlanCommand::interrupt()
{
    finish(ExitCode::Interrupted);
}

void ExplainPlanCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

} // namespace nelumbo
