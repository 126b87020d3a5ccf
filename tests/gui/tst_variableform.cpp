#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/TagInput.h"
#include "queries/VariableEditor.h"
#include "queries/VariableForm.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "source/DemoDatabase.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QComboBox>
#include <QDateEdit>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;

class TstVariableForm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    EditorTab* tab() const { return m_window->currentTab(); }
    VariableForm* form() const { return tab()->variableForm(); }
    ResultModel* model() const { return tab()->results()->currentModel(); }
    bool waitIdle() { return testing::waitIdle(tab()); }
    void setQuery(const QString& text, const QStringList& expectedNames)
    {
        tab()->editor()->setText(text);
        // The form follows the text after a short pause.
        QTRY_COMPARE(form()->names(), expectedNames);
    }
    static VariableDefinition def(const QVariantMap& map)
    {
        auto d = VariableDefinition::fromMap(map);
        if (!d)
            qFatal("bad definition: %s", qPrintable(d.error().message));
        return d.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(m_dir.filePath(QStringLiteral("nelumbo.conf"))));
        registerBuiltinAdapters();
    }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Shown));
    }
    void cleanup()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
        QFile::remove(Settings::filePath());
    }

    void formFollowsTheQueryAndBindsValues()
    {
        QVERIFY(!form()->isVisible());
        setQuery(QStringLiteral("SELECT Name FROM Track WHERE GenreId = {{genre}} "
                                "[[AND Composer LIKE {{composer}}]] ORDER BY TrackId LIMIT 5"),
                 {QStringLiteral("genre"), QStringLiteral("composer")});
        QVERIFY(form()->isVisible());

        // A required variable left empty stops the run with a clear message.
        tab()->runAll();
        QVERIFY(waitIdle());
        QVERIFY2(tab()->statusText().contains(QStringLiteral("genre")),
                 qPrintable(tab()->statusText()));

        auto* genre = form()->editor(QStringLiteral("genre"))->findChild<QLineEdit*>();
        QVERIFY(genre);
        QTest::keyClicks(genre, QStringLiteral("1"));
        QTest::keyClick(genre, Qt::Key_Return); // Enter in a field runs again
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 5);
        QCOMPARE(model()->value(0, 0).toString(),
                 QStringLiteral("For Those About To Rock (We Salute You)"));

        // Filling the optional clause's variable brings the clause in, as a bound value.
        auto* composer = form()->editor(QStringLiteral("composer"))->findChild<QLineEdit*>();
        QTest::keyClicks(composer, QStringLiteral("%Mercury%"));
        QTest::keyClick(composer, Qt::Key_Return);
        QVERIFY(waitIdle());
        QTRY_VERIFY(model()->rowCount() > 0);
        QVERIFY(model()->rowCount() <= 5);

        // Values stay when the query text changes around them.
        setQuery(QStringLiteral("SELECT count(*) FROM Track WHERE GenreId = {{genre}}"),
                 {QStringLiteral("genre")});
        QCOMPARE(form()->values().value(QStringLiteral("genre")).toString(), QStringLiteral("1"));
        tab()->runAll();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->value(0, 0).toInt(), 1297);
    }

    // Numeric text typed into the form is bound as nelumbo-cli binds --var values: SQLite
    // tells the text '1' from the number 1, so {{n}} = 1 held only in the CLI.
    void numericTextBindsAsANumber()
    {
        setQuery(QStringLiteral("SELECT {{n}} = 1 AS one, {{half}} = 0.5 AS half, "
                                "{{code}} = '00123' AS code, typeof({{n}}) AS type"),
                 {QStringLiteral("n"), QStringLiteral("half"), QStringLiteral("code")});
        form()->setValues({{QStringLiteral("n"), QStringLiteral("1")},
                           {QStringLiteral("half"), QStringLiteral("0.5")},
                           {QStringLiteral("code"), QStringLiteral("00123")}});
        tab()->runAll();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->value(0, 3).toString(), QStringLiteral("integer"));
        QCOMPARE(model()->value(0, 0).toInt(), 1);
        QCOMPARE(model()->value(0, 1).toInt(), 1);
        // Text that a number would not write back the same way stays text.
        QCOMPARE(model()->value(0, 2).toInt(), 1);
    }

    void widgetsFromDefinitions()
    {
        tab()->setVariableDefinitions({
            def({{"name", "genre"},
                 {"type", "number"},
                 {"widget", "select"},
                 {"label", "Genre"},
                 {"options_query",
                  "SELECT GenreId AS value, Name AS label FROM Genre ORDER BY GenreId"}}),
            def({{"name", "media"},
                 {"type", "number"},
                 {"widget", "select"},
                 {"list", true},
                 {"static_options",
                  QVariantList{QVariantList{"1", "MPEG"}, QVariantList{"2", "Protected AAC"}}}}),
            def({{"name", "since"}, {"type", "date"}, {"default", "2009-01-01"}}),
            def({{"name", "countries"}, {"type", "text"}, {"list", true}}),
        });
        setQuery(QStringLiteral(
                     "SELECT count(*) FROM Track t JOIN InvoiceLine l ON l.TrackId = t.TrackId "
                     "JOIN Invoice i ON i.InvoiceId = l.InvoiceId "
                     "WHERE t.GenreId = {{genre}} AND t.MediaTypeId IN ({{media}}) "
                     "AND i.InvoiceDate >= {{since}} [[AND i.BillingCountry IN ({{countries}})]]"),
                 {QStringLiteral("genre"), QStringLiteral("media"), QStringLiteral("since"),
                  QStringLiteral("countries")});

        auto* genre = form()->editor(QStringLiteral("genre"))->findChild<QComboBox*>();
        QVERIFY(genre);
        QTRY_VERIFY(genre->isEnabled()); // filled by the options query
        QCOMPARE(genre->count(), 26);    // "(none)" + 25 genres
        genre->setCurrentIndex(genre->findText(QStringLiteral("Rock")));

        auto* media = form()->editor(QStringLiteral("media"))->findChild<QListWidget*>();
        QVERIFY(media);
        QCOMPARE(media->count(), 2);
        media->item(0)->setCheckState(Qt::Checked);
        media->item(1)->setCheckState(Qt::Checked);

        auto* since = form()->editor(QStringLiteral("since"))->findChild<QDateEdit*>();
        QVERIFY(since);
        QCOMPARE(since->date(), QDate(2009, 1, 1)); // the default

        auto* countries = form()->editor(QStringLiteral("countries"))->findChild<TagInput*>();
        QVERIFY(countries);
        QTest::keyClicks(countries->lineEdit(), QStringLiteral("USA,Canada,"));
        QCOMPARE(countries->tags(), QStringList({QStringLiteral("USA"), QStringLiteral("Canada")}));

        const QVariantMap values = form()->values();
        QCOMPARE(values.value(QStringLiteral("genre")).toString(), QStringLiteral("1"));
        QCOMPARE(values.value(QStringLiteral("media")).toStringList(), QStringList({"1", "2"}));
        QCOMPARE(values.value(QStringLiteral("since")).toString(), QStringLiteral("2009-01-01"));

        tab()->runAll();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        const int withCountries = model()->value(0, 0).toInt();
        QVERIFY(withCountries > 0);

        countries->setTags({});
        tab()->runAll();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QVERIFY(model()->value(0, 0).toInt() > withCountries); // the optional clause left out
    }

    void formStateIsKeptWithTheTab()
    {
        setQuery(QStringLiteral("SELECT * FROM Artist WHERE Name = {{artist}}"),
                 {QStringLiteral("artist")});
        form()->setValues({{QStringLiteral("artist"), QStringLiteral("AC/DC")}});
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Hidden));
        QTRY_COMPARE(form()->names(), QStringList{QStringLiteral("artist")});
        QCOMPARE(form()->values().value(QStringLiteral("artist")).toString(),
                 QStringLiteral("AC/DC"));
        tab()->runAll();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
    }
};

NELUMBO_TEST_MAIN(TstVariableForm)
#include "tst_variableform.moc"
