#include "assistant/ChatStatementCard.h"

#include "assistant/ChatTextView.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace nelumbo {

ChatStatementCard::ChatStatementCard(const QString& statement, const QJsonArray& variables,
                                     const QString& definition, bool changesData, QWidget* parent)
    : QFrame(parent)
    , m_statement(statement)
    , m_variables(variables)
    , m_changesData(changesData)
    , m_insert(new QPushButton(tr("Insert"), this))
    , m_replace(new QPushButton(tr("Replace Query"), this))
    , m_copy(new QPushButton(tr("Copy"), this))
{
    setObjectName(QStringLiteral("statementCard"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Generated statement"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    if (changesData) {
        auto* warning =
            new QLabel(tr("Changes data: it runs only when you run it yourself."), this);
        warning->setObjectName(QStringLiteral("statementChangesData"));
        warning->setWordWrap(true);
        warning->setStyleSheet(
            QStringLiteral("color: white; background: #c0392b; padding: 2px 6px;"));
        layout->addWidget(warning);
        setAccessibleName(tr("Generated statement that changes data"));
    }
    auto* code = new ChatTextView(ChatTextView::Mode::Code, definition, this);
    code->setObjectName(QStringLiteral("statementText"));
    code->setAccessibleName(tr("Statement"));
    code->setContent(statement);
    layout->addWidget(code);

    if (!variables.isEmpty()) {
        QStringList names;
        for (const QJsonValue& v : variables)
            names << QStringLiteral("{{%1}}").arg(
                v.toObject().value(QStringLiteral("name")).toString());
        auto* vars = new QLabel(tr("Variables: %1").arg(names.join(QStringLiteral(", "))), this);
        vars->setObjectName(QStringLiteral("statementVariables"));
        vars->setWordWrap(true);
        layout->addWidget(vars);
    }

    auto* buttons = new QHBoxLayout;
    m_insert->setObjectName(QStringLiteral("insertStatement"));
    m_insert->setToolTip(tr("Insert the statement at the editor's cursor"));
    m_insert->setAccessibleName(tr("Insert statement"));
    m_replace->setObjectName(QStringLiteral("replaceQuery"));
    m_replace->setToolTip(tr("Replace the tab's query with this statement (shows the difference "
                             "first)"));
    m_replace->setAccessibleName(tr("Replace query"));
    m_copy->setObjectName(QStringLiteral("copyStatement"));
    m_copy->setToolTip(tr("Copy the statement to the clipboard"));
    m_copy->setAccessibleName(tr("Copy statement"));
    for (QPushButton* b : {m_insert, m_replace, m_copy}) {
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_insert, &QPushButton::clicked, this,
            [this] { Q_EMIT applyRequested(m_statement, m_variables, false); });
    connect(m_replace, &QPushButton::clicked, this,
            [this] { Q_EMIT applyRequested(m_statement, m_variables, true); });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_statement);
        m_copy->setText(tr("Copied"));
        QTimer::singleShot(2000, m_copy, [this] { m_copy->setText(tr("Copy")); });
    });
}

} // namespace nelumbo
