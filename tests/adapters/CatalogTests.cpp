// Names and introspection on every engine: schemas, tables, columns, keys, distinct values.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"
#include "adapter/AdapterRegistry.h"

#include <QRegularExpression>
#include <QSet>

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstAdapterCatalog : public AdapterTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

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
        auto schemas = m_session->call(
            [this](nelumbo::Session& session) { return m_adapter->listSchemas(session); });
        QVERIFY2(schemas.ok(), qPrintable(schemas.error().message));
        QVERIFY2(schemas->contains(m_engine.defaultSchema), qPrintable(schemas->join(',')));
        QVERIFY(schemas->contains(m_engine.testSchema));
        for (const char* hidden : {"information_schema", "pg_catalog", "pg_toast", "mysql",
                                   "performance_schema", "sys", "temp"})
            QVERIFY2(!schemas->contains(QLatin1String(hidden)), hidden);
    }

    void listTables()
    {
        auto tables = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->listTables(session, {m_engine.defaultSchema});
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
        auto all = m_session->call(
            [this](nelumbo::Session& session) { return m_adapter->listTables(session); });
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
        auto catalog = m_session->call(
            [this](nelumbo::Session& session) { return m_adapter->introspect(session); });
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

    // The database's comments on tables, views and columns come with the catalogue (the schema
    // browser's tooltips, nelumbo-cli schema); SQLite has none, and MySQL's word VIEW is not one.
    void introspectComments()
    {
        const bool pg = m_engine.id == QLatin1String("postgres");
        const bool my = m_engine.id == QLatin1String("mysql");
        const QString table = testTable(QStringLiteral("commented"));
        const QString view = testTable(QStringLiteral("commented_view"));
        const QString tableComment = QStringLiteral("Sales, one row per invoice.\nSee 'docs'.");
        const QString idComment = QStringLiteral("The invoice's number");
        auto literal = [](QString text) {
            return QLatin1Char('\'') + text.replace(u'\'', QLatin1String("''")) + QLatin1Char('\'');
        };
        QStringList statements;
        if (my) {
            statements << QStringLiteral("CREATE TABLE %1 (id INTEGER COMMENT %2, note TEXT) "
                                         "COMMENT=%3")
                              .arg(table, literal(idComment), literal(tableComment));
        } else {
            statements << QStringLiteral("CREATE TABLE %1 (id INTEGER, note TEXT)").arg(table);
            if (pg)
                statements
                    << QStringLiteral("COMMENT ON TABLE %1 IS %2").arg(table, literal(tableComment))
                    << QStringLiteral("COMMENT ON COLUMN %1.id IS %2")
                           .arg(table, literal(idComment));
        }
        statements << QStringLiteral("CREATE VIEW %1 AS SELECT id FROM %2").arg(view, table);
        if (pg)
            statements << QStringLiteral("COMMENT ON VIEW %1 IS 'A view'").arg(view);
        for (const QString& statement : std::as_const(statements))
            QCOMPARE(m_session->exec(statement), QString());

        auto catalog = m_session->call(
            [this](nelumbo::Session& session) { return m_adapter->introspect(session); });
        QVERIFY2(catalog.ok(), qPrintable(catalog.error().message));
        const TableInfo* t = nullptr;
        const TableInfo* v = nullptr;
        const TableInfo* track = nullptr;
        for (const SchemaInfo& s : catalog.value())
            for (const TableInfo& info : s.tables) {
                if (s.name == m_engine.testSchema && info.name == QLatin1String("commented"))
                    t = &info;
                if (s.name == m_engine.testSchema && info.name == QLatin1String("commented_view"))
                    v = &info;
                if (s.name == m_engine.defaultSchema && info.name == m_engine.track)
                    track = &info;
            }
        QVERIFY(t && v && track);
        QCOMPARE(t->columns.size(), 2);
        QCOMPARE(t->comment, pg || my ? tableComment : QString());
        QCOMPARE(t->columns.at(0).comment, pg || my ? idComment : QString());
        QCOMPARE(t->columns.at(1).comment, QString());
        QCOMPARE(v->kind, TableInfo::Kind::View);
        QCOMPARE(v->comment, pg ? QStringLiteral("A view") : QString());
        // Chinook has no comments anywhere.
        QCOMPARE(track->comment, QString());
        for (const ColumnInfo& c : track->columns)
            QCOMPARE(c.comment, QString());

        QCOMPARE(m_session->exec(QStringLiteral("DROP VIEW %1").arg(view)), QString());
        QCOMPARE(m_session->exec(QStringLiteral("DROP TABLE %1").arg(table)), QString());
    }

    void describeTrack()
    {
        auto d = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->describeTable(session, m_engine.defaultSchema, m_engine.track);
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

        auto missing = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->describeTable(session, m_engine.defaultSchema,
                                            QStringLiteral("no_such_table"));
        });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, QStringLiteral("table_not_found"));
    }

    void distinctValues()
    {
        auto genres = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->distinctValues(session, m_engine.defaultSchema, m_engine.genre,
                                             m_engine.name, 5);
        });
        QVERIFY2(genres.ok(), qPrintable(genres.error().message));
        QCOMPARE(genres->size(), 5);
        QCOMPARE(genres->at(0).toString(), QStringLiteral("Alternative"));
        QSet<QString> seen;
        for (const QVariant& v : genres.value())
            seen << v.toString();
        QCOMPARE(seen.size(), 5);

        auto all = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->distinctValues(session, m_engine.defaultSchema, m_engine.genre,
                                             m_engine.name);
        });
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 25); // every genre, below the default cap of 100

        // A limit above the cap is capped.
        auto capped = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->distinctValues(session, m_engine.defaultSchema, m_engine.track,
                                             m_engine.name, 1000000);
        });
        QVERIFY2(capped.ok(), qPrintable(capped.error().message));
        QCOMPARE(capped->size(), DatabaseAdapter::kMaxDistinctValues);
    }

    void hostileNamesRoundTrip()
    {
        auto tables = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->listTables(session, {m_engine.testSchema});
        });
        QVERIFY2(tables.ok(), qPrintable(tables.error().message));
        QVERIFY2(namesOf(tables.value()).contains(m_engine.hostileTable),
                 qPrintable(namesOf(tables.value()).join(" | ")));

        auto d = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->describeTable(session, m_engine.testSchema, m_engine.hostileTable);
        });
        QVERIFY2(d.ok(), qPrintable(d.error().message));
        QCOMPARE(d->name, m_engine.hostileTable);
        QCOMPARE(d->columns.size(), 2);
        QCOMPARE(d->columns.at(1).name, m_engine.hostileColumn);
        QVERIFY(!d->columns.at(1).nullable);
        QCOMPARE(d->primaryKey, QStringList{QStringLiteral("id")});

        auto values = m_session->call([this](nelumbo::Session& session) {
            return m_adapter->distinctValues(session, m_engine.testSchema, m_engine.hostileTable,
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
};

} // namespace

int runCatalogTests(int argc, char** argv)
{
    TstAdapterCatalog tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "CatalogTests.moc"
