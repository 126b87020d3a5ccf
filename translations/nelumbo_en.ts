<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%Ln model from %1.</numerusform>
            <numerusform>%Ln models from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1 token (%2 in, %3 out)</numerusform>
            <numerusform>%1 tokens (%2 in, %3 out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>This session: %Ln answer</numerusform>
            <numerusform>This session: %Ln answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>%Ln inline suggestion</numerusform>
            <numerusform>%Ln inline suggestions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>This session: %Ln inline suggestion</numerusform>
            <numerusform>This session: %Ln inline suggestions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>Tools used: %n</numerusform>
            <numerusform>Tools used: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(showing first %n row; more available)</numerusform>
            <numerusform>(showing first %n rows; more available)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>%Ln line removed</numerusform>
            <numerusform>%Ln lines removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>%Ln line added</numerusform>
            <numerusform>%Ln lines added</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EditorTab</name>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 row</numerusform>
            <numerusform>%1 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>Statement %1: %2 row affected in %3</numerusform>
            <numerusform>Statement %1: %2 rows affected in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1 row, more available</numerusform>
            <numerusform>%1 rows, more available</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1 row, fetching stopped</numerusform>
            <numerusform>%1 rows, fetching stopped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>%1 row exported to %2</numerusform>
            <numerusform>%1 rows exported to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>skipped %n question of database &quot;%1&quot;: no --source-for</numerusform>
            <numerusform>skipped %n questions of database &quot;%1&quot;: no --source-for</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>%n question changed verdict; correct %1% -&gt; %2%</numerusform>
            <numerusform>%n questions changed verdict; correct %1% -&gt; %2%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>%Ln replaced</numerusform>
            <numerusform>%Ln replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryPanel</name>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 row</numerusform>
            <numerusform>%1 rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>(%n attempt)</numerusform>
            <numerusform>(%n attempts)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1 is running on this machine, with %Ln model.</numerusform>
            <numerusform>%1 is running on this machine, with %Ln models.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</numerusform>
            <numerusform>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>%Ln suggestion</numerusform>
            <numerusform>%Ln suggestions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</numerusform>
            <numerusform>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>full scan, about %Ln row</numerusform>
            <numerusform>full scan, about %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>Exporting to %1… %2 row written</numerusform>
            <numerusform>Exporting to %1… %2 rows written</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message numerus="yes">
        <source>BLOB (%Ln bytes)</source>
        <extracomment>Binary data in a result cell, with its size</extracomment>
        <translation>
            <numerusform>BLOB (%Ln byte)</numerusform>
            <numerusform>BLOB (%Ln bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>Sorted the %1 loaded row; more remain in the database.</numerusform>
            <numerusform>Sorted the %1 loaded rows; more remain in the database.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln table</numerusform>
            <numerusform>%Ln tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>%Ln table or view</numerusform>
            <numerusform>%Ln tables and views</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>%Ln option</numerusform>
            <numerusform>%Ln options</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>(%n row)</numerusform>
            <numerusform>(%n rows)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK, %n row affected</numerusform>
            <numerusform>OK, %n rows affected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(showing first %n row; more available)</numerusform>
            <numerusform>(showing first %n rows; more available)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>Text, %Ln character</numerusform>
            <numerusform>Text, %Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON, %Ln character</numerusform>
            <numerusform>JSON, %Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML, %Ln character</numerusform>
            <numerusform>XML, %Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>Binary, %Ln byte</numerusform>
            <numerusform>Binary, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>%1 picture that cannot be shown, %Ln byte</numerusform>
            <numerusform>%1 picture that cannot be shown, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>%1 picture, %2 × %3, %Ln byte</numerusform>
            <numerusform>%1 picture, %2 × %3, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln character</numerusform>
            <numerusform>%Ln characters</numerusform>
        </translation>
    </message>
</context>
</TS>
