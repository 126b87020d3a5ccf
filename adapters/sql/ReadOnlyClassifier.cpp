#include "ReadOnlyClassifier.h"

#include "SqlTokenizer.h"
#include "SqlWords.h"
#include "SqlitePragmas.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ReadOnlyClassifier)
};

using Verdict = ReadOnlyClassifier::Verdict;
using Words = QList<SqlWord>;

// Why a statement that starts with a given keyword is refused.
struct Refusal
{
    const char* code;
    const char* reason; // %1 = the keyword(s) as written in upper case
};

const QHash<QString, Refusal>& statementRefusals()
{
    static const Refusal data{"data_change",
                              QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                "Refused: %1 changes data (read-only mode)")};
    static const Refusal schema{
        "schema_change",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 changes the database structure (read-only mode)")};
    static const Refusal truncate{
        "data_change",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 removes every row of a table (read-only mode)")};
    static const Refusal permission{
        "permission_change", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                               "Refused: %1 changes permissions (read-only mode)")};
    static const Refusal maintenance{
        "maintenance", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                         "Refused: %1 is maintenance that writes to the database "
                                         "(read-only mode)")};
    static const Refusal files{
        "file_access",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 moves data between tables and files (read-only mode)")};
    static const Refusal attach{
        "attach",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 changes which database files are open (read-only mode)")};
    static const Refusal procedural{
        "procedural", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                        "Refused: %1 runs procedural code that may change data "
                                        "(read-only mode)")};
    static const Refusal prepared{
        "procedural",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 works with prepared statements, which cannot be "
                          "checked (read-only mode)")};
    static const Refusal session{
        "session_state", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                           "Refused: %1 changes session state (read-only mode)")};
    static const Refusal transaction{
        "transaction_control",
        QT_TRANSLATE_NOOP(
            "nelumbo::ReadOnlyClassifier",
            "Refused: %1 controls transactions, which read-only mode manages itself")};
    static const Refusal locking{
        "locking", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                     "Refused: %1 takes or releases table locks (read-only mode)")};
    static const Refusal notification{
        "notification",
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: %1 uses server notifications (read-only mode)")};
    static const Refusal refresh{
        "data_change", QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                         "Refused: %1 rewrites stored data (read-only mode)")};
    static const Refusal foreign{"schema_change",
                                 QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                   "Refused: %1 creates tables (read-only mode)")};
    static const Refusal admin{"server_admin",
                               QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                 "Refused: %1 is a server administration command "
                                                 "(read-only mode)")};

    static const QHash<QString, Refusal> table{
        {QStringLiteral("INSERT"), data},
        {QStringLiteral("UPDATE"), data},
        {QStringLiteral("DELETE"), data},
        {QStringLiteral("MERGE"), data},
        {QStringLiteral("REPLACE"), data},
        {QStringLiteral("UPSERT"), data},
        {QStringLiteral("CREATE"), schema},
        {QStringLiteral("ALTER"), schema},
        {QStringLiteral("DROP"), schema},
        {QStringLiteral("RENAME"), schema},
        {QStringLiteral("COMMENT"), schema},
        {QStringLiteral("TRUNCATE"), truncate},
        {QStringLiteral("GRANT"), permission},
        {QStringLiteral("REVOKE"), permission},
        {QStringLiteral("REASSIGN"), permission},
        {QStringLiteral("SECURITY"), permission},
        {QStringLiteral("VACUUM"), maintenance},
        {QStringLiteral("ANALYZE"), maintenance},
        {QStringLiteral("ANALYSE"), maintenance},
        {QStringLiteral("REINDEX"), maintenance},
        {QStringLiteral("CLUSTER"), maintenance},
        {QStringLiteral("OPTIMIZE"), maintenance},
        {QStringLiteral("REPAIR"), maintenance},
        {QStringLiteral("CHECKPOINT"), maintenance},
        {QStringLiteral("COPY"), files},
        {QStringLiteral("LOAD"), files},
        {QStringLiteral("ATTACH"), attach},
        {QStringLiteral("DETACH"), attach},
        {QStringLiteral("CALL"), procedural},
        {QStringLiteral("DO"), procedural},
        {QStringLiteral("EXECUTE"), prepared},
        {QStringLiteral("EXEC"), prepared},
        {QStringLiteral("PREPARE"), prepared},
        {QStringLiteral("DEALLOCATE"), prepared},
        {QStringLiteral("SET"), session},
        {QStringLiteral("RESET"), session},
        {QStringLiteral("DISCARD"), session},
        {QStringLiteral("USE"), session},
        {QStringLiteral("BEGIN"), transaction},
        {QStringLiteral("START"), transaction},
        {QStringLiteral("COMMIT"), transaction},
        {QStringLiteral("END"), transaction},
        {QStringLiteral("ROLLBACK"), transaction},
        {QStringLiteral("ABORT"), transaction},
        {QStringLiteral("SAVEPOINT"), transaction},
        {QStringLiteral("RELEASE"), transaction},
        {QStringLiteral("XA"), transaction},
        {QStringLiteral("LOCK"), locking},
        {QStringLiteral("UNLOCK"), locking},
        {QStringLiteral("LISTEN"), notification},
        {QStringLiteral("NOTIFY"), notification},
        {QStringLiteral("UNLISTEN"), notification},
        {QStringLiteral("REFRESH"), refresh},
        {QStringLiteral("IMPORT"), foreign},
        {QStringLiteral("HANDLER"), admin},
        {QStringLiteral("FLUSH"), admin},
        {QStringLiteral("KILL"), admin},
        {QStringLiteral("SHUTDOWN"), admin},
        {QStringLiteral("RESTART"), admin},
        {QStringLiteral("INSTALL"), admin},
        {QStringLiteral("UNINSTALL"), admin},
        {QStringLiteral("PURGE"), admin},
        {QStringLiteral("BINLOG"), admin},
        {QStringLiteral("CHANGE"), admin},
        {QStringLiteral("STOP"), admin},
        {QStringLiteral("CACHE"), admin},
        {QStringLiteral("PRAGMA"), admin},
    };
    return table;
}

