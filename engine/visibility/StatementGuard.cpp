#include "StatementGuard.h"

#include "BilingualError.h"
#include "SqlDialect.h"
#include "SqlTokenizer.h"
#include "VisibilityPolicy.h"

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
            QStringLiteral("table_not_visible"),
            QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                              "The statement reads a table that does not exist or is not visible "
                              "for this data source"));
    return bilingualError<Tr>(
        QStringLiteral("table_not_visible"),
        QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                          "Table \"%1\" does not exist or is not visible for this data source"),
        name);
}

// A refusal naming why the check failed: the model reads the cause in English too.
Error notChecked(const Error& cause)
{
    const char* text = QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                                         "Refused: this statement cannot be checked against the "
                                         "visibility rules of this data source (%1)");
    return Error{QStringLiteral("not_checked"), Tr::tr(text).arg(cause.message),
                 QString::fromUtf8(text).arg(cause.forModel())};
}

// A name as written in the text: unquoted names are folded the way the dialect folds them.
struct Name
{
    QString text;
    bool quoted = false;
};

QString unquote(const QString& token)
{
    if (token.size() < 2)
        return token;
    const QChar open = token.front();
    const QChar close = open == QLatin1Char('[') ? QLatin1Char(']') : open;
    QString inner = token.mid(1, token.size() - (token.back() == close ? 2 : 1));
    return inner.replace(QString(2, close), QString(close));
}

// A dotted name in the code of a text (`a`, `a.b`, `"A"."b c"`), and whether it stands where
// a table does: after FROM, JOIN, UPDATE, INTO, TABLE or a comma.
struct Chain
{
    QList<Name> parts;
    bool tablePosition = false;
};

QList<Chain> namesIn(const QString& text, SqlDialect dialect)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}_][\\p{L}\\p{N}_$]*|\\.|\\S"));
    static const QStringList before{QStringLiteral("FROM"),   QStringLiteral("JOIN"),
                                    QStringLiteral("UPDATE"), QStringLiteral("INTO"),
                                    QStringLiteral("TABLE"),  QStringLiteral(",")};
    QList<Chain> chains;
    Chain chain;
    QString previous; // the keyword or punctuation before the current chain
    bool wantName = true;
    auto end = [&] {
        if (!chain.parts.isEmpty()) {
            chains << chain;
            previous = chain.parts.size() == 1 && !chain.parts.front().quoted
                           ? chain.parts.front().text.toUpper()
                           : QString();
        }
        chain = Chain{};
        wantName = true;
    };
    auto add = [&](const Name& name) {
        if (!wantName)
            end();
        if (chain.parts.isEmpty())
            chain.tablePosition = before.contains(previous);
        chain.parts << name;
        wantName = false;
    };
    for (const SqlToken& token : SqlTokenizer::tokenize(text, dialect)) {
        if (token.is(SqlToken::QuotedIdentifier)) {
            add(Name{unquote(token.text), true});
        } else if (token.is(SqlToken::Code)) {
            auto it = word.globalMatch(token.text);
            qsizetype last = 0;
            while (it.hasNext()) {
                const auto m = it.next();
                const QString piece = m.captured();
                const bool spaced = m.capturedStart() > last; // white space before the piece
                last = m.capturedEnd();
                if (spaced && !wantName)
                    end();
                if (piece == QLatin1String(".")) {
                    wantName = !chain.parts.isEmpty();
                } else if (piece.front().isLetter() || piece.front() == QLatin1Char('_')) {
                    add(Name{piece, false});
                } else {
                    end();
                    previous = piece;
                }
            }
            if (last < token.text.size() && !wantName)
                end();
        } else if (!token.is(SqlToken::Comment)) {
            end();
            previous.clear();
        }
    }
    end();
    return chains;
}

