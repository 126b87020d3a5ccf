#include "assistant/DiffDialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextEdit>
#include <QVBoxLayout>

namespace nelumbo {

namespace {

// A tint of the palette's base colour, so the text colour keeps its contrast in any theme.
QColor tint(const QColor& base, const QColor& hue, double amount)
{
    return QColor::fromRgbF(float(base.redF() * (1 - amount) + hue.redF() * amount),
                            float(base.greenF() * (1 - amount) + hue.greenF() * amount),
                            float(base.blueF() * (1 - amount) + hue.blueF() * amount));
}

} // namespace

DiffDialog::DiffDialog(const QString& before, const QString& after,
                       const QStringList& variableChanges, QWidget* parent)
    : QDialog(parent)
    , m_before(before)
    , m_after(after)
    , m_variableChanges(variableChanges)
    , m_diff(StatementDiff::compare(before, after))
    , m_summary(new QLabel(this))
    , m_view(new QTextEdit(this))
    , m_variables(new QLabel(this))
{
    setObjectName(QStringLiteral("diffDialog"));
    setWindowTitle(tr("Replace Query"));
    setAccessibleName(tr("Replace the query"));

    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_view->setObjectName(QStringLiteral("diffView"));
    m_view->setAccessibleName(tr("Changes to the query"));
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QTextEdit::NoWrap);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_view->setTabChangesFocus(true);
    m_variables->setObjectName(QStringLiteral("diffVariables"));
    m_variables->setAccessibleName(tr("Changes to the variables"));
    m_variables->setWordWrap(true);
    m_variables->setTextFormat(Qt::PlainText);
    m_variables->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(this);
    m_replace = buttons->addButton(onlyVariablesChange() ? tr("Apply &Variables") : tr("&Replace"),
                                   QDialogButtonBox::AcceptRole);
    m_replace->setObjectName(QStringLiteral("diffReplaceButton"));
    m_replace->setDefault(true);
    m_replace->setEnabled(!changesNothing());
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("diffCancelButton"));
    if (changesNothing())
        cancel->setText(tr("Close"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_variables);
    layout->addWidget(buttons);

    m_summary->setText(summary());
    m_view->setVisible(!m_diff.isIdentical());
    m_variables->setVisible(!m_variableChanges.isEmpty());
    m_variables->setText((m_diff.isIdentical() ? QString() : tr("The variables change too:\n")) +
                         m_variableChanges.join(QLatin1Char('\n')));
    render();
    const QFontMetrics metrics(m_view->font());
    const int width = metrics.horizontalAdvance(QLatin1Char('m')) * 90;
    if (m_diff.isIdentical()) {
        // No diff to read: just the sentences, as tall as they need.
        layout->addStretch();
        resize(width, heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height());
    } else {
        resize(width, metrics.lineSpacing() * 30);
    }
}

bool DiffDialog::onlyVariablesChange() const
{
    return m_diff.isIdentical() && !m_variableChanges.isEmpty();
}

bool DiffDialog::changesNothing() const
{
    return m_diff.isIdentical() && m_variableChanges.isEmpty();
}

QString DiffDialog::summary() const
{
    if (changesNothing())
        return tr("The editor already holds this statement; nothing changes.");
    if (onlyVariablesChange()) {
        QStringList names;
        for (const QString& change : m_variableChanges)
            names << change.section(QLatin1Char(':'), 0, 0);
        //: %1 lists the names of variables
        return tr("Only the variables change: %1. The statement stays as it is.")
            .arg(names.join(QStringLiteral(", ")));
    }
    const int removed = m_diff.removedCount();
    const int added = m_diff.addedCount();
    //: %1 is "N lines removed", %2 "N lines added"
    QString text =
        tr("Replacing the query: %1, %2.")
            .arg(tr("%Ln lines removed", nullptr, removed), tr("%Ln lines added", nullptr, added));
    if (m_diff.isApproximate())
        text += QLatin1Char(' ') + tr("The texts differ too much to match lines one by one.");
    return text + QLatin1Char(' ') + tr("Undo (Ctrl+Z) brings the old text back.");
}

QString DiffDialog::diffText() const
{
    return m_view->toPlainText();
}

void DiffDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render();
}

void DiffDialog::render()
{
    const QPalette pal = palette(); // the view's, before it has heard of a change
    const QColor base = pal.color(QPalette::Base);
    const QColor removedHue(0xe0, 0x40, 0x40);
    const QColor addedHue(0x30, 0xa0, 0x50);
    const int numberWidth = int(QString::number(std::max(StatementDiff::splitLines(m_before).size(),
                                                         StatementDiff::splitLines(m_after).size()))
                                    .size());

    m_view->clear();
    QTextCursor cursor(m_view->document());
    QTextCharFormat gutter;
    gutter.setForeground(pal.color(QPalette::PlaceholderText));
    QTextCharFormat plain;
    plain.setForeground(pal.color(QPalette::Text));
    bool first = true;
    const auto newBlock = [&](const QColor& background) {
        QTextBlockFormat block;
        if (background.isValid())
            block.setBackground(background);
        if (first)
            cursor.setBlockFormat(block);
        else
            cursor.insertBlock(block);
        first = false;
    };
    const auto number = [numberWidth](int n) {
        return n > 0 ? QStringLiteral("%1").arg(n, numberWidth)
                     : QString(numberWidth, QLatin1Char(' '));
    };

    const QList<StatementDiff::Hunk> hunks = m_diff.hunks(3);
    for (qsizetype h = 0; h < hunks.size(); ++h) {
        if (h > 0 || hunks.at(h).lines.first().oldNumber > 1 ||
            hunks.at(h).lines.first().newNumber > 1) {
            newBlock(QColor());
            cursor.insertText(QStringLiteral("⋯"), gutter); // unchanged lines left out
        }
        for (const StatementDiff::Line& line : hunks.at(h).lines) {
            const bool removed = line.kind == StatementDiff::Kind::Removed;
            const bool added = line.kind == StatementDiff::Kind::Added;
            const QColor hue = removed ? removedHue : addedHue;
            newBlock(removed || added ? tint(base, hue, 0.22) : QColor());
            const QString sign = removed ? QStringLiteral("-")
                                 : added ? QStringLiteral("+")
                                         : QStringLiteral(" ");
            cursor.insertText(number(line.oldNumber) + QLatin1Char(' ') + number(line.newNumber) +
                                  QLatin1Char(' ') + sign + QLatin1Char(' '),
                              gutter);
            QTextCharFormat marked = plain;
            marked.setBackground(tint(base, hue, 0.5));
            int at = 0;
            for (const StatementDiff::Mark& mark : line.marks) {
                cursor.insertText(line.text.mid(at, mark.start - at), plain);
                cursor.insertText(line.text.mid(mark.start, mark.length), marked);
                at = mark.start + mark.length;
            }
            cursor.insertText(line.text.mid(at), plain);
        }
    }
    if (!hunks.isEmpty() && hunks.last().lines.last().kind == StatementDiff::Kind::Equal &&
        hunks.last().lines.last().oldNumber < StatementDiff::splitLines(m_before).size()) {
        newBlock(QColor());
        cursor.insertText(QStringLiteral("⋯"), gutter);
    }
    m_view->setAccessibleDescription(summary());
    m_view->moveCursor(QTextCursor::Start);
}

} // namespace nelumbo
