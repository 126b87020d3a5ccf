<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <source>Nelumbo: a query editor with an AI assistant.</source>
        <translation>Nelumbo: ein Abfrage-Editor mit KI-Assistent.</translation>
    </message>
    <message>
        <source>Render the main window after start-up (running the first tab) to FILE as PNG, then exit.</source>
        <translation>Das Hauptfenster nach dem Start (mit Ausführung des ersten Tabs) als PNG in FILE speichern und dann beenden.</translation>
    </message>
    <message>
        <source>Start without the saved session and settings; nothing is saved on exit.</source>
        <translation>Ohne gespeicherte Sitzung und Einstellungen starten; beim Beenden wird nichts gespeichert.</translation>
    </message>
    <message>
        <source>Print the start-up time once the window shows the loaded database, then exit (for benchmarks).</source>
        <translation>Die Startzeit ausgeben, sobald das Fenster die geladene Datenbank zeigt, und dann beenden (für Benchmarks).</translation>
    </message>
    <message>
        <source>Show the interface in LANGUAGE (de, en, es, fr, ja, zh_CN) instead of the configured or system language.</source>
        <translation>Die Oberfläche in LANGUAGE (de, en, es, fr, ja, zh_CN) statt in der konfigurierten Sprache oder der Systemsprache anzeigen.</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>gave up waiting for the window to be ready</source>
        <translation>Zeitüberschreitung beim Warten auf das Fenster</translation>
    </message>
    <message>
        <source>nelumbo-cli: internal error: %1</source>
        <translation>nelumbo-cli: interner Fehler: %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>Interner Fehler</translation>
    </message>
    <message>
        <source>An operation failed with an internal error: %1

Save your work; restarting Nelumbo is advised.</source>
        <translation>Ein Vorgang ist mit einem internen Fehler gescheitert: %1

Sichern Sie Ihre Arbeit; ein Neustart von Nelumbo wird empfohlen.</translation>
    </message>
    <message>
        <source>Query files to open in tabs, or a database file to open instead of the last one.</source>
        <translation>Abfragedateien, die in Tabs geöffnet werden, oder eine Datenbankdatei, die anstelle der zuletzt verwendeten geöffnet wird.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ActionText</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip: %1 is what an action does, %2 its keyboard shortcut</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>nelumbo::AdapterRequest</name>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::AgentLoop</name>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The model used all %1 rounds without a valid statement.</source>
        <translation>Das Modell hat alle %1 Runden verbraucht, ohne eine gültige Anweisung zu liefern.</translation>
    </message>
    <message>
        <source>The model sent an empty reply.</source>
        <translation>Das Modell hat eine leere Antwort gesendet.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiCommand</name>
    <message>
        <source>none (not needed)</source>
        <translation>keiner (nicht nötig)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 input, %2 output per million tokens (%3, price table of %4)</source>
        <translation>%1 Eingabe, %2 Ausgabe pro Million Tokens (%3, Preistabelle vom %4)</translation>
    </message>
    <message>
        <source>Show, test and list the AI provider&apos;s models</source>
        <translation>Modelle des KI-Anbieters anzeigen, testen und auflisten</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</source>
        <translation>Aufruf: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</translation>
    </message>
    <message>
        <source>The AI assistant is off until it is given a model as provider:model, such as openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see docs/CONFIG.md) or, for the command line, with the environment variable NELUMBO_AI_MODEL, which also switches it on.</source>
        <translation>Der KI-Assistent bleibt ausgeschaltet, bis ihm ein Modell in der Form Anbieter:Modell zugewiesen wird, etwa openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash oder ollama:qwen2.5-coder: in der Konfigurationsdatei ([ai] enabled=true und model=…, siehe docs/CONFIG.md) oder, für die Kommandozeile, mit der Umgebungsvariable NELUMBO_AI_MODEL, die ihn auch einschaltet.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Aktionen:</translation>
    </message>
    <message>
        <source>Print the provider, model, base URL and where the API key comes from (never the key). The default action.</source>
        <translation>Anbieter, Modell, Basis-URL und Herkunft des API-Schlüssels ausgeben (nie den Schlüssel selbst). Die Standardaktion.</translation>
    </message>
    <message>
        <source>Send one tiny request (&quot;Reply with the single word OK.&quot;) and print exactly what came back, or the error.</source>
        <translation>Eine winzige Anfrage senden („Reply with the single word OK.“) und genau ausgeben, was zurückkam, oder den Fehler.</translation>
    </message>
    <message>
        <source>List the models the provider offers, one per line.</source>
        <translation>Die vom Anbieter angebotenen Modelle auflisten, eines pro Zeile.</translation>
    </message>
    <message>
        <source>Keys and addresses:</source>
        <translation>Schlüssel und Adressen:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>status: AI is configured with a key; test: the model answered; models: listed</source>
        <translation>status: KI ist mit einem Schlüssel konfiguriert; test: das Modell hat geantwortet; models: aufgelistet</translation>
    </message>
    <message>
        <source>not configured, no key, or the provider failed (the message says which)</source>
        <translation>nicht konfiguriert, kein Schlüssel oder der Anbieter ist fehlgeschlagen (die Meldung nennt den Grund)</translation>
    </message>
    <message>
        <source>usage error</source>
        <translation>Aufruffehler</translation>
    </message>
    <message>
        <source>too many arguments for &apos;ai %1&apos;</source>
        <translation>zu viele Argumente für „ai %1“</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use status, test or models</source>
        <translation>unbekannte Aktion „%1“: Verwenden Sie status, test oder models</translation>
    </message>
    <message>
        <source>--format is text or json, for &apos;ai status&apos;</source>
        <translation>--format ist text oder json, für „ai status“</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>enabled (%1)</source>
        <translation>aktiviert (%1)</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>no token counts</source>
        <translation>keine Token-Angaben</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>%1 Eingabe- + %2 Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>ok: %1 answered in %2 s: &quot;%3&quot; (stop: %4; %5; cost %6)</source>
        <translation>ok: %1 hat in %2 s geantwortet: „%3“ (Stopp: %4; %5; Kosten %6)</translation>
    </message>
    <message>
        <source>from the system keychain</source>
        <translation>aus dem Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>from the environment variable %1</source>
        <translation>aus der Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A label before its value in &quot;nelumbo-cli ai status&quot; (French: &quot;%1 :&quot;)</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>The key comes from the provider&apos;s environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the app&apos;s AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider elsewhere.</source>
        <translation>Der Schlüssel stammt aus der Umgebungsvariable des Anbieters (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY oder GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) oder aus dem Schlüsselbund des Systems, in dem ihn die KI-Einstellungen der App speichern. Lokale Server (ollama, lmstudio, llamacpp, vllm) brauchen keinen. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST und AZURE_OPENAI_ENDPOINT oder ai/base_url in der Konfigurationsdatei verweisen einen Anbieter auf eine andere Adresse.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiConfig</name>
    <message>
        <source>AI is enabled but no model is set (ai/model).</source>
        <translation>KI ist aktiviert, aber es ist kein Modell festgelegt (ai/model).</translation>
    </message>
    <message>
        <source>The model name is missing in &quot;%1&quot;.</source>
        <translation>In „%1“ fehlt der Modellname.</translation>
    </message>
    <message>
        <source>The base URL from %1 is not a valid http(s) URL.</source>
        <translation>Die Basis-URL aus %1 ist keine gültige http(s)-URL.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource: set ai/base_url or %2.</source>
        <translation>%1 braucht die Adresse Ihrer Ressource: Setzen Sie ai/base_url oder %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiEngine</name>
    <message>
        <source>No API key is configured for %1.</source>
        <translation>Für %1 ist kein API-Schlüssel konfiguriert.</translation>
    </message>
    <message>
        <source>Choose a data source first.</source>
        <translation>Wählen Sie zuerst eine Datenquelle.</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>Der KI-Assistent ist für diese Quelle ausgeschaltet.</translation>
    </message>
    <message>
        <source>Data source &quot;%1&quot; is read-only (read_only = true in its configuration), so statements that change data cannot be generated for it</source>
        <translation>Datenquelle „%1“ ist schreibgeschützt (read_only = true in ihrer Konfiguration), daher können für sie keine Anweisungen erzeugt werden, die Daten ändern</translation>
    </message>
    <message>
        <source>The model&apos;s answer holds no list of suggestions.</source>
        <translation>Die Antwort des Modells enthält keine Liste von Vorschlägen.</translation>
    </message>
    <message>
        <source>Generating statements is not supported for this source: %1</source>
        <translation>Das Erzeugen von Anweisungen wird für diese Quelle nicht unterstützt: %1</translation>
    </message>
    <message>
        <source>Explanations are not supported for this source: %1</source>
        <translation>Erklärungen werden für diese Quelle nicht unterstützt: %1</translation>
    </message>
    <message>
        <source>Optimization suggestions are not supported for this source: %1</source>
        <translation>Optimierungsvorschläge werden für diese Quelle nicht unterstützt: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message>
        <source>&amp;Use the AI assistant</source>
        <translation>KI-Assistenten &amp;verwenden</translation>
    </message>
    <message>
        <source>Use the AI assistant</source>
        <translation>KI-Assistenten verwenden</translation>
    </message>
    <message>
        <source>Off by default. While it is off, nothing is sent to any AI provider.</source>
        <translation>Standardmäßig ausgeschaltet. Solange er ausgeschaltet ist, wird nichts an einen KI-Anbieter gesendet.</translation>
    </message>
    <message>
        <source>The assistant writes, explains and fixes queries. It uses your own account with a provider, or a model server on this machine.</source>
        <translation>Der Assistent schreibt, erklärt und korrigiert Abfragen. Er verwendet Ihr eigenes Konto bei einem Anbieter oder einen Modellserver auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Environment override</source>
        <translation>Überschreibung durch die Umgebung</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>%1 (on this machine)</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 (auf diesem Rechner)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Pick a model from the provider&apos;s list, or type its name.</source>
        <translation>Wählen Sie ein Modell aus der Liste des Anbieters oder geben Sie seinen Namen ein.</translation>
    </message>
    <message>
        <source>Refresh the model list</source>
        <translation>Modellliste aktualisieren</translation>
    </message>
    <message>
        <source>Ask the provider for its models again</source>
        <translation>Den Anbieter erneut nach seinen Modellen fragen</translation>
    </message>
    <message>
        <source>Model list status</source>
        <translation>Status der Modellliste</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>Leave empty for the provider&apos;s own address; set it for a proxy or a server of your own.</source>
        <translation>Leer lassen für die eigene Adresse des Anbieters; setzen Sie sie für einen Proxy oder einen eigenen Server.</translation>
    </message>
    <message>
        <source>Base URL note</source>
        <translation>Hinweis zur Basis-URL</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Send one tiny request to the model and report what happened</source>
        <translation>Eine winzige Anfrage an das Modell senden und melden, was passiert ist</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Test läuft</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>Auf diesem Rechner</translation>
    </message>
    <message>
        <source>Ask for a &amp;fix when a query fails</source>
        <translation>Bei fehlgeschlagener Abfrage eine &amp;Korrektur anfordern</translation>
    </message>
    <message>
        <source>Ask for a fix when a query fails</source>
        <translation>Bei fehlgeschlagener Abfrage eine Korrektur anfordern</translation>
    </message>
    <message>
        <source>When a statement fails, send it with the error to the assistant once and show the fix it proposes; a fix that fails too is not sent again.</source>
        <translation>Wenn eine Anweisung fehlschlägt, wird sie einmalig mit dem Fehler an den Assistenten gesendet und die vorgeschlagene Korrektur angezeigt; eine Korrektur, die ebenfalls fehlschlägt, wird nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>NELUMBO_AI_MODEL is set to &quot;%1&quot; in the environment: it turns the assistant on with that model, whatever is chosen here.</source>
        <translation>NELUMBO_AI_MODEL ist in der Umgebung auf „%1“ gesetzt: Damit wird der Assistent mit diesem Modell eingeschaltet, unabhängig davon, was hier gewählt ist.</translation>
    </message>
    <message>
        <source>The configured model &quot;%1&quot; cannot be used: %2</source>
        <extracomment>%1 is a model such as openai:gpt-4o, %2 why it cannot be used</extracomment>
        <translation>Das konfigurierte Modell „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>for example %1</source>
        <extracomment>%1 is the name of a model</extracomment>
        <translation>zum Beispiel %1</translation>
    </message>
    <message>
        <source>%1 has no model list: type the deployment name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 hat keine Modellliste: Geben Sie den Deployment-Namen ein.</translation>
    </message>
    <message>
        <source>required, for example https://NAME.openai.azure.com</source>
        <translation>erforderlich, zum Beispiel https://NAME.openai.azure.com</translation>
    </message>
    <message>
        <source>Set by %1 in the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Durch %1 in der Umgebung festgelegt.</translation>
    </message>
    <message>
        <source>Choose a provider.</source>
        <translation>Wählen Sie einen Anbieter.</translation>
    </message>
    <message>
        <source>Choose or type a model first.</source>
        <translation>Wählen Sie zuerst ein Modell oder geben Sie eines ein.</translation>
    </message>
    <message>
        <source>The base URL is not a valid http or https URL.</source>
        <translation>Die Basis-URL ist keine gültige http- oder https-URL.</translation>
    </message>
    <message>
        <source>The base URL in %1 is not a valid http or https URL.</source>
        <translation>Die Basis-URL in %1 ist keine gültige http- oder https-URL.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource in Base URL.</source>
        <translation>%1 braucht die Adresse Ihrer Ressource im Feld „Basis-URL“.</translation>
    </message>
    <message>
        <source>Loading the models of %1…</source>
        <translation>Modelle von %1 werden geladen…</translation>
    </message>
    <message>
        <source>Type the key to list the models, or type a model name.</source>
        <translation>Geben Sie den Schlüssel ein, um die Modelle aufzulisten, oder geben Sie einen Modellnamen ein.</translation>
    </message>
    <message>
        <source>The models could not be listed: %1</source>
        <translation>Die Modelle konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>%1 lists no models; type the model name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 listet keine Modelle auf; geben Sie den Modellnamen ein.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Connected: %1 answered with model %2 in %3 ms.</source>
        <extracomment>%1 is the name of an AI provider, %2 a model, %3 a number of milliseconds</extracomment>
        <translation>Verbunden: %1 hat mit Modell %2 in %3 ms geantwortet.</translation>
    </message>
    <message>
        <source>The key came from the system keychain.</source>
        <translation>Der Schlüssel stammt aus dem Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>The typed key works; it is stored when you apply.</source>
        <translation>Der eingegebene Schlüssel funktioniert; er wird beim Übernehmen gespeichert.</translation>
    </message>
    <message>
        <source>The key came from %1.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Der Schlüssel stammt aus %1.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is the provider&apos;s id of the request, for its support</extracomment>
        <translation>Anfrage %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <extracomment>%1 is an error message, %2 technical details such as its code and HTTP status</extracomment>
        <translation>Fehlgeschlagen: %1 (%2)</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Der Test wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Nothing was saved: the base URL is not a valid http or https URL.</source>
        <translation>Nichts wurde gespeichert: Die Basis-URL ist keine gültige http- oder https-URL.</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 geschrieben werden.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%Ln Modell von %1.</numerusform>
            <numerusform>%Ln Modelle von %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest the rest of a statement &amp;while typing</source>
        <translation>Den Rest der Anweisung &amp;während der Eingabe vorschlagen</translation>
    </message>
    <message>
        <source>Suggest the rest of a statement while typing</source>
        <translation>Den Rest der Anweisung während der Eingabe vorschlagen</translation>
    </message>
    <message>
        <source>After a pause in typing, ask the provider for the rest of the statement and show it as grey text after the cursor; Tab accepts it, any other key dismisses it. Each suggestion is a request to the provider, with its tokens and cost.</source>
        <translation>Nach einer Tipppause den Anbieter nach dem Rest der Anweisung fragen und ihn als grauen Text hinter dem Cursor anzeigen; Tab übernimmt ihn, jede andere Taste verwirft ihn. Jeder Vorschlag ist eine Anfrage an den Anbieter, mit ihren Tokens und Kosten.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSourceCommand</name>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiTask</name>
    <message>
        <source>Unknown kind &quot;%1&quot;: use generation, explanation or optimization.</source>
        <translation>Unbekannte Art „%1“: Verwenden Sie generation, explanation oder optimization.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AnthropicFormat</name>
    <message>
        <source>The reply has no content.</source>
        <translation>Die Antwort hat keinen Inhalt.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Show the API key</source>
        <translation>API-Schlüssel anzeigen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the typed key</source>
        <translation>Eingegebenen Schlüssel anzeigen oder verbergen</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Gespeicherten API-Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Delete the key stored in the system keychain for this provider</source>
        <translation>Den im Schlüsselbund des Systems gespeicherten Schlüssel für diesen Anbieter löschen</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>Status des API-Schlüssels</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>from %1</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>Using %1 from the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>%1 aus der Umgebung wird verwendet.</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht erforderlich</translation>
    </message>
    <message>
        <source>%1 runs on your machine and needs no key.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 läuft auf Ihrem Rechner und braucht keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Looking in the system keychain…</source>
        <translation>Schlüsselbund des Systems wird durchsucht…</translation>
    </message>
    <message>
        <source>A key is stored in the system keychain.</source>
        <translation>Im Schlüsselbund des Systems ist ein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain.</source>
        <translation>Noch kein Schlüssel gespeichert. Er wird im Schlüsselbund des Systems abgelegt.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain; %1 in the environment works too.</source>
        <extracomment>%1 names environment variables</extracomment>
        <translation>Noch kein Schlüssel gespeichert. Er wird im Schlüsselbund des Systems abgelegt; %1 in der Umgebung funktioniert auch.</translation>
    </message>
    <message>
        <source>No provider.</source>
        <translation>Kein Anbieter.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Schlüssel wird im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>Der Schlüssel ist im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file.</source>
        <translation>Der Schlüssel wurde nicht gespeichert: %1. Nelumbo bewahrt API-Schlüssel nur im Schlüsselbund des Systems auf, nie in einer Klartextdatei.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file; set %2 in the environment instead.</source>
        <translation>Der Schlüssel wurde nicht gespeichert: %1. Nelumbo bewahrt API-Schlüssel nur im Schlüsselbund des Systems auf, nie in einer Klartextdatei; setzen Sie stattdessen %2 in der Umgebung.</translation>
    </message>
    <message>
        <source>The stored key was removed from the system keychain.</source>
        <translation>Der gespeicherte Schlüssel wurde aus dem Schlüsselbund des Systems entfernt.</translation>
    </message>
    <message>
        <source>The key could not be removed: %1</source>
        <translation>Der Schlüssel konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>stored (type a new key to replace it)</source>
        <translation>gespeichert (geben Sie einen neuen Schlüssel ein, um ihn zu ersetzen)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 and %2 are names of environment variables</extracomment>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyStore</name>
    <message>
        <source>the system keychain refused access</source>
        <translation>der Schlüsselbund des Systems hat den Zugriff verweigert</translation>
    </message>
    <message>
        <source>the system keychain is not available; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>der Schlüsselbund des Systems ist nicht verfügbar; offenbar läuft kein Schlüsselbunddienst wie GNOME Keyring oder KWallet</translation>
    </message>
    <message>
        <source>Store a key in the AI settings.</source>
        <translation>Speichern Sie einen Schlüssel in den KI-Einstellungen.</translation>
    </message>
    <message>
        <source>Set %1 or store a key in the AI settings.</source>
        <translation>Setzen Sie %1 oder speichern Sie einen Schlüssel in den KI-Einstellungen.</translation>
    </message>
    <message>
        <source>(The system keychain could not be read.)</source>
        <translation>(Der Schlüsselbund des Systems konnte nicht gelesen werden.)</translation>
    </message>
