// The window in German, started the way the app starts: the language comes from the settings
// file. Menus, the docks and the Settings and Connection dialogs must show German text; any
// text that is still an English source string with a German translation is reported, which
// also catches strings filed under the wrong context or not passed through tr() at all.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "FakeLlmServer.h"
#include "TestData.h"
#include "TestMain.h"
#include "core/Settings.h"
#include "i18n/UiLanguage.h"
#include "settings/AiSettingsPage.h"
#include "settings/SettingsDialog.h"
#include "sources/ConnectionDialog.h"
#include "window/ActionText.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

// English source texts whose German translation differs: seeing one on screen is a defect.
QSet<QString> englishWithGerman()
{
    QSet<QString> sources;
    QFile file(nelumbo::testing::sourceDir() + QStringLiteral("/translations/nelumbo_de.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return sources;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == "source"_L1) {
            source = xml.readElementText();
        } else if (xml.name() == "translation"_L1) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            // Words shared by both languages ("Editor", "Status") are not evidence.
            if (!translation.isEmpty() && translation != source && !source.contains(u'%'))
                sources.insert(source);
        }
    }
    return sources;
}

// Every text a widget shows or speaks.
QStringList textsOf(const QWidget* w)
{
    QStringList texts{w->toolTip(), w->accessibleName(), w->statusTip()};
    if (w->isWindow())
        texts << w->windowTitle();
    if (const auto* b = qobject_cast<const QAbstractButton*>(w))
        texts << b->text();
    if (const auto* l = qobject_cast<const QLabel*>(w))
        texts << l->text();
    if (const auto* g = qobject_cast<const QGroupBox*>(w))
        texts << g->title();
    if (const auto* e = qobject_cast<const QLineEdit*>(w))
        texts << e->placeholderText();
    if (const auto* e = qobject_cast<const QPlainTextEdit*>(w))
        texts << e->placeholderText();
    if (const auto* d = qobject_cast<const QDockWidget*>(w))
        texts << d->windowTitle();
    if (const auto* t = qobject_cast<const QTabBar*>(w))
        for (int i = 0; i < t->count(); ++i)
            texts << t->tabText(i) << t->tabToolTip(i);
    if (const auto* c = qobject_cast<const QComboBox*>(w))
        for (int i = 0; i < c->count(); ++i)
            texts << c->itemText(i);
    for (const QAction* a : w->actions())
        texts << a->text() << a->toolTip();
    return texts;
}

} // namespace

class TstGermanWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fake::FakeLlmServer m_server;
    std::unique_ptr<MainWindow> m_window;
    QSet<QString> m_english;

    // The English texts shown in and under root, with where they are.
    QStringList englishIn(const QWidget* root) const
    {
        QStringList found;
        QList<const QWidget*> widgets{root};
        for (const QWidget* w : root->findChildren<QWidget*>())
            widgets << w;
        for (const QWidget* w : widgets)
            for (const QString& text : textsOf(w))
                if (!text.isEmpty() && m_english.contains(text))
                    found << QStringLiteral("%1 (%2): %3")
                                 .arg(w->objectName(),
                                      QString::fromLatin1(w->metaObject()->className()), text);
        found.removeDuplicates();
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(testing::isolateForAssistant(m_dir));
        testing::useFakeOpenAi(m_server);
        {
            QSettings settings(Settings::filePath(), QSettings::IniFormat);
            settings.setValue(QLatin1String(SettingsKey::UiLanguage.name), u"de"_s);
        }
        // As app/gui/main.cpp does it, with the test's own LC_ALL=C.UTF-8 saying English.
        QCOMPARE(UiLanguage::install(
                     *qApp, Settings::value(*Settings::open(), SettingsKey::UiLanguage).toString()),
                 u"de"_s);
        QCOMPARE(UiLanguage::current(), u"de"_s);
        m_english = englishWithGerman();
        QVERIFY(m_english.size() > 500);
        registerBuiltinAdapters();

        const QString url = testing::chinookCopy(m_dir);
        QVERIFY(!url.isEmpty());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->openSource(url);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(QTest::qWaitFor([this] { return m_window->catalogLoaded(); }, 10000));
    }

    void cleanupTestCase() { m_window.reset(); }

    void menusAreGerman()
    {
        QStringList titles;
        for (QAction* action : m_window->menuBar()->actions())
            titles << action->text();
        QCOMPARE(titles, (QStringList{u"&Datei"_s, u"&Bearbeiten"_s, u"&Ansicht"_s, u"Ab&frage"_s,
                                      u"A&ssistent"_s, u"&Hilfe"_s}));
        QStringList english;
        int items = 0;
        QList<QMenu*> menus;
        for (QAction* action : m_window->menuBar()->actions())
            if (action->menu())
                menus << action->menu();
        while (!menus.isEmpty()) {
            QMenu* menu = menus.takeFirst();
            for (QAction* action : menu->actions()) {
                if (action->isSeparator())
                    continue;
                ++items;
                if (action->menu())
                    menus << action->menu();
                for (const QString& text : {action->text(), action->toolTip()})
                    if (m_english.contains(text))
                        english << text;
            }
        }
        QVERIFY(items > 30);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
    }

    // Tooltips name the action without its accelerator, in either way of marking it.
    void tooltipsDropTheAccelerator_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plain");
        QTest::newRow("inside") << u"Ab&frage ausführen"_s << u"Abfrage ausführen"_s;
        QTest::newRow("Japanese") << u"選択範囲を説明(&E)"_s << u"選択範囲を説明"_s;
        QTest::newRow("Chinese with ellipsis") << u"设置(&T)…"_s << u"设置…"_s;
        QTest::newRow("literal ampersand") << u"Suchen && &Ersetzen"_s << u"Suchen & Ersetzen"_s;
        QTest::newRow("none") << u"Schema"_s << u"Schema"_s;
    }

    void tooltipsDropTheAccelerator()
    {
        QFETCH(QString, text);
        QFETCH(QString, plain);
        QCOMPARE(withoutAccelerator(text), plain);
    }

    void menuTooltipsHaveNoAccelerator()
    {
        int shortcuts = 0;
        for (const QAction* action : m_window->findChildren<QAction*>()) {
            if (action->shortcut().isEmpty() || action->toolTip().isEmpty())
                continue;
            ++shortcuts;
            QVERIFY2(!action->toolTip().contains(u'&'), qPrintable(action->toolTip()));
        }
        QVERIFY(shortcuts > 10);
    }

    void windowIsGerman()
    {
        const QStringList english = englishIn(m_window.get());
        QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
        // The docks the user sees first.
        QStringList docks;
        for (const QDockWidget* dock : m_window->findChildren<QDockWidget*>())
            docks << dock->windowTitle();
        QVERIFY2(docks.contains(u"Schema"_s) || docks.contains(u"Ergebnisse"_s) ||
                     docks.contains(u"Assistent"_s),
                 qPrintable(docks.join(u", ")));
    }

    void settingsDialogIsGerman()
    {
        auto* settings = m_window->findChild<QAction*>(u"actionSettings"_s);
        QVERIFY(settings);
        settings->trigger();
        SettingsDialog* dialog = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (dialog = m_window->findChild<SettingsDialog*>()); }));
        QCOMPARE(dialog->windowTitle(), u"Einstellungen"_s);
        auto* tabs = dialog->findChild<QTabBar*>();
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), u"KI-Assistent"_s);
        QCOMPARE(tabs->tabText(1), u"Allgemein"_s);
        // Qt's own catalogue is loaded too: the standard buttons are German.
        auto* box = dialog->findChild<QDialogButtonBox*>();
        QVERIFY(box);
        QCOMPARE(box->button(QDialogButtonBox::Cancel)->text().remove(u'&'), u"Abbrechen"_s);
        QCOMPARE(box->button(QDialogButtonBox::Apply)->text().remove(u'&'), u"Anwenden"_s);
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            const QStringList english = englishIn(dialog);
            QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
        }
        auto* language = dialog->findChild<QComboBox*>(u"languageCombo"_s);
        QVERIFY(language);
        QCOMPARE(language->currentText(), u"Deutsch"_s);
        QVERIFY(language->itemText(0).startsWith(u"Systemstandard"_s));

        // Choosing French says when it applies and writes ui/language on Apply.
        auto* note = dialog->findChild<QLabel*>(u"languageRestartNote"_s);
        QVERIFY(note);
        QVERIFY(note->isHidden());
        language->setCurrentIndex(language->findData(u"fr"_s));
        QVERIFY(!note->isHidden());
        QVERIFY(note->text().contains(u"Nelumbo"_s));
        QVERIFY(note->text() != u"The new language is used when Nelumbo is started again."_s);
        dialog->apply();
        QVERIFY(QTest::qWaitFor([] {
            const QSettings settings(Settings::filePath(), QSettings::IniFormat);
            return settings.value(QLatin1String(SettingsKey::UiLanguage.name)).toString() ==
                   u"fr"_s;
        }));
        QVERIFY(QTest::qWaitFor([&] { return !dialog->aiPage()->isApplying(); }));
        // Back to German, and the note goes away again.
        language->setCurrentIndex(language->findData(u"de"_s));
        QVERIFY(note->isHidden());
        dialog->apply();
        QVERIFY(QTest::qWaitFor([] {
            const QSettings settings(Settings::filePath(), QSettings::IniFormat);
            return settings.value(QLatin1String(SettingsKey::UiLanguage.name)).toString() ==
                   u"de"_s;
        }));
        dialog->reject();
    }

    void connectionDialogIsGerman()
    {
        auto* newSource = m_window->findChild<QAction*>(u"actionNewSource"_s);
        QVERIFY(newSource);
        newSource->trigger();
        ConnectionDialog* dialog = nullptr;
        QVERIFY(
            QTest::qWaitFor([&] { return (dialog = m_window->findChild<ConnectionDialog*>()); }));
        QVERIFY(!dialog->windowTitle().isEmpty());
        QVERIFY(dialog->windowTitle() != u"New Data Source"_s);
        const QStringList english = englishIn(dialog);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
        dialog->reject();
    }
};

NELUMBO_TEST_MAIN(TstGermanWindow)
#include "tst_germanwindow.moc"
