#include "llm/LlmTargetResolver.h"

namespace nelumbo {

LlmTargetResolver::LlmTargetResolver(const QProcessEnvironment& environment, QObject* parent)
    : QObject(parent)
    , m_keys(environment)
{}

void LlmTargetResolver::resolve(const AiConfig& config, QObject* context, Done done)
{
    auto target = config.target();
    if (!target) {
        QMetaObject::invokeMethod(
            context, [done, error = target.error()] { done(error); }, Qt::QueuedConnection);
        return;
    }
    m_keys.read(target->provider, context,
                [done, t = target.value()](const Result<ApiKeyStore::Key>& key) mutable {
                    if (!key) {
                        done(key.error());
                        return;
                    }
                    t.apiKey = key->value;
                    done(Resolved{t, key->source});
                });
}

} // namespace nelumbo
