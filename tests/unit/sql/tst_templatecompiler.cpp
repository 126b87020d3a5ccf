#include "CoreTestMain.h"
#include "SqlDialects.h"
#include "sql/OptionalBlocks.h"
#include "sql/TemplateCompiler.h"
#include "variables/VariableCaster.h"
#include "variables/VariableDefinition.h"

#include <QDate>
#include <QJsonObject>

using nelumbo::CompiledStatement;
using nelumbo::OptionalBlocks;
using nelumbo::Result;
using nelumbo::TemplateCompiler;
using nelumbo::VariableCaster;
using nelumbo::VariableDefinition;

namespace {

// "type:value" for each parameter, so tests check the bound type as well as the value.
QStringList describe(const QVariantList& params)
{
    QStringList out;
    for (const QVariant& p : params) {
        const QString value =
            p.typeId() == QMetaType::QDate ? p.toDate().toString(Qt::ISODate) : p.toString();
        out << QString::fromLatin1(p.typeName()) + QLatin1Char(':') + value;
    }
    return out;
}

QVariantMap def(const QString& name, const QString& type, const QVariant& defaultValue = {},
                bool list = false)
{
    QVariantMap map{{QStringLiteral("name"), name}, {QStringLiteral("type"), type}};
    if (defaultValue.isValid())
        map.insert(QStringLiteral("default"), defaultValue);
    if (list)
        map.insert(QStringLiteral("list"), true);
    return map;
}

QList<VariableDefinition> toDefinitions(const QVariantList& maps)
{
    QList<VariableDefinition> defs;
    for (const QVariant& m : maps) {
        const Result<VariableDefinition> d = VariableDefinition::fromMap(m.toMap());
        if (d)
            defs << *d;
        else
            qWarning("bad test definition: %s", qPrintable(d.error().message));
    }
    return defs;
}

const QString pg = QStringLiteral("sql:postgres");
const QString my = QStringLiteral("sql:mysql");
const QString lite = QStringLiteral("sql:sqlite");
const QString ansi = QStringLiteral("sql");

} // namespace

class TstTemplateCompiler : public QObject
{
    Q_OBJECT

    static void compileRow(const char* name, const QString& language, const QString& text,
                           const QVariantList& defs, const QVariantMap& values, const QString& sql,
                           const QStringList& params)
    {
        QTest::newRow(name) << language << text << defs << values << sql << params << QString();
    }

    static void errorRow(const char* name, const QString& language, const QString& text,
                         const QVariantList& defs, const QVariantMap& values, const QString& error)
    {
        QTest::newRow(name) << language << text << defs << values << QString() << QStringList()
                            << error;
    }

private Q_SLOTS:
    // §14.18, with every placeholder a positional '?' (Postgres keeps its type casts).
    void compile_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QVariantList>("defs");
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("params");
        QTest::addColumn<QString>("error"); // expected message prefix; empty for success

        const QString usersById = QStringLiteral("SELECT * FROM users WHERE id = {{id}}");
        const QString minAge = QStringLiteral("SELECT * FROM users WHERE age > {{min_age}}");
        const QString countries =
            QStringLiteral("SELECT * FROM users WHERE country IN ({{countries}})");
        const QString nameTwice =
            QStringLiteral("SELECT * FROM users WHERE name = {{name}} OR nickname = {{name}}");
        const QString ageActive =
            QStringLiteral("SELECT * FROM users WHERE age > {{min_age}} AND active = {{active}}");

