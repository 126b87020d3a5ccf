#include "CoreTestMain.h"
#include "SqlDialects.h"
#include "sql/SqlTokenizer.h"

using nelumbo::SqlToken;
using nelumbo::SqlTokenizer;
using nelumbo::SqlTokens;

class TstSqlTokenizer : public QObject
{
    Q_OBJECT

    // Compact form of a token list: "C:code", "S:string", "I:identifier", "K:comment",
    // "V:variable", "[:[[" and "]:]]".
    static QStringList describe(const SqlTokens& tokens)
    {
        static const char kinds[] = "CKSIV[]";
        QStringList out;
        for (const SqlToken& t : tokens)
            out << QChar::fromLatin1(kinds[t.kind]) + QLatin1Char(':') + t.text;
        return out;
    }

private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");

        // ANSI profile
        QTest::newRow("ansi plain") << "sql"
                                    << "SELECT 1" << QStringList{"C:SELECT 1"};
        QTest::newRow("ansi empty") << "sql"
                                    << "" << QStringList{};
        QTest::newRow("ansi doubled quote")
            << "sql"
            << "SELECT 'it''s' AS x" << QStringList{"C:SELECT ", "S:'it''s'", "C: AS x"};
        QTest::newRow("ansi quoted identifier")
            << "sql"
            << "SELECT \"a\"\"b\" FROM t" << QStringList{"C:SELECT ", "I:\"a\"\"b\"", "C: FROM t"};
        QTest::newRow("ansi line comment")
            << "sql"
            << "SELECT 1 -- hi; there\nFROM t"
            << QStringList{"C:SELECT 1 ", "K:-- hi; there", "C:\nFROM t"};
        QTest::newRow("ansi block comment is not nested")
            << "sql"
            << "/* a /* b */ c */" << QStringList{"K:/* a /* b */", "C: c */"};
        QTest::newRow("ansi backtick is code") << "sql"
                                               << "SELECT `a`" << QStringList{"C:SELECT `a`"};
        QTest::newRow("ansi hash is code") << "sql"
                                           << "SELECT 1 # x" << QStringList{"C:SELECT 1 # x"};
        QTest::newRow("ansi backslash is no escape")
            << "sql"
            << "SELECT 'a\\', 'b'" << QStringList{"C:SELECT ", "S:'a\\'", "C:, ", "S:'b'"};
        QTest::newRow("ansi brackets are code") << "sql"
                                                << "SELECT [a]" << QStringList{"C:SELECT [a]"};
        QTest::newRow("ansi dollar is code") << "sql"
                                             << "SELECT $$a$$" << QStringList{"C:SELECT $$a$$"};
        QTest::newRow("ansi E string is code then string")
            << "sql"
            << "SELECT E'a'" << QStringList{"C:SELECT E", "S:'a'"};

        // Template syntax
        QTest::newRow("variable") << "sql"
                                  << "WHERE id = {{id}}"
                                  << QStringList{"C:WHERE id = ", "V:{{id}}"};
        QTest::newRow("variable names")
            << "sql"
            << "{{_p}}{{Name123}}" << QStringList{"V:{{_p}}", "V:{{Name123}}"};
        QTest::newRow("spaces inside braces are code")
            << "sql"
            << "x = {{ id }}" << QStringList{"C:x = {{ id }}"};
        QTest::newRow("digit-first name is code") << "sql"
                                                  << "{{1a}}" << QStringList{"C:{{1a}}"};
        QTest::newRow("triple brace") << "sql"
                                      << "{{{a}}}" << QStringList{"C:{", "V:{{a}}", "C:}"};
        QTest::newRow("variable in string stays string")
            << "sql"
            << "LIKE '%{{q}}%'" << QStringList{"C:LIKE ", "S:'%{{q}}%'"};
        QTest::newRow("variable in comment stays comment")
            << "sql"
            << "1 -- {{x}}" << QStringList{"C:1 ", "K:-- {{x}}"};
        QTest::newRow("variable in quoted identifier") << "sql"
                                                       << "\"{{x}}\"" << QStringList{"I:\"{{x}}\""};
        QTest::newRow("block") << "sql"
                               << "WHERE 1=1 [[AND a = {{a}}]]"
                               << QStringList{"C:WHERE 1=1 ", "[:[[", "C:AND a = ", "V:{{a}}",
                                              "]:]]"};
        QTest::newRow("nested blocks")
            << "sql"
            << "[[a [[b]] c]]"
            << QStringList{"[:[[", "C:a ", "[:[[", "C:b", "]:]]", "C: c", "]:]]"};
        QTest::newRow("unclosed block is code") << "sql"
                                                << "x [[AND a" << QStringList{"C:x [[AND a"};
        QTest::newRow("stray close is code") << "sql"
                                             << "a ]] b" << QStringList{"C:a ]] b"};
        QTest::newRow("one unclosed of two")
            << "sql"
            << "[[ [[a]]" << QStringList{"C:[[ ", "[:[[", "C:a", "]:]]"};
        QTest::newRow("block in string is text") << "sql"
                                                 << "'[[x]]'" << QStringList{"S:'[[x]]'"};
        QTest::newRow("block in comment is text") << "sql"
                                                  << "/* [[x]] */" << QStringList{"K:/* [[x]] */"};

