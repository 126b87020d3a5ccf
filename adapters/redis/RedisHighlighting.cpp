#include "RedisHighlighting.h"

#include <QFile>
#include <QXmlStreamReader>

// Outside any namespace, as Q_INIT_RESOURCE must be.
static bool initRedisHighlightingResource()
{
    Q_INIT_RESOURCE(redis); // the resource lives in a static library
    return true;
}

namespace nelumbo {

namespace {

// At start-up: KSyntaxHighlighting reads its add-ons once, when the first editor opens.
const bool kResourceRegistered = initRedisHighlightingResource();

const QString kDefinitionFile =
    QStringLiteral(":/org.kde.syntax-highlighting/syntax-addons/redis.xml");

} // namespace

QString redisHighlightingDefinition()
{
    Q_UNUSED(kResourceRegistered)
    return QStringLiteral("Redis");
}

QStringList redisCommandWords()
{
    static const QStringList words = [] {
        initRedisHighlightingResource();
        QStringList out;
        QFile file(kDefinitionFile);
        if (!file.open(QIODevice::ReadOnly))
            return out;
        QXmlStreamReader xml(&file);
        bool inCommands = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("list"))
                inCommands =
                    xml.attributes().value(QLatin1String("name")) == QLatin1String("commands");
            else if (xml.isEndElement() && xml.name() == QLatin1String("list"))
                inCommands = false;
            else if (inCommands && xml.isStartElement() && xml.name() == QLatin1String("item"))
                out << xml.readElementText().trimmed().toLower();
        }
        return out;
    }();
    return words;
}

} // namespace nelumbo
