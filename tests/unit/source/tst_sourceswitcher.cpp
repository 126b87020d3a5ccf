#include "TestMain.h"
#include "source/SourceStore.h"
#include "sources/SourceSwitcher.h"

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace nelumbo;

class TstSourceSwitcher : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void listsAndChooses()
    {
        QVERIFY(m_dir.isValid());
        const QString config = m_dir.filePath(QStringLiteral("nelumbo.conf"));
        SourceSwitcher switcher(nullptr, config);
        QCOMPARE(switcher.objectName(), QStringLiteral("sourceSwitcher"));
        QVERIFY(!switcher.accessibleName().isEmpty());
        QCOMPARE(switcher.itemText(0), QStringLiteral("demo"));
        const int before = switcher.count();

        SourceDefinition d;
        d.name = QStringLiteral("shop");
        d.url = QStringLiteral("postgres://app@h/shop");
        QVERIFY(SourceStore(config).save(d));
        switcher.reload();
        QCOMPARE(switcher.count(), before + 1);
        const int shop = switcher.findData(QStringLiteral("shop"));
        QVERIFY(shop > 0);
        QCOMPARE(switcher.itemData(shop, Qt::ToolTipRole).toString(), d.url);

        switcher.setCurrentSource(QStringLiteral("demo"));
        QCOMPARE(switcher.currentSource(), QStringLiteral("demo"));
        QSignalSpy chosen(&switcher, &SourceSwitcher::sourceChosen);
        QSignalSpy wanted(&switcher, &SourceSwitcher::newSourceRequested);
        Q_EMIT switcher.activated(shop);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toString(), QStringLiteral("shop"));
        QCOMPARE(switcher.currentSource(), QStringLiteral("shop"));

        // The last item asks for the dialog and leaves the current source shown.
        Q_EMIT switcher.activated(switcher.count() - 1);
        QCOMPARE(wanted.count(), 1);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(switcher.currentText(), QStringLiteral("shop"));

        switcher.setCurrentSource(QStringLiteral("gone"));
        QCOMPARE(switcher.currentSource(), QString());
        QCOMPARE(switcher.currentIndex(), -1);
    }
};

NELUMBO_TEST_MAIN(TstSourceSwitcher)

#include "tst_sourceswitcher.moc"
