// Per-source conversations on disk: safe file names for any key, round trips, sources kept
// apart, unreadable files set aside (never overwritten), write errors reported, clearing.
#include "CoreTestMain.h"
#include "ai/ConversationStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace nelumbo;

namespace {
QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}
} // namespace

class TestConversationStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString folder() const
    {
        return m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void defaultFolderIsInTheAppData()
    {
        const ConversationStore store;
        QCOMPARE(store.directory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                     QStringLiteral("/conversations"));
    }

    void fileNames_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << QStringLiteral("demo") << QStringLiteral("demo.json");
        QTest::newRow("dash and underscore")
            << QStringLiteral("my-db_2") << QStringLiteral("my-db_2.json");
        QTest::newRow("capitals") << QStringLiteral("Sales") << QStringLiteral("%53ales.json");
        QTest::newRow("slash") << QStringLiteral("a/b") << QStringLiteral("a%2Fb.json");
        QTest::newRow("dots") << QStringLiteral("..") << QStringLiteral("%2E%2E.json");
        QTest::newRow("empty") << QString() << QStringLiteral("%.json");
        QTest::newRow("percent") << QStringLiteral("%41") << QStringLiteral("%2541.json");
        QTest::newRow("utf-8") << QStringLiteral("caf\u00e9") << QStringLiteral("caf%C3%A9.json");
        QTest::newRow("url") << QStringLiteral("sqlite:///home/ana/x.db")
                             << QStringLiteral("sqlite%3A%2F%2F%2Fhome%2Fana%2Fx%2Edb.json");
    }
    void fileNames()
    {
        QFETCH(QString, key);
        QFETCH(QString, file);
        QCOMPARE(ConversationStore::fileNameFor(key), file);
    }

    void longKeysAreCutWithAHash()
    {
        const QString base(300, QLatin1Char('x'));
        const QString a = ConversationStore::fileNameFor(base + QLatin1Char('a'));
        const QString b = ConversationStore::fileNameFor(base + QLatin1Char('b'));
        QVERIFY(a != b);
        QVERIFY2(a.size() <= 130, qPrintable(a));
        QVERIFY(a.startsWith(QString(80, QLatin1Char('x')) + QLatin1Char('~')));
        QVERIFY(a.endsWith(QLatin1String(".json")));
        // The same key always gets the same name.
        QCOMPARE(ConversationStore::fileNameFor(base + QLatin1Char('a')), a);
    }

    void everyNameIsUsableAndDistinct()
    {
        const QStringList keys{QStringLiteral("sales"),    QStringLiteral("Sales"),
                               QStringLiteral("SALES"),    QStringLiteral("a b"),
                               QStringLiteral("a\\b"),     QStringLiteral("a:b"),
                               QStringLiteral("con"),      QStringLiteral("\u65e5\u672c"),
                               QStringLiteral("x*?\"<>|"), QStringLiteral("nul\t")};
        QSet<QString> lowerNames;
        ConversationStore store(folder());
        for (const QString& key : keys) {
            const QString name = ConversationStore::fileNameFor(key);
            // Case-insensitive file systems must keep them apart too.
            QVERIFY2(!lowerNames.contains(name.toLower()), qPrintable(name));
            lowerNames.insert(name.toLower());
            Conversation c;
            c.addUserMessage(key);
            QVERIFY2(store.save(key, c), qPrintable(key));
            const Result<Conversation> back = store.load(key);
            QVERIFY(back);
            QCOMPARE(back->messages().constFirst().content, key);
        }
        QCOMPARE(QDir(folder()).entryList(QDir::Files).size(), keys.size());
    }

    void missingIsEmpty()
    {
        const ConversationStore store(folder());
        const Result<Conversation> c = store.load(QStringLiteral("demo"));
        QVERIFY(c);
        QVERIFY(c->isEmpty());
        QVERIFY(!QFileInfo::exists(folder())); // reading creates nothing
    }

    void roundTripPerSource()
    {
        const ConversationStore store(folder());
        Conversation demo;
        demo.addUserMessage(QStringLiteral("top artists"));
        demo.addAssistantResponse(QStringLiteral("Here."), QStringLiteral("SELECT 1"));
        Conversation shop;
        shop.addUserMessage(QStringLiteral("orders today"));
        QVERIFY(store.save(QStringLiteral("demo"), demo));
        QVERIFY(store.save(QStringLiteral("shop"), shop));

        const Result<Conversation> a = store.load(QStringLiteral("demo"));
        const Result<Conversation> b = store.load(QStringLiteral("shop"));
        QVERIFY(a && b);
        QCOMPARE(a->messages().size(), 2);
        QCOMPARE(a->messages().at(1).statement, QStringLiteral("SELECT 1"));
        QCOMPARE(b->messages().size(), 1);
        QCOMPARE(b->messages().at(0).content, QStringLiteral("orders today"));
        // Versioned JSON, as Conversation writes it.
        const QByteArray bytes = fileBytes(store.pathFor(QStringLiteral("demo")));
        QVERIFY(bytes.contains("\"format\": \"nelumbo-conversation\""));
        QVERIFY(bytes.contains("\"version\": 1"));
    }

    void unreadableFileIsSetAsideNotOverwritten()
    {
        const ConversationStore store(folder());
        QVERIFY(QDir().mkpath(folder()));
        const QString path = store.pathFor(QStringLiteral("demo"));
        const QByteArray newer =
            R"({"format": "nelumbo-conversation", "version": 99, "messages": []})";
        QVERIFY(writeBytes(path, newer));
        const Result<Conversation> loaded = store.load(QStringLiteral("demo"));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, QStringLiteral("invalid_conversation"));
        QVERIFY(loaded.error().message.contains(QLatin1String("newer version")));
        QCOMPARE(fileBytes(path), newer); // reading changed nothing

        const Result<QString> kept = store.setAside(QStringLiteral("demo"));
        QVERIFY(kept);
        QCOMPARE(kept.value(), path + QStringLiteral(".unreadable"));
        QCOMPARE(fileBytes(kept.value()), newer);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(store.load(QStringLiteral("demo"))->isEmpty());

        // A second unreadable file does not replace the first one set aside.
        QVERIFY(writeBytes(path, "not json"));
        const Result<QString> second = store.setAside(QStringLiteral("demo"));
        QVERIFY(second);
        QCOMPARE(second.value(), path + QStringLiteral(".unreadable-2"));
        QCOMPARE(fileBytes(kept.value()), newer);
    }

    void writeErrorsAreReported()
    {
        // The folder cannot be made: a file is in the way.
        const QString blocked = folder();
        QVERIFY(writeBytes(blocked, "a file"));
        const ConversationStore store(blocked + QStringLiteral("/conversations"));
        Conversation c;
        c.addUserMessage(QStringLiteral("hello"));
        const Result<void> saved = store.save(QStringLiteral("demo"), c);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, QStringLiteral("io_error"));
        QVERIFY(saved.error().message.contains(blocked));

        // The conversation's own file cannot be replaced: a folder is in its place.
        const ConversationStore other(folder() + QStringLiteral("-2"));
        QVERIFY(QDir().mkpath(other.pathFor(QStringLiteral("demo"))));
        const Result<void> again = other.save(QStringLiteral("demo"), c);
        QVERIFY(!again);
        QCOMPARE(again.error().code, QStringLiteral("io_error"));
        QVERIFY(QFileInfo(other.pathFor(QStringLiteral("demo"))).isDir());
    }

    void clearRemovesOnlyThatSource()
    {
        const ConversationStore store(folder());
        Conversation c;
        c.addUserMessage(QStringLiteral("x"));
        QVERIFY(store.save(QStringLiteral("demo"), c));
        QVERIFY(store.save(QStringLiteral("shop"), c));
        QVERIFY(store.clear(QStringLiteral("demo")));
        QVERIFY(!QFileInfo::exists(store.pathFor(QStringLiteral("demo"))));
        QVERIFY(store.load(QStringLiteral("demo"))->isEmpty());
        QCOMPARE(store.load(QStringLiteral("shop"))->messages().size(), 1);
        QVERIFY(store.clear(QStringLiteral("never-saved"))); // nothing to do is fine
    }

    void annotationsSurviveSaving()
    {
        const ConversationStore store(folder());
        Conversation c;
        c.addUserMessage(QStringLiteral("q"));
        c.addAssistantResponse(QStringLiteral("a"), QStringLiteral("SELECT 2"));
        const QJsonObject fields{
            {QStringLiteral("cost"), 0.25},
            {QStringLiteral("trace"),
             QJsonArray{QJsonObject{{QStringLiteral("tool"), QStringLiteral("list_tables")}}}},
            {QStringLiteral("content"), QStringLiteral("must not replace the text")}};
        const Conversation annotated = ConversationStore::annotateLast(c, fields);
        QCOMPARE(annotated.messages().size(), 2);
        QCOMPARE(annotated.messages().last().content, QStringLiteral("a"));
        QCOMPARE(annotated.messages().last().extra.value(QStringLiteral("cost")).toDouble(), 0.25);
        QVERIFY(annotated.messages().first().extra.isEmpty());
        QCOMPARE(annotated.generationCount(), c.generationCount());
        QCOMPARE(annotated.startedAt(), c.startedAt());

        QVERIFY(store.save(QStringLiteral("demo"), annotated));
        const Result<Conversation> back = store.load(QStringLiteral("demo"));
        QVERIFY(back);
        const QJsonObject extra = back->messages().last().extra;
        QCOMPARE(extra.value(QStringLiteral("trace"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("tool"))
                     .toString(),
                 QStringLiteral("list_tables"));
        QVERIFY(ConversationStore::annotateLast(Conversation(), fields).isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TestConversationStore)
#include "tst_conversationstore.moc"
