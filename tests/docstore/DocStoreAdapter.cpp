#include "DocStoreAdapter.h"

#include "DocQueryLanguage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

using namespace nelumbo;

namespace {

const QString kSchema = QStringLiteral("docs");

// Replaces each {"$param":N} object by the N-th bound value, as JSON.
QJsonValue bind(const QJsonValue& value, const QVariantList& params, bool* ok)
{
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        const QLatin1String key(DocQueryLanguage::kParamKey);
        if (o.size() == 1 && o.contains(key)) {
            const int index = o.value(key).toInt(-1);
            if (index < 0 || index >= params.size()) {
                *ok = false;
                return {};
            }
            return QJsonValue::fromVariant(params.at(index));
        }
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = bind(it.value(), params, ok);
        return o;
    }
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (auto it = a.begin(); it != a.end(); ++it)
            *it = bind(*it, params, ok);
        return a;
    }
    return value;
}

QVariant cell(const QJsonValue& v)
{
    if (v.isObject() || v.isArray())
        return QString::fromUtf8(v.isObject()
                                     ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                     : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant();
}

// A result: the matching documents read one by one from a snapshot, or a write's count.
class DocCursor final : public RowCursor
{
public:
    DocCursor(QString error)
        : m_error(std::move(error))
    {}
    DocCursor(QList<QJsonObject> docs, QJsonObject filter, QStringList columns, int limit,
              std::shared_ptr<const DocStore> store,
              std::shared_ptr<const std::atomic<bool>> cancelled)
        : m_select(true)
        , m_docs(std::move(docs))
        , m_filter(std::move(filter))
        , m_columns(std::move(columns))
        , m_limit(limit)
        , m_store(std::move(store))
        , m_cancelled(std::move(cancelled))
    {}
    DocCursor(qint64 affected)
        : m_affected(affected)
    {}

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_select; }
    QStringList columnNames() const override { return m_columns; }
    qint64 rowsAffected() const override { return m_affected; }
    bool next() override
    {
        if (!m_select || !m_error.isEmpty())
            return false;
        while (m_position < m_docs.size() && (m_limit < 0 || m_returned < m_limit)) {
            if (m_cancelled->load()) {
                m_error = QStringLiteral("the store stopped the read on request");
                return false;
            }
            if (const int us = m_store->rowDelayUs.load(); us > 0)
                QThread::usleep(ulong(us));
            m_current = m_docs.at(m_position++);
            if (DocStore::matches(m_current, m_filter)) {
                ++m_returned;
                return true;
            }
        }
        return false;
    }
    QVariant value(int column) const override
    {
        return cell(m_current.value(m_columns.value(column)));
    }
    void finish() override { m_docs.clear(); }

    // A result whose rows are given (count).
    static std::unique_ptr<DocCursor> rows(const QStringList& columns, const QJsonObject& row,
                                           std::shared_ptr<const DocStore> store,
                                           std::shared_ptr<const std::atomic<bool>> cancelled)
    {
        return std::make_unique<DocCursor>(QList<QJsonObject>{row}, QJsonObject(), columns, -1,
                                           std::move(store), std::move(cancelled));
    }

private:
    QString m_error;
    bool m_select = false;
    QList<QJsonObject> m_docs;
    QJsonObject m_filter;
    QStringList m_columns;
    int m_limit = -1;
    // Shared: the cursor may outlive its session's statement.
    std::shared_ptr<const DocStore> m_store;
    std::shared_ptr<const std::atomic<bool>> m_cancelled;
    qsizetype m_position = 0;
    int m_returned = 0;
    QJsonObject m_current;
    qint64 m_affected = -1;
};

class DocSession final : public Session
{
public:
    DocSession(std::shared_ptr<DocStore> store)
        : m_store(std::move(store))
        , m_cancelled(std::make_shared<std::atomic<bool>>(false))
    {}

    DocStore& store() { return *m_store; }

