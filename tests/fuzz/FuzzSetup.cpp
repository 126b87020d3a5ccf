#include "FuzzSetup.h"

#include "BuiltinAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/QueryLanguage.h"

#include <QStandardPaths>
#include <QTemporaryDir>

namespace nelumbo::fuzz {

void setUp()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    // Stores that fall back to standard locations must not touch the user's own files.
    QStandardPaths::setTestModeEnabled(true);
    static QTemporaryDir home;
    qputenv("NELUMBO_CONFIG", (home.path() + QStringLiteral("/nelumbo.conf")).toUtf8());
    registerBuiltinAdapters();
}

} // namespace nelumbo::fuzz

namespace nelumbo::fuzz {

const QueryLanguage& language(unsigned selector)
{
    static const char* const ids[] = {"sqlite", "postgres", "mysql", "redis"};
    const unsigned i = selector % kLanguageCount;
    if (i == kLanguageCount - 1)
        return QueryLanguage::standard();
    return AdapterRegistry::byId(QString::fromLatin1(ids[i]))->language();
}

} // namespace nelumbo::fuzz
