#include "window/RecoveryStore.h"

#include "core/Settings.h"
#include "window/SessionFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUuid>
#include <algorithm>
#include <utility>

namespace nelumbo {

namespace {
const QLatin1String kSuffix(".session");

QString sessionPath(const QString& id)
{
    return RecoveryStore::folder() + u'/' + id + kSuffix;
}

} // namespace

QString RecoveryStore::lockPath(const QString& id)
{
    return folder() + u'/' + id + QLatin1String(".lock");
}

RecoveryStore::RecoveryStore(std::function<SessionState()> snapshot, QObject* parent)
    : QObject(parent)
    , m_snapshot(std::move(snapshot))
{
    m_writer.setMaxThreadCount(1);
    m_writer.setExpiryTimeout(-1);
    m_delay.setSingleShot(true);
    m_delay.setInterval(kDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &RecoveryStore::writeNow);
    // Without a writable folder there are no copies; the window works as before.
    if (QDir().mkpath(folder()))
        claim(QUuid::createUuid().toString(QUuid::WithoutBraces));
    connect(this, &RecoveryStore::written, this, [this] { m_orphanLocks.clear(); });
}

RecoveryStore::~RecoveryStore()
{
    discard();
}

QString RecoveryStore::folder()
{
    const QFileInfo config(Settings::filePath());
    return config.absolutePath() + u'/' + config.completeBaseName() + QLatin1String(".recovery");
}

bool RecoveryStore::claim(const QString& id)
{
    auto lock = std::make_unique<QLockFile>(lockPath(id));
    lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    m_id = id;
    return true;
}

std::optional<SessionState> RecoveryStore::takeOrphans()
{
    struct Orphan
    {
        QString id;
        QDateTime written;
        SessionState state;
    };
    QList<Orphan> orphans;
    // Every window holds a lock; one that can be taken belongs to a window that is gone.
    const QFileInfoList locks =
        QDir(folder()).entryInfoList({QStringLiteral("*.lock")}, QDir::Files);
    for (const QFileInfo& lockFile : locks) {
        const QString id = lockFile.completeBaseName();
        if (id == m_id)
            continue;
        auto lock = std::make_unique<QLockFile>(lockFile.filePath());
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // its window still runs
        // Held until our own copy is written, so no other new window takes it as well.
        m_orphanLocks.push_back(std::move(lock));
        const QFileInfo file(sessionPath(id));
        m_leftovers << file.filePath();
        QFile in(file.filePath());
        std::optional<SessionState> state;
        if (in.open(QIODevice::ReadOnly))
            state = SessionFile::read(in.readAll());
        if (state) // killed before its first copy, or unreadable: nothing to restore
            orphans << Orphan{id, file.lastModified(), *state};
    }
    if (orphans.isEmpty())
        return std::nullopt;
    std::stable_sort(orphans.begin(), orphans.end(),
                     [](const Orphan& a, const Orphan& b) { return a.written > b.written; });
    SessionState merged = orphans.first().state;
    for (qsizetype i = 1; i < orphans.size(); ++i)
        merged.tabs << orphans.at(i).state.tabs;
    changed();
    return merged;
}

void RecoveryStore::changed()
{
    if (m_lock && !m_discarded && !m_delay.isActive())
        m_delay.start();
}

void RecoveryStore::writeNow()
{
    if (!m_lock || m_discarded)
        return;
    const SessionState state = m_snapshot();
    const QString path = sessionPath(m_id);
    const QStringList leftovers = std::exchange(m_leftovers, {});
    // The destructor waits for this task, so this outlives it.
    m_writer.start([this, state, path, leftovers] {
        QSaveFile out(path); // all or nothing: a kill mid-write leaves the previous copy
        out.open(QIODevice::WriteOnly);
        out.write(SessionFile::write(state));
        if (!out.commit())
            return;
        for (const QString& file : leftovers)
            QFile::remove(file);
        QMetaObject::invokeMethod(this, &RecoveryStore::written, Qt::QueuedConnection);
    });
}

void RecoveryStore::discard()
{
    if (m_discarded)
        return;
    m_discarded = true;
    m_delay.stop();
    m_writer.waitForDone();
    if (!m_lock)
        return;
    QFile::remove(sessionPath(m_id));
    for (const QString& file : std::as_const(m_leftovers))
        QFile::remove(file);
    m_orphanLocks.clear();
    m_lock->unlock();
    m_lock.reset();
    QDir().rmdir(folder()); // only when no other window keeps a copy there
}

} // namespace nelumbo
