#pragma once

#include "window/SessionStore.h"

#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace nelumbo {

// A copy of the session on disk while the window runs, so a kill or a crash loses at most a
// second or two of typing. Each running window keeps its own file, guarded by a lock file;
// a file whose owner is gone is what the next start restores. An orderly end removes it.
class RecoveryStore : public QObject
{
    Q_OBJECT
public:
    // snapshot: the session as it is now, taken on the UI thread when a write is due.
    explicit RecoveryStore(std::function<SessionState()> snapshot, QObject* parent = nullptr);
    ~RecoveryStore() override;

    // Next to the settings file: "nelumbo.conf" keeps its copies in "nelumbo.recovery/".
    static QString folder();

    // The sessions of windows that ended without quitting (killed, crashed), merged: the
    // newest one's source and tabs, then the others' tabs. This window carries them on.
    std::optional<SessionState> takeOrphans();
    // Something changed: the session is written at most kDelayMs later (not postponed by
    // further changes, so steady typing is saved too).
    void changed();
    // Waits for pending writes; then the files are removed (the session is saved elsewhere).
    void discard();

    static constexpr int kDelayMs = 1000;

Q_SIGNALS:
    // A copy reached the disk (for tests and diagnostics).
    void written();

private:
    void writeNow();
    bool claim(const QString& id);
    static QString lockPath(const QString& id);

    std::function<SessionState()> m_snapshot;
    QTimer m_delay;
    QThreadPool m_writer; // one thread: the copies land in the order they were taken
    std::unique_ptr<QLockFile> m_lock;
    QString m_id;
    std::vector<std::unique_ptr<QLockFile>> m_orphanLocks;
    QStringList m_leftovers; // the orphans' files, removed once ours is written
    bool m_discarded = false;
};

} // namespace nelumbo
