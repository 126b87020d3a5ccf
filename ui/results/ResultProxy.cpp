#include "results/ResultProxy.h"

#include "core/ExactNumber.h"
#include "core/TextExport.h"
#include "results/ResultModel.h"

#include <QCollator>
#include <QCollatorSortKey>
#include <QDateTime>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace nelumbo {

namespace {
constexpr int kResortDelayMs = 150; // rows arriving in many batches are sorted in once

enum Rank
{
    NullRank,
    NumberRank,
    TimeRank,
    TextRank,
    BlobRank
};

bool isIntegral(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
        return true;
    default:
        return false;
    }
}

bool isExact(const QVariant& v)
{
    return v.metaType() == QMetaType::fromType<ExactNumber>();
}

Rank rank(const QVariant& v)
{
    if (v.isNull())
        return NullRank;
    if (isIntegral(v) || TextExport::isNumber(v))
        return NumberRank;
    switch (v.typeId()) {
    case QMetaType::QDateTime:
    case QMetaType::QDate:
    case QMetaType::QTime:
        return TimeRank;
    case QMetaType::QByteArray:
        return BlobRank;
    default:
        return TextRank;
    }
}

__int128 wide(const QVariant& v)
{
    if (v.typeId() == QMetaType::ULongLong || v.typeId() == QMetaType::ULong)
        return __int128(v.toULongLong());
    return __int128(v.toLongLong());
}

