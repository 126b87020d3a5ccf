#include "TestDriver.h"

#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "window/MainWindow.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QSocketNotifier>
#include <QTimer>
#include <cstdio>
#include <unistd.h>

namespace nelumbo {

namespace {
void reply(const QByteArray& line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}
} // namespace

bool TestDriver::wanted()
{
#ifdef Q_OS_UNIX
    return qEnvironmentVariable("NELUMBO_TEST_DRIVER") == QLatin1String("1");
#else
    return false; // standard input cannot be watched by a socket notifier there
#endif
}

TestDriver::TestDriver(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_notifier(new QSocketNotifier(0, QSocketNotifier::Read, this)) // standard input
{
    connect(m_notifier, &QSocketNotifier::activated, this, &TestDriver::readInput);
    QTimer::singleShot(0, this, [] { reply("ready"); });
}

void TestDriver::readInput()
{
    char chunk[4096];
#ifdef Q_OS_UNIX
    const qint64 n = ::read(0, chunk, sizeof chunk);
#else
    const qint64 n = 0;
#endif
    if (n <= 0) {
        m_notifier->setEnabled(false); // the test closed its end
        return;
    }
    m_buffer.append(chunk, n);
    qsizetype end;
    while ((end = m_buffer.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_buffer.left(end));
        m_buffer.remove(0, end + 1);
        run(line);
    }
}

void TestDriver::run(const QString& line)
{
    const QString command = line.section(QLatin1Char(' '), 0, 0);
    const QString argument = line.section(QLatin1Char(' '), 1);
    if (command == QLatin1String("type")) {
        type(QString(argument).replace(QLatin1String("\\n"), QLatin1String("\n")));
    } else if (command == QLatin1String("newtab")) {
        m_window->newTab();
    } else if (command == QLatin1String("open")) {
        m_window->openFile(argument);
    } else if (command == QLatin1String("quit")) {
        QTimer::singleShot(0, m_window, &QWidget::close); // as File → Quit, after the answer
    } else if (command == QLatin1String("state")) {
        reply(state());
        return;
    } else {
        reply("unknown command");
        return;
    }
    reply("ok");
}

void TestDriver::type(const QString& text)
{
    EditorTab* tab = m_window->currentTab();
    if (!tab)
        return;
    // Key by key through the editor's own handling, as typing does.
    for (const QChar c : text) {
        const bool enter = c == QLatin1Char('\n');
        const int key = enter ? Qt::Key_Return : int(c.toUpper().unicode());
        const QString typed = enter ? QStringLiteral("\r") : QString(c);
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, typed);
        QCoreApplication::sendEvent(tab->editor(), &press);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, typed);
        QCoreApplication::sendEvent(tab->editor(), &release);
    }
}

QByteArray TestDriver::state() const
{
    QJsonArray tabs;
    for (int i = 0; i < m_window->tabCount(); ++i) {
        const EditorTab* tab = m_window->tabAt(i);
        tabs.append(QJsonObject{{QStringLiteral("file"), tab->filePath()},
                                {QStringLiteral("modified"), tab->isModified()},
                                {QStringLiteral("text"), tab->editor()->text()}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("source"), m_window->sourceUrl()},
                                     {QStringLiteral("tabs"), tabs}})
        .toJson(QJsonDocument::Compact);
}

} // namespace nelumbo
