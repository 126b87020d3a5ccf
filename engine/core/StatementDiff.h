#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace nelumbo {

// The line differences between two statements (Myers' shortest edit script), for showing
// what replacing the editor's text would change. Line endings are normalised first (CRLF and
// CR count as LF) and a final newline makes no line of its own. Within a change, the removed
// lines come before the added ones, and a removed line paired with an added one marks the
// characters that differ in both.
class StatementDiff
{
public:
    enum class Kind
    {
        Equal,
        Removed,
        Added
    };
    // Characters [start, start + length) of a line that differ from its paired line.
    struct Mark
    {
        int start = 0;
        int length = 0;
        friend bool operator==(const Mark&, const Mark&) = default;
    };
    struct Line
    {
        Kind kind = Kind::Equal;
        QString text;
        int oldNumber = 0; // 1-based; 0 for an added line
        int newNumber = 0; // 1-based; 0 for a removed line
        QList<Mark> marks;
    };
    // Changed lines with up to `context` equal lines around them; numbers are 1-based (the
    // line before the hunk when its count is 0, as in unified diffs).
    struct Hunk
    {
        int oldStart = 0;
        int oldCount = 0;
        int newStart = 0;
        int newCount = 0;
        QList<Line> lines;
    };

    // More edits than this between the common head and tail: the middle shows as one block.
    static constexpr int kMaxEdits = 1000;

    static StatementDiff compare(const QString& before, const QString& after);
    static QStringList splitLines(const QString& text);

    bool isIdentical() const { return m_added == 0 && m_removed == 0; }
    // True when the inputs differed too much for a minimal diff (see kMaxEdits).
    bool isApproximate() const { return m_approximate; }
    int addedCount() const { return m_added; }
    int removedCount() const { return m_removed; }
    const QList<Line>& lines() const { return m_lines; }
    QList<Hunk> hunks(int context = 3) const;
    // 0-based index in the new text of the first added line, or of the line after the first
    // removal; -1 when identical.
    int firstChangedNewLine() const;
    // The hunks as a unified diff ("@@ -1,2 +1,3 @@", lines prefixed by ' ', '-', '+').
    QString unified(int context = 3) const;

private:
    void markWords();

    QList<Line> m_lines;
    int m_added = 0;
    int m_removed = 0;
    bool m_approximate = false;
};

} // namespace nelumbo
