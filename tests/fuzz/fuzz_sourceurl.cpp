// Source URLs and the passwords in them (SourceUrl, CredentialUrl): parsed, redacted, split
// and joined again. A redacted URL never shows the password it hid.
#include "FuzzTarget.h"
#include "adapter/CredentialUrl.h"
#include "adapter/SourceUrl.h"

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QString password = QString::fromUtf8(input.part());
    const QString text = QString::fromUtf8(input.rest());
    const Result<SourceUrl> url = SourceUrl::parse(text);
    if (url) {
        const SourceUrl& u = url.value();
        const QString shown = u.redacted();
        // A password of a few characters may well appear elsewhere in the URL by chance.
        if (u.password.size() >= 8 && !u.user.contains(u.password) &&
            !u.host.contains(u.password) && !u.database.contains(u.password))
            fuzz::check(!shown.contains(u.password), "redacted() hides the password", text);
        u.option(QStringLiteral("sslmode"));
        (void)SourceUrl::parse(shown);
    }
    SourceUrl::redact(text);
    const CredentialUrl::Parts parts = CredentialUrl::split(text);
    CredentialUrl::redacted(text);
    CredentialUrl::userName(text);
    CredentialUrl::scrub(text, password);
    if (!password.isEmpty()) {
        const QString joined = CredentialUrl::withPassword(parts.url, password);
        const CredentialUrl::Parts again = CredentialUrl::split(joined);
        const Result<SourceUrl> server = SourceUrl::parse(parts.url);
        if (server && !server.value().isFile() && !server.value().host.isEmpty())
            fuzz::check(again.hadPassword && again.password == password,
                        "a password put into a URL comes out the same", joined);
    }
    return 0;
}

const fuzz::Registration registration("sourceurl", fuzzOne);

} // namespace
