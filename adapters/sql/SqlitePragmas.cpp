#include "SqlitePragmas.h"

#include "core/BilingualError.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QSet>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ReadOnlyClassifier)
};

using Verdict = ReadOnlyClassifier::Verdict;

// Pragmas whose argument is the thing to describe, not a new value.
const QSet<QString>& describingPragmas()
{
    static const QSet<QString> names{
        QStringLiteral("table_info"),       QStringLiteral("table_xinfo"),
        QStringLiteral("table_list"),       QStringLiteral("index_list"),
        QStringLiteral("index_info"),       QStringLiteral("index_xinfo"),
        QStringLiteral("foreign_key_list"), QStringLiteral("foreign_key_check"),
        QStringLiteral("integrity_check"),  QStringLiteral("quick_check"),
    };
    return names;
}

// Pragmas that only report something when given no argument.
const QSet<QString>& readablePragmas()
{
    static const QSet<QString> names{
        QStringLiteral("analysis_limit"),
        QStringLiteral("application_id"),
        QStringLiteral("auto_vacuum"),
        QStringLiteral("automatic_index"),
        QStringLiteral("busy_timeout"),
        QStringLiteral("cache_size"),
        QStringLiteral("cache_spill"),
        QStringLiteral("cell_size_check"),
        QStringLiteral("checkpoint_fullfsync"),
        QStringLiteral("collation_list"),
        QStringLiteral("compile_options"),
        QStringLiteral("data_version"),
        QStringLiteral("database_list"),
        QStringLiteral("defer_foreign_keys"),
        QStringLiteral("encoding"),
        QStringLiteral("foreign_keys"),
        QStringLiteral("freelist_count"),
        QStringLiteral("fullfsync"),
        QStringLiteral("function_list"),
        QStringLiteral("hard_heap_limit"),
        QStringLiteral("ignore_check_constraints"),
        QStringLiteral("journal_mode"),
        QStringLiteral("journal_size_limit"),
        QStringLiteral("legacy_alter_table"),
        QStringLiteral("locking_mode"),
        QStringLiteral("max_page_count"),
        QStringLiteral("mmap_size"),
        QStringLiteral("module_list"),
        QStringLiteral("page_count"),
        QStringLiteral("page_size"),
        QStringLiteral("pragma_list"),
        QStringLiteral("query_only"),
        QStringLiteral("read_uncommitted"),
        QStringLiteral("recursive_triggers"),
        QStringLiteral("reverse_unordered_selects"),
        QStringLiteral("schema_version"),
        QStringLiteral("secure_delete"),
        QStringLiteral("soft_heap_limit"),
        QStringLiteral("synchronous"),
        QStringLiteral("temp_store"),
        QStringLiteral("threads"),
        QStringLiteral("trusted_schema"),
        QStringLiteral("user_version"),
        QStringLiteral("wal_autocheckpoint"),
    };
    return names;
}

bool isNameWord(const SqlWord& w)
{
    return w.kind == SqlWord::Keyword || w.kind == SqlWord::Name;
}

} // namespace

Verdict SqlitePragmas::classify(const QList<SqlWord>& words, qsizetype at)
{
    // PRAGMA [schema.]name [= value | (argument)]
    if (at + 2 < words.size() && isNameWord(words[at]) && words[at + 1].isSymbol(u"."))
        at += 2;
    if (at >= words.size() || !isNameWord(words[at]))
        return Verdict::refuse(
            bilingualError<Tr>(ErrorCode::UnknownStatement,
                               QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                 "Refused: PRAGMA needs the name of a pragma")));
    const QString name = words[at].text.toLower();
    const QString shown = QStringLiteral("PRAGMA ") + name;
    const qsizetype after = at + 1;

    if (name == QLatin1String("writable_schema"))
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::PragmaWrite,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: %1 lets the schema be edited directly (read-only mode)"),
            shown));
    if (after < words.size()) {
        const SqlWord& next = words[after];
        if (next.isSymbol(u"="))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::PragmaWrite,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: %1 = … changes a setting (read-only mode)"),
                shown));
        if (next.isSymbol(u"(") && !describingPragmas().contains(name))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::PragmaWrite,
                QT_TRANSLATE_NOOP(
                    "nelumbo::ReadOnlyClassifier",
                    "Refused: %1(…) changes a setting or acts on the database (read-only mode)"),
                shown));
        if (!next.isSymbol(u"("))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::UnknownStatement,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: %1 is followed by something unexpected"),
                shown));
    }
    if (describingPragmas().contains(name) || readablePragmas().contains(name))
        return Verdict::allow();
    return Verdict::refuse(bilingualError<Tr>(
        ErrorCode::PragmaWrite,
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 is not a pragma known to only read (read-only mode)"),
        shown));
}

} // namespace nelumbo
