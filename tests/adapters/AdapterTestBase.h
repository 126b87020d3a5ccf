#pragma once

// What the adapter suite's test classes share: the engine under test, a session on it, and
// the scratch objects they read (created by setUpEngine(), dropped by tearDownEngine()).
#include "AdapterSession.h"
#include "BuiltinAdapters.h"
#include "TestData.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace nelumbo::testing {

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

inline Engine engineNamed(const QString& id)
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

inline QStringList namesOf(const QList<TableInfo>& tables)
{
    QStringList out;
    for (const TableInfo& t : tables)
        out << t.name;
    return out;
}

inline const ColumnDescription* column(const TableDescription& d, const QString& name)
{
    for (const ColumnDescription& c : d.columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

// The engine named by NELUMBO_TEST_ADAPTER (sqlite when unset).
inline QString engineUnderTest()
{
    return qEnvironmentVariable("NELUMBO_TEST_ADAPTER", QStringLiteral("sqlite"));
}

class AdapterTestBase : public QObject
{
protected:
    Engine m_engine = engineNamed(engineUnderTest());
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

    // Why the engine cannot be tested (no server named), or empty. Sets m_url otherwise.
    QString missingServer()
    {
        if (m_engine.urlVariable.isEmpty())
            return {};
        m_url = qEnvironmentVariable(qPrintable(m_engine.urlVariable));
        if (!m_url.isEmpty())
            return {};
        return QStringLiteral("%1 is not set: no %2 server to test against (tools/dev.sh test "
                              "starts one)")
            .arg(m_engine.urlVariable, m_engine.id);
    }

    // The session and the tests' own objects, with names that break naive quoting.
    void setUpEngine()
    {
        registerBuiltinAdapters();
        if (m_engine.urlVariable.isEmpty()) {
            QVERIFY(m_dir.isValid());
            const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
            QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
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

    void tearDownEngine()
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
};

} // namespace nelumbo::testing

// initTestCase() of every class: skipped without a server, else the engine set up.
#define NELUMBO_ADAPTER_INIT()                                                                     \
    do {                                                                                           \
        const QString missing = missingServer();                                                   \
        if (!missing.isEmpty())                                                                    \
            QSKIP(qPrintable(missing));                                                            \
        setUpEngine();                                                                             \
    } while (false)
