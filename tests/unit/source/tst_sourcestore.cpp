#include "CoreTestMain.h"
#include "source/DemoDatabase.h"
#include "source/SourceStore.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

using namespace nelumbo;

namespace {
const QString kPassword = QStringLiteral("Hunter2-c0rrect-h0rse");

QByteArray fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}
} // namespace

class TstSourceStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_config;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_config = m_dir.filePath(QStringLiteral("%1.conf").arg(QTest::currentTestFunction()));
        QFile::remove(m_config);
    }

    void demoAlwaysPresent()
    {
        const SourceStore store(m_config);
        QVERIFY(!QFileInfo::exists(m_config));
        const SourceStore::Contents contents = store.load();
        QCOMPARE(contents.sources.size(), 1);
        QVERIFY(contents.warnings.isEmpty());
        const SourceDefinition demo = contents.sources.first();
        QCOMPARE(demo.name, QStringLiteral("demo"));
        QCOMPARE(demo.url, DemoDatabase::sourceUrl());
        QVERIFY(demo.builtIn);
        QVERIFY(demo.readOnly);
        QCOMPARE(demo.kind(), QStringLiteral("sqlite"));
        QCOMPARE(store.find(QStringLiteral("demo")), demo);

        // Neither saving over it nor removing it works; a [source.demo] group is ignored.
        SourceStore writable(m_config);
        SourceDefinition other = demo;
        other.url = QStringLiteral("sqlite:///tmp/other.db");
        auto saved = writable.save(other);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, QStringLiteral("built_in_source"));
        QCOMPARE(writable.remove(QStringLiteral("demo")).error().code,
                 QStringLiteral("built_in_source"));
        QVERIFY(write(m_config, "[source.demo]\nurl=sqlite:///tmp/other.db\n"));
        const SourceStore::Contents after = writable.load();
        QCOMPARE(after.sources.size(), 1);
        QCOMPARE(after.sources.first().url, DemoDatabase::sourceUrl());
        QCOMPARE(after.warnings.size(), 1);
        QVERIFY2(after.warnings.first().contains(QLatin1String("built in")),
                 qPrintable(after.warnings.first()));
        // Other features may configure the demo in its group: no warning for their keys.
        QVERIFY(write(m_config, "[source.demo]\ntables_deny=Employee\n"));
        QVERIFY(writable.load().warnings.isEmpty());
    }

    void otherFeaturesKeysStay()
    {
        // Visibility rules live in the same [source.NAME] groups.
        QVERIFY(write(m_config, "[source.hr]\nurl=sqlite:///tmp/hr.db\ntables_deny=Employee\n"
                                "columns=Email=omit\nai=disabled\n"));
        SourceStore store(m_config);
        const SourceStore::Contents loaded = store.load();
        QVERIFY2(loaded.warnings.isEmpty(), qPrintable(loaded.warnings.join('\n')));
        SourceDefinition hr = loaded.sources.at(1);
        QCOMPARE(hr.aiPolicy, AiPolicy::Disabled);
        hr.aiPolicy = AiPolicy::Enabled;
        QVERIFY(store.save(hr));
        const QSettings settings(m_config, QSettings::IniFormat);
        QCOMPARE(settings.value(QStringLiteral("source.hr/tables_deny")).toString(),
                 QStringLiteral("Employee"));
        QCOMPARE(settings.value(QStringLiteral("source.hr/columns")).toString(),
                 QStringLiteral("Email=omit"));
        QCOMPARE(settings.value(QStringLiteral("source.hr/ai")).toString(),
                 QStringLiteral("enabled"));
        // Removing the source removes the whole group.
        QVERIFY(store.remove(QStringLiteral("hr")));
        QVERIFY(!fileText(m_config).contains("Employee"));
    }

    void roundTrip()
    {
        SourceStore store(m_config);
        SourceDefinition pg;
        pg.name = QStringLiteral("sales");
        pg.url = QStringLiteral("postgres://app@db.example.com:5432/sales?sslmode=require");
        pg.readOnly = false;
        pg.searchPath = {QStringLiteral("sales"), QStringLiteral("public")};
        pg.aiPolicy = AiPolicy::NoRowData;
        pg.password = PasswordStorage::Keychain;
        QVERIFY(store.save(pg));

        SourceDefinition lite;
        lite.name = QStringLiteral("a-local_1");
        lite.url = QStringLiteral("sqlite:///tmp/some dir/x.db");
        lite.aiPolicy = AiPolicy::Disabled;
        QVERIFY(store.save(lite));

        const SourceStore::Contents loaded = SourceStore(m_config).load();
        QVERIFY2(loaded.warnings.isEmpty(), qPrintable(loaded.warnings.join('\n')));
        QCOMPARE(loaded.sources.size(), 3);
        QCOMPARE(loaded.sources.at(0).name, QStringLiteral("demo"));
        QCOMPARE(loaded.sources.at(1), lite); // in name order after the demo
        QCOMPARE(loaded.sources.at(2), pg);
        QCOMPARE(loaded.sources.at(2).kind(), QStringLiteral("postgres"));

        // The documented layout.
        const QByteArray text = fileText(m_config);
        for (const char* line :
             {"[source.sales]",
              "url=\"postgres://app@db.example.com:5432/sales?"
              "sslmode=require\"",
              "read_only=false", "search_path=sales, public", "ai=no-row-data", "password=keychain",
              "[source.a-local_1]", "ai=disabled", "password=none"})
            QVERIFY2(text.contains(line), line);

        // Saving again replaces the group; no stale key survives.
        pg.searchPath.clear();
        QVERIFY(store.save(pg));
        QVERIFY(!fileText(m_config).contains("search_path"));
        QCOMPARE(*SourceStore(m_config).find(QStringLiteral("sales")), pg);
    }

    void defaults()
    {
        QVERIFY(write(m_config, "[source.x]\nurl=mysql://app@localhost/shop\n"));
        const SourceStore::Contents contents = SourceStore(m_config).load();
        QVERIFY(contents.warnings.isEmpty());
        const SourceDefinition x = contents.sources.at(1);
        QCOMPARE(x.name, QStringLiteral("x"));
        QCOMPARE(x.url, QStringLiteral("mysql://app@localhost/shop"));
        QVERIFY(x.readOnly);
        QVERIFY(x.searchPath.isEmpty());
        QCOMPARE(x.aiPolicy, AiPolicy::Enabled);
        QCOMPARE(x.password, PasswordStorage::None);
        QCOMPARE(x.kind(), QStringLiteral("mysql"));
        QVERIFY(!x.builtIn);
    }

    void relativeSqlitePathBecomesAbsolute()
    {
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = QStringLiteral("rel");
        d.url = QStringLiteral("sqlite:data/shop.db");
        QVERIFY(store.save(d));
        QCOMPARE(store.find(QStringLiteral("rel"))->url,
                 QStringLiteral("sqlite://") +
                     QDir::current().absoluteFilePath(QStringLiteral("data/shop.db")));
    }

    void passwordInUrlNeverWritten_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("authority") << "postgres://app:" + kPassword + "@h:5432/db";
        QTest::newRow("query") << "mysql://app@h/db?password=" + kPassword;
    }
    void passwordInUrlNeverWritten()
    {
        QFETCH(QString, url);
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = QStringLiteral("leaky");
        d.url = url;
        auto saved = store.save(d);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, QStringLiteral("password_in_url"));
        QVERIFY2(!saved.error().message.contains(kPassword), qPrintable(saved.error().message));
        QVERIFY(saved.error().message.contains(QLatin1String("***")));
        QVERIFY(!fileText(m_config).contains(kPassword.toUtf8()));
        QVERIFY(!store.find(QStringLiteral("leaky")));
    }

    void handWrittenPasswordIsIgnored()
    {
        QVERIFY(write(m_config, "[source.pg]\nurl=postgres://app:" + kPassword.toUtf8() +
                                    "@h/db\npassword=" + kPassword.toUtf8() + "\n"));
        const SourceStore::Contents contents = SourceStore(m_config).load();
        QCOMPARE(contents.sources.size(), 2);
        const SourceDefinition pg = contents.sources.at(1);
        QCOMPARE(pg.url, QStringLiteral("postgres://app@h/db"));
        QCOMPARE(pg.password, PasswordStorage::Ask); // a bad value: ask rather than guess
        QCOMPARE(contents.warnings.size(), 2);
        for (const QString& warning : contents.warnings)
            QVERIFY2(!warning.contains(kPassword), qPrintable(warning));
        QVERIFY(contents.warnings.at(0).contains(QLatin1String("password in its url")));

        // Resolving uses the password-free URL.
        auto resolved = SourceStore(m_config).resolve(QStringLiteral("pg"));
        QVERIFY(resolved);
        QVERIFY(!resolved->url.contains(kPassword));
    }

    void badValuesFailSafe()
    {
        QVERIFY(write(m_config, "[source.x]\nurl=sqlite:///tmp/x.db\nread_only=perhaps\n"
                                "ai=no_row_data\n"));
        const SourceStore::Contents contents = SourceStore(m_config).load();
        const SourceDefinition x = contents.sources.at(1);
        QVERIFY(x.readOnly);
        QCOMPARE(x.aiPolicy, AiPolicy::Disabled); // a misspelt restriction restricts most
        QCOMPARE(contents.warnings.size(), 2);
        QVERIFY(contents.warnings.at(0).contains(QLatin1String("source x: read_only")));

        QVERIFY(write(m_config,
                      "[source.y]\nread_only=false\n[source.bad.name]\nurl=sqlite::memory:\n"
                      "[other]\nurl=sqlite::memory:\n"));
        const SourceStore::Contents more = SourceStore(m_config).load();
        QCOMPARE(more.sources.size(), 1); // no url, bad name, not a source group
        QCOMPARE(more.warnings.size(), 2);
    }

    void badNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("letters digits - _") << "Sales-2024_eu" << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("space") << "my db" << false;
        QTest::newRow("dot") << "my.db" << false;
        QTest::newRow("slash") << "a/b" << false;
        QTest::newRow("traversal") << "../x" << false;
        QTest::newRow("non-ASCII") << "bücher" << false;
        QTest::newRow("newline") << "a\nb" << false;
    }
    void badNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(SourceDefinition::isValidName(name), valid);
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = name;
        d.url = QStringLiteral("sqlite::memory:");
        auto saved = store.save(d);
        QCOMPARE(saved.ok(), valid);
        if (!valid) {
            QCOMPARE(saved.error().code, QStringLiteral("invalid_source_name"));
            QCOMPARE(store.sources().size(), 1);
        }
    }

    void badUrls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("code");
        QTest::newRow("no scheme") << "shop.db"
                                   << "invalid_source_url";
        QTest::newRow("unknown scheme") << "oracle://h/db"
                                        << "unsupported_scheme";
        QTest::newRow("server without //") << "postgres:h/db"
                                           << "invalid_source_url";
        QTest::newRow("sqlite host") << "sqlite://host/x.db"
                                     << "invalid_source_url";
    }
    void badUrls()
    {
        QFETCH(QString, url);
        QFETCH(QString, code);
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = QStringLiteral("x");
        d.url = url;
        auto saved = store.save(d);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, code);
    }

    void remove()
    {
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = QStringLiteral("gone");
        d.url = QStringLiteral("sqlite::memory:");
        QVERIFY(store.save(d));
        QVERIFY(store.find(QStringLiteral("gone")));
        QVERIFY(store.remove(QStringLiteral("gone")));
        QVERIFY(!store.find(QStringLiteral("gone")));
        QVERIFY(!fileText(m_config).contains("gone"));
        auto again = store.remove(QStringLiteral("gone"));
        QVERIFY(!again);
        QCOMPARE(again.error().code, QStringLiteral("unknown_source"));
    }

    void resolve()
    {
        SourceStore store(m_config);
        SourceDefinition d;
        d.name = QStringLiteral("shop");
        d.url = QStringLiteral("sqlite:///tmp/shop.db");
        d.readOnly = false;
        QVERIFY(store.save(d));

        auto named = store.resolve(QStringLiteral("shop"));
        QVERIFY(named);
        QCOMPARE(named.value(), d);

        auto demo = store.resolve(QStringLiteral(" demo "));
        QVERIFY(demo);
        QVERIFY(demo->builtIn);

        auto adHoc =
            store.resolve(QStringLiteral("postgres://app:") + kPassword + QStringLiteral("@h/db"));
        QVERIFY(adHoc);
        QVERIFY(adHoc->name.isEmpty());
        QVERIFY(adHoc->readOnly);
        QCOMPARE(adHoc->url, QStringLiteral("postgres://app@h/db"));

        auto relative = store.resolve(QStringLiteral("sqlite:x.db"));
        QVERIFY(relative);
        const QString absolute = QDir::current().absoluteFilePath(QStringLiteral("x.db"));
        QCOMPARE(relative->url, QStringLiteral("sqlite://") + absolute);

        auto unknown = store.resolve(QStringLiteral("nosuch"));
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, QStringLiteral("unknown_source"));
        QVERIFY(unknown.error().message.contains(QLatin1String("nosuch")));

        auto bad = store.resolve(QStringLiteral("oracle://u:") + kPassword + QStringLiteral("@h"));
        QVERIFY(!bad);
        QVERIFY2(!bad.error().message.contains(kPassword), qPrintable(bad.error().message));
    }

    void aiAndPasswordNames()
    {
        for (AiPolicy p : {AiPolicy::Enabled, AiPolicy::NoRowData, AiPolicy::Disabled})
            QCOMPARE(SourceDefinition::aiPolicyFromName(SourceDefinition::aiPolicyName(p)), p);
        QCOMPARE(SourceDefinition::aiPolicyFromName(QStringLiteral("No-Row-Data")),
                 AiPolicy::NoRowData);
        QVERIFY(!SourceDefinition::aiPolicyFromName(QStringLiteral("on")));
        for (PasswordStorage s : {PasswordStorage::None, PasswordStorage::Keychain,
                                  PasswordStorage::SecretsFile, PasswordStorage::Ask})
            QCOMPARE(
                SourceDefinition::passwordStorageFromName(SourceDefinition::passwordStorageName(s)),
                s);
    }
};

NELUMBO_CORE_TEST_MAIN(TstSourceStore)

#include "tst_sourcestore.moc"
