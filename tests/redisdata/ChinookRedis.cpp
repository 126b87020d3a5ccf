#include "ChinookRedis.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTimeZone>
#include <QUuid>

namespace nelumbo::test {

namespace {

QByteArray bytes(const QVariant& v)
{
    return v.toString().toUtf8();
}

// HSET key field value … for the non-NULL columns of the current row, under the given names.
RedisCommand hset(const QByteArray& key, const QSqlQuery& q, const QList<QByteArray>& fields)
{
    RedisCommand c{"HSET", key};
    for (int i = 0; i < fields.size(); ++i)
        if (!q.value(i + 1).isNull())
            c << fields.at(i) << bytes(q.value(i + 1));
    return c;
}

} // namespace

QList<QByteArray> ChinookRedis::hostileKeys()
{
    return {QByteArrayLiteral("hostile:key with spaces"),
            QByteArrayLiteral("hostile:\"double\" and 'single' quotes"),
            QByteArrayLiteral("hostile:line one\nline two"),
            QByteArrayLiteral("hostile:{{x}}"),
            QByteArrayLiteral("hostile:[[ optional ]]"),
            QByteArrayLiteral("hostile:glob*?[chars]"),
            QByteArrayLiteral("hostile:back\\slash"),
            QByteArrayLiteral("hostile:tab\there"),
            QStringLiteral("hostile:ünïcødé 日本語 🎵").toUtf8(),
            QByteArrayLiteral("hostile key: no namespace")};
}

Result<QList<RedisCommand>> ChinookRedis::commands(const QString& sqlitePath)
{
    const QString name = QStringLiteral("chinook-redis-") + QUuid::createUuid().toString();
    QList<RedisCommand> out;
    QString failure;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(sqlitePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            failure = db.lastError().text();
        } else {
            QSqlQuery q(db);
            auto each = [&](const char* sql, const std::function<void()>& row) {
                if (!failure.isEmpty())
                    return;
                if (!q.exec(QString::fromLatin1(sql))) {
                    failure = q.lastError().text();
                    return;
                }
                while (q.next())
                    row();
            };
            each("SELECT ArtistId, Name FROM Artist ORDER BY ArtistId",
                 [&] { out << hset("artist:" + bytes(q.value(0)), q, {"name"}); });
            each("SELECT a.AlbumId, a.Title, a.ArtistId, ar.Name FROM Album a "
                 "JOIN Artist ar ON ar.ArtistId = a.ArtistId ORDER BY a.AlbumId",
                 [&] {
                     out << hset("album:" + bytes(q.value(0)), q, {"title", "artist_id", "artist"});
                 });
            each("SELECT t.TrackId, t.Name, t.AlbumId, g.Name, t.Composer, t.Milliseconds, "
                 "t.Bytes, t.UnitPrice FROM Track t LEFT JOIN Genre g ON g.GenreId = t.GenreId "
                 "ORDER BY t.TrackId",
                 [&] {
                     out << hset("track:" + bytes(q.value(0)), q,
                                 {"name", "album_id", "genre", "composer", "milliseconds", "bytes",
                                  "unit_price"});
                 });
            each("SELECT CustomerId, FirstName, LastName, Company, City, Country, Email, "
                 "SupportRepId FROM Customer ORDER BY CustomerId",
                 [&] {
                     out << hset("customer:" + bytes(q.value(0)), q,
                                 {"first_name", "last_name", "company", "city", "country", "email",
                                  "support_rep_id"});
                 });
            each("SELECT GenreId, Name FROM Genre ORDER BY GenreId",
                 [&] { out << hset("genre:" + bytes(q.value(0)), q, {"name"}); });
            RedisCommand members;
            QByteArray genre;
            each("SELECT GenreId, TrackId FROM Track WHERE GenreId IS NOT NULL "
                 "ORDER BY GenreId, TrackId",
                 [&] {
                     if (bytes(q.value(0)) != genre) {
                         if (!members.isEmpty())
                             out << members;
                         genre = bytes(q.value(0));
                         out << RedisCommand{"DEL", "genre:" + genre + ":tracks"};
                         members = {"SADD", "genre:" + genre + ":tracks"};
                     }
                     members << bytes(q.value(1));
                 });
            if (!members.isEmpty())
                out << members;
            RedisCommand revenue{"ZADD", "sales:artist:revenue"};
            RedisCommand quantity{"ZADD", "sales:artist:quantity"};
            each("SELECT ar.Name, printf('%.2f', SUM(il.UnitPrice * il.Quantity)), "
                 "SUM(il.Quantity) FROM InvoiceLine il JOIN Track t ON t.TrackId = il.TrackId "
                 "JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = "
                 "al.ArtistId GROUP BY ar.ArtistId ORDER BY ar.ArtistId",
                 [&] {
                     revenue << bytes(q.value(1)) << bytes(q.value(0));
                     quantity << bytes(q.value(2)) << bytes(q.value(0));
                 });
            out << RedisCommand{"DEL", "sales:artist:revenue", "sales:artist:quantity", "invoices"}
                << revenue << quantity;
            // Stream ids from the invoice dates (UTC ms); a day's invoices take sequence numbers.
            qint64 lastMs = -1;
            int sequence = 0;
            each("SELECT i.InvoiceId, i.CustomerId, i.InvoiceDate, i.BillingCity, "
                 "i.BillingCountry, i.Total, COUNT(il.InvoiceLineId) FROM Invoice i "
                 "LEFT JOIN InvoiceLine il ON il.InvoiceId = i.InvoiceId GROUP BY i.InvoiceId "
                 "ORDER BY i.InvoiceDate, i.InvoiceId",
                 [&] {
                     QDateTime at = QDateTime::fromString(q.value(2).toString(),
                                                          QStringLiteral("yyyy-MM-dd HH:mm:ss"));
                     at.setTimeZone(QTimeZone::utc());
                     const qint64 ms = at.toMSecsSinceEpoch();
                     sequence = ms == lastMs ? sequence + 1 : 0;
                     lastMs = ms;
                     RedisCommand x{"XADD", "invoices",
                                    QByteArray::number(ms) + '-' + QByteArray::number(sequence)};
                     x << "invoice_id" << bytes(q.value(0)) << "customer_id" << bytes(q.value(1))
                       << "date" << bytes(q.value(2)) << "city" << bytes(q.value(3)) << "country"
                       << bytes(q.value(4)) << "total" << bytes(q.value(5)) << "lines"
                       << bytes(q.value(6));
                     out << x;
                 });
            each("SELECT CustomerId, Email FROM Customer WHERE CustomerId <= 10", [&] {
                out << RedisCommand{"SET", "session:" + bytes(q.value(0)), bytes(q.value(1)), "EX",
                                    QByteArray::number(3600 + q.value(0).toInt() * 60)};
            });
            each("SELECT ar.Name FROM InvoiceLine il JOIN Track t ON t.TrackId = il.TrackId "
                 "JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = "
                 "al.ArtistId GROUP BY ar.ArtistId ORDER BY SUM(il.UnitPrice * il.Quantity) DESC, "
                 "ar.ArtistId LIMIT 1",
                 [&] {
                     out << RedisCommand{"SET", "cache:top-artist", bytes(q.value(0)), "EX",
                                         "86400"};
                 });
            each("SELECT COUNT(*) FROM Invoice", [&] {
                out << RedisCommand{"SET", "counter:invoices", bytes(q.value(0))};
            });
        }
    }
    QSqlDatabase::removeDatabase(name);
    if (!failure.isEmpty())
        return Error{QStringLiteral("dataset_failed"), failure};
    for (const QByteArray& key : hostileKeys())
        out << RedisCommand{"HSET", key, "name", key, "note \"quoted\" field", "{{x}} 'v'"};
    return out;
}

QByteArray ChinookRedis::resp(const QList<RedisCommand>& commands)
{
    QByteArray out;
    for (const RedisCommand& c : commands) {
        out += '*' + QByteArray::number(c.size()) + "\r\n";
        for (const QByteArray& a : c)
            out += '$' + QByteArray::number(a.size()) + "\r\n" + a + "\r\n";
    }
    return out;
}

} // namespace nelumbo::test