bool isSideEffectFunction(const SqlDialect& dialect, const QString& name)
{
    const QString lower = name.toLower();
    for (const QString& entry : dialect.sideEffectFunctions) {
        if (entry.endsWith(QLatin1Char('*')) ? lower.startsWith(QStringView(entry).chopped(1))
                                             : lower == entry)
            return true;
    }
    return false;
}

bool isExecutableComment(const SqlToken& t)
{
    return t.kind == SqlToken::Comment &&
           (t.text.startsWith(QLatin1String("/*!")) ||
            t.text.startsWith(QLatin1String("/*M!"), Qt::CaseInsensitive));
}

// The checks over one statement's words (trailing ';' already removed).
class StatementCheck
{
public:
    StatementCheck(const Words& words, const SqlDialect& dialect)
        : m_words(words)
        , m_dialect(dialect)
    {}

    Verdict classifyFrom(qsizetype at) const;

private:
    const SqlWord* word(qsizetype i) const
    {
        return i >= 0 && i < m_words.size() ? &m_words[i] : nullptr;
    }
    bool keywordAt(qsizetype i, QStringView upper) const
    {
        const SqlWord* w = word(i);
        return w && w->isKeyword(upper);
    }
    bool isStatementKeyword(const QString& upper) const;
    Verdict explain(qsizetype at) const;
    Verdict scanBody(qsizetype from, bool inWith) const;
    Verdict refuseStatement(qsizetype at) const;
    Verdict checkInto(qsizetype at) const;

    const Words& m_words;
    const SqlDialect& m_dialect;
};

bool StatementCheck::isStatementKeyword(const QString& upper) const
{
    static const QSet<QString> reads{QStringLiteral("SELECT"), QStringLiteral("WITH"),
                                     QStringLiteral("VALUES"), QStringLiteral("TABLE")};
    return reads.contains(upper) || statementRefusals().contains(upper);
}

