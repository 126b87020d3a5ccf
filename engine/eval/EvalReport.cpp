#include "eval/EvalReport.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

// The table's columns are the results file's names, the same in every language.
const QStringList kHeaders{u"questions"_s, u"exact%"_s, u"subset%"_s, u"invalid%"_s,
                           u"refused%"_s,  u"error%"_s, u"p50_ms"_s,  u"p90_ms"_s,
                           u"tokens/q"_s,  u"usd/q"_s,  u"usd"_s};

QString money(double usd)
{
    return usd < 0 ? u"-"_s : QString::number(usd, 'f', 4);
}

QStringList cells(const EvalSummaryRow& r)
{
    const auto pct = [](double v) { return QString::number(v, 'f', 1); };
    return {QString::number(r.questions),
            pct(r.rate(r.exact)),
            pct(r.rate(r.exact + r.subset)),
            pct(r.rate(r.invalid)),
            pct(r.rate(r.refused)),
            pct(r.rate(r.errors)),
            QString::number(r.medianLatencyMs),
            QString::number(r.p90LatencyMs),
            QString::number(r.tokensPerQuestion, 'f', 0),
            money(r.costPerQuestion),
            money(r.totalCost)};
}

QString textTable(const QString& title, const QList<EvalSummaryRow>& rows)
{
    QList<QStringList> lines{QStringList{title} + kHeaders};
    for (const EvalSummaryRow& r : rows)
        lines.append(QStringList{r.group.isEmpty() ? u"-"_s : r.group} + cells(r));
    QList<qsizetype> width(lines.first().size(), 0);
    for (const QStringList& line : std::as_const(lines)) {
        for (int c = 0; c < line.size(); ++c)
            width[c] = std::max(width.at(c), line.at(c).size());
    }
    QString out;
    for (const QStringList& line : std::as_const(lines)) {
        for (int c = 0; c < line.size(); ++c) {
            out += c == 0 ? line.at(c).leftJustified(width.at(c))
                          : u"  "_s + line.at(c).rightJustified(width.at(c));
        }
        out += u'\n';
    }
    return out;
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString htmlTable(const QString& title, const QList<EvalSummaryRow>& rows)
{
    QString out = u"<table class=\"sum\"><tr><th>"_s + esc(title) + u"</th>"_s;
    for (const QString& h : kHeaders)
        out += u"<th>"_s + esc(h) + u"</th>"_s;
    out += u"</tr>\n"_s;
    for (const EvalSummaryRow& r : rows) {
        out += u"<tr><td>"_s + esc(r.group.isEmpty() ? u"-"_s : r.group) + u"</td>"_s;
        for (const QString& c : cells(r))
            out += u"<td class=\"n\">"_s + esc(c) + u"</td>"_s;
        out += u"</tr>\n"_s;
    }
    return out + u"</table>\n"_s;
}

QString rowText(const QJsonArray& row)
{
    QStringList parts;
    for (const QJsonValue& v : row)
        parts.append(v.isNull() ? u"NULL"_s : v.toVariant().toString());
    return parts.join(u" | "_s);
}

// Both samples side by side; rows missing from the other side are marked.
QString sampleDiff(const QJsonObject& gold, const QJsonObject& generated)
{
    QMultiHash<QString, int> goldRows, generatedRows;
    const QJsonArray g = gold.value(u"rows"_s).toArray();
    const QJsonArray h = generated.value(u"rows"_s).toArray();
    QSet<QString> inGold, inGenerated;
    for (const QJsonValue& r : g)
        inGold.insert(rowText(r.toArray()));
    for (const QJsonValue& r : h)
        inGenerated.insert(rowText(r.toArray()));
    const auto side = [](const QJsonObject& sample, const QSet<QString>& other) {
        QString out = u"<table class=\"rows\"><tr>"_s;
        for (const QJsonValue& c : sample.value(u"columns"_s).toArray())
            out += u"<th>"_s + esc(c.toString()) + u"</th>"_s;
        out += u"</tr>"_s;
        for (const QJsonValue& r : sample.value(u"rows"_s).toArray()) {
            const QJsonArray row = r.toArray();
            out += other.contains(rowText(row)) ? u"<tr>"_s : u"<tr class=\"miss\">"_s;
            for (const QJsonValue& v : row)
                out +=
                    u"<td>"_s + esc(v.isNull() ? u"NULL"_s : v.toVariant().toString()) + u"</td>"_s;
            out += u"</tr>"_s;
        }
        return out + u"</table>"_s;
    };
    return u"<div class=\"diff\"><div><b>"_s + esc(EvalReport::tr("Gold result")) + u"</b>"_s +
           side(gold, inGenerated) + u"</div><div><b>"_s + esc(EvalReport::tr("Generated result")) +
           u"</b>"_s + side(generated, inGold) + u"</div></div>"_s;
}

} // namespace

