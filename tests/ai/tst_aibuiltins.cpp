// The built-in adapters through the AI core: trusted, their notes reach the prompt within
// budget, and their error patterns match the engines' real messages.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/AdapterTrust.h"
#include "ai/ErrorDetector.h"
#include "ai/PromptBuilder.h"
#include "ai/TokenEstimate.h"

#include <QtTest>

using namespace nelumbo;

class TestAiBuiltins : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { registerBuiltinAdapters(); }

    void adapters_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("missingTable"); // the engine's own message, captured
        QTest::addColumn<QString>("missingColumn");
        QTest::newRow("sqlite") << "sqlite"
                                << "no such table: Trak"
                                << "no such column: nme";
        QTest::newRow("postgres") << "postgres"
                                  << "relation \"trak\" does not exist"
                                  << "column \"nme\" does not exist";
        QTest::newRow("mysql") << "mysql"
                               << "Table 'chinook.Trak' doesn't exist"
                               << "Unknown column 'nme' in 'SELECT'";
    }
    void defaultContextDeclaresNoCapabilities()
    {
        // The DatabaseAdapter default: the language only, and so all three features.
        const DatabaseAdapter* adapter = AdapterRegistry::byId(QStringLiteral("sqlite"));
        QVERIFY(adapter);
        const AiContext raw = adapter->DatabaseAdapter::aiContext();
        QCOMPARE(raw.language, adapter->queryLanguage());
        QVERIFY(raw.aiSupported);
        QVERIFY(raw.exampleQuery.isEmpty() && raw.syntaxNotes.isEmpty());
        const TrustedAiContext ai = TrustedAiContext::from(adapter->id(), raw, AdapterTrust());
        for (AiTask task : {AiTask::Generation, AiTask::Explanation, AiTask::Optimization})
            QVERIFY(ai.capability(task).supported);
    }

    void adapters()
    {
        QFETCH(QString, id);
        QFETCH(QString, missingTable);
        QFETCH(QString, missingColumn);
        const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
        QVERIFY(adapter);
        const TrustedAiContext ai = TrustedAiContext::from(*adapter, AdapterTrust());
        QVERIFY(ai.trusted);
        QCOMPARE(ai.language, adapter->queryLanguage());
        QCOMPARE(ai.fenceLabel(), QStringLiteral("sql"));
        QVERIFY(!ai.exampleQuery.isEmpty());
        QVERIFY(!ai.syntaxNotes.isEmpty());

        QList<TableInfo> tables;
        for (int i = 0; i < 10000; ++i)
            tables << TableInfo{QStringLiteral("s%1").arg(i % 7),
                                QStringLiteral("table_%1").arg(i),
                                TableInfo::Kind::Table,
                                {}};
        const AiPrompt p = PromptBuilder::generation(ai, tables);
        QVERIFY(p.system.contains(ai.exampleQuery));
        QVERIFY(p.system.contains(ai.syntaxNotes));
        // Its own read-only and generation notes stand in place of core's (seed 002).
        const AiContext raw = adapter->aiContext();
        QVERIFY(!raw.readOnlyNotes.isEmpty());
        QVERIFY(!raw.generationNotes.isEmpty());
        QVERIFY(p.system.contains("## Rules\n" + raw.readOnlyNotes + "\n\n## Refusals"));
        QVERIFY(p.system.contains("How to shape the statement:\n" + raw.generationNotes));
        QVERIFY(!p.system.contains(TrustedAiContext::coreReadOnlyNotes()));
        QVERIFY(!p.system.contains(TrustedAiContext::coreGenerationNotes()));
        QVERIFY(p.system.contains("You can ONLY generate statements that read"));
        QVERIFY(TokenEstimate::tokens(p.system) + TokenEstimate::tokens(p.tools) < 8000);

        const ErrorDetector detector({}, ai.errorPatterns);
        ErrorAnalysis a = detector.analyze(missingTable);
        QCOMPARE(a.kind, DatabaseErrorKind::TableNotFound);
        QCOMPARE(a.suggestions.first(), ai.errorHints(missingTable).first());
        a = detector.analyze(missingColumn);
        QCOMPARE(a.kind, DatabaseErrorKind::ColumnNotFound);
        QCOMPARE(a.suggestions.first(), ai.errorHints(missingColumn).first());

        // The SQL words core no longer says come from the adapter, through the trust boundary.
        QCOMPARE(ai.readOnlyExamples, QStringLiteral("SELECT, WITH … SELECT"));
        const ErrorDetector sqlDetector({}, ai.errorPatterns, ai.errorAdvice);
        QVERIFY(!sqlDetector.analyze("division by zero").suggestions.filter("NULLIF").isEmpty());
        QVERIFY(!sqlDetector.analyze("type mismatch").suggestions.filter("CAST(").isEmpty());
        QVERIFY(!sqlDetector.analyze("statement timeout")
                     .suggestions.filter("join condition")
                     .isEmpty());
        QVERIFY(p.system.contains("Illustrations (in this language):\n```sql\nSELECT id, total "
                                  "FROM orders WHERE status = {{status}}"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestAiBuiltins)
#include "tst_aibuiltins.moc"
