#include "window/SessionStore.h"

#include "core/Settings.h"

#include <QVariantMap>

namespace nelumbo {

SessionState SessionStore::load()
{
    auto settings = Settings::open();
    SessionState state;
    state.sourceUrl = Settings::value(*settings, SettingsKey::SessionSource).toString();
    state.sourceName = Settings::value(*settings, SettingsKey::SessionSourceName).toString();
    state.currentTab = Settings::value(*settings, SettingsKey::SessionCurrentTab).toInt();
    state.zoom = Settings::value(*settings, SettingsKey::EditorZoom).toInt();
    const QVariantList tabs = Settings::value(*settings, SettingsKey::SessionTabs).toList();
    for (const QVariant& v : tabs) {
        const QVariantMap m = v.toMap();
        TabState tab;
        tab.filePath = m.value(QStringLiteral("file")).toString();
        tab.text = m.value(QStringLiteral("text")).toString();
        tab.modified = m.value(QStringLiteral("modified")).toBool();
        tab.cursor = m.value(QStringLiteral("cursor")).toLongLong();
        tab.variables = m.value(QStringLiteral("variables")).toMap();
        state.tabs << tab;
    }
    return state;
}

void SessionStore::save(const SessionState& state)
{
    auto settings = Settings::open();
    QVariantList tabs;
    for (const TabState& tab : state.tabs) {
        QVariantMap m;
        m.insert(QStringLiteral("file"), tab.filePath);
        if (tab.filePath.isEmpty() || tab.modified)
            m.insert(QStringLiteral("text"), tab.text);
        m.insert(QStringLiteral("modified"), tab.modified);
        m.insert(QStringLiteral("cursor"), qlonglong(tab.cursor));
        if (!tab.variables.isEmpty())
            m.insert(QStringLiteral("variables"), tab.variables);
        tabs << m;
    }
    Settings::setValue(*settings, SettingsKey::SessionSource, state.sourceUrl);
    Settings::setValue(*settings, SettingsKey::SessionSourceName, state.sourceName);
    Settings::setValue(*settings, SettingsKey::SessionTabs, tabs);
    Settings::setValue(*settings, SettingsKey::SessionCurrentTab, state.currentTab);
    Settings::setValue(*settings, SettingsKey::EditorZoom, state.zoom);
}

} // namespace nelumbo
