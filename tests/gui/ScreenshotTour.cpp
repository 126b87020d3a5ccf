// Makes the README's pictures of the assistant: the real window on the Chinook demo, driven
// like a person would (ask in the chat, apply the answer, run it, explain a fragment,
// optimise), with the fake provider server playing a scripted model. Run it under Xvfb so
// popups and docks are drawn by a real X server:
//   xvfb-run -a -s "-screen 0 1400x900x24" nelumbo-screenshot-tour OUTDIR
// With a Redis URL (the Chinook-derived dataset), it makes the README's Redis picture instead:
//   … nelumbo-screenshot-tour OUTDIR redis://127.0.0.1:6379/0
// With "plan", the README's picture of Query → Explain Plan, with no AI provider set up:
//   … nelumbo-screenshot-tour OUTDIR plan
// With "editor", the README's pictures of the completion list and of an inline suggestion:
//   … nelumbo-screenshot-tour OUTDIR editor

#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatMessageView.h"
#include "assistant/ChatPanel.h"
#include "assistant/ChatStatementCard.h"
#include "assistant/DiffDialog.h"
#include "assistant/ExplainPopup.h"
#include "assistant/OptimizePanel.h"
#include "core/Settings.h"
#include "editor/CompletionPopup.h"
#include "editor/EditorTab.h"
#include "editor/InlineSuggestion.h"
#include "editor/QueryEditor.h"
#include "results/PlanPanel.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"
#include "window/PlanDock.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

const QString kQuestion = u"Which five artists sold the most tracks in a given year?"_s;

const QString kStatement = uR"(SELECT ar.Name AS artist, SUM(il.Quantity) AS tracks_sold
FROM InvoiceLine il
JOIN Invoice i ON i.InvoiceId = il.InvoiceId
JOIN Track t ON t.TrackId = il.TrackId
JOIN Album al ON al.AlbumId = t.AlbumId
JOIN Artist ar ON ar.ArtistId = al.ArtistId
WHERE strftime('%Y', i.InvoiceDate) = {{year}}
GROUP BY ar.Name
ORDER BY tracks_sold DESC
LIMIT 5)"_s;

QJsonObject usage(int prompt, int completion)
{
    return {{u"prompt"_s, prompt}, {u"completion"_s, completion}};
}

QJsonArray scenario()
{
    const QString answer =
        u"Sales are invoice lines; each line's track leads to its album and artist. I filter "
        "on the invoice year, which you choose in the form:\n\n```sql\n"_s +
        kStatement +
        u"\n```\n\n```variables\n[{\"name\": \"year\", \"type\": \"text\", \"widget\": "
        "\"select\", \"label\": \"Year\", \"default\": \"2024\", \"static_options\": [\"2021\", "
        "\"2022\", \"2023\", \"2024\", \"2025\"]}]\n```\n\nThe **top five** by tracks sold."_s;
    const QString explanation =
        u"This groups the year's sold invoice lines **by artist name**, so `SUM(il.Quantity)` "
        "adds up every track sold for each artist. Two artists with the same name would be "
        "counted together."_s;
    const QString suggestions =
        uR"([{"type": "index", "impact": "high", "title": "Index invoice lines by track",
"suggestion": "The plan scans InvoiceLine for every track. An index lets SQLite look lines up:\n\nCREATE INDEX idx_invoiceline_track ON InvoiceLine (TrackId);"},
{"type": "rewrite", "impact": "medium", "title": "Filter on a date range",
"suggestion": "strftime() on every invoice date prevents any index use. Compare the column with a range instead:\n\nSELECT ar.Name AS artist, SUM(il.Quantity) AS tracks_sold FROM InvoiceLine il JOIN Invoice i ON i.InvoiceId = il.InvoiceId JOIN Track t ON t.TrackId = il.TrackId JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = al.ArtistId WHERE i.InvoiceDate >= {{year}} || '-01-01' AND i.InvoiceDate < ({{year}} + 1) || '-01-01' GROUP BY ar.Name ORDER BY tracks_sold DESC LIMIT 5"},
{"type": "structure", "impact": "low", "title": "Group by the artist's key",
"suggestion": "Grouping by ar.ArtistId keeps artists who share a name apart."}])"_s;
    const auto reply = [](const QJsonObject& r) { return QJsonObject{{u"reply"_s, r}}; };
    return {
        reply({{u"toolCalls"_s,
                QJsonArray{QJsonObject{
                    {u"name"_s, u"describe_table"_s},
                    {u"arguments"_s, QJsonObject{{u"table_name"_s, u"InvoiceLine"_s}}}}}},
               {u"usage"_s, usage(1480, 22)}}),
        reply({{u"text"_s, answer}, {u"chunks"_s, 12}, {u"usage"_s, usage(1730, 210)}}),
        reply({{u"text"_s, explanation}, {u"usage"_s, usage(620, 64)}}),
        reply({{u"text"_s, suggestions}, {u"usage"_s, usage(1210, 240)}}),
    };
}

