// One adapter suite for every engine: CTest runs it as tst_adapters_sqlite,
// tst_adapters_postgres and tst_adapters_mysql, with NELUMBO_TEST_ADAPTER naming the engine.
// PostgreSQL and MySQL need a server with Chinook loaded into a database `chinook`, named by
// NELUMBO_TEST_PG_URL / NELUMBO_TEST_MY_URL (tools/dev.sh test starts them); without the
// variable the suite is skipped. The tests create their own objects in a scratch schema
// (PostgreSQL) or database (MySQL) named nelumbo_test_adapters_<pid> and drop it at the end.
#include "AdapterSession.h"
#include "BuiltinAdapters.h"
#include "Connection.h"
#include "CoreTestMain.h"
#include "DatabaseAdapter.h"
#include "QueryHandle.h"
#include "SourceUrl.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <memory>

using namespace nelumbo;

namespace {

// What differs between the engines: where things are and how Chinook spells its names.
struct Engine
{
    QString id;            // adapter id
    QString urlVariable;   // environment variable with the server URL (empty: SQLite)
    QString defaultSchema; // where Chinook lives
    QString testSchema;    // where the tests' own tables live
    QString track, album, genre, mediaType, name, trackId, albumId, genreId, mediaTypeId;
    QStringList chinookTables;
    QString longStatement; // runs until cancelled
    QString hostileTable;
    QString hostileColumn;
    QString planMarker;
    QueryPlan::Format planFormat = QueryPlan::Format::Json;
};

Engine engineNamed(const QString& id)
{
    Engine e;
    e.id = id;
    const QString scratch =
        QStringLiteral("nelumbo_test_adapters_%1").arg(QCoreApplication::applicationPid());
    if (id == QLatin1String("postgres")) {
        e.urlVariable = QStringLiteral("NELUMBO_TEST_PG_URL");
        e.defaultSchema = QStringLiteral("public");
        e.testSchema = scratch;
        e.track = QStringLiteral("track");
        e.album = QStringLiteral("album");
        e.genre = QStringLiteral("genre");
        e.mediaType = QStringLiteral("media_type");
        e.name = QStringLiteral("name");
        e.trackId = QStringLiteral("track_id");
        e.albumId = QStringLiteral("album_id");
        e.genreId = QStringLiteral("genre_id");
        e.mediaTypeId = QStringLiteral("media_type_id");
        e.chinookTables = {"album",    "artist",         "customer",     "employee",
                           "genre",    "invoice",        "invoice_line", "media_type",
                           "playlist", "playlist_track", "track"};
        e.longStatement = QStringLiteral("SELECT pg_sleep(30)");
        e.hostileTable = QStringLiteral("weird \"name\"; DROP");
        e.hostileColumn = QStringLiteral("note \"q\" `b`");
        e.planMarker = QStringLiteral("\"Plan\"");
    } else {
        e.track = QStringLiteral("Track");
        e.album = QStringLiteral("Album");
        e.genre = QStringLiteral("Genre");
        e.mediaType = QStringLiteral("MediaType");
        e.name = QStringLiteral("Name");
        e.trackId = QStringLiteral("TrackId");
        e.albumId = QStringLiteral("AlbumId");
        e.genreId = QStringLiteral("GenreId");
        e.mediaTypeId = QStringLiteral("MediaTypeId");
        e.chinookTables = {"Album",    "Artist",        "Customer",    "Employee",
                           "Genre",    "Invoice",       "InvoiceLine", "MediaType",
                           "Playlist", "PlaylistTrack", "Track"};
        if (id == QLatin1String("mysql")) {
            e.urlVariable = QStringLiteral("NELUMBO_TEST_MY_URL");
            e.defaultSchema = QStringLiteral("chinook");
            e.testSchema = scratch;
            e.longStatement = QStringLiteral("SELECT SLEEP(30)");
            e.hostileTable = QStringLiteral("weird `name`; DROP \"x\"");
            e.hostileColumn = QStringLiteral("note `q` \"b\"");
            e.planMarker = QStringLiteral("query_block");
        } else {
            e.defaultSchema = QStringLiteral("main");
            e.testSchema = QStringLiteral("main");
            e.longStatement = QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
                                             "SELECT x + 1 FROM c) SELECT count(*) FROM c");
            e.hostileTable = QStringLiteral("weird \"name\"; DROP");
            e.hostileColumn = QStringLiteral("note \"q\" `b`");
            e.planMarker = QStringLiteral("SCAN|SEARCH");
            e.planFormat = QueryPlan::Format::Text;
        }
    }
    return e;
}

