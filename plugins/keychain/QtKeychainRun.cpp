// nelumbo-keychain: the only code that links QtKeychain. Keychain (engine/source) loads it
// the first time a password is read, written or removed.
#include "source/KeychainPlugin.h"

#include <QObject>
#include <qt6keychain/keychain.h>

namespace {

using nelumbo::KeychainPlugin::Answer;
using nelumbo::KeychainPlugin::Operation;
using nelumbo::KeychainPlugin::Status;

Status statusOf(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError:
        return Status::Ok;
    case QKeychain::EntryNotFound:
        return Status::NotFound;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        // Without a Secret Service on D-Bus QtKeychain says OtherError, "Unknown error".
        return Status::Unavailable;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Status::Denied;
    default:
        return Status::Failed;
    }
}

QKeychain::Job* newJob(Operation operation, const QString& service, const QString& text,
                       QObject* parent)
{
    switch (operation) {
    case Operation::Read:
        return new QKeychain::ReadPasswordJob(service, parent);
    case Operation::Write: {
        auto* job = new QKeychain::WritePasswordJob(service, parent);
        job->setTextData(text);
        return job;
    }
    case Operation::Remove:
        break;
    }
    return new QKeychain::DeletePasswordJob(service, parent);
}

} // namespace

extern "C" Q_DECL_EXPORT void nelumboKeychainRun(Operation operation, const QString& service,
                                                 const QString& key, const QString& text,
                                                 QObject* parent, QObject* context,
                                                 const nelumbo::KeychainPlugin::Done& done)
{
    QKeychain::Job* job = newJob(operation, service, text, parent);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // its fallback writes plain text without asking anyone
    job->setKey(key);
    QObject::connect(
        job, &QKeychain::Job::finished, context, [job, operation, done](QKeychain::Job*) {
            Answer answer;
            answer.status = statusOf(job->error());
            answer.detail = job->errorString();
            if (operation == Operation::Read && answer.status == Status::Ok)
                answer.text = static_cast<QKeychain::ReadPasswordJob*>(job)->textData();
            done(answer);
        });
    job->start();
}
