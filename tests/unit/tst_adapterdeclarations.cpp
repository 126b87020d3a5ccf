// What an adapter declares reaches every caller in core and the interface: URL schemes and
// aliases, normalisation, file types, version query, search path option, hidden catalogues,
// lexer options and trust. Two adapters nothing outside adapters/ names prove it.
#include "BuiltinAdapters.h"
#include "DeclaringAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/AdapterTrust.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/DatabaseFileFilter.h"
#include "adapter/SourceUrl.h"
#include "editor/LexerFactory.h"
#include "source/ConnectionProbe.h"
#include "source/SourceDefinition.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"
#include "visibility/VisibilityPolicy.h"

#include <QDir>
#include <QTest>

using namespace nelumbo;

class TstAdapterDeclarations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        AdapterRegistry::add(std::make_unique<test::LedgerAdapter>());
        AdapterRegistry::add(std::make_unique<test::NotebookAdapter>());
    }

    void schemesAndAliases()
    {
        QCOMPARE(SourceDefinition::kindOfScheme("ledger"), QStringLiteral("ledger"));
        QCOMPARE(SourceDefinition::kindOfScheme("LEDGERS"), QStringLiteral("ledger"));
        QCOMPARE(SourceDefinition::kindOfScheme("nb"), QStringLiteral("notebook"));
        // The built-ins' aliases come from them too.
        QCOMPARE(SourceDefinition::kindOfScheme("sqlite3"), QStringLiteral("sqlite"));
        QCOMPARE(SourceDefinition::kindOfScheme("postgresql"), QStringLiteral("postgres"));
        QCOMPARE(SourceDefinition::kindOfScheme("mariadb"), QStringLiteral("mysql"));
        QCOMPARE(SourceDefinition::kindOfScheme("oracle"), QStringLiteral("oracle"));
        // A file scheme's alias reads as the scheme, and its path keeps '@' and '?'.
        auto url = SourceUrl::parse(QStringLiteral("nb:/tmp/a@b?.nb"));
        QVERIFY2(url, qPrintable(url ? QString() : url.error().message));
        QVERIFY(url->isFile());
        QCOMPARE(url->scheme, QStringLiteral("notebook"));
        QCOMPARE(url->database, QStringLiteral("/tmp/a@b?.nb"));
        QCOMPARE(CredentialUrl::split(QStringLiteral("notebook:///tmp/u:p@h.nb")).password,
                 QString());
    }

    void sourceStoreAsksTheAdapter()
    {
        QCOMPARE(SourceStore::normalizeUrl(" ledger://me@db.example/books ").value(),
                 QStringLiteral("ledger://me@db.example/books"));
        QCOMPARE(SourceStore::normalizeUrl("ledgers://db.example/books").value(),
                 QStringLiteral("ledgers://db.example/books"));
        const auto notServer = SourceStore::normalizeUrl("ledger:books");
        QVERIFY(!notServer);
        QCOMPARE(notServer.error().code, QStringLiteral("invalid_source_url"));
        QCOMPARE(SourceStore::normalizeUrl("nb:rel/a.nb").value(),
                 QStringLiteral("notebook://") +
                     QDir::cleanPath(QDir::current().absoluteFilePath("rel/a.nb")));
        QCOMPARE(SourceStore::normalizeUrl("notebook::memory:").value(),
                 QStringLiteral("notebook::memory:"));
        // Only schemes no adapter claims are refused.
        const auto unknown = SourceStore::normalizeUrl("oracle://db.example/x");
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, QStringLiteral("unsupported_scheme"));
        // The built-ins keep their forms.
        QCOMPARE(SourceStore::normalizeUrl("sqlite3::memory:").value(),
                 QStringLiteral("sqlite::memory:"));
        QCOMPARE(SourceStore::normalizeUrl("sqlite:/tmp/x.db").value(),
                 QStringLiteral("sqlite:///tmp/x.db"));
        QVERIFY(!SourceStore::normalizeUrl("postgres:db"));
    }

    void filesByExtension()
    {
        QCOMPARE(AdapterRegistry::fileUrl("/tmp/plan.NOTEBOOK"),
                 QStringLiteral("notebook:///tmp/plan.NOTEBOOK"));
        QCOMPARE(AdapterRegistry::fileUrl("/tmp/shop.db"), QStringLiteral("sqlite:///tmp/shop.db"));
        // Unknown extensions go to the first adapter that opens files.
        QCOMPARE(AdapterRegistry::fileUrl("/tmp/shop.data"),
                 QStringLiteral("sqlite:///tmp/shop.data"));
        const QList<const DatabaseAdapter*> files = DatabaseFileFilter::fileAdapters();
        QCOMPARE(files.size(), 2);
        QCOMPARE(DatabaseFileFilter::filter(files),
                 QStringLiteral("SQLite databases (*.db *.sqlite *.sqlite3 *.db3);;"
                                "Notebooks (*.nb *.notebook);;All files (*)"));
        QCOMPARE(DatabaseFileFilter::openCaption({files.last()}), QStringLiteral("Open notebook"));
        QCOMPARE(DatabaseFileFilter::openCaption({files.first()}),
                 QStringLiteral("Open SQLite database"));
    }

    void versionQuery()
    {
        QCOMPARE(ConnectionProbe::versionQuery("ledger"),
                 QStringLiteral("SELECT ledger_version()"));
        QVERIFY(ConnectionProbe::versionQuery("notebook").isEmpty());
        QVERIFY(ConnectionProbe::versionQuery("sqlite").contains("sqlite_version"));
    }

    void searchPathOption()
    {
        ResolvedSource source;
        source.definition.name = QStringLiteral("books");
        source.definition.url = QStringLiteral("ledger://db.example/books");
        source.definition.searchPath = {QStringLiteral("current"), QStringLiteral("old")};
        QCOMPARE(source.connectionUrl(),
                 QStringLiteral("ledger://db.example/books?books=current,old"));
        source.definition.url = QStringLiteral("ledger://db.example/books?books=x");
        QCOMPARE(source.connectionUrl(), QStringLiteral("ledger://db.example/books?books=x"));
        // An adapter with no search path ignores the setting.
        source.definition.url = QStringLiteral("mysql://db.example/shop");
        QCOMPARE(source.connectionUrl(), QStringLiteral("mysql://db.example/shop"));
        source.definition.url = QStringLiteral("postgres://db.example/shop");
        QCOMPARE(source.connectionUrl(),
                 QStringLiteral("postgres://db.example/shop?search_path=current,old"));
    }

    void hiddenCatalogues()
    {
        const VisibilityPolicy ledger({}, BuiltinHidden::forLanguage("sql:ledger"));
        QVERIFY(!ledger.schemaVisible("ledger_meta"));
        QVERIFY(ledger.schemaVisible("pg_catalog")); // another adapter's catalogue
        // A language no adapter speaks hides every adapter's, the new one's too.
        const VisibilityPolicy unknown({}, BuiltinHidden::forLanguage("sql:other"));
        QVERIFY(!unknown.schemaVisible("ledger_meta"));
        QVERIFY(!unknown.schemaVisible("pg_catalog"));
        QVERIFY(!unknown.schemaVisible("performance_schema"));
        QVERIFY(!unknown.relationVisible("", "sqlite_master"));
    }

    void lexerOptions()
    {
        QVERIFY(LexerFactory::backslashEscapes("Ledger SQL"));
        QVERIFY(LexerFactory::backslashEscapes("SQL (MySQL)"));
        QVERIFY(!LexerFactory::backslashEscapes("SQL (PostgreSQL)"));
        QVERIFY(!LexerFactory::backslashEscapes("SQL"));
        QCOMPARE(LexerFactory::keywords("Ledger SQL"), QStringList({"post", "balance"}));
        QVERIFY(LexerFactory::keywords("SQL (PostgreSQL)").isEmpty());
        QVERIFY(LexerFactory::keywords("SQL").isEmpty());
    }

    void trust()
    {
        const AdapterTrust trust;
        for (const char* id : {"sqlite", "postgres", "mysql", "notebook"})
            QVERIFY2(trust.isTrusted(QLatin1String(id)), id);
        QVERIFY(!trust.isTrusted("ledger"));
        QVERIFY(AdapterTrust({"ledger"}).isTrusted("ledger"));
        QVERIFY(AdapterTrust::builtinIds().contains("notebook"));
        QVERIFY(!AdapterTrust::builtinIds().contains("ledger"));
    }
};

QTEST_GUILESS_MAIN(TstAdapterDeclarations)
#include "tst_adapterdeclarations.moc"
