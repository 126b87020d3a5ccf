#pragma once

#include "core/Result.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace nelumbo {

// The General page of the settings: the interface language. The choice is read at start-up,
// so the page says when a restart is needed rather than half-translating the open window.
class GeneralSettingsPage : public QWidget
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath(). activeLanguage: the code the window runs in.
    explicit GeneralSettingsPage(QWidget* parent = nullptr, const QString& configFile = {},
                                 const QString& activeLanguage = {});

    void load();
    Result<void> apply();
    // The selected setting: "" follows the system, else a language code.
    QString selectedLanguage() const;

private:
    void updateRestartNote();

    QString m_configFile;
    QString m_activeLanguage;
    QString m_loadedLanguage;
    QComboBox* m_language;
    QLabel* m_restartNote;
    QCheckBox* m_autoCompletion;
    bool m_loadedAutoCompletion = true;
};

} // namespace nelumbo