const QString kRedisQuestion = u"Which five artists earned the most?"_s;
const QString kRedisCommand = u"ZRANGE sales:artist:revenue 0 4 REV WITHSCORES"_s;

// The Redis picture's model: it looks at a namespace with the tools, then answers in a command.
QJsonArray redisScenario()
{
    const QString answer =
        u"Sales by artist are sorted sets under `sales:*`: `sales:artist:revenue` scores each "
        "artist by the money its tracks earned. The five highest, with their revenue:\n\n"
        "```redis\n"_s +
        kRedisCommand +
        u"\n```\n\n`REV` reads from the highest score down; `sales:artist:quantity` counts "
        "tracks sold instead."_s;
    const auto reply = [](const QJsonObject& r) { return QJsonObject{{u"reply"_s, r}}; };
    return {
        reply(
            {{u"toolCalls"_s, QJsonArray{QJsonObject{
                                  {u"name"_s, u"describe_table"_s},
                                  {u"arguments"_s, QJsonObject{{u"table_name"_s, u"sales:*"_s}}}}}},
             {u"usage"_s, usage(1320, 20)}}),
        reply({{u"text"_s, answer}, {u"chunks"_s, 8}, {u"usage"_s, usage(1610, 120)}}),
    };
}

bool waitFor(const std::function<bool()>& done, const char* what, int ms = 20000)
{
    if (QTest::qWaitFor(done, ms))
        return true;
    std::fprintf(stderr, "nelumbo-screenshot-tour: gave up waiting for %s\n", what);
    return false;
}

// The whole screen under X (popups included); the window alone elsewhere.
bool shoot(MainWindow& window, const QString& file)
{
    QTest::qWait(400); // let the last repaint land
    QPixmap picture;
    if (QGuiApplication::platformName() == "xcb"_L1) {
        // The grab is in device pixels; the window's geometry in logical ones.
        QScreen* screen = QGuiApplication::primaryScreen();
        const qreal ratio = screen->devicePixelRatio();
        const QRect frame = window.frameGeometry();
        picture = screen->grabWindow(0).copy(QRect(frame.topLeft() * ratio, frame.size() * ratio));
    } else
        picture = window.grab();
    if (!picture.save(file)) {
        std::fprintf(stderr, "nelumbo-screenshot-tour: cannot write %s\n", qPrintable(file));
        return false;
    }
    std::printf("%s\n", qPrintable(file));
    return true;
}

// The README's Redis picture: the browser's namespaces, a command's result, and the
// assistant's answer about the dataset.
int redisTour(const QString& out, const QString& url)
{
    MainWindow window;
    window.resize(1400, 880);
    window.openSource(url, u"chinook-redis"_s);
    window.newTab(kRedisCommand + u"\n"_s);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) ||
        !waitFor([&] { return window.catalogLoaded(); }, "the catalogue") ||
        !waitFor([&] { return !window.assistant()->isResolving(); }, "the AI target"))
        return 1;
    EditorTab* tab = window.currentTab();
    QSignalSpy shown(tab, &EditorTab::resultShown);
    window.findChild<QAction*>(u"actionRunAll"_s)->trigger();
    if (!waitFor([&] { return !shown.isEmpty(); }, "the result"))
        return 1;
    AssistantController* assistant = window.assistant();
    ChatPanel* chat = window.chatPanel();
    assistant->action(AssistantController::Feature::Chat)->trigger();
    QTest::keyClicks(chat->input(), kRedisQuestion);
    QTest::keyClick(chat->input(), Qt::Key_Return);
    if (!waitFor([&] { return !assistant->chat()->isBusy(); }, "the chat answer"))
        return 1;
    return shoot(window, out + u"/redis-window.png"_s) ? 0 : 1;
}

