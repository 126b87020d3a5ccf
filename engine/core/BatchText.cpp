#include "core/BatchText.h"

#include "core/TextExport.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace nelumbo {

namespace {
void appendInteger(QByteArray& out, qint64 v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr - buf);
}

// Per byte: 1 when a CSV field holding it is quoted, 2 when it starts a UTF-8 sequence
// (checked once per field), 0 otherwise. One pass over the field decides both.
struct CsvClasses
{
    uchar c[256] = {};
    constexpr CsvClasses()
    {
        c[uchar(',')] = c[uchar('"')] = c[uchar('\n')] = c[uchar('\r')] = 1;
        for (int i = 0x80; i < 0x100; ++i)
            c[i] = 2;
    }
};
constexpr CsvClasses kCsv;

bool validUtf8(QByteArrayView bytes);

// Appends text as a CSV field; false (nothing appended) when it is not valid UTF-8.
bool appendCsvText(QByteArray& out, QByteArrayView text)
{
    if (text.isEmpty())
        return true;
    uchar seen = 0;
    for (const char ch : text)
        seen |= kCsv.c[uchar(ch)];
    if ((seen & 2) && !validUtf8(text))
        return false;
    if (!(seen & 1) && text.front() != ' ' && text.back() != ' ') {
        out.append(text);
        return true;
    }
    out.append('"');
    const char* run = text.data();
    const char* end = run + text.size();
    while (const char* quote = static_cast<const char*>(std::memchr(run, '"', size_t(end - run)))) {
        out.append(run, quote + 1 - run); // the quote, then its double
        out.append('"');
        run = quote + 1;
    }
    out.append(run, end - run);
    out.append('"');
    return true;
}

