#include "sources/ConnectionDialog.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseFileFilter.h"
#include "adapter/SourceUrl.h"
#include "core/ErrorCodes.h"
#include "source/ConnectionProbe.h"
#include "source/SecretStore.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"
#include "sources/PasswordPrompt.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace nelumbo {

namespace {
// The property holding a field's tool tip for adapters that give none.
const char* const kOwnToolTip = "ownToolTip";

QString encoded(const QString& text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

template <typename W> W* named(W* widget, const char* objectName, const QString& accessibleName)
{
    widget->setObjectName(QLatin1String(objectName));
    widget->setAccessibleName(accessibleName);
    return widget;
}
} // namespace

ConnectionDialog::ConnectionDialog(QWidget* parent, const QString& configFile)
    : QDialog(parent)
    , m_configFile(configFile)
    , m_secrets(new SecretStore(configFile, this))
    , m_probe(new ConnectionProbe(this))
{
    setObjectName(QStringLiteral("connectionDialog"));
    setWindowTitle(tr("New Data Source"));
    createWidgets();
    onKindChanged();
    setMinimumWidth(fontMetrics().averageCharWidth() * 64); // room for error messages

    connect(m_probe, &ConnectionProbe::succeeded, this, [this](const QString& version) {
        setBusy(false);
        const QString text = version.isEmpty() ? tr("Connected") : tr("Connected: %1").arg(version);
        showStatus(text, false);
        Q_EMIT testFinished(true, text);
    });
    connect(m_probe, &ConnectionProbe::failed, this, [this](const Error& error) {
        setBusy(false);
        const QString text = tr("Connection failed: %1").arg(error.message);
        showStatus(text, true);
        Q_EMIT testFinished(false, text);
    });
}

ConnectionDialog::~ConnectionDialog() = default;

void ConnectionDialog::createWidgets()
{
    m_name = named(new QLineEdit(this), "sourceName", tr("Name"));
    m_name->setPlaceholderText(tr("for example: sales"));
    m_name->setToolTip(tr("What you call the source, and type after --source on the command "
                          "line: letters, digits, '_' and '-'."));

    m_kind = named(new QComboBox(this), "sourceKind", tr("Database kind"));
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
            adapter && !adapter->urlSchemes().isEmpty())
            m_kind->addItem(adapter->displayName(), id);

    m_fileRow = new QWidget(this);
    m_file = named(new QLineEdit(m_fileRow), "sqliteFile", tr("Database file"));
    m_browse = named(new QToolButton(m_fileRow), "browseSqliteFile", tr("Choose database file"));
    m_browse->setText(tr("Browse…"));
    auto* fileLayout = new QHBoxLayout(m_fileRow);
    fileLayout->setContentsMargins(0, 0, 0, 0);
    fileLayout->addWidget(m_file);
    fileLayout->addWidget(m_browse);

