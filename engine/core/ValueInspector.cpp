#include "core/ValueInspector.h"

#include "core/TextExport.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace nelumbo {

namespace {

// Control bytes other than tab, line ends and form feed mean data, not a document.
bool hasControlBytes(const QByteArray& bytes)
{
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f') || b == 0x7f)
            return true;
    }
    return false;
}

bool startsWithSvg(QStringView text)
{
    const QStringView head = text.left(2048).trimmed();
    return head.startsWith(QLatin1Char('<')) && head.contains(QLatin1String("<svg"));
}

// Re-indents valid JSON token by token, so that key order and numbers stay exactly as stored
// (QJsonDocument would sort the keys and round big integers).
QString reindentJson(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 4);
    int depth = 0;
    const auto newline = [&out, &depth] {
        out += QLatin1Char('\n');
        out += QString(depth * 2, QLatin1Char(' '));
    };
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        switch (c.unicode()) {
        case '"': {
            const qsizetype start = i++;
            while (i < n && text[i] != QLatin1Char('"'))
                i += text[i] == QLatin1Char('\\') ? 2 : 1;
            out += text.mid(start, qMin(i, n - 1) - start + 1);
            break;
        }
        case '{':
        case '[': {
            qsizetype next = i + 1;
            while (next < n && text[next].isSpace())
                ++next;
            const QChar close = c == QLatin1Char('{') ? QLatin1Char('}') : QLatin1Char(']');
            out += c;
            if (next < n && text[next] == close) { // an empty object or array stays on its line
                out += close;
                i = next;
            } else {
                ++depth;
                newline();
            }
            break;
        }
        case '}':
        case ']':
            --depth;
            newline();
            out += c;
            break;
        case ',':
            out += c;
            newline();
            break;
        case ':':
            out += QLatin1String(": ");
            break;
        default:
            if (!c.isSpace())
                out += c;
        }
    }
    return out;
}

} // namespace

QByteArray ValueInspector::imageFormat(const QByteArray& bytes)
{
    if (bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return QByteArrayLiteral("png");
    if (bytes.startsWith("\xff\xd8\xff"))
        return QByteArrayLiteral("jpeg");
    if (bytes.startsWith("GIF87a") || bytes.startsWith("GIF89a"))
        return QByteArrayLiteral("gif");
    if (startsWithSvg(QString::fromUtf8(bytes.left(2048))))
        return QByteArrayLiteral("svg");
    return {};
}

QString ValueInspector::hexDump(const QByteArray& bytes, qsizetype maxBytes)
{
    const qsizetype n = qMin(bytes.size(), maxBytes);
    QString out;
    out.reserve((n / 16 + 1) * 80);
    static constexpr char kDigits[] = "0123456789abcdef";
    for (qsizetype line = 0; line < n; line += 16) {
        out += QStringLiteral("%1  ").arg(line, 8, 16, QLatin1Char('0'));
        QString ascii;
        for (qsizetype i = line; i < line + 16; ++i) {
            if (i < n) {
                const auto b = static_cast<unsigned char>(bytes[i]);
                out += QLatin1Char(kDigits[b >> 4]);
                out += QLatin1Char(kDigits[b & 0xf]);
                out += QLatin1Char(' ');
                ascii += b >= 0x20 && b < 0x7f ? QLatin1Char(char(b)) : QLatin1Char('.');
            } else {
                out += QLatin1String("   ");
            }
            if (i == line + 7)
                out += QLatin1Char(' ');
        }
        out += QLatin1String(" |") + ascii + QLatin1String("|\n");
    }
    return out;
}

QString ValueInspector::prettyJson(const QString& text)
{
    const QStringView trimmed = QStringView(text).trimmed();
    if (!trimmed.startsWith(QLatin1Char('{')) && !trimmed.startsWith(QLatin1Char('[')))
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || doc.isNull())
        return {};
    return reindentJson(trimmed);
}

QString ValueInspector::prettyXml(const QString& text)
{
    if (!QStringView(text).trimmed().startsWith(QLatin1Char('<')))
        return {};
    QXmlStreamReader reader(text);
    QString out;
    QXmlStreamWriter writer(&out);
    writer.setAutoFormatting(true);
    writer.setAutoFormattingIndent(2);
    bool sawElement = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.hasError())
            return {};
        if (reader.isCharacters() && reader.isWhitespace())
            continue; // the writer indents by itself
        if (reader.isStartElement())
            sawElement = true;
        if (reader.tokenType() != QXmlStreamReader::StartDocument ||
            !reader.documentVersion().isEmpty())
            writer.writeCurrentToken(reader);
    }
    return sawElement ? out.trimmed() : QString();
}

InspectedValue ValueInspector::inspect(const QVariant& value, qsizetype maxShownChars,
                                       qsizetype maxHexBytes)
{
    InspectedValue result;
    if (value.isNull())
        return result;

    QString text;
    if (value.typeId() == QMetaType::QByteArray) {
        const QByteArray bytes = value.toByteArray();
        result.raw = bytes;
        result.size = bytes.size();
        result.imageFormat = imageFormat(bytes);
        if (!result.imageFormat.isEmpty() && result.imageFormat != "svg") {
            result.kind = InspectedValue::Kind::Image;
            result.shown = hexDump(bytes, maxHexBytes);
            result.truncated = bytes.size() > maxHexBytes;
            return result;
        }
        // A blob that holds UTF-8 text (JSON, XML, a document) is shown as that text.
        QStringDecoder decode(QStringDecoder::Utf8);
        text = decode(bytes);
        if (decode.hasError() || hasControlBytes(bytes)) {
            result.kind = InspectedValue::Kind::Binary;
            result.shown = hexDump(bytes, maxHexBytes);
            result.truncated = bytes.size() > maxHexBytes;
            return result;
        }
    } else {
        text = TextExport::plain(value);
        result.raw = text.toUtf8();
        result.size = text.size();
    }

    QString shown;
    if (startsWithSvg(text)) {
        result.kind = InspectedValue::Kind::Image;
        result.imageFormat = QByteArrayLiteral("svg");
        shown = prettyXml(text);
    } else if (QString json = prettyJson(text); !json.isNull()) {
        result.kind = InspectedValue::Kind::Json;
        shown = std::move(json);
    } else if (QString xml = prettyXml(text); !xml.isNull()) {
        result.kind = InspectedValue::Kind::Xml;
        shown = std::move(xml);
    } else {
        result.kind = InspectedValue::Kind::Text;
    }
    if (shown.isNull())
        shown = text;
    result.truncated = shown.size() > maxShownChars;
    result.shown = result.truncated ? shown.left(maxShownChars) : shown;
    return result;
}

} // namespace nelumbo
