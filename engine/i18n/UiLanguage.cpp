#include "i18n/UiLanguage.h"

#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <optional>

namespace nelumbo {

namespace {

const QString catalogueDir = QStringLiteral(":/i18n");
QString installedCode;

QStringList compiledCodes()
{
    QStringList codes;
    // Filtered here: a name filter would compile a pattern at every start.
    const QStringList files = QDir(catalogueDir).entryList(QDir::Files, QDir::Name);
    for (const QString& file : files) {
        if (!file.startsWith(QLatin1String("nelumbo_")) || !file.endsWith(QLatin1String(".qm")))
            continue;
        const QString code = file.mid(8, file.size() - 8 - 3);
        if (!code.isEmpty() && code != QLatin1String("en"))
            codes << code;
    }
    return codes;
}

// English is the source text: the C locale reads it too.
bool meansEnglish(const QLocale& locale)
{
    return locale.language() == QLocale::C || locale.language() == QLocale::English;
}

// UiLanguage::match, asking for the compiled codes only when the language is not English.
template <typename Codes> QString matchLanguage(const QString& language, const Codes& codes)
{
    const QLocale locale(language);
    if (meansEnglish(locale))
        return QStringLiteral("en");
    if (locale.language() == QLocale::Chinese) {
        // Only Simplified Chinese is translated; Traditional readers get the next preference.
        const bool simplified = locale.script() == QLocale::SimplifiedHanScript;
        return simplified && codes().contains(QStringLiteral("zh_CN")) ? QStringLiteral("zh_CN")
                                                                       : QString();
    }
    const QString base = QLocale::languageToCode(locale.language());
    return codes().contains(base) ? base : QString();
}

// Loads one catalogue into a translator owned by the application; false when it is absent.
bool installCatalogue(QCoreApplication& app, const QString& file, const QString& dir)
{
    auto* translator = new QTranslator(&app);
    if (!translator->load(file, dir)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

QString UiLanguage::nativeName(const QString& code)
{
    // Written as each language writes its own name; QLocale's forms are lower-case for some.
    static const QList<std::pair<QString, QString>> names = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
    for (const auto& [c, name] : names)
        if (c == code)
            return name;
    return QLocale(code).nativeLanguageName();
}

QList<UiLanguage::Language> UiLanguage::available()
{
    QList<Language> languages{{QStringLiteral("en"), nativeName(QStringLiteral("en"))}};
    for (const QString& code : compiledCodes())
        languages.append({code, nativeName(code)});
    return languages;
}

QString UiLanguage::match(const QString& language, const QStringList& codes)
{
    return matchLanguage(language, [&codes]() -> const QStringList& { return codes; });
}

QString UiLanguage::resolve(const QString& setting, const QStringList& systemLanguages)
{
    // The catalogues are listed only when a language other than English is asked for.
    std::optional<QStringList> listed;
    const auto codes = [&listed]() -> const QStringList& {
        if (!listed)
            listed = compiledCodes();
        return *listed;
    };
    const QString wanted = setting.trimmed();
    // A setting Qt does not know as a language (a typo) falls back to the system's.
    if (!wanted.isEmpty() && QLocale(wanted).language() != QLocale::C) {
        if (wanted == QLatin1String("en") || codes().contains(wanted))
            return wanted;
        const QString matched = matchLanguage(wanted, codes);
        if (!matched.isEmpty())
            return matched;
    }
    for (const QString& language : systemLanguages) {
        const QString matched = matchLanguage(language, codes);
        if (!matched.isEmpty())
            return matched;
    }
    return QStringLiteral("en");
}

QString UiLanguage::install(QCoreApplication& app, const QString& setting)
{
    const QString code = resolve(setting, QLocale::system().uiLanguages());
    installedCode = code;
    // An explicit choice formats numbers and dates like its language too.
    if (!setting.trimmed().isEmpty())
        QLocale::setDefault(QLocale(code));
    // English only carries the plural forms of the source text.
    installCatalogue(app, QStringLiteral("nelumbo_") + code, catalogueDir);
    if (code == QLatin1String("en"))
        return code;
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!installCatalogue(app, QStringLiteral("qt_") + code, qtDir))
        installCatalogue(app, QStringLiteral("qtbase_") + code, qtDir);
    installCatalogue(app, QStringLiteral("qscintilla_") + code.toLower(), qtDir);
    return code;
}

QString UiLanguage::current()
{
    return installedCode;
}

} // namespace nelumbo
