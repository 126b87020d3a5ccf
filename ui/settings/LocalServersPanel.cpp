#include "settings/LocalServersPanel.h"

#include "settings/StatusLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace nelumbo {

LocalServersPanel::LocalServersPanel(QWidget* parent)
    : QWidget(parent)
    , m_detector(new LocalServerDetector(this))
    , m_rows(new QVBoxLayout)
    , m_status(new StatusLabel(this))
    , m_again(new QPushButton(tr("&Look Again"), this))
{
    setObjectName(QStringLiteral("localServers"));
    m_status->setObjectName(QStringLiteral("localServersStatus"));
    m_status->setAccessibleName(tr("Model servers on this machine"));
    m_again->setObjectName(QStringLiteral("detectLocalServers"));
    m_again->setAccessibleName(tr("Look again for model servers on this machine"));

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_again, 0, Qt::AlignRight | Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_rows);
    layout->addLayout(bottom);

    connect(m_again, &QPushButton::clicked, this, &LocalServersPanel::scan);
    connect(m_detector, &LocalServerDetector::finished, this,
            [this](const QList<LocalServer>& servers) {
                m_again->setEnabled(true);
                // Rows in a fixed order; their buttons come right before "Look Again".
                QWidget* previous = m_again->previousInFocusChain();
                for (const LocalServer& server : servers)
                    previous = addServer(server, previous);
                if (servers.isEmpty())
                    m_status->setStatus(
                        //: %1, %2 and %3 are port numbers
                        tr("No model server is running on this machine (Ollama on port %1, "
                           "LM Studio on %2, llama.cpp on %3).")
                            .arg(m_detector->port(QStringLiteral("ollama")))
                            .arg(m_detector->port(QStringLiteral("lmstudio")))
                            .arg(m_detector->port(QStringLiteral("llamacpp"))));
                else
                    m_status->setStatus(QString());
                m_status->setVisible(servers.isEmpty());
                Q_EMIT scanFinished(servers);
            });
}

void LocalServersPanel::scan()
{
    clearServers();
    m_again->setEnabled(false);
    m_status->setVisible(true);
    m_status->setStatus(tr("Looking for model servers on this machine…"));
    m_detector->detect();
}

QString LocalServersPanel::statusText() const
{
    QStringList lines;
    for (int i = 0; i < m_rows->count(); ++i)
        if (auto* label = m_rows->itemAt(i)->widget()->findChild<QLabel*>())
            lines << label->text();
    if (m_status->isVisibleTo(this) && !m_status->text().isEmpty())
        lines << m_status->text();
    return lines.join(QLatin1Char('\n'));
}

QWidget* LocalServersPanel::addServer(const LocalServer& server, QWidget* previous)
{
    auto* row = new QWidget(this);
    row->setObjectName(QStringLiteral("localServer_%1").arg(server.providerId));
    auto* label = new QLabel(row);
    label->setWordWrap(true);
    const qsizetype count = server.models.size();
    //: %1 is the name of a model server such as Ollama
    const QString none = tr("%1 is running on this machine.");
    //: %1 is the name of a model server such as Ollama
    const QString some = tr("%1 is running on this machine, with %Ln models.", nullptr, int(count));
    label->setText((count == 0 ? none : some).arg(server.displayName));
    label->setToolTip(server.baseUrl.toString());
    //: %1 is the name of a model server such as Ollama
    auto* use = new QPushButton(tr("Use %1").arg(server.displayName), row);
    use->setObjectName(QStringLiteral("use_%1").arg(server.providerId));
    use->setAccessibleName(tr("Use %1 on this machine").arg(server.displayName));
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label, 1);
    layout->addWidget(use);
    m_rows->addWidget(row);
    connect(use, &QPushButton::clicked, this, [this, server] { Q_EMIT useRequested(server); });
    QWidget::setTabOrder(previous, use);
    return use;
}

void LocalServersPanel::clearServers()
{
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
}

} // namespace nelumbo
