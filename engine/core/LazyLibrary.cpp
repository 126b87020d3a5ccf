#include "LazyLibrary.h"

#include "ErrorCodes.h"

#include <QCoreApplication>
#include <QFile>
#include <dlfcn.h>

namespace nelumbo {

LazyLibrary::LazyLibrary(QByteArray file, const char* purpose)
    : m_file(std::move(file))
    , m_purpose(purpose)
{}

Result<void> LazyLibrary::load()
{
    std::lock_guard lock(m_mutex);
    if (m_tried)
        return m_outcome;
    m_tried = true;
    // RTLD_LOCAL: its symbols are reached through symbol() only, never by other libraries.
    m_handle = dlopen(m_file.constData(), RTLD_NOW | RTLD_LOCAL);
    if (!m_handle) {
        const char* why = dlerror();
        m_outcome = Error{QString(ErrorCode::DriverMissing),
                          QCoreApplication::translate("nelumbo::LazyLibrary",
                                                      "%1 needs the library %2, which could not "
                                                      "be loaded: %3")
                              .arg(QString::fromUtf8(m_purpose), QFile::decodeName(m_file),
                                   QString::fromUtf8(why ? why : "unknown error"))};
    }
    return m_outcome;
}

bool LazyLibrary::isLoaded()
{
    std::lock_guard lock(m_mutex);
    return m_handle != nullptr;
}

void* LazyLibrary::symbol(const char* name)
{
    if (const Result<void> loaded = load(); !loaded)
        qFatal("%s", qPrintable(loaded.error().message));
    void* address = dlsym(m_handle, name);
    if (!address)
        qFatal("%s has no function %s: the build was made against another version",
               m_file.constData(), name);
    return address;
}

void* LazyLibrary::find(const char* name)
{
    if (!load())
        return nullptr;
    return dlsym(m_handle, name);
}

} // namespace nelumbo
