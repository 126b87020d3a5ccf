#include "StatementArguments.h"

namespace nelumbo {

namespace {

bool isAsciiAlnum(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

// -x, --name, --name=value (the value may hold anything, line breaks included). Scanned by
// hand: every run checks its arguments, and compiling a pattern costs more than the run.
bool isOptionLike(const QString& text)
{
    qsizetype i = text.startsWith(QLatin1String("--")) ? 2 : text.startsWith(u'-') ? 1 : 0;
    if (i == 0 || i >= text.size() || !(isAsciiAlnum(text.at(i)) || text.at(i) == u'?'))
        return false;
    for (++i; i < text.size() && text.at(i) != u'='; ++i)
        if (!isAsciiAlnum(text.at(i)) && text.at(i) != u'_' && text.at(i) != u'-')
            return false;
    return true;
}

bool takesValue(const QString& argument, const std::function<void(QCommandLineParser&)>& addOptions)
{
    if (!isOptionLike(argument) || argument.contains(u'='))
        return false;
    // Asks the command's own options: a probe after the option is its value or positional.
    QCommandLineParser probe;
    addOptions(probe);
    const QString marker = QStringLiteral("nelumbo-probe-value");
    if (!probe.parse({QStringLiteral("probe"), argument, marker}))
        return false;
    return !probe.positionalArguments().contains(marker);
}

} // namespace

bool StatementArguments::isStatement(const QString& text)
{
    return text.startsWith(u'-') && text != QLatin1String("-") && text != QLatin1String("--") &&
           !isOptionLike(text);
}

QStringList StatementArguments::protect(const QStringList& arguments,
                                        const std::function<void(QCommandLineParser&)>& addOptions)
{
    QStringList options;
    QStringList statements;
    qsizetype i = 0;
    for (; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break; // the rest is positional already
        if (isStatement(argument) && !(i > 0 && takesValue(arguments.at(i - 1), addOptions)))
            statements << argument;
        else
            options << argument;
    }
    if (statements.isEmpty())
        return arguments;
    return options + QStringList{QStringLiteral("--")} + statements + arguments.mid(i + 1);
}

} // namespace nelumbo
