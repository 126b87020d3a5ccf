#pragma once

#include "adapter/Schema.h"

#include <QList>
#include <QString>

namespace nelumbo {

// The "available tables" part of the generation prompt, bounded whatever the catalogue's
// size. Small catalogues are listed in full; large ones get a summary (tables per schema and
// the first names) and the instruction to search with list_tables' filter. Names are data:
// they appear only as JSON strings inside a fenced block, never as prompt text.
class TableListSection
{
public:
    static constexpr int kMaxListed = 300;     // tables listed by name before summarising
    static constexpr int kCharBudget = 6000;   // the whole section
    static constexpr int kMaxSchemas = 40;     // schemas counted by name in a summary
    static constexpr int kMaxSampleNames = 60; // names shown in a summary

    // tables: schema may be empty for schema-less sources; columns are ignored.
    explicit TableListSection(const QList<TableInfo>& tables);

    QString text() const;
    bool isSummary() const { return m_summary; }

    static QString qualifiedName(const TableInfo& table);

private:
    QString listText(const QStringList& names) const;
    QString summaryText(const QStringList& names) const;

    QList<TableInfo> m_tables;
    bool m_summary = false;
    QString m_text;
};

} // namespace nelumbo
