#pragma once

#include "export/ExportWriter.h"

#include <QList>

namespace nelumbo {

// One JSON array of objects, or NDJSON (one object per line). Numbers stay numbers as the
// database wrote them, NULL is null, blobs are hex strings; a repeated column name gets a
// suffix (_2, _3, …) so no key is lost.
class JsonWriter : public TextExportWriter
{
public:
    JsonWriter(QIODevice& device, bool lines);

    Result<void> begin(const QStringList& columns) override;
    Result<void> write(const RowBatch& batch) override;
    Result<void> end() override;

    // The keys of the objects: the column names, repeated ones suffixed.
    static QStringList uniqueKeys(const QStringList& columns);

private:
    bool m_lines;
    bool m_firstRow = true;
    QList<QByteArray> m_keys; // each as a JSON string followed by ':'
};

} // namespace nelumbo
