#include "core/SettingsNotifier.h"

#include <algorithm>
#include <utility>

namespace nelumbo {

namespace {
// Per thread, so that a batch in one thread never holds back another thread's writes.
thread_local int t_batchDepth = 0;
thread_local QStringList t_pending;
} // namespace

SettingsNotifier::Batch::Batch()
{
    ++t_batchDepth;
}

SettingsNotifier::Batch::~Batch()
{
    if (--t_batchDepth > 0 || t_pending.isEmpty())
        return;
    const QStringList keys = std::exchange(t_pending, {});
    Q_EMIT instance()->changed(keys);
}

SettingsNotifier* SettingsNotifier::instance()
{
    // One per process, as the settings file is; lives until the program ends.
    static SettingsNotifier notifier;
    return &notifier;
}

void SettingsNotifier::notify(const QString& key)
{
    if (t_batchDepth == 0) {
        Q_EMIT changed({key});
        return;
    }
    if (!t_pending.contains(key))
        t_pending << key;
}

bool SettingsNotifier::anyIn(const QStringList& keys, QLatin1StringView prefix)
{
    return std::any_of(keys.begin(), keys.end(),
                       [prefix](const QString& key) { return key.startsWith(prefix); });
}

} // namespace nelumbo