// Explain Plan on the demo database without AI: the plan dock under a formatted query.
int planTour(const QString& out, const QString& db)
{
    MainWindow window;
    window.resize(1400, 880);
    window.openSource(SourceUrl::forFile(QStringLiteral("sqlite"), db), u"demo"_s);
    window.newTab(u"-- Ctrl+E: the database's plan, no AI needed\n"
                  "SELECT\n  ar.Name AS artist,\n  count(*) AS tracks,\n  sum(il.UnitPrice * "
                  "il.Quantity) AS revenue\nFROM InvoiceLine il\n  JOIN Track t ON t.TrackId = "
                  "il.TrackId\n  JOIN Album al ON al.AlbumId = t.AlbumId\n  JOIN Artist ar ON "
                  "ar.ArtistId = al.ArtistId\nWHERE t.Milliseconds > 200000\nGROUP BY "
                  "ar.Name\nORDER BY revenue DESC\nLIMIT 10"_s);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) ||
        !waitFor([&] { return window.catalogLoaded(); }, "the catalogue"))
        return 1;
    EditorTab* tab = window.currentTab();
    tab->editor()->setFocus();
    tab->editor()->setCursorCharOffset(tab->editor()->text().size());
    window.planDock()->explainAction()->trigger();
    if (!waitFor([&] { return !window.planDock()->panel()->isBusy(); }, "the plan"))
        return 1;
    return shoot(window, out + u"/plan-view.png"_s) ? 0 : 1;
}

const QString kInlineTyped = u"-- Typing pauses: the rest of the statement in grey, Tab takes it\n"
                             "SELECT ar.Name AS artist, count(*) AS tracks\nFROM Artist ar\n"_s;
const QString kInlineRest = u"JOIN Album al ON al.ArtistId = ar.ArtistId\n"
                            "JOIN Track t ON t.AlbumId = al.AlbumId\nGROUP BY ar.Name\n"
                            "ORDER BY tracks DESC\nLIMIT 10;"_s;

// The model of the inline suggestion picture: one continuation.
QJsonArray editorScenario()
{
    return {QJsonObject{
        {u"reply"_s, QJsonObject{{u"text"_s, kInlineRest}, {u"usage"_s, usage(610, 40)}}}}};
}

