#include "source/Keychain.h"

#include "core/LazyLibrary.h"
#include "core/PluginFile.h"
#include "source/SecretStore.h"

#include <QFile>
#include <QMetaObject>

namespace nelumbo {

namespace {
constexpr char kPluginFile[] = "nelumbo-keychain.so";

LazyLibrary& plugin()
{
    static LazyLibrary library(PluginFile::locate(kPluginFile), "The system keychain");
    return library;
}
} // namespace

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
