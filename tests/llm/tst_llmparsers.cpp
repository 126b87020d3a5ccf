#include "CoreTestMain.h"
#include "llm/AnthropicFormat.h"
#include "llm/GeminiFormat.h"
#include "llm/LlmWireFormat.h"
#include "llm/NdjsonParser.h"
#include "llm/OllamaFormat.h"
#include "llm/OpenAiChatFormat.h"
#include "llm/ReplyBuilder.h"
#include "llm/RetryTiming.h"
#include "llm/SseParser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

using namespace nelumbo;

namespace {

// Every way of cutting text in two, plus byte by byte: the result must never depend on how
// the bytes arrived.
QList<QList<QByteArray>> chunkings(const QByteArray& text)
{
    QList<QList<QByteArray>> all{{text}};
    for (qsizetype cut = 1; cut < text.size(); ++cut)
        all.append({text.left(cut), text.mid(cut)});
    QList<QByteArray> bytes;
    for (const char c : text)
        bytes.append(QByteArray(1, c));
    all.append(bytes);
    return all;
}

QList<SseEvent> parseSse(const QList<QByteArray>& chunks)
{
    SseParser parser;
    QList<SseEvent> events;
    for (const QByteArray& chunk : chunks)
        events += parser.feed(chunk);
    events += parser.finish();
    return events;
}

struct Collected : LlmStreamSink
{
    QStringList text;
    QList<QPair<int, QString>> started;
    QStringList fragments;
    QList<LlmToolCall> finished;
    QList<LlmUsage> usages;
    void textDelta(const QString& t) override { text.append(t); }
    void toolCallStarted(int i, const QString& id, const QString&) override
    {
        started.append({i, id});
    }
    void toolCallDelta(int, const QString& f) override { fragments.append(f); }
    void toolCallFinished(int, const LlmToolCall& c) override { finished.append(c); }
    void usageReported(const LlmUsage& u) override { usages.append(u); }
};

struct Decoded
{
    std::optional<LlmError> error;
    LlmReply reply;
    Collected sink;
};

Decoded decode(WireProtocol protocol, const QList<QByteArray>& chunks)
{
    Decoded d;
    auto format = LlmWireFormat::create(protocol);
    ReplyBuilder builder(QStringLiteral("Test"), &d.sink);
    auto decoder = format->streamDecoder(builder);
    for (const QByteArray& chunk : chunks) {
        d.error = decoder->feed(chunk);
        if (d.error)
            return d;
    }
    d.error = decoder->finish();
    d.reply = builder.reply();
    return d;
}

// An OpenAI stream with text and two tool calls whose arguments come in pieces (§1.8).
const QByteArray kOpenAiStream =
    "data: "
    "{\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"model\":\"gpt-4o\",\"choices\":[{"
    "\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"Gr\xC3\xBC\xC3\x9F\"},\"finish_"
    "reason\":null}],\"usage\":null}\n\n"
    ": keep-alive\n\n"
    "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"e "
    "\xE2\x9C\x93\"},\"finish_reason\":null}],\"usage\":null}\r\n\r\n"
    "data: "
    "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call_Q1\","
    "\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"arguments\":\"\"}}]},\"finish_"
    "reason\":null}]}\n\n"
    "data: "
    "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{"
    "\"arguments\":\"{\\\"city\\\":\\\"Pa\"}}]},\"finish_reason\":null}]}\n\n"
    "data: "
    "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{"
    "\"arguments\":\"ris\\\"}\"}}]},\"finish_reason\":null}]}\n\n"
    "data: "
    "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":1,\"id\":\"call_Q2\","
    "\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":"
    "\\\"Oslo\\\"}\"}}]},\"finish_reason\":null}]}\n\n"
    "data: "
    "{\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}],\"usage\":null}\n\n"
    "data: "
    "{\"choices\":[],\"usage\":{\"prompt_tokens\":121,\"completion_tokens\":64,\"total_tokens\":"
    "185,\"prompt_tokens_details\":{\"cached_tokens\":100}}}\n\n"
    "data: [DONE]\n\n";

const QByteArray kAnthropicStream =
    "event: message_start\n"
    "data: "
    "{\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":"
    "\"assistant\",\"model\":\"claude-sonnet-4-5\",\"content\":[],\"usage\":{\"input_tokens\":57,"
    "\"cache_creation_input_tokens\":10,\"cache_read_input_tokens\":1830,\"output_tokens\":1}}}\n\n"
    "event: content_block_start\n"
    "data: "
    "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"thinking\","
    "\"thinking\":\"\"}}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"thinking_delta\","
    "\"thinking\":\"hmm\"}}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"signature_delta\","
    "\"signature\":\"SIG\"}}\n\n"
    "event: content_block_stop\n"
    "data: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
    "event: content_block_start\n"
    "data: "
    "{\"type\":\"content_block_start\",\"index\":1,\"content_block\":{\"type\":\"text\",\"text\":"
    "\"\"}}\n\n"
    "event: ping\n"
    "data: {\"type\":\"ping\"}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":1,\"delta\":{\"type\":\"text_delta\",\"text\":"
    "\"Let me check.\"}}\n\n"
    "event: content_block_stop\n"
    "data: {\"type\":\"content_block_stop\",\"index\":1}\n\n"
    "event: content_block_start\n"
    "data: "
    "{\"type\":\"content_block_start\",\"index\":2,\"content_block\":{\"type\":\"tool_use\",\"id\":"
    "\"toolu_01\",\"name\":\"get_weather\",\"input\":{}}}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":2,\"delta\":{\"type\":\"input_json_delta\","
    "\"partial_json\":\"\"}}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":2,\"delta\":{\"type\":\"input_json_delta\","
    "\"partial_json\":\"{\\\"city\\\": \\\"Pa\"}}\n\n"
    "event: content_block_delta\n"
    "data: "
    "{\"type\":\"content_block_delta\",\"index\":2,\"delta\":{\"type\":\"input_json_delta\","
    "\"partial_json\":\"ris\\\"}\"}}\n\n"
    "event: content_block_stop\n"
    "data: {\"type\":\"content_block_stop\",\"index\":2}\n\n"
    "event: message_delta\n"
    "data: "
    "{\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"tool_use\",\"stop_sequence\":null},"
    "\"usage\":{\"output_tokens\":41}}\n\n"
    "event: message_stop\n"
    "data: {\"type\":\"message_stop\"}\n\n";

const QByteArray kGeminiStream =
    "data: "
    "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"Hel\"}]},\"index\":0}"
    "]}\r\n\r\n"
    "data: "
    "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"lo\"}]},\"index\":0}]"
    "}\r\n\r\n"
    "data: "
    "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":"
    "\"get_weather\",\"args\":{\"city\":\"Paris\"}},\"thoughtSignature\":\"c2ln\"}]},"
    "\"finishReason\":\"STOP\",\"index\":0}],"
    "\"usageMetadata\":{\"promptTokenCount\":61,\"candidatesTokenCount\":15,\"thoughtsTokenCount\":"
    "88,\"totalTokenCount\":164},\"modelVersion\":\"gemini-2.5-flash\"}\r\n\r\n";

const QByteArray kOllamaStream =
    "{\"model\":\"qwen\",\"message\":{\"role\":\"assistant\",\"content\":\"The "
    "\"},\"done\":false}\n"
    "{\"model\":\"qwen\",\"message\":{\"role\":\"assistant\",\"content\":\"answer "
    "\xE2\x9C\x93\"},\"done\":false}\r\n"
    "{\"model\":\"qwen\",\"message\":{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{"
    "\"function\":{\"name\":\"run_sql\",\"arguments\":{\"sql\":\"SELECT 1\"}}}]},\"done\":false}\n"
    "\n"
    "{\"model\":\"qwen\",\"message\":{\"role\":\"assistant\",\"content\":\"\"},\"done\":true,"
    "\"done_reason\":\"stop\",\"prompt_eval_count\":26,\"eval_count\":259}\n";

} // namespace