        compileRow("BIND-01", pg, usersById, {}, {{"id", 1}}, "SELECT * FROM users WHERE id = ?",
                   {"int:1"});
        errorRow("BIND-02", pg, minAge, {}, {}, "Missing required variable: min_age");
        errorRow("BIND-03", pg, countries, {def("countries", "text", {}, true)},
                 {{"countries", QVariantList{}}},
                 "List variable 'countries' must have at least one value");
        compileRow("BIND-04", pg, "SELECT * FROM users WHERE active = {{active}} AND age > {{age}}",
                   {def("active", "text", "true"), def("age", "number", "18")},
                   {{"active", false}, {"age", 0}},
                   "SELECT * FROM users WHERE active = ? AND age > ?::numeric",
                   {"bool:false", "int:0"});
        compileRow("BIND-05", pg, "SELECT * FROM users WHERE status = {{status}}",
                   {def("status", "text", "active")}, {{"status", QVariant()}},
                   "SELECT * FROM users WHERE status = ?", {"QString:active"});
        errorRow("BIND-06", pg, minAge, {def("min_age", "number")}, {{"min_age", "not-a-number"}},
                 "Invalid number format: 'not-a-number' is not a valid number");
        compileRow("BIND-07", pg, ageActive, {}, {{"min_age", 30}, {"active", true}},
                   "SELECT * FROM users WHERE age > ? AND active = ?", {"int:30", "bool:true"});
        compileRow("BIND-08", lite, ageActive, {}, {{"min_age", 30}, {"active", true}},
                   "SELECT * FROM users WHERE age > ? AND active = ?", {"int:30", "bool:true"});
        compileRow("BIND-09", ansi, usersById, {}, {{"id", 123}},
                   "SELECT * FROM users WHERE id = ?", {"int:123"});
        compileRow("BIND-10", pg, minAge, {def("min_age", "number", "40")}, {},
                   "SELECT * FROM users WHERE age > ?::numeric", {"qlonglong:40"});
        compileRow("BIND-11", lite, minAge, {def("min_age", "number", "40")}, {},
                   "SELECT * FROM users WHERE age > ?", {"qlonglong:40"});
        compileRow("BIND-12", pg, "SELECT * FROM users", {def("unused", "text", "value")}, {},
                   "SELECT * FROM users", {});
        compileRow("BIND-13", pg, nameTwice, {def("name", "text", "Jack")}, {},
                   "SELECT * FROM users WHERE name = ? OR nickname = ?",
                   {"QString:Jack", "QString:Jack"});
        compileRow("BIND-14", lite, nameTwice, {def("name", "text", "Jack")}, {},
                   "SELECT * FROM users WHERE name = ? OR nickname = ?",
                   {"QString:Jack", "QString:Jack"});
        compileRow("BIND-15", pg, "SELECT * FROM users WHERE status = {{status}}",
                   {def("status", "text", "inactive")}, {{"status", "active"}},
                   "SELECT * FROM users WHERE status = ?", {"QString:active"});
        errorRow("BIND-16", pg, "SELECT * FROM users WHERE deleted_at IS {{deleted}}", {},
                 {{"deleted", QVariant()}}, "Missing required variable: deleted");
        compileRow("BIND-17", pg,
                   "INSERT INTO users (name, age, email) VALUES ({{name}}, {{age}}, {{email}})", {},
                   {{"name", "John"}, {"age", 30}, {"email", "john@example.com"}},
                   "INSERT INTO users (name, age, email) VALUES (?, ?, ?)",
                   {"QString:John", "int:30", "QString:john@example.com"});
        compileRow("BIND-18", pg, minAge, {def("min_age", "number", "30")}, {},
                   "SELECT * FROM users WHERE age > ?::numeric", {"qlonglong:30"});
        compileRow("BIND-19", pg, "SELECT * FROM users WHERE created_at >= {{since}}",
                   {def("since", "date", "2024-01-01")}, {},
                   "SELECT * FROM users WHERE created_at >= ?::date", {"QDate:2024-01-01"});
        compileRow("BIND-20", pg, "SELECT * FROM users WHERE status = {{status}}",
                   {def("status", "text", "active")}, {}, "SELECT * FROM users WHERE status = ?",
                   {"QString:active"});
        compileRow("BIND-21", pg,
                   "SELECT * FROM users WHERE age > {{min_age}} AND created_at >= {{since}}",
                   {def("min_age", "number"), def("since", "date")},
                   {{"min_age", "25"}, {"since", "2024-06-01"}},
                   "SELECT * FROM users WHERE age > ?::numeric AND created_at >= ?::date",
                   {"qlonglong:25", "QDate:2024-06-01"});
        compileRow("BIND-22", pg, minAge, {def("min_age", "number", "30")}, {{"min_age", "45"}},
                   "SELECT * FROM users WHERE age > ?::numeric", {"qlonglong:45"});
        compileRow("BIND-23", pg, "SELECT * FROM users WHERE users.id = {{user_id}}", {},
                   {{"user_id", "550e8400-e29b-41d4-a716-446655440000"}},
                   "SELECT * FROM users WHERE users.id = ?",
                   {"QString:550e8400-e29b-41d4-a716-446655440000"});
        compileRow("BIND-24", pg, "SELECT * FROM orders WHERE orders.total = {{amount}}", {},
                   {{"amount", "100.50"}}, "SELECT * FROM orders WHERE orders.total = ?",
                   {"QString:100.50"});
        errorRow("BIND-25 number", pg, minAge, {def("min_age", "number")},
                 {{"min_age", "not-a-number"}}, "Invalid number format: 'not-a-number'");
        errorRow("BIND-25 date", pg, "SELECT * FROM users WHERE created_at >= {{since}}",
                 {def("since", "date")}, {{"since", "not-a-date"}},
                 "Invalid date format: 'not-a-date' is not a valid ISO8601 date");
        compileRow("BIND-26", pg, countries, {def("countries", "text", {}, true)},
                   {{"countries", QStringList{"US", "UK", "DE"}}},
                   "SELECT * FROM users WHERE country IN (?, ?, ?)",
                   {"QString:US", "QString:UK", "QString:DE"});
        compileRow("BIND-27", lite, countries, {def("countries", "text", {}, true)},
                   {{"countries", QStringList{"US", "UK", "DE"}}},
                   "SELECT * FROM users WHERE country IN (?, ?, ?)",
                   {"QString:US", "QString:UK", "QString:DE"});
        compileRow("BIND-28", pg,
                   "SELECT * FROM users WHERE country IN ({{countries}}) AND age > {{min_age}}",
                   {def("countries", "text", {}, true), def("min_age", "number")},
                   {{"countries", QStringList{"US", "UK"}}, {"min_age", "18"}},
                   "SELECT * FROM users WHERE country IN (?, ?) AND age > ?::numeric",
                   {"QString:US", "QString:UK", "qlonglong:18"});
        compileRow("BIND-29", pg, "SELECT * FROM orders WHERE id IN ({{ids}})",
                   {def("ids", "number", {}, true)}, {{"ids", QStringList{"1", "2", "3"}}},
                   "SELECT * FROM orders WHERE id IN (?::numeric, ?::numeric, ?::numeric)",
                   {"qlonglong:1", "qlonglong:2", "qlonglong:3"});
        compileRow("BIND-30", pg, countries, {def("countries", "text", {}, true)},
                   {{"countries", "US, UK, DE"}}, "SELECT * FROM users WHERE country IN (?, ?, ?)",
                   {"QString:US", "QString:UK", "QString:DE"});
        compileRow("BIND-31", pg, countries, {def("countries", "text", {}, true)},
                   {{"countries", QStringList{"US"}}}, "SELECT * FROM users WHERE country IN (?)",
                   {"QString:US"});
        compileRow(
            "BIND-32", pg,
            "SELECT * FROM users WHERE status = {{status}} AND country IN ({{countries}}) "
            "AND age > {{min_age}}",
            {def("status", "text"), def("countries", "text", {}, true), def("min_age", "number")},
            {{"status", "active"}, {"countries", "US,UK,DE"}, {"min_age", "21"}},
            "SELECT * FROM users WHERE status = ? AND country IN (?, ?, ?) AND age > "
            "?::numeric",
            {"QString:active", "QString:US", "QString:UK", "QString:DE", "qlonglong:21"});
        compileRow("BIND-33 value", pg, "SELECT * FROM users WHERE 1=1 [[AND status = {{status}}]]",
                   {}, {{"status", "active"}}, "SELECT * FROM users WHERE 1=1 AND status = ?",
                   {"QString:active"});
        compileRow("BIND-33 none", pg, "SELECT * FROM users WHERE 1=1 [[AND status = {{status}}]]",
                   {}, {}, "SELECT * FROM users WHERE 1=1 ", {});
        compileRow("BIND-34", pg,
                   "SELECT * FROM users WHERE id = {{id}} [[AND status = {{status}}]]", {},
                   {{"id", 1}}, "SELECT * FROM users WHERE id = ? ", {"int:1"});
        compileRow(
            "BIND-35 value", pg, "SELECT * FROM users WHERE 1=1 [[AND country IN ({{countries}})]]",
            {def("countries", "text", {}, true)}, {{"countries", QStringList{"US", "UK"}}},
            "SELECT * FROM users WHERE 1=1 AND country IN (?, ?)", {"QString:US", "QString:UK"});
        compileRow("BIND-35 none", pg,
                   "SELECT * FROM users WHERE 1=1 [[AND country IN ({{countries}})]]",
                   {def("countries", "text", {}, true)}, {}, "SELECT * FROM users WHERE 1=1 ", {});
        const QString created = QStringLiteral("SELECT * FROM users WHERE created = {{date}}");
        compileRow("BIND-36 pg", pg, created, {def("date", "date")}, {{"date", "2024-01-01"}},
                   "SELECT * FROM users WHERE created = ?::date", {"QDate:2024-01-01"});
        compileRow("BIND-36 mysql", my, created, {def("date", "date")}, {{"date", "2024-01-01"}},
                   "SELECT * FROM users WHERE created = CAST(? AS DATE)", {"QDate:2024-01-01"});
        compileRow("BIND-36 sqlite", lite, created, {def("date", "date")}, {{"date", "2024-01-01"}},
                   "SELECT * FROM users WHERE created = ?", {"QDate:2024-01-01"});
        compileRow("mysql number stays plain", my, minAge, {def("min_age", "number")},
                   {{"min_age", "1.5"}}, "SELECT * FROM users WHERE age > ?", {"double:1.5"});
        compileRow("number in exponent form", lite, minAge, {def("min_age", "number")},
                   {{"min_age", "1e3"}}, "SELECT * FROM users WHERE age > ?", {"double:1000"});
        errorRow("number with trailing text", lite, minAge, {def("min_age", "number")},
                 {{"min_age", "12abc"}},
                 "Invalid number format: '12abc' contains non-numeric characters");
        errorRow("invalid calendar date", lite, created, {def("date", "date")},
                 {{"date", "2024-02-30"}}, "Invalid date format: '2024-02-30'");
        compileRow("empty string is a supplied value", lite, "SELECT * FROM t WHERE a = {{a}}",
                   {def("a", "text", "x")}, {{"a", ""}}, "SELECT * FROM t WHERE a = ?",
                   {"QString:"});
        // DSL-28: an empty list counts as a value, keeps its block and then fails binding.
        errorRow("DSL-28", pg, "WHERE 1=1 [[AND x IN ({{xs}})]]", {def("xs", "text", {}, true)},
                 {{"xs", QVariantList{}}}, "List variable 'xs' must have at least one value");
        compileRow("list default", lite, countries, {def("countries", "text", "FR,IT", true)}, {},
                   "SELECT * FROM users WHERE country IN (?, ?)", {"QString:FR", "QString:IT"});