QString EvalReport::table(const EvalSummary& summary)
{
    return textTable(tr("database"), summary.byDb) + u'\n' +
           textTable(tr("category"), summary.byCategory) + u'\n' +
           textTable(tr("all"), {summary.total});
}

QString EvalReport::html(const QList<EvalRecord>& records, const QString& title)
{
    const EvalSummary summary = EvalSummary::of(records);
    QString out = u"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"_s + esc(title) +
                  u"</title>\n<style>\n"
                  "body{font-family:sans-serif;margin:1.5em;color:#222}"
                  "table{border-collapse:collapse;margin:.5em 0 1.5em}"
                  "th,td{border:1px solid #ccc;padding:.2em .5em;vertical-align:top}"
                  "th{background:#f0f0f0}td.n{text-align:right}"
                  "pre{white-space:pre-wrap;margin:0;font-size:90%}"
                  ".v{font-weight:bold;padding:.1em .4em;border-radius:3px}"
                  ".exact{background:#c8f0c8}.subset{background:#e0f4c0}.wrong{background:#f8d0d0}"
                  ".invalid{background:#f8e0b0}.refused{background:#e0e0f8}"
                  ".error,.timeout{background:#e8c8e8}"
                  ".diff{display:flex;gap:1em}.rows td,.rows th{font-size:85%}"
                  "tr.miss td{background:#fff0b0}\n"
                  "</style></head><body>\n<h1>"_s +
                  esc(title) + u"</h1>\n"_s;
    out += htmlTable(tr("database"), summary.byDb);
    out += htmlTable(tr("category"), summary.byCategory);
    out += htmlTable(tr("all"), {summary.total});
    out += u"<table class=\"q\"><tr><th>#</th><th>"_s + esc(tr("Question")) + u"</th><th>"_s +
           esc(tr("Gold")) + u"</th><th>"_s + esc(tr("Generated")) + u"</th></tr>\n"_s;
    QList<EvalRecord> sorted = records;
    std::sort(sorted.begin(), sorted.end(),
              [](const EvalRecord& a, const EvalRecord& b) { return a.questionId < b.questionId; });
    for (const EvalRecord& r : std::as_const(sorted)) {
        out += u"<tr><td>"_s + QString::number(r.questionId) + u"</td><td>"_s + esc(r.question) +
               u"<br><small>"_s + esc(r.db) + u" · "_s + esc(r.category) +
               u"</small><br><span class=\"v "_s + esc(r.verdict) + u"\">"_s + esc(r.verdict) +
               u"</span></td><td><pre>"_s + esc(r.gold) + u"</pre></td><td><pre>"_s +
               esc(r.statement) + u"</pre>"_s;
        if (!r.error.isEmpty())
            out += u"<p>"_s + esc(r.error) + u"</p>"_s;
        if (!evalCorrect(r.verdict) && (!r.goldSample.isEmpty() || !r.generatedSample.isEmpty()))
            out += sampleDiff(r.goldSample, r.generatedSample);
        out += u"</td></tr>\n"_s;
    }
    return out + u"</table>\n</body></html>\n"_s;
}

} // namespace nelumbo
