#pragma once

#include "Command.h"

#include <memory>

namespace nelumbo {

class CompletionCatalog;
class CompletionEngine;
class Connection;
class Console;
class SourceResolver;
struct ResolvedSource;

// `nelumbo-cli complete`: the editor's completion for a text and a cursor, as JSON, for
// scripts and other editors.
class CompleteCommand final : public Command
{
    Q_OBJECT
public:
    explicit CompleteCommand(Console& console, QObject* parent = nullptr);
    ~CompleteCommand() override;

    QString name() const override { return QStringLiteral("complete"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    void open(const ResolvedSource& source);
    void answer();
    void fail(const QString& code, const QString& message);
    void finish(int exitCode);

    Console& m_console;
    QString m_text;
    qsizetype m_cursor = 0;
    std::unique_ptr<SourceResolver> m_resolver;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<CompletionCatalog> m_catalog;
    std::unique_ptr<CompletionEngine> m_engine;
    bool m_finished = false;
};

} // namespace nelumbo
