#pragma once

#include "FakeLlmServer.h"
#include "NoKeychain.h"
#include "TestData.h"
#include "adapter/SourceUrl.h"
#include "core/Settings.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

// What the assistant's GUI tests share: a home, config file and API key of their own (nothing
// of the user's is read or touched), AI pointed at the fake provider, and a Chinook copy.
namespace nelumbo::testing {

inline bool isolateForAssistant(const QTemporaryDir& dir)
{
    disconnectKeychainForTests();
    const QString home = dir.filePath(QStringLiteral("home"));
    qputenv("HOME", QFile::encodeName(home));
    qputenv("NELUMBO_CONFIG", QFile::encodeName(dir.filePath(QStringLiteral("nelumbo.conf"))));
    qputenv("OPENAI_API_KEY", "test-key");
    for (const char* name : {"OPENAI_BASE_URL", "NELUMBO_AI_MODEL"})
        qunsetenv(name);
    return QDir().mkpath(home);
}

inline void useFakeOpenAi(const fake::FakeLlmServer& server)
{
    QSettings settings(Settings::filePath(), QSettings::IniFormat);
    settings.setValue(QStringLiteral("ai/enabled"), true);
    settings.setValue(QStringLiteral("ai/model"), QStringLiteral("openai:gpt-4o"));
    settings.setValue(QStringLiteral("ai/base_url"),
                      server.baseUrl().toString() + QStringLiteral("/v1"));
    settings.setValue(QStringLiteral("ai/max_attempts"), 1);
}

// A writable copy of the demo database; its source URL, or empty when it cannot be made.
inline QString chinookCopy(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("chinook.sqlite"));
    if (!QFile::exists(path) && !QFile::copy(chinookPath(), path))
        return {};
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return SourceUrl::forFile(QStringLiteral("sqlite"), path);
}

} // namespace nelumbo::testing
