#pragma once

#include <QString>
#include <functional>

class QObject;

namespace nelumbo {

// The contract between Keychain and the nelumbo-keychain plugin, which alone links
// QtKeychain (and, through it, Qt D-Bus and libdbus).
namespace KeychainPlugin {

enum class Operation : int
{
    Read,
    Write,
    Remove
};

// QtKeychain's errors, as far as Nelumbo tells them apart.
enum class Status : int
{
    Ok,
    NotFound,
    Unavailable,
    Denied,
    Failed
};

struct Answer
{
    Status status = Status::Failed;
    QString text;   // what a read found
    QString detail; // QtKeychain's own words about a failure
};

using Done = std::function<void(const Answer&)>;

// The plugin's one exported function: starts the operation as a job owned by `parent` and
// calls done in `context`'s thread when it ends (never if context is gone first).
using RunFunction = void (*)(Operation operation, const QString& service, const QString& key,
                             const QString& text, QObject* parent, QObject* context,
                             const Done& done);
inline constexpr char kRunSymbol[] = "nelumboKeychainRun";

} // namespace KeychainPlugin
} // namespace nelumbo