    m_host = named(new QLineEdit(this), "host", tr("Host"));
    m_host->setText(QStringLiteral("localhost"));
    m_port = named(new QSpinBox(this), "port", tr("Port"));
    m_port->setRange(1, 65535);
    m_database = named(new QLineEdit(this), "database", tr("Database"));
    m_user = named(new QLineEdit(this), "user", tr("User"));
    m_password = named(new QLineEdit(this), "password", tr("Password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setProperty(kOwnToolTip,
                            tr("Kept in the system keychain, never in the settings file."));

    m_tls = named(new QCheckBox(tr("Encrypted connection (TLS)"), this), "tls",
                  tr("Encrypted connection (TLS)"));
    m_readOnly = named(new QCheckBox(tr("Read-only"), this), "readOnly", tr("Read-only"));
    m_readOnly->setChecked(true);
    m_readOnly->setToolTip(tr("Refuse statements that change data or schema. Clear it only for "
                              "databases you mean to modify."));
    m_searchPath = named(new QLineEdit(this), "searchPath", tr("Search path"));
    m_searchPath->setPlaceholderText(tr("schema1, schema2"));
    m_ai = named(new QComboBox(this), "aiPolicy", tr("AI assistant"));
    m_ai->addItem(tr("Allowed"), int(AiPolicy::Enabled));
    m_ai->addItem(tr("Schema and SQL only, no row data"), int(AiPolicy::NoRowData));
    m_ai->addItem(tr("Disabled for this source"), int(AiPolicy::Disabled));

    m_test = named(new QPushButton(tr("&Test Connection"), this), "testConnection",
                   tr("Test connection"));
    m_busyIndicator = named(new QProgressBar(this), "busyIndicator", tr("Testing"));
    m_busyIndicator->setRange(0, 0); // indeterminate
    m_busyIndicator->setTextVisible(false);
    m_busyIndicator->setMaximumHeight(m_test->sizeHint().height() / 2);
    m_busyIndicator->hide();
    m_status = named(new QLabel(this), "statusMessage", tr("Status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setTextFormat(Qt::PlainText); // database errors are not HTML

    m_buttons = named(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this),
                      "dialogButtons", tr("Dialog buttons"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Save"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("saveButton"));

    m_form = new QFormLayout;
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("&File:"), m_fileRow);
    m_form->addRow(tr("&Host:"), m_host);
    m_form->addRow(tr("P&ort:"), m_port);
    m_form->addRow(tr("&Database:"), m_database);
    m_form->addRow(tr("&User:"), m_user);
    m_form->addRow(tr("&Password:"), m_password);
    m_form->addRow(QString(), m_tls);
    m_form->addRow(tr("&Search path:"), m_searchPath);
    m_form->addRow(tr("&AI assistant:"), m_ai);
    m_form->addRow(QString(), m_readOnly);
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_fileRow)))
        label->setBuddy(m_file);

    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_busyIndicator, 1);
    testRow->addStretch();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addLayout(testRow);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConnectionDialog::onKindChanged);
    connect(m_browse, &QToolButton::clicked, this, &ConnectionDialog::browseFile);
    connect(m_test, &QPushButton::clicked, this, &ConnectionDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectionDialog::reject);
}

const DatabaseAdapter* ConnectionDialog::adapter() const
{
    return AdapterRegistry::byId(m_kind->currentData().toString());
}

bool ConnectionDialog::hasField(ConnectionField::Kind kind) const
{
    return field(kind).has_value();
}

std::optional<ConnectionField> ConnectionDialog::field(ConnectionField::Kind kind) const
{
    if (const DatabaseAdapter* a = adapter())
        for (const ConnectionField& f : a->connectionFields())
            if (f.kind == kind)
                return f;
    return std::nullopt;
}

void ConnectionDialog::onKindChanged()
{
    using K = ConnectionField::Kind;
    const QList<ConnectionField> fields =
        adapter() ? adapter()->connectionFields() : QList<ConnectionField>();
    const QList<std::pair<K, QWidget*>> rows{
        {K::File, m_fileRow},          {K::Host, m_host}, {K::Port, m_port},
        {K::Database, m_database},     {K::User, m_user}, {K::Password, m_password},
        {K::SearchPath, m_searchPath}, {K::Tls, m_tls}};
    for (const auto& [kind, widget] : rows) {
        const auto field =
            std::find_if(fields.begin(), fields.end(),
                         [kind](const ConnectionField& f) { return f.kind == kind; });
        m_form->setRowVisible(widget, field != fields.end());
        // The adapter's words, else the dialog's own.
        const QString own = widget->property(kOwnToolTip).toString();
        widget->setToolTip(field != fields.end() && !field->toolTip.isEmpty() ? field->toolTip
                                                                              : own);
    }
    // Follow the kind unless the user typed a port of their own.
    const int port = m_port->value();
    bool usual = port == m_port->minimum();
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* other = AdapterRegistry::byId(id))
            usual = usual || (other->defaultPort() > 0 && port == other->defaultPort());
    if (usual && adapter() && adapter()->defaultPort() > 0)
        m_port->setValue(adapter()->defaultPort());
}