template <typename T> int order(const T& a, const T& b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

int compareDoubles(double a, double b)
{
    // NaN above every number, as PostgreSQL sorts it.
    if (std::isnan(a) || std::isnan(b))
        return order(std::isnan(a), std::isnan(b));
    return order(a, b);
}

// Decimal text as the database wrote it ("-0012.50"), compared digit by digit; nullopt when
// the text is not a plain decimal (an exponent, NaN, Infinity).
std::optional<int> compareDecimals(const QString& a, const QString& b)
{
    struct Parts
    {
        bool negative = false;
        QStringView whole;
        QStringView fraction;
    };
    // Read by hand, not by a regular expression: a sort calls this n log n times.
    const auto split = [](QStringView text) -> std::optional<Parts> {
        Parts p;
        qsizetype i = 0;
        const qsizetype end =
            text.endsWith(QLatin1Char('\n')) ? text.size() - 1 : text.size(); // as $ allows
        if (i < end && (text[i] == QLatin1Char('+') || text[i] == QLatin1Char('-')))
            p.negative = text[i++] == QLatin1Char('-');
        const qsizetype wholeStart = i;
        while (i < end && text[i].isDigit())
            ++i;
        p.whole = text.sliced(wholeStart, i - wholeStart);
        if (i < end && text[i] == QLatin1Char('.')) {
            const qsizetype fractionStart = ++i;
            while (i < end && text[i].isDigit())
                ++i;
            p.fraction = text.sliced(fractionStart, i - fractionStart);
        }
        if (i != end || (p.whole.isEmpty() && p.fraction.isEmpty()))
            return std::nullopt;
        while (!p.whole.isEmpty() && p.whole.front() == QLatin1Char('0'))
            p.whole = p.whole.mid(1);
        while (!p.fraction.isEmpty() && p.fraction.back() == QLatin1Char('0'))
            p.fraction.chop(1);
        if (p.whole.isEmpty() && p.fraction.isEmpty())
            p.negative = false; // -0 is 0
        return p;
    };
    const auto pa = split(a);
    const auto pb = split(b);
    if (!pa || !pb)
        return std::nullopt;
    if (pa->negative != pb->negative)
        return pa->negative ? -1 : 1;
    int magnitude = order(pa->whole.size(), pb->whole.size());
    if (magnitude == 0)
        magnitude = pa->whole.compare(pb->whole) < 0 ? -1 : (pa->whole == pb->whole ? 0 : 1);
    if (magnitude == 0) {
        const int c = pa->fraction.compare(pb->fraction);
        magnitude = c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    return pa->negative ? -magnitude : magnitude;
}

double asDouble(const QVariant& v)
{
    if (isExact(v)) {
        const QString text = v.value<ExactNumber>().text;
        if (text == QLatin1String("NaN"))
            return std::nan("");
        if (text == QLatin1String("Infinity"))
            return HUGE_VAL;
        if (text == QLatin1String("-Infinity"))
            return -HUGE_VAL;
    }
    return v.toDouble();
}

int compareNumbers(const QVariant& a, const QVariant& b)
{
    if (isIntegral(a) && isIntegral(b))
        return order(wide(a), wide(b));
    if ((isExact(a) || isIntegral(a)) && (isExact(b) || isIntegral(b))) {
        const auto text = [](const QVariant& v) {
            return isExact(v) ? v.value<ExactNumber>().text : TextExport::plain(v);
        };
        if (const auto c = compareDecimals(text(a), text(b)))
            return *c;
    }
    return compareDoubles(asDouble(a), asDouble(b));
}

const QCollator& collator()
{
    static const QCollator c;
    return c;
}

bool looksNumeric(const QString& text)
{
    static const QRegularExpression number(QStringLiteral("^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)\\s*$"));
    return number.match(text).hasMatch();
}
} // namespace

ResultProxy::ResultProxy(QObject* parent)
    : QAbstractProxyModel(parent)
{
    m_resort.setSingleShot(true);
    m_resort.setInterval(kResortDelayMs);
    connect(&m_resort, &QTimer::timeout, this, &ResultProxy::resort);
}

void ResultProxy::setResultModel(ResultModel* model)
{
    beginResetModel();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    QAbstractProxyModel::setSourceModel(model);
    m_filters.clear();
    m_sortColumn = -1;
    rebuild();
    endResetModel();
    if (!model)
        return;
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_resort.stop();
        beginResetModel();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        // A new statement's rows come in the database's order; filters on columns it still
        // has stay.
        m_sortColumn = -1;
        const int columns = m_model->columnCount();
        m_filters.removeIf([columns](const ColumnFilter& f) { return f.column >= columns; });
        rebuild();
        endResetModel();
        Q_EMIT arrangementChanged();
    });
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [this](const QModelIndex&, int first, int last) {
                if (m_identity)
                    beginInsertRows({}, first, last);
            });
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { onRowsInserted(first, last); });
    connect(model, &QAbstractItemModel::headerDataChanged, this,
            &QAbstractItemModel::headerDataChanged);
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& from, const QModelIndex& to) {
                Q_UNUSED(from)
                Q_UNUSED(to)
                Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
            });
}

void ResultProxy::onRowsInserted(int first, int last)
{
    if (m_identity) {
        endInsertRows();
        Q_EMIT arrangementChanged();
        return;
    }
    std::vector<int> added;
    for (int r = first; r <= last; ++r)
        if (accepts(r))
            added.push_back(r);
    m_inverse.resize(size_t(m_model->rowCount()), -1);
    if (!added.empty()) {
        const int at = int(m_rows.size());
        beginInsertRows({}, at, at + int(added.size()) - 1);
        for (int r : added) {
            m_inverse[size_t(r)] = int(m_rows.size());
            m_rows.push_back(r);
        }
        endInsertRows();
        if (m_sortColumn >= 0)
            m_resort.start();
    }
    Q_EMIT arrangementChanged();
}

int ResultProxy::sourceRowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

bool ResultProxy::accepts(int sourceRow) const
{
    for (const ColumnFilter& f : m_filters)
        if (!matches(m_model->value(sourceRow, f.column), f))
            return false;
    return true;
}

