#include "BuiltinAdapters.h"
#include "DeclaringAdapters.h"
#include "NoKeychain.h"
#include "TestData.h"
#include "TestMain.h"
#include "adapter/AdapterRegistry.h"
#include "source/SecretStore.h"
#include "source/SourceStore.h"
#include "sources/ConnectionDialog.h"
#include "sources/PasswordPrompt.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUrl>
#include <utility>

using namespace nelumbo;

namespace {
const QString kPassword = QStringLiteral("D1alog-pa55word");

QByteArray fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

template <typename W> W* child(const ConnectionDialog& dialog, const char* name)
{
    return dialog.findChild<W*>(QLatin1String(name));
}
} // namespace

class TstConnectionDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;
    QString m_config;

    void setKind(ConnectionDialog& dialog, const char* kind)
    {
        auto* combo = child<QComboBox>(dialog, "sourceKind");
        combo->setCurrentIndex(combo->findData(QString::fromLatin1(kind)));
    }

    // Clicks "Test connection" and waits for the answer; returns the status text.
    QString test(ConnectionDialog& dialog, bool expectOk)
    {
        QSignalSpy finished(&dialog, &ConnectionDialog::testFinished);
        if (!dialog.isVisible()) {
            dialog.show();
            if (!QTest::qWaitForWindowExposed(&dialog))
                return QStringLiteral("the dialog did not show");
        }
        QTest::mouseClick(child<QPushButton>(dialog, "testConnection"), Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, 20000))
            return QStringLiteral("timeout");
        if (finished.first().at(0).toBool() != expectOk)
            return QStringLiteral("unexpected outcome: ") + dialog.statusText();
        if (finished.first().at(1).toString() != dialog.statusText())
            return QStringLiteral("the signal and the label disagree");
        return dialog.statusText();
    }

