#include "window/WindowSession.h"

#include "adapter/SourceUrl.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/VariableForm.h"
#include "source/DemoDatabase.h"
#include "window/RecoveryStore.h"
#include "window/SessionStore.h"
#include "window/SourceSession.h"
#include "window/TabSet.h"

#include <QMainWindow>
#include <QTabWidget>

namespace nelumbo {

WindowSession::WindowSession(QMainWindow* window, TabSet* tabs, SourceSession* source)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_source(source)
    , m_recovery(new RecoveryStore([this] { return current(); }, window))
{
    connect(m_tabs, &TabSet::changed, m_recovery, &RecoveryStore::changed);
    connect(m_source, &SourceSession::sourceChanged, m_recovery, &RecoveryStore::changed);
}

void WindowSession::restore()
{
    auto settings = Settings::open();
    m_window->restoreGeometry(
        Settings::value(*settings, SettingsKey::WindowGeometry).toByteArray());
    m_window->restoreState(Settings::value(*settings, SettingsKey::WindowState).toByteArray());
    // After a kill or a crash the copy of that session is newer than the saved one.
    const SessionState session = m_recovery->takeOrphans().value_or(SessionStore::load());

    QString source = session.sourceUrl;
    if (!session.sourceName.isEmpty() && session.sourceName != QLatin1String("demo")) {
        m_source->openNamedSource(session.sourceName); // its password comes from the keychain
    } else {
        if (source.isEmpty() || session.sourceName == QLatin1String("demo")) {
            auto demo = DemoDatabase::ensureInstalled();
            if (demo)
                source = DemoDatabase::sourceUrl();
            else
                Q_EMIT statusMessage(demo.error().message);
        }
        m_source->openSource(source);
    }

    for (const TabState& state : session.tabs) {
        EditorTab* tab = m_tabs->newTab();
        if (!state.filePath.isEmpty()) {
            if (!tab->load(state.filePath)) {
                tab->editor()->setText(state.text); // the file went away; keep what we had
            } else if (state.modified) {
                tab->editor()->setText(state.text);
            }
        } else {
            tab->editor()->setText(state.text);
        }
        tab->setModified(state.modified);
        tab->editor()->setCursorCharOffset(state.cursor);
        tab->variableForm()->setValues(state.variables);
        tab->editor()->zoomTo(session.zoom);
    }
    if (m_tabs->count() == 0)
        m_tabs->newTab(DemoDatabase::sampleQuery());
    m_tabs->widget()->setCurrentIndex(qBound(0, session.currentTab, m_tabs->count() - 1));
    m_recovery->changed();
}

SessionState WindowSession::current() const
{
    SessionState session;
    // A configured source is remembered by name; only file URLs (no password) by URL.
    session.sourceName = m_source->name();
    const auto url = SourceUrl::parse(m_source->url());
    if (session.sourceName.isEmpty() && url && url->isFile())
        session.sourceUrl = m_source->url();
    session.currentTab = m_tabs->widget()->currentIndex();
    for (int i = 0; i < m_tabs->count(); ++i) {
        EditorTab* tab = m_tabs->tabAt(i);
        TabState state;
        state.filePath = tab->filePath();
        state.text = tab->editor()->text();
        state.modified = tab->isModified();
        state.cursor = tab->editor()->cursorCharOffset();
        state.variables = tab->variableForm()->values();
        session.tabs << state;
    }
    if (EditorTab* tab = m_tabs->currentTab())
        session.zoom = int(tab->editor()->SendScintilla(QsciScintilla::SCI_GETZOOM));
    return session;
}

void WindowSession::saveAndDiscardRecovery()
{
    SessionStore::save(current());
    auto settings = Settings::open();
    Settings::setValue(*settings, SettingsKey::WindowGeometry, m_window->saveGeometry());
    Settings::setValue(*settings, SettingsKey::WindowState, m_window->saveState());
    m_recovery->discard(); // a clean quit: the saved session has it all
}

} // namespace nelumbo
