// nelumbo-cli speaks the interface language: the system's (LANGUAGE, LC_ALL, LANG), or
// ui/language from its configuration file; its JSON and CSV output never change.

#include "CliRunner.h"
#include "CoreTestMain.h"
#include "TestData.h"

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace {

struct Output
{
    int exitCode = -1;
    QString out;
    QString err;
};

// The text a catalogue compiled into the program gives for a source text.
QString translated(const QString& code, const char* context, const char* source, int n = -1)
{
    QTranslator translator;
    if (!translator.load(QStringLiteral("nelumbo_") + code, QStringLiteral(":/i18n")))
        return {};
    return translator.translate(context, source, nullptr, n);
}

const char* kHelpContext = "nelumbo::CliApp";
const char* kHelpText = "Nelumbo's query engine on the command line.";

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_config;

    Output run(const QStringList& arguments, const QMap<QString, QString>& locale,
               const QString& language = {})
    {
        QFile::remove(m_config);
        if (!language.isEmpty()) {
            QSettings settings(m_config, QSettings::IniFormat);
            settings.setValue(QStringLiteral("ui/language"), language);
        }
        nelumbo::testing::CliRunner runner;
        QProcessEnvironment& env = runner.environment;
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
            env.remove(QString::fromLatin1(name));
        for (auto it = locale.begin(); it != locale.end(); ++it)
            env.insert(it.key(), it.value());
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("NELUMBO_CONFIG"), m_config);
        const nelumbo::testing::CliRun r = runner.run(arguments);
        if (!r.finished)
            return {};
        return {r.exitCode, r.out, r.err};
    }

    static QString oneLine(QString text) { return text.simplified(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_config = m_dir.filePath(QStringLiteral("nelumbo.conf"));
        QVERIFY(QFile::exists(nelumbo::testing::cliPath()));
        // The expected texts come from the catalogues; they must say something else.
        for (const char* code : {"de", "fr", "es", "ja", "zh_CN"}) {
            const QString text = translated(QString::fromLatin1(code), kHelpContext, kHelpText);
            QVERIFY2(!text.isEmpty() && text != QLatin1String(kHelpText), code);
        }
        QCOMPARE(translated(QStringLiteral("de"), kHelpContext, kHelpText),
                 QStringLiteral("Die Abfrage-Engine von Nelumbo auf der Kommandozeile."));
    }

    void followsTheSystem_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("code");
        QTest::newRow("LC_ALL German") << "LC_ALL"
                                       << "de_DE.UTF-8"
                                       << "de";
        QTest::newRow("LANG French") << "LANG"
                                     << "fr_FR.UTF-8"
                                     << "fr";
        QTest::newRow("LC_MESSAGES Spanish") << "LC_MESSAGES"
                                             << "es_MX.UTF-8"
                                             << "es";
        QTest::newRow("LANG Japanese") << "LANG"
                                       << "ja_JP.UTF-8"
                                       << "ja";
        QTest::newRow("LANG Chinese") << "LANG"
                                      << "zh_CN.UTF-8"
                                      << "zh_CN";
        QTest::newRow("C is English") << "LC_ALL"
                                      << "C.UTF-8"
                                      << "en";
        QTest::newRow("Portuguese is English") << "LANG"
                                               << "pt_BR.UTF-8"
                                               << "en";
    }

    void followsTheSystem()
    {
        QFETCH(QString, variable);
        QFETCH(QString, value);
        QFETCH(QString, code);
        const Output help = run({QStringLiteral("--help")}, {{variable, value}});
        QCOMPARE(help.exitCode, 0);
        const QString expected = code == QLatin1String("en")
                                     ? QString::fromLatin1(kHelpText)
                                     : translated(code, kHelpContext, kHelpText);
        QVERIFY2(oneLine(help.out).contains(oneLine(expected)), qPrintable(help.out.left(400)));
    }

    void settingOverridesTheSystem()
    {
        const Output help =
            run({QStringLiteral("--help")},
                {{QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8")}}, QStringLiteral("ja"));
        QVERIFY2(
            oneLine(help.out).contains(translated(QStringLiteral("ja"), kHelpContext, kHelpText)),
            qPrintable(help.out.left(400)));
    }

    void configOptionIsRead()
    {
        const QString other = m_dir.filePath(QStringLiteral("other.conf"));
        {
            QSettings settings(other, QSettings::IniFormat);
            settings.setValue(QStringLiteral("ui/language"), QStringLiteral("fr"));
        }
        const Output help = run({QStringLiteral("--config"), other, QStringLiteral("--help")},
                                {{QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")}});
        QVERIFY2(oneLine(help.out).contains(
                     oneLine(translated(QStringLiteral("fr"), kHelpContext, kHelpText))),
                 qPrintable(help.out.left(400)));
    }

    // One row in German: the singular form of the catalogue, not "1 rows".
    void pluralsAndMessages()
    {
        const Output table =
            run({QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("demo"),
                 QStringLiteral("SELECT Name FROM Genre WHERE GenreId = 1")},
                {{QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8")}});
        QCOMPARE(table.exitCode, 0);
        const QString one =
            translated(QStringLiteral("de"), "nelumbo::TablePrinter", "(%n rows)", 1)
                .replace(QLatin1String("%n"), QLatin1String("1"));
        QVERIFY(!one.isEmpty());
        QVERIFY2(table.out.contains(one), qPrintable(table.out));
        QVERIFY(table.out.contains(QLatin1String("Rock")));

        const Output english =
            run({QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("demo"),
                 QStringLiteral("SELECT Name FROM Genre WHERE GenreId = 1")},
                {{QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")}});
        QVERIFY2(english.out.contains(QLatin1String("(1 row)")), qPrintable(english.out));
    }

    // What scripts read is the same in every language.
    void machineOutputIsNotTranslated_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("json") << "json";
        QTest::newRow("csv") << "csv";
    }

    void machineOutputIsNotTranslated()
    {
        QFETCH(QString, format);
        const QStringList args{
            QStringLiteral("run"),
            QStringLiteral("--source"),
            QStringLiteral("demo"),
            QStringLiteral("--format"),
            format,
            QStringLiteral("SELECT GenreId, Name FROM Genre ORDER BY GenreId LIMIT 3")};
        const Output english = run(args, {{QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")}});
        QCOMPARE(english.exitCode, 0);
        QVERIFY(english.out.contains(QLatin1String("Rock")));
        for (const char* locale : {"de_DE.UTF-8", "ja_JP.UTF-8", "zh_CN.UTF-8"}) {
            const Output other =
                run(args, {{QStringLiteral("LC_ALL"), QString::fromLatin1(locale)}});
            QCOMPARE(other.exitCode, 0);
            QCOMPARE(other.out, english.out);
        }
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliLanguage)
#include "tst_cli_language.moc"
