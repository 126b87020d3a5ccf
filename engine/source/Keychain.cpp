#include "source/Keychain.h"

#include "core/LazyLibrary.h"
#include "source/SecretStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMetaObject>
#include <QStringList>

namespace nelumbo {

namespace {
constexpr char kPluginFile[] = "nelumbo-keychain.so";

LazyLibrary& plugin()
{
    static LazyLibrary library = [] {
        for (const QString& dir : Keychain::pluginDirectories()) {
            const QString path = QDir(dir).filePath(QLatin1String(kPluginFile));
            if (QFileInfo::exists(path))
                return LazyLibrary(QFile::encodeName(path), "The system keychain");
        }
        return LazyLibrary(QByteArray(kPluginFile), "The system keychain");
    }();
    return library;
}
} // namespace

QStringList Keychain::pluginDirectories()
{
    QStringList dirs;
    if (const QString env = qEnvironmentVariable("NELUMBO_PLUGIN_DIR"); !env.isEmpty())
        dirs << env;
    if (QCoreApplication::instance())
        dirs << QDir(QCoreApplication::applicationDirPath())
                    .filePath(QStringLiteral(NELUMBO_INSTALLED_PLUGIN_DIR));
    dirs << QStringLiteral(NELUMBO_BUILD_PLUGIN_DIR);
    return dirs;
}

void Keychain::run(KeychainPlugin::Operation operation, const QString& key, const QString& text,
                   QObject* parent, QObject* context, const KeychainPlugin::Done& done)
{
    const auto start =
        reinterpret_cast<KeychainPlugin::RunFunction>(plugin().find(KeychainPlugin::kRunSymbol));
    if (!start) {
        KeychainPlugin::Answer answer;
        answer.status = KeychainPlugin::Status::Unavailable;
        const Result<void> loaded = plugin().load();
        answer.detail = loaded ? QStringLiteral("%1 has no %2")
                                     .arg(QFile::decodeName(plugin().file()),
                                          QLatin1String(KeychainPlugin::kRunSymbol))
                               : loaded.error().message;
        QMetaObject::invokeMethod(
            context, [done, answer] { done(answer); }, Qt::QueuedConnection);
        return;
    }
    start(operation, SecretStore::kService, key, text, parent, context, done);
}

} // namespace nelumbo
