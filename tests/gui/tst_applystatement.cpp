#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "ai/ChatSession.h"
#include "assistant/AssistantController.h"
#include "assistant/DiffDialog.h"
#include "assistant/StatementApplier.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/VariableEditor.h"
#include "queries/VariableForm.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "settings/AiSettingsPage.h"
#include "settings/SettingsDialog.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextEdit>
#include <QToolButton>
#include <memory>

using namespace nelumbo;
using nelumbo::fake::FakeLlmServer;

namespace {

const QString kOld = QStringLiteral("SELECT Name FROM Track\nORDER BY Name\nLIMIT 5");
// Tracks of a genre; the optional part is left out while min_ms is empty.
const QString kByGenre = QStringLiteral("SELECT COUNT(*) AS tracks\n"
                                        "FROM Track\n"
                                        "JOIN Genre ON Genre.GenreId = Track.GenreId\n"
                                        "WHERE Genre.Name = {{genre}}\n"
                                        "[[ AND Track.Milliseconds >= {{min_ms}} ]]");

QJsonArray generatedVariables()
{
    return QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("genre")},
                                  {QStringLiteral("type"), QStringLiteral("text")},
                                  {QStringLiteral("widget"), QStringLiteral("select")},
                                  {QStringLiteral("label"), QStringLiteral("Genre")},
                                  {QStringLiteral("default"), QStringLiteral("Rock")},
                                  {QStringLiteral("options_query"),
                                   QStringLiteral("SELECT Name, Name FROM Genre ORDER BY Name")}},
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("min_ms")},
                                  {QStringLiteral("type"), QStringLiteral("number")},
                                  {QStringLiteral("widget"), QStringLiteral("input")},
                                  {QStringLiteral("label"), QStringLiteral("Shortest track (ms)")}},
                      // Names no placeholder of the statement: dropped, never shown.
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("unused")}}};
}

QJsonObject fenced(const QString& statement)
{
    return QJsonObject{{QStringLiteral("text"),
                        QStringLiteral("Here is the fix.\n\n```sql\n%1\n```").arg(statement)}};
}

QString labelOf(VariableForm* form, const QString& name)
{
    auto* layout = form->findChild<QFormLayout*>();
    auto* label =
        layout ? qobject_cast<QLabel*>(layout->labelForField(form->editor(name))) : nullptr;
    return label ? label->text() : QString();
}

// The background of the diff line that shows text, in the dialog's view.
QColor lineBackground(DiffDialog& dialog, const QString& text)
{
    auto* view = dialog.findChild<QTextEdit*>(QStringLiteral("diffView"));
    for (QTextBlock b = view->document()->begin(); b.isValid(); b = b.next())
        if (b.text().endsWith(text))
            return b.blockFormat().background().color();
    return {};
}

} // namespace

