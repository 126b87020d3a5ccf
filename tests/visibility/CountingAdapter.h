#pragma once

#include "DatabaseAdapter.h"

#include <atomic>
#include <memory>

// A built-in adapter with a counter on referencedRelations(), registered ahead of it for the
// same URL schemes: the tests see whether the engine asked the database to analyse a
// statement at all.
class CountingAdapter final : public nelumbo::DatabaseAdapter
{
public:
    explicit CountingAdapter(std::unique_ptr<nelumbo::DatabaseAdapter> inner)
        : m_inner(std::move(inner))
    {}

    int analyses() const { return m_analyses.load(); }

    QString id() const override { return QStringLiteral("counting-") + m_inner->id(); }
    QString displayName() const override { return m_inner->displayName(); }
    QString queryLanguage() const override { return m_inner->queryLanguage(); }
    QStringList urlSchemes() const override { return m_inner->urlSchemes(); }
    QString qtDriver() const override { return m_inner->qtDriver(); }
    QString highlightingDefinition() const override { return m_inner->highlightingDefinition(); }
    bool namesFile() const override { return m_inner->namesFile(); }
    nelumbo::Result<void> configure(QSqlDatabase& db, const nelumbo::SourceUrl& url) const override
    {
        return m_inner->configure(db, url);
    }
    nelumbo::Result<void> afterOpen(QSqlDatabase& db) const override
    {
        return m_inner->afterOpen(db);
    }
    std::function<void()> makeCanceller(QSqlDatabase& db) const override
    {
        return m_inner->makeCanceller(db);
    }
    nelumbo::Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const override
    {
        return m_inner->setSessionReadOnly(db, readOnly);
    }
    QString quoteIdentifier(const QString& name) const override
    {
        return m_inner->quoteIdentifier(name);
    }
    QString qualifiedName(const QString& schema, const QString& table) const override
    {
        return m_inner->qualifiedName(schema, table);
    }
    QStringList builtinHiddenSchemas() const override { return m_inner->builtinHiddenSchemas(); }
    QStringList builtinHiddenTables() const override { return m_inner->builtinHiddenTables(); }
    QString implicitSchema() const override { return m_inner->implicitSchema(); }
    nelumbo::Result<nelumbo::Catalog> introspect(QSqlDatabase& db) const override
    {
        return m_inner->introspect(db);
    }
    nelumbo::Result<QStringList> listSchemas(QSqlDatabase& db) const override
    {
        return m_inner->listSchemas(db);
    }
    nelumbo::Result<QList<nelumbo::TableInfo>>
    listTables(QSqlDatabase& db, const QStringList& schemas = {}) const override
    {
        return m_inner->listTables(db, schemas);
    }
    nelumbo::Result<nelumbo::TableDescription>
    describeTable(QSqlDatabase& db, const QString& schema, const QString& table) const override
    {
        return m_inner->describeTable(db, schema, table);
    }
    nelumbo::Result<QVariantList> distinctValues(QSqlDatabase& db, const QString& schema,
                                                 const QString& table, const QString& column,
                                                 int limit = 100) const override
    {
        return m_inner->distinctValues(db, schema, table, column, limit);
    }
    nelumbo::Result<void> validate(QSqlDatabase& db, const QString& statement) const override
    {
        return m_inner->validate(db, statement);
    }
    nelumbo::Result<nelumbo::QueryPlan> queryPlan(QSqlDatabase& db,
                                                  const QString& statement) const override
    {
        return m_inner->queryPlan(db, statement);
    }
    nelumbo::Result<nelumbo::StatementReferences>
    referencedRelations(QSqlDatabase& db, const QString& statement) const override
    {
        ++m_analyses;
        return m_inner->referencedRelations(db, statement);
    }
    bool readsConcurrently() const override { return m_inner->readsConcurrently(); }
    const nelumbo::QueryLanguage& language() const override { return m_inner->language(); }
    nelumbo::StatementAccess classifyStatement(const QString& statement) const override
    {
        return m_inner->classifyStatement(statement);
    }
    nelumbo::Result<QString> prepareForAnalysis(const QString& statement) const override
    {
        return m_inner->prepareForAnalysis(statement);
    }
    nelumbo::AiContext aiContext() const override { return m_inner->aiContext(); }
    QStringList errorHints(const QString& message) const override
    {
        return m_inner->errorHints(message);
    }

private:
    std::unique_ptr<nelumbo::DatabaseAdapter> m_inner;
    mutable std::atomic<int> m_analyses{0};
};
