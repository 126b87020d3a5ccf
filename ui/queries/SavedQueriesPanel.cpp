#include "queries/SavedQueriesPanel.h"

#include "queries/SavedQueryLibrary.h"
#include "queries/SavedQueryPrompt.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
}

SavedQueriesPanel::SavedQueriesPanel(SavedQueryLibrary* library, QWidget* parent)
    : QWidget(parent)
    , m_library(library)
    , m_filter(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_status(new QLabel(this))
    , m_model(new QStandardItemModel(0, 3, this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("savedQueriesPanel"));
    m_filter->setObjectName(QStringLiteral("savedQueriesFilter"));
    m_filter->setPlaceholderText(tr("Filter saved queries"));
    m_filter->setClearButtonEnabled(true);
    m_model->setHorizontalHeaderLabels({tr("Name"), tr("Source"), tr("Language")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1); // name, source or language
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_view->setObjectName(QStringLiteral("savedQueriesView"));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(NameColumn, Qt::AscendingOrder);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(SourceColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(LanguageColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setAccessibleName(tr("Saved queries"));
    m_status->setObjectName(QStringLiteral("savedQueriesStatus"));
    m_status->setWordWrap(true);
    m_status->setEnabled(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QTreeView::activated, this,
            [this](const QModelIndex& index) { openRow(index.row()); });
    connect(m_view, &QTreeView::customContextMenuRequested, this, &SavedQueriesPanel::showMenu);
    connect(m_library, &SavedQueryLibrary::changed, this, &SavedQueriesPanel::reload);

    // Keys on the list; Enter is QTreeView's activated().
    auto* rename = new QAction(tr("Rename…"), m_view);
    rename->setShortcut(QKeySequence(Qt::Key_F2));
    rename->setShortcutContext(Qt::WidgetShortcut);
    connect(rename, &QAction::triggered, this, [this] { renameRow(currentRow()); });
    auto* remove = new QAction(tr("Delete…"), m_view);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    connect(remove, &QAction::triggered, this, [this] { deleteRow(currentRow()); });
    m_view->addActions({rename, remove});
    setFocusProxy(m_view);
    reload();
}

void SavedQueriesPanel::reload()
{
    m_status->setText(tr("Loading…"));
    m_library->list(this, [this](Result<QList<SavedQuery>> queries) {
        if (!queries) {
            m_status->setText(queries.error().message);
            m_status->setEnabled(true);
            return;
        }
        fill(queries.value());
    });
}

void SavedQueriesPanel::fill(const QList<SavedQuery>& queries)
{
    const qint64 selected = queryAt(currentRow()) ? queryAt(currentRow())->id : qint64(0);
    m_model->removeRows(0, m_model->rowCount());
    m_queries.clear();
    for (const SavedQuery& q : queries) {
        m_queries.insert(q.id, q);
        auto* name = new QStandardItem(q.name);
        name->setData(q.id, kIdRole);
        name->setToolTip(q.statement.left(600));
        auto* source = new QStandardItem(q.dataSource.isEmpty() ? tr("any") : q.dataSource);
        auto* language = new QStandardItem(q.queryLanguage.isEmpty() ? tr("any") : q.queryLanguage);
        if (q.queryLanguage.isEmpty())
            language->setToolTip(tr("Saved without a language: runs on every source"));
        m_model->appendRow({name, source, language});
    }
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        if (queryAt(row) && queryAt(row)->id == selected)
            m_view->setCurrentIndex(m_proxy->index(row, NameColumn));
    m_status->setEnabled(false);
    m_status->setText(queries.isEmpty() ? tr("No saved queries yet: Query → Save to Library…")
                                        : QString());
    m_status->setVisible(!m_status->text().isEmpty());
    Q_EMIT loaded();
}

void SavedQueriesPanel::setFilterText(const QString& text)
{
    m_filter->setText(text);
}

int SavedQueriesPanel::visibleCount() const
{
    return m_proxy->rowCount();
}

const SavedQuery* SavedQueriesPanel::queryAt(int row) const
{
    if (row < 0 || row >= m_proxy->rowCount())
        return nullptr;
    const qint64 id = m_proxy->index(row, NameColumn).data(kIdRole).toLongLong();
    const auto it = m_queries.constFind(id);
    return it == m_queries.cend() ? nullptr : &it.value();
}

QString SavedQueriesPanel::statusText() const
{
    return m_status->text();
}

int SavedQueriesPanel::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

void SavedQueriesPanel::openRow(int row)
{
    if (const SavedQuery* q = queryAt(row))
        Q_EMIT openRequested(*q);
}

void SavedQueriesPanel::renameRow(int row)
{
    const SavedQuery* q = queryAt(row);
    if (!q)
        return;
    const qint64 id = q->id;
    const auto name = SavedQueryPrompt::askName(this, tr("Rename Saved Query"), q->name);
    if (!name || name->trimmed() == q->name)
        return;
    const QString trimmed = name->trimmed();
    m_library->rename(id, trimmed, this, [this, id, trimmed](Result<void> r) {
        if (!r) {
            SavedQueryPrompt::error(this, r.error().message);
            return;
        }
        Q_EMIT renamed(id, trimmed);
    });
}

void SavedQueriesPanel::deleteRow(int row)
{
    const SavedQuery* q = queryAt(row);
    if (!q || !SavedQueryPrompt::confirmDelete(this, q->name))
        return;
    const qint64 id = q->id;
    m_library->remove(id, this, [this, id](Result<void> r) {
        if (!r) {
            SavedQueryPrompt::error(this, r.error().message);
            return;
        }
        Q_EMIT removed(id);
    });
}

void SavedQueriesPanel::showMenu(const QPoint& at)
{
    const QModelIndex index = m_view->indexAt(at);
    if (!index.isValid())
        return;
    const int row = index.row();
    QMenu menu(this);
    menu.addAction(tr("&Open in New Tab"), this, [this, row] { openRow(row); });
    menu.addAction(tr("&Rename…"), this, [this, row] { renameRow(row); });
    menu.addAction(tr("&Delete…"), this, [this, row] { deleteRow(row); });
    menu.exec(m_view->viewport()->mapToGlobal(at));
}

} // namespace nelumbo
