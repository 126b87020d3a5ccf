#include "SyncCommand.h"

#include <QTimer>

namespace nelumbo {

SyncCommand::SyncCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

void SyncCommand::start(const QStringList& arguments)
{
    const int code = run(arguments);
    QTimer::singleShot(0, this, [this, code] { Q_EMIT finished(code); });
}

} // namespace nelumbo
