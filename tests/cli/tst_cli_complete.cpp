// nelumbo-cli complete: the editor's completion as JSON for a text and a cursor, on a copy of
// Chinook named as a source whose rules hide Employee (never offered).
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = nelumbo::testing::CliRun;
} // namespace

class TestCliComplete : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    Run complete(const QStringList& arguments) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = m_dir.path();
        return runner.run(QStringList{QStringLiteral("complete")} + arguments);
    }

    static QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.outBytes).object(); }

    static QStringList texts(const QJsonObject& answer)
    {
        QStringList out;
        for (const QJsonValue& c : answer.value(QStringLiteral("candidates")).toArray())
            out << c.toObject().value(QStringLiteral("text")).toString();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("shop.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        m_env = nelumbo::testing::isolatedCliEnvironment(m_dir);
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("nelumbo.conf")));
        QFile f(m_dir.filePath(QStringLiteral("nelumbo.conf")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("[source.shop]\nurl=sqlite://%1\ntables_deny=Employee\n")
                    .arg(db)
                    .toUtf8());
    }

    void tableAtEnd()
    {
        const Run r = complete({QStringLiteral("--source"), QStringLiteral("shop"),
                                QStringLiteral("--"), QStringLiteral("SELECT * FROM Inv")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject answer = json(r);
        const QJsonObject replace = answer.value(QStringLiteral("replace")).toObject();
        QCOMPARE(replace.value(QStringLiteral("start")).toInt(), 14);
        QCOMPARE(replace.value(QStringLiteral("end")).toInt(), 17);
        const QJsonArray candidates = answer.value(QStringLiteral("candidates")).toArray();
        QVERIFY2(candidates.size() >= 2, r.outBytes.constData());
        const QJsonObject first = candidates.first().toObject();
        QCOMPARE(first.value(QStringLiteral("text")).toString(), QStringLiteral("Invoice"));
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("table"));
        QCOMPARE(first.value(QStringLiteral("detail")).toString(), QStringLiteral("main"));
        QCOMPARE(candidates.at(1).toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("InvoiceLine"));
    }

    void columnsAtCursorWithAlias()
    {
        const QString text = QStringLiteral("SELECT c. FROM Customer AS c");
        const Run r = complete({QStringLiteral("--source"), QStringLiteral("shop"),
                                QStringLiteral("--cursor"), QStringLiteral("9"), text});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject answer = json(r);
        const QJsonArray candidates = answer.value(QStringLiteral("candidates")).toArray();
        QVERIFY2(!candidates.isEmpty(), r.outBytes.constData());
        const QJsonObject first = candidates.first().toObject();
        QCOMPARE(first.value(QStringLiteral("text")).toString(), QStringLiteral("Address"));
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("column"));
        QVERIFY(!first.value(QStringLiteral("detail")).toString().isEmpty()); // its type
        QVERIFY(texts(answer).contains(QStringLiteral("CustomerId")));
    }

    void hiddenTableNeverOffered()
    {
        const Run r = complete({QStringLiteral("--source"), QStringLiteral("shop"),
                                QStringLiteral("SELECT * FROM E")});
        QCOMPARE(r.exitCode, 0);
        const QStringList offered = texts(json(r));
        QVERIFY(!offered.contains(QStringLiteral("Employee")));
        QVERIFY2(offered.contains(QStringLiteral("Genre")), qPrintable(offered.join(u',')));
    }

    void usageErrors()
    {
        QCOMPARE(complete({QStringLiteral("SELECT")}).exitCode, 2);
        QCOMPARE(complete({QStringLiteral("--source"), QStringLiteral("shop"),
                           QStringLiteral("--cursor"), QStringLiteral("99"), QStringLiteral("x")})
                     .exitCode,
                 2);
        const Run missing = complete(
            {QStringLiteral("--source"), QStringLiteral("nosuch"), QStringLiteral("SELECT")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(json(missing).contains(QStringLiteral("error")));
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliComplete)
#include "tst_cli_complete.moc"
