// The engine's folders are its concepts: every file lives in one, every include of an engine
// header names its folder, and no two folders depend on each other in a circle.
#include "CoreTestMain.h"
#include "TestData.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <functional>

namespace {

const QString kSource = nelumbo::testing::sourceDir();

struct Include
{
    QString file; // relative to the source tree
    QString target;
};

QStringList sourceFiles(const QString& top)
{
    QStringList out;
    QDirIterator it(kSource + u'/' + top, {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(kSource).relativeFilePath(it.next());
    out.sort();
    return out;
}

QList<Include> quotedIncludes(const QString& relativePath)
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                            QRegularExpression::MultilineOption);
    QFile file(kSource + u'/' + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QList<Include> out;
    for (auto it = include.globalMatch(text); it.hasNext();)
        out.append({relativePath, it.next().captured(1)});
    return out;
}

// "engine/connection/Connection.h" → "connection"
QString areaOf(const QString& enginePath)
{
    return enginePath.section(u'/', 1, 1);
}

// "path: #include <…>" for each source file under `tops` whose includes match `pattern`; a
// file that cannot be read is listed too.
QStringList includesMatching(const QStringList& tops, const QRegularExpression& pattern)
{
    QStringList found;
    for (const QString& top : tops) {
        for (const QString& path : sourceFiles(top)) {
            QFile file(kSource + u'/' + path);
            if (!file.open(QIODevice::ReadOnly)) {
                found << path + QStringLiteral(": cannot be read");
                continue;
            }
            const auto match = pattern.match(QString::fromUtf8(file.readAll()));
            if (match.hasMatch())
                found << path + QStringLiteral(": ") + match.captured(0).trimmed();
        }
    }
    return found;
}

} // namespace

class TestEngineLayout : public QObject
{
    Q_OBJECT

private:
    // Engine header file name → its path under engine/ ("connection/Connection.h").
    QHash<QString, QString> m_headers;

private slots:
    void initTestCase()
    {
        for (const QString& path : sourceFiles(QStringLiteral("engine")))
            if (path.endsWith(QLatin1String(".h")))
                m_headers.insert(path.section(u'/', -1), path.mid(qsizetype(qstrlen("engine/"))));
        QVERIFY2(m_headers.size() > 50, qPrintable(kSource));
    }

    void everyFileIsInAConceptFolder()
    {
        QStringList atRoot;
        for (const QString& path : sourceFiles(QStringLiteral("engine")))
            if (path.count(u'/') != 2)
                atRoot << path;
        QVERIFY2(atRoot.isEmpty(), qPrintable(atRoot.join(QStringLiteral(", "))));
    }

    void headerNamesAreUnique()
    {
        QHash<QString, QString> seen;
        QStringList twice;
        for (const QString& path : sourceFiles(QStringLiteral("engine"))) {
            const QString name = path.section(u'/', -1);
            if (name.endsWith(QLatin1String(".h")) && seen.contains(name))
                twice << path + QStringLiteral(" and ") + seen.value(name);
            seen.insert(name, path);
        }
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(QStringLiteral(", "))));
    }

    // #include "connection/Connection.h", never "Connection.h", in every part of the tree.
    void includesNameTheirFolder()
    {
        QStringList bare;
        for (const QString& top :
             {QStringLiteral("engine"), QStringLiteral("ui"), QStringLiteral("app"),
              QStringLiteral("adapters"), QStringLiteral("tests")}) {
            for (const QString& path : sourceFiles(top)) {
                // A header next to the including file (its own class, a test helper) is not
                // the engine's even when it shares a name.
                const QString dir = path.section(u'/', 0, -2);
                for (const Include& inc : quotedIncludes(path)) {
                    const QString name = inc.target.section(u'/', -1);
                    if (!m_headers.contains(name) ||
                        QFile::exists(kSource + u'/' + dir + u'/' + inc.target))
                        continue;
                    if (inc.target != m_headers.value(name))
                        bare << path + QStringLiteral(": \"") + inc.target +
                                    QStringLiteral("\" (write \"") + m_headers.value(name) +
                                    QStringLiteral("\")");
                }
            }
        }
        QVERIFY2(bare.isEmpty(), qPrintable(bare.join(u'\n')));
    }

    void noIncludeCycleBetweenFolders()
    {
        QHash<QString, QSet<QString>> edges;
        QHash<QString, QString> example; // "a>b" → one include that makes the edge
        for (const QString& path : sourceFiles(QStringLiteral("engine"))) {
            const QString from = areaOf(path);
            for (const Include& inc : quotedIncludes(path)) {
                const QString name = inc.target.section(u'/', -1);
                if (!m_headers.contains(name))
                    continue;
                const QString to = m_headers.value(name).section(u'/', 0, 0);
                if (to == from)
                    continue;
                edges[from].insert(to);
                example.insert(from + u'>' + to, path + QStringLiteral(" includes ") + inc.target);
            }
        }
        QVERIFY(!edges.isEmpty());

        // Depth-first search; a grey node met again closes a cycle.
        QHash<QString, int> colour; // 0 white, 1 grey, 2 black
        QStringList stack;
        QString cycle;
        std::function<void(const QString&)> visit = [&](const QString& area) {
            colour[area] = 1;
            stack << area;
            for (const QString& next : edges.value(area)) {
                if (!cycle.isEmpty())
                    return;
                if (colour.value(next) == 1) {
                    const QStringList loop = stack.mid(stack.indexOf(next)) << next;
                    for (qsizetype i = 0; i + 1 < loop.size(); ++i)
                        cycle += example.value(loop.at(i) + u'>' + loop.at(i + 1)) + u'\n';
                    return;
                }
                if (colour.value(next) == 0)
                    visit(next);
            }
            stack.removeLast();
            colour[area] = 2;
        };
        for (auto it = edges.cbegin(); it != edges.cend() && cycle.isEmpty(); ++it)
            if (colour.value(it.key()) == 0)
                visit(it.key());
        QVERIFY2(cycle.isEmpty(), qPrintable(QStringLiteral("include cycle:\n") + cycle));
    }

    void engineIncludesNoWidgetHeader()
    {
        static const QRegularExpression widget(
            QStringLiteral(
                "^\\s*#\\s*include\\s+<(QtWidgets/|QtGui/|Qsci/"
                "|QWidget|QMainWindow|QDialog|QApplication|QAbstractItemView|QPainter)[^>]*>"),
            QRegularExpression::MultilineOption);
        const QStringList found = includesMatching({QStringLiteral("engine")}, widget);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // QtNetwork is the nelumbo-network plugin's alone (plugins/network): a run that opens no
    // socket does not load it. The engine and the adapters reach it through network/Network.h.
    void onlyTheNetworkPluginIncludesQtNetwork()
    {
        static const QRegularExpression network(
            QStringLiteral("^\\s*#\\s*include\\s+<(QtNetwork/|QNetwork|QAbstractSocket|QTcp|QUdp|"
                           "QSsl|QLocalSocket|QLocalServer|QHostAddress|QHostInfo|QDns)[^>]*>"),
            QRegularExpression::MultilineOption);
        const QStringList found = includesMatching(
            {QStringLiteral("engine"), QStringLiteral("adapters"), QStringLiteral("app/cli")},
            network);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QVERIFY(QFile::exists(kSource + QStringLiteral("/plugins/network/QtNetworkModule.cpp")));
    }
};

NELUMBO_CORE_TEST_MAIN(TestEngineLayout)
#include "tst_enginelayout.moc"
