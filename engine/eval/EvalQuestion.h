#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace nelumbo {

// One benchmark question: what is asked, the gold statement(s) that answer it and the
// database it is about. The gold text is never sent to the model.
struct EvalQuestion
{
    int id = 0; // 1-based row of the question in its file
    QString question;
    QString gold;
    QString db;
    QString category;
    QString instructions;
};

// Reads a question set: the benchmark's CSV (question,query,db_name,query_category,
// instructions) or JSON Lines of {"question", "gold", "db", "category", "instructions"}.
class EvalQuestionFile
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::EvalQuestionFile)
public:
    static Result<QList<EvalQuestion>> read(const QString& path);
    static Result<QList<EvalQuestion>> parseCsv(const QByteArray& data);
    static Result<QList<EvalQuestion>> parseJsonLines(const QByteArray& data);
};

} // namespace nelumbo