class TestLlmParsers : public QObject
{
    Q_OBJECT

private slots:
    void sseFieldsCommentsAndLineEnds()
    {
        const QByteArray text = "\xEF\xBB\xBF: comment\r\n"
                                "event: one\r\n"
                                "data: first\r\n"
                                "data:second\r\n"
                                "id: 7\r\n"
                                "retry: 100\r\n"
                                "\r\n"
                                "data: x\rdata: y\r\r"
                                "data\n\n"
                                "event: empty\n\n" // no data: nothing is dispatched
                                "data: {\"t\":\"\xE2\x9C\x93\"}\n\n";
        for (const auto& chunks : chunkings(text)) {
            const QList<SseEvent> events = parseSse(chunks);
            QCOMPARE(events.size(), 4);
            QCOMPARE(events[0].type, QByteArray("one"));
            QCOMPARE(events[0].data, QByteArray("first\nsecond"));
            QCOMPARE(events[1].type, QByteArray("message"));
            QCOMPARE(events[1].data, QByteArray("x\ny"));
            QCOMPARE(events[2].data, QByteArray());
            QCOMPARE(QString::fromUtf8(events[3].data),
                     QString::fromUtf8("{\"t\":\"\xE2\x9C\x93\"}"));
        }
    }

    void sseEventWithoutClosingBlankLineIsKeptAtTheEnd()
    {
        SseParser parser;
        QVERIFY(parser.feed("data: a\n\ndata: b").size() == 1);
        QVERIFY(parser.hasPendingData());
        const auto rest = parser.finish();
        QCOMPARE(rest.size(), 1);
        QCOMPARE(rest[0].data, QByteArray("b"));
        QVERIFY(!parser.hasPendingData());
        SseParser comments;
        comments.feed(": only a comment");
        QVERIFY(!comments.hasPendingData());
    }