    std::unique_ptr<RowCursor> execute(const QString& statement,
                                       const QVariantList& params) override
    {
        m_cancelled->store(false);
        auto parsed = DocQueryLanguage::parse(statement.trimmed());
        if (!parsed)
            return std::make_unique<DocCursor>(parsed.error().message);
        bool ok = true;
        const QJsonObject o = bind(parsed->object, params, &ok).toObject();
        if (!ok)
            return std::make_unique<DocCursor>(QStringLiteral("a value marker has no value"));
        // The store's own refusal, whatever the text check said.
        if (m_readOnly && parsed->writes())
            return std::make_unique<DocCursor>(QStringLiteral("the session is read-only"));
        const QString& collection = parsed->collection;
        bool exists = false;
        QList<QJsonObject> docs = m_store->documents(collection, &exists);
        if (!exists && parsed->operation != QLatin1String("insert"))
            return std::make_unique<DocCursor>(
                QStringLiteral("no collection named \"%1\"").arg(collection));
        const QJsonObject filter = o.value(QLatin1String("filter")).toObject();
        if (parsed->operation == QLatin1String("find"))
            return std::make_unique<DocCursor>(std::move(docs), filter, m_store->fields(collection),
                                               o.value(QLatin1String("limit")).toInt(-1), m_store,
                                               m_cancelled);
        if (parsed->operation == QLatin1String("count")) {
            int n = 0;
            for (const QJsonObject& d : std::as_const(docs))
                n += DocStore::matches(d, filter) ? 1 : 0;
            return DocCursor::rows({QStringLiteral("count")}, {{QStringLiteral("count"), n}},
                                   m_store, m_cancelled);
        }
        if (parsed->operation == QLatin1String("insert")) {
            QList<QJsonObject> added;
            if (o.value(QLatin1String("doc")).isObject())
                added << o.value(QLatin1String("doc")).toObject();
            for (const QJsonValue& d : o.value(QLatin1String("docs")).toArray())
                added << d.toObject();
            m_store->insert(collection, added);
            return std::make_unique<DocCursor>(qint64(added.size()));
        }
        if (parsed->operation == QLatin1String("delete"))
            return std::make_unique<DocCursor>(qint64(m_store->remove(collection, filter)));
        return std::make_unique<DocCursor>(
            qint64(m_store->update(collection, filter, o.value(QLatin1String("set")).toObject())));
    }
    std::function<void()> makeCanceller() override
    {
        return [cancelled = m_cancelled] { cancelled->store(true); };
    }
    Result<void> setReadOnly(bool readOnly) override
    {
        m_readOnly = readOnly;
        return {};
    }
    // Results read from a snapshot: another statement may run meanwhile.
    bool readsConcurrently() const override { return true; }
    Result<std::unique_ptr<Session>> openSecond(const QString&) override
    {
        return std::unique_ptr<Session>(std::make_unique<DocSession>(m_store));
    }
    void close() override {}

private:
    std::shared_ptr<DocStore> m_store;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    bool m_readOnly = true;
};

DocStore& storeOf(Session& session)
{
    return static_cast<DocSession&>(session).store();
}

} // namespace

std::shared_ptr<DocStore> DocStore::named(const QString& name)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<DocStore>> stores;
    QMutexLocker lock(&mutex);
    auto& store = stores[name];
    if (!store)
        store = std::make_shared<DocStore>();
    return store;
}

void DocStore::insert(const QString& collection, const QList<QJsonObject>& docs)
{
    QMutexLocker lock(&m_mutex);
    QList<QJsonObject>& list = m_collections[collection];
    QStringList& fields = m_fields[collection];
    for (const QJsonObject& d : docs) {
        list.append(d);
        for (const QString& key : d.keys())
            if (!fields.contains(key))
                fields.append(key);
    }
}

void DocStore::drop(const QString& collection)
{
    QMutexLocker lock(&m_mutex);
    m_collections.remove(collection);
    m_fields.remove(collection);
}

QList<QJsonObject> DocStore::documents(const QString& collection, bool* exists) const
{
    QMutexLocker lock(&m_mutex);
    if (exists)
        *exists = m_collections.contains(collection);
    return m_collections.value(collection);
}

QStringList DocStore::fields(const QString& collection) const
{
    QMutexLocker lock(&m_mutex);
    return m_fields.value(collection);
}

QStringList DocStore::collections() const
{
    QMutexLocker lock(&m_mutex);
    return m_collections.keys();
}

int DocStore::remove(const QString& collection, const QJsonObject& filter)
{
    QMutexLocker lock(&m_mutex);
    return int(m_collections[collection].removeIf(
        [&](const QJsonObject& d) { return matches(d, filter); }));
}

