#include "DocQueryLanguage.h"

#include "variables/TemplateSyntax.h"

#include <QJsonDocument>
#include <QJsonValue>
#include <QRegularExpression>
#include <algorithm>

using namespace nelumbo;

namespace {

const QStringList kReads{QStringLiteral("find"), QStringLiteral("count")};
const QStringList kWrites{QStringLiteral("insert"), QStringLiteral("delete"),
                          QStringLiteral("update")};

// A JSON string starting at `at`, to its closing quote (or the end).
qsizetype stringLength(QStringView s, qsizetype at)
{
    if (s[at] != u'"')
        return 0;
    qsizetype i = at + 1;
    for (; i < s.size(); ++i) {
        if (s[i] == u'\\')
            ++i;
        else if (s[i] == u'"')
            return i + 1 - at;
    }
    return std::min(i, s.size()) - at;
}

// The template pieces of a query; JSON strings are text.
using Piece = TemplatePiece;
QList<Piece> pieces(QStringView s)
{
    return TemplateSyntax::pieces(s, stringLength);
}

Error spacedPlaceholder(const QString& name)
{
    return Error{QStringLiteral("spaced_placeholder"),
                 QStringLiteral("Write the placeholder without spaces: {{%1}}").arg(name)};
}

QString marker(qsizetype index)
{
    return QStringLiteral("{\"%1\":%2}").arg(QLatin1String(DocQueryLanguage::kParamKey)).arg(index);
}

} // namespace

bool DocQueryLanguage::Parsed::writes() const
{
    return kWrites.contains(operation);
}

QList<StatementRange> DocQueryLanguage::split(QStringView script) const
{
    QList<StatementRange> out;
    qsizetype start = 0;
    while (start <= script.size()) {
        qsizetype end = script.indexOf(u'\n', start);
        if (end < 0)
            end = script.size();
        StatementRange r{start, end};
        while (r.begin < r.end && script[r.begin].isSpace())
            ++r.begin;
        while (r.end > r.begin && script[r.end - 1].isSpace())
            --r.end;
        // A line starting with `#` is a comment.
        if (!r.isEmpty() && script[r.begin] != u'#')
            out.append(r);
        start = end + 1;
    }
    return out;
}

bool DocQueryLanguage::isBlank(QStringView text) const
{
    return split(text).isEmpty();
}

Result<DocQueryLanguage::Parsed> DocQueryLanguage::parse(QStringView statement)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(statement.toString().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{QStringLiteral("invalid_statement"),
                     QStringLiteral("not a JSON object: %1").arg(error.errorString())};
    const QJsonObject o = doc.object();
    for (const QString& op : kReads + kWrites)
        if (o.value(op).isString())
            return Parsed{op, o.value(op).toString(), o};
    return Error{QStringLiteral("invalid_statement"),
                 QStringLiteral("no operation (find, count, insert, delete, update)")};
}

AccessVerdict DocQueryLanguage::checkSingleStatement(QStringView statement) const
{
    const qsizetype n = split(statement).size();
    if (n == 0)
        return AccessVerdict::refuse(
            Error{QStringLiteral("empty"), QStringLiteral("No statement")});
    if (n > 1)
        return AccessVerdict::refuse(Error{QStringLiteral("multiple_statements"),
                                           QStringLiteral("Run one statement at a time")});
    return AccessVerdict::allow();
}

AccessVerdict DocQueryLanguage::checkReadOnly(QStringView statement) const
{
    if (AccessVerdict single = checkSingleStatement(statement); !single.allowed)
        return single;
    const auto parsed = parse(statement.trimmed());
    if (!parsed)
        return AccessVerdict::refuse(
            Error{QStringLiteral("unknown_statement"),
                  QStringLiteral("Refused: not a statement of this store")});
    if (parsed->writes())
        return AccessVerdict::refuse(
            Error{QStringLiteral("data_change"),
                  QStringLiteral("Refused in read-only mode: %1 changes documents")
                      .arg(parsed->operation)});
    return AccessVerdict::allow();
}

Result<CompiledStatement>
DocQueryLanguage::compileTemplate(QStringView text, const QVariantMap& values,
                                  const QList<VariableDefinition>& definitions) const
{
    auto valueOf = [&](const QString& name) -> std::optional<QVariant> {
        if (values.contains(name))
            return values.value(name);
        for (const VariableDefinition& d : definitions)
            if (d.name == name && d.defaultValue)
                return QVariant(*d.defaultValue);
        return std::nullopt;
    };
    CompiledStatement out;
    const QList<Piece> all = pieces(text);
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Piece& p = all.at(i);
        switch (p.kind) {
        case Piece::Kind::Text:
            out.sql += p.text;
            break;
        case Piece::Kind::SpacedPlaceholder:
            return spacedPlaceholder(p.text);
        case Piece::Kind::Placeholder: {
            const auto value = valueOf(p.text);
            if (!value)
                return Error{QStringLiteral("missing_variable"),
                             QStringLiteral("Missing required variable: %1").arg(p.text)};
            out.sql += marker(out.params.size());
            out.params.append(*value);
            break;
        }
        case Piece::Kind::Close:
            break; // an optional block kept: its brackets go
        case Piece::Kind::Open:
            // Kept only when every variable in it has a value.
            i = TemplateSyntax::resumeAfterBlock(
                all, i, [&](const QString& name) { return valueOf(name).has_value(); });
            break;
        }
    }
    return out;
}

QStringList DocQueryLanguage::variableNames(QStringView text) const
{
    return TemplateSyntax::variableNames(pieces(text));
}

Result<void> DocQueryLanguage::checkPlaceholders(QStringView text) const
{
    for (const Piece& p : pieces(text))
        if (p.kind == Piece::Kind::SpacedPlaceholder)
            return spacedPlaceholder(p.text);
    return {};
}

Result<QString> DocQueryLanguage::prepareForAnalysis(QStringView statement) const
{
    QString out;
    for (const Piece& p : pieces(statement)) {
        if (p.kind == Piece::Kind::Text)
            out += p.text;
        else if (p.kind == Piece::Kind::Placeholder)
            out += QStringLiteral("null");
        else if (p.kind == Piece::Kind::SpacedPlaceholder)
            return spacedPlaceholder(p.text);
    }
    return out;
}

QString DocQueryLanguage::withNullParameters(QStringView statement) const
{
    static const QRegularExpression markers(QStringLiteral("\\{\"\\$param\":[0-9]+\\}"));
    return statement.toString().replace(markers, QStringLiteral("null"));
}

QList<NameChain> DocQueryLanguage::referencedNames(QStringView statement) const
{
    const auto parsed = parse(withNullParameters(statement));
    if (!parsed)
        return {};
    return {NameChain{{WrittenName{parsed->collection, true}}, true}};
}

bool DocQueryLanguage::looksLikeStatement(QStringView text) const
{
    return bool(parse(text.trimmed()));
}

QStringList DocQueryLanguage::keywords() const
{
    return kReads + kWrites +
           QStringList{QStringLiteral("filter"), QStringLiteral("limit"), QStringLiteral("doc"),
                       QStringLiteral("set")};
}

QList<ErrorPattern> DocQueryLanguage::errorPatterns() const
{
    return {ErrorPattern{
        QRegularExpression(QStringLiteral("no collection named"),
                           QRegularExpression::CaseInsensitiveOption),
        QStringLiteral("List the collections with list_tables and use one of their names.")}};
}