    void ndjsonLines()
    {
        const QByteArray text = "{\"a\":1}\r\n\n  \n{\"b\":\"\xC3\xA9\"}\n{\"c\":3}";
        for (const auto& chunks : chunkings(text)) {
            NdjsonParser parser;
            QList<QByteArray> lines;
            for (const QByteArray& chunk : chunks)
                lines += parser.feed(chunk);
            QCOMPARE(lines.size(), 2);
            QVERIFY(parser.hasPendingData());
            lines += parser.finish();
            QCOMPARE(lines, (QList<QByteArray>{"{\"a\":1}", "{\"b\":\"\xC3\xA9\"}", "{\"c\":3}"}));
        }
    }

    void openAiStreamInEveryChunking()
    {
        for (const auto& chunks : chunkings(kOpenAiStream)) {
            const Decoded d = decode(WireProtocol::OpenAiChat, chunks);
            QVERIFY2(!d.error, qPrintable(d.error ? d.error->message : QString()));
            QCOMPARE(d.reply.text, QString::fromUtf8("Gr\xC3\xBC\xC3\x9F"
                                                     "e \xE2\x9C\x93"));
            QCOMPARE(d.sink.text.join(QString()), d.reply.text);
            QCOMPARE(d.reply.toolCalls.size(), 2);
            QCOMPARE(d.reply.toolCalls[0].id, QString("call_Q1"));
            QCOMPARE(d.reply.toolCalls[0].argumentsObject().value("city").toString(),
                     QString("Paris"));
            QCOMPARE(d.reply.toolCalls[1].argumentsObject().value("city").toString(),
                     QString("Oslo"));
            QCOMPARE(d.sink.finished.size(), 2);
            QCOMPARE(d.reply.stopReason, LlmStopReason::ToolUse);
            QCOMPARE(d.reply.rawStopReason, QString("tool_calls"));
            QCOMPARE(d.reply.usage.promptTokens, 121);
            QCOMPARE(d.reply.usage.completionTokens, 64);
            QCOMPARE(d.reply.usage.totalTokens, 185);
            QCOMPARE(d.reply.usage.cachedTokens, 100);
        }
    }

