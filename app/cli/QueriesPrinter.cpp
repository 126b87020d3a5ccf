#include "QueriesPrinter.h"

#include "DisplayWidth.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::QueriesPrinter)
};

QString orDash(const QString& text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString stamp(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODate);
}
} // namespace

QString QueriesPrinter::table(const QList<SavedQuery>& queries)
{
    QList<QStringList> rows{
        {Tr::tr("NAME"), Tr::tr("SOURCE"), Tr::tr("LANGUAGE"), Tr::tr("UPDATED")}};
    for (const SavedQuery& q : queries)
        rows.append({q.name, orDash(q.dataSource), orDash(q.queryLanguage), stamp(q.updated)});
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList& row : std::as_const(rows))
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], DisplayWidth::of(row[i]));
    QString out;
    for (const QStringList& row : std::as_const(rows)) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            out += row[i];
            if (i + 1 < row.size())
                out += QString(widths[i] - DisplayWidth::of(row[i]) + 2, QLatin1Char(' '));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString QueriesPrinter::page(const SavedQuery& query)
{
    QString out;
    out += Tr::tr("name:      %1\n").arg(query.name);
    out += Tr::tr("source:    %1\n")
               .arg(query.dataSource.isEmpty() ? Tr::tr("(any)") : query.dataSource);
    out += Tr::tr("language:  %1\n")
               .arg(query.queryLanguage.isEmpty() ? Tr::tr("(any: runs on every source)")
                                                  : query.queryLanguage);
    for (const QJsonValue& v : query.variables) {
        const QJsonObject d = v.toObject();
        const QString name = d.value(QStringLiteral("name")).toString();
        QString line =
            QStringLiteral("%1 (%2").arg(name, d.value(QStringLiteral("type")).toString());
        if (d.value(QStringLiteral("list")).toBool())
            line += Tr::tr(", list");
        if (d.value(QStringLiteral("widget")).toString() == QLatin1String("select"))
            line += Tr::tr(", select");
        line += QLatin1Char(')');
        out += Tr::tr("variable:  %1\n").arg(line);
    }
    for (auto it = query.values.begin(); it != query.values.end(); ++it) {
        const QJsonValue v = it.value();
        const QString shown =
            v.isArray()
                ? QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact))
                : v.toVariant().toString();
        out += Tr::tr("value:     %1 = %2\n").arg(it.key(), shown);
    }
    out += Tr::tr("created:   %1\n").arg(stamp(query.created));
    out += Tr::tr("updated:   %1\n").arg(stamp(query.updated));
    out += QLatin1Char('\n') + query.statement;
    if (!query.statement.endsWith(QLatin1Char('\n')))
        out += QLatin1Char('\n');
    return out;
}

QJsonObject QueriesPrinter::json(const SavedQuery& query)
{
    auto orNull = [](const QString& text) {
        return text.isEmpty() ? QJsonValue() : QJsonValue(text);
    };
    return QJsonObject{{QStringLiteral("name"), query.name},
                       {QStringLiteral("statement"), query.statement},
                       {QStringLiteral("source"), orNull(query.dataSource)},
                       {QStringLiteral("language"), orNull(query.queryLanguage)},
                       {QStringLiteral("variables"), query.variables},
                       {QStringLiteral("values"), query.values},
                       {QStringLiteral("created"), stamp(query.created)},
                       {QStringLiteral("updated"), stamp(query.updated)}};
}

} // namespace nelumbo
