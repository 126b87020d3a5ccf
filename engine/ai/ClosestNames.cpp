#include "ai/ClosestNames.h"

#include <QList>
#include <algorithm>

namespace nelumbo {

int ClosestNames::distance(QStringView a, QStringView b)
{
    const QString x = a.toString().toCaseFolded();
    const QString y = b.toString().toCaseFolded();
    QList<int> row(y.size() + 1);
    for (qsizetype j = 0; j <= y.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= x.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= y.size(); ++j) {
            const int above = row[j];
            row[j] = std::min(
                {row[j] + 1, row[j - 1] + 1, diagonal + (x.at(i - 1) == y.at(j - 1) ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[y.size()];
}

QStringList ClosestNames::closest(const QString& name, const QStringList& candidates, int max)
{
    const QString bare = name.section(u'.', -1);
    const int limit = std::clamp((int(bare.size()) + 1) / 3, 1, 3);
    QList<QPair<int, QString>> found;
    for (const QString& c : candidates) {
        int d = std::min(distance(name, c), distance(bare, c.section(u'.', -1)));
        if (d <= limit)
            found.append({d, c});
    }
    std::sort(found.begin(), found.end(), [](const auto& l, const auto& r) {
        return l.first != r.first ? l.first < r.first
                                  : l.second.compare(r.second, Qt::CaseInsensitive) < 0;
    });
    QStringList result;
    for (const auto& [d, c] : found) {
        if (result.size() == max)
            break;
        if (!result.contains(c))
            result << c;
    }
    return result;
}

} // namespace nelumbo