int DocStore::update(const QString& collection, const QJsonObject& filter, const QJsonObject& set)
{
    QMutexLocker lock(&m_mutex);
    int n = 0;
    for (QJsonObject& d : m_collections[collection]) {
        if (!matches(d, filter))
            continue;
        for (auto it = set.begin(); it != set.end(); ++it)
            d.insert(it.key(), it.value());
        ++n;
    }
    return n;
}

bool DocStore::matches(const QJsonObject& doc, const QJsonObject& filter)
{
    for (auto it = filter.begin(); it != filter.end(); ++it)
        if (doc.value(it.key()) != it.value())
            return false;
    return true;
}

Result<std::unique_ptr<Session>> DocStoreAdapter::openSession(const SourceUrl& url,
                                                              const QString&) const
{
    if (url.database.isEmpty())
        return Error{QStringLiteral("open_failed"),
                     QStringLiteral("name the store: docstore://memory/NAME")};
    return std::unique_ptr<Session>(std::make_unique<DocSession>(DocStore::named(url.database)));
}

Result<Catalog> DocStoreAdapter::introspect(Session& session) const
{
    const DocStore& store = storeOf(session);
    SchemaInfo schema{kSchema, {}};
    for (const QString& c : store.collections()) {
        TableInfo t;
        t.schema = kSchema;
        t.name = c;
        for (const QString& f : store.fields(c)) {
            ColumnInfo column;
            column.name = f;
            column.type = QStringLiteral("json");
            t.columns.append(column);
        }
        schema.tables.append(t);
    }
    return Catalog{schema};
}

Result<QVariantList> DocStoreAdapter::distinctValues(Session& session, const QString&,
                                                     const QString& table, const QString& column,
                                                     int limit) const
{
    QVariantList values;
    for (const QJsonObject& d : storeOf(session).documents(table)) {
        const QVariant v = cell(d.value(column));
        if (!values.contains(v))
            values.append(v);
    }
    std::sort(values.begin(), values.end(),
              [](const QVariant& a, const QVariant& b) { return a.toString() < b.toString(); });
    return values.mid(0, qMin(limit, kMaxDistinctValues));
}

Result<void> DocStoreAdapter::validate(Session& session, const QString& statement) const
{
    const auto parsed = DocQueryLanguage::parse(statement.trimmed());
    if (!parsed)
        return Error{QStringLiteral("invalid_statement"), parsed.error().message};
    bool exists = false;
    storeOf(session).documents(parsed->collection, &exists);
    if (!exists && parsed->operation != QLatin1String("insert"))
        return Error{QStringLiteral("invalid_statement"),
                     QStringLiteral("no collection named \"%1\"").arg(parsed->collection)};
    return {};
}

Result<StatementReferences> DocStoreAdapter::referencedRelations(Session& session,
                                                                 const QString& statement) const
{
    const auto parsed = DocQueryLanguage::parse(language().withNullParameters(statement).trimmed());
    if (!parsed)
        return Error{QStringLiteral("invalid_statement"), parsed.error().message};
    bool exists = false;
    storeOf(session).documents(parsed->collection, &exists);
    if (!exists && parsed->operation != QLatin1String("insert"))
        return Error{QStringLiteral("table_not_found"), parsed->collection};
    StatementReferences refs;
    refs.relations.append({kSchema, parsed->collection});
    refs.complete = true;
    return refs;
}

const QueryLanguage& DocStoreAdapter::language() const
{
    static const DocQueryLanguage language;
    return language;
}

AiContext DocStoreAdapter::aiContext() const
{
    AiContext ai;
    ai.language = queryLanguage();
    ai.exampleQuery = QStringLiteral(R"({"find":"books","filter":{"year":1999},"limit":20})");
    ai.syntaxNotes = QStringLiteral("Statements are JSON objects; filters compare fields for "
                                    "equality.");
    ai.generationNotes = QString::fromLatin1(kGenerationNote);
    ai.readOnlyNotes = QString::fromLatin1(kReadOnlyNote);
    ai.readOnlyExamples = QStringLiteral("find, count");
    ai.errorPatterns = language().errorPatterns();
    ai.variableIllustrations = {{QStringLiteral(R"({"find":"books","filter":{"year":{{year}}}})"),
                                 QStringLiteral(R"([{"name":"year","type":"number"}])")}};
    return ai;
}