        // Postgres profile
        QTest::newRow("pg dollar quote")
            << "sql:postgres"
            << "SELECT $$a;b$$ AS t" << QStringList{"C:SELECT ", "S:$$a;b$$", "C: AS t"};
        QTest::newRow("pg tagged dollar quote")
            << "sql:postgres"
            << "SELECT $tag$ x $$ y $tag$" << QStringList{"C:SELECT ", "S:$tag$ x $$ y $tag$"};
        QTest::newRow("pg positional parameter")
            << "sql:postgres"
            << "SELECT $1::int" << QStringList{"C:SELECT $1::int"};
        QTest::newRow("pg dollar inside a name")
            << "sql:postgres"
            << "SELECT a$b$ FROM t" << QStringList{"C:SELECT a$b$ FROM t"};
        QTest::newRow("pg nested comment")
            << "sql:postgres"
            << "/* a /* b */ c */ SELECT" << QStringList{"K:/* a /* b */ c */", "C: SELECT"};
        QTest::newRow("pg E string with backslash quote")
            << "sql:postgres"
            << "SELECT E'it\\'s', 1" << QStringList{"C:SELECT ", "S:E'it\\'s'", "C:, 1"};
        QTest::newRow("pg lower e string")
            << "sql:postgres"
            << "SELECT e'a\\\\' x" << QStringList{"C:SELECT ", "S:e'a\\\\'", "C: x"};
        QTest::newRow("pg name ending in e")
            << "sql:postgres"
            << "SELECT some'x'" << QStringList{"C:SELECT some", "S:'x'"};
        QTest::newRow("pg plain string ignores backslash")
            << "sql:postgres"
            << "SELECT 'a\\' x" << QStringList{"C:SELECT ", "S:'a\\'", "C: x"};
        QTest::newRow("pg backtick is code") << "sql:postgres"
                                             << "SELECT `a`" << QStringList{"C:SELECT `a`"};
        QTest::newRow("pg array literal is not a block")
            << "sql:postgres"
            << "SELECT ARRAY[[1,2],[3,4]]" << QStringList{"C:SELECT ARRAY[[1,2],[3,4]]"};
        QTest::newRow("pg subscript then block")
            << "sql:postgres"
            << "WHERE a[1] = 1 [[AND b]]"
            << QStringList{"C:WHERE a[1] = 1 ", "[:[[", "C:AND b", "]:]]"};
        QTest::newRow("pg array inside block")
            << "sql:postgres"
            << "[[AND a = ARRAY[[1]]]]" << QStringList{"[:[[", "C:AND a = ARRAY[[1]]", "]:]]"};
        QTest::newRow("pg variable in dollar quote") << "sql:postgres"
                                                     << "$${{x}}$$" << QStringList{"S:$${{x}}$$"};

