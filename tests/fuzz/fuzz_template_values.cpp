// Invariant: a template never places a variable's value in the statement text; every value
// is bound. The same template is compiled twice, with two different SQL-looking values for
// each variable (quotes, comments, a statement of their own; supplied or as the default):
// the texts must be the same and the values must arrive as parameters only.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/QueryLanguage.h"

using namespace nelumbo;

namespace {

Result<CompiledStatement> compile(const QueryLanguage& language, const QString& text,
                                  const QStringList& names, quint8 flags, const QString& value)
{
    QVariantMap values;
    QList<VariableDefinition> definitions;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const quint8 bits = quint8(flags >> (i % 4 * 2));
        VariableDefinition d;
        d.name = names.at(i);
        d.list = bits & 1;
        const QString second = value + QStringLiteral(",x");
        if (bits & 2)
            d.defaultValue = d.list ? value + u',' + value : value; // used when none is given
        else
            values.insert(d.name, d.list ? QVariant(QStringList{value, second}) : QVariant(value));
        definitions << d;
    }
    return language.compileTemplate(text, values, definitions);
}

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QueryLanguage& language = fuzz::language(input.byte());
    const quint8 flags = input.byte();
    const QString tail = QString::fromUtf8(input.part()).remove(u',');
    const QString text = QString::fromUtf8(input.rest());
    const QStringList names = language.variableNames(text);
    const QString a = QStringLiteral("'; DROP TABLE zz_") + tail + QStringLiteral(" --");
    const QString b = QStringLiteral("0) OR 1=1 /*") + tail + QStringLiteral("*/ \"x\"");
    const Result<CompiledStatement> first = compile(language, text, names, flags, a);
    const Result<CompiledStatement> second = compile(language, text, names, flags, b);
    fuzz::check(first.ok() == second.ok(), "whether a template compiles depends on no value",
                language.id() + u'\n' + text);
    if (!first)
        return 0;
    const QString detail = language.id() + u'\n' + text + QStringLiteral("\n=>\n") +
                           first.value().sql + QStringLiteral("\n=>\n") + second.value().sql;
    fuzz::check(first.value().sql == second.value().sql,
                "a variable's value never changes the compiled statement text", detail);
    fuzz::check(first.value().params.size() == second.value().params.size(),
                "values of the same shape bind the same number of parameters", detail);
    return 0;
}

const fuzz::Registration registration("template_values", fuzzOne);

} // namespace
