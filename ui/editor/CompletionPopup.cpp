#include "editor/CompletionPopup.h"

#include "completion/CompletionCatalog.h"
#include "completion/CompletionEngine.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "editor/QueryEditor.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPixmap>
#include <QTimer>

namespace nelumbo {

namespace {

// A letter on a coloured square per kind, for the list's first column.
struct KindMark
{
    CompletionKind kind;
    QChar letter;
    QColor colour;
};

const QList<KindMark>& kindMarks()
{
    static const QList<KindMark> marks{{CompletionKind::Keyword, u'K', QColor(0x80, 0x80, 0x80)},
                                       {CompletionKind::Function, u'f', QColor(0x9b, 0x59, 0xb6)},
                                       {CompletionKind::Schema, u'S', QColor(0x7f, 0x8c, 0x3d)},
                                       {CompletionKind::Table, u'T', QColor(0x2e, 0x86, 0xc1)},
                                       {CompletionKind::View, u'V', QColor(0x16, 0xa0, 0x85)},
                                       {CompletionKind::Column, u'C', QColor(0xd3, 0x8b, 0x1f)},
                                       {CompletionKind::Variable, u'$', QColor(0xc0, 0x39, 0x2b)},
                                       {CompletionKind::Command, u'>', QColor(0x5d, 0x6d, 0x7e)},
                                       {CompletionKind::Key, u'k', QColor(0xa0, 0x40, 0x00)}};
    return marks;
}

bool isNameChar(int c)
{
    return c == '_' || c == '$' || QChar(c).isLetterOrNumber();
}

} // namespace

CompletionPopup::CompletionPopup(QueryEditor* editor)
    : QObject(editor)
    , m_editor(editor)
    , m_pause(new QTimer(this))
{
    m_pause->setSingleShot(true);
    m_pause->setInterval(kPauseMs);
    connect(m_pause, &QTimer::timeout, this, [this] { show(true); });
    connect(m_editor, &QsciScintillaBase::SCN_CHARADDED, this, &CompletionPopup::charAdded);
    connect(m_editor, &QsciScintilla::userListActivated, this,
            [this](int id, const QString& entry) {
                if (id == kListId)
                    accept(entry);
            });
    // Scintilla searches the list in its own order; ours stays the ranking.
    m_editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETORDER, 2UL /* SC_ORDER_CUSTOM */);
    m_editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETIGNORECASE, 1UL);
    m_editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETMAXHEIGHT, 12UL);
    m_editor->installEventFilter(this);
    readSetting();
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this,
            [this](const QStringList& keys) {
                if (keys.contains(QLatin1String(SettingsKey::EditorAutoCompletion.name)))
                    readSetting();
            });
    languageChanged();
}

CompletionPopup::~CompletionPopup() = default;

void CompletionPopup::registerKindImages()
{
    const qreal ratio = m_editor->devicePixelRatioF();
    const int side = qRound(14 * ratio);
    for (const KindMark& mark : kindMarks()) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(mark.colour);
        p.setPen(Qt::NoPen);
        p.drawRoundedRect(QRectF(0, 0, side, side), side / 5.0, side / 5.0);
        QFont font = m_editor->font();
        font.setBold(true);
        font.setPixelSize(qRound(side * 0.72));
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(QRect(0, 0, side, side), Qt::AlignCenter, QString(mark.letter));
        p.end();
        m_editor->registerImage(int(mark.kind) + 1, pixmap);
    }
}

bool CompletionPopup::isWaiting() const
{
    return m_pause->isActive();
}

void CompletionPopup::readSetting()
{
    m_automaticPopup =
        Settings::value(*Settings::open(), SettingsKey::EditorAutoCompletion).toBool();
}

void CompletionPopup::setCatalog(CompletionCatalog* catalog)
{
    disconnect(m_catalogLink);
    m_catalog = catalog;
    if (catalog)
        m_catalogLink = connect(catalog, &CompletionCatalog::changed, this, [this] {
            // Columns arrived for the open list: show them.
            if (m_editor->isListActive() && !m_shown.isEmpty())
                show(m_automatic);
        });
    languageChanged();
}

