// nelumbo-cli's CSV next to the databases' own clients on the same few thousand varied rows:
// `sqlite3 -csv -header` and `psql --csv` write the same bytes (apart from line ends) for
// NULLs, quotes, commas, line breaks, reals, big integers, exact numbers and dates. Where the
// dialects differ by design (sqlite3 quotes every field with a space or a non-ASCII byte,
// psql writes booleans as t/f and bytea as \x…), the parsed fields are compared instead.
#include "CliTestBase.h"
#include "CoreTestMain.h"

#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

const QString kSqliteStrict =
    u"WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 3000) "
    u"SELECT i AS id, CASE WHEN i % 7 = 0 THEN NULL ELSE 'name-' || i END AS name, "
    u"CASE i % 5 WHEN 0 THEN 'say \"hi\"' WHEN 1 THEN 'a,b' "
    u"WHEN 2 THEN 'line' || char(10) || 'break' WHEN 3 THEN 'cr' || char(13) || 'only' "
    u"ELSE 'plain' END AS text, "
    u"CASE i % 11 WHEN 0 THEN 7919.0 WHEN 1 THEN 0.1 WHEN 2 THEN 1e20 WHEN 3 THEN -0.0 "
    u"WHEN 4 THEN 1.7976931348623157e308 WHEN 5 THEN 5e-324 WHEN 6 THEN 1e15 "
    u"WHEN 7 THEN 123456789012345.0 WHEN 8 THEN -2.5e-7 WHEN 9 THEN i / 7.0 "
    u"ELSE NULL END AS real, "
    u"CASE WHEN i = 1 THEN 9223372036854775807 WHEN i = 2 THEN -9223372036854775808 "
    u"ELSE i * 3037000493 END AS big, date('2024-01-01', '+' || i || ' days') AS day, "
    u"CASE i % 4 WHEN 0 THEN 9e999 WHEN 1 THEN -9e999 WHEN 2 THEN NULL ELSE 'x' END AS edge "
    u"FROM s"_s;

// Fields sqlite3 quotes and Nelumbo does not: spaces, non-ASCII text, empty strings.
const QString kSqliteParsed =
    u"WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 2000) "
    u"SELECT i AS id, 'Caf\u00e9 \u2615 ' || i AS uni, CASE WHEN i % 3 = 0 THEN '' "
    u"WHEN i % 3 = 1 THEN NULL ELSE ' padded ' END AS blank, "
    u"'it''s' || char(9) || 'tab' AS quote FROM s"_s;

const QString kPgStrict =
    u"SELECT i AS id, CASE WHEN i % 7 = 0 THEN NULL ELSE 'name-' || i END AS name, "
    u"CASE i % 6 WHEN 0 THEN 'say \"hi\"' WHEN 1 THEN 'a,b' WHEN 2 THEN E'line\\nbreak' "
    u"WHEN 3 THEN E'cr\\ronly' WHEN 4 THEN 'Caf\u00e9 \u2615 ' || i ELSE 'plain' END AS text, "
    u"CASE i % 10 WHEN 0 THEN 7919.0::float8 WHEN 1 THEN 0.1::float8 WHEN 2 THEN 1e20::float8 "
    u"WHEN 3 THEN '-0'::float8 WHEN 4 THEN 1.7976931348623157e308::float8 "
    u"WHEN 5 THEN 5e-324::float8 WHEN 6 THEN 'NaN'::float8 WHEN 7 THEN '-Infinity'::float8 "
    u"WHEN 8 THEN NULL ELSE i / 7.0::float8 END AS real, (i * 0.1)::float4 AS r4, "
    u"i::numeric * 1234567.891 AS exact, CASE WHEN i = 1 THEN 9223372036854775807 "
    u"WHEN i = 2 THEN -9223372036854775808 ELSE i::bigint * 3037000493 END AS big, "
    u"i::int2 AS small, DATE '2024-01-01' + i AS day, "
    u"TIMESTAMP '2024-02-29 13:14:15.123456' + i * INTERVAL '1 hour' AS ts, "
    u"i * INTERVAL '1 minute' AS span, ARRAY[i, i + 1] AS pair, "
    u"jsonb_build_object('i', i, 's', 'x,y') AS doc "
    u"FROM generate_series(1, 3000) AS s(i)"_s;

// Booleans and bytea: psql writes t/f and \x…, Nelumbo true/false and 0x….
const QString kPgParsed =
    u"SELECT i AS id, i % 3 = 0 AS flag, CASE WHEN i % 4 = 0 THEN NULL "
    u"ELSE decode(lpad(to_hex(i), 8, '0'), 'hex') END AS bin, ' padded ' AS pad "
    u"FROM generate_series(1, 2000) AS s(i)"_s;

using Rows = QList<QStringList>;

// RFC 4180 records; quoted fields may hold separators and line breaks.
Rows parseCsv(const QByteArray& bytes)
{
    Rows rows;
    QStringList row;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (quoted) {
            if (c == '"' && i + 1 < bytes.size() && bytes.at(i + 1) == '"') {
                field.append('"');
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field.append(c);
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row << QString::fromUtf8(field);
            field.clear();
        } else if (c == '\n' || (c == '\r' && i + 1 < bytes.size() && bytes.at(i + 1) == '\n')) {
            if (c == '\r')
                ++i;
            row << QString::fromUtf8(field);
            field.clear();
            rows << row;
            row.clear();
        } else {
            field.append(c);
        }
    }
    return rows;
}

