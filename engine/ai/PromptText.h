#pragma once

#include <QJsonValue>
#include <QString>

namespace nelumbo {

// Text that goes into prompts from outside core: statements, names, adapter notes. Keeps it
// inside its fence or its JSON string so it cannot pose as instructions or end a section.
class PromptText
{
public:
    // A Markdown fence around body, longer than any backtick run inside it, so a ``` in a
    // comment or a name cannot close it early.
    static QString fenced(const QString& label, const QString& body);
    // Compact JSON with backticks, bidirectional controls and line separators written as
    // \uXXXX (still the same JSON value), so the data can sit in a fence, no name can open or
    // close one, and none can reorder or break the prompt's lines.
    static QString jsonData(const QJsonValue& value);
    // A single name or value as a JSON string literal, for mentions inside sentences.
    static QString quoted(const QString& text);
    // At most maxUtf8Bytes of UTF-8, cut between characters (never inside a surrogate pair
    // or a UTF-8 sequence) and ending with kTruncationMarker when anything was cut.
    static QString truncated(const QString& text, int maxUtf8Bytes, bool* wasCut = nullptr);

    static constexpr const char* kTruncationMarker = "\n[truncated]";
};

} // namespace nelumbo
