#pragma once

#include "core/Result.h"
#include "core/ValueInspector.h"

#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QScrollArea;
class QStackedWidget;
class QToolButton;

namespace nelumbo {

class JsonHighlighter;

// The current result cell in full: text wrapped, JSON and XML indented (JSON coloured),
// binary as hex, pictures as pictures; copied or saved whole. A large value is looked at on a
// worker thread, so that the grid stays responsive while it loads.
class ValueViewer : public QWidget
{
    Q_OBJECT
public:
    explicit ValueViewer(QWidget* parent = nullptr);

    // where: which cell, for the header ("row 3, Name").
    void showValue(const QVariant& value, const QString& where);
    void clear();

    bool isLoading() const { return m_watcher.isRunning(); }
    const InspectedValue& inspected() const { return m_value; }
    // The line above the value: its kind and size, or that it is loading.
    QString summaryText() const;
    QString shownText() const;
    // The picture shown for an image value; null for any other kind.
    QImage shownImage() const { return m_image; }
    bool wrapsText() const;
    void setWrapText(bool wrap);

    // The whole value, as the Copy and Save buttons give it.
    void copyToClipboard() const;
    Result<void> saveTo(const QString& path) const;

Q_SIGNALS:
    // A value's view is complete (after showValue, once a large one was looked at).
    void valueShown();

private:
    void display(const InspectedValue& value);
    QString describe() const;
    void saveWithDialog();
    QString suggestedSuffix() const;

    QLabel* m_where;
    QLabel* m_summary;
    QCheckBox* m_wrap;
    QToolButton* m_copy;
    QToolButton* m_save;
    QStackedWidget* m_pages;
    QPlainTextEdit* m_text;
    QScrollArea* m_imageArea;
    QLabel* m_imageLabel;
    JsonHighlighter* m_highlighter = nullptr;
    QFutureWatcher<InspectedValue> m_watcher;
    InspectedValue m_value;
    QImage m_image;
};

} // namespace nelumbo
