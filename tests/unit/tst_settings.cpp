// Settings: the app learns which keys it wrote (SettingsNotifier), once per batch of writes and
// only after the file holds them; sources and visibility read their keys from Settings.h.
#include "CoreTestMain.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "source/SourceStore.h"
#include "visibility/VisibilityConfig.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

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
                              QStringLiteral("ai/baseUrl")}));
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
};

NELUMBO_CORE_TEST_MAIN(TstSettings)

#include "tst_settings.moc"
