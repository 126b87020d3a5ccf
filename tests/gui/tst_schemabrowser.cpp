// The schema browser shows a database's names with bidirectional and control characters
// escaped, so that one name cannot pass for another; filtering and inserting use the real name.
#include "TestMain.h"
#include "sources/SchemaBrowser.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTreeView>

using namespace nelumbo;

class TstSchemaBrowser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesShowBidiAndControlsEscaped()
    {
        const QString spoof = QStringLiteral("abc\u202Efdp.exe"); // shows as abcexe.pdf
        ColumnInfo column;
        column.name = QStringLiteral("c\x1b[31m");
        column.type = QStringLiteral("TEXT");
        column.references = QStringLiteral("x\u2067y.id");
        TableInfo table;
        table.schema = QStringLiteral("main");
        table.name = spoof;
        table.columns = {column};
        SchemaBrowser browser;
        browser.setCatalog({SchemaInfo{QStringLiteral("main"), {table}}});

        const QStandardItem* tableItem = browser.model()->item(0)->child(0);
        QCOMPARE(tableItem->text(), QStringLiteral("abc\\u202Efdp.exe"));
        QCOMPARE(tableItem->toolTip(), QStringLiteral("main.abc\\u202Efdp.exe"));
        QCOMPARE(tableItem->data(SchemaBrowser::NameRole).toString(), spoof);
        const QStandardItem* columnItem = tableItem->child(0);
        QVERIFY2(columnItem->text().startsWith(QStringLiteral("c\\x1B[31m  [")),
                 qPrintable(columnItem->text()));
        QVERIFY2(columnItem->text().contains(QStringLiteral("x\\u2067y.id")),
                 qPrintable(columnItem->text()));
        QVERIFY(!columnItem->toolTip().contains(QChar(0x1b)));
        QVERIFY(!columnItem->toolTip().contains(QChar(0x2067)));

        // Inserting writes the real name, quoted.
        QSignalSpy inserted(&browser, &SchemaBrowser::insertRequested);
        const QModelIndex index =
            browser.view()->model()->index(0, 0, browser.view()->model()->index(0, 0));
        QVERIFY(index.isValid());
        Q_EMIT browser.view()->doubleClicked(index);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(0).toString(), QLatin1Char('"') + spoof + QLatin1Char('"'));
    }
};

NELUMBO_TEST_MAIN(TstSchemaBrowser)
#include "tst_schemabrowser.moc"
