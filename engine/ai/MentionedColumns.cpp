#include "ai/MentionedColumns.h"

#include "ai/BuiltinActions.h"
#include "connection/Connection.h"

#include <QRegularExpression>

namespace nelumbo {

QStringList MentionedColumns::mentioned(const SchemaNames& names, const QStringList& statements)
{
    QStringList out;
    const QString text = statements.join(QLatin1Char('\n'));
    for (const QString& table : names.tables) {
        if (out.size() >= kMaxTables)
            break;
        if (names.columns.contains(table))
            continue; // already known
        const QString bare = table.mid(table.lastIndexOf(QLatin1Char('.')) + 1);
        const QRegularExpression word(
            QStringLiteral("(?<![\\w$])%1(?![\\w$])").arg(QRegularExpression::escape(bare)),
            QRegularExpression::CaseInsensitiveOption);
        if (text.contains(word))
            out << table;
    }
    return out;
}

void MentionedColumns::load(Connection& connection, const SchemaNames& names,
                            const QStringList& statements, QObject* context, Done done)
{
    const QStringList tables = mentioned(names, statements);
    if (tables.isEmpty()) {
        QMetaObject::invokeMethod(
            context, [done, names] { done(names); }, Qt::QueuedConnection);
        return;
    }
    struct State
    {
        SchemaNames names;
        qsizetype pending = 0;
    };
    auto state = std::make_shared<State>(State{names, tables.size()});
    for (const QString& table : tables) {
        const auto [schema, name] = BuiltinActions::splitName(table);
        auto* reply = connection.describeTable(schema, name);
        QObject::connect(reply, &AdapterRequest::finished, context, [reply, state, table, done] {
            reply->deleteLater();
            if (reply->result()) {
                QStringList columns;
                for (const ColumnDescription& c : reply->result()->columns)
                    columns << c.name;
                state->names.columns.insert(table, columns);
            }
            if (--state->pending == 0)
                done(state->names);
        });
    }
}

} // namespace nelumbo
