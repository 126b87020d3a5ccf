#pragma once

#include "ai/AgentLoop.h"

#include <QWidget>

class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace nelumbo {

// The tools an answer called, folded under a button: tool, arguments, outcome, duration.
// Rows appear as the tools start and fill in when they finish.
class ChatTraceView : public QWidget
{
    Q_OBJECT
public:
    explicit ChatTraceView(QWidget* parent = nullptr);

    void toolStarted(const QString& name, const QJsonObject& arguments);
    void toolFinished(const AgentTraceEntry& entry);
    // The whole trace (a finished answer, or one read back from the conversation file).
    void setTrace(const QList<AgentTraceEntry>& trace);
    static QList<AgentTraceEntry> traceFromJson(const QJsonArray& json);

    int count() const;
    bool isExpanded() const;
    void setExpanded(bool expanded);
    QTreeWidget* tree() const { return m_tree; }
    QToolButton* toggle() const { return m_toggle; }

private:
    void fill(QTreeWidgetItem* item, const AgentTraceEntry& entry);
    void updateToggle();
    void fitHeight();

    QToolButton* m_toggle;
    QTreeWidget* m_tree;
};

} // namespace nelumbo
