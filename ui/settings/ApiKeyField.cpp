#include "settings/ApiKeyField.h"

#include "core/ErrorCodes.h"
#include "settings/StatusLabel.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QPointer>
#include <QToolButton>

namespace nelumbo {

ApiKeyField::ApiKeyField(const QProcessEnvironment& environment, QWidget* parent)
    : QWidget(parent)
    , m_store(new ApiKeyStore(environment, this))
    , m_edit(new QLineEdit(this))
    , m_show(new QToolButton(this))
    , m_remove(new QToolButton(this))
    , m_status(new StatusLabel(this))
{
    m_edit->setObjectName(QStringLiteral("apiKey"));
    m_edit->setAccessibleName(tr("API key"));
    m_edit->setEchoMode(QLineEdit::Password);
    m_edit->setToolTip(tr("Kept in the system keychain, never in the settings file."));
    m_edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);

    m_show->setObjectName(QStringLiteral("showApiKey"));
    m_show->setAccessibleName(tr("Show the API key"));
    m_show->setText(tr("Show"));
    m_show->setCheckable(true);
    m_show->setToolTip(tr("Show or hide the typed key"));

    m_remove->setObjectName(QStringLiteral("removeApiKey"));
    m_remove->setAccessibleName(tr("Remove the stored API key"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Delete the key stored in the system keychain for this provider"));
    m_remove->hide();

    m_status->setObjectName(QStringLiteral("apiKeyStatus"));
    m_status->setAccessibleName(tr("API key status"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_show);
    layout->addWidget(m_remove);
    setFocusProxy(m_edit);

    connect(m_show, &QToolButton::toggled, this, [this](bool shown) {
        m_edit->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        m_show->setText(shown ? tr("Hide") : tr("Show"));
    });
    connect(m_edit, &QLineEdit::textEdited, this, &ApiKeyField::edited);
    connect(m_remove, &QToolButton::clicked, this, &ApiKeyField::removeStoredKey);
}

void ApiKeyField::setProvider(const ProviderInfo& provider)
{
    m_provider = provider;
    ++m_lookUp;
    m_edit->clear();
    m_show->setChecked(false);
    m_show->setEnabled(true);
    showStored(false);
    const QString variable = environmentVariable();
    if (!variable.isEmpty()) {
        m_edit->setEnabled(false);
        //: %1 is the name of an environment variable
        m_edit->setPlaceholderText(tr("from %1").arg(variable));
        m_show->setEnabled(false);
        //: %1 is the name of an environment variable
        setStatus(tr("Using %1 from the environment.").arg(variable));
        return;
    }
    if (!provider.keyRequired) {
        m_edit->setEnabled(false);
        m_edit->setPlaceholderText(tr("not needed"));
        m_show->setEnabled(false);
        //: %1 is the name of a model server such as Ollama
        setStatus(tr("%1 runs on your machine and needs no key.").arg(provider.displayName));
        return;
    }
    m_edit->setEnabled(true);
    m_edit->setPlaceholderText(QString());
    setStatus(tr("Looking in the system keychain…"));
    lookUpStoredKey();
}

QString ApiKeyField::typedKey() const
{
    return m_edit->isEnabled() ? m_edit->text().trimmed() : QString();
}

QString ApiKeyField::statusText() const
{
    return m_status->text();
}

QString ApiKeyField::environmentVariable() const
{
    if (!m_provider)
        return {};
    const auto key = m_store->fromEnvironment(*m_provider);
    return key ? key->source : QString();
}

void ApiKeyField::lookUpStoredKey()
{
    const int lookUp = m_lookUp;
    const ProviderInfo provider = *m_provider;
    QString variables = provider.keyVariables.value(0);
    for (qsizetype i = 1; i < provider.keyVariables.size(); ++i)
        //: Alternatives: %1 and %2 are names of environment variables
        variables = tr("%1 or %2").arg(variables, provider.keyVariables.at(i));
    m_store->read(provider, this, [this, lookUp, variables](const Result<ApiKeyStore::Key>& key) {
        if (lookUp != m_lookUp)
            return;
        if (key && key->source == QLatin1String("keychain")) {
            showStored(true);
            setStatus(tr("A key is stored in the system keychain."));
        } else {
            showStored(false);
            //: %1 names environment variables
            const QString orVariables = tr("No key stored yet. It goes to the system keychain; "
                                           "%1 in the environment works too.");
            setStatus(variables.isEmpty() ? tr("No key stored yet. It goes to the system keychain.")
                                          : orVariables.arg(variables));
        }
    });
}

void ApiKeyField::resolve(QObject* context, ApiKeyStore::ReadDone done)
{
    if (!m_provider) {
        QMetaObject::invokeMethod(
            context,
            [done] {
                done(Error{ErrorCode::NotConfigured, tr("No provider.")});
            },
            Qt::QueuedConnection);
        return;
    }
    const QString typed = typedKey();
    if (!typed.isEmpty()) {
        QMetaObject::invokeMethod(
            context,
            [done, typed] {
                done(ApiKeyStore::Key{typed, QStringLiteral("typed")});
            },
            Qt::QueuedConnection);
        return;
    }
    m_store->read(*m_provider, context, std::move(done));
}

void ApiKeyField::store(QObject* context, ApiKeyStore::Done done)
{
    const QString typed = typedKey();
    if (!m_provider || typed.isEmpty()) {
        QMetaObject::invokeMethod(
            context, [done] { done(Result<void>()); }, Qt::QueuedConnection);
        return;
    }
    const int lookUp = m_lookUp;
    const ProviderInfo provider = *m_provider;
    setStatus(tr("Storing the key in the system keychain…"));
    m_store->write(provider.id, typed, this,
                   [this, lookUp, provider, context = QPointer<QObject>(context),
                    done](const Result<void>& written) {
                       Result<void> outcome = written;
                       if (lookUp == m_lookUp) {
                           if (written) {
                               m_edit->clear();
                               showStored(true);
                               setStatus(tr("The key is stored in the system keychain."), false);
                               Q_EMIT stored();
                           } else {
                               const QString variable = provider.keyVariables.value(0);
                               const QString text =
                                   variable.isEmpty()
                                       ? tr("The key was not stored: %1. Nelumbo keeps API keys "
                                            "only in the system keychain, never in a plain-text "
                                            "file.")
                                             .arg(written.error().message)
                                       : tr("The key was not stored: %1. Nelumbo keeps API keys "
                                            "only in the system keychain, never in a plain-text "
                                            "file; set %2 in the environment instead.")
                                             .arg(written.error().message, variable);
                               setStatus(text, true);
                               outcome = Error{written.error().code, text};
                           }
                       }
                       if (context)
                           done(outcome);
                   });
}

void ApiKeyField::removeStoredKey()
{
    if (!m_provider)
        return;
    const int lookUp = m_lookUp;
    m_remove->setEnabled(false);
    m_store->remove(m_provider->id, this, [this, lookUp](const Result<void>& removed) {
        m_remove->setEnabled(true);
        if (lookUp != m_lookUp)
            return;
        if (removed) {
            showStored(false);
            setStatus(tr("The stored key was removed from the system keychain."));
        } else {
            setStatus(tr("The key could not be removed: %1").arg(removed.error().message), true);
        }
    });
}

void ApiKeyField::showStored(bool stored)
{
    m_stored = stored;
    m_remove->setVisible(stored);
    if (m_edit->isEnabled())
        m_edit->setPlaceholderText(stored ? tr("stored (type a new key to replace it)")
                                          : QString());
}

void ApiKeyField::setStatus(const QString& text, bool error)
{
    m_status->setStatus(text, error ? StatusLabel::Kind::Error : StatusLabel::Kind::Info);
}

} // namespace nelumbo
