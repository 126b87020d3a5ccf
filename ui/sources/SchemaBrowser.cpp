#include "sources/SchemaBrowser.h"

#include "core/SafeText.h"
#include "sources/CatalogIcon.h"
#include "window/ToolTipText.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
// Names are the database's: bidirectional and control characters show escaped, so that a
// name cannot pass for another (abc\u202Efdp.exe for abcexe.pdf). Filtering and inserting
// use the real name (NameRole).
QString shown(const QString& name)
{
    return SafeText::escaped(name, SafeText::LineBreaks::Escape);
}

// A comment under a name in its tooltip: its own lines kept, controls shown as escapes, and
// cut where a tooltip would no longer fit on a screen.
QString commentLines(const QString& comment)
{
    constexpr qsizetype kMaxChars = 600;
    if (comment.trimmed().isEmpty())
        return {};
    QString text = comment.trimmed();
    if (text.size() > kMaxChars)
        text = text.left(text.at(kMaxChars - 1).isHighSurrogate() ? kMaxChars - 1 : kMaxChars) +
               QStringLiteral(" …");
    return QStringLiteral("\n\n") + SafeText::escaped(text, SafeText::LineBreaks::Keep);
}

// Keeps Enter on a tree item from bubbling up to anything else while inserting the name.
class SchemaTree : public QTreeView
{
public:
    using QTreeView::QTreeView;
    std::function<void(const QModelIndex&)> onEnter;

protected:
    void keyPressEvent(QKeyEvent* event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && onEnter &&
            currentIndex().isValid()) {
            onEnter(currentIndex());
            return;
        }
        QTreeView::keyPressEvent(event);
    }
};
} // namespace

SchemaBrowser::SchemaBrowser(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_view(new SchemaTree(this))
    , m_status(new QLabel(this))
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("schemaBrowser"));
    m_filter->setObjectName(QStringLiteral("schemaFilter"));
    m_filter->setPlaceholderText(tr("Filter tables and columns"));
    m_filter->setAccessibleName(tr("Schema filter"));
    m_filter->setClearButtonEnabled(true);
    m_view->setObjectName(QStringLiteral("schemaTree"));
    m_view->setAccessibleName(tr("Schema"));
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAnimated(false);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("schemaStatus"));

    m_model->setHorizontalHeaderLabels({tr("Name"), tr("Type")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setAutoAcceptChildRows(true); // a matching table keeps its columns visible
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterRole(NameRole);
    m_view->setModel(m_proxy);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, this, &SchemaBrowser::setFilterText);
    connect(m_view, &QTreeView::doubleClicked, this, &SchemaBrowser::activate);
    static_cast<SchemaTree*>(m_view)->onEnter = [this](const QModelIndex& i) { activate(i); };
}

QString SchemaBrowser::quotedIfNeeded(const QString& name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (plain.match(name).hasMatch())
        return name;
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QLatin1String("\"\"")) +
           QLatin1Char('"');
}

void SchemaBrowser::showLoading()
{
    m_status->setText(tr("Loading schema…"));
    m_status->show();
}

void SchemaBrowser::showUnreachable(const Error& error)
{
    m_unreachable = true;
    m_view->setEnabled(false);
    //: %1 is the database's error message; the schema tree keeps the names last read
    m_status->setText(tr("The source cannot be reached: %1\nThe names shown are from its last "
                         "answer.")
                          .arg(SafeText::escaped(error.message.trimmed())));
    m_status->show();
}

QString SchemaBrowser::statusText() const
{
    return m_status->text();
}

void SchemaBrowser::showError(const Error& error)
{
    m_unreachable = false;
    m_view->setEnabled(true);
    m_model->removeRows(0, m_model->rowCount());
    m_tableCount = 0;
    //: %1 is the database's error message
    m_status->setText(tr("Cannot read the schema: %1").arg(error.message));
    m_status->show();
}

