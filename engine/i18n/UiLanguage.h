#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <limits>

namespace nelumbo {

// The language of the interface: the system's unless the settings name one. Only what people
// read is translated; prompts and machine-readable output stay English.
class UiLanguage
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::UiLanguage)
public:
    struct Language
    {
        QString code;       // "de", "zh_CN"; "en" is the untranslated source text
        QString nativeName; // "Deutsch", shown in that language whatever the interface's is
    };

    // English and every language with a catalogue compiled into the program.
    static QList<Language> available();
    static QString nativeName(const QString& code);

    // The catalogue to use for a setting ("" follows the system) and the system's preferred
    // languages (QLocale::uiLanguages order). English when nothing matches.
    static QString resolve(const QString& setting, const QStringList& systemLanguages);

    // Installs the catalogues for the setting on the application: the program's own, Qt's
    // and QScintilla's where the system has them. Returns the code in use.
    static QString install(QCoreApplication& app, const QString& setting);
    // The code install() chose; empty before it ran (tests, tools).
    static QString current();

    // tr() picks a plural form by an int; larger counts are still shown in full by the caller.
    static int pluralCount(qint64 n)
    {
        return int(std::min<qint64>(n, std::numeric_limits<int>::max()));
    }

private:
    static QString match(const QString& language, const QStringList& codes);
};

} // namespace nelumbo
