#include "eval/EvalQuestion.h"

#include "core/ErrorCodes.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
QList<QStringList> csvRecords(const QString& text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            quoted = true;
            any = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
            any = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            if (any || !field.isEmpty()) {
                record.append(field);
                records.append(record);
            }
            record.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty()) {
        record.append(field);
        records.append(record);
    }
    return records;
}

} // namespace

Result<QList<EvalQuestion>> EvalQuestionFile::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::IoError, tr("Cannot read %1: %2").arg(path, file.errorString())};
    const QByteArray data = file.readAll();
    if (path.endsWith(u".jsonl"_s, Qt::CaseInsensitive) ||
        path.endsWith(u".json"_s, Qt::CaseInsensitive) || data.trimmed().startsWith('{'))
        return parseJsonLines(data);
    return parseCsv(data);
}

Result<QList<EvalQuestion>> EvalQuestionFile::parseCsv(const QByteArray& data)
{
    const QList<QStringList> records = csvRecords(QString::fromUtf8(data));
    if (records.isEmpty())
        return QList<EvalQuestion>();
    QHash<QString, int> index;
    for (int c = 0; c < records.first().size(); ++c)
        index.insert(records.first().at(c).trimmed().toLower(), c);
    for (const auto* required : {"question", "query", "db_name"}) {
        if (!index.contains(QLatin1StringView(required)))
            return Error{
                ErrorCode::BadQuestions,
                tr("The question file has no column \"%1\"").arg(QLatin1StringView(required))};
    }
    const auto field = [&](const QStringList& record, const QString& name) {
        const int c = index.value(name, -1);
        return c >= 0 ? record.value(c).trimmed() : QString();
    };
    QList<EvalQuestion> out;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QStringList& record = records.at(r);
        EvalQuestion q;
        q.id = int(r);
        q.question = field(record, u"question"_s);
        q.gold = field(record, u"query"_s);
        q.db = field(record, u"db_name"_s);
        q.category = field(record, u"query_category"_s);
        q.instructions = field(record, u"instructions"_s);
        out.append(q);
    }
    return out;
}

Result<QList<EvalQuestion>> EvalQuestionFile::parseJsonLines(const QByteArray& data)
{
    QList<EvalQuestion> out;
    int row = 0;
    for (const QByteArray& line : data.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        ++row;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (!doc.isObject())
            return Error{ErrorCode::BadQuestions,
                         tr("Line %1 of the question file is not a JSON object").arg(row)};
        const QJsonObject o = doc.object();
        EvalQuestion q;
        q.id = row;
        q.question = o.value(u"question"_s).toString();
        q.gold = o.value(u"gold"_s).toString(o.value(u"query"_s).toString());
        q.db = o.value(u"db"_s).toString(o.value(u"db_name"_s).toString());
        q.category = o.value(u"category"_s).toString(o.value(u"query_category"_s).toString());
        q.instructions = o.value(u"instructions"_s).toString();
        out.append(q);
    }
    return out;
}

} // namespace nelumbo
