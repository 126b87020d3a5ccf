#include "assistant/SuggestionCards.h"

#include "ai/ReplyExtractor.h"
#include "window/ToolTipText.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

struct Badge
{
    QString text;
    QColor background; // dark enough for white text (contrast at least 4.5:1)
};

Badge typeBadge(const QString& type)
{
    if (type == "index"_L1)
        return {SuggestionCards::tr("Index"), QColor(0x1a, 0x5f, 0xb4)};
    if (type == "structure"_L1)
        return {SuggestionCards::tr("Structure"), QColor(0x8a, 0x4b, 0x08)};
    if (type == "configuration"_L1)
        return {SuggestionCards::tr("Configuration"), QColor(0x4d, 0x53, 0x58)};
    return {SuggestionCards::tr("Rewrite"), QColor(0x6f, 0x42, 0xc1)};
}

Badge impactBadge(const QString& impact)
{
    if (impact == "high"_L1)
        return {SuggestionCards::tr("High impact"), QColor(0xb4, 0x23, 0x18)};
    if (impact == "low"_L1)
        return {SuggestionCards::tr("Low impact"), QColor(0x1a, 0x7f, 0x37)};
    return {SuggestionCards::tr("Medium impact"), QColor(0x9a, 0x67, 0x00)};
}

QLabel* badgeLabel(const Badge& badge, const QString& objectName, const QString& accessible,
                   QWidget* parent)
{
    auto* label = new QLabel(badge.text, parent);
    label->setObjectName(objectName);
    label->setAccessibleName(accessible);
    label->setStyleSheet(u"QLabel { color: white; background: %1; border-radius: 3px; "
                         u"padding: 1px 6px; font-weight: bold; }"_s.arg(badge.background.name()));
    label->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    return label;
}

} // namespace

SuggestionCards::SuggestionCards(QWidget* parent)
    : QScrollArea(parent)
    , m_content(new QWidget(this))
    , m_layout(new QVBoxLayout(m_content))
{
    setObjectName(u"suggestionCards"_s);
    setAccessibleName(tr("Optimisation suggestions"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus); // scrolls with the keyboard
    m_layout->addStretch();
    setWidget(m_content);
}

void SuggestionCards::clear()
{
    m_suggestions.clear();
    while (m_layout->count() > 0) {
        QLayoutItem* item = m_layout->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_layout->addStretch();
}

void SuggestionCards::setSuggestions(const QList<OptimizationSuggestion>& suggestions)
{
    clear();
    m_suggestions = suggestions;
    if (suggestions.isEmpty()) {
        auto* none = new QLabel(tr("The model had no suggestions for this statement."), m_content);
        none->setObjectName(u"noSuggestions"_s);
        none->setWordWrap(true);
        m_layout->insertWidget(0, none);
        return;
    }
    for (int i = 0; i < suggestions.size(); ++i)
        m_layout->insertWidget(i, makeCard(suggestions.at(i), i + 1));
}

QWidget* SuggestionCards::makeCard(const OptimizationSuggestion& suggestion, int number)
{
    auto* card = new QFrame(m_content);
    card->setObjectName(u"suggestionCard"_s);
    card->setFrameShape(QFrame::StyledPanel);
    card->setAccessibleName(tr("Suggestion %1: %2").arg(number).arg(suggestion.title));
    auto* layout = new QVBoxLayout(card);

    auto* header = new QHBoxLayout;
    const Badge type = typeBadge(suggestion.type);
    const Badge impact = impactBadge(suggestion.impact);
    header->addWidget(badgeLabel(type, u"typeBadge"_s, tr("Type: %1").arg(type.text), card));
    header->addWidget(badgeLabel(impact, u"impactBadge"_s, impact.text, card));
    auto* title = new QLabel(suggestion.title, card);
    title->setObjectName(u"suggestionTitle"_s);
    title->setWordWrap(true);
    title->setTextFormat(Qt::PlainText);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    header->addWidget(title, 1);
    layout->addLayout(header);

    auto* text = new QLabel(card);
    text->setObjectName(u"suggestionText"_s);
    text->setAccessibleName(tr("Suggestion text"));
    text->setTextFormat(Qt::MarkdownText);
    text->setText(suggestion.suggestion);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(text);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    const QString ddl = suggestion.type == "index"_L1 ? ddlIn(suggestion.suggestion) : QString();
    if (!ddl.isEmpty()) {
        auto* copy = new QPushButton(tr("Copy DDL"), card);
        copy->setObjectName(u"copyDdlButton"_s);
        copy->setToolTip(plainToolTip(ddl));
        connect(copy, &QPushButton::clicked, this, [this, copy, ddl] {
            QGuiApplication::clipboard()->setText(ddl);
            copy->setText(tr("Copied"));
            QTimer::singleShot(2000, copy, [copy] { copy->setText(tr("Copy DDL")); });
            Q_EMIT ddlCopied(ddl);
        });
        buttons->addWidget(copy);
    }
    const QString statement = suggestion.type == "rewrite"_L1
                                  ? statementIn(suggestion.suggestion, *m_language)
                                  : QString();
    if (!statement.isEmpty()) {
        auto* apply = new QPushButton(tr("Apply Rewrite…"), card);
        apply->setObjectName(u"applyRewriteButton"_s);
        apply->setToolTip(tr("Shows the change to the query before replacing it"));
        connect(apply, &QPushButton::clicked, this,
                [this, statement] { Q_EMIT applyRewrite(statement); });
        buttons->addWidget(apply);
    }
    if (buttons->count() > 1)
        layout->addLayout(buttons);
    else
        delete buttons;
    return card;
}

QString SuggestionCards::ddlIn(const QString& text)
{
    // Up to its ';', the end of a fence or the end of the text.
    static const QRegularExpression create(u"\\bCREATE\\s+(?:UNIQUE\\s+)?INDEX\\b[^;`]*;?"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    QStringList statements;
    for (auto it = create.globalMatch(text); it.hasNext();) {
        QString s = it.next().captured(0).trimmed();
        if (!s.endsWith(u';'))
            s += u';';
        statements << s;
    }
    return statements.join(u'\n');
}

QString SuggestionCards::statementIn(const QString& text, const QueryLanguage& language)
{
    const ExtractedReply reply = ReplyExtractor::extract(text, language);
    if (reply.kind == ExtractedReply::Kind::Statement)
        return reply.statement;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!language.looksLikeStatement(lines.at(i)))
            continue;
        QStringList block;
        for (qsizetype j = i; j < lines.size() && !lines.at(j).trimmed().isEmpty(); ++j)
            block << lines.at(j);
        const QString candidate = block.join(u'\n').trimmed();
        if (language.classify(candidate) == StatementAccess::ReadOnly)
            return candidate;
    }
    return {};
}

} // namespace nelumbo
