#pragma once

#include <QByteArrayView>
#include <QFile>
#include <QIODevice>
#include <QString>
#include <QTextStream>

namespace nelumbo {

// Standard output for results and standard error for messages, both UTF-8. Messages often
// carry a database's words, so their control characters are escaped (SafeText).
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
    // UTF-8 bytes on standard output, after what out() holds, and flushed.
    void write(QByteArrayView utf8);
    // Whether standard output is a terminal, where data must not reach it raw.
    bool outIsTerminal() const;
    bool errIsTerminal() const;
    // A status line on standard error that the next one overwrites (terminals only).
    void progress(const QString& line);
    // Results go to device instead of standard output (--output FILE); nullptr restores it.
    void redirectOut(QIODevice* device);

private:
    QFile m_stdout; // standard output, unbuffered by Qt: stdio buffers it
    QTextStream m_out;
    QTextStream m_err;
    QIODevice* m_redirect = nullptr;
};

} // namespace nelumbo