        // MySQL profile
        QTest::newRow("mysql double quotes are strings")
            << "sql:mysql"
            << "SELECT \"a;b\"" << QStringList{"C:SELECT ", "S:\"a;b\""};
        QTest::newRow("mysql backslash escape")
            << "sql:mysql"
            << "SELECT 'it\\'s; ok', 1" << QStringList{"C:SELECT ", "S:'it\\'s; ok'", "C:, 1"};
        QTest::newRow("mysql escaped backslash ends string")
            << "sql:mysql"
            << "SELECT 'a\\\\', 'b'" << QStringList{"C:SELECT ", "S:'a\\\\'", "C:, ", "S:'b'"};
        QTest::newRow("mysql doubled quote")
            << "sql:mysql"
            << "SELECT 'it''s'" << QStringList{"C:SELECT ", "S:'it''s'"};
        QTest::newRow("mysql hash comment")
            << "sql:mysql"
            << "SELECT 1 # c; d\nFROM t" << QStringList{"C:SELECT 1 ", "K:# c; d", "C:\nFROM t"};
        QTest::newRow("mysql dash dash needs a space")
            << "sql:mysql"
            << "SELECT 1--1" << QStringList{"C:SELECT 1--1"};
        QTest::newRow("mysql dash dash space")
            << "sql:mysql"
            << "SELECT 1 -- c" << QStringList{"C:SELECT 1 ", "K:-- c"};
        QTest::newRow("mysql dash dash tab")
            << "sql:mysql"
            << "SELECT 1 --\tc" << QStringList{"C:SELECT 1 ", "K:--\tc"};
        QTest::newRow("mysql dash dash at end")
            << "sql:mysql"
            << "SELECT 1 --" << QStringList{"C:SELECT 1 ", "K:--"};
        QTest::newRow("mysql backtick")
            << "sql:mysql"
            << "SELECT `a``b` FROM t" << QStringList{"C:SELECT ", "I:`a``b`", "C: FROM t"};
        QTest::newRow("mysql comment is not nested")
            << "sql:mysql"
            << "/* a /* b */ c */" << QStringList{"K:/* a /* b */", "C: c */"};
        QTest::newRow("mysql executable comment is a comment token")
            << "sql:mysql"
            << "SELECT /*!50000 1 */" << QStringList{"C:SELECT ", "K:/*!50000 1 */"};
        QTest::newRow("mysql dollar is code") << "sql:mysql"
                                              << "SELECT $$a$$" << QStringList{"C:SELECT $$a$$"};

