#pragma once

#include "Command.h"
#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <QCommandLineOption>
#include <memory>

namespace nelumbo {

class ConnectionProbe;
class Console;
class SecretStore;
class SourceResolver;
class SourceStore;

// `nelumbo-cli sources`: lists, adds, removes and tests the named data sources of the config
// file. Passwords come from standard input only, and are never printed.
class SourcesCommand final : public Command
{
    Q_OBJECT
public:
    explicit SourcesCommand(Console& console, QObject* parent = nullptr);
    ~SourcesCommand() override;

    QString name() const override { return QStringLiteral("sources"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    struct Options;
    static QList<QCommandLineOption> options();
    Result<Options> parse(const QStringList& arguments) const;

    void list(const Options& options);
    void add(const Options& options);
    void remove(const Options& options);
    void test(const Options& options);
    void printWarnings(const QStringList& warnings);
    void usageError(const QString& message);
    void fail(const QString& message);
    void finish(int exitCode);

    Console& m_console;
    std::unique_ptr<SourceStore> m_store;
    SecretStore* m_secrets = nullptr;
    SourceResolver* m_resolver = nullptr;
    ConnectionProbe* m_probe = nullptr;
    bool m_finished = false;
};

} // namespace nelumbo
