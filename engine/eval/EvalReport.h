#pragma once

#include "eval/EvalRecord.h"

#include <QCoreApplication>
#include <QString>

namespace nelumbo {

// The summary of a run as a text table, and the whole run as one self-contained HTML page.
class EvalReport
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::EvalReport)
public:
    static QString table(const EvalSummary& summary);
    // No external resource: styles inline, no script, no image.
    static QString html(const QList<EvalRecord>& records, const QString& title);
};

} // namespace nelumbo