void ConnectionDialog::browseFile()
{
    const DatabaseAdapter* a = adapter();
    if (!a)
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, a->databaseFiles().chooseCaption, m_file->text(), DatabaseFileFilter::filter({a}));
    if (!path.isEmpty())
        m_file->setText(QDir::toNativeSeparators(path));
}

void ConnectionDialog::setDefinition(const SourceDefinition& definition)
{
    m_original = definition;
    setWindowTitle(tr("Edit Data Source"));
    m_name->setText(definition.name);
    m_name->setReadOnly(true); // the keychain entry is filed under the name
    const int index = m_kind->findData(definition.kind());
    if (index >= 0)
        m_kind->setCurrentIndex(index);
    if (hasField(ConnectionField::Kind::File)) {
        auto url = SourceUrl::parse(definition.url);
        m_file->setText(url ? QDir::toNativeSeparators(url->database) : QString());
    } else {
        const QUrl url(CredentialUrl::split(definition.url).url);
        m_host->setText(url.host());
        if (adapter() && adapter()->defaultPort() > 0)
            m_port->setValue(url.port(adapter()->defaultPort()));
        m_database->setText(url.path().mid(1));
        m_user->setText(url.userName());
        if (const auto tls = field(ConnectionField::Kind::Tls))
            m_tls->setChecked(url.scheme().compare(tls->scheme, Qt::CaseInsensitive) == 0);
        m_password->setPlaceholderText(
            definition.password == PasswordStorage::None ? QString() : tr("unchanged"));
    }
    m_readOnly->setChecked(definition.readOnly);
    m_searchPath->setText(definition.searchPath.join(QStringLiteral(", ")));
    m_ai->setCurrentIndex(m_ai->findData(int(definition.aiPolicy)));
}

Result<QString> ConnectionDialog::buildUrl() const
{
    using K = ConnectionField::Kind;
    const DatabaseAdapter* a = adapter();
    if (!a)
        return Error{ErrorCode::InvalidField, QString()};
    const auto tls = field(K::Tls);
    const QString scheme = tls && m_tls->isChecked() ? tls->scheme : a->urlSchemes().first();
    if (hasField(K::File)) {
        const QString path = m_file->text().trimmed();
        if (path.isEmpty())
            return Error{ErrorCode::InvalidField, a->databaseFiles().missingFile};
        return SourceUrl::forFile(scheme, QDir::fromNativeSeparators(path));
    }
    const QString host = hasField(K::Host) ? m_host->text().trimmed() : QString();
    if (hasField(K::Host) && host.isEmpty())
        return Error{ErrorCode::InvalidField, tr("Enter the server's host name.")};
    QString url = scheme + QStringLiteral("://");
    if (hasField(K::User) && !m_user->text().trimmed().isEmpty())
        url += encoded(m_user->text().trimmed()) + QLatin1Char('@');
    url += host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    if (hasField(K::Port))
        url += QLatin1Char(':') + QString::number(m_port->value());
    if (hasField(K::Database) && !m_database->text().trimmed().isEmpty())
        url += QLatin1Char('/') + encoded(m_database->text().trimmed());
    return url;
}

Result<SourceDefinition> ConnectionDialog::definition() const
{
    auto url = buildUrl();
    if (!url)
        return url.error();
    SourceDefinition d = m_original.value_or(SourceDefinition());
    d.name = m_name->text().trimmed();
    d.url = url.value();
    d.readOnly = m_readOnly->isChecked();
    d.searchPath.clear();
    if (hasField(ConnectionField::Kind::SearchPath))
        for (const QString& schema : m_searchPath->text().split(QLatin1Char(',')))
            if (!schema.trimmed().isEmpty())
                d.searchPath << schema.trimmed();
    d.aiPolicy = AiPolicy(m_ai->currentData().toInt());
    if (!hasField(ConnectionField::Kind::Password))
        d.password = PasswordStorage::None;
    return d;
}

QString ConnectionDialog::statusText() const
{
    return m_status->text();
}

