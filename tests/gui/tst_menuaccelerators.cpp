// In every language, each menu's items and the menu bar's titles have distinct accelerator
// keys (Alt+letter reaches exactly one item), and every translated item keeps one.

#include "AssistantTestSetup.h"
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

// The accelerator key of a text: the character after a single '&', upper-cased.
QChar acceleratorOf(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// "Menu: item, item" for every pair of entries that share a key in one menu.
QStringList clashes(const QString& where, const QList<QAction*>& actions)
{
    QStringList found;
    QHash<QChar, QString> seen;
    for (const QAction* action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar key = acceleratorOf(action->text());
        if (key.isNull())
            continue;
        if (seen.contains(key))
            found << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                         .arg(where, seen[key], action->text(), key);
        else
            seen.insert(key, action->text());
    }
    return found;
}

} // namespace

class TstMenuAccelerators : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(testing::isolateForAssistant(m_dir));
        registerBuiltinAdapters();
    }

    void distinctInEveryMenu_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "de", "fr", "es", "ja", "zh_CN"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void distinctInEveryMenu()
    {
        QFETCH(QString, code);
        QTranslator translator;
        if (code != u"en"_s) {
            QVERIFY(translator.load(u"nelumbo_"_s + code, u":/i18n"_s));
            QCoreApplication::installTranslator(&translator);
        }
        auto window = std::make_unique<MainWindow>();
        QStringList problems = clashes(u"menu bar"_s, window->menuBar()->actions());
        QList<QMenu*> menus;
        for (QAction* action : window->menuBar()->actions())
            if (action->menu())
                menus << action->menu();
        int items = 0;
        while (!menus.isEmpty()) {
            QMenu* menu = menus.takeFirst();
            problems << clashes(menu->title(), menu->actions());
            for (QAction* action : menu->actions()) {
                if (action->menu())
                    menus << action->menu();
                if (action->isSeparator() || action->text().isEmpty())
                    continue;
                ++items;
            }
        }
        // Toolbar buttons show no accelerator remnant such as "(R)".
        static const QRegularExpression remnant(QStringLiteral("\\([A-Z]\\)|&"));
        int buttons = 0;
        for (const QToolBar* bar : window->findChildren<QToolBar*>())
            for (const QToolButton* button : bar->findChildren<QToolButton*>()) {
                if (button->text().isEmpty())
                    continue;
                ++buttons;
                if (remnant.match(button->text()).hasMatch())
                    problems << u"toolbar: "_s + button->text();
            }
        window.reset();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY(buttons >= 3);
        QVERIFY(items > 30);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

NELUMBO_TEST_MAIN(TstMenuAccelerators)
#include "tst_menuaccelerators.moc"