Verdict StatementCheck::classifyFrom(qsizetype at) const
{
    qsizetype i = at;
    while (word(i) && word(i)->isSymbol(u"("))
        ++i;
    const SqlWord* first = word(i);
    if (!first)
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::Empty, QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                "Refused: there is no statement to run")));
    if (first->kind != SqlWord::Keyword)
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::UnknownStatement,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: the statement does not start with a keyword "
                              "(read-only mode runs SELECT and similar queries)")));

    const QString& kw = first->text;
    if (kw == QLatin1String("SELECT") || kw == QLatin1String("VALUES"))
        return scanBody(i + 1, false);
    if (kw == QLatin1String("WITH"))
        return scanBody(i + 1, true);
    if (kw == QLatin1String("TABLE") && m_dialect.tableStatement)
        return scanBody(i + 1, false);
    if (kw == QLatin1String("EXPLAIN") ||
        (m_dialect.describeStatement &&
         (kw == QLatin1String("DESCRIBE") || kw == QLatin1String("DESC"))))
        return explain(i + 1);
    if (kw == QLatin1String("SHOW") && m_dialect.showStatement)
        return Verdict::allow(); // SHOW only reports (SHOW CREATE TABLE included)
    if (kw == QLatin1String("PRAGMA") && m_dialect.pragmaStatement)
        return SqlitePragmas::classify(m_words, i + 1);
    return refuseStatement(i);
}

// EXPLAIN [ANALYZE] [VERBOSE] [(options)] [FORMAT=x] [QUERY PLAN] statement — the statement
// decides. Where the dialect describes tables, EXPLAIN/DESCRIBE of a table name, or FOR
// CONNECTION, only reports.
Verdict StatementCheck::explain(qsizetype at) const
{
    static const QSet<QString> options{
        QStringLiteral("ANALYZE"),  QStringLiteral("ANALYSE"),    QStringLiteral("VERBOSE"),
        QStringLiteral("EXTENDED"), QStringLiteral("PARTITIONS"), QStringLiteral("QUERY"),
        QStringLiteral("PLAN"),
    };
    qsizetype i = at;
    while (const SqlWord* w = word(i)) {
        // An option list, unless the parenthesis opens a query: EXPLAIN (SELECT …).
        const SqlWord* inner = word(i + 1);
        const bool opensQuery = inner && (inner->isSymbol(u"(") || inner->isKeyword(u"SELECT") ||
                                          inner->isKeyword(u"WITH") || inner->isKeyword(u"VALUES"));
        if (i == at && w->isSymbol(u"(") && inner && !opensQuery) {
            int depth = 0;
            do {
                if (word(i)->isSymbol(u"("))
                    ++depth;
                else if (word(i)->isSymbol(u")"))
                    --depth;
                ++i;
            } while (word(i) && depth > 0);
            continue;
        }
        if (w->kind == SqlWord::Keyword && options.contains(w->text)) {
            ++i;
            continue;
        }
        if (w->isKeyword(u"FORMAT")) {
            i += word(i + 1) && word(i + 1)->isSymbol(u"=") ? 3 : 2;
            continue;
        }
        break;
    }
    const SqlWord* next = word(i);
    if (!next)
        return Verdict::refuse(
            bilingualError<Tr>(ErrorCode::UnknownStatement,
                               QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                 "Refused: EXPLAIN needs a statement to explain")));
    if (next->kind == SqlWord::Keyword && isStatementKeyword(next->text))
        return classifyFrom(i);
    if (next->isSymbol(u"("))
        return classifyFrom(i);
    if (m_dialect.describeStatement &&
        (next->kind == SqlWord::Keyword || next->kind == SqlWord::Name))
        return Verdict::allow(); // describes a table, or EXPLAIN FOR CONNECTION n
    return Verdict::refuse(
        bilingualError<Tr>(ErrorCode::UnknownStatement,
                           QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                             "Refused: EXPLAIN of %1 is not a read-only statement"),
                           next->text));
}

