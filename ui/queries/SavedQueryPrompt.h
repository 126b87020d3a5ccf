#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

class QWidget;

namespace nelumbo {

// The questions the saved-query library asks; tests answer them in advance instead of
// clicking modal dialogs.
class SavedQueryPrompt
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SavedQueryPrompt)

public:
    // A name for a saved query, or nothing when cancelled.
    static std::optional<QString> askName(QWidget* parent, const QString& title,
                                          const QString& initial);
    static bool confirmOverwrite(QWidget* parent, const QString& name);
    static bool confirmDelete(QWidget* parent, const QString& name);
    static void error(QWidget* parent, const QString& text);

    // The next askName() answers this (nullopt: as if cancelled) without showing anything.
    static void setNextName(const std::optional<QString>& name);
    // The next confirmOverwrite() or confirmDelete() answers this.
    static void setNextConfirmation(bool answer);
    // While set, error() only records its text, for tests.
    static void setQuiet(bool quiet);
    static QString lastError();

private:
    static bool s_nameSet;
    static std::optional<QString> s_nextName;
    static std::optional<bool> s_nextConfirmation;
    static bool s_quiet;
    static QString s_lastError;
};

} // namespace nelumbo