QByteArray unixLines(QByteArray bytes)
{
    return bytes.replace("\r\n", "\n");
}

// The first line where two outputs differ, for a readable failure.
QByteArray firstDifference(const QByteArray& a, const QByteArray& b)
{
    const QList<QByteArray> la = a.split('\n');
    const QList<QByteArray> lb = b.split('\n');
    for (qsizetype i = 0; i < std::min(la.size(), lb.size()); ++i)
        if (la.at(i) != lb.at(i))
            return "line " + QByteArray::number(i + 1) + ": " + la.at(i) + " | " + lb.at(i);
    return "lengths differ: " + QByteArray::number(la.size()) + " and " +
           QByteArray::number(lb.size()) + " lines";
}

} // namespace

class TstCliPeers : public CliTestBase
{
    Q_OBJECT

    QString pgUrl() const { return qEnvironmentVariable("NELUMBO_TEST_PG_URL"); }

    // The peer's standard output; fails the test when it cannot run.
    QByteArray peer(const QString& program, const QStringList& arguments)
    {
        const QString path = QStandardPaths::findExecutable(program);
        if (path.isEmpty()) {
            qWarning("%s is not installed (tools/packages.sh lists it)", qPrintable(program));
            return {};
        }
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(path, arguments);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit ||
            p.exitCode() != 0) {
            qWarning("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
            return {};
        }
        return p.readAllStandardOutput();
    }

    QByteArray nelumbo(const QString& source, const QString& statement)
    {
        const Run r = run({u"run"_s, u"--source"_s, source, u"--format"_s, u"csv"_s, statement});
        if (!r.finished || r.exitCode != 0)
            qWarning("nelumbo-cli failed: %s", qPrintable(r.err));
        return r.outBytes;
    }

    QByteArray sqlite3(const QString& statement)
    {
        return peer(u"sqlite3"_s, {u"-csv"_s, u"-header"_s, m_db, statement});
    }

    QByteArray psql(const QString& statement)
    {
        return peer(u"psql"_s, {u"-X"_s, u"-q"_s, u"--csv"_s, pgUrl(), u"-c"_s, statement});
    }

private Q_SLOTS:
    void initTestCase() { initCli(); }

    void sqliteBytes()
    {
        const QByteArray ours = nelumbo(m_url, kSqliteStrict);
        const QByteArray theirs = sqlite3(kSqliteStrict);
        QVERIFY(!theirs.isEmpty());
        QCOMPARE(parseCsv(theirs).size(), 3001);
        QVERIFY2(unixLines(ours) == theirs, firstDifference(unixLines(ours), theirs));
        // The reals as sqlite3 writes them, decimal point included.
        QVERIFY(theirs.contains(",7919.0,"));
        QVERIFY(theirs.contains(",1.0e+20,"));
        QVERIFY(theirs.contains(",0.0,"));
        QVERIFY(theirs.contains(",1.79769313486232e+308,"));
        QVERIFY(theirs.contains(",4.94065645841247e-324,"));
        QVERIFY(theirs.contains(",1.0e+15,"));
        QVERIFY(theirs.contains(",123456789012345.0,"));
        QVERIFY(theirs.contains(",-2.5e-07,"));
        QVERIFY(theirs.contains(",9223372036854775807,"));
        // Infinities as SQLite words them.
        QVERIFY(theirs.contains(",Inf\n"));
        QVERIFY(theirs.contains(",-Inf\n"));
    }

    void sqliteFields()
    {
        const QByteArray theirs = sqlite3(kSqliteParsed);
        QVERIFY(!theirs.isEmpty());
        const Rows expected = parseCsv(theirs);
        QCOMPARE(expected.size(), 2001);
        QCOMPARE(parseCsv(nelumbo(m_url, kSqliteParsed)), expected);
    }

    void postgresBytes()
    {
        if (pgUrl().isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QByteArray ours = nelumbo(pgUrl(), kPgStrict);
        const QByteArray theirs = psql(kPgStrict);
        QVERIFY(!theirs.isEmpty());
        QCOMPARE(parseCsv(theirs).size(), 3001);
        QVERIFY2(unixLines(ours) == theirs, firstDifference(unixLines(ours), theirs));
        QVERIFY(theirs.contains(",7919,"));
        QVERIFY(theirs.contains(",1e+20,"));
        QVERIFY(theirs.contains(",-0,"));
        QVERIFY(theirs.contains(",NaN,"));
        QVERIFY(theirs.contains(",-Infinity,"));
        QVERIFY(theirs.contains(",-9223372036854775808,"));
    }

    void postgresFields()
    {
        if (pgUrl().isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QByteArray theirs = psql(kPgParsed);
        QVERIFY(!theirs.isEmpty());
        Rows expected = parseCsv(theirs);
        QCOMPARE(expected.size(), 2001);
        for (qsizetype r = 1; r < expected.size(); ++r) {
            QStringList& row = expected[r];
            row[1] = row.at(1) == u"t"_s ? u"true"_s : u"false"_s;
            if (row.at(2).startsWith(u"\\x"_s))
                row[2].replace(0, 2, u"0x"_s);
        }
        QCOMPARE(parseCsv(nelumbo(pgUrl(), kPgParsed)), expected);
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliPeers)
#include "tst_cli_peers.moc"
