#include "Console.h"

#include "core/SafeText.h"

#include <QCoreApplication>
#include <cstdio>
#include <unistd.h>

namespace nelumbo {

Console::Console()
    : m_err(stderr, QIODeviceBase::WriteOnly)
{
    m_stdout.open(stdout, QIODeviceBase::WriteOnly, QFileDevice::DontCloseHandle);
    m_out.setDevice(&m_stdout);
}

void Console::message(const QString& line)
{
    m_out.flush();
    m_err << SafeText::escaped(line) << '\n';
    m_err.flush();
}

void Console::error(const QString& text)
{
    message(QCoreApplication::translate("nelumbo::Console", "error: %1").arg(text));
}

bool Console::outIsTerminal() const
{
    return !m_redirect && isatty(fileno(stdout)) == 1;
}

bool Console::errIsTerminal() const
{
    return isatty(fileno(stderr)) == 1;
}

void Console::progress(const QString& line)
{
    m_out.flush();
    // Carriage return and "erase to end of line": the line is redrawn in place.
    m_err << '\r' << SafeText::escaped(line) << "\x1b[K";
    m_err.flush();
}

void Console::write(QByteArrayView utf8)
{
    m_out.flush();
    if (m_redirect) {
        m_redirect->write(utf8.data(), utf8.size());
        return;
    }
    std::fwrite(utf8.data(), 1, size_t(utf8.size()), stdout);
    std::fflush(stdout);
}

void Console::redirectOut(QIODevice* device)
{
    m_out.flush();
    m_redirect = device;
    m_out.setDevice(device ? device : &m_stdout);
}

void Console::flush()
{
    m_out.flush();
    m_err.flush();
}

} // namespace nelumbo
