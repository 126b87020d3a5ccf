#include "SqlLanguage.h"

#include "ReadOnlyClassifier.h"
#include "SqlCompletion.h"
#include "SqlFormatter.h"
#include "SqlIdentifier.h"
#include "SqlText.h"
#include "SqlTokenizer.h"
#include "TemplateCompiler.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "core/ExactNumber.h"
#include "core/TextExport.h"
#include "plan/PlanTree.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SqlLanguage)
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

} // namespace

SqlLanguage::SqlLanguage(SqlProfile profile)
    : m_profile(std::move(profile))
{
    for (const QString& signature : std::as_const(m_profile.functions)) {
        const QString name = signature.left(signature.indexOf(QLatin1Char('('))).trimmed();
        if (name.isEmpty() || m_signatures.contains(name.toLower()))
            continue;
        m_functionNames.append(name);
        m_signatures.insert(name.toLower(), signature);
    }
}

QString SqlLanguage::functionSignature(const QString& name) const
{
    return m_signatures.value(name.toLower());
}

QList<StatementRange> SqlLanguage::split(QStringView script) const
{
    return SqlText::splitStatements(script);
}

bool SqlLanguage::isBlank(QStringView text) const
{
    return SqlText::isBlank(text);
}

bool SqlLanguage::looksLikeStatement(QStringView text) const
{
    static const QRegularExpression keyword(
        QStringLiteral("^\\(*\\s*(SELECT|WITH|VALUES|TABLE|EXPLAIN|SHOW|PRAGMA|DESCRIBE|INSERT|"
                       "UPDATE|DELETE|MERGE|REPLACE|CREATE|ALTER|DROP|TRUNCATE|CALL)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return QueryLanguage::looksLikeStatement(text) ||
           keyword.match(text.trimmed().toString()).hasMatch();
}

AccessVerdict SqlLanguage::checkReadOnly(QStringView statement) const
{
    return ReadOnlyClassifier::classify(statement, m_profile.dialect);
}

AccessVerdict SqlLanguage::checkSingleStatement(QStringView statement) const
{
    return ReadOnlyClassifier::checkSingleStatement(statement, m_profile.dialect);
}

bool SqlLanguage::isTransactionControl(QStringView statement) const
{
    static const QRegularExpression control(
        QStringLiteral(
            "^\\s*(BEGIN|START\\s+TRANSACTION|COMMIT|ROLLBACK|END|ABORT|SAVEPOINT|RELEASE)"
            "\\b[\\w\\s]*;?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return control.match(statement.toString()).hasMatch();
}

Result<CompiledStatement>
SqlLanguage::compileTemplate(QStringView text, const QVariantMap& values,
                             const QList<VariableDefinition>& definitions) const
{
    return TemplateCompiler::compile(text, m_profile.dialect, values, definitions);
}

QStringList SqlLanguage::variableNames(QStringView text) const
{
    return TemplateCompiler::variableNames(text, m_profile.dialect);
}

Result<void> SqlLanguage::checkPlaceholders(QStringView text) const
{
    return TemplateCompiler::checkPlaceholders(text, m_profile.dialect);
}

Result<QString> SqlLanguage::prepareForAnalysis(QStringView statement) const
{
    if (auto checked = TemplateCompiler::checkPlaceholders(statement, m_profile.dialect); !checked)
        return checked.error();
    return TemplateCompiler::prepareForAnalysis(statement, m_profile.dialect);
}

QString SqlLanguage::withNullParameters(QStringView statement) const
{
    QString out;
    for (const SqlToken& token : SqlTokenizer::tokenize(statement, m_profile.dialect))
        out += token.is(SqlToken::Code)
                   ? QString(token.text).replace(QLatin1Char('?'), QLatin1String(" NULL "))
                   : token.text;
    return out;
}

// A dotted name in the code (`a`, `a.b`, `"A"."b c"`) stands where a table does after FROM,
// JOIN, UPDATE, INTO, TABLE or a comma.
QList<NameChain> SqlLanguage::referencedNames(QStringView text) const
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}_][\\p{L}\\p{N}_$]*|\\.|\\S"));
    static const QStringList before{QStringLiteral("FROM"),   QStringLiteral("JOIN"),
                                    QStringLiteral("UPDATE"), QStringLiteral("INTO"),
                                    QStringLiteral("TABLE"),  QStringLiteral(",")};
    QList<NameChain> chains;
    NameChain chain;
    QString previous; // the keyword or punctuation before the current chain
    bool wantName = true;
    auto end = [&] {
        if (!chain.parts.isEmpty()) {
            chains << chain;
            previous = chain.parts.size() == 1 && !chain.parts.front().quoted
                           ? chain.parts.front().text.toUpper()
                           : QString();
        }
        chain = NameChain{};
        wantName = true;
    };
    auto add = [&](const WrittenName& name) {
        if (!wantName)
            end();
        if (chain.parts.isEmpty())
            chain.tablePosition = before.contains(previous);
        chain.parts << name;
        wantName = false;
    };
    for (const SqlToken& token : SqlTokenizer::tokenize(text, m_profile.dialect)) {
        if (token.is(SqlToken::QuotedIdentifier)) {
            add(WrittenName{unquote(token.text), true});
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
                    add(WrittenName{piece, false});
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

QString SqlLanguage::relationProbe(const QString& qualifiedName) const
{
    return QStringLiteral("SELECT * FROM ") + qualifiedName;
}

QString SqlLanguage::foldName(const WrittenName& name) const
{
    return m_profile.foldsToLowerCase && !name.quoted ? name.text.toLower() : name.text;
}

bool SqlLanguage::sameName(const WrittenName& written, const QString& stored) const
{
    // Where names fold, they compare exactly; elsewhere ignoring case, which can only
    // refuse more.
    if (!m_profile.foldsToLowerCase)
        return written.text.compare(stored, Qt::CaseInsensitive) == 0;
    return foldName(written) == stored;
}

CompletionContext SqlLanguage::completionContext(QStringView text, qsizetype cursor) const
{
    return SqlCompletion(*this).contextAt(text, cursor);
}

QString SqlLanguage::writtenName(const QString& stored, bool quoted) const
{
    return SqlCompletion(*this).writtenName(stored, quoted);
}

Result<PlanTree> SqlLanguage::parsePlan(const QueryPlan& plan) const
{
    if (!m_profile.planReader)
        return QueryLanguage::parsePlan(plan);
    return m_profile.planReader(plan, m_profile.id);
}

Result<QString> SqlLanguage::format(QStringView text, const FormatOptions& options) const
{
    return SqlFormatter(m_profile.dialect, m_profile.keywords).format(text, options);
}

Result<QString> SqlLanguage::orderedBy(QStringView statement, const QString& column,
                                       bool descending) const
{
    const auto cannot = [] {
        return bilingualError<Tr>(
            ErrorCode::Unsupported,
            QT_TRANSLATE_NOOP("nelumbo::SqlLanguage",
                              "Only a single query (SELECT, WITH, VALUES) can be sorted in the "
                              "database"));
    };
    if (!checkSingleStatement(statement).allowed)
        return cannot();
    const SqlTokens tokens = SqlTokenizer::tokenize(statement, m_profile.dialect);
    // The first word of code says whether the statement is a query.
    QString first;
    for (const SqlToken& token : tokens) {
        if (token.is(SqlToken::Comment))
            continue;
        static const QRegularExpression word(QStringLiteral("^[\\s(]*([A-Za-z]+)"));
        if (token.is(SqlToken::Code) && !token.text.trimmed().isEmpty())
            first = word.match(token.text).captured(1).toLower();
        if (!token.is(SqlToken::Code) || !token.text.trimmed().isEmpty())
            break;
    }
    if (first != u"select" && first != u"with" && first != u"values" && first != u"table")
        return cannot();
    // Without its closing semicolon; a last line comment keeps the closing bracket out of it.
    QString body;
    qsizetype last = tokens.size() - 1;
    while (last >= 0 && tokens.at(last).is(SqlToken::Code) &&
           tokens.at(last).text.trimmed().isEmpty())
        --last;
    for (qsizetype i = 0; i <= last; ++i) {
        QString text = tokens.at(i).text;
        if (i == last && tokens.at(i).is(SqlToken::Code)) {
            text = text.trimmed();
            if (text.endsWith(QLatin1Char(';')))
                text.chop(1);
            text = tokens.at(i).text.left(tokens.at(i).text.indexOf(text) + text.size());
        }
        body += text;
    }
    body = body.trimmed();
    const bool lineComment = last >= 0 && tokens.at(last).is(SqlToken::Comment) &&
                             !tokens.at(last).text.startsWith(QLatin1String("/*"));
    QString order = SqlIdentifier::quote(column, m_profile.dialect) +
                    (descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
    if (m_profile.dialect.nullsSortHigh)
        order += descending ? QStringLiteral(" NULLS LAST") : QStringLiteral(" NULLS FIRST");
    return QStringLiteral("SELECT * FROM (") + body +
           (lineComment ? QStringLiteral("\n") : QString()) +
           QStringLiteral(") AS nelumbo_sorted ORDER BY ") + order;
}

QString SqlLanguage::literal(const QVariant& value) const
{
    if (value.isNull())
        return QStringLiteral("NULL");
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    if (value.typeId() == QMetaType::QByteArray)
        return m_profile.dialect.blobLiteral.arg(QString::fromLatin1(value.toByteArray().toHex()));
    const bool finite =
        (value.typeId() != QMetaType::Double && value.typeId() != QMetaType::Float) ||
        std::isfinite(value.toDouble());
    const bool exact = value.metaType() == QMetaType::fromType<ExactNumber>();
    if (TextExport::isNumber(value) && finite && (!exact || value.value<ExactNumber>().isFinite()))
        return TextExport::plain(value);
    QString text = TextExport::plain(value);
    if (m_profile.dialect.backslashEscapes)
        text.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    text.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

Result<QString> SqlLanguage::insertStatement(const QString& table, const QStringList& columns,
                                             const QVariantList& values) const
{
    QStringList names;
    for (const QString& column : columns)
        names << writtenName(column);
    QStringList literals;
    for (const QVariant& value : values)
        literals << literal(value);
    return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3);")
        .arg(table, names.join(QLatin1String(", ")), literals.join(QLatin1String(", ")));
}

QStringList SqlLanguage::standardKeywords()
{
    return {QStringLiteral("add"),       QStringLiteral("all"),        QStringLiteral("alter"),
            QStringLiteral("and"),       QStringLiteral("as"),         QStringLiteral("asc"),
            QStringLiteral("between"),   QStringLiteral("by"),         QStringLiteral("case"),
            QStringLiteral("cast"),      QStringLiteral("column"),     QStringLiteral("create"),
            QStringLiteral("cross"),     QStringLiteral("delete"),     QStringLiteral("desc"),
            QStringLiteral("distinct"),  QStringLiteral("drop"),       QStringLiteral("else"),
            QStringLiteral("end"),       QStringLiteral("except"),     QStringLiteral("exists"),
            QStringLiteral("false"),     QStringLiteral("from"),       QStringLiteral("full"),
            QStringLiteral("group"),     QStringLiteral("having"),     QStringLiteral("if"),
            QStringLiteral("in"),        QStringLiteral("index"),      QStringLiteral("inner"),
            QStringLiteral("insert"),    QStringLiteral("intersect"),  QStringLiteral("into"),
            QStringLiteral("is"),        QStringLiteral("join"),       QStringLiteral("left"),
            QStringLiteral("like"),      QStringLiteral("limit"),      QStringLiteral("not"),
            QStringLiteral("null"),      QStringLiteral("offset"),     QStringLiteral("on"),
            QStringLiteral("or"),        QStringLiteral("order"),      QStringLiteral("outer"),
            QStringLiteral("over"),      QStringLiteral("partition"),  QStringLiteral("primary"),
            QStringLiteral("recursive"), QStringLiteral("references"), QStringLiteral("right"),
            QStringLiteral("select"),    QStringLiteral("set"),        QStringLiteral("table"),
            QStringLiteral("then"),      QStringLiteral("true"),       QStringLiteral("union"),
            QStringLiteral("unique"),    QStringLiteral("update"),     QStringLiteral("using"),
            QStringLiteral("values"),    QStringLiteral("view"),       QStringLiteral("when"),
            QStringLiteral("where"),     QStringLiteral("window"),     QStringLiteral("with"),
            QStringLiteral("returning"), QStringLiteral("explain"),    QStringLiteral("analyze"),
            QStringLiteral("key"),       QStringLiteral("foreign")};
}

QStringList SqlLanguage::standardFunctions()
{
    return {
        QStringLiteral("coalesce(value, value, …) → first non-NULL value"),
        QStringLiteral("count(expression | *) → integer"),
        QStringLiteral("sum(number) → number"),
        QStringLiteral("avg(number) → number"),
        QStringLiteral("min(value) → value"),
        QStringLiteral("max(value) → value"),
        QStringLiteral("lower(text) → text"),
        QStringLiteral("upper(text) → text"),
        QStringLiteral("length(text) → integer"),
        QStringLiteral("abs(number) → number"),
        QStringLiteral("round(number, digits) → number"),
        QStringLiteral("nullif(value, value) → value or NULL"),
        QStringLiteral("replace(text, from, to) → text"),
        QStringLiteral("substr(text, start, length) → text"),
        QStringLiteral("trim(text) → text"),
    };
}

} // namespace nelumbo
