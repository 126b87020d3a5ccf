#include "TemplateCompiler.h"

#include "OptionalBlocks.h"
#include "SqlTokenizer.h"
#include "TemplateLiteral.h"
#include "core/ErrorCodes.h"
#include "variables/VariableCaster.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <functional>
#include <optional>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::TemplateCompiler)
};

using PlaceholderFor = std::function<Result<QString>(const QString& name, bool insideLiteral)>;

// Writes resolved tokens back as SQL, asking `placeholderFor` what each variable becomes.
class Renderer
{
public:
    Renderer(const SqlDialect& dialect, const PlaceholderFor& placeholderFor)
        : m_dialect(dialect)
        , m_placeholderFor(placeholderFor)
    {}

    Result<QString> run(const SqlTokens& tokens)
    {
        for (const SqlToken& t : tokens) {
            switch (t.kind) {
            case SqlToken::Variable: {
                const Result<QString> mark = m_placeholderFor(t.variableName(), false);
                if (!mark)
                    return mark.error();
                // Where INTERVAL takes no expression, the value is cast instead.
                m_out += takeIntervalKeyword() ? m_dialect.intervalValueCast.arg(*mark) : *mark;
                break;
            }
            case SqlToken::String: {
                const TemplateLiteral literal = TemplateLiteral::parse(t, m_dialect);
                if (!literal.hasVariables()) {
                    m_out += t.text;
                    break;
                }
                const bool alone = literal.parts().size() == 1;
                std::optional<Error> failed;
                const QString expression =
                    literal.toExpression(m_dialect, [&](const QString& name) {
                        Result<QString> mark = m_placeholderFor(name, !alone);
                        if (!mark && !failed)
                            failed = mark.error();
                        return mark ? *mark : QString();
                    });
                if (failed)
                    return *failed;
                m_out += takeIntervalKeyword() ? m_dialect.intervalExpressionCast.arg(expression)
                                               : expression;
                break;
            }
            case SqlToken::BlockOpen:
            case SqlToken::BlockClose:
                break;
            default:
                m_out += t.text;
                break;
            }
            m_lastKind = t.kind;
        }
        return m_out;
    }

private:
    // Removes an INTERVAL keyword written just before the current token, where the dialect
    // casts the value instead.
    bool takeIntervalKeyword()
    {
        if (m_dialect.intervalValueCast.isEmpty() || m_lastKind != SqlToken::Code)
            return false;
        static const QRegularExpression keyword(QStringLiteral("\\binterval\\s*$"),
                                                QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch match = keyword.match(m_out);
        if (!match.hasMatch())
            return false;
        m_out.truncate(match.capturedStart());
        return true;
    }

    const SqlDialect& m_dialect;
    const PlaceholderFor& m_placeholderFor;
    QString m_out;
    SqlToken::Kind m_lastKind = SqlToken::Code;
};

// The positional marker for a value of the given type; typed where the dialect benefits.
QString typedMarker(const SqlDialect& dialect, const VariableDefinition* def)
{
    if (def && def->type == VariableDefinition::Type::Number)
        return dialect.numberMarker;
    if (def && def->type == VariableDefinition::Type::Date)
        return dialect.dateMarker;
    return QStringLiteral("?");
}

// Looks values up, casts them and collects them as positional parameters.
class Binder
{
public:
    Binder(const SqlDialect& dialect, const QVariantMap& values,
           const QList<VariableDefinition>& definitions)
        : m_dialect(dialect)
        , m_values(values)
        , m_definitions(definitions)
    {}

    const VariableDefinition* definition(const QString& name) const
    {
        for (const VariableDefinition& def : m_definitions) {
            if (def.name == name)
                return &def;
        }
        return nullptr;
    }

    // The supplied value unless missing or null, then the default.
    std::optional<QVariant> valueOf(const QString& name) const
    {
        const QVariant supplied = m_values.value(name);
        if (supplied.isValid() && !supplied.isNull())
            return supplied;
        const VariableDefinition* def = definition(name);
        if (def && def->defaultValue)
            return QVariant(*def->defaultValue);
        return std::nullopt;
    }

    Result<QString> bind(const QString& name, bool insideLiteral)
    {
        const std::optional<QVariant> value = valueOf(name);
        if (!value)
            return Error{ErrorCode::MissingVariable,
                         Tr::tr("Missing required variable: %1").arg(name)};
        const VariableDefinition* def = definition(name);
        const VariableDefinition::Type type = def ? def->type : VariableDefinition::Type::Text;
        const QString marker = typedMarker(m_dialect, def);

        if (!def || !def->list) {
            const Result<QVariant> cast = VariableCaster::cast(*value, type);
            if (!cast)
                return cast.error();
            m_params.append(*cast);
            return marker;
        }

        if (insideLiteral)
            return Error{ErrorCode::ListInLiteral,
                         Tr::tr("List variable '%1' cannot be part of a text literal").arg(name)};
        const Result<QVariantList> items = VariableCaster::toList(name, *value);
        if (!items)
            return items.error();
        QStringList markers;
        for (const QVariant& item : *items) {
            const Result<QVariant> cast = VariableCaster::cast(item, type);
            if (!cast)
                return cast.error();
            m_params.append(*cast);
            markers.append(marker);
        }
        return markers.join(QStringLiteral(", "));
    }

