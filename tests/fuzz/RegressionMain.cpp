// Runs every fuzz target, built with the normal compiler and without libFuzzer, on its seed
// corpus (tests/fuzz/corpus/<target>) and on the inputs that once failed
// (tests/fuzz/regressions/<target>). An invariant that breaks aborts the run.
#include "FuzzSetup.h"
#include "FuzzTarget.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    nelumbo::fuzz::setUp();
    const QDir root(QStringLiteral(NELUMBO_FUZZ_DIR));
    int failures = 0;
    for (const auto& [name, function] : nelumbo::fuzz::registeredTargets()) {
        int inputs = 0;
        for (const char* folder : {"corpus", "regressions"}) {
            const QDir dir(
                root.filePath(QString::fromLatin1(folder) + u'/' + QString::fromLatin1(name)));
            for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
                QFile in(dir.filePath(file));
                if (!in.open(QIODevice::ReadOnly)) {
                    std::fprintf(stderr, "FAIL %s: cannot read %s\n", name, qPrintable(file));
                    ++failures;
                    continue;
                }
                const QByteArray bytes = in.readAll();
                std::fprintf(stdout, "%s %s/%s\n", name, folder, qPrintable(file));
                std::fflush(stdout);
                function(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
                ++inputs;
            }
        }
        std::fprintf(stdout, "PASS %s: %d inputs\n", name, inputs);
        if (inputs == 0) {
            std::fprintf(stderr, "FAIL %s: no seed inputs\n", name);
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}
