#include "DeclaringAdapters.h"
#include "TestMain.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "editor/LexerFactory.h"
#include "redis/RedisHighlighting.h"

#ifdef NELUMBO_HAVE_KSYNTAX
#include "editor/KshLexer.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Theme>
#endif

#include "TestPalettes.h"

#include <QFontDatabase>
#include <QPalette>
#include <Qsci/qscilexersql.h>
#include <Qsci/qsciscintilla.h>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace nelumbo;
using Sci = QsciScintillaBase;

namespace {

using testing::contrast;
using testing::darkPalette;
using testing::lightPalette;

// The styles the tests look at, for the backend in use.
struct Expected
{
    int keyword;
    int string;
    int lineComment;
    int blockComment;
    int number;
    int plain; // identifiers and other unhighlighted text
};

#ifdef NELUMBO_HAVE_KSYNTAX
using KSyntaxHighlighting::Theme;
// The style of '...' with the plain "SQL" definition.
constexpr int kSqlString = Theme::String;
#else
constexpr int kSqlString = QsciLexerSQL::SingleQuotedString;
#endif

// The string style differs between definitions (pitfall 12), the others don't.
Expected expectedStyles(int stringStyle)
{
#ifdef NELUMBO_HAVE_KSYNTAX
    return {Theme::Keyword, stringStyle,   Theme::Comment,
            Theme::Comment, Theme::DecVal, Theme::Normal};
#else
    return {QsciLexerSQL::Keyword, stringStyle,          QsciLexerSQL::CommentLine,
            QsciLexerSQL::Comment, QsciLexerSQL::Number, QsciLexerSQL::Identifier};
#endif
}

// An editor with the factory's lexer; the lexer is a child of the editor.
class Editor
{
public:
    explicit Editor(const QString& definition = QStringLiteral("SQL"),
                    const QPalette& palette = lightPalette())
    {
        m_sci.setUtf8(true);
        m_lexer = LexerFactory::create(definition, palette, &m_sci);
        m_sci.setLexer(m_lexer);
    }

    QsciScintilla& sci() { return m_sci; }
    QsciLexer* lexer() const { return m_lexer; }

    void setText(const QString& text)
    {
        m_sci.setText(text);
        colourise();
    }
    void colourise(long from = 0, long to = -1)
    {
        m_sci.SendScintilla(Sci::SCI_COLOURISE, from, to);
    }

    // Byte position of the n-th occurrence of needle (UTF-8), plus an offset.
    int pos(const char* needle, int offset = 0, int occurrence = 0)
    {
        const QByteArray bytes = m_sci.text().toUtf8();
        int at = -1;
        for (int i = 0; i <= occurrence; ++i) {
            at = int(bytes.indexOf(needle, at + 1));
            if (at < 0)
                return -1;
        }
        return at + offset;
    }
    int styleAt(int position) const
    {
        return int(m_sci.SendScintilla(Sci::SCI_GETSTYLEAT, static_cast<unsigned long>(position)));
    }
    int lineStart(int line) const
    {
        return int(
            m_sci.SendScintilla(Sci::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line)));
    }
    int lineEnd(int line) const
    {
        return int(
            m_sci.SendScintilla(Sci::SCI_GETLINEENDPOSITION, static_cast<unsigned long>(line)));
    }
    QColor fore(int style) const
    {
        return bgr(m_sci.SendScintilla(Sci::SCI_STYLEGETFORE, static_cast<unsigned long>(style)));
    }
    QColor back(int style) const
    {
        return bgr(m_sci.SendScintilla(Sci::SCI_STYLEGETBACK, static_cast<unsigned long>(style)));
    }
    QString fontFamily(int style) const
    {
        QByteArray name(128, '\0');
        m_sci.SendScintilla(Sci::SCI_STYLEGETFONT, static_cast<unsigned long>(style),
                            static_cast<void*>(name.data()));
        return QString::fromUtf8(name.constData());
    }

private:
    static QColor bgr(long value)
    {
        return QColor(int(value & 0xff), int((value >> 8) & 0xff), int((value >> 16) & 0xff));
    }

