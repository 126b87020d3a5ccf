#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <functional>

namespace nelumbo {

// A statement given on the command line may begin with "-": an SQL comment such as
// "-- note\nSELECT 1". QCommandLineParser would take it for an unknown option. This moves every
// argument that starts with "-" but cannot be an option name (a blank or line break right
// after the dashes or inside the name) behind a "--", where the parser reads positional
// arguments; the value of an option that takes one is left where it is.
class StatementArguments
{
public:
    // addOptions adds the command's options to a parser (used to ask which take a value).
    static QStringList protect(const QStringList& arguments,
                               const std::function<void(QCommandLineParser&)>& addOptions);
    // Whether text starts with "-" yet cannot be an option ("-" and "--" are options here).
    static bool isStatement(const QString& text);
};

} // namespace nelumbo
