#include "HelpFormatter.h"

#include <QStringList>
#include <algorithm>

namespace nelumbo {

namespace {
constexpr int kIndent = 2;
constexpr int kMaxLabelWidth = 24; // longer labels put their description on the next line

QString optionLabel(const QCommandLineOption& option)
{
    QStringList names;
    bool hasShort = false;
    for (const QString& name : option.names()) {
        if (name.size() == 1) {
            names.prepend(QLatin1Char('-') + name);
            hasShort = true;
        } else {
            names.append(QLatin1String("--") + name);
        }
    }
    // Long-only options line up with the long names of options that have a short one.
    QString label =
        (hasShort ? QString() : QStringLiteral("    ")) + names.join(QLatin1String(", "));
    if (!option.valueName().isEmpty())
        label += QLatin1Char(' ') + option.valueName();
    return label;
}
} // namespace

QString HelpFormatter::wrap(const QString& text, int indent)
{
    const QString pad(indent, QLatin1Char(' '));
    const int width = std::max(20, kWidth - indent);
    QString out;
    const QStringList paragraphs = text.split(QLatin1Char('\n'));
    for (const QString& paragraph : paragraphs) {
        QString line;
        const QStringList words = paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& word : words) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
                out += pad + line + QLatin1Char('\n');
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        out += (line.isEmpty() ? QString() : pad + line) + QLatin1Char('\n');
    }
    return out;
}

QString HelpFormatter::table(const QList<QPair<QString, QString>>& rows)
{
    int labelWidth = 0;
    for (const auto& row : rows)
        if (row.first.size() <= kMaxLabelWidth)
            labelWidth = std::max(labelWidth, int(row.first.size()));
    const int descriptionColumn = kIndent + labelWidth + 2;

    QString out;
    for (const auto& row : rows) {
        QString description = wrap(row.second, descriptionColumn);
        QString head = QString(kIndent, QLatin1Char(' ')) + row.first;
        if (row.first.size() > labelWidth) {
            out += head + QLatin1Char('\n') + description;
            continue;
        }
        if (row.second.trimmed().isEmpty()) {
            out += head + QLatin1Char('\n');
            continue;
        }
        // The label goes into the first line's indentation.
        description.replace(0, head.size(), head);
        out += description;
    }
    return out;
}

QString HelpFormatter::options(const QList<QCommandLineOption>& options)
{
    QList<QPair<QString, QString>> rows;
    for (const QCommandLineOption& option : options)
        rows.append({optionLabel(option), option.description()});
    return table(rows);
}

} // namespace nelumbo
