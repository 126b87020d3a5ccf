#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace nelumbo {

// Text from a database or a file, made safe to show: characters that could drive a terminal
// (C0/C1 controls such as ESC, BEL, CSI) or reorder what the eye reads (bidirectional
// overrides, isolates and marks) become visible escapes, \x1B or \u202E. One rule for the CLI
// and the UI.
class SafeText
{
public:
    enum class LineBreaks
    {
        Keep,  // line feeds and tabs stay: multi-line messages remain readable
        Escape // every control character is escaped
    };

    // True for a character escaped() replaces.
    static bool isUnsafe(char32_t c);
    static bool isUnsafe(QChar c) { return isUnsafe(char32_t(c.unicode())); }
    static QString escaped(QStringView text, LineBreaks lineBreaks = LineBreaks::Keep);
    // JSON text (UTF-8) with the unsafe characters JSON leaves raw (DEL, C1, bidirectional
    // controls, line and paragraph separators) written as \uXXXX: the same JSON once parsed,
    // harmless on a terminal. Such characters only occur inside strings in valid JSON.
    // When nothing needs escaping the result shares `json` itself: no copy of a large text.
    static QByteArray jsonEscaped(const QByteArray& json);
};

} // namespace nelumbo
