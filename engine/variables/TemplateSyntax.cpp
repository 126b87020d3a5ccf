#include "variables/TemplateSyntax.h"

#include <QRegularExpression>

namespace nelumbo {

QList<TemplatePiece> TemplateSyntax::pieces(QStringView s, const LiteralLength& literal)
{
    static const QRegularExpression placeholder(
        QStringLiteral("^\\{\\{(\\s*)([A-Za-z_][A-Za-z0-9_]*)(\\s*)\\}\\}"));
    QList<TemplatePiece> out;
    QString text;
    auto flush = [&] {
        if (!text.isEmpty())
            out.append({TemplatePiece::Kind::Text, text});
        text.clear();
    };
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (const qsizetype length = literal(s, i); length > 0) {
            text += s.mid(i, length);
            i += length - 1;
            continue;
        }
        const QStringView rest = s.mid(i);
        if (rest.startsWith(u"{{")) {
            const auto m = placeholder.match(rest.toString());
            if (m.hasMatch()) {
                flush();
                const bool spaced = !m.captured(1).isEmpty() || !m.captured(3).isEmpty();
                out.append({spaced ? TemplatePiece::Kind::SpacedPlaceholder
                                   : TemplatePiece::Kind::Placeholder,
                            m.captured(2)});
                i += m.capturedLength() - 1;
                continue;
            }
        }
        if (rest.startsWith(u"[[") || rest.startsWith(u"]]")) {
            flush();
            out.append(
                {rest.startsWith(u"[[") ? TemplatePiece::Kind::Open : TemplatePiece::Kind::Close,
                 {}});
            ++i;
            continue;
        }
        text += s[i];
    }
    flush();
    return out;
}

qsizetype TemplateSyntax::resumeAfterBlock(const QList<TemplatePiece>& pieces, qsizetype open,
                                           const std::function<bool(const QString&)>& hasValue)
{
    qsizetype end = open + 1;
    bool complete = true;
    for (; end < pieces.size() && pieces.at(end).kind != TemplatePiece::Kind::Close; ++end)
        if (pieces.at(end).kind == TemplatePiece::Kind::Placeholder && complete)
            complete = hasValue(pieces.at(end).text);
    return complete ? open : end;
}

QStringList TemplateSyntax::variableNames(const QList<TemplatePiece>& pieces)
{
    QStringList names;
    for (const TemplatePiece& p : pieces)
        if (p.kind == TemplatePiece::Kind::Placeholder && !names.contains(p.text))
            names.append(p.text);
    return names;
}

} // namespace nelumbo
