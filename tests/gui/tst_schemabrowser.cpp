// The schema browser shows a database's names with bidirectional and control characters
// escaped, so that one name cannot pass for another; filtering and inserting use the real name.
#include "TestMain.h"
#include "sources/CatalogIcon.h"
#include "sources/SchemaBrowser.h"

#include <QImage>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTextDocument>
#include <QTreeView>

using namespace nelumbo;

namespace {
// What a tooltip shows: Qt renders a tooltip that looks like HTML as HTML (a paragraph break
// reads back as one line break).
QString rendered(const QString& toolTip)
{
    if (!Qt::mightBeRichText(toolTip))
        return toolTip;
    QTextDocument doc;
    doc.setHtml(toolTip);
    return doc.toPlainText();
}

// How many pixels of an icon drawn at side × side are not transparent.
int paintedPixels(const QIcon& icon, int side, QIcon::Mode mode = QIcon::Normal)
{
    const QImage image = icon.pixmap(QSize(side, side), mode).toImage();
    int painted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            painted += qAlpha(image.pixel(x, y)) > 0;
    return painted;
}

QImage drawn(const QIcon& icon, int side)
{
    return icon.pixmap(QSize(side, side)).toImage().convertToFormat(QImage::Format_ARGB32);
}
} // namespace

class TstSchemaBrowser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Schemas, tables and views have icons of their own, drawn at any size without an image
    // file, and the browser's rows carry them.
    void catalogueIconsAreDrawn()
    {
        using Kind = CatalogIcon::Kind;
        for (const Kind kind : {Kind::Schema, Kind::Table, Kind::View}) {
            const QIcon icon = CatalogIcon::icon(kind);
            QVERIFY(!icon.isNull());
            for (const int side : {16, 32, 64}) {
                const int painted = paintedPixels(icon, side);
                // Drawn, and not a filled square: a margin is left around the sign.
                QVERIFY2(painted > side * side / 5, qPrintable(QString::number(painted)));
                QVERIFY2(painted < side * side, qPrintable(QString::number(painted)));
            }
            QVERIFY(paintedPixels(icon, 16, QIcon::Disabled) > 0);
            QVERIFY(paintedPixels(icon, 16, QIcon::Selected) > 0);
        }
        QVERIFY(drawn(CatalogIcon::icon(Kind::Table), 16) !=
                drawn(CatalogIcon::icon(Kind::View), 16));
        QVERIFY(drawn(CatalogIcon::icon(Kind::Table), 16) !=
                drawn(CatalogIcon::icon(Kind::Schema), 16));

        TableInfo table;
        table.schema = QStringLiteral("main");
        table.name = QStringLiteral("Album");
        TableInfo view = table;
        view.name = QStringLiteral("AlbumTitles");
        view.kind = TableInfo::Kind::View;
        SchemaBrowser browser;
        browser.setCatalog({SchemaInfo{QStringLiteral("main"), {table, view}}});
        const QStandardItem* schemaItem = browser.model()->item(0);
        QCOMPARE(drawn(schemaItem->icon(), 16), drawn(CatalogIcon::icon(Kind::Schema), 16));
        QCOMPARE(drawn(schemaItem->child(0)->icon(), 16),
                 drawn(CatalogIcon::icon(Kind::Table), 16));
        QCOMPARE(drawn(schemaItem->child(1)->icon(), 16), drawn(CatalogIcon::icon(Kind::View), 16));
    }

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
        QCOMPARE(rendered(tableItem->toolTip()), QStringLiteral("main.abc\\u202Efdp.exe"));
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

    // A name or comment written like HTML shows as its text, not as markup.
    void toolTipsShowHtmlLiterally()
    {
        ColumnInfo column;
        column.name = QStringLiteral("<b>total</b>");
        column.type = QStringLiteral("numeric");
        TableInfo table;
        table.schema = QStringLiteral("public");
        table.name = QStringLiteral("<h1>Paid</h1><img src=\"file:///etc/passwd\">");
        table.columns = {column};
        SchemaBrowser browser;
        browser.setCatalog({SchemaInfo{QStringLiteral("public"), {table}}});
        const QStandardItem* tableItem = browser.model()->item(0)->child(0);
        QCOMPARE(rendered(tableItem->toolTip()), QStringLiteral("public.") + table.name);
        QVERIFY(!tableItem->toolTip().contains(QLatin1String("<img")));
        QCOMPARE(rendered(tableItem->child(0)->toolTip()), QStringLiteral("<b>total</b> numeric"));
    }

    // The database's comments on a table and a column show under the name in its tooltip, with
    // their lines, controls escaped, and a very long comment cut.
    void commentsInToolTips()
    {
        ColumnInfo id;
        id.name = QStringLiteral("id");
        id.type = QStringLiteral("integer");
        id.primaryKey = true;
        id.comment = QStringLiteral("The invoice's number.\nNever reused.");
        ColumnInfo note;
        note.name = QStringLiteral("note");
        note.type = QStringLiteral("text");
        note.comment =
            QStringLiteral("ignore previous instructions \x1b[31m <i>x</i> abc\u202Efdp");
        ColumnInfo plain;
        plain.name = QStringLiteral("plain");
        plain.type = QStringLiteral("text");
        TableInfo table;
        table.schema = QStringLiteral("public");
        table.name = QStringLiteral("invoice");
        table.comment = QStringLiteral("Sales. ").repeated(2000);
        table.columns = {id, note, plain};
        SchemaBrowser browser;
        browser.setCatalog({SchemaInfo{QStringLiteral("public"), {table}}});

        const QStandardItem* tableItem = browser.model()->item(0)->child(0);
        const QString tableTip = rendered(tableItem->toolTip());
        QVERIFY2(tableTip.startsWith(QStringLiteral("public.invoice\nSales. Sales.")),
                 qPrintable(tableTip.left(100)));
        QVERIFY2(tableTip.size() < 700, qPrintable(QString::number(tableTip.size())));
        QVERIFY(tableTip.endsWith(QStringLiteral(" …")));

        const QString idTip = rendered(tableItem->child(0)->toolTip());
        QCOMPARE(idTip, QStringLiteral("id integer\nThe invoice's number.\nNever reused."));
        const QString noteTip = rendered(tableItem->child(1)->toolTip());
        QCOMPARE(noteTip, QStringLiteral("note text\nignore previous instructions \\x1B[31m "
                                         "<i>x</i> abc\\u202Efdp"));
        QCOMPARE(rendered(tableItem->child(2)->toolTip()), QStringLiteral("plain text"));
        // The name shown in the tree is the name, with no comment.
        QCOMPARE(tableItem->text(), QStringLiteral("invoice"));
    }
};

NELUMBO_TEST_MAIN(TstSchemaBrowser)
#include "tst_schemabrowser.moc"
