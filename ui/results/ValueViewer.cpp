#include "results/ValueViewer.h"

#include "core/ErrorCodes.h"
#include "results/JsonHighlighter.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QScrollArea>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace nelumbo {

namespace {

// Smaller values are looked at at once; larger ones on a worker thread.
constexpr qsizetype kInlineBytes = 64 * 1024;
// Colouring is one pass over the whole text on the interface thread: only for this much.
constexpr qsizetype kHighlightChars = 256 * 1024;

// Qt lays out a paragraph as a whole, in time that grows faster than its length: lines longer
// than this are shown broken into pieces (Copy and Save still give the value unbroken).
constexpr qsizetype kLongestShownLine = 2000;

QString withLongLinesBroken(const QString& text)
{
    QString out;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != QLatin1Char('\n'))
            continue;
        for (qsizetype at = lineStart; at < i; at += kLongestShownLine) {
            if (at > lineStart)
                out += QLatin1Char('\n');
            out += QStringView(text).mid(at, qMin(kLongestShownLine, i - at));
        }
        if (i < text.size())
            out += QLatin1Char('\n');
        lineStart = i + 1;
    }
    return out;
}

bool hasLongLines(const QString& text)
{
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\n'))
            lineStart = i + 1;
        else if (i - lineStart >= kLongestShownLine)
            return true;
    }
    return false;
}

qsizetype sizeOf(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QByteArray:
        return value.toByteArray().size();
    case QMetaType::QString:
        return value.toString().size();
    default:
        return 0;
    }
}

} // namespace