class TstApplyStatement : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;

    EditorTab* tab() const { return m_window->currentTab(); }
    QueryEditor* editor() const { return tab()->editor(); }
    VariableForm* form() const { return tab()->variableForm(); }
    AssistantController* assistant() const { return m_window->assistant(); }
    StatementApplier* applier() const
    {
        return m_window->findChild<StatementApplier*>(QStringLiteral("statementApplier"));
    }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QLatin1String(name));
    }
    bool waitIdle() { return testing::waitIdle(tab()); }

    // Text with no undo history, so one undo step shows as exactly one.
    void setQuery(const QString& text, qsizetype cursor = -1)
    {
        editor()->setText(text);
        editor()->SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);
        editor()->setCursorCharOffset(cursor < 0 ? text.size() : cursor);
        QTRY_COMPARE(form()->names().isEmpty(), !text.contains(QLatin1String("{{")));
    }

    DiffDialog* waitForDiff(int ms = 5000)
    {
        if (!QTest::qWaitFor(
                [this] { return applier()->dialog() && applier()->dialog()->isVisible(); }, ms))
            return nullptr;
        return applier()->dialog();
    }

    int chatRequests() const
    {
        int n = 0;
        for (const auto& r : m_server.requests())
            n += r.path.endsWith(QLatin1String("/chat/completions"));
        return n;
    }

    void writeAiConfig(bool enabled, bool autoFix = false)
    {
        QSettings s(Settings::filePath(), QSettings::IniFormat);
        Settings::setValue(s, SettingsKey::AiEnabled, enabled);
        Settings::setValue(s, SettingsKey::AiModel, QStringLiteral("openai:gpt-4o"));
        Settings::setValue(s, SettingsKey::AiBaseUrl,
                           m_server.baseUrl().toString() + QStringLiteral("/v1"));
        Settings::setValue(s, SettingsKey::AiMaxAttempts, 1);
        Settings::setValue(s, SettingsKey::AiAutoFixOnError, autoFix);
    }

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window));
        QVERIFY(applier());
    }

    // Runs the failing statement of a script and checks the error bar it leaves.
    void runFailing(const QString& script)
    {
        setQuery(script);
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(tab()->results()->isErrorShown());
        QVERIFY2(tab()->results()->errorText().contains(QLatin1String("Nme")),
                 qPrintable(tab()->results()->errorText()));
        QCOMPARE(tab()->lastFailure().statement, QStringLiteral("SELECT Nme FROM Genre"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        disconnectKeychainForTests();
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(m_dir.filePath(QStringLiteral("nelumbo.conf"))));
        qputenv("OPENAI_API_KEY", "test-key");
        registerBuiltinAdapters();
        QCOMPARE(m_server.listen(), QString());
    }

    void init()
    {
        m_server.clear();
        writeAiConfig(true);
        openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(assistant()->supports(AssistantController::Feature::Chat), 10000);
        // Each test starts a conversation of its own (they are kept across runs).
        QVERIFY(assistant()->chat()->clear().ok());
    }

    void cleanup()
    {
        if (applier() && applier()->dialog())
            applier()->dialog()->reject();
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
        QFile::remove(Settings::filePath());
    }

    void replaceShowsTheDiffFirstAndIsOneUndoStep()
    {
        setQuery(kOld);
        Q_EMIT assistant()->applyRequested(kByGenre, generatedVariables(), true);
        DiffDialog* diff = waitForDiff();
        QVERIFY(diff);
        // Nothing changes before the user says so.
        QCOMPARE(editor()->text(), kOld);
        QVERIFY2(diff->summary().contains(QLatin1String("3 lines removed, 5 lines added")),
                 qPrintable(diff->summary()));
        const QString shown = diff->diffText();
        QVERIFY2(shown.contains(QLatin1String("- SELECT Name FROM Track")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("+ WHERE Genre.Name = {{genre}}")),
                 qPrintable(shown));
        const QString variables = diff->findChild<QLabel*>(QStringLiteral("diffVariables"))->text();
        QVERIFY2(variables.contains(QStringLiteral("genre: select, options from a query, label "
                                                   "“Genre” (new); value “Rock”")),
                 qPrintable(variables));
        QVERIFY2(variables.contains(QStringLiteral("min_ms: number input, label “Shortest track "
                                                   "(ms)” (new)")),
                 qPrintable(variables));
        QVERIFY(!variables.contains(QLatin1String("unused")));
        QCOMPARE(diff->replaceButton()->text(), QStringLiteral("&Replace"));
        QVERIFY(
            !diff->findChild<QTextEdit*>(QStringLiteral("diffView"))->accessibleName().isEmpty());

        // Keyboard first: the diff has the focus, Enter replaces.
        QTRY_VERIFY(diff->findChild<QTextEdit*>(QStringLiteral("diffView"))->hasFocus());
        QSignalSpy applied(applier(), &StatementApplier::applied);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(editor()->text(), kByGenre);
        QVERIFY(!applier()->dialog());

        // The form shows the generated variables at once, with their inputs.
        QCOMPARE(form()->names(), (QStringList{QStringLiteral("genre"), QStringLiteral("min_ms")}));
        QVERIFY(form()->isVisible());
        VariableEditor* genre = form()->editor(QStringLiteral("genre"));
        QCOMPARE(genre->definition().widget, VariableDefinition::Widget::Select);
        QCOMPARE(genre->definition().optionSource(), VariableDefinition::OptionSource::Query);
        QCOMPARE(labelOf(form(), QStringLiteral("genre")), QStringLiteral("Genre"));
        auto* combo = genre->findChild<QComboBox*>();
        QVERIFY(combo);
        QTRY_COMPARE_WITH_TIMEOUT(combo->count(), 26, 10000); // "(none)" and the 25 genres
        QCOMPARE(genre->value().toString(), QStringLiteral("Rock"));
        VariableEditor* minMs = form()->editor(QStringLiteral("min_ms"));
        QCOMPARE(minMs->definition().type, VariableDefinition::Type::Number);
        QCOMPARE(minMs->definition().widget, VariableDefinition::Widget::Input);
        QCOMPARE(labelOf(form(), QStringLiteral("min_ms")), QStringLiteral("Shortest track (ms)"));
        QVERIFY(!minMs->value().isValid());

        // The new query runs with the form's values.
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(!tab()->results()->isErrorShown());
        QTRY_VERIFY(tab()->results()->currentModel());
        QCOMPARE(tab()->results()->currentModel()->value(0, 0).toInt(), 1297);
        minMs->setValue(QStringLiteral("300000"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QTRY_VERIFY(tab()->results()->currentModel());
        QCOMPARE(tab()->results()->currentModel()->value(0, 0).toInt(), 407);

        // One Ctrl+Z brings the old text back, exactly.
        editor()->setFocus();
        QTest::keyClick(editor(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor()->text(), kOld);
        QVERIFY(!editor()->isUndoAvailable());
    }

    void replaceKeepsTheViewInPlace()
    {
        QStringList lines;
        for (int i = 1; i <= 200; ++i)
            lines << QStringLiteral("SELECT %1 AS n;").arg(i);
        setQuery(lines.join(QLatin1Char('\n')), 0);
        editor()->setFirstVisibleLine(110);
        QTRY_COMPARE(editor()->firstVisibleLine(), 110);
        lines[119] = QStringLiteral("SELECT 120 AS changed;");
        Q_EMIT assistant()->applyRequested(lines.join(QLatin1Char('\n')), {}, true);
        DiffDialog* diff = waitForDiff();
        QVERIFY(diff);
        QCOMPARE(diff->diff().removedCount(), 1);
        // Three lines of context around the change, the rest left out.
        QVERIFY(diff->diffText().startsWith(QStringLiteral("⋯")));
        QCOMPARE(diff->diffText().count(QLatin1Char('\n')), 9);
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);
        QCOMPARE(editor()->text(), lines.join(QLatin1Char('\n')));
        // The view stays where it was, the cursor at the change.
        QCOMPARE(editor()->firstVisibleLine(), 110);
        int line = -1;
        int index = -1;
        editor()->getCursorPosition(&line, &index);
        QCOMPARE(line, 119);
        QTest::keyClick(editor(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor()->text().section(QLatin1Char('\n'), 119, 119),
                 QStringLiteral("SELECT 120 AS n;"));
        QVERIFY(!editor()->isUndoAvailable());
    }

    void onlyTheVariablesChange()
    {
        setQuery(QString());
        Q_EMIT assistant()->applyRequested(kByGenre, generatedVariables(), false);
        QCOMPARE(editor()->text(), kByGenre);
        QTRY_VERIFY_WITH_TIMEOUT(
            form()->editor(QStringLiteral("genre"))->findChild<QComboBox*>()->count() == 26, 10000);
        QCOMPARE(form()->editor(QStringLiteral("genre"))->value().toString(),
                 QStringLiteral("Rock"));
        editor()->SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);

        QJsonArray changed = generatedVariables();
        changed[0] = QJsonObject{
            {QStringLiteral("name"), QStringLiteral("genre")},
            {QStringLiteral("widget"), QStringLiteral("select")},
            {QStringLiteral("label"), QStringLiteral("Music genre")},
            {QStringLiteral("default"), QStringLiteral("Jazz")},
            {QStringLiteral("static_options"),
             QJsonArray{QStringLiteral("Rock"), QStringLiteral("Jazz"), QStringLiteral("Metal")}}};
        // The statement comes back with other line ends: still the same statement.
        QString crlf = kByGenre;
        crlf.replace(QLatin1String("\n"), QLatin1String("\r\n"));
        Q_EMIT assistant()->applyRequested(crlf, changed, true);
        DiffDialog* diff = waitForDiff();
        QVERIFY(diff);
        QVERIFY(diff->onlyVariablesChange());
        QVERIFY2(diff->summary().startsWith(QLatin1String("Only the variables change: genre.")),
                 qPrintable(diff->summary()));
        QCOMPARE(diff->replaceButton()->text(), QStringLiteral("Apply &Variables"));
        QVERIFY(diff->findChild<QTextEdit*>(QStringLiteral("diffView"))->isHidden());
        const QString variables = diff->findChild<QLabel*>(QStringLiteral("diffVariables"))->text();
        QVERIFY2(variables.contains(QStringLiteral("genre: select, 3 options, label “Music genre” "
                                                   "(was: select, options from a query, label "
                                                   "“Genre”); value “Rock” → “Jazz”")),
                 qPrintable(variables));
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);

        QCOMPARE(editor()->text(), kByGenre);
        QVERIFY(!editor()->isUndoAvailable()); // the editor was not touched
        QCOMPARE(labelOf(form(), QStringLiteral("genre")), QStringLiteral("Music genre"));
        VariableEditor* genre = form()->editor(QStringLiteral("genre"));
        auto* combo = genre->findChild<QComboBox*>();
        QCOMPARE(combo->count(), 4); // "(none)" and the three options
        QCOMPARE(combo->itemText(2), QStringLiteral("Jazz"));
        QCOMPARE(genre->value().toString(), QStringLiteral("Jazz"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QTRY_VERIFY(tab()->results()->currentModel());
        QCOMPARE(tab()->results()->currentModel()->value(0, 0).toInt(), 130);

        // The same once more: nothing to do, and the dialog says so.
        Q_EMIT assistant()->applyRequested(kByGenre, changed, true);
        diff = waitForDiff();
        QVERIFY(diff);
        QVERIFY(diff->changesNothing());
        QVERIFY(diff->summary().contains(QLatin1String("nothing changes")));
        QVERIFY(!diff->replaceButton()->isEnabled());
        QTest::keyClick(diff, Qt::Key_Escape);
        QTRY_VERIFY(!applier()->dialog());
    }

    void insertGoesAtTheCursorOnItsOwnLine()
    {
        // After the first statement, before the second.
        setQuery(QStringLiteral("SELECT 1;\nSELECT 2"), 9);
        QSignalSpy applied(applier(), &StatementApplier::applied);
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT Name FROM Genre"), {}, false);
        QCOMPARE(applied.size(), 1);
        QVERIFY(!applier()->dialog()); // inserting asks nothing
        QCOMPARE(editor()->text(), QStringLiteral("SELECT 1;\nSELECT Name FROM Genre;\nSELECT 2"));
        action("actionRunStatement")->trigger(); // the cursor is in the inserted statement
        QVERIFY(waitIdle());
        QTRY_VERIFY(tab()->results()->currentModel());
        QCOMPARE(tab()->results()->currentModel()->rowCount(), 25);
        QTest::keyClick(editor(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor()->text(), QStringLiteral("SELECT 1;\nSELECT 2"));
        QVERIFY(!editor()->isUndoAvailable());

        // At the end of an unterminated statement: both stay statements of their own.
        setQuery(QStringLiteral("SELECT 1"));
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT 2\n"), {}, false);
        QCOMPARE(editor()->text(), QStringLiteral("SELECT 1;\nSELECT 2;"));
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QCOMPARE(tab()->results()->resultCount(), 2);
        QTest::keyClick(editor(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor()->text(), QStringLiteral("SELECT 1"));

        // Mid-line: the line is broken around it; an empty editor gets the statement as is.
        setQuery(QStringLiteral("SELECT 1; SELECT 3;"), 10);
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT 2"), {}, false);
        QCOMPARE(editor()->text(), QStringLiteral("SELECT 1; \nSELECT 2;\nSELECT 3;"));
        setQuery(QString());
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT Name FROM Genre"), {}, false);
        QCOMPARE(editor()->text(), QStringLiteral("SELECT Name FROM Genre"));
    }

    void aRewriteReplacesItsStatementOnly()
    {
        const QString script =
            QStringLiteral("SELECT 1;\nSELECT Name FROM Track WHERE Name LIKE 'A%';\nSELECT 3");
        setQuery(script);
        const StatementRange range{10, 53};
        QCOMPARE(script.mid(range.begin, range.length()),
                 QStringLiteral("SELECT Name FROM Track WHERE Name LIKE 'A%'"));
        applier()->expectReplacement(tab(), range, script.mid(range.begin, range.length()));
        Q_EMIT assistant()->applyRequested(
            QStringLiteral("SELECT Name FROM Track WHERE Name >= 'A' AND Name < 'B'"), {}, true);
        DiffDialog* diff = waitForDiff();
        QVERIFY(diff);
        QCOMPARE(
            diff->after(),
            QStringLiteral(
                "SELECT 1;\nSELECT Name FROM Track WHERE Name >= 'A' AND Name < 'B';\nSELECT 3"));
        diff->reject();
        // Expected once: the next replacement is for the whole query again.
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT 4"), {}, true);
        diff = waitForDiff();
        QVERIFY(diff);
        QCOMPARE(diff->after(), QStringLiteral("SELECT 4"));
        // A statement no longer where it was is not replaced in part.
        applier()->expectReplacement(tab(), {10, 20}, QStringLiteral("SELECT 999"));
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT 5"), {}, true);
        diff = waitForDiff();
        QVERIFY(diff);
        QCOMPARE(diff->after(), QStringLiteral("SELECT 5"));
    }

    void fixWithAiEndsInADiffThatRuns()
    {
        runFailing(QStringLiteral("SELECT 1 AS one;\nSELECT Nme FROM Genre;\nSELECT 3"));
        QToolButton* fix = tab()->results()->fixButton();
        QCOMPARE(fix->objectName(), QStringLiteral("fixWithAiButton"));
        QVERIFY(fix->isVisible());
        QVERIFY(!fix->accessibleName().isEmpty());
        QTRY_VERIFY(fix->isEnabled());
        QVERIFY2(fix->toolTip().contains(QLatin1String("Ctrl+Shift+F")),
                 qPrintable(fix->toolTip()));
        QVERIFY(action("actionFixWithAi")->isEnabled());

        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {QStringLiteral("turns"),
                      QJsonArray{QJsonObject{
                          {QStringLiteral("expect"),
                           QJsonObject{{QStringLiteral("bodyContains"),
                                        QJsonArray{QStringLiteral("SELECT Nme FROM Genre")}}}},
                          {QStringLiteral("reply"),
                           fenced(QStringLiteral("SELECT Name FROM Genre ORDER BY Name"))}}}}}),
                 QString());
        QTest::mouseClick(fix, Qt::LeftButton);
        DiffDialog* diff = waitForDiff(20000);
        QVERIFY2(diff, qPrintable(m_server.unmetExpectations().join(QLatin1Char('\n'))));
        QVERIFY2(m_server.unmetExpectations().isEmpty(),
                 qPrintable(m_server.unmetExpectations().join(QLatin1Char('\n'))));
        // Only the failed statement of the script is replaced.
        QVERIFY2(diff->summary().contains(QLatin1String("1 line removed, 1 line added")),
                 qPrintable(diff->summary()));
        QVERIFY(diff->diffText().contains(QLatin1String("- SELECT Nme FROM Genre;")));
        QVERIFY(
            diff->diffText().contains(QLatin1String("+ SELECT Name FROM Genre ORDER BY Name;")));
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);
        QCOMPARE(
            editor()->text(),
            QStringLiteral("SELECT 1 AS one;\nSELECT Name FROM Genre ORDER BY Name;\nSELECT 3"));

        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(!tab()->results()->isErrorShown());
        QCOMPARE(tab()->results()->resultCount(), 3);
        QVERIFY(tab()->lastFailure().statement.isEmpty());
        QVERIFY(!action("actionFixWithAi")->isEnabled());
        QCOMPARE(chatRequests(), 1);
    }

    void fixWithTheShortcut()
    {
        runFailing(QStringLiteral("SELECT Nme FROM Genre;\nSELECT 2"));
        QCOMPARE(
            m_server.loadScenario(QJsonObject{
                {QStringLiteral("turns"),
                 QJsonArray{QJsonObject{{QStringLiteral("reply"),
                                         fenced(QStringLiteral("SELECT Name FROM Genre"))}}}}}),
            QString());
        QTRY_VERIFY(action("actionFixWithAi")->isEnabled());
        editor()->setFocus();
        QTest::keyClick(editor(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        DiffDialog* diff = waitForDiff(20000);
        QVERIFY(diff);
        QCOMPARE(diff->after(), QStringLiteral("SELECT Name FROM Genre;\nSELECT 2"));
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(!tab()->results()->isErrorShown());
        QCOMPARE(tab()->results()->resultCount(), 2);
        QCOMPARE(chatRequests(), 1);
    }

    void aFixComesBackToItsTab()
    {
        const QString script = QStringLiteral("SELECT Nme FROM Genre;\nSELECT 2");
        runFailing(script);
        EditorTab* failed = tab();
        QJsonObject turn{
            {QStringLiteral("reply"), fenced(QStringLiteral("SELECT Name FROM Genre"))},
            {QStringLiteral("fault"), QJsonObject{{QStringLiteral("delayMs"), 800}}}};
        QCOMPARE(m_server.loadScenario(QJsonObject{{QStringLiteral("turns"), QJsonArray{turn}}}),
                 QString());
        QTRY_VERIFY(failed->results()->fixButton()->isEnabled());
        QTest::mouseClick(failed->results()->fixButton(), Qt::LeftButton);
        // The user goes on in another tab meanwhile.
        EditorTab* other = m_window->newTab(QStringLiteral("SELECT 1"));
        QCOMPARE(tab(), other);
        DiffDialog* diff = waitForDiff(20000);
        QVERIFY(diff);
        QCOMPARE(tab(), failed);
        QCOMPARE(diff->before(), script);
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);
        QCOMPARE(failed->editor()->text(), QStringLiteral("SELECT Name FROM Genre;\nSELECT 2"));
        QCOMPARE(other->editor()->text(), QStringLiteral("SELECT 1"));
    }

    void aFailedFixLeavesNothingExpected()
    {
        runFailing(QStringLiteral("SELECT Nme FROM Genre;\nSELECT 2"));
        QJsonObject turn{{QStringLiteral("fault"),
                          QJsonObject{{QStringLiteral("error"), QStringLiteral("server_error")}}}};
        QCOMPARE(m_server.loadScenario(QJsonObject{{QStringLiteral("turns"), QJsonArray{turn}}}),
                 QString());
        QSignalSpy failed(assistant()->chat(), &ChatSession::failed);
        QTRY_VERIFY(tab()->results()->fixButton()->isEnabled());
        QTest::mouseClick(tab()->results()->fixButton(), Qt::LeftButton);
        QVERIFY(applier()->target());
        QVERIFY(failed.wait(20000));
        QVERIFY(!applier()->target());
        // A statement from the chat later replaces the whole query, as any other.
        Q_EMIT assistant()->applyRequested(QStringLiteral("SELECT 7"), {}, true);
        DiffDialog* diff = waitForDiff();
        QVERIFY(diff);
        QCOMPARE(diff->after(), QStringLiteral("SELECT 7"));
    }

    void autoFixTriesExactlyOnce()
    {
        m_window.reset();
        writeAiConfig(true, true);
        openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(assistant()->supports(AssistantController::Feature::Chat), 10000);
        // The fix is valid SQL that still fails when it runs (SQLite's integer overflow).
        const QString stillFailing =
            QStringLiteral("SELECT abs(-9223372036854775808) AS n FROM Genre");
        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {QStringLiteral("turns"),
                      QJsonArray{QJsonObject{{QStringLiteral("reply"), fenced(stillFailing)}},
                                 QJsonObject{{QStringLiteral("reply"),
                                              fenced(QStringLiteral("SELECT 42"))}}}}}),
                 QString());

        runFailing(QStringLiteral("SELECT Nme FROM Genre"));
        // Asked by itself: the diff comes without a click.
        DiffDialog* diff = waitForDiff(20000);
        QVERIFY(diff);
        QCOMPARE(chatRequests(), 1);
        QCOMPARE(diff->after(), stillFailing);
        QTest::mouseClick(diff->replaceButton(), Qt::LeftButton);
        QCOMPARE(editor()->text(), stillFailing);

        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(tab()->results()->isErrorShown());
        QVERIFY2(tab()->results()->errorText().contains(QLatin1String("overflow")),
                 qPrintable(tab()->results()->errorText()));
        // The fix failed too: it is not sent again by itself.
        QSignalSpy sent(&m_server, &FakeLlmServer::requestReceived);
        sent.wait(1500); // a request sent by itself would arrive by now
        QCOMPARE(chatRequests(), 1);
        QVERIFY(!applier()->dialog());
        QCOMPARE(m_server.pendingTurns(), 1);
        // The user still may.
        QTRY_VERIFY(tab()->results()->fixButton()->isEnabled());

        // A failure of the user's own statement is fixed by itself again (once per failed run).
        setQuery(QStringLiteral("SELECT Nme FROM Genre"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        diff = waitForDiff(20000);
        QVERIFY(diff);
        QCOMPARE(chatRequests(), 2);
        QCOMPARE(diff->after(), QStringLiteral("SELECT 42"));
    }

    void fixNeedsAiAndSaysWhy()
    {
        m_window.reset();
        writeAiConfig(false, true);
        openWindow();
        runFailing(QStringLiteral("SELECT Nme FROM Genre"));
        QToolButton* fix = tab()->results()->fixButton();
        QTRY_VERIFY(!fix->isEnabled());
        QVERIFY2(fix->toolTip().contains(QLatin1String("Set up AI in Settings")),
                 qPrintable(fix->toolTip()));
        // Auto-fix is on, but without AI nothing is sent.
        QSignalSpy sent(&m_server, &FakeLlmServer::requestReceived);
        sent.wait(300); // a request sent by itself would arrive by now
        QCOMPARE(chatRequests(), 0);
        QVERIFY(!applier()->dialog());
        // A new run hides the error bar.
        setQuery(QStringLiteral("SELECT 1"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(!tab()->results()->isErrorShown());
    }

    void settingsPageHasTheAutoFixBox()
    {
        const QString file = m_dir.filePath(QStringLiteral("settings-page.conf"));
        {
            QSettings s(file, QSettings::IniFormat);
            Settings::setValue(s, SettingsKey::AiEnabled, true);
        }
        {
            SettingsDialog dialog(nullptr, file, QProcessEnvironment());
            auto* box = dialog.aiPage()->findChild<QCheckBox*>(QStringLiteral("aiAutoFixOnError"));
            QVERIFY(box);
            QVERIFY(!box->accessibleName().isEmpty());
            QVERIFY(!box->isChecked()); // off by default
            QVERIFY(box->isEnabled());
            box->setChecked(true);
            QSignalSpy written(&dialog, &SettingsDialog::settingsApplied);
            dialog.apply();
            QTRY_VERIFY(!written.isEmpty());
        }
        QCOMPARE(QSettings(file, QSettings::IniFormat)
                     .value(QLatin1String(SettingsKey::AiAutoFixOnError.name))
                     .toBool(),
                 true);
        SettingsDialog again(nullptr, file, QProcessEnvironment());
        auto* box = again.aiPage()->findChild<QCheckBox*>(QStringLiteral("aiAutoFixOnError"));
        QVERIFY(box->isChecked());
        // Turning the assistant off greys it out.
        again.aiPage()->findChild<QCheckBox*>(QStringLiteral("aiEnabled"))->setChecked(false);
        QVERIFY(!box->isEnabled());
    }

    void diffReadsInLightAndDarkPalettes()
    {
        for (const bool dark : {false, true}) {
            DiffDialog dialog(QStringLiteral("SELECT a\nFROM t"),
                              QStringLiteral("SELECT b\nFROM t"), {});
            QPalette pal = dialog.palette();
            pal.setColor(QPalette::Base, dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white));
            pal.setColor(QPalette::Text, dark ? QColor(0xee, 0xee, 0xee) : QColor(Qt::black));
            dialog.setPalette(pal);
            const QColor removed = lineBackground(dialog, QStringLiteral("SELECT a"));
            const QColor added = lineBackground(dialog, QStringLiteral("SELECT b"));
            QVERIFY(removed.isValid() && added.isValid());
            QVERIFY(removed.red() > removed.green()); // reddish
            QVERIFY(added.green() > added.red());     // greenish
            // The text keeps its contrast: a dark tint under light text, and the reverse.
            if (dark)
                QVERIFY2(removed.lightness() < 90 && added.lightness() < 90,
                         qPrintable(removed.name() + QLatin1Char(' ') + added.name()));
            else
                QVERIFY2(removed.lightness() > 180 && added.lightness() > 180,
                         qPrintable(removed.name() + QLatin1Char(' ') + added.name()));
        }
    }
};

NELUMBO_TEST_MAIN(TstApplyStatement)
#include "tst_applystatement.moc"
