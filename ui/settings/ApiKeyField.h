#pragma once

#include "core/Result.h"
#include "llm/ApiKeyStore.h"
#include "llm/ProviderCatalog.h"

#include <QProcessEnvironment>
#include <QWidget>
#include <functional>
#include <optional>

class QLineEdit;
class QToolButton;

namespace nelumbo {

class StatusLabel;

// The API key of one provider: a password field with a show toggle, and a line saying where
// the key comes from. A key from the environment wins and disables the field; providers that
// run on this machine need none. Typed keys go to the system keychain, and nowhere else.
class ApiKeyField : public QWidget
{
    Q_OBJECT
public:
    explicit ApiKeyField(const QProcessEnvironment& environment, QWidget* parent = nullptr);

    void setProvider(const ProviderInfo& provider);
    QString typedKey() const;
    bool hasStoredKey() const { return m_stored; }
    // Goes in the page's layout, under the field.
    StatusLabel* statusLabel() const { return m_status; }
    QString statusText() const;
    QString environmentVariable() const; // the variable supplying the key, or empty

    // The key to use now: the typed one, else the environment's, else the keychain's.
    void resolve(QObject* context, ApiKeyStore::ReadDone done);
    // Stores the typed key in the keychain (nothing typed: done at once). The error explains
    // what to do instead when there is no keychain; the key is never written elsewhere.
    void store(QObject* context, ApiKeyStore::Done done);

Q_SIGNALS:
    void edited();
    void stored();

private:
    void lookUpStoredKey();
    void removeStoredKey();
    void showStored(bool stored);
    void setStatus(const QString& text, bool error = false);

    ApiKeyStore* m_store;
    std::optional<ProviderInfo> m_provider;
    int m_lookUp = 0; // drops answers for a provider no longer shown
    bool m_stored = false;
    QLineEdit* m_edit;
    QToolButton* m_show;
    QToolButton* m_remove;
    StatusLabel* m_status;
};

} // namespace nelumbo