bool transactionControl(const QString& statement)
{
    static const QRegularExpression control(
        QStringLiteral(
            "^\\s*(BEGIN|START\\s+TRANSACTION|COMMIT|ROLLBACK|END|ABORT|SAVEPOINT|RELEASE)"
            "\\b[\\w\\s]*;?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return control.match(statement).hasMatch();
}

// `?` value markers become NULL for the analysis, which gets no values.
QString withoutMarkers(const QString& statement, SqlDialect dialect)
{
    QString out;
    for (const SqlToken& token : SqlTokenizer::tokenize(statement, dialect))
        out += token.is(SqlToken::Code)
                   ? QString(token.text).replace(QLatin1Char('?'), QLatin1String(" NULL "))
                   : token.text;
    return out;
}
} // namespace

Result<StatementReferences> StatementGuard::check(const DatabaseAdapter& adapter, Session& session,
                                                  const VisibilityPolicy& policy,
                                                  const QString& statement,
                                                  bool hasPositionalParameters)
{
    if (!policy.restrictsAnything() || transactionControl(statement))
        return StatementReferences{};
    const SqlDialect dialect = SqlDialect::fromLanguage(adapter.queryLanguage());
    const QString text = hasPositionalParameters ? withoutMarkers(statement, dialect) : statement;
    auto refs = adapter.referencedRelations(session, text);
    if (!refs) {
        const Error& e = refs.error();
        if (e.code == QLatin1String("table_not_found"))
            return notVisible(e.message); // the same answer as for a hidden table
        if (e.code == QLatin1String("invalid_statement"))
            return e;
        if (!e.message.isEmpty())
            return notChecked(e);
        return bilingualError<Tr>(
            QStringLiteral("not_checked"),
            QT_TRANSLATE_NOOP("nelumbo::StatementGuard",
                              "Refused: this statement cannot be checked against the visibility "
                              "rules of this data source"));
    }
    for (const auto& [schema, table] : std::as_const(refs->relations)) {
        if (policy.relationVisible(schema, table))
            continue;
        // Named only when the text names it: a view's hidden table stays unnamed.
        bool written = false;
        for (const Chain& chain : namesIn(text, dialect))
            for (const Name& n : chain.parts)
                written = written || n.text.compare(table, Qt::CaseInsensitive) == 0;
        return notVisible(written ? table : QString());
    }
    for (const ColumnReference& c : std::as_const(refs->columns)) {
        if (c.column.isEmpty())
            continue;
        if (policy.columnPolicy(c.schema, c.table, c.column).action == ColumnPolicy::Action::Error)
            return bilingualError<Tr>(
                QStringLiteral("column_not_visible"),
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
            return Error{QStringLiteral("not_checked"), schemas.error().message};
        m_tables = tables.value();
        m_schemas = schemas.value();
        m_tablesRead = true;
        m_tablesAge.start();
    }
    const SqlDialect dialect = SqlDialect::fromLanguage(adapter.queryLanguage());
    // PostgreSQL folds unquoted names to lower case and compares exactly; the others are
    // compared ignoring case, which can only refuse more.
    const bool folds = dialect == SqlDialect::Postgres;
    const BuiltinHidden builtin = BuiltinHidden::forAdapter(adapter);
    auto same = [folds](const Name& written, const QString& stored) {
        if (!folds)
            return written.text.compare(stored, Qt::CaseInsensitive) == 0;
        return (written.quoted ? written.text : written.text.toLower()) == stored;
    };
    QSet<QString> viewsChecked;
    for (const Chain& c : namesIn(statement, dialect)) {
        const QList<Name>& chain = c.parts;
        if (chain.size() >= 2) {
            // schema.table: a hidden schema, or a hidden table in a named schema
            const Name& schema = chain.at(0);
            const QString written = folds && !schema.quoted ? schema.text.toLower() : schema.text;
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
            const Name& name = chain.at(i);
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
            auto inner =
                adapter.referencedRelations(session, QStringLiteral("SELECT * FROM ") +
                                                         adapter.qualifiedName(t.schema, t.name));
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
