#pragma once

#include <QByteArray>
#include <QString>
#include <QVariant>

namespace nelumbo {

// One result cell as the value viewer shows it: what it is, and a bounded text to show.
struct InspectedValue
{
    enum class Kind
    {
        Null,
        Text,
        Json,
        Xml,
        Binary,
        Image
    };
    Kind kind = Kind::Null;
    // What to show: the text, JSON or XML pretty-printed, or a hex dump. At most the limit
    // given to inspect(); truncated says whether more was there.
    QString shown;
    bool truncated = false;
    // The whole value as saved to a file: UTF-8 for text, the bytes for binary.
    QByteArray raw;
    // For Kind::Image: "png", "jpeg", "gif" or "svg".
    QByteArray imageFormat;
    // Characters for text, bytes for binary.
    qint64 size = 0;
};

// Decides how a cell's value is best shown. Pure and thread-safe, so that a large value can
// be looked at away from the interface thread.
class ValueInspector
{
public:
    static constexpr qsizetype kDefaultShownChars = 1 << 20;
    static constexpr qsizetype kDefaultHexBytes = 64 * 1024;

    static InspectedValue inspect(const QVariant& value,
                                  qsizetype maxShownChars = kDefaultShownChars,
                                  qsizetype maxHexBytes = kDefaultHexBytes);

    // "png", "jpeg", "gif", "svg" when the bytes start like one of those pictures.
    static QByteArray imageFormat(const QByteArray& bytes);
    // Sixteen bytes a line: offset, hex, and the printable ASCII beside them.
    static QString hexDump(const QByteArray& bytes, qsizetype maxBytes);
    // Indented JSON when text is a JSON object or array, else a null string.
    static QString prettyJson(const QString& text);
    // Indented XML when text is a well-formed XML document, else a null string.
    static QString prettyXml(const QString& text);
};

} // namespace nelumbo
