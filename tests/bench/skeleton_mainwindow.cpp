// The floor of bench_startup's window figure: a plain Qt program with the widgets Nelumbo's
// first window shows, and nothing else. A menu bar of about Nelumbo's sixty actions, a tool
// bar, the schema and saved-query docks (filter fields, trees), a tab holding a QScintilla
// editor with its SQL lexer and the welcome text, an empty results area and a status bar.
// It reads the demo database's tables and columns through QtSql on its own thread, fills the
// tree, and once the tree has been painted with them prints "ready <ms> ms" (from main()) and
// exits, as `nelumbo --quit-when-ready` does. No Nelumbo code: what is left above this is
// Nelumbo's own.
//
// usage: skeleton_mainwindow DEMO_FILE

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QSplitter>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>
#include <Qsci/qscilexersql.h>
#include <Qsci/qsciscintilla.h>
#include <cstdio>
#include <memory>

namespace {

using Catalogue = QList<QPair<QString, QStringList>>; // table, its columns

// What Nelumbo's catalogue holds for the tree: every table with its columns.
Catalogue readCatalogue(const QString& file)
{
    Catalogue tables;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("skeleton"));
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT m.name, p.name FROM sqlite_master m, "
                                  "pragma_table_info(m.name) p WHERE m.type IN ('table', 'view') "
                                  "ORDER BY m.name, p.cid"));
            while (q.next()) {
                const QString table = q.value(0).toString();
                if (tables.isEmpty() || tables.last().first != table)
                    tables.append({table, {}});
                tables.last().second.append(q.value(1).toString());
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("skeleton"));
    return tables;
}

// A dock with a filter field over a tree, and a line under it, as both of Nelumbo's are.
QTreeView* addTreeDock(QMainWindow* window, const QString& title, const QString& filter,
                       QLabel* status)
{
    auto* panel = new QWidget;
    auto* edit = new QLineEdit(panel);
    edit->setPlaceholderText(filter);
    edit->setClearButtonEnabled(true);
    auto* tree = new QTreeView(panel);
    tree->setUniformRowHeights(true);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(edit);
    layout->addWidget(tree, 1);
    layout->addWidget(status);
    auto* dock = new QDockWidget(title, window);
    dock->setWidget(panel);
    window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    return tree;
}

