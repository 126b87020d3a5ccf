// Values arrive exactly as the database stores them, on every engine: the cells a Connection
// delivers (what the grid, the clipboard and every nelumbo-cli format read) give the
// database's own text, exact decimals, NaN and ±Infinity by one rule.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"
#include "core/TextExport.h"

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

// One column of the test statement and how it must come out.
struct Expected
{
    QString expression;
    QString text;         // TextExport::plain
    QString json;         // TextExport::jsonText
    bool number = false;  // right-aligned, unquoted
    bool prepared = true; // also checked through a statement with a bound parameter
};

QString quotedJson(const QString& text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

Expected number(const QString& expression, const QString& text, bool prepared = true)
{
    return {expression, text, text, true, prepared};
}

Expected special(const QString& expression, const QString& text)
{
    return {expression, text, quotedJson(text), true, true};
}

Expected string(const QString& expression, const QString& text, bool prepared = true)
{
    return {expression, text, quotedJson(text), false, prepared};
}

QList<Expected> expectedFor(const QString& engine)
{
    if (engine == QLatin1String("postgres"))
        return {
            number("12345678901234567.89::numeric", "12345678901234567.89"),
            number("1.50::numeric(5,2)", "1.50"),
            number("-0.000000000000000000001::numeric", "-0.000000000000000000001"),
            special("'NaN'::numeric", "NaN"),
            special("'Infinity'::numeric", "Infinity"),
            special("'NaN'::float8", "NaN"),
            special("'-Infinity'::float8", "-Infinity"),
            number("0.1::float8", "0.1"),
            number("9223372036854775807::int8", "9223372036854775807"),
            string("timestamp '2024-02-29 13:14:15.123456'", "2024-02-29 13:14:15.123456"),
            string("timestamptz '2024-02-29 13:14:15.123456+00'",
                   "2024-02-29 13:14:15.123456+00"), // the session's zone is UTC here
            string("time '13:14:15.123456'", "13:14:15.123456"),
            string("timetz '13:14:15.5+05:30'", "13:14:15.5+05:30"),
            string("date '0044-03-15 BC'", "0044-03-15 BC"),
            string("timestamp '0044-03-15 12:00:00 BC'", "0044-03-15 12:00:00 BC"),
            string("'infinity'::date", "infinity"),
            string("'-infinity'::timestamptz", "-infinity"),
            string("'1.50'::text", "1.50"),
        };
    if (engine == QLatin1String("mysql"))
        return {
            number("CAST(12345678901234567.89 AS DECIMAL(30,2))", "12345678901234567.89"),
            number("CAST(1.5 AS DECIMAL(5,2))", "1.50"),
            number("CAST(18446744073709551615 AS UNSIGNED)", "18446744073709551615"),
            number("CAST(-9223372036854775808 AS SIGNED)", "-9223372036854775808"),
            number("CAST(0.1 AS DOUBLE)", "0.1"),
            // A prepared statement's times come in binary: microseconds as written all the same.
            string("CAST('2024-02-29 13:14:15.123456' AS DATETIME(6))",
                   "2024-02-29 13:14:15.123456"),
            string("CAST('2024-02-29 13:14:15.000001' AS DATETIME(6))",
                   "2024-02-29 13:14:15.000001"),
            string("CAST('13:14:15.123456' AS TIME(6))", "13:14:15.123456"),
            string("CAST('-838:59:59.000005' AS TIME(6))", "-838:59:59.000005"),
            string("CAST('2024-02-29 13:14:15.123' AS DATETIME(3))", "2024-02-29 13:14:15.123"),
            string("CAST('2024-02-29 13:14:15' AS DATETIME)", "2024-02-29 13:14:15"),
            string("CAST('0000-00-00' AS DATE)", "0000-00-00"),
            string("CAST('0000-00-00 00:00:00' AS DATETIME)", "0000-00-00 00:00:00"),
            string("CAST('-838:59:59.5' AS TIME(1))", "-838:59:59.5"),
            string("CAST('2024-02-29 13:14:15.5' AS DATETIME(1)) + INTERVAL 0 SECOND",
                   "2024-02-29 13:14:15.5"),
            number("CAST(255 AS UNSIGNED) + 0", "255"),
            number("CAST(-128 AS SIGNED)", "-128"),
            string("'1.50'", "1.50"),
            // Longer than a first read takes, and bytes as bytes.
            string("REPEAT('ab', 3000)", QStringLiteral("ab").repeated(3000)),
            string("CAST(X'00FF41' AS BINARY(3))", QStringLiteral("0x00ff41")),
        };
    return {
        number("7919.0", "7919"), // a REAL, still told apart from the text below
        string("'7919.0'", "7919.0"),   number("9223372036854775807", "9223372036854775807"),
        number("0.1", "0.1"),           special("9e999", "Infinity"),
        special("-9e999", "-Infinity"),
    };
}

// Fails the test function with what differed and where.
#define VALUE_COMPARE(actual, expected, what)                                                      \
    QVERIFY2((actual) == (expected),                                                               \
             qPrintable(QStringLiteral("%1: %2 is %3, expected %4")                                \
                            .arg(what, QStringLiteral(#actual), QVariant(actual).toString(),       \
                                 QVariant(expected).toString())))

class TstAdapterValues : public AdapterTestBase
{
    Q_OBJECT

    // The single row of statement, as a Connection delivers it.
    QVariantList rowOf(Connection& c, const QString& statement, const QVariantList& params)
    {
        QueryHandle* h = params.isEmpty() ? c.execute(statement) : c.execute(statement, params);
        QVariantList cells;
        QObject context; // no call into cells once this function returned
        connect(h, &QueryHandle::rowsReady, &context, [&cells](const RowBatch& rowBatch) {
            const QVariantList batch = rowBatch.toVariantList();
            cells += batch;
        });
        QSignalSpy finished(h, &QueryHandle::finished);
        QSignalSpy failed(h, &QueryHandle::failed);
        if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 10000))
            qWarning("no answer to %s", qPrintable(statement));
        if (!failed.isEmpty())
            qWarning("%s: %s", qPrintable(statement), qPrintable(h->error().message));
        return cells;
    }

    void check(const QList<Expected>& expected, const QVariantList& row, bool prepared)
    {
        QCOMPARE(row.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const Expected& e = expected.at(i);
            if (prepared && !e.prepared)
                continue;
            const QVariant& v = row.at(i);
            const QString what =
                (prepared ? QStringLiteral("prepared: ") : QString()) + e.expression;
            QVERIFY2(!v.isNull(), qPrintable(what));
            VALUE_COMPARE(TextExport::plain(v), e.text, what);
            VALUE_COMPARE(TextExport::jsonText(v), e.json, what);
            VALUE_COMPARE(TextExport::isNumber(v), e.number, what);
        }
    }

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    void valuesAsStored()
    {
        const QList<Expected> expected = expectedFor(m_engine.id);
        QStringList columns;
        for (qsizetype i = 0; i < expected.size(); ++i)
            columns << QStringLiteral("%1 AS c%2").arg(expected.at(i).expression).arg(i);
        auto c = openConnection();
        QVERIFY(c);
        if (m_engine.id == QLatin1String("postgres")) {
            // Whatever zone the server runs in, the offset is the session's.
            c->setReadOnly(false);
            QVERIFY(!rowOf(*c, QStringLiteral("SELECT set_config('TimeZone', 'UTC', false)"), {})
                         .isEmpty());
        }
        const QString select = QStringLiteral("SELECT ") + columns.join(QStringLiteral(", "));
        check(expected, rowOf(*c, select, {}), false);

        // A bound parameter takes the driver's prepared path.
        const QString filtered = select + (m_engine.id == QLatin1String("mysql")
                                               ? QStringLiteral(" FROM DUAL WHERE ? = 1")
                                               : QStringLiteral(" WHERE ? = 1"));
        check(expected, rowOf(*c, filtered, {1}), true);
    }
};

} // namespace

int runValueTests(int argc, char** argv)
{
    TstAdapterValues tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "ValueTests.moc"