// The completion list after `i.` (columns of the aliased table with their types), then an
// AI inline suggestion after a pause in typing.
int editorTour(const QString& out, const QString& db)
{
    MainWindow window;
    window.resize(1400, 880);
    window.openSource(SourceUrl::forFile(QStringLiteral("sqlite"), db), u"demo"_s);
    window.newTab(u"-- Ctrl+Space: tables, columns with their types, functions, keywords\n"
                  "SELECT c.FirstName, c.LastName, i.InvoiceDate, i.Total\nFROM Customer c\n"
                  "JOIN Invoice i ON i.CustomerId = c.CustomerId\nWHERE "_s);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowExposed(&window) ||
        !waitFor([&] { return window.catalogLoaded(); }, "the catalogue") ||
        !waitFor([&] { return !window.assistant()->isResolving(); }, "the AI target"))
        return 1;
    QueryEditor* editor = window.currentTab()->editor();
    editor->setFocus();
    editor->setCursorCharOffset(editor->text().size());
    QTest::keyClicks(editor, u"i.Bi"_s);
    QTest::keyClick(editor, Qt::Key_Space, Qt::ControlModifier);
    if (!waitFor([&] { return editor->isListActive(); }, "the completion list"))
        return 1;
    bool ok = shoot(window, out + u"/completion-popup.png"_s);
    editor->cancelList();

    window.assistant()->inlineSuggestionAction()->setChecked(true);
    window.newTab();
    editor = window.currentTab()->editor();
    editor->setFocus();
    const QStringList lines = kInlineTyped.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClicks(editor, lines.at(i));
    }
    if (!waitFor([&] { return editor->inlineSuggestion()->isShown(); }, "the inline suggestion"))
        return 1;
    ok = shoot(window, out + u"/inline-suggestion.png"_s) && ok;
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    // A home, settings and keys of the tour's own: nothing of the user's is read or changed.
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(u"config"_s)));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(u"data"_s)));
    qputenv("NELUMBO_CONFIG", QFile::encodeName(home.filePath(u"nelumbo.conf"_s)));
    qputenv("OPENAI_API_KEY", "test-key");
    qunsetenv("NELUMBO_AI_MODEL");
    qunsetenv("OPENAI_BASE_URL");

    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString out = args.size() > 1 ? args.at(1) : u"."_s;
    QDir().mkpath(out);
    registerBuiltinAdapters();

    const QString redisUrl = args.size() > 2 ? args.at(2) : QString();
    if (redisUrl == u"plan") {
        const QString db = home.filePath(u"chinook.sqlite"_s);
        QFile::copy(nelumbo::testing::chinookPath(), db);
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        return planTour(out, db);
    }
    fake::FakeLlmServer server;
    const bool editorPictures = redisUrl == u"editor";
    const QJsonArray turns = editorPictures       ? editorScenario()
                             : redisUrl.isEmpty() ? scenario()
                                                  : redisScenario();
    if (const QString e = server.listen();
        !e.isEmpty() || !server.loadScenario(QJsonObject{{u"turns"_s, turns}}).isEmpty()) {
        std::fprintf(stderr, "nelumbo-screenshot-tour: fake server: %s\n", qPrintable(e));
        return 1;
    }
    {
        QSettings settings(Settings::filePath(), QSettings::IniFormat);
        settings.setValue(u"ai/enabled"_s, true);
        settings.setValue(u"ai/model"_s, u"openai:gpt-4o"_s);
        settings.setValue(u"ai/base_url"_s, server.baseUrl().toString() + u"/v1"_s);
        // The completion picture's list is opened with Ctrl+Space, not by a pause.
        if (editorPictures)
            settings.setValue(QLatin1String(SettingsKey::EditorAutoCompletion.name), false);
    }
    const QString db = home.filePath(u"chinook.sqlite"_s);
    if (editorPictures || redisUrl.isEmpty()) {
        QFile::copy(nelumbo::testing::chinookPath(), db);
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
    }
    if (editorPictures)
        return editorTour(out, db);
    if (!redisUrl.isEmpty())
        return redisTour(out, redisUrl);

    MainWindow window;
    window.resize(1400, 880);
    window.openSource(SourceUrl::forFile(QStringLiteral("sqlite"), db), u"demo"_s);
    window.newTab(u"-- Ask the assistant (Ctrl+I)\n"_s);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) ||
        !waitFor([&] { return window.catalogLoaded(); }, "the catalogue") ||
        !waitFor([&] { return !window.assistant()->isResolving(); }, "the AI target"))
        return 1;
    AssistantController* assistant = window.assistant();
    ChatPanel* chat = window.chatPanel();

    // 1. Ask; apply the answer through the diff; run it.
    assistant->action(AssistantController::Feature::Chat)->trigger();
    QTest::keyClicks(chat->input(), kQuestion);
    QTest::keyClick(chat->input(), Qt::Key_Return);
    if (!waitFor([&] { return !assistant->chat()->isBusy(); }, "the chat answer"))
        return 1;
    // Replace Query on the answer's card, as a person would.
    ChatMessageView* answer = chat->lastMessage();
    if (!answer || !answer->statementCard()) {
        std::fprintf(stderr, "nelumbo-screenshot-tour: the answer has no statement\n");
        return 1;
    }
    answer->statementCard()->replaceButton()->click();
    DiffDialog* diff = nullptr;
    if (!waitFor([&] { return (diff = window.findChild<DiffDialog*>()) && diff->isVisible(); },
                 "the diff"))
        return 1;
    bool ok = shoot(window, out + u"/assistant-diff.png"_s);
    diff->replaceButton()->click();
    EditorTab* tab = window.currentTab();
    QSignalSpy shown(tab, &EditorTab::resultShown);
    window.findChild<QAction*>(u"actionRunAll"_s)->trigger();
    if (!waitFor([&] { return !shown.isEmpty(); }, "the result"))
        return 1;
    ok = shoot(window, out + u"/assistant-chat.png"_s) && ok;

    // 2. Explain a fragment of it.
    QueryEditor* editor = tab->editor();
    const QString fragment = u"GROUP BY ar.Name"_s;
    const qsizetype at = editor->text().indexOf(fragment);
    editor->setFocus();
    editor->selectCharRange({int(at), int(at + fragment.size())});
    assistant->action(AssistantController::Feature::Explain)->trigger();
    ExplainPopup* popup = nullptr;
    if (!waitFor(
            [&] {
                popup = window.findChild<ExplainPopup*>();
                return popup && popup->isVisible() && !popup->isBusy() &&
                       !popup->markdown().isEmpty();
            },
            "the explanation"))
        return 1;
    ok = shoot(window, out + u"/assistant-explain.png"_s) && ok;
    popup->hide();

    // 3. Optimise it: the plan and the suggestion cards.
    assistant->action(AssistantController::Feature::Optimize)->trigger();
    auto* panel = window.findChild<OptimizePanel*>();
    if (!panel ||
        !waitFor([&] { return !panel->isBusy() && panel->isVisible(); }, "the optimisation"))
        return 1;
    ok = shoot(window, out + u"/assistant-optimize.png"_s) && ok;
    return ok ? 0 : 1;
}
