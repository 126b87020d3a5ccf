#pragma once

#include <QString>
#include <QTextStream>

namespace nelumbo {

// Standard output for results and standard error for messages, both UTF-8.
class Console
{
public:
    Console();

    QTextStream& out() { return m_out; }
    // One line on standard error. Standard output is flushed first so that, on a terminal,
    // messages appear after the results they follow.
    void message(const QString& line);
    // "error: " + text, on standard error.
    void error(const QString& text);
    void flush();

private:
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace nelumbo
