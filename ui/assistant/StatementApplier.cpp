#include "assistant/StatementApplier.h"

#include "ai/VariableNormaliser.h"
#include "assistant/DiffDialog.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/VariableForm.h"

#include <QWidget>

namespace nelumbo {

namespace {

// The editor writes LF line ends (QueryEditor's EOL mode).
QString withLf(const QString& text)
{
    QString out = text;
    out.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    out.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return out;
}

// A statement as runs see it: no surrounding space, no final ';'.
QString statementCore(const QString& text)
{
    QString out = text.trimmed();
    while (out.endsWith(QLatin1Char(';')))
        out = out.chopped(1).trimmed();
    return out;
}

int bytes(const QString& text, qsizetype chars)
{
    return int(QStringView(text).left(chars).toUtf8().size());
}

// What the input for a variable looks like: "select, 3 options, label “Genre”, default “Rock”".
QString describe(const VariableDefinition& d)
{
    const QString type = VariableDefinition::typeName(d.type);
    QStringList parts;
    if (d.widget == VariableDefinition::Widget::Select)
        parts << (d.list ? StatementApplier::tr("multi-select") : StatementApplier::tr("select"));
    else if (d.list)
        //: %1 is a variable type keyword: text, number or date
        parts << StatementApplier::tr("list of %1 values").arg(type);
    else
        //: %1 is a variable type keyword: text, number or date
        parts << StatementApplier::tr("%1 input").arg(type);
    if (d.widget == VariableDefinition::Widget::Select) {
        if (d.optionSource() == VariableDefinition::OptionSource::Query)
            parts << StatementApplier::tr("options from a query");
        else
            parts << StatementApplier::tr("%Ln options", nullptr, int(d.staticOptions.size()));
    }
    if (!d.label.isEmpty())
        //: %1 is the label a variable's input shows
        parts << StatementApplier::tr("label “%1”").arg(d.label);
    return parts.join(QStringLiteral(", "));
}

bool sameInput(const VariableDefinition& a, const VariableDefinition& b)
{
    return a.type == b.type && a.widget == b.widget && a.list == b.list && a.label == b.label &&
           a.staticOptions == b.staticOptions && a.optionsQuery == b.optionsQuery;
}

// A default as the form shows it (list items trimmed, as VariableForm::applyDefaults sets them).
QString defaultText(const VariableDefinition& d)
{
    if (!d.list)
        return *d.defaultValue;
    QStringList items;
    for (const QString& item : d.defaultValue->split(QLatin1Char(',')))
        if (!item.trimmed().isEmpty())
            items << item.trimmed();
    return items.join(QStringLiteral(", "));
}

QString valueText(const QVariant& value)
{
    return value.typeId() == QMetaType::QStringList
               ? value.toStringList().join(QStringLiteral(", "))
               : value.toString();
}

} // namespace

StatementApplier::StatementApplier(QWidget* window)
    : QObject(window)
    , m_window(window)
{}

DiffDialog* StatementApplier::dialog() const
{
    return m_dialog;
}

void StatementApplier::apply(EditorTab* tab, const QString& statement, const QJsonArray& variables,
                             bool replace)
{
    if (!tab)
        return;
    const QString body = withLf(statement);
    const QList<VariableDefinition> definitions =
        VariableNormaliser::normalise(variables, body).definitions;
    if (!replace) {
        insertStatement(tab, body, definitions);
        tab->editor()->setFocus();
        Q_EMIT applied(tab);
        return;
    }
    QString after = body;
    bool automaticFix = false;
    if (m_targetTab == tab) {
        // A fix or rewrite replaces just its statement when the editor holds others too.
        const QString text = tab->editor()->text();
        const StatementRange r = m_targetRange;
        if (r.end <= text.size() && text.mid(r.begin, r.length()) == m_targetText &&
            !tab->editor()->language().isBlank(QString(text.left(r.begin) + text.mid(r.end))))
            after = text.left(r.begin) + statementCore(body) + text.mid(r.end);
        automaticFix = m_targetIsAutoFix;
        m_targetTab = nullptr;
    }
    showDiff(tab, after, definitions, automaticFix ? statementCore(body) : QString());
}

void StatementApplier::expectFix(EditorTab* tab, bool automatic)
{
    expectReplacement(tab, tab ? tab->lastFailure().range : StatementRange{},
                      tab ? tab->lastFailure().statement : QString());
    m_targetIsAutoFix = automatic;
}

void StatementApplier::expectReplacement(EditorTab* tab, const StatementRange& range,
                                         const QString& original)
{
    m_targetTab = tab;
    m_targetIsAutoFix = false;
    m_targetText = original;
    m_targetRange = range;
}

EditorTab* StatementApplier::target() const
{
    return m_targetTab;
}

bool StatementApplier::mayAutoFix(const EditorTab* tab) const
{
    const QString failed = statementCore(tab->lastFailure().statement);
    return !failed.isEmpty() && failed != m_autoFixed.value(tab);
}

void StatementApplier::showDiff(EditorTab* tab, const QString& after,
                                const QList<VariableDefinition>& definitions,
                                const QString& automaticFix)
{
    if (DiffDialog* old = m_dialog) {
        m_dialog = nullptr;
        old->reject(); // a newer statement supersedes it
    }
    auto* dialog =
        new DiffDialog(tab->editor()->text(), after, variableChanges(tab, definitions), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    const QPointer<EditorTab> guard(tab);
    connect(dialog, &QDialog::accepted, this,
            [this, guard, dialog, after, definitions, automaticFix] {
                if (m_dialog == dialog)
                    m_dialog = nullptr;
                if (!guard)
                    return;
                if (guard->editor()->text() != dialog->before()) {
                    // The text changed meanwhile: show the difference again.
                    showDiff(guard, after, definitions, automaticFix);
                    return;
                }
                if (!automaticFix.isEmpty()) {
                    const QObject* key = guard.data();
                    if (!m_autoFixed.contains(key))
                        connect(guard, &QObject::destroyed, this,
                                [this, key] { m_autoFixed.remove(key); });
                    m_autoFixed.insert(key, automaticFix);
                }
                if (dialog->diff().isIdentical())
                    applyVariables(guard, definitions);
                else
                    replaceText(guard, after, definitions);
                guard->editor()->setFocus();
                Q_EMIT applied(guard);
            });
    connect(dialog, &QDialog::rejected, this, [this, dialog] {
        if (m_dialog == dialog)
            m_dialog = nullptr;
    });
    dialog->open();
}

void StatementApplier::replaceText(EditorTab* tab, const QString& text,
                                   const QList<VariableDefinition>& definitions)
{
    QueryEditor* editor = tab->editor();
    const QString old = editor->text();
    const QString now = withLf(text);
    qsizetype head = 0;
    while (head < old.size() && head < now.size() && old.at(head) == now.at(head))
        ++head;
    if (head > 0 && old.at(head - 1).isHighSurrogate())
        --head;
    qsizetype tail = 0;
    while (tail < old.size() - head && tail < now.size() - head &&
           old.at(old.size() - 1 - tail) == now.at(now.size() - 1 - tail))
        ++tail;
    if (tail > 0 && old.at(old.size() - tail).isLowSurrogate())
        --tail;
    const int from = bytes(old, head);
    const int to = bytes(old, old.size() - tail);
    const QByteArray inserted = now.mid(head, now.size() - head - tail).toUtf8();
    if (from != to || !inserted.isEmpty()) {
        editor->beginUndoAction();
        editor->SendScintilla(QsciScintilla::SCI_SETTARGETSTART, from);
        editor->SendScintilla(QsciScintilla::SCI_SETTARGETEND, to);
        editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, inserted.size(),
                              inserted.constData());
        editor->endUndoAction();
        editor->SendScintilla(QsciScintilla::SCI_GOTOPOS, from + int(inserted.size()));
    }
    applyVariables(tab, definitions);
}

void StatementApplier::insertStatement(EditorTab* tab, const QString& statement,
                                       const QList<VariableDefinition>& definitions)
{
    QueryEditor* editor = tab->editor();
    const QString all = editor->text();
    const qsizetype cursor = editor->cursorCharOffset();
    QString body = withLf(statement).trimmed();
    const QueryLanguage& language = editor->language();
    const bool othersBefore = !language.isBlank(QStringView(all).left(cursor));
    const bool othersAfter = !language.isBlank(QStringView(all).mid(cursor));
    if ((othersBefore || othersAfter) && !body.endsWith(QLatin1Char(';')))
        body += QLatin1Char(';');

    // Its own lines: break the cursor's line before and after when they hold text.
    const qsizetype lineStart =
        cursor == 0 ? 0 : all.lastIndexOf(QLatin1Char('\n'), cursor - 1) + 1;
    qsizetype lineEnd = all.indexOf(QLatin1Char('\n'), cursor);
    if (lineEnd < 0)
        lineEnd = all.size();
    const QString before = QStringView(all).mid(lineStart, cursor - lineStart).trimmed().isEmpty()
                               ? QString()
                               : QStringLiteral("\n");
    const QString after = QStringView(all).mid(cursor, lineEnd - cursor).trimmed().isEmpty()
                              ? QString()
                              : QStringLiteral("\n");

    // A statement ending right before the cursor without ';' would swallow ours.
    qsizetype terminateAt = -1;
    if (othersBefore) {
        for (const StatementRange& r : language.split(all)) {
            if (r.begin >= cursor)
                break;
            terminateAt =
                r.end <= cursor &&
                        !QStringView(all).mid(r.end, cursor - r.end).contains(QLatin1Char(';'))
                    ? r.end
                    : -1;
        }
    }

    const QByteArray text = (before + body + after).toUtf8();
    int at = bytes(all, cursor);
    editor->beginUndoAction();
    if (terminateAt >= 0) {
        editor->SendScintilla(QsciScintilla::SCI_INSERTTEXT, bytes(all, terminateAt), ";");
        ++at;
    }
    editor->SendScintilla(QsciScintilla::SCI_INSERTTEXT, at, text.constData());
    editor->endUndoAction();
    editor->SendScintilla(QsciScintilla::SCI_GOTOPOS, at + int((before + body).toUtf8().size()));
    applyVariables(tab, definitions);
}

void StatementApplier::applyVariables(EditorTab* tab, const QList<VariableDefinition>& definitions)
{
    QList<VariableDefinition> merged;
    for (const VariableDefinition& d : tab->variableDefinitions()) {
        const bool replaced =
            std::any_of(definitions.cbegin(), definitions.cend(),
                        [&d](const VariableDefinition& g) { return g.name == d.name; });
        if (!replaced)
            merged << d;
    }
    merged << definitions;
    tab->setVariableDefinitions(merged);
    tab->variableForm()->applyDefaults(definitions);
}

QStringList StatementApplier::variableChanges(const EditorTab* tab,
                                              const QList<VariableDefinition>& definitions)
{
    const VariableForm* form = tab->variableForm();
    const QList<VariableDefinition> shown = form->definitions();
    const QVariantMap values = form->values();
    QStringList out;
    for (const VariableDefinition& d : definitions) {
        const auto old =
            std::find_if(shown.cbegin(), shown.cend(),
                         [&d](const VariableDefinition& s) { return s.name == d.name; });
        QString line;
        //: %1 is a variable's name, %2 its input such as "select, 3 options"
        const QString added = tr("%1: %2 (new)");
        //: %1 is a variable's name, %2 its new input, %3 the input before
        const QString changed = tr("%1: %2 (was: %3)");
        if (old == shown.cend())
            line = added.arg(d.name, describe(d));
        else if (!sameInput(*old, d))
            line = changed.arg(d.name, describe(d), describe(*old));
        if (d.defaultValue) {
            const QString now = valueText(values.value(d.name));
            const QString then = defaultText(d);
            if (now != then) {
                line += line.isEmpty() ? d.name + QLatin1String(": ") : QStringLiteral("; ");
                //: %1 is the value a variable gets
                const QString set = tr("value “%1”");
                //: %1 is a variable's value now, %2 the value it gets
                const QString replaced = tr("value “%1” → “%2”");
                line += now.isEmpty() ? set.arg(then) : replaced.arg(now, then);
            }
        }
        if (!line.isEmpty())
            out << line;
    }
    return out;
}

} // namespace nelumbo