// As QJsonDocument escapes a string.
void appendJsonString(QByteArray& out, QByteArrayView utf8)
{
    static const char hex[] = "0123456789abcdef";
    out.append('"');
    const char* run = utf8.data();
    const char* end = utf8.data() + utf8.size();
    for (const char* p = run; p != end; ++p) {
        const uchar c = uchar(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(run, p - run);
        run = p + 1;
        out.append('\\');
        switch (c) {
        case '"':
            out.append('"');
            break;
        case '\\':
            out.append('\\');
            break;
        case '\b':
            out.append('b');
            break;
        case '\f':
            out.append('f');
            break;
        case '\n':
            out.append('n');
            break;
        case '\r':
            out.append('r');
            break;
        case '\t':
            out.append('t');
            break;
        default: {
            const char u[] = {'u', '0', '0', hex[c >> 4], hex[c & 0xf]};
            out.append(u, sizeof u);
        }
        }
    }
    out.append(run, end - run);
    out.append('"');
}

bool validUtf8(QByteArrayView bytes)
{
    for (const char c : bytes)
        if (uchar(c) >= 0x80)
            return QString::fromUtf8(bytes).toUtf8() == bytes;
    return true;
}

// Whether an exact number's text is a number in JSON's grammar (not NaN, Infinity, ".5").
bool jsonNumber(QByteArrayView t)
{
    qsizetype i = 0;
    const qsizetype n = t.size();
    auto digits = [&] {
        const qsizetype start = i;
        while (i < n && t[i] >= '0' && t[i] <= '9')
            ++i;
        return i - start;
    };
    if (i < n && t[i] == '-')
        ++i;
    const qsizetype whole = digits();
    if (whole == 0 || (whole > 1 && t[i - whole] == '0'))
        return false;
    if (i < n && t[i] == '.') {
        ++i;
        if (digits() == 0)
            return false;
    }
    if (i < n && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < n && (t[i] == '+' || t[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == n;
}

// %!.15g as SQLite's printf computed it before 3.43, for batches without a writer of their
// own: the digits come from long double arithmetic with a rounder added first, not from an
// exact conversion, so about one real in a few hundred differs from glibc's %.15g. Always a
// decimal point ("7919.0", "1.0e+20"), no sign on zero. value is finite.
int digits15(char* buf, double value)
{
    using Long = long double;
    char* p = buf;
    Long real = value;
    if (real < 0) {
        real = -real;
        *p++ = '-';
    }
    int precision = 14; // %g's 15 significant digits, less the one before the point
    Long rounder = 5.0e-05;
    rounder *= 1.0e-10;
    int exp = 0;
    if (real > 0) {
        Long scale = 1.0;
        while (real >= 1e100 * scale && exp <= 350) {
            scale *= 1e100;
            exp += 100;
        }
        while (real >= 1e10 * scale && exp <= 350) {
            scale *= 1e10;
            exp += 10;
        }
        while (real >= 10.0 * scale && exp <= 350) {
            scale *= 10.0;
            exp++;
        }
        real /= scale;
        while (real < 1e-8) {
            real *= 1.0e8;
            exp -= 8;
        }
        while (real < 1.0) {
            real *= 10.0;
            exp--;
        }
    }
    real += rounder;
    if (real >= 10.0) {
        real *= 0.1;
        exp++;
    }
    const bool exponent = exp < -4 || exp > precision;
    int e2 = exponent ? 0 : exp;
    if (!exponent)
        precision -= exp;
    int significant = 26; // digits taken from the long double before zeros follow
    auto digit = [&real, &significant]() -> char {
        if (significant <= 0)
            return '0';
        --significant;
        const int d = int(real);
        real = (real - Long(d)) * 10.0;
        return char('0' + d);
    };
    if (e2 < 0) {
        *p++ = '0';
    } else {
        for (; e2 >= 0; e2--)
            *p++ = digit();
    }
    *p++ = '.';
    for (e2++; e2 < 0; precision--, e2++)
        *p++ = '0';
    while (precision-- > 0)
        *p++ = digit();
    while (p[-1] == '0')
        --p;
    if (p[-1] == '.')
        *p++ = '0';
    if (exponent) {
        *p++ = 'e';
        if (exp < 0) {
            *p++ = '-';
            exp = -exp;
        } else {
            *p++ = '+';
        }
        if (exp >= 100) {
            *p++ = char('0' + exp / 100);
            exp %= 100;
        }
        *p++ = char('0' + exp / 10);
        *p++ = char('0' + exp % 10);
    }
    return int(p - buf);
}
} // namespace

void BatchText::appendReal(QByteArray& out, double value, RowBatch::RealFormat format)
{
    if (!std::isfinite(value) || format == RowBatch::RealFormat::Shortest) {
        out.append(TextExport::plain(QVariant(value)).toLatin1());
        return;
    }
    char buf[48];
    out.append(buf, digits15(buf, value));
}

void BatchText::appendReal(QByteArray& out, double value, const RowBatch& batch)
{
    // The writer's own words for infinities too (sqlite3 writes Inf).
    if (const RowBatch::RealWriter writer = batch.realWriter()) {
        char buf[64];
        out.append(buf, writer(buf, value));
        return;
    }
    appendReal(out, value, batch.realFormat());
}

QString BatchText::plain(const RowBatch& batch, int row, int column)
{
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Null:
        return {};
    case RowBatch::Kind::Integer:
        return QString::number(batch.integer(row, column));
    case RowBatch::Kind::Real: {
        QByteArray text;
        appendReal(text, batch.real(row, column), batch);
        return QString::fromLatin1(text);
    }
    case RowBatch::Kind::Text:
    case RowBatch::Kind::Number:
        return QString::fromUtf8(batch.bytes(row, column));
    default:
        return TextExport::plain(batch.value(row, column));
    }
}

void BatchText::appendCsvField(QByteArray& out, const RowBatch& batch, int row, int column)
{
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Null:
        return;
    case RowBatch::Kind::Integer:
        appendInteger(out, batch.integer(row, column));
        return;
    case RowBatch::Kind::Real:
        appendReal(out, batch.real(row, column), batch);
        return;
    case RowBatch::Kind::Text:
    case RowBatch::Kind::Number:
        if (appendCsvText(out, batch.bytes(row, column)))
            return;
        break;
    default:
        break;
    }
    out.append(TextExport::csvField(batch.value(row, column)).toUtf8());
}

void BatchText::appendJsonText(QByteArray& out, const RowBatch& batch, int row, int column)
{
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Null:
        out.append("null", 4);
        return;
    case RowBatch::Kind::Integer:
        appendInteger(out, batch.integer(row, column));
        return;
    case RowBatch::Kind::Real: {
        const double d = batch.real(row, column);
        if (!std::isfinite(d)) {
            out.append('"');
            out.append(TextExport::plain(QVariant(d)).toLatin1());
            out.append('"');
        } else {
            appendReal(out, d, batch);
        }
        return;
    }
    case RowBatch::Kind::Bool:
        out.append(batch.boolean(row, column) ? QByteArrayView("true") : QByteArrayView("false"));
        return;
    case RowBatch::Kind::Text:
        if (validUtf8(batch.bytes(row, column))) {
            appendJsonString(out, batch.bytes(row, column));
            return;
        }
        break;
    case RowBatch::Kind::Number:
        if (jsonNumber(batch.bytes(row, column))) {
            out.append(batch.bytes(row, column));
            return;
        }
        break;
    default:
        break;
    }
    out.append(TextExport::jsonText(batch.value(row, column)).toUtf8());
}

bool BatchText::isNumber(const RowBatch& batch, int row, int column)
{
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Integer:
    case RowBatch::Kind::Real:
    case RowBatch::Kind::Number:
        return true;
    case RowBatch::Kind::Other:
        return TextExport::isNumber(batch.value(row, column));
    default:
        return false;
    }
}

} // namespace nelumbo
