#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QRegularExpression>
#include <QString>

namespace nelumbo {

// An action's text for a tooltip: without its accelerator, whether marked inside the word
// ("&File") or after it, as Japanese and Chinese write it ("ファイル(&F)").
inline QString withoutAccelerator(const QString& text)
{
    static const QRegularExpression trailing(QStringLiteral("\\s*\\(&[^&\\s]\\)"));
    const QString rest = QString(text).remove(trailing);
    QString plain;
    plain.reserve(rest.size());
    for (qsizetype i = 0; i < rest.size(); ++i) {
        if (rest[i] == QLatin1Char('&')) {
            if (i + 1 < rest.size() && rest[i + 1] == QLatin1Char('&'))
                plain += rest[++i]; // "&&" is a literal ampersand
            continue;
        }
        plain += rest[i];
    }
    return plain;
}

struct ActionText
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ActionText)
};

// The tooltip of an action with a shortcut: what it does, then its keys.
inline QString toolTipWithShortcut(const QString& text, const QKeySequence& key)
{
    //: A tooltip: %1 is what an action does, %2 its keyboard shortcut
    return ActionText::tr("%1 (%2)").arg(withoutAccelerator(text),
                                         key.toString(QKeySequence::NativeText));
}

} // namespace nelumbo