ValueViewer::ValueViewer(QWidget* parent)
    : QWidget(parent)
    , m_where(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_wrap(new QCheckBox(tr("Wrap"), this))
    , m_copy(new QToolButton(this))
    , m_save(new QToolButton(this))
    , m_pages(new QStackedWidget(this))
    , m_text(new QPlainTextEdit(m_pages))
    , m_imageArea(new QScrollArea(m_pages))
    , m_imageLabel(new QLabel(m_imageArea))
{
    setAccessibleName(tr("Value viewer"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    m_where->setTextFormat(Qt::PlainText);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setEnabled(false);
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the whole value"));
    m_copy->setAutoRaise(true);
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save the whole value to a file"));
    m_save->setAutoRaise(true);
    m_wrap->setChecked(true);
    header->addWidget(m_where);
    header->addWidget(m_summary, 1);
    header->addWidget(m_wrap);
    header->addWidget(m_copy);
    header->addWidget(m_save);
    layout->addLayout(header);
    layout->addWidget(m_pages, 1);

    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setAccessibleName(tr("Value"));
    m_imageLabel->setAlignment(Qt::AlignCenter);
    m_imageLabel->setAccessibleName(tr("Picture"));
    m_imageArea->setWidget(m_imageLabel);
    m_imageArea->setWidgetResizable(true);
    m_imageArea->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(m_text);
    m_pages->addWidget(m_imageArea);

    connect(m_wrap, &QCheckBox::toggled, this, &ValueViewer::setWrapText);
    connect(m_copy, &QToolButton::clicked, this, &ValueViewer::copyToClipboard);
    connect(m_save, &QToolButton::clicked, this, &ValueViewer::saveWithDialog);
    connect(&m_watcher, &QFutureWatcher<InspectedValue>::finished, this, [this] {
        if (!m_watcher.isCanceled())
            display(m_watcher.result());
    });
    clear();
}

void ValueViewer::clear()
{
    m_watcher.setFuture({});
    m_where->clear();
    display(InspectedValue{});
    m_summary->setText(tr("Select a cell to see its value in full."));
    m_copy->setEnabled(false);
    m_save->setEnabled(false);
}

void ValueViewer::showValue(const QVariant& value, const QString& where)
{
    m_where->setText(where);
    if (sizeOf(value) <= kInlineBytes) {
        m_watcher.setFuture({}); // a large value still being looked at is not wanted now
        display(ValueInspector::inspect(value));
        return;
    }
    m_summary->setText(tr("Loading %1 bytes…").arg(QLocale().toString(qint64(sizeOf(value)))));
    m_copy->setEnabled(false);
    m_save->setEnabled(false);
    m_text->clear();
    m_pages->setCurrentWidget(m_text);
    m_watcher.setFuture(QtConcurrent::run([value] { return ValueInspector::inspect(value); }));
}

void ValueViewer::display(const InspectedValue& value)
{
    m_value = value;
    m_image = QImage();
    delete m_highlighter;
    m_highlighter = nullptr;
    using Kind = InspectedValue::Kind;
    if (value.kind == Kind::Image) {
        QBuffer buffer;
        buffer.setData(value.raw);
        QImageReader reader(&buffer, value.imageFormat);
        m_image = reader.read();
    }
    if (!m_image.isNull()) {
        m_imageLabel->setPixmap(QPixmap::fromImage(m_image));
        m_pages->setCurrentWidget(m_imageArea);
    } else {
        m_text->setPlainText(hasLongLines(value.shown) ? withLongLinesBroken(value.shown)
                                                       : value.shown);
        if (value.kind == Kind::Json && value.shown.size() <= kHighlightChars)
            m_highlighter = new JsonHighlighter(m_text->document(), palette());
        m_pages->setCurrentWidget(m_text);
    }
    m_summary->setText(describe());
    const bool any = value.kind != Kind::Null;
    m_copy->setEnabled(any);
    m_save->setEnabled(any);
    m_wrap->setEnabled(m_pages->currentWidget() == m_text);
    Q_EMIT valueShown();
}

QString ValueViewer::summaryText() const
{
    return m_summary->text();
}

QString ValueViewer::describe() const
{
    using Kind = InspectedValue::Kind;
    const QLocale locale;
    QString kind;
    switch (m_value.kind) {
    case Kind::Null:
        return tr("NULL (no value)");
    case Kind::Text:
        kind = tr("Text, %Ln characters", nullptr, int(m_value.size));
        break;
    case Kind::Json:
        kind = tr("JSON, %Ln characters", nullptr, int(m_value.size));
        break;
    case Kind::Xml:
        kind = tr("XML, %Ln characters", nullptr, int(m_value.size));
        break;
    case Kind::Binary:
        kind = tr("Binary, %Ln bytes", nullptr, int(m_value.size));
        break;
    case Kind::Image:
        if (m_image.isNull())
            //: %1 is a picture format such as PNG; the picture could not be read
            kind = tr("%1 picture that cannot be shown, %Ln bytes", nullptr, int(m_value.size))
                       .arg(QString::fromLatin1(m_value.imageFormat.toUpper()));
        else
            //: %1 is a picture format such as PNG, %2 × %3 its size in pixels
            kind = tr("%1 picture, %2 × %3, %Ln bytes", nullptr, int(m_value.size))
                       .arg(QString::fromLatin1(m_value.imageFormat.toUpper()))
                       .arg(m_image.width())
                       .arg(m_image.height());
        break;
    }
    if (m_value.truncated && m_image.isNull())
        kind += QLatin1String(" · ") +
                tr("showing the first %1; Copy and Save give all of it")
                    .arg(m_value.kind == Kind::Binary || m_value.kind == Kind::Image
                             ? tr("%Ln bytes", nullptr, int(ValueInspector::kDefaultHexBytes))
                             : tr("%Ln characters", nullptr, int(m_value.shown.size())));
    return kind;
}

QString ValueViewer::shownText() const
{
    return m_text->toPlainText();
}

bool ValueViewer::wrapsText() const
{
    return m_text->lineWrapMode() != QPlainTextEdit::NoWrap;
}

void ValueViewer::setWrapText(bool wrap)
{
    m_wrap->setChecked(wrap);
    m_text->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
}

void ValueViewer::copyToClipboard() const
{
    using Kind = InspectedValue::Kind;
    if (m_value.kind == Kind::Null)
        return;
    auto* mime = new QMimeData; // the clipboard takes it
    if (m_value.kind == Kind::Binary ||
        (m_value.kind == Kind::Image && m_value.imageFormat != "svg")) {
        if (!m_image.isNull())
            mime->setImageData(m_image);
        mime->setData(QStringLiteral("application/octet-stream"), m_value.raw);
        mime->setText(QString::fromLatin1(m_value.raw.toHex()));
    } else {
        mime->setText(QString::fromUtf8(m_value.raw));
    }
    QApplication::clipboard()->setMimeData(mime);
}

Result<void> ValueViewer::saveTo(const QString& path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_value.raw) != m_value.raw.size() ||
        !file.commit())
        return Error{ErrorCode::FileSaveFailed,
                     tr("Could not save the value to %1: %2").arg(path, file.errorString())};
    return {};
}

QString ValueViewer::suggestedSuffix() const
{
    using Kind = InspectedValue::Kind;
    switch (m_value.kind) {
    case Kind::Json:
        return QStringLiteral("json");
    case Kind::Xml:
        return QStringLiteral("xml");
    case Kind::Image:
        return QString::fromLatin1(m_value.imageFormat == "jpeg" ? "jpg" : m_value.imageFormat);
    case Kind::Binary:
        return QStringLiteral("bin");
    default:
        return QStringLiteral("txt");
    }
}

void ValueViewer::saveWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Value"),
                                                      QStringLiteral("value.") + suggestedSuffix());
    if (path.isEmpty())
        return;
    if (const Result<void> saved = saveTo(path); !saved)
        m_summary->setText(saved.error().message);
}

} // namespace nelumbo
