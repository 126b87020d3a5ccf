// Completion in the window, on the demo Chinook: Ctrl+Space opens the list, Enter accepts; a
// pause after two typed letters of a table name opens it by itself, Esc closes it; a
// function is inserted with `()` and the cursor inside; the setting turns the automatic list
// off.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "completion/CompletionCatalog.h"
#include "core/Settings.h"
#include "editor/CompletionPopup.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "window/MainWindow.h"

#include <QFile>
#include <QTemporaryDir>

using namespace nelumbo;

class TstCompletion : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QueryEditor* editor() const { return m_window->currentTab()->editor(); }

    void type(const QString& text)
    {
        testing::setQuery(m_window->currentTab(), QString());
        QTest::keyClicks(editor(), text);
    }

    void setAutomatic(bool on)
    {
        auto settings = Settings::open();
        Settings::setValue(*settings, SettingsKey::EditorAutoCompletion, on);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(m_dir.filePath(QStringLiteral("nelumbo.conf"))));
        registerBuiltinAdapters();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Active));
    }

    void cleanup()
    {
        if (editor()->isListActive())
            editor()->cancelList();
        setAutomatic(true);
    }

    void ctrlSpaceOpensAndEnterAccepts()
    {
        setAutomatic(false);
        type(QStringLiteral("SELECT * FROM Inv"));
        QVERIFY(!editor()->isListActive());
        QTest::keyClick(editor(), Qt::Key_Space, Qt::ControlModifier);
        QTRY_VERIFY(editor()->isListActive());
        const auto& shown = editor()->completion()->shown();
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown.front().text, QStringLiteral("Invoice"));
        QCOMPARE(shown.front().kind, CompletionKind::Table);
        QTest::keyClick(editor(), Qt::Key_Return);
        QTRY_COMPARE(editor()->text(), QStringLiteral("SELECT * FROM Invoice"));
        QVERIFY(!editor()->isListActive());
    }

    void pauseAfterTwoLettersOpensItselfAndEscCloses()
    {
        type(QStringLiteral("SELECT * FROM Ar"));
        QTRY_VERIFY(editor()->isListActive());
        QCOMPARE(editor()->completion()->shown().front().text, QStringLiteral("Artist"));
        QTest::keyClick(editor(), Qt::Key_Escape);
        QTRY_VERIFY(!editor()->isListActive());
        QCOMPARE(editor()->text(), QStringLiteral("SELECT * FROM Ar"));
    }

    void columnsAfterAliasDotAcceptedWithTab()
    {
        type(QStringLiteral("SELECT a. FROM Artist a"));
        editor()->setCursorCharOffset(9);
        QTest::keyClick(editor(), Qt::Key_Space, Qt::ControlModifier);
        QTRY_VERIFY(editor()->isListActive());
        QCOMPARE(editor()->completion()->shown().front().text, QStringLiteral("ArtistId"));
        QCOMPARE(editor()->completion()->shown().front().kind, CompletionKind::Column);
        QTest::keyClick(editor(), Qt::Key_Tab);
        QTRY_COMPARE(editor()->text(), QStringLiteral("SELECT a.ArtistId FROM Artist a"));
    }

    void functionGetsParenthesesWithCursorInside()
    {
        type(QStringLiteral("SELECT cou"));
        QTest::keyClick(editor(), Qt::Key_Space, Qt::ControlModifier);
        QTRY_VERIFY(editor()->isListActive());
        QCOMPARE(editor()->completion()->shown().front().text, QStringLiteral("count"));
        QTest::keyClick(editor(), Qt::Key_Return);
        QTRY_COMPARE(editor()->text(), QStringLiteral("SELECT count()"));
        QCOMPARE(editor()->cursorCharOffset(), 13);
    }

    void settingTurnsAutomaticListOff()
    {
        type(QStringLiteral("SELECT * FROM Ar"));
        QVERIFY(editor()->completion()->isWaiting()); // the pause before the list began
        editor()->cancelList();
        setAutomatic(false);
        type(QStringLiteral("SELECT * FROM Ar"));
        QVERIFY(!editor()->completion()->isWaiting());
        QVERIFY(!editor()->isListActive());
        QCOMPARE(editor()->text(), QStringLiteral("SELECT * FROM Ar"));
    }
};

NELUMBO_TEST_MAIN(TstCompletion)
#include "tst_completion.moc"