Verdict StatementCheck::refuseStatement(qsizetype at) const
{
    const QString& kw = m_words[at].text;
    QString shown = kw;
    auto followedBy = [&](std::initializer_list<const char16_t*> words) {
        qsizetype i = at + 1;
        for (const char16_t* w : words) {
            if (!keywordAt(i++, w))
                return false;
        }
        return true;
    };
    if (kw == QLatin1String("COMMENT") && followedBy({u"ON"}))
        shown = QStringLiteral("COMMENT ON");
    else if (kw == QLatin1String("START") && followedBy({u"TRANSACTION"}))
        shown = QStringLiteral("START TRANSACTION");
    else if (kw == QLatin1String("REFRESH") && followedBy({u"MATERIALIZED", u"VIEW"}))
        shown = QStringLiteral("REFRESH MATERIALIZED VIEW");
    else if (kw == QLatin1String("IMPORT") && followedBy({u"FOREIGN", u"SCHEMA"}))
        shown = QStringLiteral("IMPORT FOREIGN SCHEMA");
    else if (kw == QLatin1String("LOAD") && (followedBy({u"DATA"}) || followedBy({u"XML"})))
        shown = QStringLiteral("LOAD ") + m_words[at + 1].text;
    else if (kw == QLatin1String("SET") && word(at + 1) && word(at + 1)->kind == SqlWord::Keyword)
        shown = QStringLiteral("SET ") + m_words[at + 1].text; // SET ROLE, SET TRANSACTION, …
    else if (kw == QLatin1String("PRAGMA"))
        return Verdict::refuse(
            bilingualError<Tr>(ErrorCode::UnknownStatement,
                               QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                 "Refused: PRAGMA is an SQLite statement")));

    const auto found = statementRefusals().constFind(kw);
    if (found == statementRefusals().cend())
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::UnknownStatement,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: %1 is not a statement read-only mode can run"),
            kw));
    if (kw == QLatin1String("LOAD") && shown == kw) // LOAD 'library'
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::ServerAdmin,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: %1 loads a server library (read-only mode)"),
            kw));
    return Verdict::refuse(
        bilingualError<Tr>(QString::fromLatin1(found->code), found->reason, shown));
}

// INTO inside a query writes somewhere: a new table, a file or variables.
Verdict StatementCheck::checkInto(qsizetype at) const
{
    const SqlWord* next = word(at + 1);
    if (next && (next->isKeyword(u"OUTFILE") || next->isKeyword(u"DUMPFILE")))
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::FileAccess,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: INTO %1 writes a file on the server (read-only mode)"),
            next->text));
    if (m_dialect.intoAssignsVariables || (next && next->isSymbol(u"@")))
        return Verdict::refuse(bilingualError<Tr>(
            ErrorCode::SessionState,
            QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                              "Refused: SELECT … INTO stores the result in variables "
                              "(read-only mode)")));
    return Verdict::refuse(bilingualError<Tr>(
        ErrorCode::SelectInto,
        QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                          "Refused: SELECT … INTO creates a table (read-only mode)")));
}

