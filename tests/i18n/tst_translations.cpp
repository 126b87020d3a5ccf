#include "TestData.h"
#include "i18n/UiLanguage.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace nelumbo;

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QStringList forms;
};

QList<Message> readTs(const QString& path, QString* language = nullptr)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS") && language) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{};
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.forms << xml.readElementText();
            } else {
                message.forms << xml.readElementText();
            }
            messages << message;
        }
    }
    return messages;
}

QString describe(const Message& m)
{
    return m.context + QStringLiteral(": \"") + m.source.left(70) + QLatin1Char('"');
}

QStringList languages()
{
    return {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"), QStringLiteral("ja"),
            QStringLiteral("zh_CN")};
}

int pluralForms(const QString& code)
{
    return code == QLatin1String("ja") || code == QLatin1String("zh_CN") ? 1 : 2;
}

QString tsPath(const QString& code)
{
    return (nelumbo::testing::sourceDir() + QStringLiteral("/translations/nelumbo_%1.ts"))
        .arg(code);
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(L?\\d+|L?n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

bool hasAccelerator(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("(^|[^&])&[^&\\s]"));
    return re.match(text).hasMatch();
}

QStringList tags(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("</?[a-zA-Z][^>]*>"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.sort();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_lupdateOutput;
    int m_lupdateExit = -1;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // lupdate writes into copies, with the arguments of the update_translations target.
        QStringList args = QStringLiteral(NELUMBO_LUPDATE_OPTIONS).split(QLatin1Char('|'));
        args << QStringLiteral("-ts");
        for (const QString& code : languages()) {
            const QString copy = m_dir.filePath(QFileInfo(tsPath(code)).fileName());
            QVERIFY2(QFile::copy(tsPath(code), copy), qPrintable(tsPath(code)));
            QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
            args << copy;
        }
        QProcess lupdate;
        lupdate.setWorkingDirectory(nelumbo::testing::sourceDir());
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(NELUMBO_LUPDATE), args);
        QVERIFY(lupdate.waitForFinished(240000));
        m_lupdateExit = lupdate.exitCode();
        m_lupdateOutput = QString::fromLocal8Bit(lupdate.readAll());
    }

    // A tr() lupdate cannot place (no context, wrong call form) is a string nobody translates.
    void lupdateFindsEveryStringCleanly()
    {
        QCOMPARE(m_lupdateExit, 0);
        static const QRegularExpression usual(
            QStringLiteral("^(Scanning directory|Updating|\\s+Found \\d+ source text|\\s+Kept \\d+|"
                           "\\s+Removed \\d+|\\s+Same-text heuristic|\\s*$)"));
        QStringList unexpected;
        for (const QString& line : m_lupdateOutput.split(QLatin1Char('\n')))
            if (!usual.match(line).hasMatch())
                unexpected << line;
        QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join(QLatin1Char('\n'))));
    }

    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString& code : languages())
            QTest::newRow(qPrintable(code)) << code;
    }

    // Run `cmake --build <dir> --target update_translations` and translate what it marks.
    void everyStringIsTranslated()
    {
        QFETCH(QString, code);
        const QList<Message> updated = readTs(m_dir.filePath(QFileInfo(tsPath(code)).fileName()));
        const QList<Message> committed = readTs(tsPath(code));
        QVERIFY(!updated.isEmpty());
        QStringList missing;
        for (const Message& m : updated)
            if (m.type == QLatin1String("unfinished") ||
                std::all_of(m.forms.begin(), m.forms.end(), [](auto& f) { return f.isEmpty(); }))
                missing << describe(m);
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(QStringLiteral("%1 untranslated in %2:\n").arg(missing.size()).arg(code) +
                       missing.mid(0, 40).join(QLatin1Char('\n'))));
        QStringList stale;
        for (const Message& m : committed)
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                stale << describe(m);
        QVERIFY2(stale.isEmpty(), qPrintable(stale.mid(0, 40).join(QLatin1Char('\n'))));
        QCOMPARE(committed.size(), updated.size());
    }

    void translationsAreWellFormed_data() { everyStringIsTranslated_data(); }

    // What a translation must keep for the program to work: placeholders, the accelerator,
    // markup, surrounding whitespace and the language's number of plural forms.
    void translationsAreWellFormed()
    {
        QFETCH(QString, code);
        QStringList problems;
        for (const Message& m : readTs(tsPath(code))) {
            if (m.numerus && m.forms.size() != pluralForms(code))
                problems
                    << QStringLiteral("%1 plural forms: %2").arg(m.forms.size()).arg(describe(m));
            for (const QString& form : m.forms) {
                if (form.isEmpty())
                    continue; // reported by everyStringIsTranslated
                if (placeholders(form) != placeholders(m.source))
                    problems << QStringLiteral("placeholders: %1 -> %2").arg(describe(m), form);
                if (hasAccelerator(m.source) && !hasAccelerator(form))
                    problems << QStringLiteral("accelerator: %1 -> %2").arg(describe(m), form);
                if (tags(form) != tags(m.source))
                    problems << QStringLiteral("markup: %1 -> %2").arg(describe(m), form);
                const auto edge = [](const QString& s) {
                    return std::pair(!s.isEmpty() && s.front().isSpace(),
                                     !s.isEmpty() && s.back().isSpace());
                };
                if (edge(form) != edge(m.source))
                    problems << QStringLiteral("edge spaces: %1").arg(describe(m));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    void cataloguesAreEmbedded_data() { everyStringIsTranslated_data(); }

    // The compiled catalogue in the program gives back what the .ts says.
    void cataloguesAreEmbedded()
    {
        QFETCH(QString, code);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("nelumbo_") + code, QStringLiteral(":/i18n")));
        int checked = 0;
        for (const Message& m : readTs(tsPath(code))) {
            if (m.numerus || m.forms.value(0).isEmpty())
                continue;
            const QString got = translator.translate(
                m.context.toUtf8().constData(), m.source.toUtf8().constData(),
                m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData());
            QVERIFY2(got == m.forms[0], qPrintable(describe(m) + QStringLiteral(" -> ") + got));
            ++checked;
        }
        QVERIFY(checked > 500);
    }

    // English ships only the plural forms of its own source text: "1 row", "2 rows".
    void englishHasPluralForms()
    {
        QString language;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("en")), &language);
        QVERIFY(!messages.isEmpty());
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("nelumbo_en"), QStringLiteral(":/i18n")));
        for (const Message& m : messages) {
            QVERIFY2(m.numerus, qPrintable(describe(m)));
            QCOMPARE(m.forms.size(), 2);
            QVERIFY2(m.type.isEmpty(), qPrintable(describe(m)));
            const QByteArray context = m.context.toUtf8(), source = m.source.toUtf8();
            const QString one =
                translator.translate(context.constData(), source.constData(), nullptr, 1);
            const QString two =
                translator.translate(context.constData(), source.constData(), nullptr, 2);
            QCOMPARE(one, m.forms[0]);
            QCOMPARE(two, m.forms[1]);
        }
    }

    void availableLanguages()
    {
        QStringList codes;
        for (const UiLanguage::Language& language : UiLanguage::available()) {
            codes << language.code;
            QVERIFY(!language.nativeName.isEmpty());
        }
        QCOMPARE(codes.first(), QStringLiteral("en"));
        for (const QString& code : languages())
            QVERIFY2(codes.contains(code), qPrintable(code));
    }

    void resolve_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QStringList>("system");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system German") << QString() << QStringList{"de-DE", "en-US"} << "de";
        QTest::newRow("system English first") << QString() << QStringList{"en-GB", "de-DE"} << "en";
        QTest::newRow("C locale") << QString() << QStringList{"C"} << "en";
        QTest::newRow("nothing translated") << QString() << QStringList{"pt-BR", "it-IT"} << "en";
        QTest::newRow("next preference") << QString() << QStringList{"pt-BR", "fr-CA"} << "fr";
        QTest::newRow("Mexican Spanish") << QString() << QStringList{"es-MX"} << "es";
        QTest::newRow("Japanese") << QString() << QStringList{"ja-JP"} << "ja";
        QTest::newRow("Simplified Chinese") << QString() << QStringList{"zh-Hans-CN"} << "zh_CN";
        QTest::newRow("zh-CN") << QString() << QStringList{"zh-CN"} << "zh_CN";
        QTest::newRow("Traditional Chinese falls through")
            << QString() << QStringList{"zh-Hant-TW", "ja-JP"} << "ja";
        QTest::newRow("setting wins") << "fr" << QStringList{"de-DE"} << "fr";
        QTest::newRow("setting English") << "en" << QStringList{"de-DE"} << "en";
        QTest::newRow("setting with territory") << "de_AT" << QStringList{"ja-JP"} << "de";
        QTest::newRow("unknown setting: system") << "xx" << QStringList{"es-ES"} << "es";
    }

    void resolve()
    {
        QFETCH(QString, setting);
        QFETCH(QStringList, system);
        QFETCH(QString, expected);
        QCOMPARE(UiLanguage::resolve(setting, system), expected);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