void ResultProxy::sortRows(std::vector<int>& rows) const
{
    std::sort(rows.begin(), rows.end()); // equal keys keep the database's order
    if (m_sortColumn < 0 || !m_model)
        return;
    const size_t n = rows.size();
    std::vector<QVariant> values(n);
    std::vector<std::optional<QCollatorSortKey>> keys(n);
    for (size_t i = 0; i < n; ++i) {
        values[i] = m_model->value(rows[i], m_sortColumn);
        if (values[i].typeId() == QMetaType::QString)
            keys[i] = collator().sortKey(values[i].toString());
    }
    std::vector<int> positions(n);
    std::iota(positions.begin(), positions.end(), 0);
    const bool descending = m_order == Qt::DescendingOrder;
    // The common case, a column of integers (and NULLs), compares plain numbers.
    const bool integers = std::all_of(values.cbegin(), values.cend(), [](const QVariant& v) {
        return v.isNull() || (isIntegral(v) && v.typeId() != QMetaType::ULongLong &&
                              v.typeId() != QMetaType::ULong);
    });
    if (integers) {
        std::vector<std::pair<bool, qint64>> plain(n);
        for (size_t i = 0; i < n; ++i)
            plain[i] = {!values[i].isNull(), values[i].toLongLong()};
        std::stable_sort(positions.begin(), positions.end(), [&](int i, int j) {
            return descending ? plain[size_t(j)] < plain[size_t(i)]
                              : plain[size_t(i)] < plain[size_t(j)];
        });
    } else {
        std::stable_sort(positions.begin(), positions.end(), [&](int i, int j) {
            int c;
            if (keys[size_t(i)] && keys[size_t(j)])
                c = keys[size_t(i)]->compare(*keys[size_t(j)]);
            else
                c = compare(values[size_t(i)], values[size_t(j)]);
            return descending ? c > 0 : c < 0;
        });
    }
    std::vector<int> sorted(n);
    for (size_t i = 0; i < n; ++i)
        sorted[i] = rows[size_t(positions[i])];
    rows.swap(sorted);
}

void ResultProxy::rebuild()
{
    m_identity = m_filters.isEmpty() && m_sortColumn < 0;
    m_rows.clear();
    m_inverse.clear();
    if (m_identity || !m_model)
        return;
    const int total = m_model->rowCount();
    m_rows.reserve(size_t(total));
    for (int r = 0; r < total; ++r)
        if (accepts(r))
            m_rows.push_back(r);
    sortRows(m_rows);
    updateInverse();
}

void ResultProxy::updateInverse()
{
    m_inverse.assign(size_t(sourceRowCount()), -1);
    for (size_t i = 0; i < m_rows.size(); ++i)
        m_inverse[size_t(m_rows[i])] = int(i);
}

void ResultProxy::sort(int column, Qt::SortOrder order)
{
    if (!m_model || column >= m_model->columnCount())
        return;
    m_sortColumn = column;
    m_order = order;
    resort();
}

void ResultProxy::resort()
{
    // The same rows in another order: selections and the current cell follow their rows.
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList sources;
    sources.reserve(before.size());
    for (const QModelIndex& index : before)
        sources << mapToSource(index);
    if (m_sortColumn < 0 && m_filters.isEmpty()) {
        m_identity = true;
        m_rows.clear();
        m_inverse.clear();
    } else {
        if (m_identity) {
            m_rows.resize(size_t(sourceRowCount()));
            std::iota(m_rows.begin(), m_rows.end(), 0);
        }
        m_identity = false;
        sortRows(m_rows);
        updateInverse();
    }
    QModelIndexList after;
    after.reserve(sources.size());
    for (const QModelIndex& source : sources)
        after << mapFromSource(source);
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    Q_EMIT arrangementChanged();
}

void ResultProxy::setFilter(const ColumnFilter& filter)
{
    beginResetModel();
    m_filters.removeIf([&](const ColumnFilter& f) { return f.column == filter.column; });
    m_filters << filter;
    rebuild();
    endResetModel();
    Q_EMIT arrangementChanged();
}

