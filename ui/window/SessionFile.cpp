#include "window/SessionFile.h"

#include <QDataStream>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <new>

namespace nelumbo {

namespace {
// "NLR2": the variables are JSON. NLR1 kept them as a QVariantMap, whose lists QDataStream
// reserves at the size a damaged file claims before reading a single element.
constexpr quint32 kMagic = 0x4e4c5232;

QByteArray variablesJson(const QVariantMap& variables)
{
    return QJsonDocument(QJsonObject::fromVariantMap(variables)).toJson(QJsonDocument::Compact);
}

std::optional<QVariantMap> variablesFromJson(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object().toVariantMap();
}
} // namespace

QByteArray SessionFile::write(const SessionState& state)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << state.sourceName << state.sourceUrl << qint32(state.currentTab)
        << qint32(state.zoom) << qint32(state.tabs.size());
    for (const TabState& tab : state.tabs)
        out << tab.filePath << tab.text << tab.modified << qint64(tab.cursor)
            << variablesJson(tab.variables);
    return bytes;
}

std::optional<SessionState> SessionFile::read(const QByteArray& bytes)
{
    // A damaged copy can claim a size no allocation meets: QDataStream then throws.
    try {
        return readStream(bytes);
    } catch (const std::bad_alloc&) {
        return std::nullopt;
    }
}

std::optional<SessionState> SessionFile::readStream(const QByteArray& bytes)
{
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0;
    qint32 current = 0, zoom = 0, count = 0;
    SessionState state;
    in >> magic;
    if (magic != kMagic)
        return std::nullopt;
    in >> state.sourceName >> state.sourceUrl >> current >> zoom >> count;
    for (qint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        TabState tab;
        qint64 cursor = 0;
        QByteArray variables; // read in steps: a claimed size costs only what is there
        in >> tab.filePath >> tab.text >> tab.modified >> cursor >> variables;
        if (in.status() != QDataStream::Ok)
            break;
        const std::optional<QVariantMap> values = variablesFromJson(variables);
        if (!values)
            return std::nullopt;
        tab.cursor = cursor;
        tab.variables = *values;
        state.tabs << tab;
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    state.currentTab = current;
    state.zoom = zoom;
    return state;
}

} // namespace nelumbo