        // Placeholders inside string literals (wildcard transform, Appendix A)
        const QString like = QStringLiteral("SELECT * FROM t WHERE name LIKE '%{{q}}%'");
        compileRow("wildcard pg", pg, like, {}, {{"q", "ab"}},
                   "SELECT * FROM t WHERE name LIKE '%' || ? || '%'", {"QString:ab"});
        compileRow("wildcard sqlite", lite, like, {}, {{"q", "ab"}},
                   "SELECT * FROM t WHERE name LIKE '%' || ? || '%'", {"QString:ab"});
        compileRow("wildcard mysql", my, like, {}, {{"q", "ab"}},
                   "SELECT * FROM t WHERE name LIKE CONCAT('%', ?, '%')", {"QString:ab"});
        compileRow("wildcard prefix", pg, "WHERE a LIKE '{{q}}%'", {}, {{"q", "x"}},
                   "WHERE a LIKE ? || '%'", {"QString:x"});
        compileRow("wildcard suffix", my, "WHERE a LIKE '%{{q}}'", {}, {{"q", "x"}},
                   "WHERE a LIKE CONCAT('%', ?)", {"QString:x"});
        compileRow("quoted variable loses its quotes", pg, "WHERE email = '{{email}}'", {},
                   {{"email", "a@b.c"}}, "WHERE email = ?", {"QString:a@b.c"});
        compileRow("mysql double-quoted literal", my, "WHERE a LIKE \"%{{q}}%\"", {}, {{"q", "x"}},
                   "WHERE a LIKE CONCAT(\"%\", ?, \"%\")", {"QString:x"});
        compileRow("doubled quote kept", lite, "WHERE a = 'it''s {{x}}'", {}, {{"x", "y"}},
                   "WHERE a = 'it''s ' || ?", {"QString:y"});
        compileRow("pg escape string", pg, "WHERE a = E'\\t{{x}}'", {}, {{"x", "y"}},
                   "WHERE a = E'\\t' || ?", {"QString:y"});
        compileRow("two variables in a literal", lite, "SELECT '{{a}}-{{b}}'", {},
                   {{"a", "1"}, {"b", "2"}}, "SELECT ? || '-' || ?", {"QString:1", "QString:2"});
        compileRow("order follows the text", lite, "WHERE n LIKE '%{{q}}%' AND id = {{id}}", {},
                   {{"q", "x"}, {"id", 7}}, "WHERE n LIKE '%' || ? || '%' AND id = ?",
                   {"QString:x", "int:7"});
        compileRow("pg interval literal", pg, "WHERE t > NOW() - INTERVAL '{{n}} days'", {},
                   {{"n", 3}}, "WHERE t > NOW() - CAST(? || ' days' AS interval)", {"int:3"});
        compileRow("pg lower-case interval", pg, "WHERE t > now() - interval '{{n}} day'", {},
                   {{"n", 3}}, "WHERE t > now() - CAST(? || ' day' AS interval)", {"int:3"});
        compileRow("pg interval variable", pg, "WHERE t > NOW() - INTERVAL {{span}}", {},
                   {{"span", "2 hours"}}, "WHERE t > NOW() - (?::text)::interval",
                   {"QString:2 hours"});
        compileRow("mysql interval is native", my, "WHERE t > NOW() - INTERVAL {{n}} DAY", {},
                   {{"n", 3}}, "WHERE t > NOW() - INTERVAL ? DAY", {"int:3"});
        compileRow("list in a quoted literal", lite, "WHERE c IN ('{{xs}}')",
                   {def("xs", "text", {}, true)}, {{"xs", "a,b"}}, "WHERE c IN (?, ?)",
                   {"QString:a", "QString:b"});
        errorRow("list inside a longer literal", lite, "WHERE c LIKE '%{{xs}}%'",
                 {def("xs", "text", {}, true)}, {{"xs", "a,b"}},
                 "List variable 'xs' cannot be part of a text literal");