void ResultProxy::removeFilter(int column)
{
    beginResetModel();
    m_filters.removeIf([&](const ColumnFilter& f) { return f.column == column; });
    rebuild();
    endResetModel();
    Q_EMIT arrangementChanged();
}

void ResultProxy::clearFilters()
{
    if (m_filters.isEmpty())
        return;
    beginResetModel();
    m_filters.clear();
    rebuild();
    endResetModel();
    Q_EMIT arrangementChanged();
}

int ResultProxy::sourceRow(int row) const
{
    if (m_identity)
        return row;
    return row >= 0 && size_t(row) < m_rows.size() ? m_rows[size_t(row)] : -1;
}

int ResultProxy::compare(const QVariant& a, const QVariant& b)
{
    const Rank ra = rank(a);
    const Rank rb = rank(b);
    if (ra != rb)
        return order(int(ra), int(rb));
    switch (ra) {
    case NullRank:
        return 0;
    case NumberRank:
        return compareNumbers(a, b);
    case TimeRank:
        if (a.typeId() == b.typeId()) {
            if (a.typeId() == QMetaType::QDateTime)
                return order(a.toDateTime(), b.toDateTime());
            if (a.typeId() == QMetaType::QDate)
                return order(a.toDate(), b.toDate());
            return order(a.toTime(), b.toTime());
        }
        return order(TextExport::plain(a), TextExport::plain(b));
    case BlobRank: {
        const int c = a.toByteArray().compare(b.toByteArray());
        return c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    case TextRank:
        break;
    }
    const int c = collator().compare(TextExport::plain(a), TextExport::plain(b));
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

bool ResultProxy::matches(const QVariant& value, const ColumnFilter& filter)
{
    using Op = ColumnFilter::Operator;
    if (filter.op == Op::IsNull)
        return value.isNull();
    if (filter.op == Op::IsNotNull || value.isNull())
        return !value.isNull() && filter.op == Op::IsNotNull;
    const QString text = TextExport::plain(value);
    if (filter.op == Op::Contains)
        return text.contains(filter.text, Qt::CaseInsensitive);
    int c;
    if (TextExport::isNumber(value) && looksNumeric(filter.text))
        c = compareNumbers(value, ExactNumber::variant(filter.text.trimmed()));
    else
        c = text.compare(filter.text); // ISO dates and times compare as their text
    switch (filter.op) {
    case Op::Equals:
        return c == 0;
    case Op::Less:
        return c < 0;
    case Op::Greater:
        return c > 0;
    default:
        return false;
    }
}

QModelIndex ResultProxy::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex ResultProxy::parent(const QModelIndex& child) const
{
    Q_UNUSED(child)
    return {};
}

int ResultProxy::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_model)
        return 0;
    return m_identity ? m_model->rowCount() : int(m_rows.size());
}

int ResultProxy::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_model ? 0 : m_model->columnCount();
}

QModelIndex ResultProxy::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!m_model || !proxyIndex.isValid())
        return {};
    const int row = sourceRow(proxyIndex.row());
    return row < 0 ? QModelIndex() : m_model->index(row, proxyIndex.column());
}

QModelIndex ResultProxy::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!m_model || !sourceIndex.isValid())
        return {};
    int row = sourceIndex.row();
    if (!m_identity)
        row = size_t(row) < m_inverse.size() ? m_inverse[size_t(row)] : -1;
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QVariant ResultProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical && role == Qt::DisplayRole)
        return section + 1; // the position shown, whatever the order
    return m_model ? m_model->headerData(section, orientation, role) : QVariant();
}

bool ResultProxy::canFetchMore(const QModelIndex& parent) const
{
    // Scrolling a sorted or filtered grid fetches nothing: new rows would jump in.
    return m_identity && m_model && m_model->canFetchMore(parent);
}

void ResultProxy::fetchMore(const QModelIndex& parent)
{
    if (canFetchMore(parent))
        m_model->fetchMore(parent);
}

} // namespace nelumbo
