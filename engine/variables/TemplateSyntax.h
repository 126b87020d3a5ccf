#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <functional>

namespace nelumbo {

// One piece of template text: plain text (literals included, as written), a {{name}}
// placeholder, or an optional block's [[ or ]].
struct TemplatePiece
{
    enum class Kind : quint8
    {
        Text,
        Placeholder,
        SpacedPlaceholder, // {{ name }}: not a placeholder (reference spec §11.1)
        Open,
        Close
    };
    Kind kind;
    QString text; // the name, for placeholders
};

// Core's {{name}} / [[ … ]] syntax, cut into pieces for a language's template compiler. Only
// the language knows its literals, and nothing inside one is a placeholder or a bracket.
class TemplateSyntax
{
public:
    // How many characters from `at` belong to a literal starting there (its closing quote
    // included); 0 when no literal starts at `at`.
    using LiteralLength = std::function<qsizetype(QStringView text, qsizetype at)>;

    static QList<TemplatePiece> pieces(QStringView text, const LiteralLength& literal);
    // At an optional block's [[ (pieces[open]): `open` when every placeholder inside has a
    // value by hasValue (the block is kept), else the index of its ]] (or the last piece), so a
    // loop over the pieces goes on after the block.
    static qsizetype resumeAfterBlock(const QList<TemplatePiece>& pieces, qsizetype open,
                                      const std::function<bool(const QString&)>& hasValue);
    // The placeholders' names, each once, in order of first use.
    static QStringList variableNames(const QList<TemplatePiece>& pieces);
};

} // namespace nelumbo