        // SQLite profile
        QTest::newRow("sqlite double quotes")
            << "sql:sqlite"
            << "SELECT \"a;b\"" << QStringList{"C:SELECT ", "I:\"a;b\""};
        QTest::newRow("sqlite backticks") << "sql:sqlite"
                                          << "SELECT `a;b`" << QStringList{"C:SELECT ", "I:`a;b`"};
        QTest::newRow("sqlite brackets")
            << "sql:sqlite"
            << "SELECT [a;b] FROM t" << QStringList{"C:SELECT ", "I:[a;b]", "C: FROM t"};
        QTest::newRow("sqlite block wins over brackets")
            << "sql:sqlite"
            << "WHERE 1 [[AND [x] = {{x}}]]"
            << QStringList{"C:WHERE 1 ", "[:[[", "C:AND ", "I:[x]", "C: = ", "V:{{x}}", "]:]]"};
        QTest::newRow("sqlite backslash is no escape")
            << "sql:sqlite"
            << "SELECT 'a\\', 1" << QStringList{"C:SELECT ", "S:'a\\'", "C:, 1"};
        QTest::newRow("sqlite comment is not nested")
            << "sql:sqlite"
            << "/* a /* b */ c */" << QStringList{"K:/* a /* b */", "C: c */"};
        QTest::newRow("sqlite hash is code") << "sql:sqlite"
                                             << "SELECT 1 # x" << QStringList{"C:SELECT 1 # x"};
    }

    void tokens()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        const SqlTokens tokens = SqlTokenizer::tokenize(text, sqltest::dialect(language));
        QCOMPARE(describe(tokens), expected);
    }

    // Concatenating the tokens gives the input back, and offsets follow each other.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("mixed")
            << "SELECT 'a''b', \"c\"\"d\", `e`, [f] -- g\n/* h /* i */ j */ $$k$$ E'l\\'m' # n\n";
        QTest::newRow("template") << "WHERE 1=1 [[AND a = {{a}} [[OR b = '{{b}}']]]] ]] [[";
        QTest::newRow("unterminated string") << "SELECT 'abc";
        QTest::newRow("unterminated identifier") << "SELECT \"abc";
        QTest::newRow("unterminated comment") << "SELECT /* abc";
        QTest::newRow("unterminated dollar") << "SELECT $x$ abc";
        QTest::newRow("unterminated bracket") << "SELECT [abc";
        QTest::newRow("backslash at end") << "SELECT 'abc\\";
        QTest::newRow("unicode") << "SELECT 'Björk 🎵' AS \"naïve\" -- ✓\n{{x}}";
        QTest::newRow("braces") << "{{ {{x} }} {{}} {{x}}}";
    }

    void roundTrip()
    {
        QFETCH(QString, text);
        for (const char* language : {"sql", "sql:sqlite", "sql:postgres", "sql:mysql"}) {
            const SqlTokens tokens =
                SqlTokenizer::tokenize(text, sqltest::dialect(QString::fromLatin1(language)));
            QString joined;
            for (const SqlToken& t : tokens) {
                QCOMPARE(t.offset, joined.size());
                QVERIFY2(!t.text.isEmpty(), language);
                joined += t.text;
            }
            QCOMPARE(joined, text);
        }
    }

    void unterminated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::newRow("string") << "sql"
                                << "SELECT 'abc; SELECT 2" << int(SqlToken::String);
        QTest::newRow("identifier") << "sql"
                                    << "SELECT \"abc" << int(SqlToken::QuotedIdentifier);
        QTest::newRow("comment") << "sql"
                                 << "SELECT /* a; b" << int(SqlToken::Comment);
        QTest::newRow("pg nested comment") << "sql:postgres"
                                           << "SELECT /* /* */ ;" << int(SqlToken::Comment);
        QTest::newRow("pg dollar") << "sql:postgres"
                                   << "SELECT $$a; b" << int(SqlToken::String);
        QTest::newRow("mysql escaped end") << "sql:mysql"
                                           << "SELECT 'a\\'" << int(SqlToken::String);
        QTest::newRow("sqlite bracket") << "sql:sqlite"
                                        << "SELECT [a; b" << int(SqlToken::QuotedIdentifier);
    }

    void unterminated()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(int, kind);
        const SqlTokens tokens = SqlTokenizer::tokenize(text, sqltest::dialect(language));
        QVERIFY(!tokens.isEmpty());
        QCOMPARE(int(tokens.last().kind), kind);
        QVERIFY(!tokens.last().terminated);
        QVERIFY(text.endsWith(tokens.last().text));
        for (qsizetype i = 0; i + 1 < tokens.size(); ++i)
            QVERIFY(tokens[i].terminated);
    }

    void variableName()
    {
        const SqlTokens tokens = SqlTokenizer::tokenize(u"a {{user_id}}", sqltest::dialect(u"sql"));
        QCOMPARE(tokens.size(), 2);
        QCOMPARE(tokens[1].variableName(), QStringLiteral("user_id"));
        QCOMPARE(tokens[0].variableName(), QString());
    }

    void placeholderLength_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("length");
        QTest::newRow("simple") << "{{a}}" << 0 << 5;
        QTest::newRow("offset") << "x {{user_id}} y" << 2 << 11;
        QTest::newRow("not at a brace") << "x {{a}}" << 0 << 0;
        QTest::newRow("inner space") << "{{ a}}" << 0 << 0;
        QTest::newRow("unclosed") << "{{abc}" << 0 << 0;
        QTest::newRow("empty") << "{{}}" << 0 << 0;
        QTest::newRow("dash") << "{{a-b}}" << 0 << 0;
    }

    void placeholderLength()
    {
        QFETCH(QString, text);
        QFETCH(int, at);
        QFETCH(int, length);
        QCOMPARE(SqlTokenizer::placeholderLength(text, at), qsizetype(length));
    }

    // A language name reaches the adapter whose language it names, by its id, URL scheme,
    // alias or Qt driver; anything else is standard SQL.
    void dialectFromLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("id");
        QTest::newRow("postgres") << "sql:postgres"
                                  << "sql:postgres";
        QTest::newRow("postgresql") << "SQL:PostgreSQL"
                                    << "sql:postgres";
        QTest::newRow("mysql") << "sql:mysql"
                               << "sql:mysql";
        QTest::newRow("mariadb") << "mariadb"
                                 << "sql:mysql";
        QTest::newRow("sqlite") << "sql:sqlite"
                                << "sql:sqlite";
        QTest::newRow("qt driver") << "QSQLITE"
                                   << "sql:sqlite";
        QTest::newRow("qt pg driver") << "QPSQL"
                                      << "sql:postgres";
        QTest::newRow("plain sql") << "sql"
                                   << "sql";
        QTest::newRow("empty") << ""
                               << "sql";
        QTest::newRow("unknown") << "sql:oracle"
                                 << "sql";
        QTest::newRow("json") << "json:mongo"
                              << "sql";
    }

    void dialectFromLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, id);
        QCOMPARE(sqltest::sqlLanguage(language).id(), id);
    }
};

NELUMBO_CORE_TEST_MAIN(TstSqlTokenizer)
#include "tst_sqltokenizer.moc"
