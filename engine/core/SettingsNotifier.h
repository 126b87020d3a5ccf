#pragma once

#include <QLatin1StringView>
#include <QObject>
#include <QString>
#include <QStringList>

namespace nelumbo {

// Tells the running app which settings keys it has just written (Settings::setValue and
// Settings::remove call notify()), so that what shows a setting follows it without a
// restart. Writes by another process, or by hand, are not seen.
class SettingsNotifier : public QObject
{
    Q_OBJECT
public:
    // Holds back this thread's notifications until the outermost Batch ends, then sends them
    // as one changed(). Declare it before the QSettings it covers: that one syncs first.
    class Batch
    {
    public:
        Batch();
        ~Batch();
        Q_DISABLE_COPY_MOVE(Batch)
    };

    static SettingsNotifier* instance();

    // key: the full path, such as "ai/enabled" or "source.shop/url".
    void notify(const QString& key);

    // Whether one of keys is in the group whose paths start with prefix ("ai/").
    static bool anyIn(const QStringList& keys, QLatin1StringView prefix);

Q_SIGNALS:
    // Emitted in the writer's thread; a receiver in another thread gets it queued.
    void changed(const QStringList& keys);

private:
    SettingsNotifier() = default;
};

} // namespace nelumbo
