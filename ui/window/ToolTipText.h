#pragma once

#include <QString>
#include <QTextDocument>

namespace nelumbo {

// A tooltip for text a database or a model wrote. Qt shows a tooltip that looks like HTML as
// HTML, so a name such as "<img src=…>" or "<h1>Paid</h1>" would be rendered; this makes it
// HTML that says the text literally, line breaks kept.
inline QString plainToolTip(const QString& text)
{
    if (text.isEmpty())
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

} // namespace nelumbo
