// Settings: the app learns which keys it wrote (SettingsNotifier), once per batch of writes and
// only after the file holds them; sources and visibility read their keys from Settings.h; every
// key follows the naming rule, and a file with the old names is renamed once.
#include "CoreTestMain.h"
#include "TestData.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/Settings.h"
#include "core/SettingsMigration.h"
#include "core/SettingsNotifier.h"
#include "source/SourceStore.h"
#include "visibility/VisibilityConfig.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <algorithm>
#include <iterator>

using namespace nelumbo;

class TstSettings : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    static QStringList keysOf(const QSignalSpy& spy, int at)
    {
        return spy.at(at).first().toStringList();
    }

private Q_SLOTS:
    void eachWriteIsNotifiedWithItsFullPath()
    {
        QSignalSpy spy(SettingsNotifier::instance(), &SettingsNotifier::changed);
        QSettings s(file("each.conf"), QSettings::IniFormat);
        Settings::setValue(s, SettingsKey::AiEnabled, true);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(keysOf(spy, 0), QStringList{QStringLiteral("ai/enabled")});
        s.beginGroup(SettingsKey::SourceGroupPrefix + QStringLiteral("shop"));
        Settings::setValue(s, SettingsKey::SourceReadOnly, false);
        Settings::remove(s, SettingsKey::SourceSearchPath);
        s.endGroup();
        QCOMPARE(spy.size(), 3);
        QCOMPARE(keysOf(spy, 1), QStringList{QStringLiteral("source.shop/read_only")});
        QCOMPARE(keysOf(spy, 2), QStringList{QStringLiteral("source.shop/search_path")});
        QVERIFY(SettingsNotifier::anyIn(keysOf(spy, 0), SettingsKey::AiGroup));
        QVERIFY(!SettingsNotifier::anyIn(keysOf(spy, 1), SettingsKey::AiGroup));
    }

    void aBatchIsSentOnceAfterTheFileIsWritten()
    {
        const QString path = file("batch.conf");
        QSignalSpy spy(SettingsNotifier::instance(), &SettingsNotifier::changed);
        QByteArray onDiskWhenNotified;
        const QMetaObject::Connection read =
            connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this, [&] {
                QFile f(path);
                if (f.open(QIODevice::ReadOnly))
                    onDiskWhenNotified = f.readAll();
            });
        {
            const SettingsNotifier::Batch batch;
            QSettings s(path, QSettings::IniFormat);
            Settings::setValue(s, SettingsKey::AiEnabled, true);
            Settings::setValue(s, SettingsKey::AiModel, QStringLiteral("openai:gpt-4o"));
            Settings::setValue(s, SettingsKey::AiEnabled, true); // named once
            {
                const SettingsNotifier::Batch inner; // nested: still held back
                Settings::remove(s, SettingsKey::AiBaseUrl);
            }
            QCOMPARE(spy.size(), 0);
        }
        disconnect(read);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(keysOf(spy, 0),
                 (QStringList{QStringLiteral("ai/enabled"), QStringLiteral("ai/model"),
                              QStringLiteral("ai/base_url")}));
        QVERIFY2(onDiskWhenNotified.contains("model=openai:gpt-4o"), onDiskWhenNotified);
    }

    void savingASourceIsOneNotification()
    {
        QSignalSpy spy(SettingsNotifier::instance(), &SettingsNotifier::changed);
        SourceStore store(file("sources.conf"));
        SourceDefinition d;
        d.name = QStringLiteral("shop");
        d.url = QStringLiteral("sqlite::memory:");
        d.readOnly = false;
        QVERIFY(store.save(d).ok());
        QCOMPARE(spy.size(), 1);
        const QStringList keys = keysOf(spy, 0);
        QVERIFY2(keys.contains(QStringLiteral("source.shop/url")), qPrintable(keys.join(u' ')));
        QVERIFY2(keys.contains(QStringLiteral("source.shop/read_only")),
                 qPrintable(keys.join(u' ')));
        QCOMPARE(store.find(QStringLiteral("shop"))->readOnly, false);
    }

    // The names in Settings.h are the ones the file uses (docs/CONFIG.md): a source's own
    // visibility key replaces the [visibility] default, an absent one does not.
    void visibilityReadsTheDocumentedKeys()
    {
        QSettings s(file("visibility.conf"), QSettings::IniFormat);
        s.setValue(QStringLiteral("visibility/tables_deny"), QStringLiteral("Employee"));
        s.setValue(QStringLiteral("source.hr/tables_deny"), QString());
        const auto shop = VisibilityConfig::policyFor(s, QStringLiteral("shop"), {});
        const auto hr = VisibilityConfig::policyFor(s, QStringLiteral("hr"), {});
        QVERIFY(shop.ok());
        QVERIFY(hr.ok());
        QVERIFY(!shop->relationVisible({}, QStringLiteral("Employee")));
        QVERIFY(hr->relationVisible({}, QStringLiteral("Employee")));
    }

    // The rule written at the top of Settings.h, for every key it declares.
    void everyKeyFollowsTheNamingRule()
    {
        static const QRegularExpression rule(
            QStringLiteral("^[a-z][a-z0-9]*(_[a-z0-9]+)*(/[a-z][a-z0-9]*(_[a-z0-9]+)*)*$"));
        QSet<QString> listed;
        for (const SettingsKey::Key* key : SettingsKey::All) {
            const QString name = QLatin1StringView(key->name);
            QVERIFY2(rule.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(!listed.contains(name), qPrintable(name + QStringLiteral(" is listed twice")));
            listed << name;
        }
        // The adapters' glob rule keys are made of a name they declare and a suffix.
        for (const QString& id : AdapterRegistry::ids())
            if (const QString rules = AdapterRegistry::byId(id)->globVisibilityRules();
                !rules.isEmpty())
                for (const QLatin1StringView suffix : {SettingsKey::VisibilityGlobAllowSuffix,
                                                       SettingsKey::VisibilityGlobDenySuffix})
                    QVERIFY2(rule.match(rules + suffix).hasMatch(), qPrintable(rules + suffix));

        // All names every key the header declares, so that the rule reaches a new one.
        QFile header(nelumbo::testing::sourceDir() + QStringLiteral("/engine/core/Settings.h"));
        QVERIFY(header.open(QIODevice::ReadOnly | QIODevice::Text));
        static const QRegularExpression declared(
            QStringLiteral("inline const Key \\w+\\{\\s*\"([^\"]*)\""));
        int count = 0;
        for (auto it = declared.globalMatch(QString::fromUtf8(header.readAll())); it.hasNext();) {
            const QString name = it.next().captured(1);
            QVERIFY2(listed.contains(name),
                     qPrintable(name + QStringLiteral(" is not in SettingsKey::All")));
            ++count;
        }
        QCOMPARE(count, listed.size());
    }

    // Old names in a file become the new ones: the value moves, the old key goes, and a value
    // already under the new name wins. A second run finds nothing.
    void oldNamesAreRenamedOnce()
    {
        const QString path = file("old-names.conf");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("[ai]\nmaxOutputTokens=2000\nbaseUrl=http://old.example/v1\n"
                    "base_url=http://new.example/v1\ntrustedAdapters=notes, ledger\n"
                    "model=openai:gpt-4o\n\n"
                    "[results]\ncopyLimitMB=12\n\n"
                    "[session]\nsourceName=shop\ncurrentTab=2\n");
        }
        {
            QSettings s(path, QSettings::IniFormat);
            QCOMPARE(
                SettingsMigration::run(s),
                (QStringList{
                    QStringLiteral("ai/baseUrl"), QStringLiteral("ai/maxOutputTokens"),
                    QStringLiteral("ai/trustedAdapters"), QStringLiteral("session/sourceName"),
                    QStringLiteral("session/currentTab"), QStringLiteral("results/copyLimitMB")}));
        }
        const QSettings s(path, QSettings::IniFormat);
        QCOMPARE(Settings::value(s, SettingsKey::AiMaxOutputTokens).toInt(), 2000);
        QCOMPARE(Settings::value(s, SettingsKey::AiBaseUrl).toString(),
                 QStringLiteral("http://new.example/v1"));
        QCOMPARE(Settings::value(s, SettingsKey::AiTrustedAdapters).toStringList(),
                 (QStringList{QStringLiteral("notes"), QStringLiteral("ledger")}));
        QCOMPARE(Settings::value(s, SettingsKey::ResultsCopyLimitMb).toInt(), 12);
        QCOMPARE(Settings::value(s, SettingsKey::SessionSourceName).toString(),
                 QStringLiteral("shop"));
        QCOMPARE(Settings::value(s, SettingsKey::SessionCurrentTab).toInt(), 2);
        QCOMPARE(Settings::value(s, SettingsKey::AiModel).toString(),
                 QStringLiteral("openai:gpt-4o"));
        for (const SettingsMigration::Rename& rename : SettingsMigration::renames())
            QVERIFY2(!s.contains(QLatin1StringView(rename.from)), rename.from);

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.contains("max_output_tokens=2000") && !text.contains("maxOutputTokens"),
                 text.constData());
        QSettings again(path, QSettings::IniFormat);
        QVERIFY(SettingsMigration::run(again).isEmpty());
    }

    // Every old name leads to a key of Settings.h under another name, and none is used twice.
    void theRenameTableLeadsToKnownKeys()
    {
        QSet<QString> from;
        QSet<const SettingsKey::Key*> to;
        for (const SettingsMigration::Rename& rename : SettingsMigration::renames()) {
            const QString name = QLatin1StringView(rename.from);
            QVERIFY2(std::find(std::begin(SettingsKey::All), std::end(SettingsKey::All),
                               rename.to) != std::end(SettingsKey::All),
                     rename.from);
            QVERIFY2(name != QLatin1StringView(rename.to->name), rename.from);
            QVERIFY2(!from.contains(name) && !to.contains(rename.to), rename.from);
            from << name;
            to << rename.to;
        }
        QVERIFY(!from.isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TstSettings)

#include "tst_settings.moc"
