// The built-in adapters through the AI core: trusted, their notes reach the prompt within
// budget, and their error patterns match the engines' real messages.
#include "AdapterTrust.h"
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "ErrorDetector.h"
#include "PromptBuilder.h"
#include "TokenEstimate.h"

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
        QVERIFY(p.system.contains("You can ONLY generate read-only queries"));
        QVERIFY(TokenEstimate::tokens(p.system) + TokenEstimate::tokens(p.tools) < 8000);

        const ErrorDetector detector({}, ai.errorPatterns);
        ErrorAnalysis a = detector.analyze(missingTable);
        QCOMPARE(a.kind, DatabaseErrorKind::TableNotFound);
        QCOMPARE(a.suggestions.first(), ai.errorHints(missingTable).first());
        a = detector.analyze(missingColumn);
        QCOMPARE(a.kind, DatabaseErrorKind::ColumnNotFound);
        QCOMPARE(a.suggestions.first(), ai.errorHints(missingColumn).first());
    }
};

NELUMBO_CORE_TEST_MAIN(TestAiBuiltins)
#include "tst_aibuiltins.moc"