</context>
<context>
    <name>nelumbo::AssistantController</name>
    <message>
        <source>&amp;Ask the Assistant…</source>
        <translation>Assistenten &amp;fragen…</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>Auswahl &amp;erklären</translation>
    </message>
    <message>
        <source>&amp;Optimize Query</source>
        <translation>Abfrage &amp;optimieren</translation>
    </message>
    <message>
        <source>&amp;Fix with AI</source>
        <translation>Mit KI &amp;korrigieren</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1)</source>
        <translation>KI in den Einstellungen einrichten (%1)</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1): %2</source>
        <translation>KI in den Einstellungen einrichten (%1): %2</translation>
    </message>
    <message>
        <source>Fix with AI needs a failed statement: it offers itself when a run fails</source>
        <translation>„Mit KI korrigieren“ braucht eine fehlgeschlagene Anweisung: Die Funktion wird angeboten, sobald eine Ausführung fehlschlägt</translation>
    </message>
    <message>
        <source>The assistant is busy with another answer</source>
        <translation>Der Assistent ist mit einer anderen Antwort beschäftigt</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>&amp;Inline Suggestions</source>
        <translation>&amp;Inline-Vorschläge</translation>
    </message>
    <message>
        <source>Propose the rest of the statement as grey text after a pause in typing; Tab accepts it</source>
        <translation>Nach einer Tipppause den Rest der Anweisung als grauen Text hinter dem Cursor vorschlagen; Tab übernimmt ihn</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatInput</name>
    <message>
        <source>Message to the assistant</source>
        <translation>Nachricht an den Assistenten</translation>
    </message>
    <message>
        <source>Ask about this source&apos;s data… (Enter sends, Shift+Enter: new line)</source>
        <translation>Fragen Sie nach den Daten dieser Quelle… (Enter sendet, Shift+Enter: neue Zeile)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <source>Assistant&apos;s answer</source>
        <translation>Antwort des Assistenten</translation>
    </message>
    <message>
        <source>Failed statement</source>
        <translation>Fehlgeschlagene Anweisung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Statement failed</source>
        <translation>Anweisung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Retry the request</source>
        <translation>Anfrage wiederholen</translation>
    </message>
    <message>
        <source>The assistant could not write a statement for this request.</source>
        <translation>Der Assistent konnte für diese Anfrage keine Anweisung schreiben.</translation>
    </message>
    <message>
        <source>The assistant stopped: it needed too many steps.</source>
        <translation>Der Assistent hat aufgehört: Er brauchte zu viele Schritte.</translation>
    </message>
    <message>
        <source>The AI provider refused the request for now.</source>
        <translation>Der KI-Anbieter hat die Anfrage vorerst abgelehnt.</translation>
    </message>
    <message>
        <source>The AI provider could not be reached.</source>
        <translation>Der KI-Anbieter war nicht erreichbar.</translation>
    </message>
    <message>
        <source>The AI provider is not set up correctly.</source>
        <translation>Der KI-Anbieter ist nicht richtig eingerichtet.</translation>
    </message>
    <message>
        <source>The assistant cannot work on this source.</source>
        <translation>Der Assistent kann mit dieser Quelle nicht arbeiten.</translation>
    </message>
    <message>
        <source>The request to the assistant failed.</source>
        <translation>Die Anfrage an den Assistenten ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Working (step %1)…</source>
        <translation>Arbeitet (Schritt %1)…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Arbeitet…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>%1 is the name of a tool the assistant uses, such as list_tables</extracomment>
        <translation>%1 wird aufgerufen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1 Token (%2 Eingabe, %3 Ausgabe)</numerusform>
            <numerusform>%1 Tokens (%2 Eingabe, %3 Ausgabe)</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens not reported</source>
        <translation>Tokens nicht gemeldet</translation>
    </message>
    <message>
        <source>cost %1</source>
        <extracomment>%1 is an amount of money</extracomment>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>Kosten unbekannt</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message>
        <source>C&amp;lear Conversation</source>
        <translation>Unterhaltung &amp;leeren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu generieren</translation>
    </message>
    <message>
        <source>Assistant chat</source>
        <translation>Assistenten-Chat</translation>
    </message>
    <message>
        <source>Forget the conversation about this source (%1)</source>
        <translation>Die Unterhaltung über diese Quelle verwerfen (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the conversation</source>
        <translation>Unterhaltung leeren</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>Unterhaltung geleert.</translation>
    </message>
    <message>
        <source>Undo clearing the conversation</source>
        <translation>Leeren der Unterhaltung rückgängig machen</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Ask for a query in plain words. The assistant reads the schema through tools, checks its statement against the database, and shows what it called and what it cost.</source>
        <translation>Fragen Sie in einfachen Worten nach einer Abfrage. Der Assistent liest das Schema über Werkzeuge, prüft seine Anweisung an der Datenbank und zeigt, was er aufgerufen hat und was es gekostet hat.</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Senden (Enter)</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Ask the last question again</source>
        <translation>Die letzte Frage erneut stellen</translation>
    </message>
    <message>
        <source>Tokens and cost of this session</source>
        <translation>Tokens und Kosten dieser Sitzung</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Unvollständig</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The conversation could not be saved: %1</source>
        <translation>Die Unterhaltung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Chat about %1</source>
        <extracomment>%1 is the name of the data source the chat is about</extracomment>
        <translation>Chat über %1</translation>
    </message>
    <message>
        <source>This session: no answers yet</source>
        <translation>Diese Sitzung: noch keine Antworten</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 Token</numerusform>
            <numerusform>%1 Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>Kosten unbekannt</translation>
    </message>
    <message>
        <source>cost %1 + unknown</source>
        <extracomment>%1 is an amount of money; the cost of some answers is not known</extracomment>
        <translation>Kosten %1 + unbekannt</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>Diese Sitzung: %Ln Antwort</numerusform>
            <numerusform>Diese Sitzung: %Ln Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>%Ln Inline-Vorschlag</numerusform>
            <numerusform>%Ln Inline-Vorschläge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>Diese Sitzung: %Ln Inline-Vorschlag</numerusform>
            <numerusform>Diese Sitzung: %Ln Inline-Vorschläge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatSession</name>
    <message>
        <source>%1 It was kept as %2; this chat starts anew.</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 is a file path</extracomment>
        <translation>%1 Sie wurde als %2 aufbewahrt; dieser Chat beginnt neu.</translation>
    </message>
    <message>
        <source>%1 New messages are not saved until the file can be moved (%2).</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 why it was not moved</extracomment>
        <translation>%1 Neue Nachrichten werden erst gespeichert, wenn die Datei verschoben werden kann (%2).</translation>
    </message>
    <message>
        <source>There is no cleared conversation.</source>
        <translation>Es gibt keine geleerte Unterhaltung.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatStatementCard</name>
    <message>
        <source>Insert</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Replace Query</source>
        <translation>Abfrage ersetzen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Generated statement</source>
        <translation>Erzeugte Anweisung</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variablen: %1</translation>
    </message>
    <message>
        <source>Insert the statement at the editor&apos;s cursor</source>
        <translation>Die Anweisung an der Cursorposition im Editor einfügen</translation>
    </message>
    <message>
        <source>Insert statement</source>
        <translation>Anweisung einfügen</translation>
    </message>
    <message>
        <source>Replace the tab&apos;s query with this statement (shows the difference first)</source>
        <translation>Die Abfrage des Tabs durch diese Anweisung ersetzen (zeigt vorher die Unterschiede)</translation>
    </message>
    <message>
        <source>Replace query</source>
        <translation>Abfrage ersetzen</translation>
    </message>
    <message>
        <source>Copy the statement to the clipboard</source>
        <translation>Die Anweisung in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copy statement</source>
        <translation>Anweisung kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Changes data: it runs only when you run it yourself.</source>
        <translation>Ändert Daten: wird nur ausgeführt, wenn Sie sie selbst ausführen.</translation>
    </message>
    <message>
        <source>Generated statement that changes data</source>
        <translation>Erzeugte Anweisung, die Daten ändert</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message>
        <source>Show the tools the assistant called</source>
        <translation>Die vom Assistenten aufgerufenen Werkzeuge anzeigen</translation>
    </message>
    <message>
        <source>Tools the assistant called</source>
        <translation>Vom Assistenten aufgerufene Werkzeuge</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 is the error message a tool returned</extracomment>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>Verwendete Werkzeuge: %n</numerusform>
            <numerusform>Verwendete Werkzeuge: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CheckCommand</name>
    <message>
        <source>Tell whether a statement may run in read-only mode, as JSON</source>
        <translation>Prüfen, ob eine Anweisung im Nur-Lese-Modus ausgeführt werden darf (Ausgabe als JSON)</translation>
    </message>
    <message>
        <source>check needs --source SRC</source>
        <translation>check braucht --source SRC</translation>
    </message>
    <message>
        <source>check takes exactly one STATEMENT (quote it)</source>
        <translation>check erwartet genau ein STATEMENT (setzen Sie es in Anführungszeichen)</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli check --source SRC STATEMENT

Classifies STATEMENT the way read-only mode does before anything reaches the
database, for the query language of SRC (a source name, demo, or a URL), and
prints the verdict as JSON:
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
The statement never reaches the database. Read-only mode also makes the
database session itself refuse writes where it can; for a source whose server
alone knows whether it does (Redis: a read-only ACL user), check connects
read-only to ask, adds &quot;write_guard&quot; (&quot;source&quot; or &quot;check_only&quot;) and warns
on standard error when only this check protects the source. When the server
cannot be reached, the verdict is printed with a note.

Options:
      --source SRC  The data source whose dialect to use. Required.
  -h, --help        Show this help.

Exit status:
  0  the statement is allowed
  1  it is refused (or SRC cannot be resolved)
  2  usage error
</source>
        <translation>Aufruf: nelumbo-cli check --source SRC STATEMENT

Stuft STATEMENT so ein, wie es der Nur-Lese-Modus tut, bevor irgendetwas die
Datenbank erreicht, für die Abfragesprache von SRC (ein Quellenname, demo oder
eine URL), und gibt das Ergebnis als JSON aus:
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
Die Anweisung erreicht die Datenbank nie. Im Nur-Lese-Modus verweigert zusätzlich
die Datenbanksitzung selbst Schreibzugriffe, wo sie kann; bei einer Quelle, deren
Server allein weiß, ob er das tut (Redis: ein Nur-Lese-ACL-Benutzer), verbindet
sich check schreibgeschützt, um zu fragen, ergänzt &quot;write_guard&quot; (&quot;source&quot; oder
&quot;check_only&quot;) und warnt auf der Standardfehlerausgabe, wenn nur diese Prüfung die
Quelle schützt. Ist der Server nicht erreichbar, folgt das Ergebnis mit einem Hinweis.

Optionen:
      --source SRC  Die Datenquelle, deren Dialekt verwendet wird. Erforderlich.
  -h, --help        Diese Hilfe anzeigen.

Exit-Status:
  0  die Anweisung ist erlaubt
  1  sie wird verweigert (oder SRC kann nicht aufgelöst werden)
  2  Aufruffehler
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>note: source &quot;%1&quot; needs a password, so whether the server refuses writes itself was not asked</source>
        <translation>Hinweis: Die Quelle &quot;%1&quot; braucht ein Passwort, daher wurde nicht gefragt, ob der Server selbst Schreibzugriffe verweigert</translation>
    </message>
    <message>
        <source>note: could not connect to &quot;%1&quot; to ask whether the server refuses writes itself (%2); the verdict is this check&apos;s alone</source>
        <translation>Hinweis: Keine Verbindung zu &quot;%1&quot;, um zu fragen, ob der Server selbst Schreibzugriffe verweigert (%2); das Ergebnis stammt allein von dieser Prüfung</translation>
    </message>
    <message>
        <source>warning: only this check protects &quot;%1&quot;: the server would accept writes from its user (a read-only user makes the server refuse them too)</source>
        <translation>Warnung: Nur diese Prüfung schützt &quot;%1&quot;: Der Server würde Schreibzugriffe seines Benutzers annehmen (mit einem Nur-Lese-Benutzer verweigert der Server sie ebenfalls)</translation>
    </message>
</context>
<context>
    <name>nelumbo::CliApp</name>
    <message>
        <source>Read settings and sources from FILE instead of $NELUMBO_CONFIG or ~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before COMMAND.</source>
        <translation>Einstellungen und Quellen aus FILE statt aus $NELUMBO_CONFIG oder ~/.config/Nelumbo/nelumbo/nelumbo.conf lesen; siehe docs/CONFIG.md. Steht vor COMMAND.</translation>
    </message>
    <message>
        <source>--config needs a FILE</source>
        <translation>--config braucht eine Datei (FILE)</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>help takes one COMMAND at most</source>
        <translation>help erwartet höchstens einen COMMAND</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit „nelumbo-cli --help“.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</source>
        <translation>Aufruf: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</translation>
    </message>
    <message>
        <source>Nelumbo&apos;s query engine on the command line.</source>
        <translation>Die Abfrage-Engine von Nelumbo auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Show the help of COMMAND</source>
        <translation>Die Hilfe zu COMMAND anzeigen</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Show this help; with a COMMAND, that command&apos;s help.</source>
        <translation>Diese Hilfe anzeigen; mit einem COMMAND die Hilfe zu diesem Befehl.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>Run &apos;nelumbo-cli COMMAND --help&apos; or &apos;nelumbo-cli help COMMAND&apos; for the options of a command.</source>
        <translation>Die Optionen eines Befehls zeigen „nelumbo-cli COMMAND --help“ und „nelumbo-cli help COMMAND“.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>runtime error, such as a failing statement</source>
        <translation>Laufzeitfehler, etwa eine fehlgeschlagene Anweisung</translation>
    </message>
    <message>
        <source>usage error on the command line</source>
        <translation>Aufruffehler auf der Kommandozeile</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>mit Ctrl+C unterbrochen</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::CompleteCommand</name>
    <message>
        <source>Print the completion candidates at a cursor in a statement, as JSON</source>
        <translation>Die Vervollständigungsvorschläge an einer Cursorposition in einer Anweisung als JSON ausgeben</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

Prints what the editor&apos;s completion offers at character offset N of TEXT
(default: its end): the range the chosen text replaces and the candidates,
best first, each with its text, kind (keyword, function, schema, table, view,
column, variable, command, key) and a detail (a column&apos;s type, a table&apos;s
schema). Tables the visibility rules hide are never offered.

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

Options:
      --source SRC     A source name, demo, or a URL. Required.
      --cursor N       The cursor&apos;s character offset in TEXT.
  -h, --help           Show this help.

Exit status: 0 printed, 1 the source cannot be read, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

Gibt aus, was die Vervollständigung des Editors an Zeichenposition N von TEXT
anbietet (Standard: am Ende): den Bereich, den der gewählte Text ersetzt, und
die Kandidaten, die besten zuerst, jeweils mit Text, Art (keyword, function,
schema, table, view, column, variable, command, key) und einem Detail (Typ
einer Spalte, Schema einer Tabelle). Tabellen, die die Sichtbarkeitsregeln
verbergen, werden nie angeboten.

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
      --cursor N       Die Zeichenposition des Cursors in TEXT.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 ausgegeben, 1 die Quelle kann nicht gelesen werden, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>complete needs --source SRC and one TEXT</source>
        <translation>complete braucht --source SRC und genau einen TEXT</translation>
    </message>
    <message>
        <source>--cursor must be a number from 0 to %1</source>
        <extracomment>%1 is the text&apos;s length</extracomment>
        <translation>--cursor muss eine Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
</context>
<context>
    <name>nelumbo::Connection</name>
    <message>
        <source>No database adapter handles &quot;%1&quot; URLs</source>
        <translation>Kein Datenbankadapter verarbeitet URLs vom Typ „%1“</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionDialog</name>
    <message>
        <source>New Data Source</source>
        <translation>Neue Datenquelle</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connected: %1</source>
        <translation>Verbunden: %1</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>Verbindung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>for example: sales</source>
        <translation>zum Beispiel: vertrieb</translation>
    </message>
    <message>
        <source>What you call the source, and type after --source on the command line: letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Wie Sie die Quelle nennen und was Sie auf der Kommandozeile nach --source eingeben: Buchstaben, Ziffern, „_“ und „-“.</translation>
    </message>
    <message>
        <source>Database kind</source>
        <translation>Datenbanktyp</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Datenbankdatei</translation>
    </message>
    <message>
        <source>Choose database file</source>
        <translation>Datenbankdatei wählen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Refuse statements that change data or schema. Clear it only for databases you mean to modify.</source>
        <translation>Anweisungen verweigern, die Daten oder Schema ändern. Deaktivieren Sie dies nur für Datenbanken, die Sie ändern wollen.</translation>
    </message>
    <message>
        <source>Search path</source>
        <translation>Suchpfad</translation>
    </message>
    <message>
        <source>schema1, schema2</source>
        <translation>schema1, schema2</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>KI-Assistent</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Schema and SQL only, no row data</source>
        <translation>Nur Schema und SQL, keine Zeilendaten</translation>
    </message>
    <message>
        <source>Disabled for this source</source>
        <translation>Für diese Quelle deaktiviert</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Test läuft</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogschaltflächen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Daten&amp;bank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Search path:</source>
        <translation>&amp;Suchpfad:</translation>
    </message>
    <message>
        <source>&amp;AI assistant:</source>
        <translation>&amp;KI-Assistent:</translation>
    </message>
    <message>
        <source>Edit Data Source</source>
        <translation>Datenquelle bearbeiten</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>Geben Sie den Hostnamen des Servers ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>Enter a name for the source.</source>
        <translation>Geben Sie einen Namen für die Quelle ein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>„%1“ ist kein gültiger Name: Verwenden Sie Buchstaben, Ziffern, „_“ und „-“.</translation>
    </message>
    <message>
        <source>demo is the built-in sample database; choose another name.</source>
        <extracomment>&quot;demo&quot; is the name of the built-in source: keep it as it is</extracomment>
        <translation>demo ist die eingebaute Beispieldatenbank; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>A source named &quot;%1&quot; exists already.</source>
        <translation>Eine Quelle namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>Storing the password…</source>
        <translation>Passwort wird gespeichert…</translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation>Das Passwort konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Encrypted connection (TLS)</source>
        <translation>Verschlüsselte Verbindung (TLS)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionWorker</name>
    <message>
        <source>The Qt SQL driver %1 is not installed</source>
        <translation>Der Qt-SQL-Treiber %1 ist nicht installiert</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The database is not open</source>
        <translation>Die Datenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <source>The rest of this result is no longer available</source>
        <translation>Der Rest dieses Ergebnisses ist nicht mehr verfügbar</translation>
    </message>
    <message>
        <source>The database server cannot be reached: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Der Datenbankserver ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The connection to the database server was lost: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Die Verbindung zum Datenbankserver wurde unterbrochen: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Console</name>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Conversation</name>
    <message>
        <source>Not a readable conversation: %1</source>
        <translation>Keine lesbare Unterhaltung: %1</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <source>%1 has no role</source>
        <translation>%1 hat keine Rolle</translation>
    </message>
    <message>
        <source>%1: content is not text</source>
        <translation>%1: content ist kein Text</translation>
    </message>
    <message>
        <source>%1: statement is not text</source>
        <translation>%1: statement ist kein Text</translation>
    </message>
    <message>
        <source>%1: variables is not a list</source>
        <translation>%1: variables ist keine Liste</translation>
    </message>
    <message>
        <source>%1: timestamp is not an ISO 8601 time</source>
        <translation>%1: timestamp ist keine ISO-8601-Zeitangabe</translation>
    </message>
    <message>
        <source>the format is not &quot;%1&quot;</source>
        <translation>das Format ist nicht „%1“</translation>
    </message>
    <message>
        <source>the version is missing or not a whole number</source>
        <translation>die Version fehlt oder ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>The conversation was written by a newer version of Nelumbo (format version %1; this version reads up to %2).</source>
        <translation>Die Unterhaltung wurde von einer neueren Nelumbo-Version geschrieben (Formatversion %1; diese Version liest bis %2).</translation>
    </message>
    <message>
        <source>messages is not a list</source>
        <translation>messages ist keine Liste</translation>
    </message>
    <message>
        <source>tables_analyzed is not a list</source>
        <translation>tables_analyzed ist keine Liste</translation>
    </message>
    <message>
        <source>tables_analyzed holds something that is not a name</source>
        <translation>tables_analyzed enthält etwas, das kein Name ist</translation>
    </message>
    <message>
        <source>source_context is not an object</source>
        <translation>source_context ist kein Objekt</translation>
    </message>
    <message>
        <source>generation_count is not a count</source>
        <translation>generation_count ist keine Anzahl</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time</source>
        <translation>%1 ist keine ISO-8601-Zeitangabe</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 an Position %2</translation>
    </message>
    <message>
        <source>the top level is not an object</source>
        <translation>die oberste Ebene ist kein Objekt</translation>
    </message>
    <message>
        <source>The conversation file %1 does not exist.</source>
        <translation>Die Unterhaltungsdatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: another program keeps it locked</source>
        <translation>%1 kann nicht geschrieben werden: ein anderes Programm hält die Datei gesperrt</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConversationStore</name>
    <message>
        <source>Cannot create the folder %1 for conversations.</source>
        <translation>Der Ordner %1 für Unterhaltungen kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>%1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1 kann nicht in %2 umbenannt werden.</translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(die erste %n Zeile wird angezeigt; weitere vorhanden)</numerusform>
            <numerusform>(die ersten %n Zeilen werden angezeigt; weitere vorhanden)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseAdapter</name>
    <message>
        <source>%1 cannot make a session read-only</source>
        <translation>%1 kann eine Sitzung nicht schreibgeschützt machen</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keine Tabelle %1</translation>
    </message>
    <message>
        <source>%1 cannot check a statement without running it</source>
        <translation>%1 kann eine Anweisung nicht prüfen, ohne sie auszuführen</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 hat keine Abfragepläne</translation>
    </message>
    <message>
        <source>%1 cannot prepare %2 statements for analysis</source>
        <translation>%1 kann %2-Anweisungen nicht zur Analyse vorbereiten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: expected %2://user@host:port/database</source>
        <translation>„%1“ ist keine Server-URL: erwartet wird %2://user@host:port/database</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>a list of alternatives: %1 is &quot;a, b&quot;, %2 the last one</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 cannot list the values of a column</source>
        <translation>%1 kann die Werte einer Spalte nicht auflisten</translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseFileFilter</name>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Database File</source>
        <translation>Datenbankdatei öffnen</translation>
    </message>
</context>
<context>
    <name>nelumbo::DemoDatabase</name>
    <message>
        <source>Cannot create the folder %1 for the demo database</source>
        <translation>Der Ordner %1 für die Demo-Datenbank kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot copy the demo database to %1</source>
        <translation>Die Demo-Datenbank kann nicht nach %1 kopiert werden</translation>
    </message>
    <message>
        <source>Cannot move the demo database into place at %1</source>
        <translation>Die Demo-Datenbank kann nicht an ihren Platz in %1 verschoben werden</translation>
    </message>
    <message>
        <source>Welcome to Nelumbo. This is Chinook, a sample music store.</source>
        <translation>Willkommen bei Nelumbo. Dies ist Chinook, die Beispieldatenbank eines Musikgeschäfts.</translation>
    </message>
    <message>
        <source>Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.</source>
        <translation>Ctrl+Enter führt die Anweisung unter dem Cursor aus; Ctrl+Shift+Enter führt alle Anweisungen im Tab aus.</translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message>
        <source>Replace Query</source>
        <translation>Abfrage ersetzen</translation>
    </message>
    <message>
        <source>Replace the query</source>
        <translation>Abfrage ersetzen</translation>
    </message>
    <message>
        <source>Changes to the query</source>
        <translation>Änderungen an der Abfrage</translation>
    </message>
    <message>
        <source>Changes to the variables</source>
        <translation>Änderungen an den Variablen</translation>
    </message>
    <message>
        <source>Apply &amp;Variables</source>
        <translation>&amp;Variablen übernehmen</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The variables change too:
</source>
        <translation>Auch die Variablen ändern sich:
</translation>
    </message>
    <message>
        <source>The editor already holds this statement; nothing changes.</source>
        <translation>Der Editor enthält diese Anweisung bereits; es ändert sich nichts.</translation>
    </message>
    <message>
        <source>Only the variables change: %1. The statement stays as it is.</source>
        <extracomment>%1 lists the names of variables</extracomment>
        <translation>Nur die Variablen ändern sich: %1. Die Anweisung bleibt unverändert.</translation>
    </message>
    <message>
        <source>Replacing the query: %1, %2.</source>
        <extracomment>%1 is &quot;N lines removed&quot;, %2 &quot;N lines added&quot;</extracomment>
        <translation>Die Abfrage wird ersetzt: %1, %2.</translation>
    </message>
    <message>
        <source>The texts differ too much to match lines one by one.</source>
        <translation>Die Texte unterscheiden sich zu stark, um Zeilen einzeln zuzuordnen.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings the old text back.</source>
        <translation>Rückgängig (Ctrl+Z) stellt den alten Text wieder her.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>%Ln Zeile entfernt</numerusform>
            <numerusform>%Ln Zeilen entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>%Ln Zeile hinzugefügt</numerusform>
            <numerusform>%Ln Zeilen hinzugefügt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EditorTab</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>Die Datenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Nothing to run</source>
        <translation>Nichts auszuführen</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Wird ausgeführt…</translation>
    </message>
    <message>
        <source>Statement %1 not run: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 why it did not run</extracomment>
        <translation>Anweisung %1 nicht ausgeführt: %2</translation>
    </message>
    <message>
        <source>Result %1</source>
        <extracomment>The title of the results of one statement; %1 counts them in a run</extracomment>
        <translation>Ergebnis %1</translation>
    </message>
    <message>
        <source>Statement %1 cancelled after %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Anweisung %1 nach %2 abgebrochen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Statement %1 failed: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 the database&apos;s message</extracomment>
        <translation>Anweisung %1 fehlgeschlagen: %2</translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>Anweisung %1: %2 Zeile betroffen in %3</numerusform>
            <numerusform>Anweisung %1: %2 Zeilen betroffen in %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 done in %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Anweisung %1 fertig in %2</translation>
    </message>
    <message>
        <source>Done · %1</source>
        <extracomment>%1 is a duration</extracomment>
        <translation>Fertig · %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 Zeile</numerusform>
            <numerusform>%1 Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1: first %2 in %3, more available</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Anweisung %1: zunächst %2 in %3, weitere verfügbar</translation>
    </message>
    <message>
        <source>Statement %1: %2 in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Anweisung %1: %2 in %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1 Zeile, weitere verfügbar</numerusform>
            <numerusform>%1 Zeilen, weitere verfügbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1 Zeile, Abruf angehalten</numerusform>
            <numerusform>%1 Zeilen, Abruf angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sorted in the database: %1</source>
        <extracomment>%1 is why the statement could not be sorted in the database</extracomment>
        <translation>Nicht in der Datenbank sortiert: %1</translation>
    </message>
    <message>
        <source>Sorting in the database failed: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Sortieren in der Datenbank fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>An export of this tab&apos;s result is running</source>
        <translation>Ein Export des Ergebnisses dieses Tabs läuft</translation>
    </message>
    <message>
        <source>Choose the result to export</source>
        <translation>Wählen Sie das zu exportierende Ergebnis</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Führen Sie zuerst eine Abfrage aus: Es gibt kein Ergebnis zum Exportieren</translation>
    </message>
    <message>
        <source>This result has no statement to run again</source>
        <translation>Zu diesem Ergebnis gibt es keine Anweisung, die erneut ausgeführt werden kann</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>%1 Zeile nach %2 exportiert</numerusform>
            <numerusform>%1 Zeilen nach %2 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation>Export abgebrochen; keine Datei geschrieben</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <extracomment>%1 is why the export failed</extracomment>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>%1 was not written.

%2</source>
        <extracomment>%1 is a file path, %2 why the export failed</extracomment>
        <translation>%1 wurde nicht geschrieben.

%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message>
        <source>Measure the assistant&apos;s accuracy on a question set (AI)</source>
        <translation>Die Genauigkeit des Assistenten an einem Fragenkatalog messen (KI)</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

Puts every question through the same generation as &apos;generate&apos; (tools, validation, fixes),
runs the generated and the gold statements read-only on the question&apos;s source and scores
the answer: exact (same rows; order only when the gold statement orders them), subset (the
gold columns are among the generated ones, same rows), wrong, invalid, refused, error or
timeout. The gold statements are never sent to the model. Prints a summary per database
and per category.

Options:
      --questions FILE     CSV (question,query,db_name,query_category,instructions) or JSON
                           Lines ({&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}). Required.
      --source-for DB=SRC  The source (name or URL) of database DB; repeatable. Questions
                           of databases without a source are skipped.
      --results FILE       Write one JSON line per question.
      --resume             Continue the results file where it stopped.
      --concurrency N      Questions at a time (default 1).
      --limit N            Only the first N questions.
      --category NAME      Only this category; repeatable.
      --max-cost USD       Start no question that could bring the spend past USD.
      --timeout SECONDS    Per question (default 120; 0: none).
      --report FILE        Write the summary and every question as an HTML page.
  -h, --help               Show this help.

Exit status: 0 run complete, 1 error, 2 usage error, 3 stopped by --max-cost.
</source>
        <translation>Verwendung: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

Führt jede Frage durch dieselbe Erzeugung wie &apos;generate&apos; (Werkzeuge, Prüfung, Korrekturen),
führt die erzeugte und die Referenzanweisung nur lesend auf der Quelle der Frage aus und
bewertet die Antwort: exact (dieselben Zeilen; Reihenfolge nur, wenn die Referenz sortiert),
subset (die Referenzspalten sind unter den erzeugten, dieselben Zeilen), wrong, invalid,
refused, error oder timeout. Die Referenzanweisungen werden nie an das Modell gesendet.
Gibt eine Übersicht pro Datenbank und pro Kategorie aus.

Optionen:
      --questions FILE     CSV (question,query,db_name,query_category,instructions) oder
                           JSON Lines ({&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}). Pflicht.
      --source-for DB=SRC  Die Datenquelle (Name oder URL) der Datenbank DB; wiederholbar.
                           Fragen von Datenbanken ohne Quelle werden übersprungen.
      --results FILE       Eine JSON-Zeile pro Frage schreiben.
      --resume             Die Ergebnisdatei dort fortsetzen, wo sie endet.
      --concurrency N      Fragen gleichzeitig (Standard 1).
      --limit N            Nur die ersten N Fragen.
      --category NAME      Nur diese Kategorie; wiederholbar.
      --max-cost USD       Keine Frage beginnen, die die Ausgaben über USD bringen könnte.
      --timeout SECONDS    Pro Frage (Standard 120; 0: keine).
      --report FILE        Die Übersicht und jede Frage als HTML-Seite schreiben.
  -h, --help               Diese Hilfe anzeigen.

Exit-Status: 0 Lauf vollständig, 1 Fehler, 2 Aufruffehler, 3 durch --max-cost angehalten.
</translation>
    </message>
    <message>
        <source>eval needs --questions FILE and --source-for DB=SRC; see &apos;nelumbo-cli eval --help&apos;</source>
        <translation>eval benötigt --questions FILE und --source-for DB=SRC; siehe „nelumbo-cli eval --help“</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
    <message>
        <source>%1 already holds results: add --resume to continue it, or remove it</source>
        <translation>%1 enthält bereits Ergebnisse: mit --resume fortsetzen oder die Datei entfernen</translation>
    </message>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>%n Frage der Datenbank „%1“ übersprungen: kein --source-for</numerusform>
            <numerusform>%n Fragen der Datenbank „%1“ übersprungen: kein --source-for</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 questions, %3% correct, %4 USD</source>
        <translation>%1/%2 Fragen, %3 % richtig, %4 USD</translation>
    </message>
    <message>
        <source>Evaluation of %1 on %2</source>
        <translation>Auswertung von %1 mit %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>stopped: the next question could pass --max-cost %1 USD (spent %2 USD)</source>
        <translation>angehalten: die nächste Frage könnte --max-cost %1 USD überschreiten (ausgegeben: %2 USD)</translation>
    </message>
    <message>
        <source>eval compare needs two results files</source>
        <translation>eval compare benötigt zwei Ergebnisdateien</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>%n Frage mit anderem Urteil; richtig %1 % -&gt; %2 %</numerusform>
            <numerusform>%n Fragen mit anderem Urteil; richtig %1 % -&gt; %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>--max-cost needs the price of %1: add it to prices in the [ai] section of the configuration</source>
        <translation>--max-cost benötigt den Preis von %1: tragen Sie ihn unter prices im Abschnitt [ai] der Konfiguration ein</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalQuestionFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The question file has no column &quot;%1&quot;</source>
        <translation>Die Fragendatei hat keine Spalte „%1“</translation>
    </message>
    <message>
        <source>Line %1 of the question file is not a JSON object</source>
        <translation>Zeile %1 der Fragendatei ist kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalReport</name>
    <message>
        <source>Gold result</source>
        <translation>Referenzergebnis</translation>
    </message>
    <message>
        <source>Generated result</source>
        <translation>Erzeugtes Ergebnis</translation>
    </message>
    <message>
        <source>database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erzeugt</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalResultsFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalRunner</name>
    <message>
        <source>No answer within %1 s</source>
        <translation>Keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>More than %1 rows</source>
        <translation>Mehr als %1 Zeilen</translation>
    </message>
    <message>
        <source>The gold statement failed: %1</source>
        <translation>Die Referenzanweisung ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainCommand</name>
    <message>
        <source>Explain a statement or part of it in plain words (AI)</source>
        <translation>Eine Anweisung oder einen Teil davon in einfachen Worten erklären (KI)</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

Asks the configured model to explain STATEMENT, or only the part of it given
with --fragment (the whole statement goes along as context). Prints JSON:
explanation, model and usage.

Options:
      --source SRC     A source name, demo, or a URL. Required.
      --fragment TEXT  The part of the statement to explain.
  -h, --help           Show this help.

Exit status: 0 explained, 1 error object printed, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

Bittet das konfigurierte Modell, STATEMENT zu erklären, oder nur den mit
--fragment angegebenen Teil davon (die ganze Anweisung wird als Kontext
mitgeschickt). Gibt JSON aus: explanation, model und usage.

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
      --fragment TEXT  Der zu erklärende Teil der Anweisung.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 erklärt, 1 Fehlerobjekt ausgegeben, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>explain needs one STATEMENT argument</source>
        <translation>explain braucht genau ein STATEMENT-Argument</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPlanCommand</name>
    <message>
        <source>Show the database&apos;s plan for a statement as a tree, without AI</source>
        <translation>Den Plan der Datenbank für eine Anweisung als Baum anzeigen, ohne KI</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

Asks the database of SRC for its plan of STATEMENT without running it, reads it
into the plan tree the window shows and prints one line per step: the
operation, the table it reads, estimated rows, cost, and whether it is
expensive (at least 30 % of the plan&apos;s cost, or a full scan of 1,000+ rows).
--format json prints the parsed tree (type, relation, rows, startup_cost,
total_cost, detail, full_scan, expensive, children) and the database&apos;s own
plan text. Visibility rules apply; {{variables}} are planned as NULL.

Options:
      --source SRC     A source name, demo, or a URL. Required.
      --format FORMAT  table (default) or json.
  -h, --help           Show this help.

Exit status: 0 printed, 1 no plan (the source has none, or the database
refused the statement), 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

Fragt die Datenbank von SRC nach ihrem Plan für STATEMENT, ohne die Anweisung
auszuführen, liest ihn in den Planbaum ein, den das Fenster zeigt, und gibt eine
Zeile pro Schritt aus: die Operation, die gelesene Tabelle, geschätzte Zeilen,
Kosten und ob der Schritt teuer ist (mindestens 30 % der Plankosten oder ein
vollständiger Scan von 1.000 oder mehr Zeilen). --format json gibt den geparsten
Baum (type, relation, rows, startup_cost, total_cost, detail, full_scan,
expensive, children) und den eigenen Plantext der Datenbank aus. Die
Sichtbarkeitsregeln gelten; {{variables}} werden im Plan als NULL behandelt.

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
      --format FORMAT  table (Standard) oder json.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 ausgegeben, 1 kein Plan (die Quelle hat keinen, oder die
Datenbank hat die Anweisung verweigert), 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>--format is table or json</source>
        <translation>--format ist table oder json</translation>
    </message>
    <message>
        <source>explain-plan needs --source SRC and one STATEMENT</source>
        <translation>explain-plan braucht --source SRC und genau ein STATEMENT</translation>
    </message>
    <message>
        <source>%1 has no query plans, so &quot;%2&quot; cannot show one</source>
        <extracomment>%1 is the kind of database (Redis), %2 the source&apos;s name</extracomment>
        <translation>%1 kennt keine Abfragepläne, daher kann „%2“ keinen anzeigen</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>expensive</source>
        <translation>teuer</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPopup</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Waiting for the explanation</source>
        <translation>Warten auf die Erklärung</translation>
    </message>
    <message>
        <source>Explanation text</source>
        <translation>Erklärungstext</translation>
    </message>
    <message>
        <source>Copy the explanation as Markdown</source>
        <translation>Die Erklärung als Markdown kopieren</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>Erklärung schließen</translation>
    </message>
    <message>
        <source>Explaining the query…</source>
        <translation>Die Abfrage wird erklärt…</translation>
    </message>
    <message>
        <source>Explaining the selection…</source>
        <translation>Die Auswahl wird erklärt…</translation>
    </message>
    <message>
        <source>Explanation of the query</source>
        <translation>Erklärung der Abfrage</translation>
    </message>
    <message>
        <source>Explanation of the selection</source>
        <translation>Erklärung der Auswahl</translation>
    </message>
    <message>
        <source>No explanation</source>
        <translation>Keine Erklärung</translation>
    </message>
    <message>
        <source>The explanation failed: %1</source>
        <translation>Die Erklärung ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportDialog</name>
    <message>
        <source>CSV and TSV</source>
        <translation>CSV und TSV</translation>
    </message>
    <message>
        <source>First line with the column names</source>
        <translation>Erste Zeile mit den Spaltennamen</translation>
    </message>
    <message>
        <source>SQL INSERT</source>
        <translation>SQL INSERT</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>CSV (comma-separated values)</source>
        <translation>CSV (durch Kommas getrennte Werte)</translation>
    </message>
    <message>
        <source>TSV (tab-separated values)</source>
        <translation>TSV (durch Tabulatoren getrennte Werte)</translation>
    </message>
    <message>
        <source>JSON (an array of objects)</source>
        <translation>JSON (ein Array von Objekten)</translation>
    </message>
    <message>
        <source>NDJSON (one object per line)</source>
        <translation>NDJSON (ein Objekt pro Zeile)</translation>
    </message>
    <message>
        <source>SQL INSERT statements</source>
        <translation>SQL-INSERT-Anweisungen</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Markdown-Tabelle</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Excel-Arbeitsmappe (XLSX)</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Komma ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Semikolon ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <source>Pipe ( | )</source>
        <translation>Senkrechter Strich ( | )</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>Anderes:</translation>
    </message>
    <message>
        <source>Other delimiter</source>
        <translation>Anderes Trennzeichen</translation>
    </message>
    <message>
        <source>Only where needed</source>
        <translation>Nur wo nötig</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>Jeder Wert</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with byte order mark (for Excel)</source>
        <translation>UTF-8 mit Byte-Order-Mark (für Excel)</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>T&amp;rennzeichen:</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>&amp;Anführungszeichen:</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Kodierung:</translation>
    </message>
    <message>
        <source>schema.table</source>
        <translation>schema.tabelle</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>The statement runs again, read-only, and every row of its result is written, not only the rows loaded in the grid.</source>
        <translation>Die Anweisung wird erneut schreibgeschützt ausgeführt, und jede Zeile ihres Ergebnisses wird geschrieben, nicht nur die in der Tabelle geladenen Zeilen.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Wählen Sie die Datei, die geschrieben werden soll.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file.</source>
        <translation>%1 ist ein Ordner; wählen Sie eine Datei.</translation>
    </message>
    <message>
        <source>Give the table the INSERT statements insert into.</source>
        <translation>Geben Sie die Tabelle an, in die die INSERT-Anweisungen einfügen.</translation>
    </message>
    <message>
        <source>Type the delimiter.</source>
        <translation>Geben Sie das Trennzeichen ein.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>A file chooser&apos;s filter: %1 the format&apos;s name, %2 its file name extension</extracomment>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportWriter</name>
    <message>
        <source>INSERT statements need the name of the table to insert into</source>
        <translation>INSERT-Anweisungen brauchen den Namen der Tabelle, in die eingefügt wird</translation>
    </message>
    <message>
        <source>INSERT statements need the source&apos;s language</source>
        <translation>INSERT-Anweisungen brauchen die Sprache der Quelle</translation>
    </message>
    <message>
        <source>%1 is not a text format</source>
        <translation>%1 ist kein Textformat</translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>Suchtext</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>Ersetzungstext</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriges</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>Vorheriges suchen (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>Nächstes suchen (F3)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>Diesen Treffer ersetzen und den nächsten suchen</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Replace every match in one undo step</source>
        <translation>Alle Treffer in einem Rückgängig-Schritt ersetzen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>%Ln ersetzt</numerusform>
            <numerusform>%Ln ersetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FormatCommand</name>
    <message>
        <source>Format a statement or script: one clause per line, keywords in one case</source>
        <translation>Eine Anweisung oder ein Skript formatieren: eine Klausel pro Zeile, Schlüsselwörter einheitlich geschrieben</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli format [--keyword-case upper|lower|keep]
                          [--language LANGUAGE | --source SRC] [--] STATEMENT
       nelumbo-cli format [OPTIONS] -f FILE

Prints STATEMENT (or every statement of FILE) laid out one clause per line, with
select lists, joins and conditions indented and subqueries nested. Only white
space and the case of keywords change: comments, strings, quoted names, {{name}}
and [[ ... ]] stay exactly as written, and formatting the output again changes
nothing. Text with a quote or comment that does not end is not formatted.
The database is not opened.

Options:
      --keyword-case CASE  upper, lower or keep (as written). Default: the
                           setting editor/format_keyword_case (upper).
      --language LANGUAGE  The query language (sql:postgres, sql:mysql,
                           sql:sqlite, or a URL scheme such as postgres).
      --source SRC         Use the dialect of a source (a name, demo, or a URL).
  -f, --file FILE          Read the text from FILE (UTF-8).
  -h, --help               Show this help.

Without --language or --source the text is read as standard SQL.

Exit status: 0 formatted, 1 the text cannot be formatted, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli format [--keyword-case upper|lower|keep]
                          [--language LANGUAGE | --source SRC] [--] STATEMENT
       nelumbo-cli format [OPTIONS] -f FILE

Gibt STATEMENT (oder jede Anweisung aus FILE) mit einer Klausel pro Zeile aus,
mit eingerückten SELECT-Listen, Joins und Bedingungen und verschachtelten
Unterabfragen. Nur Leerraum und die Groß-/Kleinschreibung der Schlüsselwörter
ändern sich: Kommentare, Zeichenketten, Namen in Anführungszeichen, {{name}}
und [[ ... ]] bleiben genau so, wie sie geschrieben sind, und ein erneutes
Formatieren der Ausgabe ändert nichts. Text mit einem nicht abgeschlossenen
Anführungszeichen oder Kommentar wird nicht formatiert. Die Datenbank wird
nicht geöffnet.

Optionen:
      --keyword-case CASE  upper, lower oder keep (wie geschrieben). Standard:
                           die Einstellung editor/format_keyword_case (upper).
      --language LANGUAGE  Die Abfragesprache (sql:postgres, sql:mysql,
                           sql:sqlite oder ein URL-Schema wie postgres).
      --source SRC         Den Dialekt einer Quelle verwenden (ein Name, demo
                           oder eine URL).
  -f, --file FILE          Den Text aus FILE (UTF-8) lesen.
  -h, --help               Diese Hilfe anzeigen.

Ohne --language oder --source wird der Text als Standard-SQL gelesen.

Exit-Status: 0 formatiert, 1 Text nicht formatierbar, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; known: %2</source>
        <extracomment>%1 is the language given, %2 a list of the known ones</extracomment>
        <translation>Unbekannte Sprache „%1“; bekannt: %2</translation>
    </message>
    <message>
        <source>format needs one STATEMENT or -f FILE</source>
        <translation>format braucht genau ein STATEMENT oder -f FILE</translation>
    </message>
    <message>
        <source>give --language or --source, not both</source>
        <translation>geben Sie --language oder --source an, nicht beides</translation>
    </message>
    <message>
        <source>--keyword-case is upper, lower or keep, not &quot;%1&quot;</source>
        <extracomment>upper, lower and keep are the option&apos;s values, not to be translated</extracomment>
        <translation>--keyword-case ist upper, lower oder keep, nicht „%1“</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeminiFormat</name>
    <message>
        <source>The model wrote a function call that is not valid (%1).</source>
        <translation>Das Modell hat einen ungültigen Funktionsaufruf geschrieben (%1).</translation>
    </message>
    <message>
        <source>The reply has no candidates.</source>
        <translation>Die Antwort enthält keine Kandidaten.</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeneralSettingsPage</name>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Benutzeroberfläche</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the name of the language the system asks for, written in that language</extracomment>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>The new language is used when Nelumbo is started again.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Nelumbo verwendet.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Show &amp;completions while typing</source>
        <translation>&amp;Vervollständigungen beim Tippen anzeigen</translation>
    </message>
    <message>
        <source>Open the completion list after a short pause after a dot or two letters of a name. Ctrl+Space opens it either way.</source>
        <translation>Die Vervollständigungsliste nach einer kurzen Pause nach einem Punkt oder zwei Buchstaben eines Namens öffnen. Ctrl+Space öffnet sie in jedem Fall.</translation>
    </message>
    <message>
        <source>Editor:</source>
        <translation>Editor:</translation>
    </message>
</context>
<context>
    <name>nelumbo::GenerateCommand</name>
    <message>
        <source>Write a statement from a request in plain words (AI)</source>
        <translation>Eine Anweisung aus einer Anfrage in einfachen Worten schreiben (KI)</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                            [--conversation FILE] [--allow-writes]

Asks the configured model (see &apos;nelumbo-cli ai&apos;) for a statement. The model looks at the
source&apos;s visible tables and values through tools; the statement is validated before it
is printed as JSON: statement, variables, model, usage, cost and the tool trace.

Options:
      --source SRC         A source name, demo, or a URL. Required.
      --prompt TEXT        What the statement should do. Required.
      --current STATEMENT  The statement to refine.
      --conversation FILE  Earlier turns, read and then updated with this one.
      --allow-writes       Allow statements that change data.
  -h, --help               Show this help.

Exit status: 0 generated, 1 error object printed, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                            [--conversation FILE] [--allow-writes]

Bittet das konfigurierte Modell (siehe „nelumbo-cli ai“) um eine Anweisung. Das Modell sieht
sich die sichtbaren Tabellen und Werte der Quelle über Werkzeuge an; die Anweisung wird vor
der Ausgabe als JSON geprüft: statement, variables, model, usage, cost und der Tool-Trace.

Optionen:
      --source SRC         Ein Quellenname, demo oder eine URL. Erforderlich.
      --prompt TEXT        Was die Anweisung tun soll. Erforderlich.
      --current STATEMENT  Die zu verfeinernde Anweisung.
      --conversation FILE  Frühere Runden; wird gelesen und dann um diese ergänzt.
      --allow-writes       Anweisungen erlauben, die Daten ändern.
  -h, --help               Diese Hilfe anzeigen.

Exit-Status: 0 erzeugt, 1 Fehlerobjekt ausgegeben, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>generate needs --prompt TEXT and no other arguments</source>
        <translation>generate braucht --prompt TEXT und keine weiteren Argumente</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryCommand</name>
    <message>
        <source>Search the statements run from the app and by &apos;run --history&apos;</source>
        <translation>Die in der App und mit „run --history“ ausgeführten Anweisungen durchsuchen</translation>
    </message>
    <message>
        <source>Only statements run on the source named S (its name, or the URL without password for a source given as a URL).</source>
        <translation>Nur Anweisungen, die auf der Quelle namens S ausgeführt wurden (ihr Name oder, bei einer als URL angegebenen Quelle, die URL ohne Passwort).</translation>
    </message>
    <message>
        <source>Only statements whose text holds TEXT (ASCII letters in any case).</source>
        <translation>Nur Anweisungen, deren Text TEXT enthält (ASCII-Buchstaben ohne Beachtung der Groß-/Kleinschreibung).</translation>
    </message>
    <message>
        <source>Only statements that failed or were cancelled.</source>
        <translation>Nur Anweisungen, die fehlgeschlagen sind oder abgebrochen wurden.</translation>
    </message>
    <message>
        <source>Only statements that succeeded.</source>
        <translation>Nur erfolgreiche Anweisungen.</translation>
    </message>
    <message>
        <source>Show the N newest at most; 0 shows all. Default: 50.</source>
        <translation>Höchstens die N neuesten anzeigen; 0 zeigt alle. Standard: 50.</translation>
    </message>
    <message>
        <source>table (the default) or json.</source>
        <translation>table (Standard) oder json.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</source>
        <translation>Aufruf: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</translation>
    </message>
    <message>
        <source>The query history: every statement run from the app&apos;s window, and those of &apos;nelumbo-cli run --history&apos;, with its source, query language, start time, duration, rows and outcome, newest first. It is kept in history.sqlite in your data folder (history/file in the config file), bounded by history/max_entries (10000) and history/max_days; history/enabled = false turns it off, and a source configured history = off is never recorded (docs/CONFIG.md).</source>
        <translation>Der Abfrageverlauf: jede im Fenster der App ausgeführte Anweisung sowie die von „nelumbo-cli run --history“, mit Quelle, Abfragesprache, Startzeit, Dauer, Zeilen und Ergebnis, die neuesten zuerst. Er wird in history.sqlite in Ihrem Datenordner gespeichert (history/file in der Konfigurationsdatei), begrenzt durch history/max_entries (10000) und history/max_days; history/enabled = false schaltet ihn aus, und eine Quelle, für die history = off konfiguriert ist, wird nie aufgezeichnet (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <source>One line per statement: id, start time (UTC), source, duration, rows, outcome and the statement on one line, cut at 60 characters.</source>
        <translation>Eine Zeile pro Anweisung: ID, Startzeit (UTC), Quelle, Dauer, Zeilen, Ergebnis und die Anweisung in einer Zeile, nach 60 Zeichen abgeschnitten.</translation>
    </message>
    <message>
        <source>An array of {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome is succeeded or failed, rows null when unknown.</source>
        <translation>Ein Array aus {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome ist succeeded oder failed, rows ist null, wenn unbekannt.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>runtime error: the history cannot be read</source>
        <translation>Laufzeitfehler: der Verlauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>usage error: unknown option, bad --limit or --format</source>
        <translation>Aufruffehler: unbekannte Option, ungültiges --limit oder --format</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>give --failed or --succeeded, not both</source>
        <translation>geben Sie --failed oder --succeeded an, nicht beides</translation>
    </message>
    <message>
        <source>--limit needs a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--limit braucht eine ganze Zahl, 0 oder mehr, nicht „%1“</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>unbekanntes --format „%1“: Verwenden Sie table oder json</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>STARTED</source>
        <translation>GESTARTET</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>QUELLE</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>ZEILEN</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>ERGEBNIS</translation>
    </message>
    <message>
        <source>STATEMENT</source>
        <translation>ANWEISUNG</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli history --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit „nelumbo-cli history --help“.</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryDock</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>Ver&amp;lauf</translation>
    </message>
    <message>
        <source>Every statement run, newest first (%1)</source>
        <translation>Jede ausgeführte Anweisung, die neueste zuerst (%1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryPanel</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Alle Quellen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Query history</source>
        <translation>Abfrageverlauf</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Put the statement in the current tab, in place of its text</source>
        <translation>Die Anweisung in den aktuellen Tab übernehmen und dessen Text ersetzen</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>In neuem Tab öffnen</translation>
    </message>
    <message>
        <source>Open the statement in a new tab (Enter)</source>
        <translation>Die Anweisung in einem neuen Tab öffnen (Enter)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save to Library…</source>
        <translation>In Bibliothek speichern…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Remove the selected entries from the history (Delete)</source>
        <translation>Die ausgewählten Einträge aus dem Verlauf entfernen (Delete)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 Zeile</numerusform>
            <numerusform>%1 Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>No statement in the history matches</source>
        <translation>Keine passende Anweisung im Verlauf</translation>
    </message>
    <message>
        <source>No statements run yet: every statement you run is kept here</source>
        <translation>Noch keine Anweisungen ausgeführt: Jede Anweisung, die Sie ausführen, wird hier aufbewahrt</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryStore</name>
    <message>
        <source>The query history failed: %1</source>
        <translation>Fehler im Abfrageverlauf: %1</translation>
    </message>
    <message>
        <source>The query history was written by a newer Nelumbo (format %1)</source>
        <translation>Der Abfrageverlauf wurde von einer neueren Nelumbo-Version geschrieben (Format %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::JsonStreamDecoder</name>
    <message>
        <source>The reply stopped before its end.</source>
        <translation>Die Antwort endete vorzeitig.</translation>
    </message>
    <message>
        <source>A streamed event is not valid JSON.</source>
        <translation>Ein gestreamtes Ereignis ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>A streamed line is not valid JSON.</source>
        <translation>Eine gestreamte Zeile ist kein gültiges JSON.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LazyLibrary</name>
    <message>
        <source>%1 needs the library %2, which could not be loaded: %3</source>
        <translation>%1 benötigt die Bibliothek %2, die nicht geladen werden konnte: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::LexerFactory</name>
    <message>
        <source>QScintilla %1 SQL lexer</source>
        <extracomment>The highlighting in the About box; %1 is QScintilla&apos;s version</extracomment>
        <translation>SQL-Lexer von QScintilla %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message>
        <source>No connection within %1 s.</source>
        <translation>Keine Verbindung innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 s.</source>
        <translation>Seit %1 s ist nichts angekommen.</translation>
    </message>
    <message>
        <source>No complete answer within %1 s.</source>
        <translation>Keine vollständige Antwort innerhalb von %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>(%n Versuch)</numerusform>
            <numerusform>(%n Versuche)</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was closed before an answer came.</source>
        <translation>Die Verbindung wurde geschlossen, bevor eine Antwort kam.</translation>
    </message>
    <message>
        <source>It asked to wait %1 s before trying again, longer than the %2 s allowed (ai/retry_max_delay_ms).</source>
        <translation>Der Anbieter bat darum, vor einem neuen Versuch %1 s zu warten, länger als die erlaubten %2 s (ai/retry_max_delay_ms).</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmClient</name>
    <message>
        <source>It has no endpoint that lists models; type the model (or deployment) name.</source>
        <translation>Der Anbieter hat keinen Endpunkt, der Modelle auflistet; geben Sie den Namen des Modells (oder Deployments) ein.</translation>
    </message>
    <message>
        <source>It pointed to %1; if that is the right server, make it the base URL.</source>
        <translation>Sie zeigte auf %1; wenn das der richtige Server ist, tragen Sie ihn als Basis-URL ein.</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>(Grenze: %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmError</name>
    <message>
        <source>The AI provider</source>
        <translation>Der KI-Anbieter</translation>
    </message>
    <message>
        <source>The AI assistant is not configured: choose a provider and model in the settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).</source>
        <translation>Der KI-Assistent ist nicht konfiguriert: Wählen Sie in den Einstellungen einen Anbieter und ein Modell, oder setzen Sie NELUMBO_AI_MODEL (zum Beispiel openai:gpt-4o).</translation>
    </message>
    <message>
        <source>No API key for %1.</source>
        <translation>%1: kein API-Schlüssel vorhanden.</translation>
    </message>
    <message>
        <source>%1 refused the API key.</source>
        <translation>%1 hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate; try again shortly.</source>
        <translation>%1 begrenzt die Anfragerate; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The quota or credit of this %1 account is used up.</source>
        <translation>%1: Das Kontingent oder Guthaben dieses Kontos ist aufgebraucht.</translation>
    </message>
    <message>
        <source>%1 does not know this model, or this key may not use it.</source>
        <translation>%1 kennt dieses Modell nicht, oder dieser Schlüssel darf es nicht verwenden.</translation>
    </message>
    <message>
        <source>The conversation is too long for the model&apos;s context window.</source>
        <translation>Die Unterhaltung ist zu lang für das Kontextfenster des Modells.</translation>
    </message>
    <message>
        <source>%1 rejected the request.</source>
        <translation>%1 hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>%1 had a server error.</source>
        <translation>%1 hatte einen Serverfehler.</translation>
    </message>
    <message>
        <source>%1 cannot be reached.</source>
        <translation>%1 ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>%1 sent a reply that cannot be read.</source>
        <translation>%1 hat eine Antwort gesendet, die nicht gelesen werden kann.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 redirected the request to another host; it was not followed, so the API key was not sent there.</source>
        <translation>%1 hat die Anfrage auf einen anderen Host umgeleitet; der Umleitung wurde nicht gefolgt, der API-Schlüssel wurde also nicht dorthin gesendet.</translation>
    </message>
    <message>
        <source>%1 sent a reply larger than allowed; it was stopped.</source>
        <translation>%1 hat eine Antwort gesendet, die größer als erlaubt ist; sie wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmWireFormat</name>
    <message>
        <source>The reply is not valid JSON.</source>
        <translation>Die Antwort ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>(HTTP %1)</source>
        <translation>(HTTP %1)</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Meldung des Anbieters: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message>
        <source>&amp;Look Again</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <source>Model servers on this machine</source>
        <translation>Modellserver auf diesem Rechner</translation>
    </message>
    <message>
        <source>Look again for model servers on this machine</source>
        <translation>Erneut nach Modellservern auf diesem Rechner suchen</translation>
    </message>
    <message>
        <source>No model server is running on this machine (Ollama on port %1, LM Studio on %2, llama.cpp on %3).</source>
        <extracomment>%1, %2 and %3 are port numbers</extracomment>
        <translation>Auf diesem Rechner läuft kein Modellserver (Ollama auf Port %1, LM Studio auf %2, llama.cpp auf %3).</translation>
    </message>
    <message>
        <source>Looking for model servers on this machine…</source>
        <translation>Modellserver auf diesem Rechner werden gesucht…</translation>
    </message>
    <message>
        <source>%1 is running on this machine.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 läuft auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>Use %1 on this machine</source>
        <translation>%1 auf diesem Rechner verwenden</translation>
    </message>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1 läuft auf diesem Rechner, mit %Ln Modell.</numerusform>
            <numerusform>%1 läuft auf diesem Rechner, mit %Ln Modellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::MainWindow</name>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>Auswahl &amp;erklären</translation>
    </message>
    <message>
        <source>&amp;Explain Query</source>
        <translation>Abfrage &amp;erklären</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimierung</translation>
    </message>
    <message>
        <source>Nothing to explain: the query is empty</source>
        <translation>Nichts zu erklären: Die Abfrage ist leer</translation>
    </message>
    <message>
        <source>Nothing to optimise: the query is empty</source>
        <translation>Nichts zu optimieren: Die Abfrage ist leer</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>&amp;Chat Panel</source>
        <translation>&amp;Chat-Bereich</translation>
    </message>
    <message>
        <source>Show or hide the chat with the assistant (%1)</source>
        <translation>Den Chat mit dem Assistenten ein- oder ausblenden (%1)</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>KI-Assistent</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>&amp;Neuer Tab</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab s&amp;chließen</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open D&amp;emo Database</source>
        <translation>D&amp;emo-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Demo database</source>
        <translation>Demo-Datenbank</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Nächstes suchen</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>&amp;Vorheriges suchen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Nächster &amp;Bereich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
    <message>
        <source>&amp;Run Statement</source>
        <translation>&amp;Anweisung ausführen</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>Alle aus&amp;führen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>&amp;Fetch All Rows</source>
        <translation>Alle Zeilen abr&amp;ufen</translation>
    </message>
    <message>
        <source>Allow &amp;Writes</source>
        <translation>Schreib&amp;zugriffe erlauben</translation>
    </message>
    <message>
        <source>Let statements change data on this database (asks first; off again when you switch databases)</source>
        <translation>Anweisungen erlauben, die Daten in dieser Datenbank ändern (fragt vorher; wird beim Wechsel der Datenbank wieder ausgeschaltet)</translation>
    </message>
    <message>
        <source>Refresh &amp;Schema</source>
        <translation>&amp;Schema aktualisieren</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>&amp;About Nelumbo</source>
        <translation>&amp;Über Nelumbo</translation>
    </message>
    <message>
        <source>About Nelumbo</source>
        <translation>Über Nelumbo</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;A query editor with an AI assistant.&lt;/p&gt;&lt;p&gt;Highlighting: %2&lt;/p&gt;&lt;p&gt;The demo database is Chinook (MIT licence).&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the component that highlights SQL</extracomment>
        <translation>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;Ein Abfrage-Editor mit KI-Assistent.&lt;/p&gt;&lt;p&gt;Syntaxhervorhebung: %2&lt;/p&gt;&lt;p&gt;Die Demo-Datenbank ist Chinook (MIT-Lizenz).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>Ab&amp;frage</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>A&amp;ssistent</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <source>The data source the editor runs against</source>
        <translation>Die Datenquelle, auf der der Editor Anweisungen ausführt</translation>
    </message>
    <message>
        <source>New tab</source>
        <translation>Neuer Tab</translation>
    </message>
    <message>
        <source>WRITES ALLOWED</source>
        <translation>SCHREIBZUGRIFFE ERLAUBT</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>Statements can change data (Query → Allow Writes)</source>
        <translation>Anweisungen können Daten ändern (Abfrage → Schreibzugriffe erlauben)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused</source>
        <translation>Anweisungen, die etwas ändern könnten, werden verweigert</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1 is the model in use, such as openai:gpt-4o</extracomment>
        <translation>KI: %1</translation>
    </message>
    <message>
        <source>AI: not set up</source>
        <translation>KI: nicht eingerichtet</translation>
    </message>
    <message>
        <source>AI off</source>
        <translation>KI aus</translation>
    </message>
    <message>
        <source>The AI assistant uses %1 (%2). Settings…</source>
        <extracomment>%1 is a model, %2 the AI provider</extracomment>
        <translation>Der KI-Assistent verwendet %1 (%2). Einstellungen…</translation>
    </message>
    <message>
        <source>The AI assistant is off. Settings… to turn it on.</source>
        <translation>Der KI-Assistent ist ausgeschaltet. Einschalten unter „Einstellungen…“.</translation>
    </message>
    <message>
        <source>Cannot open the source: %1</source>
        <extracomment>%1 is why the source could not be opened</extracomment>
        <translation>Die Quelle kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; is configured read-only (read_only = true)</source>
        <extracomment>%1 is a source&apos;s name; &quot;read_only = true&quot; is a line of its configuration</extracomment>
        <translation>Quelle „%1“ ist als schreibgeschützt konfiguriert (read_only = true)</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>Die Datenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open SQL file</source>
        <translation>SQL-Datei öffnen</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>SQL-Dateien (*.sql);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save SQL file</source>
        <translation>SQL-Datei speichern</translation>
    </message>
    <message>
        <source>Nelumbo</source>
        <translation>Nelumbo</translation>
    </message>
    <message>
        <source>%1 — %2 — Nelumbo</source>
        <extracomment>The window title: %1 is the tab&apos;s title, %2 the data source</extracomment>
        <translation>%1 — %2 — Nelumbo</translation>
    </message>
    <message>
        <source>New Sou&amp;rce…</source>
        <translation>Neue &amp;Quelle…</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>&amp;Ersetzen…</translation>
    </message>
    <message>
        <source>Recent Data&amp;bases</source>
        <translation>&amp;Zuletzt verwendete Datenbanken</translation>
    </message>
    <message>
        <source>read-only (check only)</source>
        <translation>schreibgeschützt (nur Prüfung)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused by Nelumbo&apos;s check alone: this source&apos;s user may write, so the server would not refuse them. A read-only user adds that protection (docs/CONFIG.md).</source>
        <translation>Anweisungen, die etwas ändern könnten, werden allein von Nelumbos Prüfung abgewiesen: Der Benutzer dieser Quelle darf schreiben, der Server würde sie also nicht abweisen. Ein schreibgeschützter Benutzer fügt diesen Schutz hinzu (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Value Vie&amp;wer</source>
        <translation>&amp;Wertanzeige</translation>
    </message>
    <message>
        <source>Explain &amp;Plan</source>
        <translation>Abfrage&amp;plan anzeigen</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show the database&apos;s plan for the statement under the cursor</source>
        <translation>Den Plan der Datenbank für die Anweisung unter dem Cursor anzeigen</translation>
    </message>
    <message>
        <source>the database session was closed</source>
        <translation>die Datenbanksitzung wurde geschlossen</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 hat keine Abfragepläne</translation>
    </message>
    <message>
        <source>F&amp;ormat Statement</source>
        <translation>Anweisung f&amp;ormatieren</translation>
    </message>
    <message>
        <source>F&amp;ormat Selection</source>
        <translation>Auswahl f&amp;ormatieren</translation>
    </message>
    <message>
        <source>Not formatted: %1</source>
        <translation>Nicht formatiert: %1</translation>
    </message>
    <message>
        <source>E&amp;xport Result…</source>
        <translation>Ergebnis e&amp;xportieren…</translation>
    </message>
    <message>
        <source>AI Suggestions</source>
        <extracomment>A tool bar toggle: the AI inline suggestions</extracomment>
        <translation>KI-Vorschläge</translation>
    </message>
    <message>
        <source>No tab is open</source>
        <translation>Es ist kein Tab geöffnet</translation>
    </message>
</context>
<context>
    <name>nelumbo::ModelString</name>
    <message>
        <source>The model &quot;%1&quot; is not of the form provider:model, such as openai:gpt-4o or ollama:qwen2.5-coder.</source>
        <translation>Das Modell „%1“ hat nicht die Form Anbieter:Modell, etwa openai:gpt-4o oder ollama:qwen2.5-coder.</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;; known providers: %2.</source>
        <translation>Unbekannter Anbieter „%1“; bekannte Anbieter: %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::MysqlAdapter</name>
    <message>
        <source>%1: &quot;%2&quot; is not a MySQL connection option (known: %3)</source>
        <translation>%1: „%2“ ist keine MySQL-Verbindungsoption (bekannt: %3)</translation>
    </message>
    <message>
        <source>%1: %2 must be a number of seconds</source>
        <translation>%1: %2 muss eine Anzahl von Sekunden sein</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: Optionswerte dürfen kein ; enthalten</translation>
    </message>
    <message>
        <source>The server did not take the session&apos;s read-only setting</source>
        <translation>Der Server hat die Nur-Lese-Einstellung der Sitzung nicht übernommen</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keine Tabelle %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>Die Anweisung ist leer</translation>
    </message>
    <message>
        <source>MySQL cannot check this kind of statement without running it</source>
        <translation>MySQL kann diese Art von Anweisung nicht prüfen, ohne sie auszuführen</translation>
    </message>
    <message>
        <source>The server did not say which tables the statement reads</source>
        <translation>Der Server hat nicht angegeben, welche Tabellen die Anweisung liest</translation>
    </message>
    <message>
        <source>The definition of view %1 cannot be read</source>
        <translation>Die Definition der Sicht %1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>nelumbo::NamePattern</name>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>„%1“ ist kein gültiger regulärer Ausdruck: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no table</source>
        <translation>„%1“ nennt keine Tabelle</translation>
    </message>
</context>
<context>
    <name>nelumbo::Network</name>
    <message>
        <source>%1 is not the network plugin of this build of Nelumbo</source>
        <translation>%1 ist nicht das Netzwerk-Plugin dieses Nelumbo-Builds</translation>
    </message>
</context>
<context>
    <name>nelumbo::OfflineSource</name>
    <message>
        <source>No database adapter for source &quot;%1&quot;</source>
        <translation>Kein Datenbankadapter für Quelle „%1“</translation>
    </message>
</context>
<context>
    <name>nelumbo::OllamaFormat</name>
    <message>
        <source>The arguments of a tool call are not a valid JSON object.</source>
        <translation>Die Argumente eines Werkzeugaufrufs sind kein gültiges JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>nelumbo::OpenAiChatFormat</name>
    <message>
        <source>The reply has no choices.</source>
        <translation>Die Antwort enthält keine Auswahl (choices).</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizeCommand</name>
    <message>
        <source>Suggest how to make a statement faster (AI)</source>
        <translation>Vorschlagen, wie eine Anweisung schneller werden kann (KI)</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli optimize --source SRC STATEMENT

Plans STATEMENT on the source when it can and asks the configured model for
suggestions; without a plan the review is structural. Prints JSON: suggestions
(type, impact, title, suggestion), plan_used (and plan_error when no plan could
be made), model and usage.

Options:
      --source SRC     A source name, demo, or a URL. Required.
  -h, --help           Show this help.

Exit status: 0 answered, 1 error object printed, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli optimize --source SRC STATEMENT

Erstellt für STATEMENT nach Möglichkeit einen Plan auf der Quelle und bittet das
konfigurierte Modell um Vorschläge; ohne Plan ist die Prüfung rein strukturell.
Gibt JSON aus: suggestions (type, impact, title, suggestion), plan_used (und
plan_error, wenn kein Plan erstellt werden konnte), model und usage.

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 beantwortet, 1 Fehlerobjekt ausgegeben, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>optimize needs one STATEMENT argument</source>
        <translation>optimize braucht genau ein STATEMENT-Argument</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimierung</translation>
    </message>
    <message>
        <source>Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and asks the assistant how to make it faster.</source>
        <translation>„Abfrage optimieren“ (Ctrl+Alt+O) erstellt einen Plan für die Anweisung unter dem Cursor und fragt den Assistenten, wie sie schneller werden kann.</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Wird bearbeitet</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>Planstatus</translation>
    </message>
    <message>
        <source>Planning the statement and asking the assistant for suggestions…</source>
        <translation>Plan für die Anweisung wird erstellt, und der Assistent wird um Vorschläge gebeten…</translation>
    </message>
    <message>
        <source>Structural review, no plan.</source>
        <translation>Strukturelle Prüfung, kein Plan.</translation>
    </message>
    <message>
        <source>Structural review, no plan: %1</source>
        <translation>Strukturelle Prüfung, kein Plan: %1</translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Abfrageplan: %1, keiner als teuer markiert.</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 Token</numerusform>
            <numerusform>%1 Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimisation cancelled.</source>
        <translation>Optimierung abgebrochen.</translation>
    </message>
    <message>
        <source>The optimisation failed: %1</source>
        <translation>Die Optimierung ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Abfrageplan: %1, davon %Ln als teuer markiert (fett, mit Warnzeichen).</numerusform>
            <numerusform>Abfrageplan: %1, davon %Ln als teuer markiert (fett, mit Warnzeichen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>%Ln Vorschlag</numerusform>
            <numerusform>%Ln Vorschläge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PasswordPrompt</name>
    <message>
        <source>No keychain</source>
        <translation>Kein Schlüsselbund</translation>
    </message>
    <message>
        <source>The password cannot be stored in the system keychain.</source>
        <translation>Das Passwort kann nicht im Schlüsselbund des Systems gespeichert werden.</translation>
    </message>
    <message>
        <source>%1

Store the password in plain text in %2, a file only you can read? Otherwise it is not stored, and Nelumbo asks for it each time you connect.</source>
        <extracomment>%1 is why the keychain failed, %2 the path of the file</extracomment>
        <translation>%1

Das Passwort im Klartext in %2 speichern, einer Datei, die nur Sie lesen können? Andernfalls wird es nicht gespeichert, und Nelumbo fragt bei jeder Verbindung danach.</translation>
    </message>
    <message>
        <source>Store in Plain Text</source>
        <translation>Im Klartext speichern</translation>
    </message>
    <message>
        <source>Don&apos;t Store</source>
        <translation>Nicht speichern</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <extracomment>%1 is the name of a data source</extracomment>
        <translation>Passwort für %1:</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message>
        <source>Optimize with AI</source>
        <translation>Mit KI optimieren</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>Planstatus</translation>
    </message>
    <message>
        <source>Explain Plan (Ctrl+E) shows the database&apos;s plan for the statement under the cursor, without running it.</source>
        <translation>„Abfrageplan anzeigen“ (Ctrl+E) zeigt den Plan der Datenbank für die Anweisung unter dem Cursor an, ohne sie auszuführen.</translation>
    </message>
    <message>
        <source>Ask the assistant how to make this statement faster</source>
        <translation>Den Assistenten fragen, wie diese Anweisung schneller werden kann</translation>
    </message>
    <message>
        <source>Asking the database for its plan…</source>
        <translation>Die Datenbank wird nach ihrem Plan gefragt…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Abfrageplan: %1, keiner als teuer markiert.</translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Abfrageplan: %1, davon %Ln als teuer markiert (fett, mit Warnzeichen).</numerusform>
            <numerusform>Abfrageplan: %1, davon %Ln als teuer markiert (fett, mit Warnzeichen).</numerusform>
        </translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message>
        <source>The query plan could not be read: %1</source>
        <translation>Der Abfrageplan konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the PostgreSQL plan holds no statement</source>
        <translation>der PostgreSQL-Plan enthält keine Anweisung</translation>
    </message>
    <message>
        <source>a PostgreSQL plan entry has no &quot;Plan&quot;</source>
        <translation>einem PostgreSQL-Planeintrag fehlt „Plan“</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node has no &quot;Node Type&quot;</source>
        <translation>einem PostgreSQL-Planknoten fehlt „Node Type“</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node&apos;s &quot;Plans&quot; holds a non-object</source>
        <translation>„Plans“ eines PostgreSQL-Planknotens enthält etwas anderes als ein Objekt</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>Index %1</translation>
    </message>
    <message>
        <source>sort by %1</source>
        <translation>sortiert nach %1</translation>
    </message>
    <message>
        <source>group by %1</source>
        <translation>gruppiert nach %1</translation>
    </message>
    <message>
        <source>the MySQL plan has no &quot;query_block&quot;</source>
        <translation>dem MySQL-Plan fehlt „query_block“</translation>
    </message>
    <message>
        <source>the MySQL plan has no steps</source>
        <translation>der MySQL-Plan hat keine Schritte</translation>
    </message>
    <message>
        <source>Query block</source>
        <translation>Abfrageblock</translation>
    </message>
    <message>
        <source>having %1</source>
        <translation>having %1</translation>
    </message>
    <message>
        <source>Nested loop</source>
        <translation>Verschachtelte Schleife</translation>
    </message>
    <message>
        <source>condition: %1</source>
        <translation>Bedingung: %1</translation>
    </message>
    <message>
        <source>using filesort</source>
        <translation>mit Filesort</translation>
    </message>
    <message>
        <source>using a temporary table</source>
        <translation>mit temporärer Tabelle</translation>
    </message>
    <message>
        <source>no index used (possible: %1)</source>
        <translation>kein Index verwendet (möglich: %1)</translation>
    </message>
    <message>
        <source>ref %1</source>
        <translation>ref %1</translation>
    </message>
    <message>
        <source>covering index</source>
        <translation>abdeckender Index</translation>
    </message>
    <message>
        <source>Full table scan</source>
        <translation>Vollständiger Tabellenscan</translation>
    </message>
    <message>
        <source>Full index scan</source>
        <translation>Vollständiger Indexscan</translation>
    </message>
    <message>
        <source>Index range scan</source>
        <translation>Index-Bereichsscan</translation>
    </message>
    <message>
        <source>Index lookup</source>
        <translation>Indexsuche</translation>
    </message>
    <message>
        <source>Unique index lookup</source>
        <translation>Eindeutige Indexsuche</translation>
    </message>
    <message>
        <source>Index lookup or null</source>
        <translation>Indexsuche oder NULL</translation>
    </message>
    <message>
        <source>Index merge</source>
        <translation>Index-Zusammenführung</translation>
    </message>
    <message>
        <source>Full-text index</source>
        <translation>Volltextindex</translation>
    </message>
    <message>
        <source>Constant row</source>
        <translation>Konstante Zeile</translation>
    </message>
    <message>
        <source>Hash join scan</source>
        <translation>Hash-Join-Scan</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Table access (%1)</source>
        <translation>Tabellenzugriff (%1)</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>Read sorted rows</source>
        <translation>Sortierte Zeilen lesen</translation>
    </message>
    <message>
        <source>Temporary table</source>
        <translation>Temporäre Tabelle</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Sortierung (ORDER BY)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppierung (GROUP BY)</translation>
    </message>
    <message>
        <source>Remove duplicates</source>
        <translation>Duplikatentfernung</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Vereinigung (UNION)</translation>
    </message>
    <message>
        <source>Expression cache</source>
        <translation>Ausdrucks-Cache</translation>
    </message>
    <message>
        <source>Materialize</source>
        <translation>Materialisierung</translation>
    </message>
    <message>
        <source>Block nested-loop join</source>
        <translation>Block-Nested-Loop-Join</translation>
    </message>
    <message>
        <source>Batched key access join</source>
        <translation>Batched-Key-Access-Join</translation>
    </message>
    <message>
        <source>Window functions</source>
        <translation>Fensterfunktionen</translation>
    </message>
    <message>
        <source>unexpected line &quot;%1&quot;</source>
        <translation>unerwartete Zeile „%1“</translation>
    </message>
    <message>
        <source>step %1 names an unknown parent %2</source>
        <translation>Schritt %1 nennt einen unbekannten übergeordneten Schritt %2</translation>
    </message>
    <message>
        <source>The query plan is empty.</source>
        <translation>Der Abfrageplan ist leer.</translation>
    </message>
    <message>
        <source>%1% of the estimated cost</source>
        <translation>%1 % der geschätzten Kosten</translation>
    </message>
    <message>
        <source>full scan of a table of unknown size</source>
        <translation>vollständiger Scan einer Tabelle unbekannter Größe</translation>
    </message>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>vollständiger Scan, etwa %Ln Zeile</numerusform>
            <numerusform>vollständiger Scan, etwa %Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTreeModel</name>
    <message>
        <source>Expensive: %1</source>
        <translation>Teuer: %1</translation>
    </message>
    <message>
        <source>Expensive: %1 — %2</source>
        <translation>Teuer: %1 — %2</translation>
    </message>
    <message>
        <source>%1, expensive: %2</source>
        <translation>%1, teuer: %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Est. rows</source>
        <translation>Gesch. Zeilen</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanView</name>
    <message>
        <source>Query plan</source>
        <translation>Abfrageplan</translation>
    </message>
</context>
<context>
    <name>nelumbo::PostgresAdapter</name>
    <message>
        <source>The PostgreSQL connection is not open</source>
        <translation>Die PostgreSQL-Verbindung ist nicht geöffnet</translation>
    </message>
    <message>
        <source>The connection is still reading a result; fetch it to the end or cancel it first</source>
        <translation>Die Verbindung liest noch ein Ergebnis; rufen Sie es zuerst vollständig ab oder brechen Sie es ab</translation>
    </message>
    <message>
        <source>The current transaction has failed; roll it back first</source>
        <translation>Die aktuelle Transaktion ist fehlgeschlagen; setzen Sie sie zuerst zurück</translation>
    </message>
    <message>
        <source>%1: port=%2 is not a port number</source>
        <translation>%1: port=%2 ist keine Portnummer</translation>
    </message>
    <message>
        <source>Invalid search_path entry &quot;%1&quot; in %2: use plain names (letters, digits, _) or $user, separated by commas</source>
        <translation>Ungültiger search_path-Eintrag „%1“ in %2: Verwenden Sie einfache Namen (Buchstaben, Ziffern, _) oder $user, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a PostgreSQL connection option</source>
        <translation>%1: „%2“ ist keine PostgreSQL-Verbindungsoption</translation>
    </message>
    <message>
        <source>%1: connect_timeout must be a number of seconds</source>
        <translation>%1: connect_timeout muss eine Anzahl von Sekunden sein</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: Optionswerte dürfen kein ; enthalten</translation>
    </message>
    <message>
        <source>PostgreSQL did not take default_transaction_read_only = %1</source>
        <translation>PostgreSQL hat default_transaction_read_only = %1 nicht übernommen</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keine Tabelle %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>Die Anweisung ist leer</translation>
    </message>
    <message>
        <source>The schemas PostgreSQL searches for unqualified names, in order.</source>
        <translation>Die Schemas, in denen PostgreSQL nach nicht qualifizierten Namen sucht, der Reihe nach.</translation>
    </message>
    <message>
        <source>COPY … TO STDOUT is not supported; COPY to a file on the server, or run the query itself</source>
        <translation>COPY … TO STDOUT wird nicht unterstützt; verwenden Sie COPY in eine Datei auf dem Server, oder führen Sie die Abfrage selbst aus</translation>
    </message>
</context>
<context>
    <name>nelumbo::PriceTable</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>the price table is not valid JSON: %1</source>
        <translation>die Preistabelle ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the price of %1 needs input and output</source>
        <translation>der Preis von %1 braucht Eingabe und Ausgabe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;provider:model input output [cached-input [cache-write]]&quot;</source>
        <translation>„%1“ hat nicht die Form „provider:model input output [cached-input [cache-write]]“</translation>
    </message>
    <message>
        <source>no price is known for %1</source>
        <translation>für %1 ist kein Preis bekannt</translation>
    </message>
    <message>
        <source>the provider reported no token counts</source>
        <translation>der Anbieter hat keine Token-Anzahlen gemeldet</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine normale Datei</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>nelumbo::Prompt</name>
    <message>
        <source>Allow writes</source>
        <translation>Schreibzugriffe erlauben</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema on &quot;%1&quot;?</source>
        <extracomment>%1 is the name of a data source or database file</extracomment>
        <translation>Anweisungen erlauben, die Daten oder Schema in „%1“ ändern?</translation>
    </message>
    <message>
        <source>Until you turn this off or switch databases, INSERT, UPDATE, DELETE, DDL and other writes run for real.</source>
        <translation>Bis Sie dies ausschalten oder die Datenbank wechseln, werden INSERT, UPDATE, DELETE, DDL und andere Schreibzugriffe tatsächlich ausgeführt.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved.</source>
        <extracomment>%1 is a tab&apos;s title: a file name or &quot;Untitled&quot;</extracomment>
        <translation>„%1“ enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
</context>
<context>
    <name>nelumbo::PromptCommand</name>
    <message>
        <source>Show the prompt and tools an AI task sends for a source</source>
        <translation>Prompt und Werkzeuge anzeigen, die eine KI-Aufgabe für eine Quelle sendet</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                          [--format text|json]

Prints the system prompt and the tool definitions built for the source (its
visible tables, its AI policy), without sending anything.

Options:
      --source SRC     A source name, demo, or a URL. Required.
      --kind KIND      generation (default), explanation or optimization.
      --format FORMAT  text (default) or json: {system, tools, temperature}.
  -h, --help           Show this help.

Exit status: 0 printed, 1 error object printed, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                          [--format text|json]

Gibt den Systemprompt und die Werkzeugdefinitionen aus, die für die Quelle erstellt
werden (ihre sichtbaren Tabellen, ihre KI-Richtlinie), ohne etwas zu senden.

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
      --kind KIND      generation (Standard), explanation oder optimization.
      --format FORMAT  text (Standard) oder json: {system, tools, temperature}.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 ausgegeben, 1 Fehlerobjekt ausgegeben, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>prompt needs --source SRC and no other arguments</source>
        <translation>prompt braucht --source SRC und keine weiteren Argumente</translation>
    </message>
    <message>
        <source>--kind is generation, explanation or optimization</source>
        <translation>--kind ist generation, explanation oder optimization</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--format ist text oder json</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>Der KI-Assistent ist für diese Quelle ausgeschaltet.</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>Werkzeuge:</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesCommand</name>
    <message>
        <source>List, show, save, rename and delete saved queries</source>
        <translation>Gespeicherte Abfragen auflisten, anzeigen, speichern, umbenennen und löschen</translation>
    </message>
    <message>
        <source>list: table (the default) or json; show: text (the default) or json.</source>
        <translation>list: table (Standard) oder json; show: text (Standard) oder json.</translation>
    </message>
    <message>
        <source>save: the source the query is written for, a name from &apos;nelumbo-cli sources&apos; or a URL. Its query language is recorded, and the query then runs only on sources of that language.</source>
        <translation>save: die Quelle, für die die Abfrage geschrieben ist, ein Name aus „nelumbo-cli sources“ oder eine URL. Ihre Abfragesprache wird gespeichert, und die Abfrage läuft danach nur auf Quellen dieser Sprache.</translation>
    </message>
    <message>
        <source>save: read the statement from FILE (UTF-8); - reads standard input.</source>
        <translation>save: die Anweisung aus FILE (UTF-8) lesen; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>save: a value saved with the query for its {{NAME}} placeholder; give a NAME more than once for a list. &apos;run --saved&apos; uses it unless --var gives another.</source>
        <translation>save: ein mit der Abfrage gespeicherter Wert für ihren Platzhalter {{NAME}}; geben Sie einen NAME mehrmals an, um eine Liste zu erhalten. „run --saved“ verwendet ihn, sofern --var keinen anderen angibt.</translation>
    </message>
    <message>
        <source>save: replace the saved query of that name instead of failing.</source>
        <translation>save: die gespeicherte Abfrage dieses Namens ersetzen, statt mit einem Fehler abzubrechen.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</source>
        <translation>Aufruf: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</translation>
    </message>
    <message>
        <source>The library of saved queries, shared with the app&apos;s Saved Queries panel: a name, the statement, its variables and their values, the source it was saved for and that source&apos;s query language (sql:sqlite, sql:postgres, sql:mysql). The library is the file queries/library of the config file, by default queries.sqlite in your data folder (docs/CONFIG.md). Run a saved query with &apos;nelumbo-cli run --saved NAME --source SRC&apos;; on a source of another language it is refused.</source>
        <translation>Die Bibliothek gespeicherter Abfragen, gemeinsam genutzt mit dem Bereich „Gespeicherte Abfragen“ der App: ein Name, die Anweisung, ihre Variablen und deren Werte, die Quelle, für die sie gespeichert wurde, und die Abfragesprache dieser Quelle (sql:sqlite, sql:postgres, sql:mysql). Die Bibliothek ist die Datei queries/library der Konfigurationsdatei, standardmäßig queries.sqlite in Ihrem Datenordner (docs/CONFIG.md). Führen Sie eine gespeicherte Abfrage mit „nelumbo-cli run --saved NAME --source SRC“ aus; auf einer Quelle mit anderer Sprache wird sie verweigert.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Aktionen:</translation>
    </message>
    <message>
        <source>Every saved query: name, source, language and when it last changed. The default action.</source>
        <translation>Alle gespeicherten Abfragen: Name, Quelle, Sprache und letzte Änderung. Die Standardaktion.</translation>
    </message>
    <message>
        <source>One saved query with its variables, values and statement.</source>
        <translation>Eine gespeicherte Abfrage mit ihren Variablen, Werten und ihrer Anweisung.</translation>
    </message>
    <message>
        <source>Save STATEMENT (or the statement in FILE) as NAME for source SRC.</source>
        <translation>STATEMENT (oder die Anweisung in FILE) als NAME für die Quelle SRC speichern.</translation>
    </message>
    <message>
        <source>Give a saved query another name.</source>
        <translation>Eine gespeicherte Abfrage umbenennen.</translation>
    </message>
    <message>
        <source>Delete a saved query.</source>
        <translation>Eine gespeicherte Abfrage löschen.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>runtime error: no saved query of that name, the name is taken, unknown source, the library cannot be read or written</source>
        <translation>Laufzeitfehler: keine gespeicherte Abfrage dieses Namens, der Name ist vergeben, unbekannte Quelle, die Bibliothek kann nicht gelesen oder geschrieben werden</translation>
    </message>
    <message>
        <source>usage error: unknown action or option</source>
        <translation>Aufruffehler: unbekannte Aktion oder Option</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, show, save, rename or delete</source>
        <translation>unbekannte Aktion „%1“: Verwenden Sie list, show, save, rename oder delete</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;queries %2&apos;</source>
        <translation>--%1 ist keine Option von „queries %2“</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs a NAME</source>
        <translation>„queries save“ braucht einen NAME</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>geben Sie entweder STATEMENT oder -f FILE an, nicht beides</translation>
    </message>
    <message>
        <source>nothing to save: give STATEMENT or -f FILE</source>
        <translation>nichts zu speichern: Geben Sie STATEMENT oder -f FILE an</translation>
    </message>
    <message>
        <source>expected NAME and one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>NAME und genau ein STATEMENT erwartet, aber %1 Argumente erhalten; setzen Sie das SQL als ein einziges Argument in Anführungszeichen</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs --source SRC: the source the query is written for</source>
        <translation>„queries save“ braucht --source SRC: die Quelle, für die die Abfrage geschrieben ist</translation>
    </message>
    <message>
        <source>&apos;queries list&apos; takes no arguments</source>
        <translation>„queries list“ erwartet keine Argumente</translation>
    </message>
    <message>
        <source>&apos;queries %1&apos; needs one NAME</source>
        <translation>„queries %1“ braucht genau einen NAME</translation>
    </message>
    <message>
        <source>&apos;queries rename&apos; needs NAME and NEW_NAME</source>
        <translation>„queries rename“ braucht NAME und NEW_NAME</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use %2 or json</source>
        <translation>unbekanntes --format „%1“: Verwenden Sie %2 oder json</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli queries --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit „nelumbo-cli queries --help“.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>a saved query named &quot;%1&quot; already exists; add --replace to replace it</source>
        <translation>eine gespeicherte Abfrage namens „%1“ existiert bereits; fügen Sie --replace hinzu, um sie zu ersetzen</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; for %2 (%3)</source>
        <translation>„%1“ für %2 gespeichert (%3)</translation>
    </message>
    <message>
        <source>Replaced &quot;%1&quot; for %2 (%3)</source>
        <translation>„%1“ für %2 ersetzt (%3)</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>„%1“ in „%2“ umbenannt</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;</source>
        <translation>„%1“ gelöscht</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesPrinter</name>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>QUELLE</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>UPDATED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <source>name:      %1
</source>
        <translation>Name:      %1
</translation>
    </message>
    <message>
        <source>source:    %1
</source>
        <translation>Quelle:    %1
</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(beliebig)</translation>
    </message>
    <message>
        <source>language:  %1
</source>
        <translation>Sprache:   %1
</translation>
    </message>
    <message>
        <source>(any: runs on every source)</source>
        <translation>(beliebig: läuft auf jeder Quelle)</translation>
    </message>
    <message>
        <source>, list</source>
        <translation>, Liste</translation>
    </message>
    <message>
        <source>, select</source>
        <translation>, Auswahl</translation>
    </message>
    <message>
        <source>variable:  %1
</source>
        <translation>Variable:  %1
</translation>
    </message>
    <message>
        <source>value:     %1 = %2
</source>
        <translation>Wert:      %1 = %2
</translation>
    </message>
    <message>
        <source>created:   %1
</source>
        <translation>Erstellt:  %1
</translation>
    </message>
    <message>
        <source>updated:   %1
</source>
        <translation>Geändert:  %1
</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryEditor</name>
    <message>
        <source>Query editor</source>
        <translation>Abfrage-Editor</translation>
    </message>
    <message>
        <source>Nothing to format: the statement is empty</source>
        <translation>Nichts zu formatieren: Die Anweisung ist leer</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryLanguage</name>
    <message>
        <source>Refused: read-only mode cannot tell whether this statement only reads</source>
        <translation>Verweigert: Der Nur-Lese-Modus kann nicht erkennen, ob diese Anweisung nur liest</translation>
    </message>
    <message>
        <source>This query language has no templates</source>
        <translation>Diese Abfragesprache kennt keine Vorlagen</translation>
    </message>
    <message>
        <source>This query language cannot read query plans</source>
        <translation>Diese Abfragesprache kann keine Abfragepläne lesen</translation>
    </message>
    <message>
        <source>This query language has no formatter</source>
        <translation>Für diese Abfragesprache gibt es keinen Formatierer</translation>
    </message>
    <message>
        <source>This query language cannot sort in the database</source>
        <translation>Diese Abfragesprache kann nicht in der Datenbank sortieren</translation>
    </message>
    <message>
        <source>This query language has no INSERT statements</source>
        <translation>Diese Abfragesprache hat keine INSERT-Anweisungen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReadOnlyClassifier</name>
    <message>
        <source>Refused: %1 changes data (read-only mode)</source>
        <translation>Verweigert: %1 ändert Daten (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 changes the database structure (read-only mode)</source>
        <translation>Verweigert: %1 ändert die Datenbankstruktur (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 removes every row of a table (read-only mode)</source>
        <translation>Verweigert: %1 entfernt alle Zeilen einer Tabelle (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 changes permissions (read-only mode)</source>
        <translation>Verweigert: %1 ändert Berechtigungen (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 is maintenance that writes to the database (read-only mode)</source>
        <translation>Verweigert: %1 ist eine Wartungsoperation, die in die Datenbank schreibt (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 moves data between tables and files (read-only mode)</source>
        <translation>Verweigert: %1 verschiebt Daten zwischen Tabellen und Dateien (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 changes which database files are open (read-only mode)</source>
        <translation>Verweigert: %1 ändert, welche Datenbankdateien geöffnet sind (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 runs procedural code that may change data (read-only mode)</source>
        <translation>Verweigert: %1 führt prozeduralen Code aus, der Daten ändern kann (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 works with prepared statements, which cannot be checked (read-only mode)</source>
        <translation>Verweigert: %1 arbeitet mit vorbereiteten Anweisungen, die nicht geprüft werden können (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 changes session state (read-only mode)</source>
        <translation>Verweigert: %1 ändert den Sitzungszustand (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 controls transactions, which read-only mode manages itself</source>
        <translation>Verweigert: %1 steuert Transaktionen, die der Nur-Lese-Modus selbst verwaltet</translation>
    </message>
    <message>
        <source>Refused: %1 takes or releases table locks (read-only mode)</source>
        <translation>Verweigert: %1 setzt oder löst Tabellensperren (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 uses server notifications (read-only mode)</source>
        <translation>Verweigert: %1 verwendet Serverbenachrichtigungen (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 rewrites stored data (read-only mode)</source>
        <translation>Verweigert: %1 schreibt gespeicherte Daten neu (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 creates tables (read-only mode)</source>
        <translation>Verweigert: %1 legt Tabellen an (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 is a server administration command (read-only mode)</source>
        <translation>Verweigert: %1 ist ein Befehl zur Serververwaltung (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: there is no statement to run</source>
        <translation>Verweigert: Es gibt keine auszuführende Anweisung</translation>
    </message>
    <message>
        <source>Refused: the statement does not start with a keyword (read-only mode runs SELECT and similar queries)</source>
        <translation>Verweigert: Die Anweisung beginnt nicht mit einem Schlüsselwort (der Nur-Lese-Modus führt SELECT und ähnliche Abfragen aus)</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN needs a statement to explain</source>
        <translation>Verweigert: EXPLAIN braucht eine zu erklärende Anweisung</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN of %1 is not a read-only statement</source>
        <translation>Verweigert: EXPLAIN von %1 ist keine lesende Anweisung</translation>
    </message>
    <message>
        <source>Refused: PRAGMA is an SQLite statement</source>
        <translation>Verweigert: PRAGMA ist eine SQLite-Anweisung</translation>
    </message>
    <message>
        <source>Refused: %1 is not a statement read-only mode can run</source>
        <translation>Verweigert: %1 ist keine Anweisung, die der Nur-Lese-Modus ausführen kann</translation>
    </message>
    <message>
        <source>Refused: %1 loads a server library (read-only mode)</source>
        <translation>Verweigert: %1 lädt eine Serverbibliothek (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: INTO %1 writes a file on the server (read-only mode)</source>
        <translation>Verweigert: INTO %1 schreibt eine Datei auf dem Server (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO stores the result in variables (read-only mode)</source>
        <translation>Verweigert: SELECT … INTO speichert das Ergebnis in Variablen (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO creates a table (read-only mode)</source>
        <translation>Verweigert: SELECT … INTO legt eine Tabelle an (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1() has effects beyond reading data (read-only mode)</source>
        <translation>Verweigert: %1() hat Wirkungen über das Lesen von Daten hinaus (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: := assigns a user variable (read-only mode)</source>
        <translation>Verweigert: := weist eine Benutzervariable zu (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: FOR %1 locks rows (read-only mode)</source>
        <translation>Verweigert: FOR %1 sperrt Zeilen (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: LOCK IN SHARE MODE locks rows (read-only mode)</source>
        <translation>Verweigert: LOCK IN SHARE MODE sperrt Zeilen (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 inside WITH changes data (read-only mode)</source>
        <translation>Verweigert: %1 innerhalb von WITH ändert Daten (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 is not allowed in a read-only query (quote it if it is a name)</source>
        <translation>Verweigert: %1 ist in einer lesenden Abfrage nicht erlaubt (setzen Sie es in Anführungszeichen, falls es ein Name ist)</translation>
    </message>
    <message>
        <source>Refused: only one statement can run at a time</source>
        <translation>Verweigert: Es kann nur jeweils eine Anweisung ausgeführt werden</translation>
    </message>
    <message>
        <source>Refused: MySQL runs /*! … */ comments as code (read-only mode)</source>
        <translation>Verweigert: MySQL führt /*! … */-Kommentare als Code aus (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: PRAGMA needs the name of a pragma</source>
        <translation>Verweigert: PRAGMA braucht den Namen eines Pragmas</translation>
    </message>
    <message>
        <source>Refused: %1 lets the schema be edited directly (read-only mode)</source>
        <translation>Verweigert: %1 erlaubt es, das Schema direkt zu bearbeiten (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 = … changes a setting (read-only mode)</source>
        <translation>Verweigert: %1 = … ändert eine Einstellung (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1(…) changes a setting or acts on the database (read-only mode)</source>
        <translation>Verweigert: %1(…) ändert eine Einstellung oder wirkt auf die Datenbank (Nur-Lese-Modus)</translation>
    </message>
    <message>
        <source>Refused: %1 is followed by something unexpected</source>
        <translation>Verweigert: Auf %1 folgt etwas Unerwartetes</translation>
    </message>
    <message>
        <source>Refused: %1 is not a pragma known to only read (read-only mode)</source>
        <translation>Verweigert: %1 ist kein Pragma, von dem bekannt ist, dass es nur liest (Nur-Lese-Modus)</translation>
    </message>
</context>
<context>
    <name>nelumbo::RedisAdapter</name>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …), not &quot;%2&quot;</source>
        <translation>„%1“: Die Datenbank muss eine Zahl sein (0, 1, …), nicht „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a socket URL names an absolute path, as in unix:/run/redis/redis.sock</source>
        <translation>„%1“: Eine Socket-URL nennt einen absoluten Pfad, etwa unix:/run/redis/redis.sock</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Redis URL: expected %2://[user[:password]@]host[:port][/database]</source>
        <translation>„%1“ ist keine Redis-URL: erwartet wird %2://[Benutzer[:Passwort]@]Host[:Port][/Datenbank]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no host</source>
        <translation>„%1“ nennt keinen Host</translation>
    </message>
    <message>
        <source>The database number, 0 to 15 on most servers</source>
        <translation>Die Nummer der Datenbank, auf den meisten Servern 0 bis 15</translation>
    </message>
    <message>
        <source>An ACL user; empty for the default user</source>
        <translation>Ein ACL-Benutzer; leer für den Standardbenutzer</translation>
    </message>
    <message>
        <source>The server did not give its command table</source>
        <translation>Der Server hat seine Befehlstabelle nicht geliefert</translation>
    </message>
    <message>
        <source>ERR unknown subcommand &apos;%1&apos; of %2</source>
        <translation>ERR unbekannter Unterbefehl „%1“ von %2</translation>
    </message>
    <message>
        <source>ERR wrong number of arguments for &apos;%1&apos; command</source>
        <translation>ERR falsche Anzahl von Argumenten für den Befehl „%1“</translation>
    </message>
    <message>
        <source>ERR unknown command &apos;%1&apos;</source>
        <translation>ERR unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>%1 needs a key at argument %2</source>
        <translation>%1 braucht einen Schlüssel als Argument %2</translation>
    </message>
    <message>
        <source>Redis commands have no query plan</source>
        <translation>Redis-Befehle haben keinen Abfrageplan</translation>
    </message>
    <message>
        <source>The server did not give its command table: %1</source>
        <translation>Der Server hat seine Befehlstabelle nicht geliefert: %1</translation>
    </message>
    <message>
        <source>%1 may change data or the server</source>
        <translation>%1 kann Daten oder den Server ändern</translation>
    </message>
    <message>
        <source>SORT … STORE writes its result</source>
        <translation>SORT … STORE schreibt sein Ergebnis</translation>
    </message>
    <message>
        <source>%1 is not a subcommand this server knows</source>
        <translation>%1 ist kein Unterbefehl, den dieser Server kennt</translation>
    </message>
    <message>
        <source>%1 is not a command this server knows</source>
        <translation>%1 ist kein Befehl, den dieser Server kennt</translation>
    </message>
    <message>
        <source>%1 is not known to only read</source>
        <translation>Von %1 ist nicht bekannt, dass es nur liest</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …)</source>
        <translation>„%1“: Die Datenbank muss eine Zahl sein (0, 1, …)</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>The connection is closed</source>
        <translation>Die Verbindung ist geschlossen</translation>
    </message>
    <message>
        <source>No command</source>
        <translation>Kein Befehl</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The server&apos;s reply could not be read: %1</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The server did not answer in time</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>Die Verbindung zum Server ist abgebrochen</translation>
    </message>
    <message>
        <source>{{ %1 }} is not a variable: write {{%1}}, without spaces inside the braces</source>
        <translation>{{ %1 }} ist keine Variable: Schreiben Sie {{%1}}, ohne Leerzeichen in den Klammern</translation>
    </message>
    <message>
        <source>Unbalanced quotes in the command</source>
        <translation>Unausgeglichene Anführungszeichen im Befehl</translation>
    </message>
    <message>
        <source>A closing quote must be followed by a space</source>
        <translation>Auf ein schließendes Anführungszeichen muss ein Leerzeichen folgen</translation>
    </message>
    <message>
        <source>A value marker has no value</source>
        <translation>Eine Wertmarke hat keinen Wert</translation>
    </message>
    <message>
        <source>Run one command at a time</source>
        <translation>Führen Sie jeweils nur einen Befehl aus</translation>
    </message>
    <message>
        <source>Refused in read-only mode: %1</source>
        <translation>Im Nur-Lese-Modus verweigert: %1</translation>
    </message>
    <message>
        <source>The command contains a character reserved for values (U+E000)</source>
        <translation>Der Befehl enthält ein für Werte reserviertes Zeichen (U+E000)</translation>
    </message>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Erforderliche Variable fehlt: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must be an argument of its own</source>
        <translation>Listenvariable „%1“ muss ein eigenes Argument sein</translation>
    </message>
    <message>
        <source>Refused: the command names a key hidden from this source</source>
        <translation>Verweigert: Der Befehl nennt einen Schlüssel, der für diese Quelle verborgen ist</translation>
    </message>
</context>
<context>
    <name>nelumbo::RenderCommand</name>
    <message>
        <source>Show the statement and bound values a template compiles to, as JSON</source>
        <translation>Die Anweisung und die gebundenen Werte, zu denen eine Vorlage kompiliert wird, als JSON anzeigen</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

Compiles STATEMENT&apos;s template syntax for the dialect of SRC and prints:
  {&quot;statement&quot;: &quot;SELECT ... WHERE id = ?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}} becomes a bound parameter (never text spliced into the statement);
[[ ... ]] is kept, without the brackets, only when every variable inside it has
a non-empty value. The database is not opened.

Options:
      --source SRC       The data source whose dialect to use. Required.
      --var NAME=VALUE   A variable&apos;s value; give a NAME more than once for a
                         list (IN ({{ids}}) → IN (?, ?, ?)).
  -h, --help             Show this help.

Exit status: 0 compiled, 1 a variable is missing or invalid, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

Kompiliert die Vorlagensyntax von STATEMENT für den Dialekt von SRC und gibt aus:
  {&quot;statement&quot;: &quot;SELECT ... WHERE id = ?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}} wird zu einem gebundenen Parameter (nie zu Text, der in die Anweisung
eingefügt wird); [[ ... ]] bleibt ohne die Klammern nur erhalten, wenn jede Variable
darin einen nicht leeren Wert hat. Die Datenbank wird nicht geöffnet.

Optionen:
      --source SRC       Die Datenquelle, deren Dialekt verwendet wird. Erforderlich.
      --var NAME=VALUE   Der Wert einer Variable; geben Sie einen NAME mehrmals an,
                         um eine Liste zu erhalten (IN ({{ids}}) → IN (?, ?, ?)).
  -h, --help             Diese Hilfe anzeigen.

Exit-Status: 0 kompiliert, 1 eine Variable fehlt oder ist ungültig, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>render needs --source SRC and one STATEMENT</source>
        <translation>render braucht --source SRC und genau ein STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyBuilder</name>
    <message>
        <source>A tool call has no function name.</source>
        <translation>Ein Werkzeugaufruf hat keinen Funktionsnamen.</translation>
    </message>
    <message>
        <source>The arguments of its call to %1 are not a valid JSON object.</source>
        <translation>Die Argumente des Aufrufs von %1 sind kein gültiges JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyExtractor</name>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>Das Modell hat ohne Angabe von Gründen abgelehnt.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultColumnFilter</name>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>Spalte „%1“ existiert nicht oder ist für diese Datenquelle nicht sichtbar</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message>
        <source>Export Result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Export nach %1…</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>Die Datenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>Export nach %1… %2 Zeile geschrieben</numerusform>
            <numerusform>Export nach %1… %2 Zeilen geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExporter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the statement returns no rows, so there is nothing to export</source>
        <translation>die Anweisung gibt keine Zeilen zurück, daher gibt es nichts zu exportieren</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write the export: %1</source>
        <translation>der Export kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultFilterBar</name>
    <message>
        <source>contains</source>
        <translation>enthält</translation>
    </message>
    <message>
        <source>is NULL</source>
        <translation>ist NULL</translation>
    </message>
    <message>
        <source>is not NULL</source>
        <translation>ist nicht NULL</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Filter column</source>
        <translation>Filterspalte</translation>
    </message>
    <message>
        <source>Filter operator</source>
        <translation>Filteroperator</translation>
    </message>
    <message>
        <source>Filter value</source>
        <translation>Filterwert</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Keep only the loaded rows that meet this condition</source>
        <translation>Nur die geladenen Zeilen behalten, die diese Bedingung erfüllen</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>Filter entfernen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (kein Wert)</translation>
    </message>
    <message numerus="yes">
        <source>BLOB (%Ln bytes)</source>
        <extracomment>Binary data in a result cell, with its size</extracomment>
        <translation>
            <numerusform>BLOB (%Ln Byte)</numerusform>
            <numerusform>BLOB (%Ln Bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultView</name>
    <message>
        <source>Query results</source>
        <translation>Abfrageergebnisse</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy with Headers</source>
        <translation>Mit Spaltenüberschriften kopieren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>Spaltenbreite an Inhalt anpassen</translation>
    </message>
    <message>
        <source>Fetch All Rows</source>
        <translation>Alle Zeilen abrufen</translation>
    </message>
    <message>
        <source>Copying cells…</source>
        <translation>Zellen werden kopiert…</translation>
    </message>
    <message>
        <source>The selection makes about %1 MB of text, more than the clipboard should hold (%2 MB). Export it to a file instead?</source>
        <extracomment>%1 is the size of the text, %2 the limit, both in MB</extracomment>
        <translation>Die Auswahl ergibt etwa %1 MB Text, mehr als die Zwischenablage aufnehmen sollte (%2 MB). Stattdessen in eine Datei exportieren?</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export cells</source>
        <translation>Zellen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;Text files (*.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting cells…</source>
        <translation>Zellen werden exportiert…</translation>
    </message>
    <message>
        <source>Sort Ascending</source>
        <translation>Aufsteigend sortieren</translation>
    </message>
    <message>
        <source>Sort Descending</source>
        <translation>Absteigend sortieren</translation>
    </message>
    <message>
        <source>Original Order</source>
        <translation>Ursprüngliche Reihenfolge</translation>
    </message>
    <message>
        <source>Filter by This Column…</source>
        <translation>Nach dieser Spalte filtern…</translation>
    </message>
    <message>
        <source>Hide Column</source>
        <translation>Spalte ausblenden</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Show All Columns</source>
        <translation>Alle Spalten einblenden</translation>
    </message>
    <message>
        <source>Original Column Order</source>
        <translation>Ursprüngliche Spaltenreihenfolge</translation>
    </message>
    <message>
        <source>Copy As</source>
        <translation>Kopieren als</translation>
    </message>
    <message>
        <source>TSV</source>
        <translation>TSV</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>SQL INSERT…</source>
        <translation>SQL-INSERT…</translation>
    </message>
    <message>
        <source>Copy as INSERT</source>
        <translation>Als INSERT kopieren</translation>
    </message>
    <message>
        <source>Table to insert into:</source>
        <translation>Tabelle, in die eingefügt wird:</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Fetch All</source>
        <translation>Alle abrufen</translation>
    </message>
    <message>
        <source>Fetch every remaining row of this result</source>
        <translation>Alle restlichen Zeilen dieses Ergebnisses abrufen</translation>
    </message>
    <message>
        <source>Run a statement with Ctrl+Enter to see its rows here.</source>
        <translation>Führen Sie eine Anweisung mit Ctrl+Enter aus, um hier ihre Zeilen zu sehen.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Fix with AI</source>
        <translation>Mit KI korrigieren</translation>
    </message>
    <message>
        <source>Set up AI in Settings</source>
        <translation>KI in den Einstellungen einrichten</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this statement (%1)</source>
        <translation>Den Assistenten bitten, diese Anweisung zu korrigieren (%1)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Show the current cell in full (Ctrl+Alt+V)</source>
        <translation>Die aktuelle Zelle vollständig anzeigen (Ctrl+Alt+V)</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <extracomment>Where the value viewer&apos;s value comes from: %1 a row number, %2 a column name</extracomment>
        <translation>Zeile %1, %2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>Filter the loaded rows by a column</source>
        <translation>Die geladenen Zeilen nach einer Spalte filtern</translation>
    </message>
    <message>
        <source>Sort in the Database</source>
        <translation>In der Datenbank sortieren</translation>
    </message>
    <message>
        <source>Run the statement again with ORDER BY, so that every row comes in this order</source>
        <translation>Die Anweisung erneut mit ORDER BY ausführen, damit alle Zeilen in dieser Reihenfolge kommen</translation>
    </message>
    <message>
        <source>filtered: %1 of %2</source>
        <extracomment>The rows the filters keep (%1) of the rows loaded (%2)</extracomment>
        <translation>gefiltert: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>Die %1 geladene Zeile wurde sortiert; weitere sind noch in der Datenbank.</numerusform>
            <numerusform>Die %1 geladenen Zeilen wurden sortiert; weitere sind noch in der Datenbank.</numerusform>
        </translation>
    </message>
    <message>
        <source>This statement cannot be sorted in the database</source>
        <translation>Diese Anweisung kann nicht in der Datenbank sortiert werden</translation>
    </message>
    <message>
        <source>Sorted by %1 in the database.</source>
        <extracomment>%1 is a column name</extracomment>
        <translation>In der Datenbank nach %1 sortiert.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Führen Sie zuerst eine Abfrage aus: Es gibt kein Ergebnis zum Exportieren</translation>
    </message>
    <message>
        <source>Write every row of this result to a file: CSV, JSON, XLSX and more</source>
        <translation>Alle Zeilen dieses Ergebnisses in eine Datei schreiben: CSV, JSON, XLSX und mehr</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunCommand</name>
    <message>
        <source>Run SQL statements on a data source and print their results</source>
        <translation>SQL-Anweisungen auf einer Datenquelle ausführen und ihre Ergebnisse ausgeben</translation>
    </message>
    <message>
        <source>Runs SQL statements on a data source and prints what they return. A script of several statements separated by &apos;;&apos; runs them in order; the first statement that fails stops it.</source>
        <translation>Führt SQL-Anweisungen auf einer Datenquelle aus und gibt aus, was sie zurückgeben. Ein Skript aus mehreren durch „;“ getrennten Anweisungen wird der Reihe nach ausgeführt; die erste fehlschlagende Anweisung beendet es.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>A conversation file of &apos;nelumbo-cli generate&apos;: a failed statement is recorded in it with the database&apos;s error, so the next generate can fix it.</source>
        <translation>Eine Unterhaltungsdatei von „nelumbo-cli generate“: Eine fehlgeschlagene Anweisung wird darin mit dem Fehler der Datenbank festgehalten, damit der nächste generate-Aufruf sie korrigieren kann.</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>The SQL to run: one statement, or several separated by &apos;;&apos;. Put -- before a STATEMENT that starts with &apos;-&apos;.</source>
        <translation>Das auszuführende SQL: eine Anweisung oder mehrere, durch „;“ getrennt. Setzen Sie -- vor ein STATEMENT, das mit „-“ beginnt.</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <source>Aligned columns with a header and a final (N rows) line, for reading. NULL shows as NULL; line breaks show as ↵; cells wider than 60 columns are cut with ….</source>
        <translation>Ausgerichtete Spalten mit Kopfzeile und einer abschließenden Zeile (N Zeilen), zum Lesen. NULL wird als NULL angezeigt, Zeilenumbrüche als ↵; Zellen, die breiter als 60 Zeichen sind, werden mit … gekürzt.</translation>
    </message>
    <message>
        <source>RFC 4180: a header row, then one record per row, CRLF line ends, fields quoted when needed. NULL is an empty field. Several results are separated by an empty line.</source>
        <translation>RFC 4180: eine Kopfzeile, dann ein Datensatz pro Zeile, CRLF-Zeilenenden, Felder bei Bedarf in Anführungszeichen. NULL ist ein leeres Feld. Mehrere Ergebnisse werden durch eine Leerzeile getrennt.</translation>
    </message>
    <message>
        <source>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} for a single statement; for a script of several statements, an array with one such object per statement that returns rows. Numbers stay numbers, NULL is null, blobs are hex strings (0x...).</source>
        <translation>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} für eine einzelne Anweisung; für ein Skript aus mehreren Anweisungen ein Array mit einem solchen Objekt pro Anweisung, die Zeilen zurückgibt. Zahlen bleiben Zahlen, NULL wird zu null, Blobs werden zu Hex-Zeichenketten (0x...).</translation>
    </message>
    <message>
        <source>Rows are printed as they arrive, except that table output waits for each result to end so it can align the columns. When --max-rows leaves rows out, table and csv say so on standard error and json sets &quot;truncated&quot; to true. Statements that return no rows print &quot;OK, N rows affected&quot; on standard error in table format and nothing otherwise. An error names the failing statement and its line, as in: error: statement 2 (line 5): no such table: Foo

Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C exits at once. --source demo copies the sample database into your data folder on first use. SRC may also name a source from &apos;nelumbo-cli sources&apos;; its password comes from NELUMBO_PASSWORD_&lt;NAME&gt; or the system keychain.</source>
        <translation>Zeilen werden ausgegeben, sobald sie eintreffen; nur die Tabellenausgabe wartet das Ende jedes Ergebnisses ab, um die Spalten auszurichten. Lässt --max-rows Zeilen weg, melden table und csv das auf der Standardfehlerausgabe, und json setzt „truncated“ auf true. Anweisungen, die keine Zeilen zurückgeben, geben im Format table „OK, N Zeilen betroffen“ auf der Standardfehlerausgabe aus, sonst nichts. Ein Fehler nennt die fehlgeschlagene Anweisung und ihre Zeile, etwa: Fehler: Anweisung 2 (Zeile 5): no such table: Foo

Ctrl+C bricht die laufende Anweisung ab und beendet mit Status 130; ein zweites Ctrl+C beendet sofort. --source demo kopiert die Beispieldatenbank bei der ersten Verwendung in Ihren Datenordner. SRC kann auch eine Quelle aus „nelumbo-cli sources“ nennen; ihr Passwort stammt aus NELUMBO_PASSWORD_&lt;NAME&gt; oder dem Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>runtime error: a statement failed, the file cannot be read, the source URL is wrong or the database cannot be opened; the saved query does not exist or was written for another query language</source>
        <translation>Laufzeitfehler: eine Anweisung ist fehlgeschlagen, die Datei kann nicht gelesen werden, die Quell-URL ist falsch oder die Datenbank kann nicht geöffnet werden; die gespeicherte Abfrage existiert nicht oder wurde für eine andere Abfragesprache geschrieben</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>mit Ctrl+C unterbrochen</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>--conversation needs a FILE</source>
        <translation>--conversation braucht eine Datei (FILE)</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli run --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit „nelumbo-cli run --help“.</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>sie fragt jedes Mal nach ihrem Passwort</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>kein Passwort für Quelle %1: %2; setzen Sie %3, um eines anzugeben</translation>
    </message>
    <message>
        <source>source %1 is read-only (read_only = true in its configuration), so --write is refused</source>
        <translation>Quelle %1 ist schreibgeschützt (read_only = true in ihrer Konfiguration), daher wird --write verweigert</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>In json, &quot;truncated&quot;:true means that the result has rows the output lacks: --max-rows left them out, or the statement failed or was interrupted after its first rows (the error and the exit status then say so). Control characters (ESC, BEL, ...) and bidirectional overrides in the data and in the database&apos;s messages are shown escaped, as \x1B or \u202E: in table output, in csv written to a terminal and on standard error. csv written to a file or a pipe keeps the data unchanged.</source>
        <translation>In json bedeutet &quot;truncated&quot;:true, dass das Ergebnis Zeilen hat, die in der Ausgabe fehlen: --max-rows hat sie weggelassen, oder die Anweisung ist nach ihren ersten Zeilen fehlgeschlagen oder wurde unterbrochen (der Fehler und der Exit-Status sagen es dann). Steuerzeichen (ESC, BEL, ...) und bidirektionale Überschreibungen in den Daten und in den Meldungen der Datenbank werden maskiert angezeigt, als \x1B oder \u202E: in der Tabellenausgabe, in csv, das auf ein Terminal geschrieben wird, und auf der Standardfehlerausgabe. csv, das in eine Datei oder eine Pipe geschrieben wird, behält die Daten unverändert.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                       [--max-rows N] [--table NAME] [--delimiter C]
                       [--quote-all] [--no-header] [--bom]
                       [--var NAME=VALUE]... [--conversation FILE] [--history]
                       (STATEMENT | -f FILE | --saved NAME)

</source>
        <translation>Aufruf: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                        [--max-rows N] [--table NAME] [--delimiter C]
                        [--quote-all] [--no-header] [--bom]
                        [--var NAME=VALUE]... [--conversation FILE] [--history]
                        (STATEMENT | -f FILE | --saved NAME)

</translation>
    </message>
    <message>
        <source>Tab-separated: a header row, then one line per row (LF); tabs and line breaks inside a value become spaces. NULL is an empty field.</source>
        <translation>Tabulatorgetrennt: eine Kopfzeile, dann eine Zeile pro Datenzeile (LF); Tabulatoren und Zeilenumbrüche in einem Wert werden zu Leerzeichen. NULL ist ein leeres Feld.</translation>
    </message>
    <message>
        <source>One JSON object per row and line, keyed by column name (a repeated name gets _2, _3, ...); values as in json.</source>
        <translation>Ein JSON-Objekt pro Zeile, mit den Spaltennamen als Schlüsseln (ein wiederholter Name erhält _2, _3, ...); Werte wie bei json.</translation>
    </message>
    <message>
        <source>A Markdown pipe table; numeric columns align right, | is escaped and line breaks become &lt;br&gt;.</source>
        <translation>Eine Markdown-Tabelle mit senkrechten Strichen; numerische Spalten werden rechtsbündig ausgerichtet, | wird maskiert und Zeilenumbrüche werden zu &lt;br&gt;.</translation>
    </message>
    <message>
        <source>One INSERT INTO NAME (...) VALUES (...); per row in the source&apos;s SQL dialect (needs --table NAME), ready to run on another database.</source>
        <translation>Ein INSERT INTO NAME (...) VALUES (...); pro Zeile im SQL-Dialekt der Quelle (braucht --table NAME), bereit zur Ausführung auf einer anderen Datenbank.</translation>
    </message>
    <message>
        <source>An Excel workbook: numbers as numbers (text when Excel would round them), ISO dates and timestamps as dates, NULL as an empty cell, a frozen bold header row and column widths from the data. Binary: needs --output FILE or a standard output that is not a terminal.</source>
        <translation>Eine Excel-Arbeitsmappe: Zahlen als Zahlen (als Text, wenn Excel sie runden würde), ISO-Datumsangaben und -Zeitstempel als Datum, NULL als leere Zelle, eine fixierte fette Kopfzeile und Spaltenbreiten nach den Daten. Binär: braucht --output FILE oder eine Standardausgabe, die kein Terminal ist.</translation>
    </message>
    <message>
        <source>table, csv and json print every result of a script. tsv, ndjson, markdown, insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, export the whole result of one statement, streamed batch by batch so memory stays flat however many rows it has. With --output FILE, the file is written under a temporary name and renamed only when complete; a failed or interrupted run leaves no file behind.</source>
        <translation>table, csv und json geben jedes Ergebnis eines Skripts aus. tsv, ndjson, markdown, insert und xlsx sowie csv mit --delimiter, --quote-all, --no-header oder --bom exportieren das ganze Ergebnis einer Anweisung, Stapel für Stapel gestreamt, sodass der Speicherbedarf gleich bleibt, wie viele Zeilen es auch hat. Mit --output FILE wird die Datei unter einem temporären Namen geschrieben und erst umbenannt, wenn sie vollständig ist; ein fehlgeschlagener oder unterbrochener Aufruf hinterlässt keine Datei.</translation>
    </message>
    <message>
        <source>usage error: unknown option, missing --source, more than one of STATEMENT, -f and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a script of several statements</source>
        <translation>Aufruffehler: unbekannte Option, --source fehlt, mehr als eines von STATEMENT, -f und --saved, ungültiges --format oder --max-rows, xlsx auf ein Terminal, Export eines Skripts aus mehreren Anweisungen</translation>
    </message>
    <message>
        <source>xlsx is a binary format and standard output is a terminal: give --output FILE or redirect standard output to a file</source>
        <translation>xlsx ist ein Binärformat und die Standardausgabe ist ein Terminal: Geben Sie --output FILE an oder leiten Sie die Standardausgabe in eine Datei um</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>--format %1 exports the result of one statement, and the script has %2</source>
        <translation>--format %1 exportiert das Ergebnis einer Anweisung, und das Skript hat %2</translation>
    </message>
    <message>
        <source>%1 rows written</source>
        <translation>%1 Zeilen geschrieben</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>in die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>%1 Zeilen in %2 geschrieben</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunOptions</name>
    <message>
        <source>The database: sqlite:relative/path.db (relative to the current directory), sqlite:///absolute/path.db, or demo for the Chinook sample database that comes with Nelumbo. Required.</source>
        <translation>Die Datenbank: sqlite:relative/path.db (relativ zum aktuellen Verzeichnis), sqlite:///absolute/path.db oder demo für die Chinook-Beispieldatenbank, die mit Nelumbo geliefert wird. Erforderlich.</translation>
    </message>
    <message>
        <source>Read the statements from FILE (UTF-8) instead of the command line; - reads standard input.</source>
        <translation>Die Anweisungen aus FILE (UTF-8) statt von der Kommandozeile lesen; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>Run the saved query NAME (see &apos;nelumbo-cli queries&apos;) instead of STATEMENT or -f. Its saved variable values apply unless --var gives others. A query saved for another query language than SRC&apos;s (sql:postgres on an SQLite source, say) is refused.</source>
        <translation>Die gespeicherte Abfrage NAME (siehe „nelumbo-cli queries“) statt STATEMENT oder -f ausführen. Ihre gespeicherten Variablenwerte gelten, sofern --var keine anderen angibt. Eine Abfrage, die für eine andere Abfragesprache als die von SRC gespeichert wurde (etwa sql:postgres auf einer SQLite-Quelle), wird verweigert.</translation>
    </message>
    <message>
        <source>Print at most N rows of each result and stop reading the rest; 0 means no limit. Default: 1000 for table, no limit for csv and json.</source>
        <translation>Höchstens N Zeilen jedes Ergebnisses ausgeben und den Rest nicht mehr lesen; 0 bedeutet keine Begrenzung. Standard: 1000 für table, keine Begrenzung für csv und json.</translation>
    </message>
    <message>
        <source>The value of a {{NAME}} placeholder; give a NAME more than once for a list. Values are bound as parameters, never pasted into the SQL; [[ ... ]] parts stay out while their variables are empty.</source>
        <translation>Der Wert eines Platzhalters {{NAME}}; geben Sie einen NAME mehrmals an, um eine Liste zu erhalten. Werte werden als Parameter gebunden, nie in das SQL eingefügt; [[ ... ]]-Teile entfallen, solange ihre Variablen leer sind.</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema for this run. Without it the source is read-only: such statements are refused before they reach the database, and the database session itself is read-only. Sources configured read_only = true refuse it.</source>
        <translation>Anweisungen, die Daten oder Schema ändern, für diesen Aufruf erlauben. Ohne diese Option ist die Quelle schreibgeschützt: Solche Anweisungen werden verweigert, bevor sie die Datenbank erreichen, und die Datenbanksitzung selbst ist schreibgeschützt. Quellen mit read_only = true verweigern diese Option.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>missing --source: name the database, for example --source demo or --source sqlite:path/to/file.db</source>
        <translation>--source fehlt: Nennen Sie die Datenbank, zum Beispiel --source demo oder --source sqlite:path/to/file.db</translation>
    </message>
    <message>
        <source>--source needs a value</source>
        <translation>--source braucht einen Wert</translation>
    </message>
    <message>
        <source>--max-rows needs a whole number of rows, 0 or more, not &quot;%1&quot;</source>
        <translation>--max-rows braucht eine ganze Zahl von Zeilen, 0 oder mehr, nicht „%1“</translation>
    </message>
    <message>
        <source>expected one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>genau ein STATEMENT erwartet, aber %1 Argumente erhalten; setzen Sie das SQL als ein einziges Argument in Anführungszeichen</translation>
    </message>
    <message>
        <source>--saved needs the NAME of a saved query</source>
        <translation>--saved braucht den NAME einer gespeicherten Abfrage</translation>
    </message>
    <message>
        <source>give --saved NAME, STATEMENT or -f FILE, only one of them</source>
        <translation>geben Sie --saved NAME, STATEMENT oder -f FILE an, nur eines davon</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>geben Sie entweder STATEMENT oder -f FILE an, nicht beides</translation>
    </message>
    <message>
        <source>nothing to run: give STATEMENT, -f FILE or --saved NAME</source>
        <translation>nichts auszuführen: Geben Sie STATEMENT, -f FILE oder --saved NAME an</translation>
    </message>
    <message>
        <source>-f needs a file name</source>
        <translation>-f braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>Keep each statement run in the query history the app shows (see &apos;nelumbo-cli history&apos;), unless history is off in the settings or for the source.</source>
        <translation>Jede ausgeführte Anweisung im Abfrageverlauf festhalten, den die App anzeigt (siehe „nelumbo-cli history“), sofern der Verlauf nicht in den Einstellungen oder für die Quelle ausgeschaltet ist.</translation>
    </message>
    <message>
        <source>Output format: table (the default), csv, json, tsv, ndjson, markdown, insert or xlsx; see Output below.</source>
        <translation>Ausgabeformat: table (Standard), csv, json, tsv, ndjson, markdown, insert oder xlsx; siehe Ausgabe unten.</translation>
    </message>
    <message>
        <source>Write the output to FILE instead of standard output. It is written under a temporary name beside FILE and renamed only when complete: a failed or interrupted run leaves FILE as it was.</source>
        <translation>Die Ausgabe statt in die Standardausgabe in FILE schreiben. Sie wird unter einem temporären Namen neben FILE geschrieben und erst umbenannt, wenn sie vollständig ist: Ein fehlgeschlagener oder unterbrochener Aufruf lässt FILE unverändert.</translation>
    </message>
    <message>
        <source>The table the INSERT statements of --format insert insert into (SCHEMA.TABLE allowed); names are quoted as the source&apos;s SQL needs. Required with insert.</source>
        <translation>Die Tabelle, in die die INSERT-Anweisungen von --format insert einfügen (SCHEMA.TABLE erlaubt); Namen werden so in Anführungszeichen gesetzt, wie es das SQL der Quelle verlangt. Bei insert erforderlich.</translation>
    </message>
    <message>
        <source>The field delimiter of csv, one character (default ,); \t means a tab.</source>
        <translation>Das Feldtrennzeichen von csv, ein Zeichen (Standard ,); \t steht für einen Tabulator.</translation>
    </message>
    <message>
        <source>Quote every csv field but NULL, not only those that need it.</source>
        <translation>Jedes csv-Feld außer NULL in Anführungszeichen setzen, nicht nur die, die es brauchen.</translation>
    </message>
    <message>
        <source>Leave out the header line of column names (csv, tsv).</source>
        <translation>Die Kopfzeile mit den Spaltennamen weglassen (csv, tsv).</translation>
    </message>
    <message>
        <source>Start csv or tsv with a UTF-8 byte order mark, for spreadsheet programs that need one to read UTF-8.</source>
        <translation>csv oder tsv mit einer UTF-8-Byte-Order-Mark beginnen, für Tabellenkalkulationen, die eine brauchen, um UTF-8 zu lesen.</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table, csv, json, tsv, ndjson, markdown, insert or xlsx</source>
        <translation>unbekanntes --format „%1“: Verwenden Sie table, csv, json, tsv, ndjson, markdown, insert oder xlsx</translation>
    </message>
    <message>
        <source>--output needs a FILE name; leave it out to write to standard output</source>
        <translation>--output braucht einen Dateinamen (FILE); lassen Sie es weg, um in die Standardausgabe zu schreiben</translation>
    </message>
    <message>
        <source>--format insert needs --table NAME: the table to insert into</source>
        <translation>--format insert braucht --table NAME: die Tabelle, in die eingefügt wird</translation>
    </message>
    <message>
        <source>--table applies to --format insert only</source>
        <translation>--table gilt nur für --format insert</translation>
    </message>
    <message>
        <source>--delimiter needs one character other than a quote or a line break, not &quot;%1&quot;</source>
        <translation>--delimiter braucht ein Zeichen außer einem Anführungszeichen oder Zeilenumbruch, nicht „%1“</translation>
    </message>
    <message>
        <source>--delimiter and --quote-all apply to --format csv only</source>
        <translation>--delimiter und --quote-all gelten nur für --format csv</translation>
    </message>
    <message>
        <source>--no-header and --bom apply to --format csv and tsv only</source>
        <translation>--no-header und --bom gelten nur für --format csv und tsv</translation>
    </message>
    <message>
        <source>--max-rows applies to table, csv and json output; --format %1 exports the whole result</source>
        <translation>--max-rows gilt für die Ausgabe table, csv und json; --format %1 exportiert das ganze Ergebnis</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueries</name>
    <message>
        <source>Saved Queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
    <message>
        <source>Save to &amp;Library…</source>
        <translation>In &amp;Bibliothek speichern…</translation>
    </message>
    <message>
        <source>Keep this tab&apos;s query, its variables and its source in the library (%1)</source>
        <translation>Die Abfrage dieses Tabs mit ihren Variablen und ihrer Quelle in der Bibliothek ablegen (%1)</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>In Bibliothek speichern</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Eine gespeicherte Abfrage braucht einen Namen</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>„%1“ in der Bibliothek gespeichert</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueriesPanel</name>
    <message>
        <source>Filter saved queries</source>
        <translation>Gespeicherte Abfragen filtern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Saved without a language: runs on every source</source>
        <translation>Ohne Sprache gespeichert: läuft auf jeder Quelle</translation>
    </message>
    <message>
        <source>No saved queries yet: Query → Save to Library…</source>
        <translation>Noch keine gespeicherten Abfragen: Abfrage → In Bibliothek speichern…</translation>
    </message>
    <message>
        <source>Rename Saved Query</source>
        <translation>Gespeicherte Abfrage umbenennen</translation>
    </message>
    <message>
        <source>&amp;Open in New Tab</source>
        <translation>In neuem &amp;Tab öffnen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryPrompt</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>In Bibliothek speichern</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists.</source>
        <translation>Eine gespeicherte Abfrage namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>Replace it with this one?</source>
        <translation>Soll sie durch diese ersetzt werden?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Delete Saved Query</source>
        <translation>Gespeicherte Abfrage löschen</translation>
    </message>
    <message>
        <source>Delete the saved query &quot;%1&quot;?</source>
        <translation>Die gespeicherte Abfrage „%1“ löschen?</translation>
    </message>
    <message>
        <source>Tabs that show it keep their text.</source>
        <translation>Tabs, die sie anzeigen, behalten ihren Text.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryStore</name>
    <message>
        <source>The saved-query library failed: %1</source>
        <translation>Fehler in der Bibliothek gespeicherter Abfragen: %1</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists</source>
        <translation>Eine gespeicherte Abfrage namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>The saved-query library was written by a newer Nelumbo (format %1)</source>
        <translation>Die Bibliothek gespeicherter Abfragen wurde von einer neueren Nelumbo-Version geschrieben (Format %1)</translation>
    </message>
    <message>
        <source>Query was written for &quot;%1&quot; but data source &quot;%2&quot; speaks &quot;%3&quot;</source>
        <translation>Die Abfrage wurde für „%1“ geschrieben, aber Datenquelle „%2“ spricht „%3“</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Eine gespeicherte Abfrage braucht einen Namen</translation>
    </message>
    <message>
        <source>A saved query needs a statement</source>
        <translation>Eine gespeicherte Abfrage braucht eine Anweisung</translation>
    </message>
    <message>
        <source>No saved query has the id %1</source>
        <translation>Keine gespeicherte Abfrage hat die ID %1</translation>
    </message>
    <message>
        <source>No saved query is named &quot;%1&quot;</source>
        <translation>Keine gespeicherte Abfrage heißt „%1“</translation>
    </message>
    <message>
        <source>must be a language identifier like &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>muss eine Sprachkennung wie „%1“ oder „%2“ sein</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryVariables</name>
    <message>
        <source>Saved query &quot;%1&quot;: %2</source>
        <translation>Gespeicherte Abfrage „%1“: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>Tabellen und Spalten filtern</translation>
    </message>
    <message>
        <source>Schema filter</source>
        <translation>Schemafilter</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Loading schema…</source>
        <translation>Schema wird geladen…</translation>
    </message>
    <message>
        <source>Cannot read the schema: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>Das Schema kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Sicht</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>PK</source>
        <translation>PK</translation>
    </message>
    <message>
        <source>FK → %1</source>
        <extracomment>A foreign key; %1 is the table and column it references</extracomment>
        <translation>FK → %1</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(beliebig)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln Tabelle</numerusform>
            <numerusform>%Ln Tabellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not null</source>
        <extracomment>%1 is a column&apos;s SQL type such as INTEGER</extracomment>
        <translation>%1 not null</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A column: %1 is its name, %2 its type</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, references %3</source>
        <extracomment>A column: %1 is its name, %2 its type, %3 the table and column it references</extracomment>
        <translation>%1 %2, verweist auf %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>%Ln Tabelle oder Sicht</numerusform>
            <numerusform>%Ln Tabellen und Sichten</numerusform>
        </translation>
    </message>
    <message>
        <source>The source cannot be reached: %1
The names shown are from its last answer.</source>
        <extracomment>%1 is the database&apos;s error message; the schema tree keeps the names last read</extracomment>
        <translation>Die Quelle ist nicht erreichbar: %1
Die angezeigten Namen stammen aus ihrer letzten Antwort.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaCommand</name>
    <message>
        <source>Print the schemas, tables and columns a source shows, as JSON</source>
        <translation>Die Schemas, Tabellen und Spalten, die eine Quelle zeigt, als JSON ausgeben</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

Prints exactly what the visibility rules let anyone see of SRC (the assistant
sees no more): schemas, then tables and views, then columns with their types,
nullability, primary keys, references and the database&apos;s comments. Hidden
schemas, tables and columns are left out; masked columns say &quot;policy&quot;:
&quot;mask&quot;. System catalogues and migration tables are always hidden. Rules:
[visibility] and [source.NAME] in the config file (docs/CONFIG.md).

Options:
      --source SRC     A source name, demo, or a URL. Required.
      --table TABLE    Only this table; a hidden table is reported exactly like
                       a missing one.
  -h, --help           Show this help.

Exit status: 0 printed, 1 the source or table cannot be shown, 2 usage error.
</source>
        <translation>Aufruf: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

Gibt genau das aus, was die Sichtbarkeitsregeln von SRC zu sehen erlauben (der
Assistent sieht nicht mehr): Schemas, dann Tabellen und Sichten, dann Spalten mit
Typ, NULL-Zulässigkeit, Primärschlüsseln, Verweisen und den Kommentaren der Datenbank. Verborgene Schemas, Tabellen
und Spalten werden weggelassen; maskierte Spalten tragen &quot;policy&quot;: &quot;mask&quot;.
Systemkataloge und Migrationstabellen sind immer verborgen. Regeln: [visibility] und
[source.NAME] in der Konfigurationsdatei (docs/CONFIG.md).

Optionen:
      --source SRC     Ein Quellenname, demo oder eine URL. Erforderlich.
      --table TABLE    Nur diese Tabelle; eine verborgene Tabelle wird genau wie
                       eine fehlende gemeldet.
  -h, --help           Diese Hilfe anzeigen.

Exit-Status: 0 ausgegeben, 1 Quelle oder Tabelle nicht darstellbar, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>schema needs --source SRC and no other arguments</source>
        <translation>schema braucht --source SRC und keine weiteren Argumente</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>Quelle „%1“ braucht ein Passwort (NELUMBO_PASSWORD_%2 oder der Schlüsselbund)</translation>
    </message>
    <message>
        <source>No visible table named &quot;%1&quot; in this source</source>
        <translation>Keine sichtbare Tabelle namens „%1“ in dieser Quelle</translation>
    </message>
</context>
<context>
    <name>nelumbo::ScriptRunner</name>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>statement %1 (line %2): %3</source>
        <translation>Anweisung %1 (Zeile %2): %3</translation>
    </message>
    <message>
        <source>; run with --write to allow changes</source>
        <translation>; mit --write ausführen, um Änderungen zu erlauben</translation>
    </message>
</context>
<context>
    <name>nelumbo::SecretStore</name>
    <message>
        <source>no password is stored for this source</source>
        <translation>für diese Quelle ist kein Passwort gespeichert</translation>
    </message>
    <message>
        <source>the system keychain is not available%1; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>der Schlüsselbund des Systems ist nicht verfügbar%1; offenbar läuft kein Schlüsselbunddienst wie GNOME Keyring oder KWallet</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>der Schlüsselbund des Systems hat den Zugriff verweigert: %1</translation>
    </message>
    <message>
        <source>the system keychain failed: %1</source>
        <translation>Fehler im Schlüsselbund des Systems: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>nelumbo::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>AI Assistant</source>
        <translation>KI-Assistent</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceStore</name>
    <message>
        <source>%1: [%2] is ignored: a source name may hold only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1: [%2] wird ignoriert: Ein Quellenname darf nur Buchstaben, Ziffern, „_“ und „-“ enthalten</translation>
    </message>
    <message>
        <source>%1: [%2]: demo is built in; its url and options cannot be changed and are ignored</source>
        <translation>%1: [%2]: demo ist fest eingebaut; URL und Optionen können nicht geändert werden und werden ignoriert</translation>
    </message>
    <message>
        <source>%1: source %2: %3</source>
        <translation>%1: Quelle %2: %3</translation>
    </message>
    <message>
        <source>the password in its url is ignored; passwords are kept in the keychain, never in this file (use the connection dialog or &apos;nelumbo-cli sources add --password-stdin&apos;)</source>
        <translation>das Passwort in ihrer URL wird ignoriert; Passwörter werden im Schlüsselbund abgelegt, nie in dieser Datei (verwenden Sie den Verbindungsdialog oder „nelumbo-cli sources add --password-stdin“)</translation>
    </message>
    <message>
        <source>no url, so it is ignored</source>
        <translation>keine URL, daher wird sie ignoriert</translation>
    </message>
    <message>
        <source>read_only must be true or false; the source is read-only</source>
        <translation>read_only muss true oder false sein; die Quelle ist schreibgeschützt</translation>
    </message>
    <message>
        <source>ai must be enabled, no-row-data or disabled; the assistant is disabled for it</source>
        <translation>ai muss enabled, no-row-data oder disabled sein; der Assistent ist für sie deaktiviert</translation>
    </message>
    <message>
        <source>password must be none, keychain, secrets-file or ask (where the password is kept, never the password itself); the value is ignored and the password will be asked for</source>
        <translation>password muss none, keychain, secrets-file oder ask sein (wo das Passwort abgelegt ist, nie das Passwort selbst); der Wert wird ignoriert und das Passwort wird abgefragt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>„%1“ ist kein gültiger Quellenname: Verwenden Sie Buchstaben, Ziffern, „_“ und „-“</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo ist fest eingebaut und kann nicht neu definiert werden; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>the URL %1 holds a password; passwords are never written to the config file</source>
        <translation>die URL %1 enthält ein Passwort; Passwörter werden nie in die Konfigurationsdatei geschrieben</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>demo is built in and cannot be removed</source>
        <translation>demo ist fest eingebaut und kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot;</source>
        <translation>es gibt keine Quelle namens „%1“</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot; (&apos;nelumbo-cli sources&apos; lists them); a URL looks like %2</source>
        <translation>es gibt keine Quelle namens „%1“ („nelumbo-cli sources“ listet sie auf); eine URL sieht aus wie %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>„%1“ ist keine Quell-URL: erwartet wird eine Form wie %2</translation>
    </message>
    <message>
        <source>Unsupported data source scheme &quot;%1&quot; in &quot;%2&quot;: use %3</source>
        <translation>Nicht unterstütztes Datenquellen-Schema „%1“ in „%2“: Verwenden Sie %3</translation>
    </message>
    <message>
        <source>history must be on or off; nothing run on it is kept in the history</source>
        <translation>history muss on oder off sein; nichts, was auf ihr ausgeführt wird, wird im Verlauf festgehalten</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceSwitcher</name>
    <message>
        <source>Data source</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <source>The data source of the window</source>
        <translation>Die Datenquelle des Fensters</translation>
    </message>
    <message>
        <source>New Source…</source>
        <translation>Neue Quelle…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceUrl</name>
    <message>
        <source>&quot;%1&quot;: an %2 URL with // must have an empty host, as in %2:///absolute/path.db</source>
        <translation>„%1“: Eine %2-URL mit // muss einen leeren Host haben, wie in %2:///absolute/path.db</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no database file</source>
        <translation>„%1“ nennt keine Datenbankdatei</translation>
    </message>
    <message>
        <source>expected %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</source>
        <translation>erwartet: %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: %2</source>
        <translation>„%1“ ist keine Server-URL: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a # must be written %23 (in a password too)</source>
        <translation>„%1“: Ein # muss als %23 geschrieben werden (auch in einem Passwort)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the IPv6 address lacks its closing ]</source>
        <translation>„%1“: Der IPv6-Adresse fehlt die schließende ]</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected text after the IPv6 address</source>
        <translation>„%1“: unerwarteter Text nach der IPv6-Adresse</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a : after the host must be followed by a port</source>
        <translation>„%1“: Auf einen : nach dem Host muss ein Port folgen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: several hosts in one URL are not supported</source>
        <translation>„%1“: Mehrere Hosts in einer URL werden nicht unterstützt</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the port is not a number from 1 to 65535 (characters such as @ : / in a user name or password must be percent-encoded, @ as %40)</source>
        <translation>„%1“: Der Port ist keine Zahl von 1 bis 65535 (Zeichen wie @ : / in einem Benutzernamen oder Passwort müssen prozentkodiert werden, @ als %40)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an @ after the host (characters such as / in a password must be percent-encoded, / as %2F)</source>
        <translation>„%1“: ein @ nach dem Host (Zeichen wie / in einem Passwort müssen prozentkodiert werden, / als %2F)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an option without a name</source>
        <translation>„%1“: eine Option ohne Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a % must be followed by two hexadecimal digits that encode UTF-8 text, and %2 is not allowed</source>
        <translation>„%1“: auf ein % müssen zwei Hexadezimalziffern folgen, die UTF-8-Text kodieren, und %2 ist nicht erlaubt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>„%1“ ist keine Quell-URL: erwartet wird eine Form wie %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourcesCommand</name>
    <message>
        <source>cannot read standard input</source>
        <translation>die Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>--password-stdin: standard input holds no password</source>
        <translation>--password-stdin: die Standardeingabe enthält kein Passwort</translation>
    </message>
    <message>
        <source>List, add, remove and test the named data sources</source>
        <translation>Die benannten Datenquellen auflisten, hinzufügen, entfernen und testen</translation>
    </message>
    <message>
        <source>list: table (the default) or json.</source>
        <translation>list: table (Standard) oder json.</translation>
    </message>
    <message>
        <source>add: allow statements that change the database. Sources are read-only unless this is given.</source>
        <translation>add: Anweisungen erlauben, die die Datenbank ändern. Ohne diese Option sind Quellen schreibgeschützt.</translation>
    </message>
    <message>
        <source>add: the schemas to search, in order, separated by commas (PostgreSQL).</source>
        <translation>add: die zu durchsuchenden Schemas, der Reihe nach, durch Kommas getrennt (PostgreSQL).</translation>
    </message>
    <message>
        <source>add: what the AI assistant may see: enabled (the default), no-row-data (schema and SQL only) or disabled.</source>
        <translation>add: was der KI-Assistent sehen darf: enabled (Standard), no-row-data (nur Schema und SQL) oder disabled.</translation>
    </message>
    <message>
        <source>add: read the password from the first line of standard input and keep it in the system keychain.</source>
        <translation>add: das Passwort aus der ersten Zeile der Standardeingabe lesen und im Schlüsselbund des Systems ablegen.</translation>
    </message>
    <message>
        <source>add: when no keychain service is running, keep the password in plain text in secrets.ini next to the config file, readable only by you.</source>
        <translation>add: wenn kein Schlüsselbunddienst läuft, das Passwort im Klartext in secrets.ini neben der Konfigurationsdatei ablegen, nur für Sie lesbar.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</source>
        <translation>Aufruf: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</translation>
    </message>
    <message>
        <source>A source is a name for a database URL with its options. Sources live in the config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same file the app uses; docs/CONFIG.md describes it. &apos;run --source NAME&apos; opens one. The source demo, the Chinook sample database, is always there.</source>
        <translation>Eine Quelle ist ein Name für eine Datenbank-URL mit ihren Optionen. Quellen stehen in der Konfigurationsdatei (--config FILE, $NELUMBO_CONFIG oder die Standarddatei), derselben Datei, die auch die App verwendet; docs/CONFIG.md beschreibt sie. „run --source NAME“ öffnet eine Quelle. Die Quelle demo, die Chinook-Beispieldatenbank, ist immer vorhanden.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Aktionen:</translation>
    </message>
    <message>
        <source>Show every source: name, kind, URL (passwords masked), read-only and AI policy. The default action.</source>
        <translation>Alle Quellen anzeigen: Name, Art, URL (Passwörter maskiert), Schreibschutz und KI-Richtlinie. Die Standardaktion.</translation>
    </message>
    <message>
        <source>Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options or mysql://user@host:port/database. A URL must not hold a password: use --password-stdin.</source>
        <translation>Eine Quelle hinzufügen. URL ist sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options oder mysql://user@host:port/database. Eine URL darf kein Passwort enthalten: Verwenden Sie --password-stdin.</translation>
    </message>
    <message>
        <source>Remove a source and its stored password.</source>
        <translation>Eine Quelle und ihr gespeichertes Passwort entfernen.</translation>
    </message>
    <message>
        <source>Open the source and print ok with the server&apos;s version, or the error.</source>
        <translation>Die Quelle öffnen und „ok“ mit der Serverversion ausgeben oder den Fehler.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Passwords:</source>
        <translation>Passwörter:</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in the config file. When no keychain service runs, &apos;add --password-stdin&apos; fails unless --allow-plaintext-secrets is given. The environment variable NELUMBO_PASSWORD_&lt;NAME&gt; (the name in capitals, &apos;-&apos; as &apos;_&apos;) overrides a stored password.</source>
        <translation>Passwörter werden im Schlüsselbund des Systems abgelegt, nie in der Konfigurationsdatei. Läuft kein Schlüsselbunddienst, schlägt „add --password-stdin“ fehl, sofern nicht --allow-plaintext-secrets angegeben ist. Die Umgebungsvariable NELUMBO_PASSWORD_&lt;NAME&gt; (der Name in Großbuchstaben, „-“ als „_“) hat Vorrang vor einem gespeicherten Passwort.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success; for test, the source opened</source>
        <translation>Erfolg; bei test: die Quelle wurde geöffnet</translation>
    </message>
    <message>
        <source>runtime error: unknown source, the source cannot be opened, the password cannot be stored, the config file cannot be written</source>
        <translation>Laufzeitfehler: unbekannte Quelle, die Quelle kann nicht geöffnet werden, das Passwort kann nicht gespeichert werden, die Konfigurationsdatei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>usage error: unknown action or option, bad NAME, a password in URL</source>
        <translation>Aufruffehler: unbekannte Aktion oder Option, ungültiger NAME, ein Passwort in der URL</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, add, remove or test</source>
        <translation>unbekannte Aktion „%1“: Verwenden Sie list, add, remove oder test</translation>
    </message>
    <message>
        <source>too many arguments for &apos;sources %1&apos;</source>
        <translation>zu viele Argumente für „sources %1“</translation>
    </message>
    <message>
        <source>&apos;sources add&apos; needs a NAME and a URL</source>
        <translation>„sources add“ braucht einen NAME und eine URL</translation>
    </message>
    <message>
        <source>&apos;sources %1&apos; needs a NAME</source>
        <translation>„sources %1“ braucht einen NAME</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;sources %2&apos;</source>
        <translation>--%1 ist keine Option von „sources %2“</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>unbekanntes --format „%1“: Verwenden Sie table oder json</translation>
    </message>
    <message>
        <source>unknown --ai &quot;%1&quot;: use enabled, no-row-data or disabled</source>
        <translation>unbekanntes --ai „%1“: Verwenden Sie enabled, no-row-data oder disabled</translation>
    </message>
    <message>
        <source>--allow-plaintext-secrets only applies with --password-stdin</source>
        <translation>--allow-plaintext-secrets gilt nur zusammen mit --password-stdin</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>„%1“ ist kein gültiger Quellenname: Verwenden Sie Buchstaben, Ziffern, „_“ und „-“</translation>
    </message>
    <message>
        <source>the URL %1 holds a password, which other users can see on the command line and which stays in your shell history; leave it out and give it with --password-stdin</source>
        <translation>die URL %1 enthält ein Passwort, das andere Benutzer auf der Kommandozeile sehen können und das in Ihrem Shell-Verlauf bleibt; lassen Sie es weg und geben Sie es mit --password-stdin an</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>SCHREIBGESCHÜTZT</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo ist fest eingebaut und kann nicht neu definiert werden; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>a source named &quot;%1&quot; exists already; remove it first with &apos;nelumbo-cli sources remove %1&apos;</source>
        <translation>eine Quelle namens „%1“ existiert bereits; entfernen Sie sie zuerst mit „nelumbo-cli sources remove %1“</translation>
    </message>
    <message>
        <source>Source %1 added: %2</source>
        <translation>Quelle %1 hinzugefügt: %2</translation>
    </message>
    <message>
        <source>cannot store the password: %1; the source was not added</source>
        <translation>das Passwort kann nicht gespeichert werden: %1; die Quelle wurde nicht hinzugefügt</translation>
    </message>
    <message>
        <source>Add --allow-plaintext-secrets to keep the password in plain text in %1, readable only by you, or add the source without --password-stdin and set %2 when you use it.</source>
        <translation>Fügen Sie --allow-plaintext-secrets hinzu, um das Passwort im Klartext in %1 abzulegen, nur für Sie lesbar, oder fügen Sie die Quelle ohne --password-stdin hinzu und setzen Sie %2, wenn Sie sie verwenden.</translation>
    </message>
    <message>
        <source>warning: no keychain service is running; the password is stored in plain text in %1, readable only by you</source>
        <translation>Warnung: Es läuft kein Schlüsselbunddienst; das Passwort wird im Klartext in %1 gespeichert, nur für Sie lesbar</translation>
    </message>
    <message>
        <source>source %1 removed, but its password could not be: %2</source>
        <translation>Quelle %1 entfernt, ihr Passwort jedoch nicht: %2</translation>
    </message>
    <message>
        <source>Source %1 removed</source>
        <translation>Quelle %1 entfernt</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>sie fragt jedes Mal nach ihrem Passwort</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>kein Passwort für Quelle %1: %2; setzen Sie %3, um eines anzugeben</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>ok: %1</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli sources --help&apos; for more information.</source>
        <translation>Weitere Informationen erhalten Sie mit „nelumbo-cli sources --help“.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlFormatter</name>
    <message>
        <source>Not formatted: the quote or comment at character %1 does not end</source>
        <translation>Nicht formatiert: Das Anführungszeichen oder der Kommentar bei Zeichen %1 wird nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlIdentifier</name>
    <message>
        <source>Invalid table name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Ungültiger Tabellenname: „%1“. Er darf nur Buchstaben, Ziffern und Unterstriche enthalten.</translation>
    </message>
    <message>
        <source>Invalid schema name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Ungültiger Schemaname: „%1“. Er darf nur Buchstaben, Ziffern und Unterstriche enthalten.</translation>
    </message>
    <message>
        <source>Invalid column name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Ungültiger Spaltenname: „%1“. Er darf nur Buchstaben, Ziffern und Unterstriche enthalten.</translation>
    </message>
    <message>
        <source>Invalid search_path entry: &quot;%1&quot;. The search path must be a comma-separated list of identifiers.</source>
        <translation>Ungültiger search_path-Eintrag: „%1“. Der Suchpfad muss eine durch Kommas getrennte Liste von Bezeichnern sein.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlLanguage</name>
    <message>
        <source>Only a single query (SELECT, WITH, VALUES) can be sorted in the database</source>
        <translation>Nur eine einzelne Abfrage (SELECT, WITH, VALUES) kann in der Datenbank sortiert werden</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteAdapter</name>
    <message>
        <source>The database file %1 does not exist</source>
        <translation>Die Datenbankdatei %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>Not an SQLite database: %1</source>
        <translation>Keine SQLite-Datenbank: %1</translation>
    </message>
    <message>
        <source>This SQLite library does not support PRAGMA query_only</source>
        <translation>Diese SQLite-Bibliothek unterstützt PRAGMA query_only nicht</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keine Tabelle %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>Die Anweisung ist leer</translation>
    </message>
    <message>
        <source>The SQLite database is not open</source>
        <translation>Die SQLite-Datenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <source>SQLite databases</source>
        <translation>SQLite-Datenbanken</translation>
    </message>
    <message>
        <source>Choose an SQLite Database</source>
        <translation>SQLite-Datenbank wählen</translation>
    </message>
    <message>
        <source>Open SQLite database</source>
        <translation>SQLite-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Choose the SQLite database file.</source>
        <translation>Wählen Sie die SQLite-Datenbankdatei.</translation>
    </message>
    <message>
        <source>the SQLite connection is not open</source>
        <translation>die SQLite-Verbindung ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteLocalStore</name>
    <message>
        <source>Cannot set up %1: %2</source>
        <translation>%1 kann nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>es ist keine SQLite-Datenbank</translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message>
        <source>multi-select</source>
        <translation>Mehrfachauswahl</translation>
    </message>
    <message>
        <source>select</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>list of %1 values</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>Liste von Werten (%1)</translation>
    </message>
    <message>
        <source>%1 input</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>Eingabefeld (%1)</translation>
    </message>
    <message>
        <source>options from a query</source>
        <translation>Optionen aus einer Abfrage</translation>
    </message>
    <message>
        <source>label “%1”</source>
        <extracomment>%1 is the label a variable&apos;s input shows</extracomment>
        <translation>Beschriftung „%1“</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its input such as &quot;select, 3 options&quot;</extracomment>
        <translation>%1: %2 (neu)</translation>
    </message>
    <message>
        <source>%1: %2 (was: %3)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its new input, %3 the input before</extracomment>
        <translation>%1: %2 (bisher: %3)</translation>
    </message>
    <message>
        <source>value “%1”</source>
        <extracomment>%1 is the value a variable gets</extracomment>
        <translation>Wert „%1“</translation>
    </message>
    <message>
        <source>value “%1” → “%2”</source>
        <extracomment>%1 is a variable&apos;s value now, %2 the value it gets</extracomment>
        <translation>Wert „%1“ → „%2“</translation>
    </message>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>%Ln Option</numerusform>
            <numerusform>%Ln Optionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementGuard</name>
    <message>
        <source>The statement reads a table that does not exist or is not visible for this data source</source>
        <translation>Die Anweisung liest eine Tabelle, die nicht existiert oder für diese Datenquelle nicht sichtbar ist</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>Tabelle „%1“ existiert nicht oder ist für diese Datenquelle nicht sichtbar</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source</source>
        <translation>Verweigert: Diese Anweisung kann nicht gegen die Sichtbarkeitsregeln dieser Datenquelle geprüft werden</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source (%1)</source>
        <translation>Verweigert: Diese Anweisung kann nicht gegen die Sichtbarkeitsregeln dieser Datenquelle geprüft werden (%1)</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>Spalte „%1“ existiert nicht oder ist für diese Datenquelle nicht sichtbar</translation>
    </message>
</context>
<context>
    <name>nelumbo::SuggestionCards</name>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Umformulierung</translation>
    </message>
    <message>
        <source>High impact</source>
        <translation>Große Wirkung</translation>
    </message>
    <message>
        <source>Low impact</source>
        <translation>Geringe Wirkung</translation>
    </message>
    <message>
        <source>Medium impact</source>
        <translation>Mittlere Wirkung</translation>
    </message>
    <message>
        <source>Optimisation suggestions</source>
        <translation>Optimierungsvorschläge</translation>
    </message>
    <message>
        <source>The model had no suggestions for this statement.</source>
        <translation>Das Modell hatte keine Vorschläge für diese Anweisung.</translation>
    </message>
    <message>
        <source>Suggestion %1: %2</source>
        <translation>Vorschlag %1: %2</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Suggestion text</source>
        <translation>Vorschlagstext</translation>
    </message>
    <message>
        <source>Copy DDL</source>
        <translation>DDL kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Apply Rewrite…</source>
        <translation>Umformulierung anwenden…</translation>
    </message>
    <message>
        <source>Shows the change to the query before replacing it</source>
        <translation>Zeigt die Änderung an der Abfrage, bevor sie ersetzt wird</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>(%n Zeile)</numerusform>
            <numerusform>(%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK, %n Zeile betroffen</numerusform>
            <numerusform>OK, %n Zeilen betroffen</numerusform>
        </translation>
    </message>
    <message>
        <source>OK, %1 rows affected</source>
        <translation>OK, %1 Zeilen betroffen</translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(die erste %n Zeile wird angezeigt; weitere vorhanden)</numerusform>
            <numerusform>(die ersten %n Zeilen werden angezeigt; weitere vorhanden)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TagInput</name>
    <message>
        <source>Type a value, then Enter or a comma</source>
        <translation>Wert eingeben, dann Enter oder Komma</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot;</source>
        <translation>„%1“ entfernen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>nelumbo::TemplateCompiler</name>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Erforderliche Variable fehlt: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; cannot be part of a text literal</source>
        <translation>Listenvariable „%1“ darf nicht Teil eines Textliterals sein</translation>
    </message>
    <message>
        <source>%1 is not a variable: write %2, without spaces inside the braces</source>
        <translation>%1 ist keine Variable: Schreiben Sie %2, ohne Leerzeichen innerhalb der Klammern</translation>
    </message>
</context>
<context>
    <name>nelumbo::TextExportWriter</name>
    <message>
        <source>cannot write the export: %1</source>
        <translation>der Export kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TrustedAiContext</name>
    <message>
        <source>This feature is not available for this data source.</source>
        <translation>Diese Funktion ist für diese Datenquelle nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Value viewer</source>
        <translation>Wertanzeige</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the whole value</source>
        <translation>Den ganzen Wert kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the whole value to a file</source>
        <translation>Den ganzen Wert in einer Datei speichern</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Select a cell to see its value in full.</source>
        <translation>Wählen Sie eine Zelle aus, um ihren Wert vollständig zu sehen.</translation>
    </message>
    <message>
        <source>Loading %1 bytes…</source>
        <translation>%1 Bytes werden geladen…</translation>
    </message>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (kein Wert)</translation>
    </message>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>Text, %Ln Zeichen</numerusform>
            <numerusform>Text, %Ln Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON, %Ln Zeichen</numerusform>
            <numerusform>JSON, %Ln Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML, %Ln Zeichen</numerusform>
            <numerusform>XML, %Ln Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>Binär, %Ln Byte</numerusform>
            <numerusform>Binär, %Ln Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>%1-Bild, das nicht angezeigt werden kann, %Ln Byte</numerusform>
            <numerusform>%1-Bild, das nicht angezeigt werden kann, %Ln Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>%1-Bild, %2 × %3, %Ln Byte</numerusform>
            <numerusform>%1-Bild, %2 × %3, %Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the first %1; Copy and Save give all of it</source>
        <translation>die ersten %1 werden angezeigt; Kopieren und Speichern liefern den ganzen Wert</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln Zeichen</numerusform>
            <numerusform>%Ln Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the value to %1: %2</source>
        <translation>Der Wert konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>Wert speichern</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableArguments</name>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--var erwartet NAME=VALUE, nicht „%1“</translation>
    </message>
    <message>
        <source>--var: &quot;%1&quot; is not a variable name; names are ASCII letters, digits and _, not starting with a digit, as in {{name}}</source>
        <translation>--var: „%1“ ist kein Variablenname; Namen bestehen aus ASCII-Buchstaben, Ziffern und _ und beginnen nicht mit einer Ziffer, wie in {{name}}</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableCaster</name>
    <message>
        <source>Invalid number format: &apos;%1&apos; contains non-numeric characters</source>
        <translation>Ungültiges Zahlenformat: „%1“ enthält nicht numerische Zeichen</translation>
    </message>
    <message>
        <source>Invalid number format: &apos;%1&apos; is not a valid number</source>
        <translation>Ungültiges Zahlenformat: „%1“ ist keine gültige Zahl</translation>
    </message>
    <message>
        <source>Invalid date format: &apos;%1&apos; is not a valid ISO8601 date</source>
        <translation>Ungültiges Datumsformat: „%1“ ist kein gültiges ISO-8601-Datum</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must have at least one value</source>
        <translation>Listenvariable „%1“ muss mindestens einen Wert haben</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableDefinition</name>
    <message>
        <source>A variable needs a name</source>
        <translation>Eine Variable braucht einen Namen</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: select must define either static_options or options_query</source>
        <translation>Variable „%1“: select muss entweder static_options oder options_query definieren</translation>
    </message>
    <message>
        <source>Variable type &quot;%1&quot; is invalid: use text, number or date</source>
        <translation>Variablentyp „%1“ ist ungültig: Verwenden Sie text, number oder date</translation>
    </message>
    <message>
        <source>Variable widget &quot;%1&quot; is invalid: use input or select</source>
        <translation>Variablen-Widget „%1“ ist ungültig: Verwenden Sie input oder select</translation>
    </message>
    <message>
        <source>static_options cannot mix different formats - use consistent format throughout</source>
        <translation>static_options darf keine unterschiedlichen Formate mischen – verwenden Sie durchgehend dasselbe Format</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableEditor</name>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>(kein Datum)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Options failed to load</source>
        <translation>Optionen konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>Options failed to load: %1</source>
        <translation>Optionen konnten nicht geladen werden: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableForm</name>
    <message>
        <source>Query variables</source>
        <translation>Abfragevariablen</translation>
    </message>
    <message>
        <source>Values are bound as parameters; [[ … ]] parts are left out while their variables are empty.</source>
        <translation>Werte werden als Parameter gebunden; [[ … ]]-Teile entfallen, solange ihre Variablen leer sind.</translation>
    </message>
    <message>
        <source>Run with these values</source>
        <translation>Mit diesen Werten ausführen</translation>
    </message>
    <message>
        <source>Run the query again with the values above (Enter in a field)</source>
        <translation>Die Abfrage mit den obigen Werten erneut ausführen (Enter in einem Feld)</translation>
    </message>
    <message>
        <source>No database to run the options query on</source>
        <translation>Keine Datenbank, auf der die Optionsabfrage ausgeführt werden kann</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityConfig</name>
    <message>
        <source>Visibility rules for &quot;%1&quot; in %2: %3</source>
        <translation>Sichtbarkeitsregeln für „%1“ in %2: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityPolicy</name>
    <message>
        <source>&quot;%1&quot;: partial masks take two whole numbers</source>
        <translation>„%1“: Teilmasken erwarten zwei ganze Zahlen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown mask &quot;%2&quot;</source>
        <translation>„%1“: unbekannte Maske „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a column policy (allow, omit, error or mask)</source>
        <translation>„%1“ ist keine Spaltenrichtlinie (allow, omit, error oder mask)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a column rule reads [schema.][table.]column=policy</source>
        <translation>„%1“: Eine Spaltenregel lautet [schema.][table.]column=policy</translation>
    </message>
    <message>
        <source>Refused: the statement touches hidden table(s): %1</source>
        <translation>Verweigert: Die Anweisung berührt verborgene Tabellen: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibleCatalog</name>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keine Tabelle %1</translation>
    </message>
    <message>
        <source>There is no column %1 in %2</source>
        <translation>Es gibt keine Spalte %1 in %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::XlsxWriter</name>
    <message>
        <source>XLSX holds at most %1 columns; the result has %2</source>
        <translation>XLSX fasst höchstens %1 Spalten; das Ergebnis hat %2</translation>
    </message>
    <message>
        <source>cannot start the XLSX workbook %1</source>
        <translation>die XLSX-Arbeitsmappe %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>cannot add a sheet to the XLSX workbook</source>
        <translation>der XLSX-Arbeitsmappe kann kein Blatt hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot write an XLSX cell: %1</source>
        <translation>eine XLSX-Zelle kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot write the XLSX file %1: %2</source>
        <translation>die XLSX-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
</TS>
