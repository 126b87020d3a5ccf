// Invariant: formatting changes only white space and the case of keywords. The tokens before
// and after (read by the tokenizer, independently of the formatter) are the same, and
// formatting formatted text changes nothing.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlTokenizer.h"

using namespace nelumbo;

namespace {

// As the databases read names: ASCII letters, digits, _ and $, and every character outside
// ASCII (a no-break space or a combining mark included); white space is ASCII only.
bool isWordChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
           c == u'_' || c == u'$' || c.unicode() >= 0x80;
}

bool isSpace(QChar c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

// Code cut into words and single other characters, white space dropped; every other token
// whole, with whether it ends.
QStringList lexemes(const QString& text, const SqlDialect& dialect, bool foldCase)
{
    QStringList out;
    for (const SqlToken& token : SqlTokenizer::tokenize(text, dialect)) {
        if (token.kind != SqlToken::Code) {
            // White space that ends a line comment is the line's, which layout may trim.
            const bool lineComment =
                token.kind == SqlToken::Comment && !token.text.startsWith(QLatin1String("/*"));
            const QString kept = lineComment ? token.text.trimmed() : token.text;
            out << QString::number(int(token.kind)) + (token.terminated ? u'+' : u'-') + kept;
            continue;
        }
        const QString& code = token.text;
        for (qsizetype i = 0; i < code.size();) {
            if (isSpace(code.at(i))) {
                ++i;
                continue;
            }
            qsizetype end = i + 1;
            if (isWordChar(code.at(i)))
                while (end < code.size() && isWordChar(code.at(end)))
                    ++end;
            const QString word = code.mid(i, end - i);
            out << (foldCase ? word.toUpper() : word);
            i = end;
        }
    }
    return out;
}

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const auto* language = dynamic_cast<const SqlLanguage*>(&fuzz::language(input.byte()));
    if (!language)
        return 0; // a language without a SQL formatter
    FormatOptions options;
    options.keywordCase = FormatOptions::KeywordCase(input.byte() % 3);
    const QString text = QString::fromUtf8(input.rest());
    const Result<QString> formatted = language->format(text, options);
    if (!formatted)
        return 0;
    const bool fold = options.keywordCase != FormatOptions::KeywordCase::Keep;
    const QString detail =
        language->id() + u'\n' + text + QStringLiteral("\n=>\n") + formatted.value();
    fuzz::check(lexemes(text, language->dialect(), fold) ==
                    lexemes(formatted.value(), language->dialect(), fold),
                "formatting never changes the tokens", detail);
    const Result<QString> again = language->format(formatted.value(), options);
    fuzz::check(again.ok() && again.value() == formatted.value(),
                "formatting formatted text changes nothing",
                detail + QStringLiteral("\n=>\n") + (again ? again.value() : QString()));
    return 0;
}

const fuzz::Registration registration("format_tokens", fuzzOne);

} // namespace
