#pragma once

// The SQL rules of the built-in adapters, reached as the program reaches them: the registered
// adapter's language (DatabaseAdapter::language()). A name is an adapter's query language
// ("sql:postgres", any case), one of its URL schemes or aliases, with or without "sql:"
// ("postgresql", "mariadb"), or its Qt driver ("QPSQL"); anything else is standard SQL, the
// language of text that belongs to no source.
#include "BuiltinAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "sql/QtSqlAdapter.h"
#include "sql/SqlLanguage.h"

namespace sqltest {

inline const nelumbo::SqlLanguage& sqlLanguage(QStringView name)
{
    using namespace nelumbo;
    static const bool registered = [] {
        registerBuiltinAdapters();
        return true;
    }();
    Q_UNUSED(registered)
    const QString wanted = name.trimmed().toString().toLower();
    const QString bare = wanted.startsWith(QLatin1String("sql:")) ? wanted.mid(4) : wanted;
    const DatabaseAdapter* found = nullptr;
    for (const QString& id : AdapterRegistry::ids()) {
        const DatabaseAdapter* a = AdapterRegistry::byId(id);
        const auto* qt = dynamic_cast<const QtSqlAdapter*>(a);
        if (a->queryLanguage() == wanted || (qt && qt->qtDriver().toLower() == wanted))
            found = a;
    }
    if (!found && !bare.isEmpty())
        found = AdapterRegistry::forScheme(bare);
    const auto* language =
        dynamic_cast<const SqlLanguage*>(found ? &found->language() : &QueryLanguage::standard());
    Q_ASSERT(language);
    return *language;
}

inline const nelumbo::SqlDialect& dialect(QStringView name)
{
    return sqlLanguage(name).dialect();
}

} // namespace sqltest
