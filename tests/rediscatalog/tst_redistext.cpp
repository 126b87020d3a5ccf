// What the Redis adapter declares for the editor and the assistant, without a server: the
// KSyntaxHighlighting definition shipped as a resource, the fallback lexer's command words
// read from it, the assistant's notes (Redis words only, optimisation unsupported), and the
// names shown for keys that are not UTF-8.

#include "CoreTestMain.h"
#include "redis/RedisAiText.h"
#include "redis/RedisCatalog.h"
#include "redis/RedisCompletion.h"
#include "redis/RedisHighlighting.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace nelumbo;

class TstRedisText : public QObject
{
    Q_OBJECT

private slots:
    void definitionIsAResourceWhereTheRepositoryLooks()
    {
        QCOMPARE(redisHighlightingDefinition(), QStringLiteral("Redis"));
        QFile file(QStringLiteral(":/org.kde.syntax-highlighting/syntax-addons/redis.xml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString name;
        QStringList styles;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("language"))
                name = xml.attributes().value(QLatin1String("name")).toString();
            if (xml.isStartElement() && xml.name() == QLatin1String("itemData"))
                styles << xml.attributes().value(QLatin1String("name")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(name, redisHighlightingDefinition());
        for (const char* s : {"Command", "Argument", "String", "Escape", "Number"})
            QVERIFY2(styles.contains(QLatin1String(s)), s);
    }

    void fallbackWordsAreTheDefinitionsCommands()
    {
        const QStringList words = redisCommandWords();
        QVERIFY(words.size() > 200);
        for (const char* w : {"get", "hgetall", "zrange", "xrange", "scan", "eval_ro", "memory"})
            QVERIFY2(words.contains(QLatin1String(w)), w);
        for (const QString& w : words)
            QCOMPARE(w, w.toLower());
        QVERIFY(!words.contains(QStringLiteral("withscores"))); // an option, not a command
    }

    void assistantNotesSpeakRedisOnly()
    {
        const AiContext ai = redisAiContext();
        QCOMPARE(ai.language, QStringLiteral("redis:commands"));
        QVERIFY(redisCommandWords().contains(ai.exampleQuery.section(' ', 0, 0).toLower()));
        QVERIFY(!ai.syntaxNotes.isEmpty() && !ai.generationNotes.isEmpty() &&
                !ai.readOnlyNotes.isEmpty() && !ai.readOnlyExamples.isEmpty());
        const QRegularExpression sqlWords(
            QStringLiteral("\\b(sql|select|join|joins|where|insert|update|table|tables|column|"
                           "columns|rows?|schema)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        QStringList texts{ai.exampleQuery, ai.syntaxNotes, ai.generationNotes, ai.readOnlyNotes,
                          ai.readOnlyExamples};
        for (const auto& [statement, variables] : ai.variableIllustrations)
            texts << statement << variables;
        for (const QStringList& advice : ai.errorAdvice)
            texts << advice;
        for (const QString& t : texts)
            QVERIFY2(!sqlWords.match(t).hasMatch(), qPrintable(t));
        for (const auto& [statement, variables] : ai.variableIllustrations)
            QVERIFY(statement.contains(QStringLiteral("{{")));
        QVERIFY(ai.generation.supported && ai.explanation.supported);
        QVERIFY(!ai.optimization.supported);
        QVERIFY(ai.optimization.reason.contains(QStringLiteral("Redis")));
    }

    // A key is shown by its text, or, when its bytes are not UTF-8, in redis-cli's quoted
    // form, which reads back to the same bytes and is what completion writes.
    void namesOfKeysThatAreNotUtf8_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("text") << QByteArray("artist:1") << QStringLiteral("artist:1");
        QTest::newRow("quoted text stays text") << QByteArray("\"x\"") << QStringLiteral("\"x\"");
        QTest::newRow("not UTF-8") << QByteArray("A\xff\xfe"
                                                 "B")
                                   << QStringLiteral("\"A\\xff\\xfeB\"");
        QTest::newRow("quote, backslash, control")
            << QByteArray("q\"\\\x01\xc3") << QStringLiteral("\"q\\\"\\\\\\x01\\xc3\"");
        QTest::newRow("namespace") << QByteArray("\xff:*") << QStringLiteral("\"\\xff:*\"");
    }

    void namesOfKeysThatAreNotUtf8()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        QCOMPARE(redisDisplayName(bytes), shown);
        QCOMPARE(redisNameBytes(shown), bytes);
        RedisNamespace key;
        key.prefix = bytes;
        key.isKey = true;
        QCOMPARE(key.name(), shown);
    }

    void completionWritesTheQuotedName()
    {
        QCOMPARE(RedisCompletion::writtenName(redisDisplayName("A\xff\xfe"
                                                               "B"),
                                              false),
                 QStringLiteral("\"A\\xff\\xfeB\""));
        QCOMPARE(RedisCompletion::writtenName(redisDisplayName("\xff:*"), false),
                 QStringLiteral("\"\\xff:\""));
        QCOMPARE(RedisCompletion::writtenName(QStringLiteral("artist:*"), false),
                 QStringLiteral("artist:"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstRedisText)
#include "tst_redistext.moc"