void CompletionPopup::languageChanged()
{
    const QStringList recent = m_engine ? m_engine->recent() : QStringList();
    m_engine = std::make_unique<CompletionEngine>(m_editor->language(), m_catalog.data());
    for (auto it = recent.crbegin(); it != recent.crend(); ++it)
        m_engine->noteChosen(*it);
}

bool CompletionPopup::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space && (key->modifiers() & Qt::ControlModifier)) {
            m_pause->stop();
            show(false);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void CompletionPopup::charAdded(int c)
{
    if (!m_automaticPopup && !m_editor->isListActive()) {
        m_pause->stop();
        return;
    }
    if (c == '.' || isNameChar(c)) {
        m_pause->start(); // typing restarts the pause: never in the way of fast typing
    } else {
        m_pause->stop();
        if (m_editor->isListActive())
            m_editor->cancelList();
    }
}

void CompletionPopup::show(bool automatic)
{
    using Position = CompletionContext::Position;
    const QString text = m_editor->text();
    const qsizetype cursor = m_editor->cursorCharOffset();
    if (automatic) {
        const CompletionContext context = m_editor->language().completionContext(text, cursor);
        const bool afterDot = cursor > 0 && text[cursor - 1] == u'.';
        const bool namePosition =
            context.position != Position::None && context.position != Position::Keyword;
        if (!namePosition ||
            (!afterDot && context.prefix.size() < 2 && context.position != Position::Member)) {
            return;
        }
    }
    const CompletionResult result = m_engine->complete(text, cursor);
    const QString typed = text.mid(result.replaceStart, cursor - result.replaceStart);
    if (result.candidates.isEmpty() ||
        (automatic && result.candidates.size() == 1 && result.candidates.front().text == typed)) {
        if (m_editor->isListActive())
            m_editor->cancelList();
        m_shown.clear();
        return;
    }
    m_automatic = automatic;
    m_shown = result.candidates;
    m_entries.clear();
    QStringList list;
    for (const CompletionCandidate& c : std::as_const(m_shown)) {
        // The detail after the name: a column's type, a table's schema; a function's
        // signature follows its name directly.
        const QString detail = c.detail.simplified();
        const bool signature = c.kind == CompletionKind::Function &&
                               detail.startsWith(c.text + QLatin1Char('('), Qt::CaseInsensitive);
        const QString entry = detail.isEmpty() ? c.text
                              : signature      ? c.text + detail.mid(c.text.size())
                                               : c.text + QStringLiteral("  ") + detail;
        m_entries << entry;
        list << entry + QLatin1Char('?') + QString::number(int(c.kind) + 1);
    }
    // Drawn for the first list shown: most editors never show one, and start-up draws none.
    if (!m_kindImagesRegistered) {
        registerKindImages();
        m_kindImagesRegistered = true;
    }
    m_editor->showUserList(kListId, list);
}

void CompletionPopup::accept(const QString& entry)
{
    qsizetype index = m_entries.indexOf(entry);
    if (index < 0)
        index = m_entries.indexOf(entry.section(QLatin1Char('?'), 0, 0));
    if (index < 0)
        return;
    const CompletionCandidate chosen = m_shown[index];
    m_shown.clear();
    // The range to replace as the text is now (it may have changed since the list opened).
    const qsizetype cursor = m_editor->cursorCharOffset();
    const CompletionResult now = m_engine->complete(m_editor->text(), cursor);
    const qsizetype start = std::min(now.replaceStart, cursor);
    const qsizetype end = std::max(now.replaceEnd, cursor);
    QString insert = chosen.text;
    const bool function = chosen.kind == CompletionKind::Function;
    if (function)
        insert += QStringLiteral("()");
    m_editor->beginUndoAction();
    m_editor->selectCharRange(StatementRange{start, end});
    m_editor->replaceSelectedText(insert);
    m_editor->endUndoAction();
    m_editor->setCursorCharOffset(start + insert.size() - (function ? 1 : 0));
    m_engine->noteChosen(chosen.text);
}

} // namespace nelumbo
