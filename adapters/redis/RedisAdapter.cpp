#include "RedisAdapter.h"

#include "RedisAiText.h"
#include "RedisCatalog.h"
#include "RedisHighlighting.h"
#include "RedisLanguage.h"
#include "RedisSession.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QUrl>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RedisAdapter)
};

Error invalidUrl(const QString& message)
{
    return Error{ErrorCode::InvalidSourceUrl, message};
}

QString encoded(const QString& text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

QString userInfo(const SourceUrl& url)
{
    if (url.user.isEmpty() && url.password.isEmpty())
        return {};
    QString info = encoded(url.user);
    if (!url.password.isEmpty())
        info += QLatin1Char(':') + encoded(url.password);
    return info + QLatin1Char('@');
}

QString query(const SourceUrl& url, const QStringList& skip)
{
    QStringList pairs;
    for (const auto& [key, value] : url.options)
        if (!skip.contains(key, Qt::CaseInsensitive))
            pairs << encoded(key) + QLatin1Char('=') + encoded(value);
    return pairs.isEmpty() ? QString() : QLatin1Char('?') + pairs.join(QLatin1Char('&'));
}

Result<int> databaseOf(const SourceUrl& url, const QString& shown)
{
    QString db = url.database;
    if (db.startsWith(QLatin1Char('/')))
        db = db.mid(1);
    if (db.isEmpty())
        db = url.option(QStringLiteral("db"), QStringLiteral("0"));
    bool ok = false;
    const int n = db.toInt(&ok);
    if (!ok || n < 0)
        return invalidUrl(
            Tr::tr("\"%1\": the database must be a number (0, 1, …), not \"%2\"").arg(shown, db));
    return n;
}

RedisSession& redisOf(Session& session)
{
    return static_cast<RedisSession&>(session);
}

// The catalogue of a session, leaving out the keys its visibility rules hide.
RedisCatalog catalogOf(Session& session)
{
    RedisSession& redis = redisOf(session);
    RedisCatalogOptions options;
    options.keyVisible = [&redis](const QByteArray& key) { return redis.keyVisible(key); };
    return RedisCatalog(redis.executor(), options);
}
} // namespace

Result<QString> RedisAdapter::normalizeUrl(const QString& text) const
{
    const QString url = text.trimmed();
    const QString shown = SourceUrl::redact(url);
    const qsizetype colon = url.indexOf(QLatin1Char(':'));
    const QString scheme = url.left(colon).toLower();
    QString rest = url.mid(colon + 1);
    if (scheme == QLatin1String("unix")) {
        // unix:/path/redis.sock?db=2, unix:///path…, or the stored unix://%2Fpath…/2
        if (!rest.startsWith(QLatin1String("//")) || rest.startsWith(QLatin1String("///"))) {
            if (rest.startsWith(QLatin1String("//")))
                rest = rest.mid(2);
            const qsizetype q = rest.indexOf(QLatin1Char('?'));
            const QString path =
                QUrl::fromPercentEncoding(rest.left(q < 0 ? rest.size() : q).toUtf8());
            if (!path.startsWith(QLatin1Char('/')))
                return invalidUrl(Tr::tr("\"%1\": a socket URL names an absolute path, as in "
                                         "unix:/run/redis/redis.sock")
                                      .arg(shown));
            rest = QStringLiteral("//") + encoded(path) + (q < 0 ? QString() : rest.mid(q));
        }
        auto parsed = SourceUrl::parse(QStringLiteral("unix:") + rest);
        if (!parsed)
            return parsed.error();
        SourceUrl u = parsed.value();
        if (u.user.isEmpty())
            u.user = u.option(QStringLiteral("user"));
        if (u.password.isEmpty())
            u.password = u.option(QStringLiteral("password"));
        const auto db = databaseOf(u, shown);
        if (!db)
            return db.error();
        // Concatenated, not arg(): the percent-encoded path holds % signs.
        return QStringLiteral("unix://") + userInfo(u) + encoded(u.host) + QLatin1Char('/') +
               QString::number(*db) +
               query(u, {QStringLiteral("db"), QStringLiteral("user"), QStringLiteral("password")});
    }
    if (!rest.startsWith(QLatin1String("//")))
        return invalidUrl(Tr::tr("\"%1\" is not a Redis URL: expected "
                                 "%2://[user[:password]@]host[:port][/database]")
                              .arg(shown, scheme));
    auto parsed = SourceUrl::parse(scheme + QLatin1Char(':') + rest);
    if (!parsed)
        return parsed.error();
    const SourceUrl& u = parsed.value();
    if (u.host.isEmpty())
        return invalidUrl(Tr::tr("\"%1\" names no host").arg(shown));
    const auto db = databaseOf(u, shown);
    if (!db)
        return db.error();
    const QString host =
        u.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + u.host + QLatin1Char(']') : u.host;
    return scheme + QStringLiteral("://") + userInfo(u) + host + QLatin1Char(':') +
           QString::number(u.port > 0 ? u.port : defaultPort()) + QLatin1Char('/') +
           QString::number(*db) + query(u, {QStringLiteral("db")});
}

QString RedisAdapter::implicitSchema() const
{
    return RedisSession::keySchema();
}

QList<ConnectionField> RedisAdapter::connectionFields() const
{
    using K = ConnectionField::Kind;
    return {{K::Host, {}, {}},
            {K::Port, {}, {}},
            {K::Database, Tr::tr("The database number, 0 to 15 on most servers"), {}},
            {K::User, Tr::tr("An ACL user; empty for the default user"), {}},
            {K::Password, {}, {}},
            {K::Tls, {}, QStringLiteral("rediss")}};
}

