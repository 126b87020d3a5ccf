#pragma once

#include "Command.h"
#include "adapter/Schema.h"

#include <memory>

namespace nelumbo {

class Connection;
class Console;
class SourceResolver;
struct ResolvedSource;

// `nelumbo-cli schema`: what the visibility rules let anyone (the assistant included) see
// of a source, as JSON.
class SchemaCommand final : public Command
{
    Q_OBJECT
public:
    explicit SchemaCommand(Console& console, QObject* parent = nullptr);
    ~SchemaCommand() override;

    QString name() const override { return QStringLiteral("schema"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void open(const ResolvedSource& source);
    void print(const Catalog& catalog);
    void fail(const QString& code, const QString& message);
    void finish(int exitCode);

    Console& m_console;
    QString m_table;
    QString m_sourceName;
    std::unique_ptr<SourceResolver> m_resolver;
    std::unique_ptr<Connection> m_connection;
    bool m_finished = false;
};

} // namespace nelumbo