    QVariantList params() const { return m_params; }

private:
    const SqlDialect& m_dialect;
    const QVariantMap& m_values;
    const QList<VariableDefinition>& m_definitions;
    QVariantList m_params;
};

} // namespace

Result<CompiledStatement> TemplateCompiler::compile(QStringView text, const SqlDialect& dialect,
                                                    const QVariantMap& values,
                                                    const QList<VariableDefinition>& definitions)
{
    if (auto checked = checkPlaceholders(text, dialect); !checked)
        return checked.error();
    Binder binder(dialect, values, definitions);
    const OptionalBlocks::HasValue hasValue = [&](const QString& name) {
        const std::optional<QVariant> value = binder.valueOf(name);
        return value && OptionalBlocks::hasValue(*value);
    };
    const SqlTokens tokens =
        OptionalBlocks::resolve(SqlTokenizer::tokenize(text, dialect), dialect, hasValue);

    const PlaceholderFor placeholderFor = [&](const QString& name, bool insideLiteral) {
        return binder.bind(name, insideLiteral);
    };
    const Result<QString> sql = Renderer(dialect, placeholderFor).run(tokens);
    if (!sql)
        return sql.error();
    return CompiledStatement{*sql, binder.params()};
}

QString TemplateCompiler::prepareForAnalysis(QStringView text, const SqlDialect& dialect)
{
    const PlaceholderFor null = [](const QString&, bool) {
        return Result<QString>(QStringLiteral("NULL"));
    };
    // Blocks tokens are skipped by the renderer, which keeps their content.
    const Result<QString> sql = Renderer(dialect, null).run(SqlTokenizer::tokenize(text, dialect));
    return sql ? *sql : text.toString();
}

Result<void> TemplateCompiler::checkPlaceholders(QStringView text, const SqlDialect& dialect)
{
    const QStringList spaced = spacedPlaceholders(text, dialect);
    if (spaced.isEmpty())
        return {};
    QString written = spaced.first();
    written.remove(QRegularExpression(QStringLiteral("\\s")));
    return Error{ErrorCode::SpacedPlaceholder,
                 Tr::tr("%1 is not a variable: write %2, without spaces inside the braces")
                     .arg(spaced.first(), written)};
}

QStringList TemplateCompiler::spacedPlaceholders(QStringView text, const SqlDialect& dialect)
{
    // Only the spaced form: a name with white space on at least one side.
    static const QRegularExpression spaced(QStringLiteral(
        "\\{\\{(?:\\s+[A-Za-z_][A-Za-z0-9_]*\\s*|[A-Za-z_][A-Za-z0-9_]*\\s+)\\}\\}"));
    QStringList found;
    for (const SqlToken& t : SqlTokenizer::tokenize(text, dialect)) {
        if (t.kind != SqlToken::Code)
            continue;
        QRegularExpressionMatchIterator it = spaced.globalMatch(t.text);
        while (it.hasNext()) {
            const QString match = it.next().captured(0);
            if (!found.contains(match))
                found.append(match);
        }
    }
    return found;
}

QStringList TemplateCompiler::variableNames(QStringView text, const SqlDialect& dialect)
{
    QStringList names;
    for (const QString& name : placeholderNames(text, dialect))
        if (!names.contains(name))
            names.append(name);
    return names;
}

QStringList TemplateCompiler::placeholderNames(QStringView text, const SqlDialect& dialect)
{
    QStringList names;
    for (const SqlToken& t : SqlTokenizer::tokenize(text, dialect))
        names += TemplateLiteral::variablesOf(t, dialect);
    return names;
}

QString TemplateCompiler::neutralize(QStringView text, const QString& replacement,
                                     const SqlDialect& dialect)
{
    QString out;
    for (const SqlToken& t : SqlTokenizer::tokenize(text, dialect)) {
        if (t.kind == SqlToken::Variable) {
            out += replacement;
            continue;
        }
        const TemplateLiteral literal = TemplateLiteral::parse(t, dialect);
        if (!literal.hasVariables()) {
            out += t.text;
            continue;
        }
        // Same quoting, placeholders replaced inside the literal.
        QString body;
        for (const TemplateLiteral::Part& part : literal.parts())
            body += part.isVariable ? replacement : part.text;
        out += literal.quoted(body);
    }
    return out;
}

} // namespace nelumbo
