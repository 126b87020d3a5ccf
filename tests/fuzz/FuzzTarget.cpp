#include "FuzzTarget.h"

#include <QTextStream>
#include <cstdio>
#include <cstdlib>

namespace nelumbo::fuzz {

namespace {
std::vector<std::pair<const char*, FuzzFunction>>& targets()
{
    static std::vector<std::pair<const char*, FuzzFunction>> list;
    return list;
}
} // namespace

Registration::Registration(const char* name, FuzzFunction function)
{
    targets().emplace_back(name, function);
}

const std::vector<std::pair<const char*, FuzzFunction>>& registeredTargets()
{
    return targets();
}

void check(bool condition, const char* invariant, const QString& detail)
{
    if (condition)
        return;
    QString shown = detail; // NULs would end the message early
    shown.replace(QChar(0), QLatin1String("\\0"));
    std::fprintf(stderr, "INVARIANT VIOLATED: %s\n%s\n", invariant, shown.toUtf8().constData());
    std::fflush(stderr);
    std::abort();
}

quint8 FuzzInput::byte()
{
    return m_at < m_bytes.size() ? quint8(m_bytes.at(m_at++)) : 0;
}

QByteArray FuzzInput::part()
{
    qsizetype end = m_bytes.indexOf('\0', m_at);
    if (end < 0)
        end = m_bytes.size();
    QByteArray out = m_bytes.mid(m_at, end - m_at);
    m_at = qMin(end + 1, m_bytes.size());
    return out;
}

QByteArray FuzzInput::rest()
{
    QByteArray out = m_bytes.mid(m_at);
    m_at = m_bytes.size();
    return out;
}

} // namespace nelumbo::fuzz
