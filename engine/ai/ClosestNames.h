#pragma once

#include <QString>
#include <QStringList>

namespace nelumbo {

// Existing names close to a misspelt one, by case-insensitive edit distance.
class ClosestNames
{
public:
    // Levenshtein distance between a and b, ignoring case.
    static int distance(QStringView a, QStringView b);
    // Up to max candidates within a distance that grows with the name's length (1 up to four
    // characters, at most 3), nearest first. A qualified candidate ("public.track") is also
    // compared by its last part, and so is a qualified name.
    static QStringList closest(const QString& name, const QStringList& candidates, int max = 3);
};

} // namespace nelumbo