private Q_SLOTS:
    void initTestCase()
    {
        disconnectKeychainForTests();
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("shop.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), m_db));
        QVERIFY(QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner));
    }

    void init()
    {
        m_config =
            m_dir.filePath(QStringLiteral("%1/nelumbo.conf").arg(QTest::currentTestFunction()));
        PasswordPrompt::resetCounters();
    }

    void defaults()
    {
        ConnectionDialog dialog(nullptr, m_config);
        auto* readOnly = child<QCheckBox>(dialog, "readOnly");
        QVERIFY(readOnly->isChecked());
        QVERIFY(!readOnly->toolTip().isEmpty());
        QCOMPARE(child<QLineEdit>(dialog, "password")->echoMode(), QLineEdit::Password);
        QVERIFY(child<QProgressBar>(dialog, "busyIndicator")->isHidden());

        setKind(dialog, "postgres");
        QCOMPARE(child<QSpinBox>(dialog, "port")->value(), 5432);
        setKind(dialog, "mysql");
        QCOMPARE(child<QSpinBox>(dialog, "port")->value(), 3306);
        child<QSpinBox>(dialog, "port")->setValue(13306);
        setKind(dialog, "postgres");
        QCOMPARE(child<QSpinBox>(dialog, "port")->value(), 13306); // typed ports stay

        // Every control can be found by tests and read by screen readers.
        for (const char* name :
             {"sourceName", "sourceKind", "sqliteFile", "browseSqliteFile", "host", "port",
              "database", "user", "password", "readOnly", "searchPath", "aiPolicy",
              "testConnection", "busyIndicator", "statusMessage", "saveButton"}) {
            auto* widget = dialog.findChild<QWidget*>(QLatin1String(name));
            QVERIFY2(widget, name);
            if (QLatin1String(name) != QLatin1String("saveButton"))
                QVERIFY2(!widget->accessibleName().isEmpty(), name);
        }
    }

    void fieldsFollowTheKind()
    {
        ConnectionDialog dialog(nullptr, m_config);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* file = child<QLineEdit>(dialog, "sqliteFile");
        auto* host = child<QLineEdit>(dialog, "host");
        auto* searchPath = child<QLineEdit>(dialog, "searchPath");
        setKind(dialog, "sqlite");
        QVERIFY(file->isVisible());
        QVERIFY(!host->isVisible());
        QVERIFY(!searchPath->isVisible());
        setKind(dialog, "postgres");
        QVERIFY(!file->isVisible());
        QVERIFY(host->isVisible());
        QVERIFY(searchPath->isVisible()); // PostgreSQL only
        setKind(dialog, "mysql");
        QVERIFY(!searchPath->isVisible());
    }

    void testSqliteSuccess()
    {
        ConnectionDialog dialog(nullptr, m_config);
        dialog.show();
        setKind(dialog, "sqlite");
        QTest::keyClicks(child<QLineEdit>(dialog, "sqliteFile"), m_db);
        const QString status = test(dialog, true);
        QVERIFY2(status.startsWith(QLatin1String("Connected: SQLite 3.")), qPrintable(status));
        QVERIFY(child<QProgressBar>(dialog, "busyIndicator")->isHidden());
        QVERIFY(child<QPushButton>(dialog, "testConnection")->isEnabled());
        QVERIFY(!QFileInfo::exists(m_config)); // testing saves nothing
    }

    void testShowsBusyWhileConnecting()
    {
        ConnectionDialog dialog(nullptr, m_config);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(child<QLineEdit>(dialog, "sqliteFile"), m_db);
        QSignalSpy finished(&dialog, &ConnectionDialog::testFinished);
        QTest::mouseClick(child<QPushButton>(dialog, "testConnection"), Qt::LeftButton);
        // The answer comes later; meanwhile the dialog says it is busy.
        QVERIFY(finished.isEmpty());
        QVERIFY(dialog.isBusy());
        QVERIFY(child<QProgressBar>(dialog, "busyIndicator")->isVisible());
        QVERIFY(!child<QPushButton>(dialog, "testConnection")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20000);
        QVERIFY(!dialog.isBusy());
    }

    void testMissingFile()
    {
        ConnectionDialog dialog(nullptr, m_config);
        const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
        child<QLineEdit>(dialog, "sqliteFile")->setText(missing);
        const QString status = test(dialog, false);
        QVERIFY2(status.startsWith(QLatin1String("Connection failed: ")), qPrintable(status));
        QVERIFY2(status.contains(missing), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("does not exist")), qPrintable(status));
        QCOMPARE(child<QLabel>(dialog, "statusMessage")->property("error").toBool(), true);
        QVERIFY(!QFileInfo::exists(missing));
    }

    void testNeverShowsThePassword()
    {
        ConnectionDialog dialog(nullptr, m_config);
        setKind(dialog, "postgres");
        child<QLineEdit>(dialog, "host")->setText(QStringLiteral("127.0.0.1"));
        child<QSpinBox>(dialog, "port")->setValue(1); // nothing listens there
        child<QLineEdit>(dialog, "database")->setText(QStringLiteral("sales"));
        child<QLineEdit>(dialog, "user")->setText(QStringLiteral("app"));
        child<QLineEdit>(dialog, "password")->setText(kPassword);
        const QString status = test(dialog, false);
        QVERIFY2(status.startsWith(QLatin1String("Connection failed: ")), qPrintable(status));
        QVERIFY2(!status.contains(kPassword), qPrintable(status));
    }

    void testPostgresServer()
    {
        // The private server of tests/servers (tools/dev.sh test); skipped without it.
        const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QUrl parsed(url);
        ConnectionDialog dialog(nullptr, m_config);
        setKind(dialog, "postgres");
        child<QLineEdit>(dialog, "host")->setText(parsed.host());
        child<QSpinBox>(dialog, "port")->setValue(parsed.port());
        child<QLineEdit>(dialog, "database")->setText(parsed.path().mid(1));
        child<QLineEdit>(dialog, "user")->setText(parsed.userName());
        child<QLineEdit>(dialog, "password")->setText(parsed.password());
        child<QLineEdit>(dialog, "searchPath")->setText(QStringLiteral("public"));
        const QString status = test(dialog, true);
        QVERIFY2(status.startsWith(QLatin1String("Connected: PostgreSQL 1")), qPrintable(status));

        child<QLineEdit>(dialog, "password")->setText(QStringLiteral("Not-the-pw-42"));
        const QString refused = test(dialog, false);
        QVERIFY2(refused.startsWith(QLatin1String("Connection failed: ")), qPrintable(refused));
        QVERIFY2(!refused.contains(QLatin1String("Not-the-pw-42")), qPrintable(refused));
    }

    void missingFieldsAreNamed()
    {
        ConnectionDialog dialog(nullptr, m_config);
        const QString status = test(dialog, false); // no file chosen
        QVERIFY2(status.contains(QLatin1String("SQLite database file")), qPrintable(status));
        setKind(dialog, "mysql");
        child<QLineEdit>(dialog, "host")->clear();
        QVERIFY(test(dialog, false).contains(QLatin1String("host")));
    }

    void saveSqlite()
    {
        ConnectionDialog dialog(nullptr, m_config);
        QSignalSpy saved(&dialog, &ConnectionDialog::saved);
        child<QLineEdit>(dialog, "sourceName")->setText(QStringLiteral("shop"));
        child<QLineEdit>(dialog, "sqliteFile")->setText(m_db);
        auto* ai = child<QComboBox>(dialog, "aiPolicy");
        ai->setCurrentIndex(ai->findData(int(AiPolicy::NoRowData)));
        child<QPushButton>(dialog, "saveButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const auto stored = SourceStore(m_config).find(QStringLiteral("shop"));
        QVERIFY(stored);
        QCOMPARE(stored->url, QStringLiteral("sqlite://") + m_db);
        QVERIFY(stored->readOnly);
        QCOMPARE(stored->aiPolicy, AiPolicy::NoRowData);
        QCOMPARE(stored->password, PasswordStorage::None);
        QCOMPARE(saved.first().first().value<SourceDefinition>(), *stored);
    }

    void saveServerWithoutKeychainDontStore()
    {
        PasswordPrompt::setNextFallback(PasswordPrompt::Fallback::DontStore);
        ConnectionDialog dialog(nullptr, m_config);
        QSignalSpy saved(&dialog, &ConnectionDialog::saved);
        child<QLineEdit>(dialog, "sourceName")->setText(QStringLiteral("sales"));
        setKind(dialog, "postgres");
        child<QLineEdit>(dialog, "host")->setText(QStringLiteral("db.example.com"));
        child<QLineEdit>(dialog, "database")->setText(QStringLiteral("sales"));
        child<QLineEdit>(dialog, "user")->setText(QStringLiteral("app"));
        child<QLineEdit>(dialog, "password")->setText(kPassword);
        child<QLineEdit>(dialog, "searchPath")->setText(QStringLiteral("sales, public"));
        child<QCheckBox>(dialog, "readOnly")->setChecked(false);
        child<QPushButton>(dialog, "saveButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QCOMPARE(PasswordPrompt::fallbackQuestions(), 1); // the keychain was missing: asked

        const auto stored = SourceStore(m_config).find(QStringLiteral("sales"));
        QVERIFY(stored);
        QCOMPARE(stored->url, QStringLiteral("postgres://app@db.example.com:5432/sales"));
        QCOMPARE(stored->searchPath,
                 QStringList({QStringLiteral("sales"), QStringLiteral("public")}));
        QVERIFY(!stored->readOnly);
        QCOMPARE(stored->password, PasswordStorage::Ask);
        QVERIFY(!fileText(m_config).contains(kPassword.toUtf8()));
        QVERIFY(!QFileInfo::exists(SecretStore(m_config).secretsFile()));
    }

    void saveServerWithoutKeychainPlainText()
    {
        PasswordPrompt::setNextFallback(PasswordPrompt::Fallback::PlainTextFile);
        ConnectionDialog dialog(nullptr, m_config);
        QSignalSpy saved(&dialog, &ConnectionDialog::saved);
        child<QLineEdit>(dialog, "sourceName")->setText(QStringLiteral("shop-db"));
        setKind(dialog, "mysql");
        child<QLineEdit>(dialog, "database")->setText(QStringLiteral("shop"));
        child<QLineEdit>(dialog, "user")->setText(QStringLiteral("app"));
        child<QLineEdit>(dialog, "password")->setText(kPassword);
        child<QPushButton>(dialog, "saveButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QCOMPARE(PasswordPrompt::fallbackQuestions(), 1);

        const auto stored = SourceStore(m_config).find(QStringLiteral("shop-db"));
        QVERIFY(stored);
        QCOMPARE(stored->url, QStringLiteral("mysql://app@localhost:3306/shop"));
        QCOMPARE(stored->password, PasswordStorage::SecretsFile);
        QVERIFY(!fileText(m_config).contains(kPassword.toUtf8()));
        const QString secrets = SecretStore(m_config).secretsFile();
        QVERIFY(fileText(secrets).contains(kPassword.toUtf8()));
        QCOMPARE(QFile::permissions(secrets) & ~(QFile::ReadUser | QFile::WriteUser),
                 QFile::ReadOwner | QFile::WriteOwner);
    }

    void saveRefusesBadInput()
    {
        SourceDefinition existing;
        existing.name = QStringLiteral("taken");
        existing.url = QStringLiteral("sqlite::memory:");
        QVERIFY(SourceStore(m_config).save(existing));

        for (const auto& [name, expected] :
             {std::pair<QString, QString>{QString(), QStringLiteral("Enter a name")},
              {QStringLiteral("bad name"), QStringLiteral("not a valid name")},
              {QStringLiteral("demo"), QStringLiteral("built-in")},
              {QStringLiteral("taken"), QStringLiteral("exists already")}}) {
            ConnectionDialog dialog(nullptr, m_config);
            QSignalSpy failed(&dialog, &ConnectionDialog::saveFailed);
            child<QLineEdit>(dialog, "sourceName")->setText(name);
            child<QLineEdit>(dialog, "sqliteFile")->setText(m_db);
            dialog.save();
            QCOMPARE(failed.count(), 1);
            QVERIFY2(dialog.statusText().contains(expected), qPrintable(dialog.statusText()));
            QCOMPARE(dialog.result(), int(QDialog::Rejected));
        }
        QCOMPARE(SourceStore(m_config).sources().size(), 2); // demo and taken
    }

    void editExisting()
    {
        SourceDefinition d;
        d.name = QStringLiteral("pg");
        d.url = QStringLiteral("postgres://app@db.example.com:6543/sales");
        d.searchPath = {QStringLiteral("a"), QStringLiteral("b")};
        d.readOnly = false;
        d.aiPolicy = AiPolicy::Disabled;
        d.password = PasswordStorage::SecretsFile;
        QVERIFY(SourceStore(m_config).save(d));

        ConnectionDialog dialog(nullptr, m_config);
        dialog.setDefinition(d);
        QVERIFY(child<QLineEdit>(dialog, "sourceName")->isReadOnly());
        QCOMPARE(child<QLineEdit>(dialog, "host")->text(), QStringLiteral("db.example.com"));
        QCOMPARE(child<QSpinBox>(dialog, "port")->value(), 6543);
        QCOMPARE(child<QLineEdit>(dialog, "database")->text(), QStringLiteral("sales"));
        QCOMPARE(child<QLineEdit>(dialog, "user")->text(), QStringLiteral("app"));
        QCOMPARE(child<QLineEdit>(dialog, "searchPath")->text(), QStringLiteral("a, b"));
        QVERIFY(!child<QCheckBox>(dialog, "readOnly")->isChecked());
        auto built = dialog.definition();
        QVERIFY(built);
        QCOMPARE(built.value(), d);

        // Saving without typing a password keeps where the old one is.
        child<QCheckBox>(dialog, "readOnly")->setChecked(true);
        QSignalSpy saved(&dialog, &ConnectionDialog::saved);
        dialog.save();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QCOMPARE(PasswordPrompt::fallbackQuestions(), 0);
        const auto stored = SourceStore(m_config).find(QStringLiteral("pg"));
        QVERIFY(stored->readOnly);
        QCOMPARE(stored->password, PasswordStorage::SecretsFile);
    }

    // A kind that declares a TLS field shows it as a checkbox: checked, the URL takes the
    // adapter's encrypted scheme, and such a URL shows it checked.
    void tlsCheckbox()
    {
        ConnectionDialog dialog(nullptr, m_config);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* tls = child<QCheckBox>(dialog, "tls");
        QVERIFY(tls);
        setKind(dialog, "postgres");
        QVERIFY(!tls->isVisibleTo(&dialog));
        setKind(dialog, "redis");
        QVERIFY(tls->isVisibleTo(&dialog));
        QVERIFY(!tls->isChecked());
        child<QLineEdit>(dialog, "sourceName")->setText(QStringLiteral("cache"));
        child<QLineEdit>(dialog, "host")->setText(QStringLiteral("cache.example"));
        child<QLineEdit>(dialog, "database")->setText(QStringLiteral("2"));
        auto plain = dialog.definition();
        QVERIFY(plain);
        QCOMPARE(plain->url, QStringLiteral("redis://cache.example:6379/2"));
        tls->setChecked(true);
        auto secure = dialog.definition();
        QVERIFY(secure);
        QCOMPARE(secure->url, QStringLiteral("rediss://cache.example:6379/2"));

        ConnectionDialog edit(nullptr, m_config);
        edit.setDefinition(secure.value());
        QCOMPARE(child<QComboBox>(edit, "sourceKind")->currentData().toString(),
                 QStringLiteral("redis"));
        QVERIFY(child<QCheckBox>(edit, "tls")->isChecked());
        QCOMPARE(edit.definition()->url, secure->url);
        edit.setDefinition(plain.value());
        QVERIFY(!child<QCheckBox>(edit, "tls")->isChecked());
    }

    // Last: the adapters it registers stay for the rest of the run.
    void adapterDeclaredKinds()
    {
        const qsizetype builtIn = AdapterRegistry::ids().size();
        AdapterRegistry::add(std::make_unique<test::LedgerAdapter>());
        AdapterRegistry::add(std::make_unique<test::NotebookAdapter>());
        ConnectionDialog dialog(nullptr, m_config);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* kinds = child<QComboBox>(dialog, "sourceKind");
        QCOMPARE(kinds->count(), builtIn + 2); // the built-in kinds, then the two added here
        QCOMPARE(kinds->itemText(0), QStringLiteral("SQLite"));
        QCOMPARE(kinds->itemText(int(builtIn)), QStringLiteral("Ledger DB"));

        // A server kind shows the fields it declares, with its tool tips, and no port.
        setKind(dialog, "ledger");
        // isVisibleTo: the dialog itself closes when it saves.
        auto visible = [&](const char* name) {
            return child<QWidget>(dialog, name)->isVisibleTo(&dialog);
        };
        for (const char* shown : {"host", "database", "user", "searchPath"})
            QVERIFY2(visible(shown), shown);
        for (const char* hidden : {"sqliteFile", "port", "password"})
            QVERIFY2(!visible(hidden), hidden);
        QCOMPARE(child<QLineEdit>(dialog, "host")->toolTip(), QStringLiteral("The ledger server"));
        QCOMPARE(child<QLineEdit>(dialog, "searchPath")->toolTip(),
                 QStringLiteral("Ledger books, in order"));
        child<QLineEdit>(dialog, "sourceName")->setText(QStringLiteral("books"));
        child<QLineEdit>(dialog, "host")->setText(QStringLiteral("db.example"));
        child<QLineEdit>(dialog, "database")->setText(QStringLiteral("main books"));
        child<QLineEdit>(dialog, "user")->setText(QStringLiteral("me"));
        child<QLineEdit>(dialog, "password")->setText(QStringLiteral("hidden, so unused"));
        child<QLineEdit>(dialog, "searchPath")->setText(QStringLiteral("current, old"));
        auto ledger = dialog.definition();
        QVERIFY2(ledger, qPrintable(ledger ? QString() : ledger.error().message));
        QCOMPARE(ledger->url, QStringLiteral("ledger://me@db.example/main%20books"));
        QCOMPARE(ledger->searchPath, QStringList({"current", "old"}));
        QCOMPARE(ledger->password, PasswordStorage::None);
        QSignalSpy saved(&dialog, &ConnectionDialog::saved);
        dialog.save();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QCOMPARE(SourceStore(m_config).find(QStringLiteral("books"))->url, ledger->url);

        // Editing it picks its kind again.
        ConnectionDialog edit(nullptr, m_config);
        edit.setDefinition(ledger.value());
        QCOMPARE(child<QComboBox>(edit, "sourceKind")->currentData().toString(),
                 QStringLiteral("ledger"));
        QCOMPARE(child<QLineEdit>(edit, "database")->text(), QStringLiteral("main books"));

        // A file kind: the file row, and the adapter's words when it is missing.
        setKind(dialog, "notebook");
        QVERIFY(visible("sqliteFile"));
        QVERIFY(!visible("host"));
        child<QLineEdit>(dialog, "sqliteFile")->clear();
        QCOMPARE(dialog.definition().error().message, QStringLiteral("Choose the notebook."));
        child<QLineEdit>(dialog, "sqliteFile")->setText(QStringLiteral("/tmp/plans.nb"));
        QCOMPARE(dialog.definition()->url, QStringLiteral("notebook:///tmp/plans.nb"));
    }
};

NELUMBO_TEST_MAIN(TstConnectionDialog)

#include "tst_connectiondialog.moc"
