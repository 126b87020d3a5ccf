#include "visibility/StatementGuard.h"

#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "visibility/VisibilityPolicy.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::StatementGuard)
};

// How long a catalogue read for checkNames() is reused.
constexpr qint64 kCatalogLifetimeMs = 10000;

Error notVisible(const QString& name)
{
    if (name.isEmpty())
        return bilingualError<Tr>(
            ErrorCode::TableNotVisible,
            QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                              "The statement reads a table that does not exist or is not visible "
                              "for this data source"));
    return bilingualError<Tr>(
        ErrorCode::TableNotVisible,
        QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                          "Table \"%1\" does not exist or is not visible for this data source"),
        name);
}

Error notCheckable()
{
    return bilingualError<Tr>(
        ErrorCode::NotChecked,
        QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                          "Refused: this statement cannot be checked against the visibility "
                          "rules of this data source"));
}

// A refusal naming why the check failed: the model reads the cause in English too.
Error notChecked(const Error& cause)
{
    const char* text = QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                                         "Refused: this statement cannot be checked against the "
                                         "visibility rules of this data source (%1)");
    return Error{ErrorCode::NotChecked, Tr::tr(text).arg(cause.message),
                 QString::fromUtf8(text).arg(cause.forModel())};
}

} // namespace

Result<StatementReferences> StatementGuard::check(const DatabaseAdapter& adapter, Session& session,
                                                  const VisibilityPolicy& policy,
                                                  const QString& statement,
                                                  bool hasPositionalParameters)
{
    const QueryLanguage& language = adapter.language();
    if (!policy.restrictsAnything() || language.isTransactionControl(statement))
        return StatementReferences{};
    const QString text =
        hasPositionalParameters ? language.withNullParameters(statement) : statement;
    auto refs = adapter.referencedRelations(session, text);
    if (!refs) {
        const Error& e = refs.error();
        if (e.code == ErrorCode::TableNotFound)
            return notVisible(e.message); // the same answer as for a hidden table
        if (e.code == ErrorCode::InvalidStatement)
            return e;
        if (!e.message.isEmpty())
            return notChecked(e);
        return notCheckable();
    }
    for (const auto& [schema, table] : std::as_const(refs->relations)) {
        if (policy.relationVisible(schema, table))
            continue;
        // Named only when the text names it: a view's hidden table stays unnamed.
        bool written = false;
        for (const NameChain& chain : language.referencedNames(text))
            for (const WrittenName& n : chain.parts)
                written = written || n.text.compare(table, Qt::CaseInsensitive) == 0;
        return notVisible(written ? table : QString());
    }
    for (const ColumnReference& c : std::as_const(refs->columns)) {
        if (c.column.isEmpty())
            continue;
        if (policy.columnPolicy(c.schema, c.table, c.column).action == ColumnPolicy::Action::Error)
            return bilingualError<Tr>(
                ErrorCode::ColumnNotVisible,
                QT_TRANSLATE_NOOP(
                    "nelumbo::StatementGuard",
                    "Column \"%1\" does not exist or is not visible for this data source"),
                c.column);
    }
    if (!refs->complete)
        if (auto r = checkNames(adapter, session, policy, text); !r)
            return r.error();
    return refs;
}

// The plan can drop a table it proves unread (WHERE false); the text still names it.
Result<void> StatementGuard::checkNames(const DatabaseAdapter& adapter, Session& session,
                                        const VisibilityPolicy& policy, const QString& statement)
{
    if (!m_tablesRead || m_tablesAge.elapsed() > kCatalogLifetimeMs) {
        auto tables = adapter.listTables(session);
        if (!tables)
            return notChecked(tables.error());
        auto schemas = adapter.listSchemas(session);
        if (!schemas)
            return Error{ErrorCode::NotChecked, schemas.error().message};
        m_tables = tables.value();
        m_schemas = schemas.value();
        m_tablesRead = true;
        m_tablesAge.start();
    }
    // The language says how written names fold and compare with stored ones.
    const QueryLanguage& language = adapter.language();
    const BuiltinHidden builtin = BuiltinHidden::forAdapter(adapter);
    auto same = [&language](const WrittenName& written, const QString& stored) {
        return language.sameName(written, stored);
    };
    QSet<QString> viewsChecked;
    for (const NameChain& c : language.referencedNames(statement)) {
        const QList<WrittenName>& chain = c.parts;
        if (chain.size() >= 2) {
            // schema.table: a hidden schema, or a hidden table in a named schema
            const WrittenName& schema = chain.at(0);
            const QString written = language.foldName(schema);
            QString stored;
            for (const QString& s : std::as_const(m_schemas))
                if (same(schema, s))
                    stored = s;
            const bool builtinSchema =
                std::any_of(builtin.schemas.begin(), builtin.schemas.end(),
                            [&](const NamePattern& p) { return p.matches(written); });
            if ((!stored.isEmpty() && !policy.schemaVisible(stored)) || builtinSchema)
                return notVisible(chain.at(1).text);
            for (const TableInfo& t : std::as_const(m_tables))
                if (same(schema, t.schema) && same(chain.at(1), t.name) &&
                    !policy.relationVisible(t.schema, t.name))
                    return notVisible(chain.at(1).text);
        }
        // Qualifiers (table.column), and the name itself where a table stands.
        for (qsizetype i = 0; i < chain.size(); ++i) {
            if (i == chain.size() - 1 && !c.tablePosition)
                continue;
            const WrittenName& name = chain.at(i);
            // A name only hidden tables carry; when a visible one has it too, the plan decided.
            bool hiddenOne = false, visibleOne = false;
            for (const TableInfo& t : std::as_const(m_tables)) {
                if (!same(name, t.name))
                    continue;
                (policy.relationVisible(t.schema, t.name) ? visibleOne : hiddenOne) = true;
            }
            if (hiddenOne && !visibleOne)
                return notVisible(name.text);
        }
        // A visible view the plan dropped (WHERE false, or a value analysed as NULL) still
        // returns its hidden table's rows when it runs: analyse the view on its own.
        if (!c.tablePosition)
            continue;
        for (const TableInfo& t : std::as_const(m_tables)) {
            if (t.kind != TableInfo::Kind::View || !same(chain.last(), t.name) ||
                (chain.size() >= 2 && !same(chain.at(chain.size() - 2), t.schema)))
                continue;
            const QString key = t.schema + QLatin1Char('.') + t.name;
            if (viewsChecked.contains(key))
                continue;
            viewsChecked.insert(key);
            // The language writes the statement that reads the whole view.
            const QString probe = language.relationProbe(adapter.qualifiedName(t.schema, t.name));
            if (probe.isEmpty())
                return notCheckable();
            auto inner = adapter.referencedRelations(session, probe);
            if (!inner)
                return notChecked(inner.error());
            for (const auto& [schema, table] : std::as_const(inner->relations))
                if (!policy.relationVisible(schema, table))
                    return notVisible(QString());
        }
    }
    return {};
}

} // namespace nelumbo
