#include "queries/SavedQueryStore.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace nelumbo {

namespace {
constexpr int kSchemaVersion = 1;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SavedQueryStore)
};

Error storeError(const QSqlError& e)
{
    return Error{ErrorCode::StoreFailed,
                 Tr::tr("The saved-query library failed: %1")
                     .arg(e.databaseText().isEmpty() ? e.text() : e.databaseText())};
}

SavedQuery fromRow(const QSqlQuery& q)
{
    SavedQuery s;
    s.id = q.value(0).toLongLong();
    s.name = q.value(1).toString();
    s.statement = q.value(2).toString();
    s.dataSource = q.value(3).toString();
    s.queryLanguage = q.value(4).toString();
    s.variables = QJsonDocument::fromJson(q.value(5).toByteArray()).array();
    s.values = QJsonDocument::fromJson(q.value(6).toByteArray()).object();
    s.created = QDateTime::fromString(q.value(7).toString(), Qt::ISODateWithMs);
    s.updated = QDateTime::fromString(q.value(8).toString(), Qt::ISODateWithMs);
    return s;
}

Error writeError(const QSqlError& e, const QString& name)
{
    if (e.databaseText().contains(QLatin1String("UNIQUE")))
        return Error{ErrorCode::DuplicateName,
                     Tr::tr("A saved query named \"%1\" already exists").arg(name)};
    return storeError(e);
}

const char* const kColumns = "id, name, statement, data_source, query_language, variables, "
                             "variable_values, created_at, updated_at";
} // namespace

SavedQueryStore::SavedQueryStore(QString connectionName)
    : m_connection(std::move(connectionName))
{}

SavedQueryStore::~SavedQueryStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString SavedQueryStore::defaultPath()
{
    return defaultSavedQueriesPath();
}

QString SavedQueryStore::configuredPath()
{
    const auto settings = Settings::open();
    const QString path = Settings::value(*settings, SettingsKey::SavedQueriesPath).toString();
    if (path.trimmed().isEmpty())
        return defaultPath();
    return QFileInfo(Settings::filePath()).absoluteDir().absoluteFilePath(path);
}

Result<std::unique_ptr<SavedQueryStore>> SavedQueryStore::open(const QString& path)
{
    static QAtomicInteger<quint64> counter;
    const QString name =
        QStringLiteral("nelumbo-queries-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
    QDir().mkpath(QFileInfo(path).absolutePath());
    std::unique_ptr<SavedQueryStore> store(new SavedQueryStore(name)); // private constructor
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral(NELUMBO_LOCAL_STORE_DRIVER), name);
        db.setDatabaseName(path);
        if (!db.open())
            return storeError(db.lastError());
    }
    if (auto r = store->migrate(); !r)
        return r.error();
    return store;
}

Result<void> SavedQueryStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return storeError(q.lastError());
    const int version = q.value(0).toInt();
    if (version > kSchemaVersion)
        return Error{ErrorCode::StoreTooNew,
                     Tr::tr("The saved-query library was written by a newer Nelumbo (format %1)")
                         .arg(version)};
    if (version == kSchemaVersion)
        return {};
    db.transaction();
    const bool ok =
        q.exec(QStringLiteral("CREATE TABLE saved_queries ("
                              " id INTEGER PRIMARY KEY,"
                              " name TEXT NOT NULL UNIQUE,"
                              " statement TEXT NOT NULL,"
                              " data_source TEXT,"
                              " query_language TEXT CHECK (length(query_language) <= 32),"
                              " variables TEXT NOT NULL DEFAULT '[]',"
                              " variable_values TEXT NOT NULL DEFAULT '{}',"
                              " created_at TEXT NOT NULL,"
                              " updated_at TEXT NOT NULL)")) &&
        q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const Error e = storeError(q.lastError());
        db.rollback();
        return e;
    }
    if (!db.commit())
        return storeError(db.lastError());
    return {};
}

Result<QString> SavedQueryStore::normaliseLanguage(const QString& language)
{
    if (language.isEmpty())
        return QString();
    static const QRegularExpression valid(QStringLiteral("^[a-z0-9]+(:[a-z0-9_-]+)?$"));
    if (language.size() > 32 || !valid.match(language).hasMatch())
        return Error{ErrorCode::InvalidLanguage,
                     Tr::tr("must be a language identifier like \"%1\" or \"%2\"")
                         .arg(QStringLiteral("sql"), AdapterRegistry::exampleLanguage())};
    return language;
}