        // Comments, quoted identifiers and unterminated text are left alone
        compileRow("comment placeholder ignored", lite, "SELECT 1 -- {{x}}", {}, {},
                   "SELECT 1 -- {{x}}", {});
        compileRow("block comment placeholder ignored", pg, "SELECT /* {{x}} */ {{y}}", {},
                   {{"y", 1}}, "SELECT /* {{x}} */ ?", {"int:1"});
        compileRow("quoted identifier ignored", lite, "SELECT \"{{x}}\" FROM t", {}, {},
                   "SELECT \"{{x}}\" FROM t", {});
        compileRow("mysql hash comment ignored", my, "SELECT {{a}} # {{b}}", {}, {{"a", 1}},
                   "SELECT ? # {{b}}", {"int:1"});
        compileRow("unterminated literal ignored", lite, "SELECT '{{x}}", {}, {}, "SELECT '{{x}}",
                   {});
        // §11.1: {{ name }} is no placeholder; in code that can only be a slip, so it is named
        errorRow("spaced braces refused", lite, "SELECT {{ x }}", {}, {{"x", 1}},
                 "{{ x }} is not a variable: write {{x}}, without spaces inside the braces");
        errorRow("space on one side refused", pg, "WHERE a = {{a}} AND b = {{b }}", {},
                 {{"a", 1}, {"b", 2}}, "{{b }} is not a variable: write {{b}}");
        errorRow("spaced braces in a block refused", lite, "WHERE 1=1 [[AND a = {{ a }}]]", {}, {},
                 "{{ a }} is not a variable");
        compileRow("spaced braces in a literal are text", lite, "SELECT '{{ x }}', {{y}}", {},
                   {{"y", 1}}, "SELECT '{{ x }}', ?", {"int:1"});
        compileRow("spaced braces in a comment are text", my, "SELECT {{y}} # {{ x }}", {},
                   {{"y", 1}}, "SELECT ? # {{ x }}", {"int:1"});
        compileRow("spaced braces in a quoted identifier", pg, "SELECT 1 AS \"{{ x }}\"", {}, {},
                   "SELECT 1 AS \"{{ x }}\"", {});
        compileRow("empty braces are code", lite, "SELECT '{' || '}' WHERE 1 {{ }}", {}, {},
                   "SELECT '{' || '}' WHERE 1 {{ }}", {});
        compileRow("brackets in a literal", lite, "SELECT '[[x]]' [[, {{a}}]]", {}, {},
                   "SELECT '[[x]]' ", {});

