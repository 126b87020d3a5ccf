#include "ai/ReplyExtractor.h"

#include "ai/PromptBuilder.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

namespace nelumbo {

namespace {

struct Fence
{
    QString label;
    QString body;
};

QString normalisedLineEnds(const QString& text)
{
    QString t = text;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    t.replace(u'\r', u'\n');
    return t;
}

// Closed fences in order. An opener is a line of 3+ backticks and an optional label; it is
// closed by a line of at least as many backticks and nothing else.
QList<Fence> fences(const QString& text)
{
    static const QRegularExpression opener(
        QStringLiteral("^ {0,3}(`{3,})[ \\t]*([A-Za-z0-9_+.:#-]*)[ \\t]*$"));
    static const QRegularExpression closer(QStringLiteral("^ {0,3}(`{3,})[ \\t]*$"));
    const QStringList lines = text.split(u'\n');
    QList<Fence> result;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto open = opener.match(lines.at(i));
        if (!open.hasMatch())
            continue;
        const qsizetype ticks = open.capturedLength(1);
        qsizetype j = i + 1;
        for (; j < lines.size(); ++j) {
            const auto close = closer.match(lines.at(j));
            if (close.hasMatch() && close.capturedLength(1) >= ticks)
                break;
        }
        if (j == lines.size())
            break; // unclosed: a cut reply, not a statement to run
        result << Fence{open.captured(2), lines.mid(i + 1, j - i - 1).join(u'\n')};
        i = j;
    }
    return result;
}

bool isVariablesLabel(const QString& label)
{
    return label.compare(QLatin1String("variables"), Qt::CaseInsensitive) == 0;
}

QString refusalReason(const QString& fromMarker)
{
    const QString reason =
        fromMarker.mid(qsizetype(qstrlen(PromptBuilder::kRefusalMarker))).trimmed();
    if (!reason.isEmpty())
        return reason;
    return QCoreApplication::translate("nelumbo::ReplyExtractor",
                                       "The model declined without giving a reason.");
}

} // namespace

ExtractedReply ReplyExtractor::extract(const QString& reply, const QueryLanguage& language)
{
    const QString text = normalisedLineEnds(reply).trimmed();
    const QLatin1String marker(PromptBuilder::kRefusalMarker);
    ExtractedReply r;
    if (text.startsWith(marker)) {
        r.kind = ExtractedReply::Kind::Refusal;
        r.reason = refusalReason(text);
        return r;
    }
    for (const Fence& f : fences(text)) {
        if (isVariablesLabel(f.label) || f.body.trimmed().isEmpty())
            continue;
        if (f.body.trimmed().startsWith(marker)) { // a refusal the model put in a fence
            r.kind = ExtractedReply::Kind::Refusal;
            r.reason = refusalReason(f.body.trimmed());
            return r;
        }
        r.kind = ExtractedReply::Kind::Statement;
        r.statement = f.body.trimmed();
        r.fenceLabel = f.label;
        QStringList notes;
        const auto block = variablesBlock(text, &notes);
        r.variables = VariableNormaliser::normalise(block.value_or(QJsonArray()), r.statement);
        r.variables.notes = notes + r.variables.notes;
        return r;
    }
    static const QRegularExpression markerLine(QStringLiteral("^[ \\t]*UNABLE_TO_GENERATE:"),
                                               QRegularExpression::MultilineOption);
    if (const auto m = markerLine.match(text); m.hasMatch()) {
        r.kind = ExtractedReply::Kind::Refusal;
        r.reason = refusalReason(text.mid(m.capturedStart()).trimmed());
        return r;
    }
    r.kind = ExtractedReply::Kind::Unfenced;
    r.reason = text;
    r.looksLikeStatement = language.looksLikeStatement(text);
    return r;
}

std::optional<QJsonArray> ReplyExtractor::variablesBlock(const QString& reply, QStringList* notes)
{
    for (const Fence& f : fences(normalisedLineEnds(reply))) {
        if (!isVariablesLabel(f.label))
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(f.body.trimmed().toUtf8(), &error);
        if (doc.isArray())
            return doc.array();
        if (notes)
            *notes << (error.error != QJsonParseError::NoError
                           ? QStringLiteral("variables block: not valid JSON (%1)")
                                 .arg(error.errorString())
                           : QStringLiteral("variables block: not a JSON array"));
        return QJsonArray();
    }
    return std::nullopt;
}

} // namespace nelumbo
