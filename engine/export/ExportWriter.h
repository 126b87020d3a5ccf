#pragma once

#include "core/Result.h"
#include "core/RowBatch.h"
#include "export/ExportOptions.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>
#include <memory>

class QIODevice;

namespace nelumbo {

class QueryLanguage;

// Writes one result in one format, batch by batch: begin, write*, end. Nothing of a batch is
// kept after write() returns, so memory does not grow with the result.
class ExportWriter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ExportWriter)
public:
    virtual ~ExportWriter() = default;

    virtual Result<void> begin(const QStringList& columns) = 0;
    virtual Result<void> write(const RowBatch& batch) = 0;
    virtual Result<void> end() = 0;

    // A writer of a text format onto device (open for writing). INSERT needs the source's
    // language; it answers "unsupported" for a language without value literals.
    static Result<std::unique_ptr<ExportWriter>>
    createText(const ExportOptions& options, QIODevice& device, const QueryLanguage* language);
};

// The part text formats share: each batch becomes one buffer written at once.
class TextExportWriter : public ExportWriter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::TextExportWriter)
public:
    explicit TextExportWriter(QIODevice& device)
        : m_device(device)
    {}

protected:
    // Writes and empties m_buffer.
    Result<void> flush();
    QByteArray m_buffer;

private:
    QIODevice& m_device;
};

} // namespace nelumbo