Result<void> SavedQueryStore::checkLanguage(const SavedQuery& query, const QString& sourceName,
                                            const QString& sourceLanguage)
{
    if (query.queryLanguage.isEmpty() || query.queryLanguage == sourceLanguage)
        return {};
    return Error{ErrorCode::LanguageMismatch,
                 Tr::tr("Query was written for \"%1\" but data source \"%2\" speaks \"%3\"")
                     .arg(query.queryLanguage, sourceName, sourceLanguage)};
}

Result<qint64> SavedQueryStore::save(const SavedQuery& query)
{
    if (query.name.trimmed().isEmpty())
        return Error{ErrorCode::InvalidQuery, Tr::tr("A saved query needs a name")};
    if (query.statement.trimmed().isEmpty())
        return Error{ErrorCode::InvalidQuery, Tr::tr("A saved query needs a statement")};
    auto language = normaliseLanguage(query.queryLanguage);
    if (!language)
        return language.error();

    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return storeError(db.lastError());
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    QSqlQuery q(db);
    if (query.id == 0) {
        q.prepare(QStringLiteral(
            "INSERT INTO saved_queries (name, statement, data_source, query_language,"
            " variables, variable_values, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    } else {
        q.prepare(
            QStringLiteral("UPDATE saved_queries SET name = ?, statement = ?, data_source = ?,"
                           " query_language = ?, variables = ?, variable_values = ?, updated_at = ?"
                           " WHERE id = ?"));
    }
    q.addBindValue(query.name.trimmed());
    q.addBindValue(query.statement);
    q.addBindValue(query.dataSource.isEmpty() ? QVariant() : QVariant(query.dataSource));
    q.addBindValue(language->isEmpty() ? QVariant() : QVariant(language.value()));
    q.addBindValue(QJsonDocument(query.variables).toJson(QJsonDocument::Compact));
    q.addBindValue(QJsonDocument(query.values).toJson(QJsonDocument::Compact));
    if (query.id == 0) {
        q.addBindValue(now);
        q.addBindValue(now);
    } else {
        q.addBindValue(now);
        q.addBindValue(query.id);
    }
    if (!q.exec()) {
        const QSqlError e = q.lastError();
        db.rollback();
        return writeError(e, query.name.trimmed());
    }
    if (query.id != 0 && q.numRowsAffected() == 0) {
        db.rollback();
        return Error{ErrorCode::NotFound, Tr::tr("No saved query has the id %1").arg(query.id)};
    }
    const qint64 id = query.id == 0 ? q.lastInsertId().toLongLong() : query.id;
    if (!db.commit())
        return storeError(db.lastError());
    return id;
}

Result<SavedQuery> SavedQueryStore::byName(const QString& name) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("SELECT %1 FROM saved_queries WHERE name = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(name);
    if (!q.exec())
        return storeError(q.lastError());
    if (!q.next())
        return Error{ErrorCode::NotFound, Tr::tr("No saved query is named \"%1\"").arg(name)};
    return fromRow(q);
}

Result<SavedQuery> SavedQueryStore::byId(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("SELECT %1 FROM saved_queries WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (!q.exec())
        return storeError(q.lastError());
    if (!q.next())
        return Error{ErrorCode::NotFound, Tr::tr("No saved query has the id %1").arg(id)};
    return fromRow(q);
}

Result<QList<SavedQuery>> SavedQueryStore::list() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT %1 FROM saved_queries ORDER BY name COLLATE NOCASE")
                    .arg(QLatin1String(kColumns))))
        return storeError(q.lastError());
    QList<SavedQuery> out;
    while (q.next())
        out << fromRow(q);
    return out;
}

Result<void> SavedQueryStore::remove(qint64 id)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM saved_queries WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return storeError(q.lastError());
    if (q.numRowsAffected() == 0)
        return Error{ErrorCode::NotFound, Tr::tr("No saved query has the id %1").arg(id)};
    return {};
}

Result<void> SavedQueryStore::rename(qint64 id, const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Error{ErrorCode::InvalidQuery, Tr::tr("A saved query needs a name")};
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE saved_queries SET name = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(trimmed);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(id);
    if (!q.exec())
        return writeError(q.lastError(), trimmed);
    if (q.numRowsAffected() == 0)
        return Error{ErrorCode::NotFound, Tr::tr("No saved query has the id %1").arg(id)};
    return {};
}

} // namespace nelumbo
