#include "assistant/ChatTraceView.h"

#include "window/ToolTipText.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
enum Column
{
    Tool,
    Arguments,
    Outcome,
    Duration
};
constexpr int kPendingRole = Qt::UserRole + 1;
constexpr int kShownChars = 120;

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString elided(const QString& text)
{
    QString oneLine = text.simplified();
    if (oneLine.size() > kShownChars)
        oneLine = oneLine.left(kShownChars - 1) + QChar(0x2026);
    return oneLine;
}
} // namespace

ChatTraceView::ChatTraceView(QWidget* parent)
    : QWidget(parent)
    , m_toggle(new QToolButton(this))
    , m_tree(new QTreeWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_toggle->setObjectName(QStringLiteral("traceToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAccessibleName(tr("Show the tools the assistant called"));
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);

    m_tree->setObjectName(QStringLiteral("traceTree"));
    m_tree->setAccessibleName(tr("Tools the assistant called"));
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Tool"), tr("Arguments"), tr("Outcome"), tr("Time")});
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    m_tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setMinimumSectionSize(fontMetrics().averageCharWidth() * 4);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(Arguments, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(Outcome, QHeaderView::Stretch);
    m_tree->setVisible(false);
    layout->addWidget(m_tree);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool on) {
        m_tree->setVisible(on);
        m_toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        fitHeight();
    });
    updateToggle();
}

void ChatTraceView::toolStarted(const QString& name, const QJsonObject& arguments)
{
    auto* item = new QTreeWidgetItem(m_tree);
    item->setText(Tool, name);
    item->setText(Arguments, elided(compact(arguments)));
    item->setToolTip(Arguments, plainToolTip(compact(arguments)));
    item->setText(Outcome, tr("running…"));
    item->setData(Tool, kPendingRole, true);
    updateToggle();
}

void ChatTraceView::toolFinished(const AgentTraceEntry& entry)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (item->data(Tool, kPendingRole).toBool() && item->text(Tool) == entry.tool) {
            fill(item, entry);
            return;
        }
    }
    fill(new QTreeWidgetItem(m_tree), entry);
    updateToggle();
}

void ChatTraceView::setTrace(const QList<AgentTraceEntry>& trace)
{
    m_tree->clear();
    for (const AgentTraceEntry& entry : trace)
        fill(new QTreeWidgetItem(m_tree), entry);
    updateToggle();
}

QList<AgentTraceEntry> ChatTraceView::traceFromJson(const QJsonArray& json)
{
    // The shape of AgentTraceEntry::toJson.
    QList<AgentTraceEntry> out;
    for (const QJsonValue& v : json) {
        const QJsonObject o = v.toObject();
        AgentTraceEntry entry;
        entry.tool = o.value(QStringLiteral("tool")).toString();
        entry.arguments = o.value(QStringLiteral("arguments")).toObject();
        entry.isError = o.value(QStringLiteral("outcome")).toString() == QLatin1String("error");
        entry.outcome = o.value(QStringLiteral("result")).toString();
        entry.durationMs = o.value(QStringLiteral("duration_ms")).toInteger();
        if (!entry.tool.isEmpty())
            out << entry;
    }
    return out;
}

void ChatTraceView::fill(QTreeWidgetItem* item, const AgentTraceEntry& entry)
{
    item->setData(Tool, kPendingRole, false);
    item->setText(Tool, entry.tool);
    item->setText(Arguments, elided(compact(entry.arguments)));
    item->setToolTip(Arguments, plainToolTip(compact(entry.arguments)));
    const QString outcome =
        //: %1 is the error message a tool returned
        entry.isError ? tr("error: %1").arg(elided(entry.outcome)) : elided(entry.outcome);
    item->setText(Outcome, outcome);
    item->setToolTip(Outcome, plainToolTip(entry.outcome));
    //: A duration in milliseconds
    item->setText(Duration, tr("%1 ms").arg(QLocale().toString(entry.durationMs)));
    if (entry.isError)
        item->setForeground(Outcome, palette().color(QPalette::PlaceholderText));
    fitHeight();
}

int ChatTraceView::count() const
{
    return m_tree->topLevelItemCount();
}

bool ChatTraceView::isExpanded() const
{
    return m_toggle->isChecked();
}

void ChatTraceView::setExpanded(bool expanded)
{
    m_toggle->setChecked(expanded);
}

void ChatTraceView::updateToggle()
{
    const int n = count();
    m_toggle->setText(tr("Tools used: %n", nullptr, n));
    setVisible(n > 0);
    fitHeight();
}

void ChatTraceView::fitHeight()
{
    if (!m_tree->isVisible() && !m_toggle->isChecked())
        return;
    int height = m_tree->header()->sizeHint().height() + 2 * m_tree->frameWidth();
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        height +=
            m_tree->sizeHintForRow(i) > 0 ? m_tree->sizeHintForRow(i) : fontMetrics().height() + 4;
    m_tree->setFixedHeight(height + 2);
}

} // namespace nelumbo