Verdict StatementCheck::scanBody(qsizetype from, bool inWith) const
{
    for (qsizetype i = from; i < m_words.size(); ++i) {
        const SqlWord& w = m_words[i];
        const SqlWord* next = word(i + 1);
        const bool isCall = next && next->isSymbol(u"(");

        if ((w.kind == SqlWord::Keyword || w.kind == SqlWord::Name) && isCall &&
            isSideEffectFunction(m_dialect, w.text))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::SideEffectFunction,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: %1() has effects beyond reading data "
                                  "(read-only mode)"),
                w.text.toLower()));
        if (w.isSymbol(u":=") && m_dialect.assignmentOperator)
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::SessionState,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: := assigns a user variable (read-only mode)")));
        if (w.kind != SqlWord::Keyword)
            continue;

        const QString& kw = w.text;
        const bool afterFor =
            keywordAt(i - 1, u"FOR") || (keywordAt(i - 1, u"KEY") && keywordAt(i - 2, u"FOR")) ||
            (keywordAt(i - 1, u"KEY") && keywordAt(i - 2, u"NO") && keywordAt(i - 3, u"FOR"));
        if ((kw == QLatin1String("UPDATE") || kw == QLatin1String("SHARE")) && afterFor)
            return Verdict::refuse(
                bilingualError<Tr>(ErrorCode::RowLock,
                                   QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                     "Refused: FOR %1 locks rows (read-only mode)"),
                                   kw));
        if (kw == QLatin1String("LOCK") && keywordAt(i + 1, u"IN"))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::RowLock,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: LOCK IN SHARE MODE locks rows (read-only mode)")));

        const bool changesData =
            kw == QLatin1String("INSERT") || kw == QLatin1String("UPDATE") ||
            kw == QLatin1String("DELETE") || kw == QLatin1String("UPSERT") ||
            ((kw == QLatin1String("MERGE") || kw == QLatin1String("REPLACE")) &&
             keywordAt(i + 1, u"INTO"));
        if (changesData) {
            if (inWith)
                return Verdict::refuse(bilingualError<Tr>(
                    ErrorCode::DataChange,
                    QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                      "Refused: %1 inside WITH changes data (read-only mode)"),
                    kw));
            return Verdict::refuse(
                bilingualError<Tr>(ErrorCode::DataChange,
                                   QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                                     "Refused: %1 changes data (read-only mode)"),
                                   kw));
        }
        if (kw == QLatin1String("CREATE") || kw == QLatin1String("DROP") ||
            kw == QLatin1String("ALTER") || kw == QLatin1String("TRUNCATE") ||
            kw == QLatin1String("GRANT") || kw == QLatin1String("REVOKE"))
            return refuseStatement(i);
        if (kw == QLatin1String("INTO"))
            return checkInto(i);
        // Upstream's deny list on code words; quoting the name avoids it.
        if (kw == QLatin1String("VACUUM") || kw == QLatin1String("ANALYZE") ||
            kw == QLatin1String("ANALYSE") || kw == QLatin1String("CALL") ||
            kw == QLatin1String("LOCK"))
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::DeniedKeyword,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: %1 is not allowed in a read-only query (quote it "
                                  "if it is a name)"),
                kw));
    }
    return Verdict::allow();
}

// Anything but ';' after the first ';' is a second statement.
Verdict singleStatement(const Words& words)
{
    bool ended = false;
    for (const SqlWord& w : words) {
        if (w.isSymbol(u";"))
            ended = true;
        else if (ended)
            return Verdict::refuse(bilingualError<Tr>(
                ErrorCode::MultipleStatements,
                QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                  "Refused: only one statement can run at a time")));
    }
    return Verdict::allow();
}

} // namespace

ReadOnlyClassifier::Verdict ReadOnlyClassifier::classify(QStringView statement,
                                                         const SqlDialect& dialect)
{
    const SqlTokens tokens = SqlTokenizer::tokenize(statement, dialect);
    // The text of /*! … */ comments runs as code where the dialect says so: it cannot be
    // checked.
    if (dialect.executableComments) {
        for (const SqlToken& t : tokens) {
            if (isExecutableComment(t))
                return Verdict::refuse(bilingualError<Tr>(
                    ErrorCode::ExecutableComment,
                    QT_TRANSLATE_NOOP("nelumbo::ReadOnlyClassifier",
                                      "Refused: MySQL runs /*! … */ comments as code "
                                      "(read-only mode)")));
        }
    }
    Words words = SqlWords::fromTokens(tokens);
    if (const Verdict single = singleStatement(words); !single.allowed)
        return single;
    while (!words.isEmpty() && words.last().isSymbol(u";"))
        words.removeLast();
    return StatementCheck(words, dialect).classifyFrom(0);
}

ReadOnlyClassifier::Verdict ReadOnlyClassifier::checkSingleStatement(QStringView statement,
                                                                     const SqlDialect& dialect)
{
    return singleStatement(SqlWords::fromTokens(SqlTokenizer::tokenize(statement, dialect)));
}

} // namespace nelumbo