// Reports the first paint of the tree after the catalogue has filled it.
class PaintProbe : public QObject
{
public:
    PaintProbe(QWidget* viewport, const QElapsedTimer& sinceStart)
        : QObject(viewport)
        , m_sinceStart(sinceStart)
    {
        viewport->installEventFilter(this);
    }
    void armed() { m_armed = true; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && m_armed && !m_reported) {
            m_reported = true;
            QTimer::singleShot(0, this, [this] {
                std::printf("ready %.1f ms\n", double(m_sinceStart.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_sinceStart;
    bool m_armed = false;
    bool m_reported = false;
};

const char* const kWelcome =
    "-- Welcome. This is Chinook, a sample music store.\n"
    "-- Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.\n"
    "SELECT ar.Name AS artist,\n"
    "       count(DISTINCT al.AlbumId) AS albums,\n"
    "       count(t.TrackId) AS tracks,\n"
    "       round(sum(t.Milliseconds) / 3600000.0, 1) AS hours\n"
    "FROM Artist ar\n"
    "JOIN Album al ON al.ArtistId = ar.ArtistId\n"
    "JOIN Track t ON t.AlbumId = al.AlbumId\n"
    "GROUP BY ar.ArtistId\n"
    "ORDER BY tracks DESC\n"
    "LIMIT 25;\n";

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: skeleton_mainwindow DEMO_FILE\n");
        return 2;
    }
    const QString file = QString::fromLocal8Bit(argv[1]);
    // The catalogue is read while the window is built, as Nelumbo's database thread does.
    Catalogue catalogue;
    const std::unique_ptr<QThread> reader(
        QThread::create([&catalogue, file] { catalogue = readCatalogue(file); }));
    QMainWindow window;

    // Menus of about Nelumbo's size: the actions and their shortcuts are built up front.
    const QStringList menus = {QStringLiteral("&File"),      QStringLiteral("&Edit"),
                               QStringLiteral("&View"),      QStringLiteral("&Query"),
                               QStringLiteral("&Assistant"), QStringLiteral("&Help")};
    for (int m = 0; m < menus.size(); ++m) {
        QMenu* menu = window.menuBar()->addMenu(menus.at(m));
        for (int a = 0; a < 10; ++a) {
            QAction* action = menu->addAction(QStringLiteral("Action %1").arg(a + 1));
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_A + a + m)));
        }
    }
    QToolBar* tools = window.addToolBar(QStringLiteral("Main"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto* sources = new QComboBox(tools);
    sources->addItem(QStringLiteral("demo"));
    tools->addWidget(sources);
    tools->addAction(window.style()->standardIcon(QStyle::SP_MediaPlay),
                     QStringLiteral("Run Statement"));
    tools->addAction(window.style()->standardIcon(QStyle::SP_MediaSeekForward),
                     QStringLiteral("Run All"));
    tools->addAction(window.style()->standardIcon(QStyle::SP_MediaStop), QStringLiteral("Cancel"))
        ->setEnabled(false);
    tools->addAction(QStringLiteral("AI Suggestions"))->setEnabled(false);

    auto* schemaStatus = new QLabel;
    QTreeView* schema = addTreeDock(&window, QStringLiteral("Schema"),
                                    QStringLiteral("Filter tables and columns"), schemaStatus);
    auto* schemaModel = new QStandardItemModel(&window);
    schemaModel->setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Type")});
    schema->setModel(schemaModel);
    schema->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    auto* savedStatus = new QLabel(QStringLiteral("No saved queries yet"));
    QTreeView* saved = addTreeDock(&window, QStringLiteral("Saved Queries"),
                                   QStringLiteral("Filter saved queries"), savedStatus);
    auto* savedModel = new QStandardItemModel(&window);
    savedModel->setHorizontalHeaderLabels(
        {QStringLiteral("Name"), QStringLiteral("Source"), QStringLiteral("Language")});
    saved->setModel(savedModel);

    auto* tabs = new QTabWidget;
    tabs->setDocumentMode(true);
    tabs->setTabsClosable(true);
    tabs->setMovable(true);
    auto* split = new QSplitter(Qt::Vertical);
    auto* editor = new QsciScintilla(split);
    auto* lexer = new QsciLexerSQL(editor);
    // Nelumbo's editor text is in the system's fixed-width font: a second font to load.
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    lexer->setDefaultFont(fixed);
    lexer->setFont(fixed);
    editor->setLexer(lexer);
    editor->setMarginType(0, QsciScintilla::NumberMargin);
    editor->setMarginWidth(0, QStringLiteral("0000"));
    editor->setText(QString::fromUtf8(kWelcome));
    auto* results =
        new QLabel(QStringLiteral("Run a statement with Ctrl+Enter to see its rows here."), split);
    results->setAlignment(Qt::AlignCenter);
    results->setEnabled(false);
    tabs->addTab(split, QStringLiteral("Untitled"));
    window.setCentralWidget(tabs);
    for (const char* text : {"read-only", "AI off", "chinook.sqlite"})
        window.statusBar()->addPermanentWidget(new QLabel(QString::fromUtf8(text)));

    auto* probe = new PaintProbe(schema->viewport(), sinceStart);
    QObject::connect(reader.get(), &QThread::finished, &window, [&] {
        auto* root = new QStandardItem(QStringLiteral("main"));
        for (const auto& [table, columns] : std::as_const(catalogue)) {
            auto* item = new QStandardItem(table);
            for (const QString& column : columns)
                item->appendRow(new QStandardItem(column));
            root->appendRow({item, new QStandardItem(QStringLiteral("table"))});
        }
        schemaModel->appendRow(
            {root, new QStandardItem(QStringLiteral("%1 tables").arg(catalogue.size()))});
        schema->expand(schemaModel->index(0, 0));
        schemaStatus->setText(QStringLiteral("%1 tables and views").arg(catalogue.size()));
        probe->armed();
    });
    reader->start();
    window.resize(1200, 760);
    window.show();
    const int code = app.exec();
    reader->wait();
    return code;
}
