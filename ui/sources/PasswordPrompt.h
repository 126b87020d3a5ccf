#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

class QWidget;

namespace nelumbo {

// The password questions of the app. Tests answer them in advance instead of clicking a
// modal dialog, as with Prompt.
class PasswordPrompt
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PasswordPrompt)

public:
    enum class Fallback
    {
        PlainTextFile,
        DontStore
    };

    // No keychain service runs: keep the password in plain text in secretsFile, or not at all
    // (then it is asked for at connect time)? reason is the keychain's error, password-free.
    static Fallback keychainUnavailable(QWidget* parent, const QString& reason,
                                        const QString& secretsFile);
    // The password of a source, typed at connect time; nullopt when cancelled.
    static std::optional<QString> askPassword(QWidget* parent, const QString& sourceName,
                                              const QString& detail = {});

    // The next keychainUnavailable() returns this without showing anything.
    static void setNextFallback(Fallback answer);
    // The next askPassword() returns this (nullopt: as if cancelled) without showing anything.
    static void setNextPassword(std::optional<QString> password);
    // How often each question was asked since the last reset, for tests.
    static int fallbackQuestions() { return s_fallbackQuestions; }
    static void resetCounters() { s_fallbackQuestions = 0; }

private:
    static std::optional<Fallback> s_nextFallback;
    static std::optional<std::optional<QString>> s_nextPassword;
    static int s_fallbackQuestions;
};

} // namespace nelumbo
