// What the Redis adapter declares for the editor and the assistant, without a server: the
// KSyntaxHighlighting definition shipped as a resource, the fallback lexer's command words
// read from it, and the assistant's notes (Redis words only, optimisation unsupported).

#include "CoreTestMain.h"
#include "redis/RedisAiText.h"
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
};

NELUMBO_CORE_TEST_MAIN(TstRedisText)
#include "tst_redistext.moc"
