#pragma once

#include "ProviderWire.h"

namespace nelumbo::fake {

// Gemini generateContent / streamGenerateContent (SSE or JSON array).
class GeminiWire : public ProviderWire
{
public:
    QString name() const override;
    std::optional<ResponsePlan> checkAuth(const HttpRequest& request,
                                          const ServerOptions& options) const override;
    std::optional<ResponsePlan> parse(const HttpRequest& request, const QJsonObject& body,
                                      const ParseContext& context, ChatView& view) const override;
    ResponsePlan malformedBody(const QByteArray& body) const override;
    ResponsePlan error(const ErrorSpec& spec) const override;
    QString toolCallId(int serial, const ServerOptions& options) const override;
    QByteArray completeBody(const ReplyContext& context) const override;
    QList<StreamEvent> streamEvents(const ReplyContext& context) const override;
    StreamEvent midStreamError() const override;
    StreamFormat streamFormat(const HttpRequest& request) const override;
    QByteArray modelsBody(const QStringList& models, const HttpRequest& request) const override;
};

} // namespace nelumbo::fake