void SchemaBrowser::setCatalog(const Catalog& catalog)
{
    m_unreachable = false;
    m_view->setEnabled(true);
    m_model->removeRows(0, m_model->rowCount());
    m_tableCount = 0;
    const QIcon schemaIcon = CatalogIcon::icon(CatalogIcon::Kind::Schema);
    const QIcon tableIcon = CatalogIcon::icon(CatalogIcon::Kind::Table);
    const QIcon viewIcon = CatalogIcon::icon(CatalogIcon::Kind::View);
    for (const SchemaInfo& schema : catalog) {
        auto* schemaItem = new QStandardItem(schemaIcon, shown(schema.name));
        schemaItem->setData(schema.name, NameRole);
        schemaItem->setData(int(Kind::Schema), KindRole);
        const int count = int(schema.tables.size());
        auto* schemaType = new QStandardItem(tr("%Ln tables", nullptr, count));
        for (const TableInfo& table : schema.tables) {
            const bool isView = table.kind == TableInfo::Kind::View;
            auto* tableItem = new QStandardItem(isView ? viewIcon : tableIcon, shown(table.name));
            tableItem->setData(table.name, NameRole);
            tableItem->setData(int(isView ? Kind::View : Kind::Table), KindRole);
            const QString qualified =
                QStringLiteral("%1.%2").arg(shown(table.schema), shown(table.name));
            tableItem->setToolTip(plainToolTip(
                (table.summary.isEmpty() ? qualified
                                         : qualified + QLatin1Char('\n') + shown(table.summary)) +
                commentLines(table.comment)));
            auto* tableType = new QStandardItem(!table.typeLabel.isEmpty() ? shown(table.typeLabel)
                                                : isView                   ? tr("view")
                                                                           : tr("table"));
            tableType->setToolTip(plainToolTip(shown(table.summary)));
            for (const ColumnInfo& column : table.columns) {
                QString label = shown(column.name);
                QStringList notes;
                if (column.primaryKey)
                    notes << tr("PK");
                if (!column.references.isEmpty())
                    //: A foreign key; %1 is the table and column it references
                    notes << tr("FK → %1").arg(shown(column.references));
                if (!notes.isEmpty())
                    label +=
                        QStringLiteral("  [") + notes.join(QStringLiteral(", ")) + QLatin1Char(']');
                auto* columnItem = new QStandardItem(label);
                columnItem->setData(column.name, NameRole);
                columnItem->setData(int(Kind::Column), KindRole);
                if (column.primaryKey) {
                    QFont bold = columnItem->font();
                    bold.setBold(true);
                    columnItem->setFont(bold);
                }
                QString type = column.type.isEmpty() ? tr("(any)") : shown(column.type);
                if (column.notNull && !column.primaryKey)
                    //: %1 is a column's SQL type such as INTEGER
                    type = tr("%1 not null").arg(type);
                auto* typeItem = new QStandardItem(type);
                //: A column: %1 is its name, %2 its type
                const QString plain = tr("%1 %2").arg(shown(column.name), type);
                //: A column: %1 is its name, %2 its type, %3 the table and column it references
                const QString referencing = tr("%1 %2, references %3");
                columnItem->setToolTip(plainToolTip(
                    (column.references.isEmpty()
                         ? plain
                         : referencing.arg(shown(column.name), type, shown(column.references))) +
                    commentLines(column.comment)));
                tableItem->appendRow({columnItem, typeItem});
            }
            schemaItem->appendRow({tableItem, tableType});
            ++m_tableCount;
        }
        m_model->appendRow({schemaItem, schemaType});
    }
    m_status->setText(tr("%Ln tables and views", nullptr, m_tableCount));
    // One schema (SQLite's "main") is opened right away; several stay collapsed.
    if (catalog.size() == 1)
        m_view->expand(m_proxy->index(0, 0));
}

void SchemaBrowser::setFilterText(const QString& text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
    if (!text.isEmpty())
        m_view->expandToDepth(0);
}

void SchemaBrowser::activate(const QModelIndex& proxyIndex)
{
    const QModelIndex nameIndex = proxyIndex.siblingAtColumn(0);
    const QString name = nameIndex.data(NameRole).toString();
    if (name.isEmpty())
        return;
    Q_EMIT insertRequested(quotedIfNeeded(name));
}

} // namespace nelumbo