Result<std::unique_ptr<Session>> RedisAdapter::openSession(const SourceUrl& url,
                                                           const QString& name) const
{
    auto endpoint = RedisEndpoint::fromUrl(url);
    if (!endpoint)
        return endpoint.error();
    auto session = RedisSession::open(*endpoint, name);
    if (!session)
        return session.error();
    return std::unique_ptr<Session>(std::move(session.value()));
}

Result<Catalog> RedisAdapter::introspect(Session& session) const
{
    return catalogOf(session).introspect(implicitSchema());
}

Result<QStringList> RedisAdapter::listSchemas(Session&) const
{
    return QStringList{implicitSchema()};
}

Result<QList<TableInfo>> RedisAdapter::listTables(Session& session,
                                                  const QStringList& schemas) const
{
    if (!schemas.isEmpty() && !schemas.contains(implicitSchema()))
        return QList<TableInfo>{};
    const auto level = catalogOf(session).level();
    if (!level)
        return level.error();
    return RedisCatalog::toSchema(level.value(), implicitSchema()).tables;
}

Result<TableDescription> RedisAdapter::describeTable(Session& session, const QString&,
                                                     const QString& table) const
{
    return catalogOf(session).describeTable(implicitSchema(), table);
}

Result<QVariantList> RedisAdapter::distinctValues(Session& session, const QString&,
                                                  const QString& table, const QString& column,
                                                  int limit) const
{
    return catalogOf(session).sampleValues(table, column, limit);
}

Result<void> RedisAdapter::validate(Session& session, const QString& statement) const
{
    const QueryLanguage& commands = language();
    if (AccessVerdict single = commands.checkSingleStatement(statement); !single.allowed)
        return Error{ErrorCode::InvalidStatement, single.reason};
    // Never run: the command, its arity and its key positions are read from the server's
    // table; a {{variable}} counts as one argument.
    const auto parsed = RedisLanguage::parseTemplate(statement.trimmed());
    if (!parsed)
        return Error{ErrorCode::InvalidStatement, parsed.error().message};
    const RedisCommand& args = *parsed;
    const RedisCommandTable& table = redisOf(session).commands();
    if (table.isEmpty())
        return Error{ErrorCode::NotValidated, Tr::tr("The server did not give its command table")};
    const RedisCommandTable::Command* c = table.lookup(args);
    const QString name = QString::fromUtf8(args.first()).toUpper();
    if (!c) {
        if (const auto* container = table.find(args.first().toLower());
            container && container->hasSubcommands)
            return Error{
                ErrorCode::InvalidStatement,
                args.size() > 1
                    ? Tr::tr("ERR unknown subcommand '%1' of %2")
                          .arg(QString::fromUtf8(args.at(1)), name)
                    : Tr::tr("ERR wrong number of arguments for '%1' command").arg(name.toLower())};
        return Error{ErrorCode::InvalidStatement,
                     Tr::tr("ERR unknown command '%1'").arg(QString::fromUtf8(args.first()))};
    }
    const qsizetype n = args.size();
    if ((c->arity > 0 && n != c->arity) || (c->arity < 0 && n < -c->arity))
        return Error{ErrorCode::InvalidStatement,
                     Tr::tr("ERR wrong number of arguments for '%1' command")
                         .arg(QString::fromUtf8(c->name))};
    // Fixed key positions must hold arguments (movable keys are the server's business).
    if (c->firstKey > 0 && n <= c->firstKey)
        return Error{ErrorCode::InvalidStatement,
                     Tr::tr("%1 needs a key at argument %2").arg(name).arg(c->firstKey)};
    return {};
}

Result<QueryPlan> RedisAdapter::queryPlan(Session&, const QString&) const
{
    return Error{ErrorCode::NoPlan, Tr::tr("Redis commands have no query plan")};
}

Result<StatementReferences> RedisAdapter::referencedRelations(Session& session,
                                                              const QString& statement) const
{
    // A value marker in a key's place hides which key it is: the caller refuses then.
    if (statement.contains(QChar(RedisLanguage::kMarkerOpen)))
        return Error{ErrorCode::Unsupported, QString()};
    const auto parsed = RedisLanguage::parse(statement.trimmed());
    if (!parsed)
        return Error{ErrorCode::InvalidStatement, parsed.error().message};
    RedisSession& redis = redisOf(session);
    StatementReferences refs;
    refs.complete = true;
    const RedisCommandTable::Command* c = redis.commands().lookup(*parsed);
    if (c && c->firstKey == 0 && !c->flags.contains("movablekeys"))
        return refs; // a command without keys
    RedisCommand getkeys{"COMMAND", "GETKEYS"};
    getkeys += *parsed;
    const auto keys = redis.call(getkeys);
    if (!keys)
        return keys.error();
    if (keys->isError()) {
        // "The command has no key arguments", or arguments the server cannot read.
        if (keys->text.contains("no key arguments"))
            return refs;
        return Error{ErrorCode::InvalidStatement, QString::fromUtf8(keys->text)};
    }
    // A hidden key is answered as a missing one by the session, not refused here.
    for (const RedisValue& key : keys->elements)
        if (redis.keyVisible(key.text))
            refs.relations.append({implicitSchema(), QString::fromUtf8(key.text)});
    return refs;
}

const QueryLanguage& RedisAdapter::language() const
{
    static const RedisLanguage language;
    return language;
}

QString RedisAdapter::highlightingDefinition() const
{
    return redisHighlightingDefinition();
}

QStringList RedisAdapter::highlightingKeywords() const
{
    return redisCommandWords();
}

AiContext RedisAdapter::aiContext() const
{
    AiContext ai = redisAiContext();
    ai.language = queryLanguage();
    ai.errorPatterns = language().errorPatterns();
    return ai;
}

} // namespace nelumbo
