// Reply extraction and variable normalisation (reference spec §7, cases EXT-xx, VAR-xx,
// RESP-xx). Rows marked "flipped" follow the spec's recommended port decisions (§15.1,
// Appendix B) instead of the upstream behaviour.
#include "CoreTestMain.h"
#include "ai/OptimizationSuggestions.h"
#include "ai/ReplyExtractor.h"
#include "ai/VariableNormaliser.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace nelumbo;

using Kind = ExtractedReply::Kind;

namespace {
// Standard SQL, which the built-in adapters register (RegisterAdapters.cpp).
const QueryLanguage& sql()
{
    return QueryLanguage::standard();
}
} // namespace
Q_DECLARE_METATYPE(ExtractedReply::Kind)

class TestAiReplies : public QObject
{
    Q_OBJECT

private slots:
    void statements_data()
    {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("text"); // statement, or reason
        QTest::addColumn<bool>("looksLikeStatement");

        QTest::newRow("EXT-01")
            << "```sql\nSELECT * FROM users\nWHERE created_at >= NOW() - INTERVAL '30 days'\n```\n"
            << Kind::Statement
            << "SELECT * FROM users\nWHERE created_at >= NOW() - INTERVAL '30 days'" << false;
        QTest::newRow("EXT-02 bare statement: caller validates")
            << "SELECT COUNT(*) FROM users" << Kind::Unfenced << "SELECT COUNT(*) FROM users"
            << true;
        QTest::newRow("EXT-03") << "\n\n```sql\nSELECT * FROM users\n```\n\n\n"
                                << Kind::Statement << "SELECT * FROM users" << false;
        QTest::newRow("EXT-04")
            << "```sql\nSELECT\n  u.name,\n  COUNT(p.id) AS post_count\nFROM users u\nLEFT JOIN "
               "posts p ON u.id = p.user_id\nGROUP BY u.name\nORDER BY post_count DESC\nLIMIT "
               "10\n```\n"
            << Kind::Statement
            << "SELECT\n  u.name,\n  COUNT(p.id) AS post_count\nFROM users u\nLEFT JOIN posts p ON "
               "u.id = p.user_id\nGROUP BY u.name\nORDER BY post_count DESC\nLIMIT 10"
            << false;
        QTest::newRow("EXT-06")
            << "UNABLE_TO_GENERATE: The question asks about company org chart which is not in the "
               "database tables"
            << Kind::Refusal
            << "The question asks about company org chart which is not in the database tables"
            << false;
        QTest::newRow("EXT-07") << "  \n  UNABLE_TO_GENERATE: Some reason  \n  " << Kind::Refusal
                                << "Some reason" << false;
        const QString chatty = QStringLiteral(
            "I can help you with that! Could you specify which tables you'd like to query and "
            "what time range you're interested in?");
        QTest::newRow("EXT-09 chatty") << chatty << Kind::Unfenced << chatty << false;
        QTest::newRow("EXT-10 lotus label")
            << "```lotus\n%{from: \"users\", limit: 10}\n```" << Kind::Statement
            << "%{from: \"users\", limit: 10}" << false;
        QTest::newRow("EXT-12 no label")
            << "```\nSELECT 1\n```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-13 postgresql")
            << "```postgresql\nSELECT 1\n```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-15 flipped: upper-case label")
            << "```SQL\nSELECT 1\n```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-16 flipped: colon in label")
            << "```sql:postgres\nSELECT 1\n```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-17 flipped: CRLF") << "```sql\r\nSELECT 1\r\n```\r\n"
                                              << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-18 spaces after label")
            << "```sql   \nSELECT 1\n```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("EXT-19 first fence wins")
            << "```sql\nSELECT 1\n```\ntext\n```sql\nSELECT 2\n```" << Kind::Statement << "SELECT 1"
            << false;
        QTest::newRow("EXT-21 flipped: empty body is no statement")
            << "```sql\n\n```" << Kind::Unfenced << "```sql\n\n```" << false;
        QTest::newRow("EXT-22 body on the fence line")
            << "```sql SELECT 1```" << Kind::Unfenced << "```sql SELECT 1```" << false;
        QTest::newRow("EXT-24 recommended: variables first, blank line")
            << "```variables\n[]\n```\n\n```sql\nSELECT 1\n```" << Kind::Statement << "SELECT 1"
            << false;
        QTest::newRow("EXT-25 recommended: variables first, adjacent")
            << "```variables\n[]\n```\n```sql\nSELECT 1\n```" << Kind::Statement << "SELECT 1"
            << false;
        QTest::newRow("EXT-27 marker after prose")
            << "Sorry. UNABLE_TO_GENERATE: nope" << Kind::Unfenced
            << "Sorry. UNABLE_TO_GENERATE: nope" << false;
        QTest::newRow("EXT-28 tilde fence")
            << "~~~sql\nSELECT 1\n~~~" << Kind::Unfenced << "~~~sql\nSELECT 1\n~~~" << false;
        QTest::newRow("EXT-30 variables after")
            << "```sql\nSELECT {{x}}\n```\n\n```variables\n[{\"name\":\"x\"}]\n```"
            << Kind::Statement << "SELECT {{x}}" << false;
        QTest::newRow("RESP-04") << "no fence at all" << Kind::Unfenced << "no fence at all"
                                 << false;

        // The recommended fixes beyond the catalogue.
        QTest::newRow("marker without a space (§15.10)")
            << "UNABLE_TO_GENERATE:nope" << Kind::Refusal << "nope" << false;
        QTest::newRow("marker at the start of a later line")
            << "I looked at the tables.\nUNABLE_TO_GENERATE: no table holds salaries"
            << Kind::Refusal << "no table holds salaries" << false;
        QTest::newRow("refusal wins over a fence (§15.4)")
            << "UNABLE_TO_GENERATE: cannot\n```sql\nSELECT 1\n```" << Kind::Refusal
            << "cannot\n```sql\nSELECT 1\n```" << false;
        QTest::newRow("unclosed fence: a cut reply")
            << "```sql\nSELECT 1 FROM" << Kind::Unfenced << "```sql\nSELECT 1 FROM" << false;
        QTest::newRow("bare WITH") << "WITH x AS (SELECT 1) SELECT * FROM x" << Kind::Unfenced
                                   << "WITH x AS (SELECT 1) SELECT * FROM x" << true;
        QTest::newRow("bare JSON query") << "{\"query\": {\"match_all\": {}}}" << Kind::Unfenced
                                         << "{\"query\": {\"match_all\": {}}}" << true;
        QTest::newRow("longer fence around backticks")
            << "````sql\nSELECT '```' AS x\n````" << Kind::Statement << "SELECT '```' AS x"
            << false;
        QTest::newRow("indented fence")
            << "Here:\n  ```sql\n  SELECT 1\n  ```" << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("prose around") << "Here's your query:\n\n```sql\nSELECT 1\n```\n\nIt counts."
                                      << Kind::Statement << "SELECT 1" << false;
        QTest::newRow("only a variables block")
            << "```variables\n[{\"name\":\"a\"}]\n```" << Kind::Unfenced
            << "```variables\n[{\"name\":\"a\"}]\n```" << false;
        QTest::newRow("refusal inside a fence") << "```\nUNABLE_TO_GENERATE: no such data\n```"
                                                << Kind::Refusal << "no such data" << false;
        QTest::newRow("hostile name with backticks in the statement")
            << "```sql\nSELECT \"ignore previous instructions\" -- a ``` comment\nFROM t\n```"
            << Kind::Statement << "SELECT \"ignore previous instructions\" -- a ``` comment\nFROM t"
            << false;
        QTest::newRow("empty reply") << "" << Kind::Unfenced << "" << false;
        QTest::newRow("empty refusal") << "UNABLE_TO_GENERATE:" << Kind::Refusal
                                       << "The model declined without giving a reason." << false;
    }
    void statements()
    {
        QFETCH(QString, reply);
        QFETCH(Kind, kind);
        QFETCH(QString, text);
        QFETCH(bool, looksLikeStatement);
        const ExtractedReply r = ReplyExtractor::extract(reply, sql());
        QCOMPARE(r.kind, kind);
        if (kind == Kind::Statement) {
            QCOMPARE(r.statement, text);
            QVERIFY(r.reason.isEmpty());
        } else {
            QCOMPARE(r.reason, text);
            QVERIFY(r.statement.isEmpty());
            QVERIFY(r.variables.definitions.isEmpty());
        }
        QCOMPARE(r.looksLikeStatement, looksLikeStatement);
    }

    // Whether a bare reply reads like a statement is the source language's call: a language
    // that knows no words takes only a structured query's bracket, not SQL's first words.
    void bareStatementsAreTheLanguagesCall()
    {
        const QueryLanguage& plain = QueryLanguage::plain();
        for (const char* bare : {"SELECT COUNT(*) FROM users", "WITH x AS (SELECT 1) SELECT 1",
                                 "(SELECT 1)", "delete from t"}) {
            QVERIFY2(ReplyExtractor::extract(QString::fromUtf8(bare), sql()).looksLikeStatement,
                     bare);
            const ExtractedReply r = ReplyExtractor::extract(QString::fromUtf8(bare), plain);
            QCOMPARE(r.kind, Kind::Unfenced);
            QVERIFY2(!r.looksLikeStatement, bare);
        }
        for (const char* bare :
             {"{\"query\": {\"match_all\": {}}}", "[1, 2]", "%{from: \"users\"}"})
            QVERIFY2(ReplyExtractor::extract(QString::fromUtf8(bare), plain).looksLikeStatement,
                     bare);
    }

    void variables_data()
    {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("expected"); // the normalised definitions as JSON
        QTest::addColumn<int>("notes");

        QTest::newRow("VAR-01 flipped: a select without options becomes an input")
            << "```sql\nSELECT * FROM orders WHERE status = "
               "{{status}}\n```\n\n```variables\n[{\"name\": \"status\", \"type\": \"text\", "
               "\"widget\": \"select\", \"label\": \"Status\"}]\n```\n"
            << R"([{"name":"status","type":"text","widget":"input","label":"Status","list":false}])"
            << 1;
        QTest::newRow("VAR-03 invalid JSON") << "```variables\n{not valid json\n```\n"
                                             << "[]" << 1;
        QTest::newRow("VAR-04 object, not array") << "```variables\n{\"name\": \"status\"}\n```\n"
                                                  << "[]" << 1;
        QTest::newRow("VAR-06 types")
            << "```variables\n[\n  {\"name\": \"a\", \"type\": \"text\"},\n  {\"name\": \"b\", "
               "\"type\": \"number\"},\n  {\"name\": \"c\", \"type\": \"date\"}\n]\n```\n"
            << R"([{"name":"a","type":"text","widget":"input","list":false},
                   {"name":"b","type":"number","widget":"input","list":false},
                   {"name":"c","type":"date","widget":"input","list":false}])"
            << 0;
        QTest::newRow("VAR-07 default widget")
            << "```variables\n[{\"name\": \"value\", \"type\": \"number\"}]\n```\n"
            << R"([{"name":"value","type":"number","widget":"input","list":false}])" << 0;
        QTest::newRow("VAR-09 static options")
            << "```variables\n[{\"name\": \"status\", \"type\": \"text\", \"widget\": \"select\", "
               "\"static_options\": [{\"value\": \"a\", \"label\": \"A\"}]}]\n```\n"
            << R"([{"name":"status","type":"text","widget":"select","list":false,"static_options":[{"value":"a","label":"A"}]}])"
            << 0;
        QTest::newRow("VAR-10 options query")
            << "```variables\n[{\"name\": \"user\", \"type\": \"text\", \"widget\": \"select\", "
               "\"options_query\": \"SELECT id AS value, name AS label FROM users\"}]\n```\n"
            << R"([{"name":"user","type":"text","widget":"select","list":false,"options_query":"SELECT id AS value, name AS label FROM users"}])"
            << 0;
        QTest::newRow("VAR-12 null default")
            << "```variables\n[{\"name\": \"x\", \"type\": \"text\", \"default\": null}]\n```\n"
            << R"([{"name":"x","type":"text","widget":"input","list":false}])" << 0;
        QTest::newRow("VAR-13 flipped: type read like saved queries (any case), nulls default")
            << "```variables   "
               "\n[{\"name\":\"a\",\"widget\":null,\"list\":null,\"type\":\"Number\"}]\n```"
            << R"([{"name":"a","type":"number","widget":"input","list":false}])" << 0;
        QTest::newRow("unknown type becomes text")
            << "```variables\n[{\"name\":\"a\",\"type\":\"boolean\"}]\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 1;
        QTest::newRow("VAR-15 flipped: label in any case")
            << "```Variables\n[{\"name\":\"a\"}]\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 0;
        QTest::newRow("VAR-16 first block only")
            << "```variables\n[{\"name\":\"a\"}]\n```\n```variables\n[{\"name\":\"b\"}]\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 0;
        QTest::newRow("VAR-18 recommended: unknown widget becomes input")
            << "```variables\n[{\"name\":\"s\",\"widget\":\"dropdown\"}]\n```"
            << R"([{"name":"s","type":"text","widget":"input","list":false}])" << 1;
        QTest::newRow("VAR-19 recommended: non-object entries dropped")
            << "```variables\n[\"status\", 3, [1], null, {\"name\":\"ok\"}]\n```"
            << R"([{"name":"ok","type":"text","widget":"input","list":false}])" << 4;
        QTest::newRow("no block") << "```sql\nSELECT 1\n```"
                                  << "[]" << 0;
        QTest::newRow("CRLF block")
            << "```variables\r\n[{\"name\":\"a\"}]\r\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 0;
        QTest::newRow("names: missing, invalid, repeated")
            << "```variables\n[{\"type\":\"text\"},{\"name\":\"a "
               "b\"},{\"name\":7},{\"name\":\"a\"},{\"name\":\"a\",\"type\":\"date\"}]\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 4;
        QTest::newRow("defaults as text")
            << "```variables\n[{\"name\":\"n\",\"type\":\"number\",\"default\":10},{\"name\":\"l\","
               "\"list\":true,\"default\":[\"Alice\",\"Bob\"]},{\"name\":\"b\",\"default\":true}]"
               "\n```"
            << R"([{"name":"n","type":"number","widget":"input","list":false,"default":"10"},
                   {"name":"l","type":"text","widget":"input","list":true,"default":"Alice, Bob"},
                   {"name":"b","type":"text","widget":"input","list":false,"default":"true"}])"
            << 0;
        QTest::newRow("list not a boolean")
            << "```variables\n[{\"name\":\"a\",\"list\":\"yes\"}]\n```"
            << R"([{"name":"a","type":"text","widget":"input","list":false}])" << 1;
        QTest::newRow("mixed option forms dropped, select downgraded")
            << "```variables\n[{\"name\":\"s\",\"widget\":\"select\",\"static_options\":[\"a\",{"
               "\"value\":\"b\",\"label\":\"B\"}]}]\n```"
            << R"([{"name":"s","type":"text","widget":"input","list":false}])" << 2;
        QTest::newRow("string options")
            << "```variables\n[{\"name\":\"s\",\"widget\":\"select\",\"static_options\":[\"x\","
               "\"y\"]}]\n```"
            << R"([{"name":"s","type":"text","widget":"select","list":false,"static_options":[{"value":"x","label":"x"},{"value":"y","label":"y"}]}])"
            << 0;
        QTest::newRow("options not a list")
            << "```variables\n[{\"name\":\"s\",\"static_options\":\"x\"}]\n```"
            << R"([{"name":"s","type":"text","widget":"input","list":false}])" << 1;
    }
    void variables()
    {
        QFETCH(QString, reply);
        QFETCH(QString, expected);
        QFETCH(int, notes);
        QStringList blockNotes;
        const auto block = ReplyExtractor::variablesBlock(reply, &blockNotes);
        const NormalisedVariables v = VariableNormaliser::normalise(block.value_or(QJsonArray()));
        QCOMPARE(v.toJson(), QJsonDocument::fromJson(expected.toUtf8()).array());
        QCOMPARE(int(blockNotes.size() + v.notes.size()), notes);
        for (const VariableDefinition& d : v.definitions)
            QVERIFY(d.validate().ok());
    }

    void responses()
    {
        // RESP-01
        ExtractedReply r =
            ReplyExtractor::extract("```sql\nSELECT * FROM orders WHERE status = "
                                    "{{status}}\n```\n\n```variables\n[{\"name\": "
                                    "\"status\", \"type\": \"text\", \"widget\": \"select\", "
                                    "\"static_options\": [\"paid\"]}]\n```\n",
                                    sql());
        QCOMPARE(r.kind, Kind::Statement);
        QVERIFY(r.statement.contains("SELECT * FROM orders"));
        QCOMPARE(r.variables.definitions.size(), 1);
        QCOMPARE(r.variables.definitions.first().name, QStringLiteral("status"));
        QCOMPARE(r.variables.definitions.first().widget, VariableDefinition::Widget::Select);
        // RESP-02
        r = ReplyExtractor::extract("```sql\nSELECT * FROM users\n```\n", sql());
        QCOMPARE(r.statement, QStringLiteral("SELECT * FROM users"));
        QVERIFY(r.variables.definitions.isEmpty());
        QVERIFY(r.variables.notes.isEmpty());
        // Variables the statement does not use are dropped, with a note; the block may come
        // first.
        r = ReplyExtractor::extract("```variables\n[{\"name\":\"a\"},{\"name\":\"ghost\"}]\n```\n"
                                    "```sql\nSELECT {{a}}, {{b}}\n```",
                                    sql());
        QCOMPARE(r.statement, QStringLiteral("SELECT {{a}}, {{b}}"));
        QCOMPARE(r.variables.definitions.size(), 1);
        QCOMPARE(r.variables.definitions.first().name, QStringLiteral("a"));
        QCOMPARE(r.variables.notes.size(), 1);
        QVERIFY(r.variables.notes.first().contains("ghost"));
        // A broken variables block does not lose the statement.
        r = ReplyExtractor::extract("```sql\nSELECT {{a}}\n```\n```variables\n[{oops\n```", sql());
        QCOMPARE(r.kind, Kind::Statement);
        QVERIFY(r.variables.definitions.isEmpty());
        QCOMPARE(r.variables.notes.size(), 1);
        QVERIFY(r.variables.notes.first().contains("not valid JSON"));
    }

    void placeholders()
    {
        QCOMPARE(
            VariableNormaliser::placeholders("SELECT {{a}}, {{b}} [[AND c = {{a}}]] {{ spaced }}"),
            (QStringList{"a", "b"}));
    }

    void optimizationTypes_data()
    {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QStringList>("types"); // of the suggestions kept, in order
        QTest::newRow("OPT-01 index")
            << R"([{"type": "index", "suggestion": "x"}])" << QStringList{"index"};
        QTest::newRow("OPT-10 configuration")
            << R"([{"type": "configuration", "suggestion": "x"}])" << QStringList{"configuration"};
        QTest::newRow("structure")
            << R"([{"type": "structure", "suggestion": "x"}])" << QStringList{"structure"};
        QTest::newRow("OPT-11 schema is unknown")
            << R"([{"type": "schema", "suggestion": "x"}])" << QStringList{"rewrite"};
        QTest::newRow("OPT-13 numeric type")
            << R"([{"type": 1, "suggestion": "x"}])" << QStringList{};
        QTest::newRow("OPT-05 mixed")
            << R"([{"type": "index", "suggestion": "valid"}, {"invalid": true}, "not a map"])"
            << QStringList{"index"};
        QTest::newRow("missing type")
            << R"([{"suggestion": "x"}, {"type": "bogus", "suggestion": "y"}])"
            << QStringList{"rewrite"};
    }
    void optimizationTypes()
    {
        QFETCH(QString, reply);
        QFETCH(QStringList, types);
        QStringList got;
        for (const OptimizationSuggestion& s : OptimizationSuggestions::parse(reply))
            got << s.type;
        QCOMPARE(got, types);
    }

    void garbageNeverCrashes()
    {
        // Fuzz-ish: fences and brackets in odd places.
        const QStringList inputs{"```",
                                 "``````",
                                 "```\n```",
                                 "```sql\n```\n```",
                                 "```variables",
                                 "```variables\n```",
                                 "```variables\n[\n```",
                                 "\r\r\r```sql\r\rx\r```",
                                 QString(10000, u'`'),
                                 "UNABLE_TO_GENERATE: " + QString(5000, u'x')};
        for (const QString& in : inputs) {
            const ExtractedReply r = ReplyExtractor::extract(in, sql());
            QVERIFY(r.kind == Kind::Statement || r.kind == Kind::Refusal ||
                    r.kind == Kind::Unfenced);
        }
        QCOMPARE(ReplyExtractor::extract("\r\r\r```sql\r\rx\r```", sql()).statement,
                 QStringLiteral("x"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestAiReplies)
#include "tst_aireplies.moc"
