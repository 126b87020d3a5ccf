#include "window/SessionFile.h"

#include <QDataStream>
#include <QIODevice>
#include <new>

namespace nelumbo {

namespace {
constexpr quint32 kMagic = 0x4e4c5231; // "NLR1"
} // namespace

QByteArray SessionFile::write(const SessionState& state)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << state.sourceName << state.sourceUrl << qint32(state.currentTab)
        << qint32(state.zoom) << qint32(state.tabs.size());
    for (const TabState& tab : state.tabs)
        out << tab.filePath << tab.text << tab.modified << qint64(tab.cursor) << tab.variables;
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
        in >> tab.filePath >> tab.text >> tab.modified >> cursor >> tab.variables;
        tab.cursor = cursor;
        state.tabs << tab;
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    state.currentTab = current;
    state.zoom = zoom;
    return state;
}

} // namespace nelumbo
