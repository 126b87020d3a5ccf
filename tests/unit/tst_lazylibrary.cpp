// LazyLibrary: a library opened on first use, a clear error when it is missing, and the
// functions NELUMBO_LAZY_FUNCTION defines reaching the real ones (zlib's, here).
#include "core/ErrorCodes.h"
#include "core/LazyLibrary.h"
#include "core/PluginFile.h"

#include <QTest>
#include <zlib.h>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

LazyLibrary& zlib()
{
    static LazyLibrary library("libz.so.1", "The test");
    return library;
}

} // namespace

// Two of zlib's functions, defined as the adapters define their client libraries' functions.
NELUMBO_LAZY_FUNCTION(zlib, zlibVersion, 0)
NELUMBO_LAZY_FUNCTION(zlib, compressBound, 1)

class TestLazyLibrary : public QObject
{
    Q_OBJECT

private slots:
    void missingLibraryIsAClearError()
    {
        LazyLibrary library("libnelumbo-no-such-library.so.9", "The frobnicator");
        QVERIFY(!library.isLoaded());
        const Result<void> first = library.load();
        QVERIFY(!first);
        QCOMPARE(first.error().code, QString(ErrorCode::DriverMissing));
        QVERIFY2(first.error().message.contains(u"The frobnicator needs the library "
                                                "libnelumbo-no-such-library.so.9"_s),
                 qPrintable(first.error().message));
        // Asked again, the same answer, without trying again.
        const Result<void> second = library.load();
        QVERIFY(!second);
        QCOMPARE(second.error().message, first.error().message);
        QCOMPARE(library.find("anything"), nullptr);
    }

    void presentLibraryLoadsOnce()
    {
        QVERIFY(zlib().load());
        QVERIFY(zlib().isLoaded());
        QVERIFY(zlib().load());
        QVERIFY(zlib().find("crc32") != nullptr);
        QCOMPARE(zlib().find("nelumbo_no_such_function"), nullptr);
    }

    // The functions defined by NELUMBO_LAZY_FUNCTION reach the library's own.
    void definedFunctionsCallTheLibrary()
    {
        QCOMPARE(QByteArray(zlibVersion()), QByteArray(ZLIB_VERSION));
        const auto real = reinterpret_cast<uLong (*)(uLong)>(zlib().find("compressBound"));
        QVERIFY(real);
        QCOMPARE(compressBound(1000), real(1000));
        QVERIFY(compressBound(1000) > 1000);
    }

    // The plugin directories: the environment first, then beside the program, then the build.
    void pluginDirectories()
    {
        qputenv("NELUMBO_PLUGIN_DIR", "/nonexistent/plugins");
        const QStringList dirs = PluginFile::directories();
        qunsetenv("NELUMBO_PLUGIN_DIR");
        QVERIFY(dirs.size() >= 3);
        QCOMPARE(dirs.first(), u"/nonexistent/plugins"_s);
        QVERIFY2(dirs.at(1).endsWith(u"/nelumbo"_s), qPrintable(dirs.at(1)));
        QVERIFY2(dirs.last().endsWith(u"/plugins"_s), qPrintable(dirs.last()));
    }
};

QTEST_GUILESS_MAIN(TestLazyLibrary)
#include "tst_lazylibrary.moc"
