#pragma once

#include "adapter/DatabaseAdapter.h"

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
    QString highlightingDefinition() const override { return m_inner->highlightingDefinition(); }
    bool namesFile() const override { return m_inner->namesFile(); }
    nelumbo::Result<std::unique_ptr<nelumbo::Session>>
    openSession(const nelumbo::SourceUrl& url, const QString& name) const override
    {
        return m_inner->openSession(url, name);
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
    nelumbo::Result<nelumbo::Catalog> introspect(nelumbo::Session& session) const override
    {
        return m_inner->introspect(session);
    }
    nelumbo::Result<QStringList> listSchemas(nelumbo::Session& session) const override
    {
        return m_inner->listSchemas(session);
    }
    nelumbo::Result<QList<nelumbo::TableInfo>>
    listTables(nelumbo::Session& session, const QStringList& schemas = {}) const override
    {
        return m_inner->listTables(session, schemas);
    }
    nelumbo::Result<nelumbo::TableDescription> describeTable(nelumbo::Session& session,
                                                             const QString& schema,
                                                             const QString& table) const override
    {
        return m_inner->describeTable(session, schema, table);
    }
    nelumbo::Result<QVariantList> distinctValues(nelumbo::Session& session, const QString& schema,
                                                 const QString& table, const QString& column,
                                                 int limit = 100) const override
    {
        return m_inner->distinctValues(session, schema, table, column, limit);
    }
    nelumbo::Result<void> validate(nelumbo::Session& session,
                                   const QString& statement) const override
    {
        return m_inner->validate(session, statement);
    }
    nelumbo::Result<nelumbo::QueryPlan> queryPlan(nelumbo::Session& session,
                                                  const QString& statement) const override
    {
        return m_inner->queryPlan(session, statement);
    }
    nelumbo::Result<nelumbo::StatementReferences>
    referencedRelations(nelumbo::Session& session, const QString& statement) const override
    {
        ++m_analyses;
        return m_inner->referencedRelations(session, statement);
    }
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
