// Hostile names and values in the window (offscreen): the schema browser, the grid's headers,
// cells and tooltips, and the chat's text show controls and bidirectional overrides as escapes,
// while the names inserted, the values copied and the text kept stay what they are.
#include "BuiltinAdapters.h"
#include "HostileNames.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "assistant/ChatTextView.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "sources/SchemaBrowser.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTextDocument>

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {
// Every text the tree shows (display and tooltip), depth first.
void collect(const QStandardItem* item, QStringList& shown, QStringList& names)
{
    shown << item->text() << item->toolTip();
    names << item->data(SchemaBrowser::NameRole).toString();
    for (int r = 0; r < item->rowCount(); ++r)
        for (int c = 0; c < item->columnCount(); ++c)
            if (const QStandardItem* child = item->child(r, c))
                collect(child, shown, names);
}
} // namespace

class TstHostileContentGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("hostile.sqlite"));
        QCOMPARE(hostile::createDatabase(path), QString());
        m_url = QStringLiteral("sqlite://") + path;
    }

    void browserAndGridShowEscapes()
    {
        MainWindow window;
        window.restoreSession();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(waitReady(window, 30000)); // the demo database first
        QSignalSpy ready(&window, &MainWindow::catalogReady);
        QSignalSpy failed(&window, &MainWindow::sourceFailed);
        window.openSource(m_url);
        QVERIFY2(ready.wait(30000),
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(waitReady(window, 30000));

        QStringList shown;
        QStringList names;
        const QStandardItemModel* tree = window.schemaBrowser()->model();
        for (int r = 0; r < tree->rowCount(); ++r)
            collect(tree->item(r), shown, names);
        for (const QString& text : std::as_const(shown))
            QVERIFY2(!hostile::hasRawControl(text), qPrintable(text.left(200)));
        // The real names stay behind the escapes, for inserting and filtering.
        for (const QString& name : hostile::names())
            QVERIFY2(names.contains(name), qPrintable(name.left(60)));
        QVERIFY(shown.contains(QStringLiteral("abc\\u202Efdp.exe")));

        EditorTab* tab = window.currentTab();
        const QString query = QStringLiteral("SELECT * FROM hostile");
        setQuery(tab, query);
        QVERIFY(runAndWait(tab, 30000));
        QCOMPARE(tab->editor()->text(), query);
        ResultModel* model = tab->results()->currentModel();
        QVERIFY(model);
        QCOMPARE(model->rowCount(), 1);
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString header = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            QVERIFY2(!hostile::hasRawControl(header), qPrintable(header.left(200)));
            const QModelIndex cell = model->index(0, c);
            const QString display = cell.data(Qt::DisplayRole).toString();
            QVERIFY2(!hostile::hasRawControl(display), qPrintable(display.left(200)));
            // A tooltip keeps line breaks and tabs, nothing else.
            const QString tip = cell.data(Qt::ToolTipRole).toString().remove(u'\t');
            QVERIFY2(!hostile::hasRawControl(tip), qPrintable(tip.left(200)));
        }
        // What is copied or edited stays the value itself.
        QCOMPARE(model->index(0, 1).data(Qt::EditRole).toString(), hostile::controls());
        QCOMPARE(model->index(0, 2).data(Qt::DisplayRole).toString(),
                 QStringLiteral("abc\\u202Efdp.exe"));
        QVERIFY(model->index(0, 4).data(Qt::DisplayRole).toString().startsWith(u'A'));
    }

    void chatShowsEscapes_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("markdown") << int(ChatTextView::Mode::Markdown);
        QTest::newRow("code") << int(ChatTextView::Mode::Code);
    }
    void chatShowsEscapes()
    {
        QFETCH(int, mode);
        // A model's reply that repeats the database's names.
        const QString reply =
            QStringLiteral("The table \"%1\" and \"%2\" and \"%3\".\r\nDone.")
                .arg(hostile::instruction(), hostile::controls(), hostile::rightToLeft());
        ChatTextView view{ChatTextView::Mode(mode)};
        view.resize(400, 100);
        view.setContent(reply);
        QCOMPARE(view.content(), reply);
        const QString text = view.document()->toPlainText();
        QVERIFY2(!hostile::hasRawControl(text.simplified()), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("abc\\u202Efdp.exe")));
        QVERIFY(text.contains(QLatin1String("ctl\\x01\\x1B[31mred")));
        QVERIFY(text.contains(hostile::instruction()));
        QVERIFY(!text.contains(QLatin1String(".\\x0D"))); // a line break is not a control
    }
};

NELUMBO_TEST_MAIN(TstHostileContentGui)
#include "tst_hostilecontent_gui.moc"
