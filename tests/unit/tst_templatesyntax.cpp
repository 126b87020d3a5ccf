// Core's {{name}} / [[ … ]] syntax, cut into pieces around the literals a language declares.
#include "CoreTestMain.h"
#include "variables/TemplateSyntax.h"

using namespace nelumbo;

namespace {

// A language whose literals are '…' (no escapes).
qsizetype singleQuoted(QStringView s, qsizetype at)
{
    if (s[at] != u'\'')
        return 0;
    const qsizetype end = s.indexOf(u'\'', at + 1);
    return (end < 0 ? s.size() : end + 1) - at;
}

// The pieces as one line: T(text) P(name) S(spaced name) [ ].
QString shape(const QList<TemplatePiece>& pieces)
{
    QStringList out;
    for (const TemplatePiece& p : pieces) {
        switch (p.kind) {
        case TemplatePiece::Kind::Text:
            out << QStringLiteral("T(%1)").arg(p.text);
            break;
        case TemplatePiece::Kind::Placeholder:
            out << QStringLiteral("P(%1)").arg(p.text);
            break;
        case TemplatePiece::Kind::SpacedPlaceholder:
            out << QStringLiteral("S(%1)").arg(p.text);
            break;
        case TemplatePiece::Kind::Open:
            out << QStringLiteral("[");
            break;
        case TemplatePiece::Kind::Close:
            out << QStringLiteral("]");
            break;
        }
    }
    return out.join(u' ');
}

} // namespace

class TestTemplateSyntax : public QObject
{
    Q_OBJECT

private slots:
    void pieces_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("placeholder") << "get {{key}}"
                                     << "T(get ) P(key)";
        QTest::newRow("in a literal") << "get '{{key}}' {{k}}"
                                      << "T(get '{{key}}' ) P(k)";
        QTest::newRow("unclosed literal") << "get '{{key}}"
                                          << "T(get '{{key}})";
        QTest::newRow("spaced") << "get {{ key }}"
                                << "T(get ) S(key)";
        QTest::newRow("not a name") << "get {{1x}}"
                                    << "T(get {{1x}})";
        QTest::newRow("optional block") << "scan 0[[ match {{p}}]] count 10"
                                        << "T(scan 0) [ T( match ) P(p) ] T( count 10)";
        QTest::newRow("brackets in a literal") << "set k '[[x]]'"
                                               << "T(set k '[[x]]')";
        QTest::newRow("twice") << "{{a}}{{b}}{{a}}"
                               << "P(a) P(b) P(a)";
    }

    void pieces()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(shape(TemplateSyntax::pieces(text, singleQuoted)), expected);
    }

    // A block is kept (go on inside it) only when every placeholder in it has a value.
    void resumeAfterBlock()
    {
        const auto pieces = TemplateSyntax::pieces(u"a [[b {{x}} {{y}}]] c", singleQuoted);
        QCOMPARE(pieces.at(1).kind, TemplatePiece::Kind::Open);
        const auto has = [](QStringList set) {
            return [set](const QString& name) { return set.contains(name); };
        };
        QCOMPARE(TemplateSyntax::resumeAfterBlock(pieces, 1, has({"x", "y"})), 1);
        const qsizetype close = TemplateSyntax::resumeAfterBlock(pieces, 1, has({"x"}));
        QCOMPARE(pieces.at(close).kind, TemplatePiece::Kind::Close);
        // An unclosed block runs to the end.
        const auto open = TemplateSyntax::pieces(u"a [[b {{x}}", singleQuoted);
        QCOMPARE(TemplateSyntax::resumeAfterBlock(open, 1, has({})), open.size());
    }

    void variableNamesOnceInOrder()
    {
        const auto pieces =
            TemplateSyntax::pieces(u"{{b}} '{{hidden}}' {{a}} [[{{b}}]] {{ c }}", singleQuoted);
        QCOMPARE(TemplateSyntax::variableNames(pieces), QStringList({"b", "a"}));
    }
};

NELUMBO_CORE_TEST_MAIN(TestTemplateSyntax)
#include "tst_templatesyntax.moc"