    QsciScintilla m_sci;
    QsciLexer* m_lexer = nullptr;
};

const QString kSample = QStringLiteral("-- recent orders\n"
                                       "SELECT o.id, 'open' AS state, 42 AS answer\n"
                                       "/* a block\n"
                                       "   comment */\n"
                                       "FROM orders o;\n");

} // namespace

class TstLexer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backendMatchesBuild()
    {
        Editor editor;
#ifdef NELUMBO_HAVE_KSYNTAX
        QVERIFY(LexerFactory::usesKSyntaxHighlighting());
        QVERIFY(LexerFactory::backendName().startsWith(QLatin1String("KSyntaxHighlighting ")));
        QVERIFY(qobject_cast<KshLexer*>(editor.lexer()));
#else
        QVERIFY(!LexerFactory::usesKSyntaxHighlighting());
        QVERIFY(LexerFactory::backendName().startsWith(QLatin1String("QScintilla ")));
        QVERIFY(qobject_cast<QsciLexerSQL*>(editor.lexer()));
#endif
        qInfo("backend: %s", qPrintable(LexerFactory::backendName()));
    }

    void stylesAreDistinct_data()
    {
        QTest::addColumn<QString>("definition");
        QTest::addColumn<int>("stringStyle");
#ifdef NELUMBO_HAVE_KSYNTAX
        // Pitfall 12: the PostgreSQL definition calls '...' a verbatim string.
        QTest::newRow("SQL") << QStringLiteral("SQL") << int(Theme::String);
        QTest::newRow("PostgreSQL")
            << QStringLiteral("SQL (PostgreSQL)") << int(Theme::VerbatimString);
        QTest::newRow("MySQL") << QStringLiteral("SQL (MySQL)") << int(Theme::String);
#else
        QTest::newRow("SQL") << QStringLiteral("SQL") << kSqlString;
        QTest::newRow("PostgreSQL") << QStringLiteral("SQL (PostgreSQL)") << kSqlString;
        QTest::newRow("MySQL") << QStringLiteral("SQL (MySQL)") << kSqlString;
#endif
    }

    void stylesAreDistinct()
    {
        QFETCH(QString, definition);
        QFETCH(int, stringStyle);
        Editor editor(definition);
        editor.setText(kSample);

        const int keyword = editor.styleAt(editor.pos("SELECT"));
        const int string = editor.styleAt(editor.pos("'open'", 2));
        const int lineComment = editor.styleAt(editor.pos("recent"));
        const int blockComment = editor.styleAt(editor.pos("a block"));
        const int blockCommentEnd = editor.styleAt(editor.pos("comment */"));
        const int number = editor.styleAt(editor.pos("42", 1));
        const int plain = editor.styleAt(editor.pos("answer"));
        const int keywordAfterComment = editor.styleAt(editor.pos("FROM"));
        qInfo("%s: keyword=%d string=%d comment=%d/%d number=%d plain=%d; fore %s %s %s %s %s",
              qPrintable(definition), keyword, string, lineComment, blockComment, number, plain,
              qPrintable(editor.fore(keyword).name()), qPrintable(editor.fore(string).name()),
              qPrintable(editor.fore(lineComment).name()), qPrintable(editor.fore(number).name()),
              qPrintable(editor.fore(plain).name()));

        const Expected expected = expectedStyles(stringStyle);
        QCOMPARE(keyword, expected.keyword);
        QCOMPARE(string, expected.string);
        QCOMPARE(lineComment, expected.lineComment);
        QCOMPARE(blockComment, expected.blockComment);
        QCOMPARE(blockCommentEnd, expected.blockComment); // the state crossed the line end
        QCOMPARE(number, expected.number);
        QCOMPARE(keywordAfterComment, expected.keyword); // and the comment closed again

        const QList<int> styles{keyword, string, lineComment, number};
        for (int i = 0; i < styles.size(); ++i) {
            for (int j = i + 1; j < styles.size(); ++j) {
                QVERIFY2(
                    styles[i] != styles[j],
                    qPrintable(QStringLiteral("styles %1 and %2").arg(styles[i]).arg(styles[j])));
                QVERIFY2(editor.fore(styles[i]) != editor.fore(styles[j]),
                         qPrintable(editor.fore(styles[i]).name()));
            }
        }
        QVERIFY(blockComment != keyword && blockComment != string && blockComment != number);
    }

    // KSyntaxHighlighting counts UTF-16 units, Scintilla bytes: the styling after 'ö' (2 bytes,
    // 1 unit) and an emoji (4 bytes, 2 units) must not drift.
    void nonAsciiTextKeepsStylesOnTheirBytes()
    {
        Editor editor;
        editor.setText(QStringLiteral("SELECT 'Björk 🎸' AS name, 7 AS n -- größe ✓\nSELECT 1;\n"));
        const Expected expected = expectedStyles(kSqlString);
        const int open = editor.pos("'Bj");
        const int close = editor.pos("' AS name");
        QVERIFY(open > 0 && close > open);
        for (int at = open + 1; at < close; ++at)
            QVERIFY2(editor.styleAt(at) == expected.string, qPrintable(QString::number(at)));
        QCOMPARE(editor.styleAt(editor.pos("AS name")), expected.keyword);
        QCOMPARE(editor.styleAt(editor.pos("AS name", 1)), expected.keyword);
        QVERIFY(editor.styleAt(editor.pos("AS name", 2)) != expected.keyword); // the space
        QCOMPARE(editor.styleAt(editor.pos("7 AS")), expected.number);
        QVERIFY(editor.styleAt(editor.pos("7 AS", 1)) != expected.number);
        QCOMPARE(editor.styleAt(editor.pos("AS n ")), expected.keyword);
        // The comment covers every byte of '✓'.
        const int check = editor.pos("\xe2\x9c\x93");
        QCOMPARE(editor.styleAt(editor.pos("-- gr")), expected.lineComment);
        QCOMPARE(editor.styleAt(check + 2), expected.lineComment);
        QCOMPARE(editor.styleAt(editor.pos("SELECT 1")), expected.keyword);
        QCOMPARE(editor.styleAt(editor.pos("1;", 0)), expected.number);
    }

    // An invalid byte is one character for both Scintilla and the lexer.
    void invalidUtf8KeepsStylesOnTheirBytes()
    {
        Editor editor;
        editor.sci().SendScintilla(Sci::SCI_SETTEXT, "SELECT '\xff\xc3' AS x, 5 -- \xe2\x82\n");
        editor.colourise();
        const Expected expected = expectedStyles(kSqlString);
        QCOMPARE(editor.styleAt(8), expected.string);
        QCOMPARE(editor.styleAt(9), expected.string);
        QCOMPARE(editor.styleAt(12), expected.keyword); // "AS"
        QCOMPARE(editor.styleAt(13), expected.keyword);
        QCOMPARE(editor.styleAt(18), expected.number); // "5"
        QCOMPARE(editor.styleAt(20), expected.lineComment);
        QCOMPARE(editor.styleAt(24), expected.lineComment);
    }

    // Opening a block comment on one line re-styles the lines after it even when only that
    // line was asked for (KshLexer goes on while a line's end state changes).
    void openingBlockCommentRestylesFollowingLines()
    {
        Editor editor;
        editor.setText(QStringLiteral("SELECT 1;\nSELECT 2;\nSELECT 3;\nSELECT 4;\n"));
        const Expected expected = expectedStyles(kSqlString);
        for (int line = 0; line < 4; ++line)
            QCOMPARE(editor.styleAt(editor.lineStart(line)), expected.keyword);

        editor.sci().insertAt(QStringLiteral("/* "), 1, 0);
#ifdef NELUMBO_HAVE_KSYNTAX
        editor.colourise(editor.lineStart(1), editor.lineEnd(1));
#else
        editor.colourise(); // Scintilla's own lexers style exactly the range asked for
#endif
        QCOMPARE(editor.styleAt(editor.lineStart(0)), expected.keyword);
        QCOMPARE(editor.styleAt(editor.lineStart(1)), expected.blockComment);
        QCOMPARE(editor.styleAt(editor.lineStart(2)), expected.blockComment);
        QCOMPARE(editor.styleAt(editor.lineStart(3)), expected.blockComment);

        // Closing it on line 2 gives line 3 its keyword back.
        editor.sci().insertAt(QStringLiteral(" */"), 2, 9);
#ifdef NELUMBO_HAVE_KSYNTAX
        editor.colourise(editor.lineStart(2), editor.lineEnd(2));
#else
        editor.colourise();
#endif
        QCOMPARE(editor.styleAt(editor.lineEnd(2) - 1), expected.blockComment);
        QCOMPARE(editor.styleAt(editor.lineStart(3)), expected.keyword);
    }

    void definitionsLoadAndUnknownOnesFallBack()
    {
#ifdef NELUMBO_HAVE_KSYNTAX
        for (const QString& name : {QStringLiteral("SQL"), QStringLiteral("SQL (PostgreSQL)"),
                                    QStringLiteral("SQL (MySQL)")}) {
            Editor editor(name);
            auto* lexer = qobject_cast<KshLexer*>(editor.lexer());
            QVERIFY(lexer);
            QVERIFY(lexer->definition().isValid());
            QCOMPARE(lexer->definition().name(), name);
            QCOMPARE(QByteArray(lexer->language()), name.toUtf8());
        }
        Editor unknown(QStringLiteral("No Such Language"));
        auto* lexer = qobject_cast<KshLexer*>(unknown.lexer());
        QVERIFY(lexer);
        QCOMPARE(lexer->definition().name(), QStringLiteral("SQL"));
        unknown.setText(QStringLiteral("SELECT 1"));
        QCOMPARE(unknown.styleAt(0), int(Theme::Keyword));
        // One repository for the process.
        QCOMPARE(&KshLexer::repository(), &KshLexer::repository());
#else
        // QsciLexerSQL: MySQL's backslash escapes follow the definition name.
        Editor mysql(QStringLiteral("SQL (MySQL)"));
        Editor postgres(QStringLiteral("SQL (PostgreSQL)"));
        Editor unknown(QStringLiteral("No Such Language"));
        QVERIFY(qobject_cast<QsciLexerSQL*>(mysql.lexer())->backslashEscapes());
        QVERIFY(!qobject_cast<QsciLexerSQL*>(postgres.lexer())->backslashEscapes());
        QVERIFY(qobject_cast<QsciLexerSQL*>(unknown.lexer()));
        QVERIFY(qobject_cast<QsciLexerSQL*>(mysql.lexer())->foldComments());
        const QString sql = QStringLiteral("SELECT 'a\\' AS x' AS y");
        mysql.setText(sql);
        postgres.setText(sql);
        const int x = mysql.pos("x'"); // inside the string only with backslash escapes
        QCOMPARE(mysql.styleAt(x), int(QsciLexerSQL::SingleQuotedString));
        QCOMPARE(postgres.styleAt(x), int(QsciLexerSQL::Identifier));
#endif
    }

    void paletteDecidesPaperAndText_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << lightPalette() << false;
        QTest::newRow("dark") << darkPalette() << true;
    }

    void paletteDecidesPaperAndText()
    {
        QFETCH(QPalette, palette);
        QFETCH(bool, dark);
        Editor editor(QStringLiteral("SQL"), palette);
        editor.setText(kSample);
        const Expected expected = expectedStyles(kSqlString);

        const QColor paper = editor.back(Sci::STYLE_DEFAULT);
        const QColor text = editor.fore(expected.plain);
        qInfo("paper %s (style 0: %s), text %s", qPrintable(paper.name()),
              qPrintable(editor.back(0).name()), qPrintable(text.name()));
        QCOMPARE(editor.back(0), paper);
        if (dark) {
            QVERIFY2(paper.lightness() < 80, qPrintable(paper.name()));
            QVERIFY2(text.lightness() > 170, qPrintable(text.name()));
        } else {
            QVERIFY2(paper.lightness() > 200, qPrintable(paper.name()));
            QVERIFY2(text.lightness() < 90, qPrintable(text.name()));
        }
        for (int style : {expected.keyword, expected.string, expected.lineComment,
                          expected.blockComment, expected.number, expected.plain}) {
            const double ratio = contrast(editor.fore(style), editor.back(style));
            qInfo("style %d: %s on %s, contrast %.2f", style, qPrintable(editor.fore(style).name()),
                  qPrintable(editor.back(style).name()), ratio);
            QVERIFY2(ratio >= 3.0, qPrintable(QString::number(style)));
        }
    }

    // A light/dark switch at run time reaches the attached editor without a new lexer.
    void paletteChangeRefreshesTheEditor()
    {
        Editor editor(QStringLiteral("SQL"), lightPalette());
        editor.setText(kSample);
        const int keyword = editor.styleAt(editor.pos("SELECT"));
        const QColor lightPaper = editor.back(Sci::STYLE_DEFAULT);
        const QColor lightKeyword = editor.fore(keyword);

        LexerFactory::applyPalette(editor.lexer(), darkPalette());
        QVERIFY(editor.back(Sci::STYLE_DEFAULT).lightness() < 80);
        QVERIFY(editor.back(keyword).lightness() < 80);
        QVERIFY(editor.fore(keyword) != lightKeyword);
#ifdef NELUMBO_HAVE_KSYNTAX
        // Re-styling is left to Scintilla: the text is marked unstyled, then styled the same.
        QCOMPARE(int(editor.sci().SendScintilla(Sci::SCI_GETENDSTYLED, 0UL)), 0);
        auto* lexer = qobject_cast<KshLexer*>(editor.lexer());
        QCOMPARE(lexer->theme().name(), KshLexer::themeForPalette(darkPalette()).name());
        // Painting makes Scintilla ask for the styles again.
        editor.sci().resize(400, 200);
        QVERIFY(!editor.sci().grab().isNull());
        QVERIFY(editor.sci().SendScintilla(Sci::SCI_GETENDSTYLED, 0UL) > 0);
#else
        editor.colourise();
#endif
        QCOMPARE(editor.styleAt(editor.pos("SELECT")), keyword);
        const Expected expected = expectedStyles(kSqlString);
        QCOMPARE(editor.styleAt(editor.pos("recent")), expected.lineComment);
        QCOMPARE(editor.styleAt(editor.pos("42")), expected.number);

        LexerFactory::applyPalette(editor.lexer(), lightPalette());
        QCOMPARE(editor.back(Sci::STYLE_DEFAULT), lightPaper);
        QCOMPARE(editor.fore(keyword), lightKeyword);
    }