void ConnectionDialog::testConnection()
{
    if (m_busy)
        return;
    auto d = definition();
    if (!d) {
        showStatus(d.error().message, true);
        Q_EMIT testFinished(false, d.error().message);
        return;
    }
    const QString typed =
        hasField(ConnectionField::Kind::Password) ? m_password->text() : QString();
    const bool stored =
        m_original && d->password != PasswordStorage::None && d->password != PasswordStorage::Ask;
    if (!typed.isEmpty() || !stored) {
        probe(d.value(), typed);
        return;
    }
    // Editing a source whose password is stored: test with that one.
    setBusy(true);
    showStatus(tr("Connecting…"), false);
    m_secrets->read(d->name, this, [this, definition = d.value()](const Result<QString>& password) {
        probe(definition, password ? password.value() : QString());
    });
}

void ConnectionDialog::probe(const SourceDefinition& definition, const QString& password)
{
    setBusy(true);
    showStatus(tr("Connecting…"), false);
    ResolvedSource source;
    source.definition = definition;
    m_probe->start(source.connectionUrl(password));
}

void ConnectionDialog::save()
{
    if (m_busy)
        return;
    auto d = definition();
    if (!d) {
        failSave(d.error().message);
        return;
    }
    const QString name = d->name;
    if (name.isEmpty()) {
        failSave(tr("Enter a name for the source."));
        return;
    }
    if (!SourceDefinition::isValidName(name)) {
        failSave(tr("\"%1\" is not a valid name: use letters, digits, '_' and '-'.").arg(name));
        return;
    }
    if (name == SourceStore::kDemoName) {
        //: "demo" is the name of the built-in source: keep it as it is
        failSave(tr("demo is the built-in sample database; choose another name."));
        return;
    }
    if (!m_original && SourceStore(m_configFile).find(name)) {
        failSave(tr("A source named \"%1\" exists already.").arg(name));
        return;
    }
    if (auto url = SourceStore::normalizeUrl(d->url); !url) {
        failSave(url.error().message);
        return;
    }

    const QString password =
        hasField(ConnectionField::Kind::Password) ? m_password->text() : QString();
    if (password.isEmpty()) {
        storeDefinition(d.value()); // a source being edited keeps its stored password
        return;
    }
    setBusy(true);
    showStatus(tr("Storing the password…"), false);
    m_secrets->write(
        name, password, false, this,
        [this, definition = d.value(),
         password](const Result<SecretStore::Location>& where) mutable {
            setBusy(false);
            if (where) {
                definition.password = PasswordStorage::Keychain;
                storeDefinition(definition);
                return;
            }
            if (where.error().code != ErrorCode::KeychainUnavailable) {
                failSave(tr("The password could not be stored: %1").arg(where.error().message));
                return;
            }
            const auto answer = PasswordPrompt::keychainUnavailable(this, where.error().message,
                                                                    m_secrets->secretsFile());
            if (answer == PasswordPrompt::Fallback::DontStore) {
                definition.password = PasswordStorage::Ask;
                storeDefinition(definition);
                return;
            }
            if (auto written = m_secrets->writeToSecretsFile(definition.name, password); !written) {
                failSave(tr("The password could not be stored: %1").arg(written.error().message));
                return;
            }
            definition.password = PasswordStorage::SecretsFile;
            storeDefinition(definition);
        });
}

void ConnectionDialog::storeDefinition(SourceDefinition definition)
{
    auto written = SourceStore(m_configFile).save(definition);
    if (!written) {
        failSave(written.error().message);
        return;
    }
    m_original = definition;
    showStatus(tr("Saved."), false);
    Q_EMIT saved(definition);
    accept();
}

void ConnectionDialog::failSave(const QString& message)
{
    showStatus(message, true);
    Q_EMIT saveFailed(message);
}

void ConnectionDialog::showStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setProperty("error", error);
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_status->setPalette(palette);
}

void ConnectionDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_busyIndicator->setVisible(busy);
    m_test->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

} // namespace nelumbo
