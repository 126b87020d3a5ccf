#pragma once

#include "completion/CompletionCandidate.h"

#include <QObject>
#include <QPointer>
#include <memory>

class QTimer;

namespace nelumbo {

class CompletionCatalog;
class CompletionEngine;
class QueryEditor;

// The editor's completion list (QScintilla's user list) over the engine's candidates: on
// Ctrl+Space, and after a short pause after `.` or two typed characters of a name (unless the
// setting turns that off). Enter or Tab accepts, Esc closes; a function is inserted with `()`
// and the cursor between. Columns that arrive while the list is open refresh it.
class CompletionPopup : public QObject
{
    Q_OBJECT
public:
    static constexpr int kPauseMs = 250;
    static constexpr int kListId = 1;

    explicit CompletionPopup(QueryEditor* editor);
    ~CompletionPopup() override;

    // The source's catalogue (owned elsewhere; null: words of the language only).
    void setCatalog(CompletionCatalog* catalog);
    // The language changed: a new engine, the same recent choices.
    void languageChanged();
    // Shows the list now; automatic: only in a name position, never for a single exact match.
    void show(bool automatic = false);
    const QList<CompletionCandidate>& shown() const { return m_shown; }
    // The pause before an automatic list is running.
    bool isWaiting() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void charAdded(int c);
    void accept(const QString& entry);
    void registerKindImages();
    void readSetting();

    QueryEditor* m_editor;
    QPointer<CompletionCatalog> m_catalog;
    QMetaObject::Connection m_catalogLink;
    std::unique_ptr<CompletionEngine> m_engine;
    QTimer* m_pause;
    QList<CompletionCandidate> m_shown;
    QStringList m_entries;        // m_shown as the list shows them
    bool m_automatic = false;     // the list on screen opened by itself
    bool m_automaticPopup = true; // the setting
    bool m_kindImagesRegistered = false;
};

} // namespace nelumbo
