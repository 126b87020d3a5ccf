#include "sources/SourceSwitcher.h"

#include "adapter/CredentialUrl.h"
#include "source/SourceStore.h"

#include <QSignalBlocker>

namespace nelumbo {

namespace {
constexpr int kNewSourceRole = Qt::UserRole + 1;
}

SourceSwitcher::SourceSwitcher(QWidget* parent, const QString& configFile)
    : QComboBox(parent)
    , m_configFile(configFile)
{
    setObjectName(QStringLiteral("sourceSwitcher"));
    setAccessibleName(tr("Data source"));
    setToolTip(tr("The data source of the window"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, this, &SourceSwitcher::onActivated);
    reload();
}

void SourceSwitcher::reload()
{
    const QSignalBlocker blocker(this);
    clear();
    for (const SourceDefinition& d : SourceStore(m_configFile).sources()) {
        addItem(d.name, d.name);
        setItemData(count() - 1, CredentialUrl::redacted(d.url), Qt::ToolTipRole);
    }
    insertSeparator(count());
    addItem(tr("New Source…"));
    setItemData(count() - 1, true, kNewSourceRole);
    setCurrentIndex(findData(m_current));
}

QString SourceSwitcher::currentSource() const
{
    return m_current;
}

void SourceSwitcher::setCurrentSource(const QString& name)
{
    const QSignalBlocker blocker(this);
    m_current = findData(name) >= 0 ? name : QString();
    setCurrentIndex(findData(m_current));
}

void SourceSwitcher::onActivated(int index)
{
    if (itemData(index, kNewSourceRole).toBool()) {
        setCurrentSource(m_current); // the choice is made in the dialog
        Q_EMIT newSourceRequested();
        return;
    }
    const QString name = itemData(index).toString();
    if (name.isEmpty())
        return;
    m_current = name;
    Q_EMIT sourceChosen(name);
}

} // namespace nelumbo