    void openAiStreamFaults_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QString>("code");
        QByteArray noDone = kOpenAiStream;
        noDone.replace("data: [DONE]\n\n", "");
        QTest::newRow("missing [DONE]") << noDone << "malformed_reply";
        QByteArray cut = kOpenAiStream.left(kOpenAiStream.indexOf("ris\\\""));
        QTest::newRow("cut mid-event") << cut << "malformed_reply";
        QByteArray broken = kOpenAiStream;
        broken.replace("{\"choices\":[],\"usage\"", "{\"choices\":[],\"usage\"::");
        QTest::newRow("invalid JSON chunk") << broken << "malformed_reply";
        QByteArray badArgs = kOpenAiStream;
        badArgs.replace("ris\\\"}", "ris\\\"");
        QTest::newRow("invalid tool arguments") << badArgs << "malformed_reply";
        QByteArray midError = kOpenAiStream;
        midError.replace("data: {\"choices\":[{\"index\":0,\"delta\":{},",
                         "data: {\"error\":{\"message\":\"The server had an "
                         "error\",\"type\":\"server_error\",\"code\":null}}\n\ndata: "
                         "{\"choices\":[{\"index\":0,\"delta\":{},");
        QTest::newRow("mid-stream error") << midError << "server_error";
        QTest::newRow("vLLM error object")
            << QByteArray("data: {\"object\":\"error\",\"message\":\"maximum context length is "
                          "4096 tokens\",\"type\":\"BadRequestError\",\"code\":400}\n\n")
            << "context_too_long";
        QTest::newRow("OpenRouter finish_reason error")
            << QByteArray("data: "
                          "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"a\"},\"finish_"
                          "reason\":\"error\"}]}\n\n")
            << "server_error";
        QTest::newRow("empty body") << QByteArray() << "malformed_reply";
    }

    void openAiStreamFaults()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QString, code);
        const Decoded d = decode(WireProtocol::OpenAiChat, {stream});
        QVERIFY(d.error);
        QCOMPARE(d.error->codeName(), code);
        QVERIFY(!d.error->message.isEmpty());
    }

    void openAiToolCallIdQuirks()
    {
        // Ollama /v1 reuses index 0 for every call, each with its own id and whole arguments.
        const QByteArray reused =
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a\","
            "\"function\":{\"name\":\"f\",\"arguments\":\"{\\\"x\\\":1}\"}}]}}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"b\","
            "\"function\":{\"name\":\"g\",\"arguments\":\"{\\\"y\\\":2}\"}}]}}]}\n\n"
            "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: "
            "[DONE]\n\n";
        Decoded d = decode(WireProtocol::OpenAiChat, {reused});
        QVERIFY(!d.error);
        QCOMPARE(d.reply.toolCalls.size(), 2);
        QCOMPARE(d.reply.toolCalls[1].name, QString("g"));
        QCOMPARE(d.reply.stopReason, LlmStopReason::ToolUse); // "stop" after calls
        // LM Studio renews the id on every fragment of the same call.
        const QByteArray renewed =
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a1\","
            "\"function\":{\"name\":\"f\",\"arguments\":\"{\\\"x\\\":\"}}]}}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a2\","
            "\"function\":{\"arguments\":\"1}\"}}]}}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\ndata: "
            "[DONE]\n\n";
        d = decode(WireProtocol::OpenAiChat, {renewed});
        QVERIFY(!d.error);
        QCOMPARE(d.reply.toolCalls.size(), 1);
        QCOMPARE(d.reply.toolCalls[0].id, QString("a1"));
        QCOMPARE(d.reply.toolCalls[0].arguments, QString("{\"x\":1}"));
        // Azure: a first chunk without choices is not the end.
        const QByteArray azure =
            "data: {\"choices\":[],\"prompt_filter_results\":[{\"prompt_index\":0}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"ok\"},\"finish_reason\":\"stop\"}]"
            "}\n\ndata: [DONE]\n\n";
        d = decode(WireProtocol::OpenAiChat, {azure});
        QVERIFY(!d.error);
        QCOMPARE(d.reply.text, QString("ok"));
        // A call without an id gets one of 9 alphanumerics.
        const QByteArray noId = "data: "
                                "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":"
                                "0,\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}}]},\"finish_"
                                "reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n";
        d = decode(WireProtocol::OpenAiChat, {noId});
        QVERIFY(!d.error);
        QVERIFY(QRegularExpression("^[a-zA-Z0-9]{9}$").match(d.reply.toolCalls[0].id).hasMatch());
        QVERIFY(d.reply.toolCalls[0].generatedId);
    }

    void anthropicStreamInEveryChunking()
    {
        const auto all = chunkings(kAnthropicStream);
        // Every 7th cut is enough to cross every boundary kind and keeps the run short.
        for (qsizetype i = 0; i < all.size(); i += (i < 2 || i + 2 > all.size()) ? 1 : 7) {
            const Decoded d = decode(WireProtocol::Anthropic, all[i]);
            QVERIFY2(!d.error, qPrintable(d.error ? d.error->message : QString()));
            QCOMPARE(d.reply.text, QString("Let me check."));
            QCOMPARE(d.reply.toolCalls.size(), 1);
            QCOMPARE(d.reply.toolCalls[0].id, QString("toolu_01"));
            QCOMPARE(d.reply.toolCalls[0].argumentsObject().value("city").toString(),
                     QString("Paris"));
            QCOMPARE(d.reply.stopReason, LlmStopReason::ToolUse);
            QCOMPARE(d.reply.usage.promptTokens, 57 + 10 + 1830);
            QCOMPARE(d.reply.usage.cachedTokens, 1830);
            QCOMPARE(d.reply.usage.cacheWriteTokens, 10);
            QCOMPARE(d.reply.usage.completionTokens, 41);
            // The turn is kept verbatim, thinking signature included.
            const QJsonArray native = d.reply.nativeContent.toArray();
            QCOMPARE(native.size(), 3);
            QCOMPARE(native[0].toObject().value("signature").toString(), QString("SIG"));
            QCOMPARE(native[0].toObject().value("thinking").toString(), QString("hmm"));
            QCOMPARE(native[2].toObject().value("input").toObject().value("city").toString(),
                     QString("Paris"));
        }
    }

    void anthropicStreamFaults()
    {
        QByteArray noStop = kAnthropicStream;
        noStop.replace("event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n", "");
        Decoded d = decode(WireProtocol::Anthropic, {noStop});
        QVERIFY(d.error);
        QCOMPARE(d.error->code, LlmErrorCode::MalformedReply);
        const QByteArray overloaded =
            "event: message_start\ndata: "
            "{\"type\":\"message_start\",\"message\":{\"usage\":{\"input_tokens\":1}}}\n\n"
            "event: error\ndata: "
            "{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":"
            "\"Overloaded\"}}\n\n";
        d = decode(WireProtocol::Anthropic, {overloaded});
        QVERIFY(d.error);
        QCOMPARE(d.error->code, LlmErrorCode::ServerError);
        QVERIFY(d.error->retryable);
        QVERIFY(d.error->message.contains("Overloaded"));
    }

    void geminiStreamInEveryChunking()
    {
        for (const auto& chunks : chunkings(kGeminiStream)) {
            const Decoded d = decode(WireProtocol::Gemini, chunks);
            QVERIFY2(!d.error, qPrintable(d.error ? d.error->message : QString()));
            QCOMPARE(d.reply.text, QString("Hello"));
            QCOMPARE(d.reply.toolCalls.size(), 1);
            QVERIFY(d.reply.toolCalls[0].generatedId); // Gemini sent no id
            QCOMPARE(d.reply.stopReason, LlmStopReason::ToolUse);
            QCOMPARE(d.reply.usage.completionTokens, 15 + 88);
            QCOMPARE(d.reply.usage.reasoningTokens, 88);
            const QJsonArray parts = d.reply.nativeContent.toArray();
            QCOMPARE(parts.size(), 2);
            QCOMPARE(parts[0].toObject().value("text").toString(), QString("Hello"));
            QCOMPARE(parts[1].toObject().value("thoughtSignature").toString(), QString("c2ln"));
        }
        // Without the finishReason chunk the end of the body is a cut-off.
        const Decoded cut = decode(
            WireProtocol::Gemini,
            {kGeminiStream.left(kGeminiStream.indexOf(
                "data: "
                "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"functionCall"))});
        QVERIFY(cut.error);
        QCOMPARE(cut.error->code, LlmErrorCode::MalformedReply);
    }

    void ollamaStreamInEveryChunking()
    {
        for (const auto& chunks : chunkings(kOllamaStream)) {
            const Decoded d = decode(WireProtocol::OllamaChat, chunks);
            QVERIFY2(!d.error, qPrintable(d.error ? d.error->message : QString()));
            QCOMPARE(d.reply.text, QString::fromUtf8("The answer \xE2\x9C\x93"));
            QCOMPARE(d.reply.toolCalls.size(), 1);
            QCOMPARE(d.reply.toolCalls[0].argumentsObject().value("sql").toString(),
                     QString("SELECT 1"));
            QCOMPARE(d.reply.stopReason, LlmStopReason::ToolUse);
            QCOMPARE(d.reply.usage.promptTokens, 26);
            QCOMPARE(d.reply.usage.completionTokens, 259);
        }
        const Decoded cut = decode(WireProtocol::OllamaChat,
                                   {kOllamaStream.left(kOllamaStream.lastIndexOf("{\"model\""))});
        QVERIFY(cut.error);
        QCOMPARE(cut.error->code, LlmErrorCode::MalformedReply);
        const Decoded failed = decode(WireProtocol::OllamaChat,
                                      {"{\"error\":\"llama runner process has terminated\"}\n"});
        QVERIFY(failed.error);
        QCOMPARE(failed.error->code, LlmErrorCode::ServerError);
        const Decoded broken =
            decode(WireProtocol::OllamaChat,
                   {"{\"model\":\"q\",\"message\":{\"tool_calls\":[{\"function\":{\"name\":\"f\","
                    "\"arguments\":\"{oops\"}}]},\"done\":false}\n"});
        QVERIFY(broken.error);
        QCOMPARE(broken.error->code, LlmErrorCode::MalformedReply);
    }

    void wholeReplies()
    {
        ReplyBuilder openAi(QStringLiteral("Test"));
        QVERIFY(!LlmWireFormat::create(WireProtocol::OpenAiChat)
                     ->parseReply(
                         "{\"model\":\"gpt-4o\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
                         "\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"call_1\","
                         "\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":\"{"
                         "\\\"a\\\":1}\"}}]},\"finish_reason\":\"tool_calls\"}],\"usage\":{"
                         "\"prompt_tokens\":5,\"completion_tokens\":2,\"total_tokens\":7}}",
                         openAi));
        QCOMPARE(openAi.reply().toolCalls.size(), 1);
        QCOMPARE(openAi.reply().usage.totalTokens, 7);

        ReplyBuilder refusal(QStringLiteral("Test"));
        QVERIFY(
            !LlmWireFormat::create(WireProtocol::OpenAiChat)
                 ->parseReply(
                     "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
                     "null,\"refusal\":\"I cannot help with that.\"},\"finish_reason\":\"stop\"}]}",
                     refusal));
        QCOMPARE(refusal.reply().stopReason, LlmStopReason::ContentFilter);
        QCOMPARE(refusal.reply().text, QString("I cannot help with that."));

        ReplyBuilder badArgs(QStringLiteral("Test"));
        const auto error =
            LlmWireFormat::create(WireProtocol::OpenAiChat)
                ->parseReply(
                    "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"tool_calls\":"
                    "[{\"id\":\"c\",\"type\":\"function\",\"function\":{\"name\":\"f\","
                    "\"arguments\":\"{\\\"a\\\":\"}}]},\"finish_reason\":\"tool_calls\"}]}",
                    badArgs);
        QVERIFY(error);
        QCOMPARE(error->code, LlmErrorCode::MalformedReply);
        QVERIFY(error->message.contains("f"));

        ReplyBuilder blocked(QStringLiteral("Test"));
        QVERIFY(!LlmWireFormat::create(WireProtocol::Gemini)
                     ->parseReply("{\"promptFeedback\":{\"blockReason\":\"SAFETY\"}}", blocked));
        QCOMPARE(blocked.reply().stopReason, LlmStopReason::ContentFilter);

        ReplyBuilder malformedCall(QStringLiteral("Test"));
        const auto geminiError =
            LlmWireFormat::create(WireProtocol::Gemini)
                ->parseReply("{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[]},"
                             "\"finishReason\":\"MALFORMED_FUNCTION_CALL\"}]}",
                             malformedCall);
        QVERIFY(geminiError);
        QCOMPARE(geminiError->code, LlmErrorCode::MalformedReply);

        ReplyBuilder notJson(QStringLiteral("Test"));
        const auto notJsonError =
            LlmWireFormat::create(WireProtocol::Anthropic)->parseReply("<html>", notJson);
        QVERIFY(notJsonError);
        QCOMPARE(notJsonError->code, LlmErrorCode::MalformedReply);
    }

    void errorClassification_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("retryable");
        const int openai = int(WireProtocol::OpenAiChat);
        const int anthropic = int(WireProtocol::Anthropic);
        const int gemini = int(WireProtocol::Gemini);
        const int ollama = int(WireProtocol::OllamaChat);
        QTest::newRow("401") << openai << 401
                             << QByteArray("{\"error\":{\"message\":\"Incorrect API key provided: "
                                           "sk-abc...wxyz\",\"type\":\"invalid_request_error\","
                                           "\"code\":\"invalid_api_key\"}}")
                             << "authentication_failed" << false;
        QTest::newRow("gemini bad key is a 400")
            << gemini << 400
            << QByteArray(
                   "{\"error\":{\"code\":400,\"message\":\"API key not valid. Please pass a valid "
                   "API "
                   "key.\",\"status\":\"INVALID_ARGUMENT\",\"details\":[{\"@type\":\"type."
                   "googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"API_KEY_INVALID\"}]}}")
            << "authentication_failed" << false;
        QTest::newRow("404") << openai << 404
                             << QByteArray("{\"error\":{\"message\":\"The model `gpt-9` does not "
                                           "exist\",\"code\":\"model_not_found\"}}")
                             << "model_not_found" << false;
        QTest::newRow("context")
            << openai << 400
            << QByteArray("{\"error\":{\"message\":\"This model's maximum context length is 128000 "
                          "tokens.\",\"code\":\"context_length_exceeded\"}}")
            << "context_too_long" << false;
        QTest::newRow("anthropic context")
            << anthropic << 400
            << QByteArray("{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
                          "\"message\":\"prompt is too long: 210000 tokens > 200000 maximum\"}}")
            << "context_too_long" << false;
        QTest::newRow("429 rate")
            << openai << 429
            << QByteArray("{\"error\":{\"message\":\"Rate limit "
                          "reached\",\"type\":\"requests\",\"code\":\"rate_limit_exceeded\"}}")
            << "rate_limited" << true;
        QTest::newRow("429 quota")
            << openai << 429
            << QByteArray(
                   "{\"error\":{\"message\":\"You exceeded your current "
                   "quota\",\"type\":\"insufficient_quota\",\"code\":\"insufficient_quota\"}}")
            << "quota_exhausted" << false;
        QTest::newRow("anthropic spend cap")
            << anthropic << 429
            << QByteArray("{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\","
                          "\"message\":\"spend "
                          "limit\",\"details\":{\"error_code\":\"enforced_spend_limit_reached\"}}}")
            << "quota_exhausted" << false;
        QTest::newRow("anthropic credit")
            << anthropic << 400
            << QByteArray("{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
                          "\"message\":\"Your credit balance is too low\"}}")
            << "quota_exhausted" << false;
        QTest::newRow("gemini per-minute")
            << gemini << 429
            << QByteArray("{\"error\":{\"code\":429,\"message\":\"quota\",\"status\":\"RESOURCE_"
                          "EXHAUSTED\",\"details\":[{\"@type\":\"type.googleapis.com/"
                          "google.rpc.RetryInfo\",\"retryDelay\":\"37s\"}]}}")
            << "rate_limited" << true;
        QTest::newRow("gemini daily") << gemini << 429
                                      << QByteArray("{\"error\":{\"code\":429,\"message\":"
                                                    "\"quota\",\"status\":\"RESOURCE_EXHAUSTED\"}}")
                                      << "quota_exhausted" << false;
        QTest::newRow("openrouter 402")
            << openai << 402
            << QByteArray("{\"error\":{\"code\":402,\"message\":\"Insufficient credits\"}}")
            << "quota_exhausted" << false;
        QTest::newRow("408") << openai << 408 << QByteArray() << "timeout" << true;
        QTest::newRow("409") << openai << 409 << QByteArray() << "server_error" << true;
        QTest::newRow("500") << openai << 500 << QByteArray("<html>oops</html>") << "server_error"
                             << true;
        QTest::newRow("501") << openai << 501 << QByteArray() << "server_error" << false;
        QTest::newRow("502") << ollama << 502 << QByteArray("{\"error\":\"bad gateway\"}")
                             << "server_error" << true;
        QTest::newRow("529") << anthropic << 529
                             << QByteArray("{\"type\":\"error\",\"error\":{\"type\":\"overloaded_"
                                           "error\",\"message\":\"Overloaded\"}}")
                             << "server_error" << true;
        QTest::newRow("mistral 400")
            << openai << 400
            << QByteArray(
                   "{\"object\":\"error\",\"message\":\"Tool call id was call_abc but must be a-z, "
                   "A-Z, 0-9, with a length of 9.\",\"type\":\"invalid_request_error\"}")
            << "invalid_request" << false;
    }

    void errorClassification()
    {
        QFETCH(int, protocol);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, code);
        QFETCH(bool, retryable);
        auto format = LlmWireFormat::create(WireProtocol(protocol));
        const LlmError error = LlmWireFormat::classify(status, format->parseError(body), "Prov");
        QCOMPARE(error.codeName(), code);
        QCOMPARE(error.retryable, retryable);
        QCOMPARE(error.httpStatus, status);
        QVERIFY(error.message.contains(QString::number(status)));
        if (code == "authentication_failed") // such messages quote parts of the key
            QVERIFY(error.providerMessage.isEmpty());
    }

    void geminiRetryInfoDelay()
    {
        auto format = LlmWireFormat::create(WireProtocol::Gemini);
        const auto info = format->parseError(
            "{\"error\":{\"code\":429,\"status\":\"RESOURCE_EXHAUSTED\",\"details\":[{\"@type\":"
            "\"type.googleapis.com/google.rpc.RetryInfo\",\"retryDelay\":\"1.5s\"}]}}");
        QVERIFY(info.hasRetryInfo);
        QCOMPARE(info.retryDelayMs, 1500);
    }

    void retryAfterHeaders()
    {
        const QDateTime now(QDate(2015, 10, 21), QTime(7, 27, 30), QTimeZone::utc());
        using H = RetryTiming::Headers;
        QCOMPARE(
            RetryTiming::serverDelayMs(H{{"Retry-After-Ms", "250"}, {"retry-after", "9"}}, now),
            250);
        QCOMPARE(RetryTiming::serverDelayMs(H{{"retry-after", "2"}}, now), 2000);
        QCOMPARE(RetryTiming::serverDelayMs(H{{"retry-after", "1.5"}}, now), 1500);
        QCOMPARE(
            RetryTiming::serverDelayMs(H{{"retry-after", "Wed, 21 Oct 2015 07:28:00 GMT"}}, now),
            30000);
        QCOMPARE(
            RetryTiming::serverDelayMs(H{{"retry-after", "Wed, 21 Oct 2015 07:00:00 GMT"}}, now),
            0);
        QVERIFY(!RetryTiming::serverDelayMs(H{{"retry-after", "soon"}}, now));
        QVERIFY(!RetryTiming::serverDelayMs(H{}, now));
        QCOMPARE(RetryTiming::shouldRetry(H{{"x-should-retry", "false"}}),
                 std::optional<bool>(false));
        QCOMPARE(RetryTiming::shouldRetry(H{{"X-Should-Retry", "true"}}),
                 std::optional<bool>(true));
        QVERIFY(!RetryTiming::shouldRetry(H{}));
    }

    void backoffGrowsWithJitterAndCap()
    {
        LlmCallPolicy policy;
        policy.retryBaseDelayMs = 100;
        policy.retryMaxDelayMs = 350;
        for (int i = 0; i < 50; ++i) {
            const int first = RetryTiming::backoffMs(1, policy);
            const int second = RetryTiming::backoffMs(2, policy);
            const int capped = RetryTiming::backoffMs(6, policy);
            QVERIFY(first >= 75 && first <= 100);
            QVERIFY(second >= 150 && second <= 200);
            QVERIFY(capped >= 262 && capped <= 350);
        }
    }

    void mistralIds()
    {
        const QRegularExpression valid("^[a-zA-Z0-9]{9}$");
        QCOMPARE(OpenAiChatFormat::shortToolCallId("abcDEF123"), QString("abcDEF123"));
        const QString mapped = OpenAiChatFormat::shortToolCallId("call_Q1xyzLONGER_than_nine");
        QVERIFY(valid.match(mapped).hasMatch());
        QCOMPARE(OpenAiChatFormat::shortToolCallId("call_Q1xyzLONGER_than_nine"), mapped); // stable
        QVERIFY(OpenAiChatFormat::shortToolCallId("toolu_01") != mapped);
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmParsers)
#include "tst_llmparsers.moc"