QStringList namesOf(const QList<TableInfo>& tables)
{
    QStringList out;
    for (const TableInfo& t : tables)
        out << t.name;
    return out;
}

const ColumnDescription* column(const TableDescription& d, const QString& name)
{
    for (const ColumnDescription& c : d.columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

} // namespace

class TstAdapters : public QObject
{
    Q_OBJECT

    Engine m_engine;
    QString m_url;
    QTemporaryDir m_dir;
    const DatabaseAdapter* m_adapter = nullptr;
    std::unique_ptr<AdapterSession> m_session; // the tests' own session
    bool m_created = false;

    QString q(const QString& name) const { return m_adapter->quoteIdentifier(name); }
    QString testTable(const QString& name) const
    {
        return m_adapter->qualifiedName(m_engine.testSchema, name);
    }
    QString chinook(const QString& name) const
    {
        return m_adapter->qualifiedName(m_engine.defaultSchema, name);
    }

    std::unique_ptr<AdapterSession> newSession(const QString& name)
    {
        auto s = std::make_unique<AdapterSession>(m_adapter, name);
        if (auto r = s->open(m_url); !r) {
            qWarning("cannot open %s: %s", qPrintable(SourceUrl::redact(m_url)),
                     qPrintable(r.error().message));
            return nullptr;
        }
        return s;
    }

    std::unique_ptr<Connection> openConnection()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(m_url);
        if (!opened.wait(10000))
            return nullptr;
        return c;
    }

    qlonglong hostileRows()
    {
        return m_session
            ->scalar(
                QStringLiteral("SELECT count(*) FROM %1").arg(testTable(m_engine.hostileTable)))
            .toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        const QString engine =
            qEnvironmentVariable("NELUMBO_TEST_ADAPTER", QStringLiteral("sqlite"));
        m_engine = engineNamed(engine);
        if (!m_engine.urlVariable.isEmpty()) {
            m_url = qEnvironmentVariable(qPrintable(m_engine.urlVariable));
            if (m_url.isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not set: no %2 server to test against "
                                                "(tools/dev.sh test starts one)")
                                     .arg(m_engine.urlVariable, engine)));
        } else {
            QVERIFY(m_dir.isValid());
            const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
            QVERIFY(QFile::copy(QStringLiteral(NELUMBO_TEST_CHINOOK), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            m_url = SourceUrl::forSqliteFile(path);
        }
        auto url = SourceUrl::parse(m_url);
        QVERIFY2(url.ok(), qPrintable(url.error().message));
        m_adapter = AdapterRegistry::forUrl(url.value());
        QVERIFY(m_adapter);
        QCOMPARE(m_adapter->id(), m_engine.id);
        m_session = newSession(QStringLiteral("tst_adapters"));
        QVERIFY(m_session);

        // The tests' own objects, with names that break naive quoting.
        if (m_engine.id == QLatin1String("postgres")) {
            QCOMPARE(
                m_session->exec(
                    QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(q(m_engine.testSchema))),
                QString());
            QCOMPARE(
                m_session->exec(QStringLiteral("CREATE SCHEMA %1").arg(q(m_engine.testSchema))),
                QString());
        } else if (m_engine.id == QLatin1String("mysql")) {
            QCOMPARE(m_session->exec(
                         QStringLiteral("DROP DATABASE IF EXISTS %1").arg(q(m_engine.testSchema))),
                     QString());
            QCOMPARE(
                m_session->exec(QStringLiteral("CREATE DATABASE %1").arg(q(m_engine.testSchema))),
                QString());
        }
        m_created = true;
        const QString text = m_engine.id == QLatin1String("mysql") ? QStringLiteral("VARCHAR(40)")
                                                                   : QStringLiteral("TEXT");
        QCOMPARE(m_session->exec(
                     QStringLiteral("CREATE TABLE %1 (id INTEGER PRIMARY KEY, %2 %3 NOT NULL)")
                         .arg(testTable(m_engine.hostileTable), q(m_engine.hostileColumn), text)),
                 QString());
        QCOMPARE(
            m_session->exec(
                QStringLiteral("INSERT INTO %1 VALUES (1, 'b''s \"two\"'), (2, 'a`1'), (3, 'a`1')")
                    .arg(testTable(m_engine.hostileTable))),
            QString());
        QCOMPARE(m_session->exec(QStringLiteral("CREATE TABLE %1 (id INTEGER)")
                                     .arg(testTable(QStringLiteral("scratch")))),
                 QString());
    }

    void cleanupTestCase()
    {
        if (!m_session || !m_created)
            return;
        if (m_engine.id == QLatin1String("postgres"))
            m_session->exec(
                QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(q(m_engine.testSchema)));
        else if (m_engine.id == QLatin1String("mysql"))
            m_session->exec(
                QStringLiteral("DROP DATABASE IF EXISTS %1").arg(q(m_engine.testSchema)));
        m_session.reset();
    }

    void identity()
    {
        QCOMPARE(m_adapter->queryLanguage(), QStringLiteral("sql:") + m_engine.id);
        const AiContext ai = m_adapter->aiContext();
        QCOMPARE(ai.language, m_adapter->queryLanguage());
        QVERIFY(ai.exampleQuery.contains(QLatin1String("LIMIT 10")));
        QVERIFY(!ai.syntaxNotes.isEmpty());
        QVERIFY(!ai.generationNotes.isEmpty());
        QVERIFY(ai.readOnlyNotes.contains(QLatin1String("INSERT")));
        QCOMPARE(ai.errorPatterns.size(), m_engine.id == QLatin1String("postgres") ? 4 : 3);
        for (const ErrorPattern& p : ai.errorPatterns)
            QVERIFY2(p.pattern.isValid(), qPrintable(p.pattern.pattern()));
        QVERIFY(ai.generation.supported);
        QVERIFY(ai.explanation.supported);
        QVERIFY(ai.optimization.supported);
        for (const QString& scheme : m_adapter->urlSchemes())
            QCOMPARE(AdapterRegistry::forScheme(scheme), m_adapter);
    }

    void quoting()
    {
        const QString quote =
            m_engine.id == QLatin1String("mysql") ? QStringLiteral("`") : QStringLiteral("\"");
        QCOMPARE(q(QStringLiteral("a")), quote + QLatin1Char('a') + quote);
        QCOMPARE(q(quote), quote.repeated(4));
        QCOMPARE(m_adapter->qualifiedName(QStringLiteral("s"), QStringLiteral("t")),
                 quote + "s" + quote + "." + quote + "t" + quote);
        QCOMPARE(m_adapter->qualifiedName(QString(), QStringLiteral("t")), quote + "t" + quote);
    }

    void listSchemas()
    {
        auto schemas =
            m_session->call([this](QSqlDatabase& db) { return m_adapter->listSchemas(db); });
        QVERIFY2(schemas.ok(), qPrintable(schemas.error().message));
        QVERIFY2(schemas->contains(m_engine.defaultSchema), qPrintable(schemas->join(',')));
        QVERIFY(schemas->contains(m_engine.testSchema));
        for (const char* hidden : {"information_schema", "pg_catalog", "pg_toast", "mysql",
                                   "performance_schema", "sys", "temp"})
            QVERIFY2(!schemas->contains(QLatin1String(hidden)), hidden);
    }

    void listTables()
    {
        auto tables = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->listTables(db, {m_engine.defaultSchema});
        });
        QVERIFY2(tables.ok(), qPrintable(tables.error().message));
        QStringList names;
        for (const TableInfo& t : tables.value()) {
            QCOMPARE(t.schema, m_engine.defaultSchema); // schema-qualified
            QVERIFY(t.columns.isEmpty());
            if (m_engine.testSchema != m_engine.defaultSchema ||
                (t.name != m_engine.hostileTable && t.name != QLatin1String("scratch")))
                names << t.name;
        }
        names.sort(Qt::CaseInsensitive);
        QCOMPARE(names, m_engine.chinookTables);
        QCOMPARE(names.size(), 11);

        // Without a filter: every listed schema, the tests' one included, never a hidden one.
        auto all = m_session->call([this](QSqlDatabase& db) { return m_adapter->listTables(db); });
        QVERIFY2(all.ok(), qPrintable(all.error().message));
        bool hostileSeen = false;
        for (const TableInfo& t : all.value()) {
            QVERIFY2(!m_adapter->builtinHiddenSchemas().contains(t.schema), qPrintable(t.schema));
            QVERIFY2(!t.name.startsWith(QLatin1String("sqlite_")), qPrintable(t.name));
            hostileSeen =
                hostileSeen || (t.schema == m_engine.testSchema && t.name == m_engine.hostileTable);
        }
        QVERIFY(hostileSeen);
        QVERIFY(all->size() >= 13);
    }

    void introspect()
    {
        auto catalog =
            m_session->call([this](QSqlDatabase& db) { return m_adapter->introspect(db); });
        QVERIFY2(catalog.ok(), qPrintable(catalog.error().message));
        const TableInfo* track = nullptr;
        for (const SchemaInfo& s : catalog.value())
            for (const TableInfo& t : s.tables)
                if (s.name == m_engine.defaultSchema && t.name == m_engine.track)
                    track = &t;
        QVERIFY(track);
        QCOMPARE(track->columns.size(), 9);
        QCOMPARE(track->columns.at(0).name, m_engine.trackId);
        QVERIFY(track->columns.at(0).primaryKey);
        QVERIFY(track->columns.at(1).notNull);
        QCOMPARE(track->columns.at(2).references, m_engine.album + "." + m_engine.albumId);
        QCOMPARE(track->columns.at(3).references, m_engine.mediaType + "." + m_engine.mediaTypeId);
        QCOMPARE(track->columns.at(4).references, m_engine.genre + "." + m_engine.genreId);
        QVERIFY(track->columns.at(5).references.isEmpty());
    }

    void describeTrack()
    {
        auto d = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->describeTable(db, m_engine.defaultSchema, m_engine.track);
        });
        QVERIFY2(d.ok(), qPrintable(d.error().message));
        QCOMPARE(d->schema, m_engine.defaultSchema);
        QCOMPARE(d->name, m_engine.track);
        QCOMPARE(d->kind, TableInfo::Kind::Table);
        QCOMPARE(d->columns.size(), 9);
        QCOMPARE(d->columns.at(0).name, m_engine.trackId);
        QCOMPARE(d->primaryKey, QStringList{m_engine.trackId});
        QVERIFY(d->columns.at(0).primaryKey);
        QVERIFY(!d->columns.at(0).nullable);
        QVERIFY(!column(d.value(), m_engine.name)->nullable);
        QVERIFY(column(d.value(), m_engine.genreId)->nullable);
        QVERIFY(!column(d.value(), m_engine.name)->primaryKey);
        QVERIFY2(column(d.value(), m_engine.name)
                     ->type.contains(QLatin1String("char"), Qt::CaseInsensitive),
                 qPrintable(column(d.value(), m_engine.name)->type));

        QMap<QString, QString> foreignKeys; // referenced table -> "column->referenced column"
        for (const ForeignKeyDescription& fk : d->foreignKeys) {
            QCOMPARE(fk.columns.size(), 1);
            QCOMPARE(fk.referencedColumns.size(), 1);
            QCOMPARE(fk.referencedSchema, m_engine.defaultSchema);
            foreignKeys.insert(fk.referencedTable,
                               fk.columns.at(0) + "->" + fk.referencedColumns.at(0));
            QCOMPARE(fk.onDelete, QStringLiteral("NO ACTION"));
        }
        QCOMPARE(foreignKeys.size(), 3);
        QCOMPARE(foreignKeys.value(m_engine.album), m_engine.albumId + "->" + m_engine.albumId);
        QCOMPARE(foreignKeys.value(m_engine.genre), m_engine.genreId + "->" + m_engine.genreId);
        QCOMPARE(foreignKeys.value(m_engine.mediaType),
                 m_engine.mediaTypeId + "->" + m_engine.mediaTypeId);

        QSet<QString> indexed;
        for (const IndexDescription& i : d->indexes) {
            QVERIFY(!i.name.isEmpty());
            if (i.primary) {
                QVERIFY(i.unique);
                QCOMPARE(i.columns, QStringList{m_engine.trackId});
            } else if (i.columns.size() == 1) {
                indexed << i.columns.at(0);
            }
        }
        QVERIFY(indexed.contains(m_engine.albumId));
        QVERIFY(indexed.contains(m_engine.genreId));
        QVERIFY(indexed.contains(m_engine.mediaTypeId));

        auto missing = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->describeTable(db, m_engine.defaultSchema,
                                            QStringLiteral("no_such_table"));
        });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, QStringLiteral("table_not_found"));
    }

    void distinctValues()
    {
        auto genres = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->distinctValues(db, m_engine.defaultSchema, m_engine.genre,
                                             m_engine.name, 5);
        });
        QVERIFY2(genres.ok(), qPrintable(genres.error().message));
        QCOMPARE(genres->size(), 5);
        QCOMPARE(genres->at(0).toString(), QStringLiteral("Alternative"));
        QSet<QString> seen;
        for (const QVariant& v : genres.value())
            seen << v.toString();
        QCOMPARE(seen.size(), 5);

        auto all = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->distinctValues(db, m_engine.defaultSchema, m_engine.genre,
                                             m_engine.name);
        });
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 25); // every genre, below the default cap of 100

        // A limit above the cap is capped.
        auto capped = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->distinctValues(db, m_engine.defaultSchema, m_engine.track,
                                             m_engine.name, 1000000);
        });
        QVERIFY2(capped.ok(), qPrintable(capped.error().message));
        QCOMPARE(capped->size(), DatabaseAdapter::kMaxDistinctValues);
    }

    void hostileNamesRoundTrip()
    {
        auto tables = m_session->call(
            [this](QSqlDatabase& db) { return m_adapter->listTables(db, {m_engine.testSchema}); });
        QVERIFY2(tables.ok(), qPrintable(tables.error().message));
        QVERIFY2(namesOf(tables.value()).contains(m_engine.hostileTable),
                 qPrintable(namesOf(tables.value()).join(" | ")));

        auto d = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->describeTable(db, m_engine.testSchema, m_engine.hostileTable);
        });
        QVERIFY2(d.ok(), qPrintable(d.error().message));
        QCOMPARE(d->name, m_engine.hostileTable);
        QCOMPARE(d->columns.size(), 2);
        QCOMPARE(d->columns.at(1).name, m_engine.hostileColumn);
        QVERIFY(!d->columns.at(1).nullable);
        QCOMPARE(d->primaryKey, QStringList{QStringLiteral("id")});

        auto values = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->distinctValues(db, m_engine.testSchema, m_engine.hostileTable,
                                             m_engine.hostileColumn, 10);
        });
        QVERIFY2(values.ok(), qPrintable(values.error().message));
        QCOMPARE(values->size(), 2);
        QSet<QString> seen;
        for (const QVariant& v : values.value())
            seen << v.toString();
        QCOMPARE(seen, (QSet<QString>{QStringLiteral("a`1"), QStringLiteral("b's \"two\"")}));
        QCOMPARE(hostileRows(), 3); // nothing was dropped along the way
    }

    void validateWithoutRunning()
    {
        auto validate = [this](const QString& statement) {
            return m_session->call(
                [&](QSqlDatabase& db) { return m_adapter->validate(db, statement); });
        };
        auto good =
            validate(QStringLiteral("SELECT %1 FROM %2 WHERE %3 > 10")
                         .arg(q(m_engine.name), chinook(m_engine.track), q(m_engine.trackId)));
        QVERIFY2(good.ok(), qPrintable(good.error().message));

        auto badColumn =
            validate(QStringLiteral("SELECT no_such_column FROM %1").arg(chinook(m_engine.track)));
        QVERIFY(!badColumn.ok());
        QCOMPARE(badColumn.error().code, QStringLiteral("invalid_statement"));
        QVERIFY2(badColumn.error().message.contains(QLatin1String("no_such_column")),
                 qPrintable(badColumn.error().message));

        auto badTable = validate(QStringLiteral("SELECT * FROM no_such_table"));
        QVERIFY(!badTable.ok());
        QCOMPARE(badTable.error().code, QStringLiteral("invalid_statement"));

        auto syntax = validate(QStringLiteral("SELEKT 1"));
        QVERIFY(!syntax.ok());
        QCOMPARE(syntax.error().code, QStringLiteral("invalid_statement"));

        // Writes are checked, not run.
        const qlonglong before = hostileRows();
        QCOMPARE(before, 3);
        auto del = validate(QStringLiteral("DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        QVERIFY2(del.ok(), qPrintable(del.error().message));
        auto ins = validate(QStringLiteral("INSERT INTO %1 VALUES (99, 'x')")
                                .arg(testTable(m_engine.hostileTable)));
        QVERIFY2(ins.ok(), qPrintable(ins.error().message));
        // A second statement is neither accepted nor run.
        auto two = validate(
            QStringLiteral("SELECT 1; DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        QVERIFY(!two.ok());
        QCOMPARE(hostileRows(), before);
        // The session is still fine and still in autocommit mode.
        QCOMPARE(m_session->scalar(QStringLiteral("SELECT 1")).toInt(), 1);
    }

    void queryPlan()
    {
        auto plan = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->queryPlan(db, QStringLiteral("SELECT * FROM %1 WHERE %2 = 5")
                                                .arg(chinook(m_engine.track), q(m_engine.genreId)));
        });
        QVERIFY2(plan.ok(), qPrintable(plan.error().message));
        QCOMPARE(plan->format, m_engine.planFormat);
        QVERIFY2(plan->text.contains(QRegularExpression(m_engine.planMarker)),
                 qPrintable(plan->text));
        if (plan->format == QueryPlan::Format::Json) {
            const QByteArray json = plan->text.toUtf8();
            QVERIFY2(json.startsWith('[') || json.startsWith('{'), json.constData());
        }

        // Planning a write plans it, nothing more.
        auto del = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->queryPlan(
                db, QStringLiteral("DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        });
        QVERIFY2(del.ok(), qPrintable(del.error().message));
        QCOMPARE(hostileRows(), 3);

        auto bad = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->queryPlan(db, QStringLiteral("SELECT * FROM no_such_table"));
        });
        QVERIFY(!bad.ok());
        auto two = m_session->call([this](QSqlDatabase& db) {
            return m_adapter->queryPlan(
                db,
                QStringLiteral("SELECT 1; DELETE FROM %1").arg(testTable(m_engine.hostileTable)));
        });
        QVERIFY(!two.ok());
        QCOMPARE(hostileRows(), 3);
    }

    // Checking and planning leave a transaction the user has open as it was: neither
    // committed, nor rolled back, nor aborted by a failing check.
    void insideUserTransaction()
    {
        auto session = newSession(QStringLiteral("tst_adapters_transaction"));
        QVERIFY(session);
        const QString scratch = testTable(QStringLiteral("scratch"));
        QCOMPARE(session->exec(m_engine.id == QLatin1String("sqlite")
                                   ? QStringLiteral("BEGIN")
                                   : QStringLiteral("START TRANSACTION")),
                 QString());
        QCOMPARE(session->exec(QStringLiteral("INSERT INTO %1 (id) VALUES (7)").arg(scratch)),
                 QString());
        auto good = session->call([&](QSqlDatabase& db) {
            return m_adapter->validate(db, QStringLiteral("SELECT id FROM %1").arg(scratch));
        });
        QVERIFY2(good.ok(), qPrintable(good.error().message));
        auto bad = session->call([&](QSqlDatabase& db) {
            return m_adapter->validate(db, QStringLiteral("SELECT nope FROM %1").arg(scratch));
        });
        QVERIFY(!bad.ok());
        auto plan = session->call([&](QSqlDatabase& db) {
            return m_adapter->queryPlan(db, QStringLiteral("SELECT id FROM %1").arg(scratch));
        });
        QVERIFY2(plan.ok(), qPrintable(plan.error().message));
        // Still inside the transaction, which still works and still holds the row...
        QCOMPARE(session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 1);
        QCOMPARE(session->exec(QStringLiteral("INSERT INTO %1 (id) VALUES (8)").arg(scratch)),
                 QString());
        // ...which nobody else sees before it commits, and which rolls back entirely.
        QCOMPARE(m_session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 0);
        QCOMPARE(session->exec(QStringLiteral("ROLLBACK")), QString());
        QCOMPARE(session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(scratch)).toInt(),
                 0);
    }

    // While the session still streams a result, PostgreSQL adapter calls refuse rather than
    // silently discard the rows.
    void busyWhileStreaming()
    {
        if (m_engine.id != QLatin1String("postgres"))
            QSKIP("PostgreSQL only (QPSQL's single-row mode)");
        auto session = newSession(QStringLiteral("tst_adapters_busy"));
        QVERIFY(session);
        auto answers = session->call([this](QSqlDatabase& db) {
            QSqlQuery streaming(db);
            streaming.setForwardOnly(true);
            streaming.exec(QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.track)));
            streaming.next();
            auto tables = m_adapter->listTables(db);
            int more = 0;
            while (streaming.next())
                ++more;
            return std::make_pair(tables.ok() ? QString() : tables.error().code, more);
        });
        QCOMPARE(answers.first, QStringLiteral("busy"));
        QCOMPARE(answers.second, 3502); // the result was left whole
    }

    void sessionReadOnly()
    {
        auto session = newSession(QStringLiteral("tst_adapters_read_only"));
        QVERIFY(session);
        const QString insert = QStringLiteral("INSERT INTO %1 (id) VALUES (1)")
                                   .arg(testTable(QStringLiteral("scratch")));
        const QString create = QStringLiteral("CREATE TABLE %1 (id INTEGER)")
                                   .arg(testTable(QStringLiteral("not_created")));
        auto on = session->call(
            [this](QSqlDatabase& db) { return m_adapter->setSessionReadOnly(db, true); });
        QVERIFY2(on.ok(), qPrintable(on.error().message));

        const QString refusedInsert = session->exec(insert);
        QVERIFY2(!refusedInsert.isEmpty(), "the INSERT ran in a read-only session");
        qInfo("INSERT refused: %s", qPrintable(refusedInsert));
        const QString refusedCreate = session->exec(create);
        QVERIFY2(!refusedCreate.isEmpty(), "the CREATE TABLE ran in a read-only session");
        qInfo("CREATE TABLE refused: %s", qPrintable(refusedCreate));
        QCOMPARE(
            session->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.genre)))
                .toInt(),
            25);

        auto off = session->call(
            [this](QSqlDatabase& db) { return m_adapter->setSessionReadOnly(db, false); });
        QVERIFY2(off.ok(), qPrintable(off.error().message));
        QCOMPARE(session->exec(insert), QString());
        QCOMPARE(m_session
                     ->scalar(QStringLiteral("SELECT count(*) FROM %1")
                                  .arg(testTable(QStringLiteral("scratch"))))
                     .toInt(),
                 1);
        QCOMPARE(m_session->exec(
                     QStringLiteral("DELETE FROM %1").arg(testTable(QStringLiteral("scratch")))),
                 QString());
    }

    void errorHints()
    {
        const QString missingColumn = m_session->exec(
            QStringLiteral("SELECT no_such_column FROM %1").arg(chinook(m_engine.track)));
        QVERIFY(!missingColumn.isEmpty());
        const QStringList columnHints = m_adapter->errorHints(missingColumn);
        QVERIFY2(!columnHints.isEmpty(), qPrintable(missingColumn));
        QVERIFY2(columnHints.at(0).contains(QLatin1String("describe_table()")),
                 qPrintable(columnHints.join('\n')));

        const QString missingTable = m_session->exec(QStringLiteral("SELECT * FROM no_such_table"));
        const QStringList tableHints = m_adapter->errorHints(missingTable);
        QVERIFY2(!tableHints.isEmpty(), qPrintable(missingTable));
        QVERIFY2(tableHints.at(0).contains(QLatin1String("list_tables()")),
                 qPrintable(tableHints.join('\n')));

        QVERIFY(m_adapter->errorHints(QStringLiteral("disk full")).isEmpty());
    }

    void prepareForAnalysis()
    {
        auto prepared = m_adapter->prepareForAnalysis(QStringLiteral(
            "SELECT * FROM t WHERE 1 = 1 [[AND name = {{name}}]] [[AND id > {{min_id}}]]"));
        QVERIFY(prepared.ok());
        QCOMPARE(prepared.value(),
                 QStringLiteral("SELECT * FROM t WHERE 1 = 1 AND name = NULL AND id > NULL"));
        // {{ min_id }} is no placeholder (spec §11.1): named, not planned as broken SQL.
        auto spaced = m_adapter->prepareForAnalysis(QStringLiteral("SELECT {{ min_id }}"));
        QVERIFY(!spaced.ok());
        QCOMPARE(spaced.error().code, QStringLiteral("spaced_placeholder"));
    }

    void cancelLongQuery()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(m_engine.longStatement);
        QSignalSpy failed(h, &QueryHandle::failed);
        QTest::qWait(500);
        QCOMPARE(h->state(), QueryHandle::State::Running);
        QElapsedTimer t;
        t.start();
        h->cancel();
        QVERIFY(QTest::qWaitFor([&] { return failed.count() > 0; }, 2000));
        qInfo("cancelled after %lld ms", t.elapsed());
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));

        // The connection stays usable.
        QueryHandle* next =
            c->execute(QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.track)));
        QSignalSpy rows(next, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(next, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).toList().at(0).toInt(), 3503);
    }

    void cancellerOutlivesItsConnection()
    {
        if (m_engine.id == QLatin1String("sqlite"))
            QSKIP("SQLite's canceller holds the live handle; Connection drops it before closing");
        std::function<void()> cancel;
        {
            auto session = newSession(QStringLiteral("tst_adapters_canceller"));
            QVERIFY(session);
            cancel = session->canceller();
            QVERIFY(cancel);
        }
        cancel(); // the connection is gone: harmless, and no freed memory is touched
        cancel();
    }

    void openErrorsHideThePassword()
    {
        if (m_engine.id == QLatin1String("sqlite"))
            QSKIP("SQLite URLs have no password");
        auto url = SourceUrl::parse(m_url);
        QVERIFY(url.ok());
        const QString scheme = url->scheme;
        // Nobody listens on port 1: refused at once.
        const QString bad =
            QStringLiteral("%1://nelumbo:s3cr%40tpw@127.0.0.1:1/chinook?connect_timeout=3")
                .arg(scheme);
        Connection c;
        QSignalSpy failed(&c, &Connection::openFailed);
        c.open(bad);
        QVERIFY(failed.wait(10000));
        const Error e = failed.at(0).at(0).value<Error>();
        QVERIFY(!e.message.isEmpty());
        QVERIFY2(!e.message.contains(QLatin1String("s3cr")), qPrintable(e.message));
        QCOMPARE(
            SourceUrl::parse(bad)->redacted(),
            QStringLiteral("%1://nelumbo:***@127.0.0.1:1/chinook?connect_timeout=3").arg(scheme));

        // Option mistakes are caught before connecting, without the password either.
        const QString option = m_engine.id == QLatin1String("postgres")
                                   ? QStringLiteral("search_path=public;%20DROP")
                                   : QStringLiteral("no_such_option=1");
        Connection c2;
        QSignalSpy failed2(&c2, &Connection::openFailed);
        c2.open(
            QStringLiteral("%1://nelumbo:s3cr%40tpw@127.0.0.1:1/chinook?%2").arg(scheme, option));
        QVERIFY(failed2.wait(10000));
        const Error e2 = failed2.at(0).at(0).value<Error>();
        QCOMPARE(e2.code, QStringLiteral("invalid_source_url"));
        QVERIFY2(!e2.message.contains(QLatin1String("s3cr")), qPrintable(e2.message));
        QVERIFY2(e2.message.contains(QLatin1String("***")), qPrintable(e2.message));
    }

    void urlOptionsApply()
    {
        if (m_engine.id == QLatin1String("sqlite"))
            QSKIP("SQLite URLs take no connection options");
        const QString separator =
            m_url.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?");
        QString url = m_url + separator + QStringLiteral("connect_timeout=5");
        if (m_engine.id == QLatin1String("postgres"))
            url += QStringLiteral("&search_path=%1,public").arg(m_engine.testSchema);
        AdapterSession s(m_adapter, QStringLiteral("tst_adapters_options"));
        auto opened = s.open(url);
        QVERIFY2(opened.ok(), qPrintable(opened.error().message));
        if (m_engine.id == QLatin1String("postgres")) {
            // scratch without a schema: found through the search_path
            QCOMPARE(s.scalar(QStringLiteral("SELECT count(*) FROM scratch")).toInt(), 0);
            QCOMPARE(s.scalar(QStringLiteral("SELECT current_schema()")).toString(),
                     m_engine.testSchema);
            QCOMPARE(s.scalar(QStringLiteral("SHOW application_name")).toString(),
                     QStringLiteral("Nelumbo"));
        } else {
            QCOMPARE(s.scalar(QStringLiteral("SELECT DATABASE()")).toString(),
                     m_engine.defaultSchema);
        }
    }

    void readOnlyUser()
    {
        const QString variable =
            m_engine.id == QLatin1String("postgres") ? QStringLiteral("NELUMBO_TEST_PG_RO_URL")
            : m_engine.id == QLatin1String("mysql")  ? QStringLiteral("NELUMBO_TEST_MY_RO_URL")
                                                     : QString();
        if (variable.isEmpty() || qEnvironmentVariableIsEmpty(qPrintable(variable)))
            QSKIP("no read-only user for this engine");
        AdapterSession s(m_adapter, QStringLiteral("tst_adapters_ro"));
        QVERIFY(s.open(qEnvironmentVariable(qPrintable(variable))).ok());
        auto tables = s.call([this](QSqlDatabase& db) {
            return m_adapter->listTables(db, {m_engine.defaultSchema});
        });
        QVERIFY2(tables.ok(), qPrintable(tables.error().message));
        QCOMPARE(tables->size(), 11);
        auto d = s.call([this](QSqlDatabase& db) {
            return m_adapter->describeTable(db, m_engine.defaultSchema, m_engine.track);
        });
        QVERIFY2(d.ok(), qPrintable(d.error().message));
        QCOMPARE(d->foreignKeys.size(), 3);
    }
};

NELUMBO_CORE_TEST_MAIN(TstAdapters)
#include "tst_adapters.moc"
