#pragma once

#include "adapter/DatabaseAdapter.h"

#include <QJsonObject>
#include <QMutex>
#include <QStringList>
#include <atomic>
#include <memory>

// The test document store: collections of JSON objects in memory, shared by every session
// that names the same store (`docstore://memory/NAME`).
class DocStore
{
public:
    static std::shared_ptr<DocStore> named(const QString& name);

    void insert(const QString& collection, const QList<QJsonObject>& docs);
    void drop(const QString& collection);
    // A copy of the collection (implicitly shared: cheap) and its field names.
    QList<QJsonObject> documents(const QString& collection, bool* exists = nullptr) const;
    QStringList fields(const QString& collection) const;
    QStringList collections() const;
    int remove(const QString& collection, const QJsonObject& filter);
    int update(const QString& collection, const QJsonObject& filter, const QJsonObject& set);
    // Each row read waits this long, so a test can cancel a result while it streams.
    std::atomic<int> rowDelayUs{0};

    static bool matches(const QJsonObject& doc, const QJsonObject& filter);

private:
    mutable QMutex m_mutex;
    QMap<QString, QList<QJsonObject>> m_collections;
    QMap<QString, QStringList> m_fields;
};

// The adapter of the document store: its language is DocQueryLanguage, its session is not
// QtSql. The schema is one implicit "docs" holding every collection.
class DocStoreAdapter final : public nelumbo::DatabaseAdapter
{
public:
    static constexpr char kReadOnlyNote[] =
        "DOCQUERY-READ-ONLY: only find and count read here; insert, update and delete change "
        "documents and are never generated.";
    static constexpr char kGenerationNote[] =
        "DOCQUERY-GENERATION: write one JSON object per statement, naming the operation and "
        "its collection; add a \"limit\" unless every document is asked for.";

    QString id() const override { return QStringLiteral("docstore"); }
    QString displayName() const override { return QStringLiteral("Document store"); }
    QString queryLanguage() const override { return QStringLiteral("docquery:json"); }
    QStringList urlSchemes() const override { return {QStringLiteral("docstore")}; }
    QString highlightingDefinition() const override { return QStringLiteral("JSON"); }
    QString implicitSchema() const override { return QStringLiteral("docs"); }

    nelumbo::Result<std::unique_ptr<nelumbo::Session>>
    openSession(const nelumbo::SourceUrl& url, const QString& name) const override;

    nelumbo::Result<nelumbo::Catalog> introspect(nelumbo::Session& session) const override;
    nelumbo::Result<QVariantList> distinctValues(nelumbo::Session& session, const QString& schema,
                                                 const QString& table, const QString& column,
                                                 int limit = 100) const override;
    nelumbo::Result<void> validate(nelumbo::Session& session,
                                   const QString& statement) const override;
    nelumbo::Result<nelumbo::StatementReferences>
    referencedRelations(nelumbo::Session& session, const QString& statement) const override;

    const nelumbo::QueryLanguage& language() const override;
    nelumbo::AiContext aiContext() const override;
};
