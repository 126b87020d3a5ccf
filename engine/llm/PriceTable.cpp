#include "llm/PriceTable.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>

using namespace Qt::StringLiterals;

static void initLlmResources()
{
    Q_INIT_RESOURCE(llm); // the resource lives in a static library
}

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PriceTable)
};

double rate(const QJsonObject& object, QLatin1String key)
{
    const QJsonValue value = object.value(key);
    return value.isDouble() && value.toDouble() >= 0 ? value.toDouble() : -1;
}
} // namespace

QString LlmCost::toString() const
{
    if (!known)
        return Tr::tr("unknown");
    const QString number = QString::number(amount, 'f', amount < 0.01 ? 6 : 4);
    if (currency == "USD"_L1)
        return u'$' + number;
    return number + u' ' + currency;
}

PriceTable PriceTable::builtIn()
{
    initLlmResources();
    QFile file(u":/nelumbo/llm/prices.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return PriceTable();
    auto table = fromJson(file.readAll());
    return table ? table.value() : PriceTable();
}

Result<PriceTable> PriceTable::fromJson(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{ErrorCode::InvalidPriceTable,
                     Tr::tr("the price table is not valid JSON: %1").arg(error.errorString())};
    const QJsonObject root = doc.object();
    PriceTable table;
    table.m_date = root.value("date"_L1).toString();
    table.m_currency = root.value("currency"_L1).toString(u"USD"_s);
    const QJsonObject models = root.value("models"_L1).toObject();
    for (auto it = models.begin(); it != models.end(); ++it) {
        const QJsonObject m = it.value().toObject();
        ModelPrice p;
        p.input = rate(m, "input"_L1);
        p.output = rate(m, "output"_L1);
        p.cachedInput = rate(m, "cached_input"_L1);
        p.cacheWrite = rate(m, "cache_write"_L1);
        if (p.input < 0 || p.output < 0)
            return Error{ErrorCode::InvalidPriceTable,
                         Tr::tr("the price of %1 needs input and output").arg(it.key())};
        table.m_prices.insert(it.key(), p);
    }
    return table;
}

Result<void> PriceTable::addEntry(const QString& entry)
{
    static const QRegularExpression space(u"\\s+"_s);
    const QStringList parts = entry.trimmed().split(space, Qt::SkipEmptyParts);
    const Error bad{ErrorCode::InvalidPrice,
                    Tr::tr("\"%1\" is not \"provider:model input output [cached-input "
                           "[cache-write]]\"")
                        .arg(entry)};
    if (parts.size() < 3 || parts.size() > 5 || !parts.first().contains(u':'))
        return bad;
    double values[4] = {-1, -1, -1, -1};
    for (qsizetype i = 1; i < parts.size(); ++i) {
        bool ok = false;
        values[i - 1] = parts.at(i).toDouble(&ok);
        if (!ok || values[i - 1] < 0)
            return bad;
    }
    m_prices.insert(parts.first(), ModelPrice{values[0], values[1], values[2], values[3]});
    return {};
}

void PriceTable::merge(const PriceTable& other)
{
    for (auto it = other.m_prices.cbegin(); it != other.m_prices.cend(); ++it)
        m_prices.insert(it.key(), it.value());
    if (!other.m_date.isEmpty())
        m_date = other.m_date;
    if (!other.m_currency.isEmpty())
        m_currency = other.m_currency;
}

Result<PriceTable> PriceTable::readFile(const QString& path)
{
    const QString shown = QDir::toNativeSeparators(path);
    // Checked before opening: opening a FIFO blocks, and /dev/zero never ends.
    const QFileInfo info(path);
    if (!info.exists())
        return Error{ErrorCode::InvalidPriceTable, Tr::tr("%1 does not exist").arg(shown)};
    if (!info.isFile())
        return Error{ErrorCode::InvalidPriceTable, Tr::tr("%1 is not a regular file").arg(shown)};
    if (info.size() > kMaxFileBytes)
        return Error{ErrorCode::InvalidPriceTable,
                     Tr::tr("%1 is larger than %2 bytes").arg(shown).arg(kMaxFileBytes)};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{ErrorCode::InvalidPriceTable, Tr::tr("cannot read %1").arg(shown)};
    const QByteArray bytes = f.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) // it grew since
        return Error{ErrorCode::InvalidPriceTable,
                     Tr::tr("%1 is larger than %2 bytes").arg(shown).arg(kMaxFileBytes)};
    return fromJson(bytes);
}

PriceTable PriceTable::load(const QSettings& settings, QStringList* warnings)
{
    PriceTable table = builtIn();
    auto warn = [warnings](const QString& text) {
        if (warnings)
            warnings->append(text);
        else // never silent
            qWarning().noquote() << text;
    };
    QString file = Settings::value(settings, SettingsKey::AiPriceFile).toString().trimmed();
    if (!file.isEmpty()) {
        if (QFileInfo(file).isRelative())
            file = QFileInfo(settings.fileName()).absoluteDir().filePath(file);
        if (auto extra = readFile(file); !extra)
            warn(QLatin1StringView(SettingsKey::AiPriceFile.name) + u": "_s +
                 extra.error().message);
        else
            table.merge(extra.value());
    }
    for (const QString& entry : Settings::value(settings, SettingsKey::AiPrices).toStringList())
        if (auto added = table.addEntry(entry); !added)
            warn(u"ai/prices: "_s + added.error().message);
    return table;
}

QStringList PriceTable::models() const
{
    QStringList list = m_prices.keys();
    std::sort(list.begin(), list.end());
    return list;
}

std::optional<ModelPrice> PriceTable::price(const QString& modelString) const
{
    const auto it = m_prices.constFind(modelString.trimmed());
    if (it == m_prices.constEnd())
        return std::nullopt;
    return *it;
}

LlmCost PriceTable::cost(const QString& modelString, const LlmUsage& usage) const
{
    LlmCost cost;
    cost.currency = m_currency;
    const auto p = price(modelString);
    if (!p) {
        cost.reason = Tr::tr("no price is known for %1").arg(modelString);
        return cost;
    }
    if (usage.promptTokens < 0 || usage.completionTokens < 0) {
        cost.reason = Tr::tr("the provider reported no token counts");
        return cost;
    }
    const double cached = double(std::max<qint64>(0, usage.cachedTokens));
    const double written = double(std::max<qint64>(0, usage.cacheWriteTokens));
    const double regular = std::max(0.0, double(usage.promptTokens) - cached - written);
    // Without a cache price, cached tokens cost what other input costs (an upper bound).
    const double cachedRate = p->cachedInput >= 0 ? p->cachedInput : p->input;
    const double writeRate = p->cacheWrite >= 0 ? p->cacheWrite : p->input;
    const double input = regular * p->input + cached * cachedRate + written * writeRate;
    const double output = double(usage.completionTokens) * p->output;
    cost.known = true;
    cost.amount = (input + output) / 1'000'000.0;
    return cost;
}

} // namespace nelumbo