#ifdef NELUMBO_HAVE_KSYNTAX
    void themeFollowsWindowLightness()
    {
        const Theme light = KshLexer::themeForPalette(lightPalette());
        const Theme dark = KshLexer::themeForPalette(darkPalette());
        QVERIFY(light.isValid() && dark.isValid());
        QVERIFY(light.name() != dark.name());
        QCOMPARE(light.name(), KshLexer::repository()
                                   .defaultTheme(KSyntaxHighlighting::Repository::LightTheme)
                                   .name());
        QCOMPARE(
            dark.name(),
            KshLexer::repository().defaultTheme(KSyntaxHighlighting::Repository::DarkTheme).name());
        qInfo("themes: light %s, dark %s", qPrintable(light.name()), qPrintable(dark.name()));
    }
#endif

    // Every style is monospace; with KSyntaxHighlighting the theme's bold keywords survive
    // (pitfall 13: setFont(font, -1) would flatten them).
    void fontsAreMonospaceAndKeepWeight()
    {
        Editor editor;
        editor.setText(kSample);
        const QString mono = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
        int checked = 0;
        for (int style = 0; style < Sci::STYLE_DEFAULT; ++style) {
            if (editor.lexer()->description(style).isEmpty())
                continue;
            QVERIFY2(editor.fontFamily(style) == mono,
                     qPrintable(QStringLiteral("style %1: %2 instead of %3")
                                    .arg(style)
                                    .arg(editor.fontFamily(style), mono)));
            ++checked;
        }
        QVERIFY(checked > 10);
        // QScintilla hands Qt's weight to Scintilla negated (its "back door"), so compare sizes.
        auto weight = [&editor](int style) {
            return std::abs(int(editor.sci().SendScintilla(Sci::SCI_STYLEGETWEIGHT,
                                                           static_cast<unsigned long>(style))));
        };
        const int keyword = editor.styleAt(editor.pos("SELECT"));
        const int plain = editor.styleAt(editor.pos("answer"));
        qInfo("font %s, weight: keyword %d, plain %d", qPrintable(mono), weight(keyword),
              weight(plain));
        const bool bold = weight(keyword) >= QFont::DemiBold;
        const bool plainBold = weight(plain) >= QFont::DemiBold;
#ifdef NELUMBO_HAVE_KSYNTAX
        QVERIFY(KshLexer::themeForPalette(lightPalette()).isBold(Theme::Keyword));
#endif
        QVERIFY(bold);
        QVERIFY(!plainBold);
    }

    // The Redis adapter's definition is found where KSyntaxHighlighting looks for add-ons.
    void redisDefinitionColoursCommands()
    {
        const QString name = redisHighlightingDefinition();
        QVERIFY(redisCommandWords().contains(QStringLiteral("hgetall")));
#ifdef NELUMBO_HAVE_KSYNTAX
        QVERIFY(KshLexer::repository().definitionForName(name).isValid());
        Editor redis(name);
        redis.setText(QStringLiteral("HGETALL \"artist:1\\\"x\" 'it\\'s' 42 key"));
        QCOMPARE(redis.styleAt(0), int(Theme::Keyword));
        QCOMPARE(redis.styleAt(redis.pos("artist")), int(Theme::String));
        QCOMPARE(redis.styleAt(redis.pos("\\\"")), int(Theme::SpecialChar));
        QCOMPARE(redis.styleAt(redis.pos("it")), int(Theme::String));
        QCOMPARE(redis.styleAt(redis.pos("42")), int(Theme::DecVal));
        QCOMPARE(redis.styleAt(redis.pos("key")), int(Theme::Variable));
#endif
    }

    // An adapter's declared words replace SQL's in the fallback lexer (non-SQL languages on
    // builds without KSyntaxHighlighting); strings, escapes and numbers stay the lexer's.
    void declaredKeywordsReplaceSqlsInTheFallback()
    {
        AdapterRegistry::add(std::make_unique<test::LedgerAdapter>());
        QCOMPARE(LexerFactory::keywords(QStringLiteral("Ledger SQL")),
                 QStringList({QStringLiteral("post"), QStringLiteral("balance")}));
#ifndef NELUMBO_HAVE_KSYNTAX
        Editor ledger(QStringLiteral("Ledger SQL"));
        ledger.setText(QStringLiteral("POST \"a\\\" b\" 12 SELECT balance"));
        QCOMPARE(ledger.styleAt(0), int(QsciLexerSQL::Keyword));
        QCOMPARE(ledger.styleAt(ledger.pos("balance")), int(QsciLexerSQL::Keyword));
        QCOMPARE(ledger.styleAt(ledger.pos("SELECT")), int(QsciLexerSQL::Identifier));
        QCOMPARE(ledger.styleAt(ledger.pos(" b")), int(QsciLexerSQL::DoubleQuotedString));
        QCOMPARE(ledger.styleAt(ledger.pos("12")), int(QsciLexerSQL::Number));
        Editor plain;
        plain.setText(QStringLiteral("POST SELECT"));
        QCOMPARE(plain.styleAt(plain.pos("SELECT")), int(QsciLexerSQL::Keyword));
#endif
    }
};

NELUMBO_TEST_MAIN(TstLexer)
#include "tst_lexer.moc"
