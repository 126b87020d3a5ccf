// The value viewer beside the result grid, on a real window over the demo database: JSON,
// XML, pictures and binary shown in full, a 10 MB value loaded without holding the window,
// copy and save giving the whole value, and one switch for every tab.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "results/ValueViewer.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QBuffer>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;
using Kind = InspectedValue::Kind;

class TstValueViewer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    EditorTab* tab() const { return m_window->currentTab(); }
    ResultsPane* pane() const { return tab()->results(); }
    ValueViewer* viewer() const { return pane()->valueViewer(); }
    QAction* action() const
    {
        return m_window->findChild<QAction*>(QStringLiteral("actionValueViewer"));
    }

    // Runs statement, makes its first cell the current one and waits for the viewer.
    bool showFirstCell(const QString& statement)
    {
        testing::setQuery(tab(), statement);
        if (!testing::runAndWait(tab()) || !pane()->currentModel() ||
            pane()->currentModel()->rowCount() < 1)
            return false;
        ResultView* view = pane()->currentView();
        view->setCurrentIndex({}); // whatever the grid chose by itself, the cell changes now
        QSignalSpy shown(viewer(), &ValueViewer::valueShown);
        view->setCurrentIndex(view->model()->index(0, 0));
        return shown.count() > 0 || shown.wait(10000);
    }

    static QByteArray png(int width, int height)
    {
        QImage image(width, height, QImage::Format_RGB32);
        image.fill(Qt::darkCyan);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        return bytes;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(QStringLiteral("n.conf"))));
        registerBuiltinAdapters();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Exposed));
    }

    // Each case from the second on sees the viewer shown, as the first one leaves it.
    void init()
    {
        if (QByteArray(QTest::currentTestFunction()) != "oneSwitchForEveryTab")
            pane()->setValueViewerShown(true);
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    // Off at first; View → Value Viewer (Ctrl+Alt+V) shows it in this tab and in new ones.
    void oneSwitchForEveryTab()
    {
        QVERIFY(action());
        QCOMPARE(action()->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
        QVERIFY(!action()->isChecked());
        QVERIFY(!pane()->isValueViewerShown());
        testing::setQuery(tab(), QStringLiteral("SELECT 1"));
        QVERIFY(testing::runAndWait(tab()));
        QVERIFY(viewer()->isHidden());

        action()->trigger();
        QVERIFY(pane()->isValueViewerShown());
        QVERIFY(viewer()->isVisible());
        EditorTab* first = tab();
        m_window->newTab(QStringLiteral("SELECT 2"));
        QVERIFY(tab() != first);
        QVERIFY(pane()->isValueViewerShown());
        QCOMPARE(Settings::value(*Settings::open(), SettingsKey::ResultsValueViewer).toBool(),
                 true);
    }

    void jsonIsIndented()
    {
        QVERIFY(showFirstCell(QStringLiteral(
            "SELECT json_object('name', 'AC/DC', 'albums', json_array(1, 2), 'label', NULL)")));
        QCOMPARE(viewer()->inspected().kind, Kind::Json);
        QCOMPARE(viewer()->shownText(), QStringLiteral("{\n  \"name\": \"AC/DC\",\n  \"albums\": "
                                                       "[\n    1,\n    2\n  ],\n  \"label\": "
                                                       "null\n}"));
        QVERIFY2(viewer()->summaryText().startsWith(QLatin1String("JSON, 44 characters")),
                 qPrintable(viewer()->summaryText()));
        QVERIFY(viewer()->wrapsText());

        // Copy gives the value as stored.
        viewer()->copyToClipboard();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("{\"name\":\"AC/DC\",\"albums\":[1,2],\"label\":null}"));
    }

    void invalidJsonIsText()
    {
        QVERIFY(showFirstCell(QStringLiteral("SELECT '{\"a\": [1, 2'")));
        QCOMPARE(viewer()->inspected().kind, Kind::Text);
        QCOMPARE(viewer()->shownText(), QStringLiteral("{\"a\": [1, 2"));
    }

    // Moving to another cell shows that cell.
    void followsTheCurrentCell()
    {
        QVERIFY(
            showFirstCell(QStringLiteral("SELECT Name, Composer FROM Track WHERE TrackId = 1")));
        QCOMPARE(viewer()->shownText(), QStringLiteral("For Those About To Rock (We Salute You)"));
        QSignalSpy shown(viewer(), &ValueViewer::valueShown);
        ResultView* view = pane()->currentView();
        view->setCurrentIndex(view->model()->index(0, 1));
        QVERIFY(shown.count() > 0 || shown.wait());
        QCOMPARE(viewer()->shownText(),
                 QStringLiteral("Angus Young, Malcolm Young, Brian Johnson"));
    }

    void pictureIsShownAndSavedWhole()
    {
        const QByteArray bytes = png(7, 5);
        QVERIFY(
            showFirstCell(QStringLiteral("SELECT X'%1'").arg(QString::fromLatin1(bytes.toHex()))));
        QCOMPARE(viewer()->inspected().kind, Kind::Image);
        QCOMPARE(viewer()->shownImage().size(), QSize(7, 5));
        QVERIFY2(viewer()->summaryText().startsWith(QStringLiteral("PNG picture, 7 × 5, ")),
                 qPrintable(viewer()->summaryText()));

        const QString path = m_dir.filePath(QStringLiteral("picture.png"));
        QVERIFY(viewer()->saveTo(path).ok());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), bytes);
    }

    void svgIsShownAsAPicture()
    {
        QVERIFY2(QImageReader::supportedImageFormats().contains("svg"),
                 "Qt's SVG image plugin is missing (tools/packages.sh installs it)");
        QVERIFY(showFirstCell(QStringLiteral(
            "SELECT '<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"9\">"
            "<rect width=\"12\" height=\"9\" fill=\"red\"/></svg>'")));
        QCOMPARE(viewer()->inspected().kind, Kind::Image);
        QCOMPARE(viewer()->shownImage().size(), QSize(12, 9));
    }

    void binaryIsHex()
    {
        QVERIFY(showFirstCell(QStringLiteral("SELECT X'0001FF41'")));
        QCOMPARE(viewer()->inspected().kind, Kind::Binary);
        QVERIFY2(viewer()->shownText().startsWith(QLatin1String("00000000  00 01 ff 41 ")),
                 qPrintable(viewer()->shownText()));
        QVERIFY(viewer()->summaryText().startsWith(QLatin1String("Binary, 4 bytes")));
        const QString path = m_dir.filePath(QStringLiteral("value.bin"));
        QVERIFY(viewer()->saveTo(path).ok());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray::fromHex("0001ff41"));
    }

    void nullSaysSo()
    {
        QVERIFY(showFirstCell(QStringLiteral("SELECT NULL")));
        QCOMPARE(viewer()->inspected().kind, Kind::Null);
        QCOMPARE(viewer()->summaryText(), QStringLiteral("NULL (no value)"));
    }

    // 10 MB of text: looked at on a worker thread while the window goes on; shown bounded, copied
    // and saved whole.
    void largeValueDoesNotHoldTheWindow()
    {
        testing::setQuery(tab(), QStringLiteral("SELECT hex(randomblob(5242880))"));
        QVERIFY(testing::runAndWait(tab()));
        ResultView* view = pane()->currentView();
        view->setCurrentIndex({});
        QSignalSpy shown(viewer(), &ValueViewer::valueShown);
        view->setCurrentIndex(view->model()->index(0, 0));
        QVERIFY(viewer()->isLoading());
        QVERIFY2(viewer()->summaryText().startsWith(QLatin1String("Loading")),
                 qPrintable(viewer()->summaryText()));
        // The interface thread keeps serving events while the value is looked at.
        bool ticked = false;
        QTimer::singleShot(0, this, [&ticked] { ticked = true; });
        QVERIFY(shown.wait(20000));
        QVERIFY(ticked);
        QCOMPARE(viewer()->inspected().size, 10 * 1024 * 1024);
        QCOMPARE(viewer()->inspected().shown.size(), ValueInspector::kDefaultShownChars);
        // One long line is shown in pieces (laid out at once, it would hold the window).
        QCOMPARE(viewer()->shownText().remove(QLatin1Char('\n')), viewer()->inspected().shown);
        QVERIFY2(viewer()->summaryText().contains(QLatin1String("showing the first")),
                 qPrintable(viewer()->summaryText()));
        const QString path = m_dir.filePath(QStringLiteral("large.txt"));
        QVERIFY(viewer()->saveTo(path).ok());
        QCOMPARE(QFileInfo(path).size(), 10 * 1024 * 1024);
    }

    void switchedOffEverywhere()
    {
        action()->trigger();
        QVERIFY(!action()->isChecked());
        QVERIFY(!pane()->isValueViewerShown());
        QVERIFY(viewer()->isHidden());
    }
};

NELUMBO_TEST_MAIN(TstValueViewer)
#include "tst_valueviewer.moc"
