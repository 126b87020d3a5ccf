// The template compiler of every language ({{name}} placeholders, [[ … ]] optional blocks):
// compiled with values of each type, prepared for analysis, its variable names listed.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/QueryLanguage.h"

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QueryLanguage& language = fuzz::language(input.byte());
    const quint8 flags = input.byte();
    const QString value = QString::fromUtf8(input.part());
    const QString text = QString::fromUtf8(input.rest());
    const QStringList names = language.variableNames(text);
    QVariantMap values;
    QList<VariableDefinition> definitions;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const quint8 bits = quint8(flags >> (i % 4 * 2));
        if (bits & 1)
            continue; // missing: the definition's default, or an error
        VariableDefinition d;
        d.name = names.at(i);
        d.type = VariableDefinition::Type(bits / 2 % 3);
        d.list = bits & 8;
        if (bits & 16)
            d.defaultValue = value;
        definitions << d;
        values.insert(d.name, d.list ? QVariant(value.split(u',')) : QVariant(value));
    }
    const Result<CompiledStatement> compiled = language.compileTemplate(text, values, definitions);
    for (const QVariant& param : compiled ? compiled.value().params : QVariantList())
        param.toString();
    (void)language.compileTemplate(text, {}, {});
    (void)language.checkPlaceholders(text);
    (void)language.prepareForAnalysis(text);
    return 0;
}

const fuzz::Registration registration("template", fuzzOne);

} // namespace
