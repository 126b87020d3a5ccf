#include "results/ResultFilterBar.h"

#include "results/ResultModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace nelumbo {

namespace {
using Op = ColumnFilter::Operator;

QString operatorText(Op op)
{
    switch (op) {
    case Op::Contains:
        return ResultFilterBar::tr("contains");
    case Op::Equals:
        return QStringLiteral("=");
    case Op::Less:
        return QStringLiteral("<");
    case Op::Greater:
        return QStringLiteral(">");
    case Op::IsNull:
        return ResultFilterBar::tr("is NULL");
    case Op::IsNotNull:
        return ResultFilterBar::tr("is not NULL");
    }
    return {};
}
} // namespace

ResultFilterBar::ResultFilterBar(QWidget* parent)
    : QWidget(parent)
    , m_column(new QComboBox(this))
    , m_operator(new QComboBox(this))
    , m_value(new QLineEdit(this))
    , m_apply(new QToolButton(this))
    , m_clear(new QToolButton(this))
    , m_active(new QLabel(this))
{
    setObjectName(QStringLiteral("resultFilterBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto* label = new QLabel(tr("Filter:"), this);
    label->setBuddy(m_column);
    m_column->setAccessibleName(tr("Filter column"));
    m_operator->setAccessibleName(tr("Filter operator"));
    for (Op op : {Op::Contains, Op::Equals, Op::Less, Op::Greater, Op::IsNull, Op::IsNotNull})
        m_operator->addItem(operatorText(op), int(op));
    m_value->setAccessibleName(tr("Filter value"));
    m_value->setPlaceholderText(tr("Value"));
    m_value->setClearButtonEnabled(true);
    m_apply->setText(tr("Apply"));
    m_apply->setToolTip(tr("Keep only the loaded rows that meet this condition"));
    m_clear->setText(tr("Clear Filters"));
    m_clear->setAutoRaise(true);
    m_active->setTextFormat(Qt::PlainText);
    m_active->setObjectName(QStringLiteral("activeFilters"));
    layout->addWidget(label);
    layout->addWidget(m_column);
    layout->addWidget(m_operator);
    layout->addWidget(m_value, 1);
    layout->addWidget(m_apply);
    layout->addWidget(m_active, 1);
    layout->addWidget(m_clear);
    connect(m_value, &QLineEdit::returnPressed, this, &ResultFilterBar::apply);
    connect(m_apply, &QToolButton::clicked, this, &ResultFilterBar::apply);
    connect(m_operator, &QComboBox::currentIndexChanged, this, &ResultFilterBar::updateValueField);
    connect(m_clear, &QToolButton::clicked, this, [this] {
        if (m_proxy)
            m_proxy->clearFilters();
    });
    updateValueField();
    refresh();
}

void ResultFilterBar::setProxy(ResultProxy* proxy)
{
    if (m_proxy)
        disconnect(m_proxy, nullptr, this, nullptr);
    m_proxy = proxy;
    if (proxy)
        connect(proxy, &ResultProxy::arrangementChanged, this, &ResultFilterBar::refresh);
    refresh();
}

void ResultFilterBar::setColumn(int column)
{
    m_column->setCurrentIndex(column);
    m_value->setFocus();
}

void ResultFilterBar::updateValueField()
{
    const auto op = Op(m_operator->currentData().toInt());
    m_value->setEnabled(op != Op::IsNull && op != Op::IsNotNull);
}

void ResultFilterBar::apply()
{
    if (!m_proxy || m_column->currentIndex() < 0)
        return;
    ColumnFilter filter;
    filter.column = m_column->currentIndex();
    filter.op = Op(m_operator->currentData().toInt());
    filter.text = m_value->text();
    // An empty "contains" asks for nothing: it removes the column's condition.
    if (filter.op == Op::Contains && filter.text.isEmpty())
        m_proxy->removeFilter(filter.column);
    else
        m_proxy->setFilter(filter);
}

QString ResultFilterBar::filtersText() const
{
    if (!m_proxy || !m_proxy->resultModel())
        return {};
    const QStringList names = m_proxy->resultModel()->columnNames();
    QStringList parts;
    for (const ColumnFilter& f : m_proxy->filters()) {
        QString part = names.value(f.column) + QLatin1Char(' ') + operatorText(f.op);
        if (f.op != Op::IsNull && f.op != Op::IsNotNull)
            part += QStringLiteral(" \u201c%1\u201d").arg(f.text);
        parts << part;
    }
    return parts.join(QStringLiteral(" · "));
}

void ResultFilterBar::refresh()
{
    const QStringList names =
        m_proxy && m_proxy->resultModel() ? m_proxy->resultModel()->columnNames() : QStringList();
    QStringList shown;
    for (int i = 0; i < m_column->count(); ++i)
        shown << m_column->itemText(i);
    if (shown != names) {
        const int keep = m_column->currentIndex();
        m_column->clear();
        m_column->addItems(names);
        m_column->setCurrentIndex(keep >= 0 && keep < names.size() ? keep : 0);
    }
    setEnabled(!names.isEmpty());
    m_active->setText(filtersText());
    m_clear->setVisible(m_proxy && m_proxy->isFiltered());
}

} // namespace nelumbo