        // Optional blocks in the compiler
        const QString nested = QStringLiteral("WHERE 1=1 [[AND a = {{a}} [[AND b = {{b}}]]]]");
        compileRow("nested both", lite, nested, {}, {{"a", 1}, {"b", 2}},
                   "WHERE 1=1 AND a = ? AND b = ?", {"int:1", "int:2"});
        compileRow("nested outer only", lite, nested, {}, {{"a", 1}}, "WHERE 1=1 AND a = ? ",
                   {"int:1"});
        compileRow("nested inner only", lite, nested, {}, {{"b", 2}}, "WHERE 1=1 ", {});
        compileRow("block default value", lite, "WHERE 1=1 [[AND s = {{s}}]]",
                   {def("s", "text", "on")}, {}, "WHERE 1=1 AND s = ?", {"QString:on"});
        compileRow("block with literal variable", pg, "WHERE 1=1 [[AND n LIKE '%{{q}}%']]", {},
                   {{"q", ""}}, "WHERE 1=1 ", {});
    }

    void compile()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QVariantList, defs);
        QFETCH(QVariantMap, values);
        QFETCH(QString, sql);
        QFETCH(QStringList, params);
        QFETCH(QString, error);

        const Result<CompiledStatement> result = TemplateCompiler::compile(
            text, sqltest::dialect(language), values, toDefinitions(defs));
        if (!error.isEmpty()) {
            QVERIFY2(!result.ok(), qPrintable(result.ok() ? result->sql : QString()));
            QVERIFY2(result.error().message.startsWith(error), qPrintable(result.error().message));
            QVERIFY(!result.error().code.isEmpty());
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.error().message));
        QCOMPARE(result->sql, sql);
        QCOMPARE(describe(result->params), params);
        QCOMPARE(result->sql.count(QLatin1Char('?')), result->params.size());
    }

    void errorCodes()
    {
        auto code = [](const QString& text, const QVariantMap& values, const QVariantList& defs) {
            const auto r = TemplateCompiler::compile(text, sqltest::dialect(u"sql:sqlite"), values,
                                                     toDefinitions(defs));
            return r.ok() ? QString() : r.error().code;
        };
        QCOMPARE(code("{{a}}", {}, {}), QStringLiteral("missing_variable"));
        QCOMPARE(code("{{a}}", {{"a", "x"}}, {def("a", "number")}),
                 QStringLiteral("invalid_number"));
        QCOMPARE(code("{{a}}", {{"a", "x"}}, {def("a", "date")}), QStringLiteral("invalid_date"));
        QCOMPARE(code("{{a}}", {{"a", QVariantList{}}}, {def("a", "text", {}, true)}),
                 QStringLiteral("empty_list"));
    }

    // DSL-01/03/04/06/30: placeholder names in order, duplicates kept.
    void placeholderNames_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("DSL-01") << ansi << "{{user_id}} {{_private}} {{Name123}}"
                                << QStringList{"user_id", "_private", "Name123"};
        QTest::newRow("DSL-03") << ansi << "WHERE id = {{user_id}} AND status = {{status}}"
                                << QStringList{"user_id", "status"};
        QTest::newRow("DSL-04") << ansi << "{{a}} and {{b}} and {{a}}"
                                << QStringList{"a", "b", "a"};
        QTest::newRow("DSL-06")
            << pg
            << "SELECT * FROM users\nWHERE name ILIKE '%' || {{query}} || '%'\n  AND age BETWEEN "
               "{{min_age}} AND {{max_age}}\n"
            << QStringList{"query", "min_age", "max_age"};
        QTest::newRow("DSL-30 (Appendix A)")
            << ansi << "SELECT '{{x}}' -- {{y}}" << QStringList{"x"};
        QTest::newRow("quoted identifier") << pg << "SELECT \"{{a}}\", {{b}}" << QStringList{"b"};
        QTest::newRow("mysql hash comment") << my << "# {{a}}\nSELECT {{b}}" << QStringList{"b"};
        QTest::newRow("hash is code elsewhere")
            << lite << "# {{a}}\nSELECT {{b}}" << QStringList{"a", "b"};
        QTest::newRow("no variables") << ansi << "SELECT 1" << QStringList{};
    }

    void placeholderNames()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QCOMPARE(TemplateCompiler::placeholderNames(text, sqltest::dialect(language)), names);
    }

    // DSL-25 and the UI helper: first-seen order, no duplicates.
    void variableNames_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("DSL-25")
            << ansi
            << "SELECT * FROM users\nWHERE id = {{id}} AND status = {{status}} OR id = {{id}}\n"
            << QStringList{"id", "status"};
        // The form asks for exactly what compile() binds: never for a spaced {{ a }}.
        QTest::newRow("spaces, literals, comments")
            << pg << "SELECT {{ a }}, {{b}}, '{{c}}' -- {{d}}\nFROM t WHERE x = {{a}} AND \"{{e}}\""
            << QStringList{"b", "c", "a"};
        QTest::newRow("only spaced") << lite << "SELECT {{ a }}, '{{ b }}'" << QStringList{};
        QTest::newRow("blocks") << lite << "WHERE 1=1 [[AND a = {{a}} [[AND b = {{b}}]]]] {{a}}"
                                << QStringList{"a", "b"};
        QTest::newRow("mysql") << my << "SELECT {{x}} # {{y}}\n, `{{z}}`, \"{{w}}\""
                               << QStringList{"x", "w"};
    }

    void variableNames()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QCOMPARE(TemplateCompiler::variableNames(text, sqltest::dialect(language)), names);
    }

    void spacedPlaceholders_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("spaced");
        QTest::newRow("none") << lite << "SELECT {{a}} FROM t" << QStringList{};
        QTest::newRow("both sides, first-seen order, once")
            << lite << "SELECT {{ a }}, {{b  }}, {{ a }}" << QStringList{"{{ a }}", "{{b  }}"};
        QTest::newRow("tab and newline") << ansi << "SELECT {{\ta\n}}" << QStringList{"{{\ta\n}}"};
        QTest::newRow("string, comment, identifier")
            << pg << "SELECT '{{ a }}', $$ {{ b }} $$ /* {{ c }} */, \"{{ d }}\"" << QStringList{};
        QTest::newRow("mysql backticks and hash")
            << my << "SELECT `{{ a }}`, \"{{ b }}\" # {{ c }}" << QStringList{};
        QTest::newRow("sqlite brackets") << lite << "SELECT [{{ a }}] FROM t" << QStringList{};
        QTest::newRow("not a name") << ansi << "SELECT {{ 1x }}, {{ }}" << QStringList{};
    }

    void spacedPlaceholders()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QStringList, spaced);
        const nelumbo::SqlDialect& dialect = sqltest::dialect(language);
        QCOMPARE(TemplateCompiler::spacedPlaceholders(text, dialect), spaced);
        const Result<void> checked = TemplateCompiler::checkPlaceholders(text, dialect);
        QCOMPARE(checked.ok(), spaced.isEmpty());
        if (!checked.ok()) {
            QCOMPARE(checked.error().code, QStringLiteral("spaced_placeholder"));
            QVERIFY(checked.error().message.startsWith(spaced.first()));
        }
    }

    // DSL-07/09
    void neutralize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<QString>("expected");
        QTest::newRow("DSL-07") << "WHERE id = {{user_id}}"
                                << "NULL"
                                << "WHERE id = NULL";
        QTest::newRow("DSL-09 empty") << "Hello {{name}}!"
                                      << ""
                                      << "Hello !";
        QTest::newRow("DSL-09 greeting") << "{{greeting}} world"
                                         << "Hello"
                                         << "Hello world";
        QTest::newRow("DSL-09 none") << "no variables here"
                                     << "NULL"
                                     << "no variables here";
        QTest::newRow("literal keeps its quotes") << "WHERE a LIKE '%{{q}}%'"
                                                  << "x"
                                                  << "WHERE a LIKE '%x%'";
        QTest::newRow("comment untouched") << "{{a}} -- {{b}}"
                                           << "1"
                                           << "1 -- {{b}}";
        QTest::newRow("blocks untouched") << "[[AND a = {{a}}]]"
                                          << "1"
                                          << "[[AND a = 1]]";
    }

    void neutralize()
    {
        QFETCH(QString, text);
        QFETCH(QString, replacement);
        QFETCH(QString, expected);
        QCOMPARE(TemplateCompiler::neutralize(text, replacement), expected);
    }

    void prepareForAnalysis_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("everything") << pg
                                    << "SELECT * FROM t WHERE 1=1 [[AND a = {{a}}]] AND b = "
                                       "'{{b}}' AND c LIKE '%{{c}}%' -- {{d}}"
                                    << "SELECT * FROM t WHERE 1=1 AND a = NULL AND b = NULL AND c "
                                       "LIKE '%' || NULL || '%' -- {{d}}";
        QTest::newRow("nested blocks") << lite << "WHERE 1=1 [[AND a = {{a}} [[AND b IN ({{b}})]]]]"
                                       << "WHERE 1=1 AND a = NULL AND b IN (NULL)";
        QTest::newRow("mysql wildcard") << my << "WHERE a LIKE '%{{q}}'"
                                        << "WHERE a LIKE CONCAT('%', NULL)";
        QTest::newRow("pg interval") << pg << "WHERE t > NOW() - INTERVAL '{{n}} days'"
                                     << "WHERE t > NOW() - CAST(NULL || ' days' AS interval)";
        QTest::newRow("no template") << ansi << "SELECT 1"
                                     << "SELECT 1";
        QTest::newRow("brackets in literal") << ansi << "SELECT '[[x]]'"
                                             << "SELECT '[[x]]'";
    }

    void prepareForAnalysis()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(TemplateCompiler::prepareForAnalysis(text, sqltest::dialect(language)), expected);
    }

    // §14.17 optional clauses (process / strip_brackets / extract_optional_variable_names).
    void resolveBlocks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QString>("expected");
        const QString byName =
            QStringLiteral("SELECT * FROM users WHERE 1=1 [[AND name = {{name}}]]");
        const QString ages = QStringLiteral(
            "SELECT * FROM users WHERE 1=1 [[AND age BETWEEN {{min_age}} AND {{max_age}}]]");
        QTest::newRow("DSL-10") << "SELECT * FROM users WHERE id = {{id}}"
                                << QVariantMap{{"id", "1"}}
                                << "SELECT * FROM users WHERE id = {{id}}";
        QTest::newRow("DSL-12 none") << byName << QVariantMap{} << "SELECT * FROM users WHERE 1=1 ";
        QTest::newRow("DSL-12 nil")
            << byName << QVariantMap{{"name", QVariant()}} << "SELECT * FROM users WHERE 1=1 ";
        QTest::newRow("DSL-12 empty")
            << byName << QVariantMap{{"name", ""}} << "SELECT * FROM users WHERE 1=1 ";
        QTest::newRow("kept") << byName << QVariantMap{{"name", "Jack"}}
                              << "SELECT * FROM users WHERE 1=1 AND name = {{name}}";
        QTest::newRow("DSL-13")
            << "SELECT * FROM users\nWHERE 1=1\n  [[AND name = {{name}}]]\n  [[AND status = "
               "{{status}}]]\nORDER BY id"
            << QVariantMap{{"status", "active"}}
            << "SELECT * FROM users\nWHERE 1=1\n  \n  AND status = {{status}}\nORDER BY id";
        QTest::newRow("DSL-15") << ages << QVariantMap{{"min_age", "18"}, {"max_age", "65"}}
                                << "SELECT * FROM users WHERE 1=1 AND age BETWEEN {{min_age}} AND "
                                   "{{max_age}}";
        QTest::newRow("one of two")
            << ages << QVariantMap{{"min_age", "18"}} << "SELECT * FROM users WHERE 1=1 ";
        QTest::newRow("DSL-16") << "SELECT * FROM users WHERE id = {{id}} [[AND name = {{name}}]]"
                                << QVariantMap{{"id", "1"}}
                                << "SELECT * FROM users WHERE id = {{id}} ";
        QTest::newRow("DSL-27") << "WHERE 1=1 [[AND a = 1]]" << QVariantMap{}
                                << "WHERE 1=1 AND a = 1";
        QTest::newRow("DSL-28") << "WHERE 1=1 [[AND x IN ({{xs}})]]"
                                << QVariantMap{{"xs", QVariantList{}}}
                                << "WHERE 1=1 AND x IN ({{xs}})";
        QTest::newRow("values that count")
            << "[[{{a}}{{b}}{{c}}{{d}}]]"
            << QVariantMap{{"a", 0}, {"b", false}, {"c", "  "}, {"d", QStringList{}}}
            << "{{a}}{{b}}{{c}}{{d}}";
        QTest::newRow("outer without direct variables")
            << "WHERE 1=1 [[AND x [[AND b = {{b}}]]]]" << QVariantMap{} << "WHERE 1=1 AND x ";
        QTest::newRow("outer depends on direct variables only")
            << "[[a={{a}} [[b={{b}}]]]]" << QVariantMap{{"a", 1}} << "a={{a}} ";
        QTest::newRow("inner kept inside kept outer")
            << "[[a={{a}} [[b={{b}}]]]]" << QVariantMap{{"a", 1}, {"b", 2}} << "a={{a}} b={{b}}";
        QTest::newRow("removed outer removes inner")
            << "x [[a={{a}} [[b={{b}}]]]] y" << QVariantMap{{"b", 2}} << "x  y";
        QTest::newRow("literal variable is direct")
            << "1 [[AND n LIKE '%{{q}}%']]" << QVariantMap{} << "1 ";
        QTest::newRow("comment variable does not count")
            << "1 [[AND a /* {{q}} */]]" << QVariantMap{} << "1 AND a /* {{q}} */";
        QTest::newRow("unclosed block is text")
            << "1 [[AND a = {{a}}" << QVariantMap{} << "1 [[AND a = {{a}}";
        QTest::newRow("block in string is text")
            << "SELECT '[[{{a}}]]'" << QVariantMap{} << "SELECT '[[{{a}}]]'";
    }

    void resolveBlocks()
    {
        QFETCH(QString, text);
        QFETCH(QVariantMap, values);
        QFETCH(QString, expected);
        QCOMPARE(OptionalBlocks::resolve(text, sqltest::dialect(u"sql"), values), expected);
    }

    void stripBlocks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("DSL-22") << "WHERE 1=1 [[AND status = 'active']]"
                                << "WHERE 1=1 AND status = 'active'";
        QTest::newRow("DSL-24 variable") << "WHERE 1=1 [[AND name = {{name}}]]"
                                         << "WHERE 1=1 AND name = {{name}}";
        QTest::newRow("DSL-24 none") << "SELECT * FROM users"
                                     << "SELECT * FROM users";
        QTest::newRow("DSL-24 multi-line") << "WHERE 1=1\n[[AND a = 1\nAND b = 2]]"
                                           << "WHERE 1=1\nAND a = 1\nAND b = 2";
        QTest::newRow("nested") << "[[a [[b]] c]]"
                                << "a b c";
        QTest::newRow("literal untouched") << "SELECT '[[x]]'"
                                           << "SELECT '[[x]]'";
    }

    void stripBlocks()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(OptionalBlocks::strip(text, sqltest::dialect(u"sql")), expected);
    }

    void optionalVariableNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("DSL-18") << "SELECT * FROM users WHERE id = {{id}}" << QStringList{};
        QTest::newRow("DSL-19")
            << "SELECT * FROM users WHERE 1=1 [[AND name = {{name}}]] [[AND status = {{status}}]]"
            << QStringList{"name", "status"};
        QTest::newRow("DSL-21")
            << "SELECT * FROM users [[AND name = {{name}}]] [[AND nick = {{name}}]]"
            << QStringList{"name"};
        QTest::newRow("nested and literal")
            << "{{x}} [[a = {{a}} [[b LIKE '{{b}}%']]]]" << QStringList{"a", "b"};
    }

    void optionalVariableNames()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QCOMPARE(OptionalBlocks::variableNames(text, sqltest::dialect(u"sql")), names);
    }

    // §11.4 list normalisation (derived cases of §14.18).
    void listValues_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("list") << QVariant(QStringList{"a", "b"})
                              << QStringList{"QString:a", "QString:b"};
        QTest::newRow("comma string")
            << QVariant("US, UK, DE") << QStringList{"QString:US", "QString:UK", "QString:DE"};
        QTest::newRow("empty piece dropped")
            << QVariant("a,,b") << QStringList{"QString:a", "QString:b"};
        QTest::newRow("blank pieces survive")
            << QVariant(" , ") << QStringList{"QString:", "QString:"};
        QTest::newRow("scalar") << QVariant(5) << QStringList{"int:5"};
    }

    void listValues()
    {
        QFETCH(QVariant, value);
        QFETCH(QStringList, expected);
        const Result<QVariantList> list = VariableCaster::toList(QStringLiteral("v"), value);
        QVERIFY(list.ok());
        QCOMPARE(describe(*list), expected);
    }

    void emptyListValues()
    {
        for (const QVariant& v : {QVariant(QVariantList{}), QVariant(QString()), QVariant(",,")}) {
            const Result<QVariantList> list = VariableCaster::toList(QStringLiteral("tags"), v);
            QVERIFY(!list.ok());
            QCOMPARE(list.error().message,
                     QStringLiteral("List variable 'tags' must have at least one value"));
        }
    }

    // §14.20 variable definitions.
    void definitions_data()
    {
        QTest::addColumn<QVariantMap>("map");
        QTest::addColumn<QString>("error"); // substring of the expected error; empty when valid
        QTest::newRow("QV-01 options query")
            << QVariantMap{{"name", "user"},
                           {"type", "text"},
                           {"widget", "select"},
                           {"options_query", "SELECT id, name FROM users ORDER BY name"}}
            << QString();
        QTest::newRow("QV-03 pairs")
            << QVariantMap{{"name", "s"},
                           {"type", "text"},
                           {"widget", "select"},
                           {"static_options", QVariantList{QStringList{"active", "Active"},
                                                           QStringList{"inactive", "Inactive"}}}}
            << QString();
        QTest::newRow("QV-04 strings and pairs mixed")
            << QVariantMap{{"name", "p"},
                           {"type", "text"},
                           {"widget", "select"},
                           {"static_options",
                            QVariantList{"low", QStringList{"medium", "Medium Priority"}, "high"}}}
            << "cannot mix different formats";
        QTest::newRow("QV-07") << QVariantMap{{"name", "org_id"},
                                              {"type", "number"},
                                              {"label", "Organization ID"},
                                              {"default", "1"}}
                               << QString();
        QTest::newRow("QV-09") << QVariantMap{{"name", "org_id"},
                                              {"type", "number"},
                                              {"widget", "select"},
                                              {"options_query",
                                               "SELECT id, name FROM orgs ORDER BY name"}}
                               << QString();
        QTest::newRow("QV-10") << QVariantMap{{"name", "x"}, {"type", "invalid_type"}}
                               << "is invalid";
        QTest::newRow("QV-12") << QVariantMap{{"name", "x"}, {"type", "text"}, {"widget", "select"}}
                               << "select must define either static_options or options_query";
        QTest::newRow("QV-12 blank query")
            << QVariantMap{{"name", "x"},
                           {"type", "text"},
                           {"widget", "select"},
                           {"options_query", "   "}}
            << "select must define either static_options or options_query";
        QTest::newRow("QV-16 maps and pairs mixed")
            << QVariantMap{{"name", "x"},
                           {"type", "text"},
                           {"widget", "select"},
                           {"static_options",
                            QVariantList{QVariantMap{{"value", "a"}, {"label", "A"}},
                                         QStringList{"b", "B"}}}}
            << "cannot mix different formats";
        QTest::newRow("unknown widget")
            << QVariantMap{{"name", "x"}, {"type", "text"}, {"widget", "dropdown"}} << "is invalid";
        QTest::newRow("no name") << QVariantMap{{"type", "text"}} << "name";
    }

    void definitions()
    {
        QFETCH(QVariantMap, map);
        QFETCH(QString, error);
        const Result<VariableDefinition> d = VariableDefinition::fromMap(map);
        if (error.isEmpty()) {
            QVERIFY2(d.ok(), qPrintable(d.error().message));
        } else {
            QVERIFY(!d.ok());
            QVERIFY2(d.error().message.contains(error), qPrintable(d.error().message));
            QCOMPARE(d.error().code, QStringLiteral("invalid_variable"));
        }
    }

    void definitionFields()
    {
        // QV-07: fields preserved; QV-13: input widget by default; QV-06: list defaults false.
        const auto org = VariableDefinition::fromMap({{"name", "org_id"},
                                                      {"type", "number"},
                                                      {"label", "Organization ID"},
                                                      {"default", "1"}});
        QVERIFY(org.ok());
        QCOMPARE(org->name, QStringLiteral("org_id"));
        QCOMPARE(org->type, VariableDefinition::Type::Number);
        QCOMPARE(org->label, QStringLiteral("Organization ID"));
        QCOMPARE(org->defaultValue, std::optional<QString>(QStringLiteral("1")));
        QCOMPARE(org->widget, VariableDefinition::Widget::Input);
        QVERIFY(!org->list);
        QCOMPARE(org->optionSource(), VariableDefinition::OptionSource::Static);

        const auto tags =
            VariableDefinition::fromMap({{"name", "tags"}, {"type", "text"}, {"list", true}});
        QVERIFY(tags.ok());
        QVERIFY(tags->list);
        QVERIFY(!tags->defaultValue.has_value());

        // QV-01
        const auto user = VariableDefinition::fromMap(
            {{"name", "u"},
             {"type", "text"},
             {"widget", "select"},
             {"options_query", "SELECT id, name FROM users ORDER BY name"}});
        QVERIFY(user.ok());
        QCOMPARE(user->optionSource(), VariableDefinition::OptionSource::Query);
        QCOMPARE(VariableDefinition::typeName(VariableDefinition::Type::Date),
                 QStringLiteral("date"));
    }

    void definitionRoundTrip()
    {
        VariableDefinition d;
        d.name = QStringLiteral("status");
        d.type = VariableDefinition::Type::Date;
        d.widget = VariableDefinition::Widget::Select;
        d.label = QStringLiteral("Status");
        d.defaultValue = QStringLiteral("2024-01-01");
        d.list = true;
        d.staticOptions = {{QStringLiteral("a"), QStringLiteral("A")}};
        d.optionsQuery = QStringLiteral("SELECT 1");
        const Result<VariableDefinition> back = VariableDefinition::fromMap(d.toMap());
        QVERIFY(back.ok());
        QCOMPARE(back->name, d.name);
        QCOMPARE(back->type, d.type);
        QCOMPARE(back->widget, d.widget);
        QCOMPARE(back->label, d.label);
        QCOMPARE(back->defaultValue, d.defaultValue);
        QCOMPARE(back->list, d.list);
        QCOMPARE(back->staticOptions, d.staticOptions);
        QCOMPARE(back->optionsQuery, d.optionsQuery);
        // The stored form survives JSON, as saved queries keep it.
        const QVariantMap viaJson = QJsonObject::fromVariantMap(d.toMap()).toVariantMap();
        const Result<VariableDefinition> fromJson = VariableDefinition::fromMap(viaJson);
        QVERIFY(fromJson.ok());
        QCOMPARE(fromJson->staticOptions, d.staticOptions);
        QVERIFY(fromJson->list);
    }

    void staticOptions_data()
    {
        using Option = VariableDefinition::Option;
        QTest::addColumn<QVariantList>("input");
        QTest::addColumn<QList<Option>>("expected");
        QTest::newRow("QV-03 pairs")
            << QVariantList{QStringList{"active", "Active"}, QStringList{"inactive", "Inactive"}}
            << QList<Option>{{"active", "Active"}, {"inactive", "Inactive"}};
        QTest::newRow("strings") << QVariantList{"low", "high"}
                                 << QList<Option>{{"low", "low"}, {"high", "high"}};
        QTest::newRow("maps") << QVariantList{QVariantMap{{"value", "a"}, {"label", "A"}},
                                              QVariantMap{{"value", "b"}}}
                              << QList<Option>{{"a", "A"}, {"b", "b"}};
        QTest::newRow("unconvertible dropped") << QVariantList{"x", 5, QStringList{"only one"}, "y"}
                                               << QList<Option>{{"x", "x"}, {"y", "y"}};
        QTest::newRow("empty") << QVariantList{} << QList<Option>{};
    }

    void staticOptions()
    {
        using Option = VariableDefinition::Option;
        QFETCH(QVariantList, input);
        QFETCH(QList<Option>, expected);
        const Result<QList<Option>> options = VariableDefinition::parseStaticOptions(input);
        QVERIFY(options.ok());
        QCOMPARE(*options, expected);
    }
};

NELUMBO_CORE_TEST_MAIN(TstTemplateCompiler)
#include "tst_templatecompiler.moc"
