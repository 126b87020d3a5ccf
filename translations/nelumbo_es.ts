<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>main</name>
    <message>
        <source>Nelumbo: a query editor with an AI assistant.</source>
        <translation>Nelumbo: un editor de consultas con asistente de IA.</translation>
    </message>
    <message>
        <source>Render the main window after start-up (running the first tab) to FILE as PNG, then exit.</source>
        <translation>Renderiza la ventana principal tras el inicio (ejecutando la primera pestaña) en FILE como PNG y sale.</translation>
    </message>
    <message>
        <source>Start without the saved session and settings; nothing is saved on exit.</source>
        <translation>Inicia sin la sesión ni la configuración guardadas; no se guarda nada al salir.</translation>
    </message>
    <message>
        <source>Print the start-up time once the window shows the loaded database, then exit (for benchmarks).</source>
        <translation>Muestra el tiempo de inicio cuando la ventana presenta la base de datos cargada y sale (para pruebas de rendimiento).</translation>
    </message>
    <message>
        <source>Show the interface in LANGUAGE (de, en, es, fr, ja, zh_CN) instead of the configured or system language.</source>
        <translation>Muestra la interfaz en LANGUAGE (de, en, es, fr, ja, zh_CN) en lugar del idioma configurado o del sistema.</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <source>gave up waiting for the window to be ready</source>
        <translation>se dejó de esperar a que la ventana estuviera lista</translation>
    </message>
    <message>
        <source>nelumbo-cli: internal error: %1</source>
        <translation>nelumbo-cli: error interno: %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>Error interno</translation>
    </message>
    <message>
        <source>An operation failed with an internal error: %1

Save your work; restarting Nelumbo is advised.</source>
        <translation>Una operación falló con un error interno: %1

Guarde su trabajo; se recomienda reiniciar Nelumbo.</translation>
    </message>
    <message>
        <source>Query files to open in tabs, or a database file to open instead of the last one.</source>
        <translation>Archivos de consultas que se abren en pestañas, o un archivo de base de datos que se abre en lugar del último.</translation>
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
        <translation>Cancelado</translation>
    </message>
</context>
<context>
    <name>nelumbo::AgentLoop</name>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>The model used all %1 rounds without a valid statement.</source>
        <translation>El modelo agotó las %1 rondas sin una sentencia válida.</translation>
    </message>
    <message>
        <source>The model sent an empty reply.</source>
        <translation>El modelo envió una respuesta vacía.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiCommand</name>
    <message>
        <source>none (not needed)</source>
        <translation>ninguna (no hace falta)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 input, %2 output per million tokens (%3, price table of %4)</source>
        <translation>%1 de entrada, %2 de salida por millón de tokens (%3, tabla de precios con fecha %4)</translation>
    </message>
    <message>
        <source>Show, test and list the AI provider&apos;s models</source>
        <translation>Muestra y prueba el proveedor de IA y lista sus modelos</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</source>
        <translation>Uso: nelumbo-cli ai [status] [--format text|json]
     nelumbo-cli ai test
     nelumbo-cli ai models

</translation>
    </message>
    <message>
        <source>The AI assistant is off until it is given a model as provider:model, such as openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see docs/CONFIG.md) or, for the command line, with the environment variable NELUMBO_AI_MODEL, which also switches it on.</source>
        <translation>El asistente de IA está desactivado hasta que se le asigna un modelo con el formato proveedor:modelo, como openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash u ollama:qwen2.5-coder: en el archivo de configuración ([ai] enabled=true y model=…, consulte docs/CONFIG.md) o, para la línea de comandos, con la variable de entorno NELUMBO_AI_MODEL, que además lo activa.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Acciones:</translation>
    </message>
    <message>
        <source>Print the provider, model, base URL and where the API key comes from (never the key). The default action.</source>
        <translation>Muestra el proveedor, el modelo, la URL base y de dónde procede la clave de API (nunca la clave). Es la acción predeterminada.</translation>
    </message>
    <message>
        <source>Send one tiny request (&quot;Reply with the single word OK.&quot;) and print exactly what came back, or the error.</source>
        <translation>Envía una única solicitud mínima («Reply with the single word OK.») y muestra exactamente lo que se recibió, o el error.</translation>
    </message>
    <message>
        <source>List the models the provider offers, one per line.</source>
        <translation>Lista los modelos que ofrece el proveedor, uno por línea.</translation>
    </message>
    <message>
        <source>Keys and addresses:</source>
        <translation>Claves y direcciones:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>status: AI is configured with a key; test: the model answered; models: listed</source>
        <translation>status: la IA está configurada con una clave; test: el modelo respondió; models: se listaron los modelos</translation>
    </message>
    <message>
        <source>not configured, no key, or the provider failed (the message says which)</source>
        <translation>no está configurada, no hay clave o el proveedor falló (el mensaje indica el motivo)</translation>
    </message>
    <message>
        <source>usage error</source>
        <translation>error de uso</translation>
    </message>
    <message>
        <source>too many arguments for &apos;ai %1&apos;</source>
        <translation>demasiados argumentos para &apos;ai %1&apos;</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use status, test or models</source>
        <translation>acción desconocida «%1»: use status, test o models</translation>
    </message>
    <message>
        <source>--format is text or json, for &apos;ai status&apos;</source>
        <translation>--format admite text o json en &apos;ai status&apos;</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>enabled (%1)</source>
        <translation>activada (%1)</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>no token counts</source>
        <translation>sin recuento de tokens</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>%1 tokens de entrada + %2 tokens de salida</translation>
    </message>
    <message>
        <source>ok: %1 answered in %2 s: &quot;%3&quot; (stop: %4; %5; cost %6)</source>
        <translation>ok: %1 respondió en %2 s: «%3» (parada: %4; %5; costo %6)</translation>
    </message>
    <message>
        <source>from the system keychain</source>
        <translation>desde el llavero del sistema</translation>
    </message>
    <message>
        <source>from the environment variable %1</source>
        <translation>desde la variable de entorno %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A label before its value in &quot;nelumbo-cli ai status&quot; (French: &quot;%1 :&quot;)</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
    <message>
        <source>The key comes from the provider&apos;s environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the app&apos;s AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider elsewhere.</source>
        <translation>La clave se toma de la variable de entorno del proveedor (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY o GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) o del llavero del sistema, donde la guarda la configuración de IA de la aplicación. Los servidores locales (ollama, lmstudio, llamacpp, vllm) no necesitan ninguna. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST y AZURE_OPENAI_ENDPOINT, o ai/base_url en el archivo de configuración, dirigen un proveedor a otra dirección.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiConfig</name>
    <message>
        <source>AI is enabled but no model is set (ai/model).</source>
        <translation>La IA está activada, pero no hay ningún modelo definido (ai/model).</translation>
    </message>
    <message>
        <source>The model name is missing in &quot;%1&quot;.</source>
        <translation>Falta el nombre del modelo en «%1».</translation>
    </message>
    <message>
        <source>The base URL from %1 is not a valid http(s) URL.</source>
        <translation>La URL base de %1 no es una URL http(s) válida.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource: set ai/base_url or %2.</source>
        <translation>%1 necesita la dirección de su recurso: defina ai/base_url o %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiEngine</name>
    <message>
        <source>No API key is configured for %1.</source>
        <translation>No hay ninguna clave de API configurada para %1.</translation>
    </message>
    <message>
        <source>Choose a data source first.</source>
        <translation>Elija primero un origen de datos.</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>El asistente de IA está desactivado para este origen.</translation>
    </message>
    <message>
        <source>Data source &quot;%1&quot; is read-only (read_only = true in its configuration), so statements that change data cannot be generated for it</source>
        <translation>El origen de datos «%1» es de solo lectura (read_only = true en su configuración), por lo que no se pueden generar sentencias que modifiquen datos para él</translation>
    </message>
    <message>
        <source>The model&apos;s answer holds no list of suggestions.</source>
        <translation>La respuesta del modelo no contiene ninguna lista de sugerencias.</translation>
    </message>
    <message>
        <source>Generating statements is not supported for this source: %1</source>
        <translation>La generación de sentencias no es compatible con este origen: %1</translation>
    </message>
    <message>
        <source>Explanations are not supported for this source: %1</source>
        <translation>Las explicaciones no son compatibles con este origen: %1</translation>
    </message>
    <message>
        <source>Optimization suggestions are not supported for this source: %1</source>
        <translation>Las sugerencias de optimización no son compatibles con este origen: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message>
        <source>&amp;Use the AI assistant</source>
        <translation>&amp;Usar el asistente de IA</translation>
    </message>
    <message>
        <source>Use the AI assistant</source>
        <translation>Usar el asistente de IA</translation>
    </message>
    <message>
        <source>Off by default. While it is off, nothing is sent to any AI provider.</source>
        <translation>Desactivado de forma predeterminada. Mientras está desactivado, no se envía nada a ningún proveedor de IA.</translation>
    </message>
    <message>
        <source>The assistant writes, explains and fixes queries. It uses your own account with a provider, or a model server on this machine.</source>
        <translation>El asistente escribe, explica y corrige consultas. Usa su propia cuenta con un proveedor o un servidor de modelos en este equipo.</translation>
    </message>
    <message>
        <source>Environment override</source>
        <translation>Anulación por el entorno</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>%1 (on this machine)</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 (en este equipo)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Pick a model from the provider&apos;s list, or type its name.</source>
        <translation>Elija un modelo de la lista del proveedor o escriba su nombre.</translation>
    </message>
    <message>
        <source>Refresh the model list</source>
        <translation>Actualizar la lista de modelos</translation>
    </message>
    <message>
        <source>Ask the provider for its models again</source>
        <translation>Volver a pedir al proveedor sus modelos</translation>
    </message>
    <message>
        <source>Model list status</source>
        <translation>Estado de la lista de modelos</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>Leave empty for the provider&apos;s own address; set it for a proxy or a server of your own.</source>
        <translation>Déjelo vacío para usar la dirección propia del proveedor; indíquelo para un proxy o un servidor propio.</translation>
    </message>
    <message>
        <source>Base URL note</source>
        <translation>Nota sobre la URL base</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <source>Send one tiny request to the model and report what happened</source>
        <translation>Envía una solicitud mínima al modelo e informa de lo que ocurrió</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Probando</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Resultado de la prueba de conexión</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>Pro&amp;veedor:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>URL &amp;base:</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <source>Ask for a &amp;fix when a query fails</source>
        <translation>Pedir una co&amp;rrección cuando falle una consulta</translation>
    </message>
    <message>
        <source>Ask for a fix when a query fails</source>
        <translation>Pedir una corrección cuando falle una consulta</translation>
    </message>
    <message>
        <source>When a statement fails, send it with the error to the assistant once and show the fix it proposes; a fix that fails too is not sent again.</source>
        <translation>Cuando una sentencia falla, la envía una vez al asistente junto con el error y muestra la corrección que propone; si la corrección también falla, no se vuelve a enviar.</translation>
    </message>
    <message>
        <source>NELUMBO_AI_MODEL is set to &quot;%1&quot; in the environment: it turns the assistant on with that model, whatever is chosen here.</source>
        <translation>NELUMBO_AI_MODEL tiene el valor «%1» en el entorno: activa el asistente con ese modelo, independientemente de lo que se elija aquí.</translation>
    </message>
    <message>
        <source>The configured model &quot;%1&quot; cannot be used: %2</source>
        <extracomment>%1 is a model such as openai:gpt-4o, %2 why it cannot be used</extracomment>
        <translation>No se puede usar el modelo configurado «%1»: %2</translation>
    </message>
    <message>
        <source>for example %1</source>
        <extracomment>%1 is the name of a model</extracomment>
        <translation>por ejemplo, %1</translation>
    </message>
    <message>
        <source>%1 has no model list: type the deployment name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 no tiene lista de modelos: escriba el nombre de la implementación.</translation>
    </message>
    <message>
        <source>required, for example https://NAME.openai.azure.com</source>
        <translation>obligatorio, por ejemplo https://NAME.openai.azure.com</translation>
    </message>
    <message>
        <source>Set by %1 in the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Definido por %1 en el entorno.</translation>
    </message>
    <message>
        <source>Choose a provider.</source>
        <translation>Elija un proveedor.</translation>
    </message>
    <message>
        <source>Choose or type a model first.</source>
        <translation>Elija o escriba primero un modelo.</translation>
    </message>
    <message>
        <source>The base URL is not a valid http or https URL.</source>
        <translation>La URL base no es una URL http o https válida.</translation>
    </message>
    <message>
        <source>The base URL in %1 is not a valid http or https URL.</source>
        <translation>La URL base de %1 no es una URL http o https válida.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource in Base URL.</source>
        <translation>%1 necesita la dirección de su recurso en URL base.</translation>
    </message>
    <message>
        <source>Loading the models of %1…</source>
        <translation>Cargando los modelos de %1…</translation>
    </message>
    <message>
        <source>Type the key to list the models, or type a model name.</source>
        <translation>Escriba la clave para listar los modelos, o escriba el nombre de un modelo.</translation>
    </message>
    <message>
        <source>The models could not be listed: %1</source>
        <translation>No se pudieron listar los modelos: %1</translation>
    </message>
    <message>
        <source>%1 lists no models; type the model name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 no lista ningún modelo; escriba el nombre del modelo.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Connected: %1 answered with model %2 in %3 ms.</source>
        <extracomment>%1 is the name of an AI provider, %2 a model, %3 a number of milliseconds</extracomment>
        <translation>Conectado: %1 respondió con el modelo %2 en %3 ms.</translation>
    </message>
    <message>
        <source>The key came from the system keychain.</source>
        <translation>La clave se obtuvo del llavero del sistema.</translation>
    </message>
    <message>
        <source>The typed key works; it is stored when you apply.</source>
        <translation>La clave escrita funciona; se guardará al aplicar los cambios.</translation>
    </message>
    <message>
        <source>The key came from %1.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>La clave se obtuvo de %1.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is the provider&apos;s id of the request, for its support</extracomment>
        <translation>solicitud %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <extracomment>%1 is an error message, %2 technical details such as its code and HTTP status</extracomment>
        <translation>Error: %1 (%2)</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Se canceló la prueba.</translation>
    </message>
    <message>
        <source>Nothing was saved: the base URL is not a valid http or https URL.</source>
        <translation>No se guardó nada: la URL base no es una URL http o https válida.</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>No se pudo escribir la configuración en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%Ln modelo de %1.</numerusform>
            <numerusform>%Ln modelos de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest the rest of a statement &amp;while typing</source>
        <translation>Sugerir el resto de la sentencia al &amp;escribir</translation>
    </message>
    <message>
        <source>Suggest the rest of a statement while typing</source>
        <translation>Sugerir el resto de la sentencia al escribir</translation>
    </message>
    <message>
        <source>After a pause in typing, ask the provider for the rest of the statement and show it as grey text after the cursor; Tab accepts it, any other key dismisses it. Each suggestion is a request to the provider, with its tokens and cost.</source>
        <translation>Tras una pausa al escribir, pide al proveedor el resto de la sentencia y lo muestra como texto gris tras el cursor; Tab lo acepta y cualquier otra tecla lo descarta. Cada sugerencia es una solicitud al proveedor, con sus tokens y su costo.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSourceCommand</name>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiTask</name>
    <message>
        <source>Unknown kind &quot;%1&quot;: use generation, explanation or optimization.</source>
        <translation>Tipo «%1» desconocido: use generation, explanation u optimization.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AnthropicFormat</name>
    <message>
        <source>The reply has no content.</source>
        <translation>La respuesta no tiene contenido.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>Show the API key</source>
        <translation>Mostrar la clave de API</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Show or hide the typed key</source>
        <translation>Mostrar u ocultar la clave escrita</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Quitar la clave de API guardada</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Delete the key stored in the system keychain for this provider</source>
        <translation>Eliminar la clave guardada en el llavero del sistema para este proveedor</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>Estado de la clave de API</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>from %1</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>desde %1</translation>
    </message>
    <message>
        <source>Using %1 from the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Se usa %1 del entorno.</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>no es necesaria</translation>
    </message>
    <message>
        <source>%1 runs on your machine and needs no key.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 se ejecuta en su equipo y no necesita clave.</translation>
    </message>
    <message>
        <source>Looking in the system keychain…</source>
        <translation>Buscando en el llavero del sistema…</translation>
    </message>
    <message>
        <source>A key is stored in the system keychain.</source>
        <translation>Hay una clave guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain.</source>
        <translation>Aún no hay ninguna clave guardada. Se guardará en el llavero del sistema.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain; %1 in the environment works too.</source>
        <extracomment>%1 names environment variables</extracomment>
        <translation>Aún no hay ninguna clave guardada. Se guardará en el llavero del sistema; también sirve %1 en el entorno.</translation>
    </message>
    <message>
        <source>No provider.</source>
        <translation>No hay proveedor.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Guardando la clave en el llavero del sistema…</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>La clave está guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file.</source>
        <translation>No se guardó la clave: %1. Nelumbo guarda las claves de API solo en el llavero del sistema, nunca en un archivo de texto sin cifrar.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file; set %2 in the environment instead.</source>
        <translation>No se guardó la clave: %1. Nelumbo guarda las claves de API solo en el llavero del sistema, nunca en un archivo de texto sin cifrar; defina %2 en el entorno en su lugar.</translation>
    </message>
    <message>
        <source>The stored key was removed from the system keychain.</source>
        <translation>Se eliminó la clave guardada del llavero del sistema.</translation>
    </message>
    <message>
        <source>The key could not be removed: %1</source>
        <translation>No se pudo eliminar la clave: %1</translation>
    </message>
    <message>
        <source>stored (type a new key to replace it)</source>
        <translation>guardada (escriba una clave nueva para reemplazarla)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 and %2 are names of environment variables</extracomment>
        <translation>%1 o %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyStore</name>
    <message>
        <source>the system keychain refused access</source>
        <translation>el llavero del sistema denegó el acceso</translation>
    </message>
    <message>
        <source>the system keychain is not available; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>el llavero del sistema no está disponible; parece que no hay ningún servicio de llavero, como GNOME Keyring o KWallet, en ejecución</translation>
    </message>
    <message>
        <source>Store a key in the AI settings.</source>
        <translation>Guarde una clave en la configuración de IA.</translation>
    </message>
    <message>
        <source>Set %1 or store a key in the AI settings.</source>
        <translation>Defina %1 o guarde una clave en la configuración de IA.</translation>
    </message>
    <message>
        <source>(The system keychain could not be read.)</source>
        <translation>(No se pudo leer el llavero del sistema.)</translation>
    </message>
</context>
<context>
    <name>nelumbo::AssistantController</name>
    <message>
        <source>&amp;Ask the Assistant…</source>
        <translation>&amp;Preguntar al asistente…</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>&amp;Explicar selección</translation>
    </message>
    <message>
        <source>&amp;Optimize Query</source>
        <translation>&amp;Optimizar consulta</translation>
    </message>
    <message>
        <source>&amp;Fix with AI</source>
        <translation>Co&amp;rregir con IA</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1)</source>
        <translation>Configure la IA en Configuración (%1)</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1): %2</source>
        <translation>Configure la IA en Configuración (%1): %2</translation>
    </message>
    <message>
        <source>Fix with AI needs a failed statement: it offers itself when a run fails</source>
        <translation>Corregir con IA necesita una sentencia fallida: se ofrece cuando falla una ejecución</translation>
    </message>
    <message>
        <source>The assistant is busy with another answer</source>
        <translation>El asistente está ocupado con otra respuesta</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>&amp;Inline Suggestions</source>
        <translation>Sugerencias en &amp;línea</translation>
    </message>
    <message>
        <source>Propose the rest of the statement as grey text after a pause in typing; Tab accepts it</source>
        <translation>Propone el resto de la sentencia como texto gris tras una pausa al escribir; Tab lo acepta</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatInput</name>
    <message>
        <source>Message to the assistant</source>
        <translation>Mensaje para el asistente</translation>
    </message>
    <message>
        <source>Ask about this source&apos;s data… (Enter sends, Shift+Enter: new line)</source>
        <translation>Pregunte sobre los datos de este origen… (Enter envía; Shift+Enter: nueva línea)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message>
        <source>Your message</source>
        <translation>Su mensaje</translation>
    </message>
    <message>
        <source>Assistant&apos;s answer</source>
        <translation>Respuesta del asistente</translation>
    </message>
    <message>
        <source>Failed statement</source>
        <translation>Sentencia fallida</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Statement failed</source>
        <translation>La sentencia falló</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Retry the request</source>
        <translation>Reintentar la solicitud</translation>
    </message>
    <message>
        <source>The assistant could not write a statement for this request.</source>
        <translation>El asistente no pudo escribir una sentencia para esta solicitud.</translation>
    </message>
    <message>
        <source>The assistant stopped: it needed too many steps.</source>
        <translation>El asistente se detuvo: necesitaba demasiados pasos.</translation>
    </message>
    <message>
        <source>The AI provider refused the request for now.</source>
        <translation>El proveedor de IA rechazó la solicitud por ahora.</translation>
    </message>
    <message>
        <source>The AI provider could not be reached.</source>
        <translation>No se pudo acceder al proveedor de IA.</translation>
    </message>
    <message>
        <source>The AI provider is not set up correctly.</source>
        <translation>El proveedor de IA no está configurado correctamente.</translation>
    </message>
    <message>
        <source>The assistant cannot work on this source.</source>
        <translation>El asistente no puede trabajar con este origen.</translation>
    </message>
    <message>
        <source>The request to the assistant failed.</source>
        <translation>La solicitud al asistente falló.</translation>
    </message>
    <message>
        <source>Working (step %1)…</source>
        <translation>Trabajando (paso %1)…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>%1 is the name of a tool the assistant uses, such as list_tables</extracomment>
        <translation>Llamando a %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1 token (%2 de entrada, %3 de salida)</numerusform>
            <numerusform>%1 tokens (%2 de entrada, %3 de salida)</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens not reported</source>
        <translation>tokens no informados</translation>
    </message>
    <message>
        <source>cost %1</source>
        <extracomment>%1 is an amount of money</extracomment>
        <translation>costo %1</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>costo desconocido</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message>
        <source>C&amp;lear Conversation</source>
        <translation>&amp;Borrar conversación</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Assistant chat</source>
        <translation>Chat del asistente</translation>
    </message>
    <message>
        <source>Forget the conversation about this source (%1)</source>
        <translation>Olvidar la conversación sobre este origen (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the conversation</source>
        <translation>Borrar la conversación</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>Conversación borrada.</translation>
    </message>
    <message>
        <source>Undo clearing the conversation</source>
        <translation>Deshacer el borrado de la conversación</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Ask for a query in plain words. The assistant reads the schema through tools, checks its statement against the database, and shows what it called and what it cost.</source>
        <translation>Pida una consulta en lenguaje llano. El asistente lee el esquema mediante herramientas, comprueba su sentencia con la base de datos y muestra a qué llamó y cuánto costó.</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Enviar (Enter)</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Detener la respuesta (Esc)</translation>
    </message>
    <message>
        <source>Ask the last question again</source>
        <translation>Volver a hacer la última pregunta</translation>
    </message>
    <message>
        <source>Tokens and cost of this session</source>
        <translation>Tokens y costo de esta sesión</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompleta</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <source>The conversation could not be saved: %1</source>
        <translation>No se pudo guardar la conversación: %1</translation>
    </message>
    <message>
        <source>Chat about %1</source>
        <extracomment>%1 is the name of the data source the chat is about</extracomment>
        <translation>Chat sobre %1</translation>
    </message>
    <message>
        <source>This session: no answers yet</source>
        <translation>Esta sesión: aún no hay respuestas</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>costo desconocido</translation>
    </message>
    <message>
        <source>cost %1 + unknown</source>
        <extracomment>%1 is an amount of money; the cost of some answers is not known</extracomment>
        <translation>costo %1 + desconocido</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>costo %1</translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>Esta sesión: %Ln respuesta</numerusform>
            <numerusform>Esta sesión: %Ln respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>%Ln sugerencia en línea</numerusform>
            <numerusform>%Ln sugerencias en línea</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>Esta sesión: %Ln sugerencia en línea</numerusform>
            <numerusform>Esta sesión: %Ln sugerencias en línea</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatSession</name>
    <message>
        <source>%1 It was kept as %2; this chat starts anew.</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 is a file path</extracomment>
        <translation>%1 Se conservó como %2; este chat empieza de nuevo.</translation>
    </message>
    <message>
        <source>%1 New messages are not saved until the file can be moved (%2).</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 why it was not moved</extracomment>
        <translation>%1 Los mensajes nuevos no se guardarán hasta que se pueda mover el archivo (%2).</translation>
    </message>
    <message>
        <source>There is no cleared conversation.</source>
        <translation>No hay ninguna conversación borrada.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatStatementCard</name>
    <message>
        <source>Insert</source>
        <translation>Insertar</translation>
    </message>
    <message>
        <source>Replace Query</source>
        <translation>Reemplazar consulta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Generated statement</source>
        <translation>Sentencia generada</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Sentencia</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variables: %1</translation>
    </message>
    <message>
        <source>Insert the statement at the editor&apos;s cursor</source>
        <translation>Insertar la sentencia en la posición del cursor del editor</translation>
    </message>
    <message>
        <source>Insert statement</source>
        <translation>Insertar sentencia</translation>
    </message>
    <message>
        <source>Replace the tab&apos;s query with this statement (shows the difference first)</source>
        <translation>Reemplazar la consulta de la pestaña por esta sentencia (muestra antes las diferencias)</translation>
    </message>
    <message>
        <source>Replace query</source>
        <translation>Reemplazar consulta</translation>
    </message>
    <message>
        <source>Copy the statement to the clipboard</source>
        <translation>Copiar la sentencia al portapapeles</translation>
    </message>
    <message>
        <source>Copy statement</source>
        <translation>Copiar sentencia</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Changes data: it runs only when you run it yourself.</source>
        <translation>Modifica datos: solo se ejecuta cuando usted la ejecuta.</translation>
    </message>
    <message>
        <source>Generated statement that changes data</source>
        <translation>Sentencia generada que modifica datos</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message>
        <source>Show the tools the assistant called</source>
        <translation>Mostrar las herramientas a las que llamó el asistente</translation>
    </message>
    <message>
        <source>Tools the assistant called</source>
        <translation>Herramientas a las que llamó el asistente</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>en ejecución…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 is the error message a tool returned</extracomment>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>Herramientas usadas: %n</numerusform>
            <numerusform>Herramientas usadas: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CheckCommand</name>
    <message>
        <source>Tell whether a statement may run in read-only mode, as JSON</source>
        <translation>Indica en JSON si una sentencia puede ejecutarse en modo de solo lectura</translation>
    </message>
    <message>
        <source>check needs --source SRC</source>
        <translation>check necesita --source SRC</translation>
    </message>
    <message>
        <source>check takes exactly one STATEMENT (quote it)</source>
        <translation>check admite exactamente un argumento STATEMENT (póngalo entre comillas)</translation>
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
        <translation>Uso: nelumbo-cli check --source SRC STATEMENT

Clasifica STATEMENT como lo hace el modo de solo lectura antes de que nada llegue
a la base de datos, según el lenguaje de consulta de SRC (un nombre de origen,
demo o una URL), y muestra el veredicto en JSON:
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
La sentencia nunca llega a la base de datos. El modo de solo lectura también hace
que la propia sesión rechace las escrituras cuando puede; para un origen cuyo
servidor es el único que sabe si lo hace (Redis: un usuario ACL de solo lectura),
check se conecta en solo lectura para preguntarlo, añade &quot;write_guard&quot; (&quot;source&quot; o
&quot;check_only&quot;) y avisa en la salida de error cuando solo esta comprobación protege
el origen. Si no se puede llegar al servidor, el veredicto se muestra con una nota.

Opciones:
      --source SRC  El origen de datos cuyo dialecto se usa. Obligatorio.
  -h, --help        Muestra esta ayuda.

Estado de salida:
  0  la sentencia está permitida
  1  se rechaza (o no se puede resolver SRC)
  2  error de uso
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>note: source &quot;%1&quot; needs a password, so whether the server refuses writes itself was not asked</source>
        <translation>nota: el origen &quot;%1&quot; necesita una contraseña, así que no se preguntó si el servidor rechaza las escrituras por sí mismo</translation>
    </message>
    <message>
        <source>note: could not connect to &quot;%1&quot; to ask whether the server refuses writes itself (%2); the verdict is this check&apos;s alone</source>
        <translation>nota: no se pudo conectar con &quot;%1&quot; para preguntar si el servidor rechaza las escrituras por sí mismo (%2); el veredicto es solo el de esta comprobación</translation>
    </message>
    <message>
        <source>warning: only this check protects &quot;%1&quot;: the server would accept writes from its user (a read-only user makes the server refuse them too)</source>
        <translation>aviso: solo esta comprobación protege &quot;%1&quot;: el servidor aceptaría escrituras de su usuario (con un usuario de solo lectura, el servidor también las rechaza)</translation>
    </message>
</context>
<context>
    <name>nelumbo::CliApp</name>
    <message>
        <source>Read settings and sources from FILE instead of $NELUMBO_CONFIG or ~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before COMMAND.</source>
        <translation>Lee la configuración y los orígenes de FILE en lugar de $NELUMBO_CONFIG o ~/.config/Nelumbo/nelumbo/nelumbo.conf; consulte docs/CONFIG.md. Va antes de COMMAND.</translation>
    </message>
    <message>
        <source>--config needs a FILE</source>
        <translation>--config necesita un FILE</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>no se indicó ningún comando</translation>
    </message>
    <message>
        <source>help takes one COMMAND at most</source>
        <translation>help admite como máximo un COMMAND</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>comando desconocido «%1»</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli --help&apos; for more information.</source>
        <translation>Ejecute &apos;nelumbo-cli --help&apos; para obtener más información.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</source>
        <translation>Uso: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
     nelumbo-cli help COMMAND
     nelumbo-cli --help | --version

</translation>
    </message>
    <message>
        <source>Nelumbo&apos;s query engine on the command line.</source>
        <translation>El motor de consultas de Nelumbo en la línea de comandos.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandos:</translation>
    </message>
    <message>
        <source>Show the help of COMMAND</source>
        <translation>Muestra la ayuda de COMMAND</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Show this help; with a COMMAND, that command&apos;s help.</source>
        <translation>Muestra esta ayuda; con un COMMAND, la ayuda de ese comando.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Muestra la versión.</translation>
    </message>
    <message>
        <source>Run &apos;nelumbo-cli COMMAND --help&apos; or &apos;nelumbo-cli help COMMAND&apos; for the options of a command.</source>
        <translation>Ejecute &apos;nelumbo-cli COMMAND --help&apos; o &apos;nelumbo-cli help COMMAND&apos; para ver las opciones de un comando.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>runtime error, such as a failing statement</source>
        <translation>error de ejecución, como una sentencia que falla</translation>
    </message>
    <message>
        <source>usage error on the command line</source>
        <translation>error de uso en la línea de comandos</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>interrumpido con Ctrl+C</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
</context>
<context>
    <name>nelumbo::CompleteCommand</name>
    <message>
        <source>Print the completion candidates at a cursor in a statement, as JSON</source>
        <translation>Muestra en JSON los candidatos de autocompletado en una posición del cursor dentro de una sentencia</translation>
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
        <translation>Uso: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

Muestra lo que ofrece el autocompletado del editor en la posición de carácter N
de TEXT (predeterminado: su final): el rango que reemplaza el texto elegido y
los candidatos, del mejor al peor, cada uno con su texto, su tipo (keyword,
function, schema, table, view, column, variable, command, key) y un detalle (el
tipo de una columna, el esquema de una tabla). Nunca se ofrecen las tablas que
ocultan las reglas de visibilidad.

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
      --cursor N       La posición de carácter del cursor en TEXT.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 mostrado, 1 no se puede leer el origen, 2 error de uso.
</translation>
    </message>
    <message>
        <source>complete needs --source SRC and one TEXT</source>
        <translation>complete necesita --source SRC y un argumento TEXT</translation>
    </message>
    <message>
        <source>--cursor must be a number from 0 to %1</source>
        <extracomment>%1 is the text&apos;s length</extracomment>
        <translation>--cursor debe ser un número de 0 a %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
</context>
<context>
    <name>nelumbo::Connection</name>
    <message>
        <source>No database adapter handles &quot;%1&quot; URLs</source>
        <translation>Ningún adaptador de base de datos admite las URL de tipo «%1»</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionDialog</name>
    <message>
        <source>New Data Source</source>
        <translation>Nuevo origen de datos</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <source>Connected: %1</source>
        <translation>Conectado: %1</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>Error de conexión: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>for example: sales</source>
        <translation>por ejemplo: ventas</translation>
    </message>
    <message>
        <source>What you call the source, and type after --source on the command line: letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Cómo se llama el origen y lo que se escribe después de --source en la línea de comandos: letras, dígitos, &apos;_&apos; y &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Database kind</source>
        <translation>Tipo de base de datos</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Archivo de base de datos</translation>
    </message>
    <message>
        <source>Choose database file</source>
        <translation>Elegir el archivo de base de datos</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Refuse statements that change data or schema. Clear it only for databases you mean to modify.</source>
        <translation>Rechaza las sentencias que modifican datos o el esquema. Desactívelo solo para bases de datos que quiera modificar.</translation>
    </message>
    <message>
        <source>Search path</source>
        <translation>Ruta de búsqueda</translation>
    </message>
    <message>
        <source>schema1, schema2</source>
        <translation>esquema1, esquema2</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>Asistente de IA</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitido</translation>
    </message>
    <message>
        <source>Schema and SQL only, no row data</source>
        <translation>Solo esquema y SQL, sin datos de filas</translation>
    </message>
    <message>
        <source>Disabled for this source</source>
        <translation>Desactivado para este origen</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Probando</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Botones del cuadro de diálogo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>Pu&amp;erto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>&amp;Search path:</source>
        <translation>&amp;Ruta de búsqueda:</translation>
    </message>
    <message>
        <source>&amp;AI assistant:</source>
        <translation>Asistente de &amp;IA:</translation>
    </message>
    <message>
        <source>Edit Data Source</source>
        <translation>Editar origen de datos</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>Introduzca el nombre de host del servidor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Enter a name for the source.</source>
        <translation>Introduzca un nombre para el origen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>«%1» no es un nombre válido: use letras, dígitos, &apos;_&apos; y &apos;-&apos;.</translation>
    </message>
    <message>
        <source>demo is the built-in sample database; choose another name.</source>
        <extracomment>&quot;demo&quot; is the name of the built-in source: keep it as it is</extracomment>
        <translation>demo es la base de datos de ejemplo integrada; elija otro nombre.</translation>
    </message>
    <message>
        <source>A source named &quot;%1&quot; exists already.</source>
        <translation>Ya existe un origen llamado «%1».</translation>
    </message>
    <message>
        <source>Storing the password…</source>
        <translation>Guardando la contraseña…</translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation>No se pudo guardar la contraseña: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Encrypted connection (TLS)</source>
        <translation>Conexión cifrada (TLS)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionWorker</name>
    <message>
        <source>The Qt SQL driver %1 is not installed</source>
        <translation>El controlador SQL de Qt %1 no está instalado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>The database is not open</source>
        <translation>La base de datos no está abierta</translation>
    </message>
    <message>
        <source>The rest of this result is no longer available</source>
        <translation>El resto de este resultado ya no está disponible</translation>
    </message>
    <message>
        <source>The database server cannot be reached: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>No se puede acceder al servidor de base de datos: %1</translation>
    </message>
    <message>
        <source>The connection to the database server was lost: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Se perdió la conexión con el servidor de base de datos: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Console</name>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Conversation</name>
    <message>
        <source>Not a readable conversation: %1</source>
        <translation>No es una conversación legible: %1</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 no es un objeto</translation>
    </message>
    <message>
        <source>%1 has no role</source>
        <translation>%1 no tiene rol</translation>
    </message>
    <message>
        <source>%1: content is not text</source>
        <translation>%1: content no es texto</translation>
    </message>
    <message>
        <source>%1: statement is not text</source>
        <translation>%1: statement no es texto</translation>
    </message>
    <message>
        <source>%1: variables is not a list</source>
        <translation>%1: variables no es una lista</translation>
    </message>
    <message>
        <source>%1: timestamp is not an ISO 8601 time</source>
        <translation>%1: timestamp no es una hora ISO 8601</translation>
    </message>
    <message>
        <source>the format is not &quot;%1&quot;</source>
        <translation>el formato no es «%1»</translation>
    </message>
    <message>
        <source>the version is missing or not a whole number</source>
        <translation>falta la versión o no es un número entero</translation>
    </message>
    <message>
        <source>The conversation was written by a newer version of Nelumbo (format version %1; this version reads up to %2).</source>
        <translation>La conversación se escribió con una versión más reciente de Nelumbo (versión de formato %1; esta versión lee hasta la %2).</translation>
    </message>
    <message>
        <source>messages is not a list</source>
        <translation>messages no es una lista</translation>
    </message>
    <message>
        <source>tables_analyzed is not a list</source>
        <translation>tables_analyzed no es una lista</translation>
    </message>
    <message>
        <source>tables_analyzed holds something that is not a name</source>
        <translation>tables_analyzed contiene algo que no es un nombre</translation>
    </message>
    <message>
        <source>source_context is not an object</source>
        <translation>source_context no es un objeto</translation>
    </message>
    <message>
        <source>generation_count is not a count</source>
        <translation>generation_count no es un recuento</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time</source>
        <translation>%1 no es una hora ISO 8601</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 en la posición %2</translation>
    </message>
    <message>
        <source>the top level is not an object</source>
        <translation>el nivel superior no es un objeto</translation>
    </message>
    <message>
        <source>The conversation file %1 does not exist.</source>
        <translation>El archivo de conversación %1 no existe.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: another program keeps it locked</source>
        <translation>No se puede escribir %1: otro programa lo mantiene bloqueado</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConversationStore</name>
    <message>
        <source>Cannot create the folder %1 for conversations.</source>
        <translation>No se puede crear la carpeta %1 para las conversaciones.</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>No se puede eliminar %1: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>No se puede cambiar el nombre de %1 a %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(se muestra %n fila; hay más disponibles)</numerusform>
            <numerusform>(se muestran las primeras %n filas; hay más disponibles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseAdapter</name>
    <message>
        <source>%1 cannot make a session read-only</source>
        <translation>%1 no puede hacer que una sesión sea de solo lectura</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la tabla %1</translation>
    </message>
    <message>
        <source>%1 cannot check a statement without running it</source>
        <translation>%1 no puede comprobar una sentencia sin ejecutarla</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 no tiene planes de consulta</translation>
    </message>
    <message>
        <source>%1 cannot prepare %2 statements for analysis</source>
        <translation>%1 no puede preparar sentencias de %2 para analizarlas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: expected %2://user@host:port/database</source>
        <translation>«%1» no es una URL de servidor: se esperaba %2://user@host:port/database</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>a list of alternatives: %1 is &quot;a, b&quot;, %2 the last one</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 cannot list the values of a column</source>
        <translation>%1 no puede listar los valores de una columna</translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseFileFilter</name>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open Database File</source>
        <translation>Abrir archivo de base de datos</translation>
    </message>
</context>
<context>
    <name>nelumbo::DemoDatabase</name>
    <message>
        <source>Cannot create the folder %1 for the demo database</source>
        <translation>No se puede crear la carpeta %1 para la base de datos de demostración</translation>
    </message>
    <message>
        <source>Cannot copy the demo database to %1</source>
        <translation>No se puede copiar la base de datos de demostración en %1</translation>
    </message>
    <message>
        <source>Cannot move the demo database into place at %1</source>
        <translation>No se puede mover la base de datos de demostración a su ubicación en %1</translation>
    </message>
    <message>
        <source>Welcome to Nelumbo. This is Chinook, a sample music store.</source>
        <translation>Le damos la bienvenida a Nelumbo. Esta es Chinook, una tienda de música de ejemplo.</translation>
    </message>
    <message>
        <source>Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.</source>
        <translation>Ctrl+Enter ejecuta la sentencia bajo el cursor; Ctrl+Shift+Enter ejecuta toda la pestaña.</translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message>
        <source>Replace Query</source>
        <translation>Reemplazar consulta</translation>
    </message>
    <message>
        <source>Replace the query</source>
        <translation>Reemplazar la consulta</translation>
    </message>
    <message>
        <source>Changes to the query</source>
        <translation>Cambios en la consulta</translation>
    </message>
    <message>
        <source>Changes to the variables</source>
        <translation>Cambios en las variables</translation>
    </message>
    <message>
        <source>Apply &amp;Variables</source>
        <translation>Aplicar &amp;variables</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The variables change too:
</source>
        <translation>También cambian las variables:
</translation>
    </message>
    <message>
        <source>The editor already holds this statement; nothing changes.</source>
        <translation>El editor ya contiene esta sentencia; no cambia nada.</translation>
    </message>
    <message>
        <source>Only the variables change: %1. The statement stays as it is.</source>
        <extracomment>%1 lists the names of variables</extracomment>
        <translation>Solo cambian las variables: %1. La sentencia se queda como está.</translation>
    </message>
    <message>
        <source>Replacing the query: %1, %2.</source>
        <extracomment>%1 is &quot;N lines removed&quot;, %2 &quot;N lines added&quot;</extracomment>
        <translation>Reemplazo de la consulta: %1, %2.</translation>
    </message>
    <message>
        <source>The texts differ too much to match lines one by one.</source>
        <translation>Los textos difieren demasiado para emparejar las líneas una a una.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings the old text back.</source>
        <translation>Deshacer (Ctrl+Z) recupera el texto anterior.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>%Ln línea eliminada</numerusform>
            <numerusform>%Ln líneas eliminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>%Ln línea añadida</numerusform>
            <numerusform>%Ln líneas añadidas</numerusform>
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
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>No se puede abrir la base de datos: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Nothing to run</source>
        <translation>Nada que ejecutar</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <source>Statement %1 not run: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 why it did not run</extracomment>
        <translation>Sentencia %1 no ejecutada: %2</translation>
    </message>
    <message>
        <source>Result %1</source>
        <extracomment>The title of the results of one statement; %1 counts them in a run</extracomment>
        <translation>Resultado %1</translation>
    </message>
    <message>
        <source>Statement %1 cancelled after %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Sentencia %1 cancelada después de %2</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Statement %1 failed: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 the database&apos;s message</extracomment>
        <translation>Sentencia %1 fallida: %2</translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>Sentencia %1: %2 fila afectada en %3</numerusform>
            <numerusform>Sentencia %1: %2 filas afectadas en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 done in %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Sentencia %1 completada en %2</translation>
    </message>
    <message>
        <source>Done · %1</source>
        <extracomment>%1 is a duration</extracomment>
        <translation>Listo · %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 fila</numerusform>
            <numerusform>%1 filas</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1: first %2 in %3, more available</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Sentencia %1: primeras %2 en %3; hay más disponibles</translation>
    </message>
    <message>
        <source>Statement %1: %2 in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Sentencia %1: %2 en %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1 fila, hay más disponibles</numerusform>
            <numerusform>%1 filas, hay más disponibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1 fila, obtención detenida</numerusform>
            <numerusform>%1 filas, obtención detenida</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sorted in the database: %1</source>
        <extracomment>%1 is why the statement could not be sorted in the database</extracomment>
        <translation>No se ordenó en la base de datos: %1</translation>
    </message>
    <message>
        <source>Sorting in the database failed: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Falló la ordenación en la base de datos: %1</translation>
    </message>
    <message>
        <source>An export of this tab&apos;s result is running</source>
        <translation>Hay una exportación del resultado de esta pestaña en curso</translation>
    </message>
    <message>
        <source>Choose the result to export</source>
        <translation>Elija el resultado que desea exportar</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Ejecute primero una consulta: no hay ningún resultado que exportar</translation>
    </message>
    <message>
        <source>This result has no statement to run again</source>
        <translation>Este resultado no tiene ninguna sentencia que volver a ejecutar</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>%1 fila exportada a %2</numerusform>
            <numerusform>%1 filas exportadas a %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation>Exportación cancelada; no se escribió ningún archivo</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <extracomment>%1 is why the export failed</extracomment>
        <translation>Error en la exportación: %1</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Exportar resultado</translation>
    </message>
    <message>
        <source>%1 was not written.

%2</source>
        <extracomment>%1 is a file path, %2 why the export failed</extracomment>
        <translation>No se escribió %1.

%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message>
        <source>Measure the assistant&apos;s accuracy on a question set (AI)</source>
        <translation>Medir la precisión del asistente con un conjunto de preguntas (IA)</translation>
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
        <translation>Uso: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

Pasa cada pregunta por la misma generación que &apos;generate&apos; (herramientas, validación,
correcciones), ejecuta en solo lectura la sentencia generada y la de referencia en el origen
de la pregunta y puntúa la respuesta: exact (mismas filas; el orden solo si la referencia
ordena), subset (las columnas de referencia están entre las generadas, mismas filas), wrong,
invalid, refused, error o timeout. Las sentencias de referencia nunca se envían al modelo.
Muestra un resumen por base de datos y por categoría.

Opciones:
      --questions FILE     CSV (question,query,db_name,query_category,instructions) o JSON
                           Lines ({&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}). Obligatorio.
      --source-for DB=SRC  El origen (nombre o URL) de la base de datos DB; repetible. Las
                           preguntas de bases de datos sin origen se omiten.
      --results FILE       Escribir una línea JSON por pregunta.
      --resume             Continuar el archivo de resultados donde se detuvo.
      --concurrency N      Preguntas a la vez (predeterminado 1).
      --limit N            Solo las primeras N preguntas.
      --category NAME      Solo esta categoría; repetible.
      --max-cost USD       No empezar ninguna pregunta que pueda llevar el gasto por encima de USD.
      --timeout SECONDS    Por pregunta (predeterminado 120; 0: ninguno).
      --report FILE        Escribir el resumen y cada pregunta como página HTML.
  -h, --help               Mostrar esta ayuda.

Código de salida: 0 ejecución completa, 1 error, 2 error de uso, 3 detenido por --max-cost.
</translation>
    </message>
    <message>
        <source>eval needs --questions FILE and --source-for DB=SRC; see &apos;nelumbo-cli eval --help&apos;</source>
        <translation>eval necesita --questions FILE y --source-for DB=SRC; consulte «nelumbo-cli eval --help»</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
    <message>
        <source>%1 already holds results: add --resume to continue it, or remove it</source>
        <translation>%1 ya contiene resultados: añada --resume para continuarlo o elimínelo</translation>
    </message>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>%n pregunta de la base de datos «%1» omitida: sin --source-for</numerusform>
            <numerusform>%n preguntas de la base de datos «%1» omitidas: sin --source-for</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 questions, %3% correct, %4 USD</source>
        <translation>%1/%2 preguntas, %3 % correctas, %4 USD</translation>
    </message>
    <message>
        <source>Evaluation of %1 on %2</source>
        <translation>Evaluación de %1 con %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>stopped: the next question could pass --max-cost %1 USD (spent %2 USD)</source>
        <translation>detenido: la siguiente pregunta podría superar --max-cost %1 USD (gastado: %2 USD)</translation>
    </message>
    <message>
        <source>eval compare needs two results files</source>
        <translation>eval compare necesita dos archivos de resultados</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>%n pregunta cambió de veredicto; correctas %1 % -&gt; %2 %</numerusform>
            <numerusform>%n preguntas cambiaron de veredicto; correctas %1 % -&gt; %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
    <message>
        <source>--max-cost needs the price of %1: add it to prices in the [ai] section of the configuration</source>
        <translation>--max-cost necesita el precio de %1: añádalo a prices en la sección [ai] de la configuración</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalQuestionFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>The question file has no column &quot;%1&quot;</source>
        <translation>El archivo de preguntas no tiene la columna «%1»</translation>
    </message>
    <message>
        <source>Line %1 of the question file is not a JSON object</source>
        <translation>La línea %1 del archivo de preguntas no es un objeto JSON</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalReport</name>
    <message>
        <source>Gold result</source>
        <translation>Resultado de referencia</translation>
    </message>
    <message>
        <source>Generated result</source>
        <translation>Resultado generado</translation>
    </message>
    <message>
        <source>database</source>
        <translation>base de datos</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoría</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todo</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generado</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalResultsFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalRunner</name>
    <message>
        <source>No answer within %1 s</source>
        <translation>Sin respuesta en %1 s</translation>
    </message>
    <message>
        <source>More than %1 rows</source>
        <translation>Más de %1 filas</translation>
    </message>
    <message>
        <source>The gold statement failed: %1</source>
        <translation>La sentencia de referencia falló: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainCommand</name>
    <message>
        <source>Explain a statement or part of it in plain words (AI)</source>
        <translation>Explica en lenguaje llano una sentencia o una parte de ella (IA)</translation>
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
        <translation>Uso: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

Pide al modelo configurado que explique STATEMENT, o solo la parte indicada con
--fragment (la sentencia completa se envía como contexto). Muestra JSON:
explanation, model y usage.

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
      --fragment TEXT  La parte de la sentencia que se debe explicar.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 explicada, 1 se mostró un objeto de error, 2 error de uso.
</translation>
    </message>
    <message>
        <source>explain needs one STATEMENT argument</source>
        <translation>explain necesita un argumento STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPlanCommand</name>
    <message>
        <source>Show the database&apos;s plan for a statement as a tree, without AI</source>
        <translation>Muestra como árbol el plan de la base de datos para una sentencia, sin IA</translation>
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
        <translation>Uso: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

Pide a la base de datos de SRC su plan para STATEMENT sin ejecutar la sentencia,
lo lee en el árbol de plan que muestra la ventana y muestra una línea por paso:
la operación, la tabla que lee, las filas estimadas, el costo y si es costoso
(al menos el 30 % del costo del plan, o una exploración completa de 1000 filas
o más). --format json muestra el árbol analizado (type, relation, rows,
startup_cost, total_cost, detail, full_scan, expensive, children) y el texto
del plan de la propia base de datos. Se aplican las reglas de visibilidad; las
{{variables}} se planifican como NULL.

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
      --format FORMAT  table (predeterminado) o json.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 mostrado, 1 no hay plan (el origen no tiene planes, o la
base de datos rechazó la sentencia), 2 error de uso.
</translation>
    </message>
    <message>
        <source>--format is table or json</source>
        <translation>--format admite table o json</translation>
    </message>
    <message>
        <source>explain-plan needs --source SRC and one STATEMENT</source>
        <translation>explain-plan necesita --source SRC y un argumento STATEMENT</translation>
    </message>
    <message>
        <source>%1 has no query plans, so &quot;%2&quot; cannot show one</source>
        <extracomment>%1 is the kind of database (Redis), %2 the source&apos;s name</extracomment>
        <translation>%1 no tiene planes de consulta, así que «%2» no puede mostrar ninguno</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>relación</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>filas</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>costo</translation>
    </message>
    <message>
        <source>expensive</source>
        <translation>costoso</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>detalle</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPopup</name>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Waiting for the explanation</source>
        <translation>Esperando la explicación</translation>
    </message>
    <message>
        <source>Explanation text</source>
        <translation>Texto de la explicación</translation>
    </message>
    <message>
        <source>Copy the explanation as Markdown</source>
        <translation>Copiar la explicación como Markdown</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>Cerrar la explicación</translation>
    </message>
    <message>
        <source>Explaining the query…</source>
        <translation>Explicando la consulta…</translation>
    </message>
    <message>
        <source>Explaining the selection…</source>
        <translation>Explicando la selección…</translation>
    </message>
    <message>
        <source>Explanation of the query</source>
        <translation>Explicación de la consulta</translation>
    </message>
    <message>
        <source>Explanation of the selection</source>
        <translation>Explicación de la selección</translation>
    </message>
    <message>
        <source>No explanation</source>
        <translation>Sin explicación</translation>
    </message>
    <message>
        <source>The explanation failed: %1</source>
        <translation>La explicación falló: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportDialog</name>
    <message>
        <source>CSV and TSV</source>
        <translation>CSV y TSV</translation>
    </message>
    <message>
        <source>First line with the column names</source>
        <translation>Primera línea con los nombres de columna</translation>
    </message>
    <message>
        <source>SQL INSERT</source>
        <translation>SQL INSERT</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Exa&amp;minar…</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Exportar resultado</translation>
    </message>
    <message>
        <source>CSV (comma-separated values)</source>
        <translation>CSV (valores separados por comas)</translation>
    </message>
    <message>
        <source>TSV (tab-separated values)</source>
        <translation>TSV (valores separados por tabuladores)</translation>
    </message>
    <message>
        <source>JSON (an array of objects)</source>
        <translation>JSON (una matriz de objetos)</translation>
    </message>
    <message>
        <source>NDJSON (one object per line)</source>
        <translation>NDJSON (un objeto por línea)</translation>
    </message>
    <message>
        <source>SQL INSERT statements</source>
        <translation>Sentencias SQL INSERT</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Tabla Markdown</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Libro de Excel (XLSX)</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Coma ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Punto y coma ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
    <message>
        <source>Pipe ( | )</source>
        <translation>Barra vertical ( | )</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>Otro:</translation>
    </message>
    <message>
        <source>Other delimiter</source>
        <translation>Otro delimitador</translation>
    </message>
    <message>
        <source>Only where needed</source>
        <translation>Solo cuando sea necesario</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>Todos los valores</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with byte order mark (for Excel)</source>
        <translation>UTF-8 con marca de orden de bytes (para Excel)</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>&amp;Delimitador:</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>&amp;Comillas:</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>C&amp;odificación:</translation>
    </message>
    <message>
        <source>schema.table</source>
        <translation>esquema.tabla</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabla:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>The statement runs again, read-only, and every row of its result is written, not only the rows loaded in the grid.</source>
        <translation>La sentencia se vuelve a ejecutar en modo de solo lectura y se escriben todas las filas de su resultado, no solo las cargadas en la cuadrícula.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Elija el archivo que se va a escribir.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file.</source>
        <translation>%1 es una carpeta; elija un archivo.</translation>
    </message>
    <message>
        <source>Give the table the INSERT statements insert into.</source>
        <translation>Indique la tabla en la que insertan las sentencias INSERT.</translation>
    </message>
    <message>
        <source>Type the delimiter.</source>
        <translation>Escriba el delimitador.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>A file chooser&apos;s filter: %1 the format&apos;s name, %2 its file name extension</extracomment>
        <translation>Archivos %1 (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportWriter</name>
    <message>
        <source>INSERT statements need the name of the table to insert into</source>
        <translation>las sentencias INSERT necesitan el nombre de la tabla en la que insertar</translation>
    </message>
    <message>
        <source>INSERT statements need the source&apos;s language</source>
        <translation>las sentencias INSERT necesitan el lenguaje del origen</translation>
    </message>
    <message>
        <source>%1 is not a text format</source>
        <translation>%1 no es un formato de texto</translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Coincidir mayúsculas y minúsculas</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>Texto que se busca</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Reemplazar por</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>Texto de reemplazo</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>Buscar anterior (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>Buscar siguiente (F3)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>Reemplazar esta coincidencia y buscar la siguiente</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Reemplazar todo</translation>
    </message>
    <message>
        <source>Replace every match in one undo step</source>
        <translation>Reemplazar todas las coincidencias en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>%Ln coincidencia reemplazada</numerusform>
            <numerusform>%Ln coincidencias reemplazadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FormatCommand</name>
    <message>
        <source>Format a statement or script: one clause per line, keywords in one case</source>
        <translation>Da formato a una sentencia o un script: una cláusula por línea y las palabras clave con mayúsculas o minúsculas uniformes</translation>
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
        <translation>Uso: nelumbo-cli format [--keyword-case upper|lower|keep]
                        [--language LANGUAGE | --source SRC] [--] STATEMENT
     nelumbo-cli format [OPTIONS] -f FILE

Muestra STATEMENT (o cada sentencia de FILE) con una cláusula por línea, con las
listas de SELECT, las combinaciones y las condiciones sangradas y las subconsultas
anidadas. Solo cambian los espacios en blanco y las mayúsculas o minúsculas de
las palabras clave: los comentarios, las cadenas, los nombres entre comillas,
{{name}} y [[ ... ]] se quedan exactamente como están escritos, y volver a dar
formato a la salida no cambia nada. Un texto con unas comillas o un comentario
que no se cierran no se formatea. No se abre la base de datos.

Opciones:
      --keyword-case CASE  upper, lower o keep (como está escrito). Predeterminado:
                           la opción editor/format_keyword_case (upper).
      --language LANGUAGE  El lenguaje de consulta (sql:postgres, sql:mysql,
                           sql:sqlite, o un esquema de URL como postgres).
      --source SRC         Usa el dialecto de un origen (un nombre, demo o una URL).
  -f, --file FILE          Lee el texto de FILE (UTF-8).
  -h, --help               Muestra esta ayuda.

Sin --language ni --source, el texto se lee como SQL estándar.

Estado de salida: 0 formateado, 1 no se puede dar formato al texto, 2 error de uso.
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; known: %2</source>
        <extracomment>%1 is the language given, %2 a list of the known ones</extracomment>
        <translation>Lenguaje desconocido «%1»; conocidos: %2</translation>
    </message>
    <message>
        <source>format needs one STATEMENT or -f FILE</source>
        <translation>format necesita un argumento STATEMENT o -f FILE</translation>
    </message>
    <message>
        <source>give --language or --source, not both</source>
        <translation>indique --language o --source, no ambos</translation>
    </message>
    <message>
        <source>--keyword-case is upper, lower or keep, not &quot;%1&quot;</source>
        <extracomment>upper, lower and keep are the option&apos;s values, not to be translated</extracomment>
        <translation>--keyword-case admite upper, lower o keep, no «%1»</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeminiFormat</name>
    <message>
        <source>The model wrote a function call that is not valid (%1).</source>
        <translation>El modelo escribió una llamada a función que no es válida (%1).</translation>
    </message>
    <message>
        <source>The reply has no candidates.</source>
        <translation>La respuesta no tiene candidatos.</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeneralSettingsPage</name>
    <message>
        <source>Interface language</source>
        <translation>Idioma de la interfaz</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the name of the language the system asks for, written in that language</extracomment>
        <translation>Predeterminado del sistema (%1)</translation>
    </message>
    <message>
        <source>The new language is used when Nelumbo is started again.</source>
        <translation>El nuevo idioma se usará la próxima vez que se inicie Nelumbo.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>No se pudo escribir la configuración en %1.</translation>
    </message>
    <message>
        <source>Show &amp;completions while typing</source>
        <translation>Mostrar el &amp;autocompletado al escribir</translation>
    </message>
    <message>
        <source>Open the completion list after a short pause after a dot or two letters of a name. Ctrl+Space opens it either way.</source>
        <translation>Abre la lista de autocompletado tras una breve pausa después de un punto o de dos letras de un nombre. Ctrl+Space la abre en cualquier caso.</translation>
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
        <translation>Escribe una sentencia a partir de una petición en lenguaje llano (IA)</translation>
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
        <translation>Uso: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                          [--conversation FILE] [--allow-writes]

Pide una sentencia al modelo configurado (consulte &apos;nelumbo-cli ai&apos;). El modelo ve las
tablas y valores visibles del origen mediante herramientas; la sentencia se valida antes
de mostrarse en JSON: statement, variables, model, usage, cost y la traza de herramientas.

Opciones:
      --source SRC         Un nombre de origen, demo o una URL. Obligatorio.
      --prompt TEXT        Lo que debe hacer la sentencia. Obligatorio.
      --current STATEMENT  La sentencia que se debe refinar.
      --conversation FILE  Turnos anteriores; se leen y luego se actualizan con este.
      --allow-writes       Permite sentencias que modifican datos.
  -h, --help               Muestra esta ayuda.

Estado de salida: 0 generada, 1 se mostró un objeto de error, 2 error de uso.
</translation>
    </message>
    <message>
        <source>generate needs --prompt TEXT and no other arguments</source>
        <translation>generate necesita --prompt TEXT y ningún otro argumento</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryCommand</name>
    <message>
        <source>Search the statements run from the app and by &apos;run --history&apos;</source>
        <translation>Busca las sentencias ejecutadas desde la aplicación y con &apos;run --history&apos;</translation>
    </message>
    <message>
        <source>Only statements run on the source named S (its name, or the URL without password for a source given as a URL).</source>
        <translation>Solo las sentencias ejecutadas en el origen llamado S (su nombre o, para un origen indicado como URL, la URL sin contraseña).</translation>
    </message>
    <message>
        <source>Only statements whose text holds TEXT (ASCII letters in any case).</source>
        <translation>Solo las sentencias cuyo texto contiene TEXT (sin distinguir mayúsculas de minúsculas en las letras ASCII).</translation>
    </message>
    <message>
        <source>Only statements that failed or were cancelled.</source>
        <translation>Solo las sentencias que fallaron o se cancelaron.</translation>
    </message>
    <message>
        <source>Only statements that succeeded.</source>
        <translation>Solo las sentencias que se completaron correctamente.</translation>
    </message>
    <message>
        <source>Show the N newest at most; 0 shows all. Default: 50.</source>
        <translation>Muestra como máximo las N más recientes; 0 las muestra todas. Predeterminado: 50.</translation>
    </message>
    <message>
        <source>table (the default) or json.</source>
        <translation>table (predeterminado) o json.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</source>
        <translation>Uso: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                         [--limit N] [--format table|json]

</translation>
    </message>
    <message>
        <source>The query history: every statement run from the app&apos;s window, and those of &apos;nelumbo-cli run --history&apos;, with its source, query language, start time, duration, rows and outcome, newest first. It is kept in history.sqlite in your data folder (history/file in the config file), bounded by history/max_entries (10000) and history/max_days; history/enabled = false turns it off, and a source configured history = off is never recorded (docs/CONFIG.md).</source>
        <translation>El historial de consultas: cada sentencia ejecutada desde la ventana de la aplicación y las de &apos;nelumbo-cli run --history&apos;, con su origen, lenguaje de consulta, hora de inicio, duración, filas y resultado, de la más reciente a la más antigua. Se guarda en history.sqlite en su carpeta de datos (history/file en el archivo de configuración), con los límites history/max_entries (10000) y history/max_days; history/enabled = false lo desactiva, y nunca se registra nada de un origen configurado con history = off (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Salida:</translation>
    </message>
    <message>
        <source>One line per statement: id, start time (UTC), source, duration, rows, outcome and the statement on one line, cut at 60 characters.</source>
        <translation>Una línea por sentencia: id, hora de inicio (UTC), origen, duración, filas, resultado y la sentencia en una sola línea, recortada a 60 caracteres.</translation>
    </message>
    <message>
        <source>An array of {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome is succeeded or failed, rows null when unknown.</source>
        <translation>Un array de {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome es succeeded o failed, y rows es null cuando se desconoce.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>runtime error: the history cannot be read</source>
        <translation>error de ejecución: no se puede leer el historial</translation>
    </message>
    <message>
        <source>usage error: unknown option, bad --limit or --format</source>
        <translation>error de uso: opción desconocida, o --limit o --format no son válidos</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argumento inesperado «%1»</translation>
    </message>
    <message>
        <source>give --failed or --succeeded, not both</source>
        <translation>indique --failed o --succeeded, no ambos</translation>
    </message>
    <message>
        <source>--limit needs a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--limit necesita un número entero, 0 o más, no «%1»</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>--format «%1» desconocido: use table o json</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>STARTED</source>
        <translation>INICIO</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>ORIGEN</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>FILAS</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>RESULTADO</translation>
    </message>
    <message>
        <source>STATEMENT</source>
        <translation>SENTENCIA</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli history --help&apos; for more information.</source>
        <translation>Ejecute &apos;nelumbo-cli history --help&apos; para obtener más información.</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryDock</name>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Every statement run, newest first (%1)</source>
        <translation>Todas las sentencias ejecutadas, de la más reciente a la más antigua (%1)</translation>
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
        <translation>Buscar en el historial</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Todos los orígenes</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallidas</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Sentencia</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Query history</source>
        <translation>Historial de consultas</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Put the statement in the current tab, in place of its text</source>
        <translation>Poner la sentencia en la pestaña actual, en lugar de su texto</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>Abrir en una pestaña nueva</translation>
    </message>
    <message>
        <source>Open the statement in a new tab (Enter)</source>
        <translation>Abrir la sentencia en una pestaña nueva (Enter)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Save to Library…</source>
        <translation>Guardar en la biblioteca…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected entries from the history (Delete)</source>
        <translation>Quitar del historial las entradas seleccionadas (Delete)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 fila</numerusform>
            <numerusform>%1 filas</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>completada</translation>
    </message>
    <message>
        <source>No statement in the history matches</source>
        <translation>Ninguna sentencia del historial coincide</translation>
    </message>
    <message>
        <source>No statements run yet: every statement you run is kept here</source>
        <translation>Aún no se ha ejecutado ninguna sentencia: aquí se guarda cada sentencia que ejecute</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryStore</name>
    <message>
        <source>The query history failed: %1</source>
        <translation>Error en el historial de consultas: %1</translation>
    </message>
    <message>
        <source>The query history was written by a newer Nelumbo (format %1)</source>
        <translation>El historial de consultas se escribió con una versión más reciente de Nelumbo (formato %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::JsonStreamDecoder</name>
    <message>
        <source>The reply stopped before its end.</source>
        <translation>La respuesta se detuvo antes de terminar.</translation>
    </message>
    <message>
        <source>A streamed event is not valid JSON.</source>
        <translation>Un evento recibido en streaming no es JSON válido.</translation>
    </message>
    <message>
        <source>A streamed line is not valid JSON.</source>
        <translation>Una línea recibida en streaming no es JSON válido.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LazyLibrary</name>
    <message>
        <source>%1 needs the library %2, which could not be loaded: %3</source>
        <translation>%1 necesita la biblioteca %2, que no se pudo cargar: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::LexerFactory</name>
    <message>
        <source>QScintilla %1 SQL lexer</source>
        <extracomment>The highlighting in the About box; %1 is QScintilla&apos;s version</extracomment>
        <translation>Analizador léxico SQL de QScintilla %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message>
        <source>No connection within %1 s.</source>
        <translation>Sin conexión en %1 s.</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 s.</source>
        <translation>No llegó nada en %1 s.</translation>
    </message>
    <message>
        <source>No complete answer within %1 s.</source>
        <translation>No hubo una respuesta completa en %1 s.</translation>
    </message>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>(%n intento)</numerusform>
            <numerusform>(%n intentos)</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was closed before an answer came.</source>
        <translation>La conexión se cerró antes de recibir una respuesta.</translation>
    </message>
    <message>
        <source>It asked to wait %1 s before trying again, longer than the %2 s allowed (ai/retry_max_delay_ms).</source>
        <translation>Pidió esperar %1 s antes de reintentar, más que los %2 s permitidos (ai/retry_max_delay_ms).</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmClient</name>
    <message>
        <source>It has no endpoint that lists models; type the model (or deployment) name.</source>
        <translation>No tiene ningún endpoint que liste los modelos; escriba el nombre del modelo (o de la implementación).</translation>
    </message>
    <message>
        <source>It pointed to %1; if that is the right server, make it the base URL.</source>
        <translation>Apuntaba a %1; si ese es el servidor correcto, úselo como URL base.</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>(límite: %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmError</name>
    <message>
        <source>The AI provider</source>
        <translation>El proveedor de IA</translation>
    </message>
    <message>
        <source>The AI assistant is not configured: choose a provider and model in the settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).</source>
        <translation>El asistente de IA no está configurado: elija un proveedor y un modelo en la configuración, o defina NELUMBO_AI_MODEL (por ejemplo, openai:gpt-4o).</translation>
    </message>
    <message>
        <source>No API key for %1.</source>
        <translation>%1: no hay clave de API.</translation>
    </message>
    <message>
        <source>%1 refused the API key.</source>
        <translation>%1 rechazó la clave de API.</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate; try again shortly.</source>
        <translation>%1 está limitando la frecuencia de solicitudes; vuelva a intentarlo en breve.</translation>
    </message>
    <message>
        <source>The quota or credit of this %1 account is used up.</source>
        <translation>%1: se agotó la cuota o el crédito de esta cuenta.</translation>
    </message>
    <message>
        <source>%1 does not know this model, or this key may not use it.</source>
        <translation>%1 no reconoce este modelo, o esta clave no puede usarlo.</translation>
    </message>
    <message>
        <source>The conversation is too long for the model&apos;s context window.</source>
        <translation>La conversación es demasiado larga para la ventana de contexto del modelo.</translation>
    </message>
    <message>
        <source>%1 rejected the request.</source>
        <translation>%1 rechazó la solicitud.</translation>
    </message>
    <message>
        <source>%1 had a server error.</source>
        <translation>%1 tuvo un error del servidor.</translation>
    </message>
    <message>
        <source>%1 cannot be reached.</source>
        <translation>No se puede acceder a %1.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 no respondió a tiempo.</translation>
    </message>
    <message>
        <source>%1 sent a reply that cannot be read.</source>
        <translation>%1 envió una respuesta que no se puede leer.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>%1 redirected the request to another host; it was not followed, so the API key was not sent there.</source>
        <translation>%1 redirigió la solicitud a otro host; la redirección no se siguió, así que la clave de API no se envió allí.</translation>
    </message>
    <message>
        <source>%1 sent a reply larger than allowed; it was stopped.</source>
        <translation>%1 envió una respuesta mayor de lo permitido; se detuvo.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmWireFormat</name>
    <message>
        <source>The reply is not valid JSON.</source>
        <translation>La respuesta no es JSON válido.</translation>
    </message>
    <message>
        <source>(HTTP %1)</source>
        <translation>(HTTP %1)</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>El proveedor indicó: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message>
        <source>&amp;Look Again</source>
        <translation>Buscar de &amp;nuevo</translation>
    </message>
    <message>
        <source>Model servers on this machine</source>
        <translation>Servidores de modelos en este equipo</translation>
    </message>
    <message>
        <source>Look again for model servers on this machine</source>
        <translation>Volver a buscar servidores de modelos en este equipo</translation>
    </message>
    <message>
        <source>No model server is running on this machine (Ollama on port %1, LM Studio on %2, llama.cpp on %3).</source>
        <extracomment>%1, %2 and %3 are port numbers</extracomment>
        <translation>No hay ningún servidor de modelos en ejecución en este equipo (Ollama en el puerto %1, LM Studio en el %2, llama.cpp en el %3).</translation>
    </message>
    <message>
        <source>Looking for model servers on this machine…</source>
        <translation>Buscando servidores de modelos en este equipo…</translation>
    </message>
    <message>
        <source>%1 is running on this machine.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 se está ejecutando en este equipo.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>Usar %1</translation>
    </message>
    <message>
        <source>Use %1 on this machine</source>
        <translation>Usar %1 en este equipo</translation>
    </message>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1 se está ejecutando en este equipo, con %Ln modelo.</numerusform>
            <numerusform>%1 se está ejecutando en este equipo, con %Ln modelos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::MainWindow</name>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>&amp;Explicar selección</translation>
    </message>
    <message>
        <source>&amp;Explain Query</source>
        <translation>&amp;Explicar consulta</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimización</translation>
    </message>
    <message>
        <source>Nothing to explain: the query is empty</source>
        <translation>Nada que explicar: la consulta está vacía</translation>
    </message>
    <message>
        <source>Nothing to optimise: the query is empty</source>
        <translation>Nada que optimizar: la consulta está vacía</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>&amp;Chat Panel</source>
        <translation>Panel de &amp;chat</translation>
    </message>
    <message>
        <source>Show or hide the chat with the assistant (%1)</source>
        <translation>Mostrar u ocultar el chat con el asistente (%1)</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>Asistente de IA</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>&amp;Nueva pestaña</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Cerrar &amp;pestaña</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>Abrir &amp;base de datos…</translation>
    </message>
    <message>
        <source>Open D&amp;emo Database</source>
        <translation>Abrir base de datos de d&amp;emostración</translation>
    </message>
    <message>
        <source>Demo database</source>
        <translation>Base de datos de demostración</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Buscar &amp;anterior</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Restablecer &amp;zoom</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Panel &amp;siguiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Panel a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Run Statement</source>
        <translation>&amp;Ejecutar sentencia</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>Ejecutar &amp;todo</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Fetch All Rows</source>
        <translation>&amp;Obtener todas las filas</translation>
    </message>
    <message>
        <source>Allow &amp;Writes</source>
        <translation>&amp;Permitir escrituras</translation>
    </message>
    <message>
        <source>Let statements change data on this database (asks first; off again when you switch databases)</source>
        <translation>Permite que las sentencias modifiquen datos en esta base de datos (pregunta antes; se desactiva al cambiar de base de datos)</translation>
    </message>
    <message>
        <source>Refresh &amp;Schema</source>
        <translation>Actualizar e&amp;squema</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;About Nelumbo</source>
        <translation>&amp;Acerca de Nelumbo</translation>
    </message>
    <message>
        <source>About Nelumbo</source>
        <translation>Acerca de Nelumbo</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;A query editor with an AI assistant.&lt;/p&gt;&lt;p&gt;Highlighting: %2&lt;/p&gt;&lt;p&gt;The demo database is Chinook (MIT licence).&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the component that highlights SQL</extracomment>
        <translation>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;Un editor de consultas con asistente de IA.&lt;/p&gt;&lt;p&gt;Resaltado: %2&lt;/p&gt;&lt;p&gt;La base de datos de demostración es Chinook (licencia MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Consulta</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>A&amp;sistente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>Origen de datos</translation>
    </message>
    <message>
        <source>The data source the editor runs against</source>
        <translation>El origen de datos sobre el que se ejecuta el editor</translation>
    </message>
    <message>
        <source>New tab</source>
        <translation>Nueva pestaña</translation>
    </message>
    <message>
        <source>WRITES ALLOWED</source>
        <translation>ESCRITURAS PERMITIDAS</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>solo lectura</translation>
    </message>
    <message>
        <source>Statements can change data (Query → Allow Writes)</source>
        <translation>Las sentencias pueden modificar datos (Consulta → Permitir escrituras)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused</source>
        <translation>Se rechazan las sentencias que podrían modificar algo</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1 is the model in use, such as openai:gpt-4o</extracomment>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>AI: not set up</source>
        <translation>IA: sin configurar</translation>
    </message>
    <message>
        <source>AI off</source>
        <translation>IA desactivada</translation>
    </message>
    <message>
        <source>The AI assistant uses %1 (%2). Settings…</source>
        <extracomment>%1 is a model, %2 the AI provider</extracomment>
        <translation>El asistente de IA usa %1 (%2). Configuración…</translation>
    </message>
    <message>
        <source>The AI assistant is off. Settings… to turn it on.</source>
        <translation>El asistente de IA está desactivado. Actívelo en Configuración…</translation>
    </message>
    <message>
        <source>Cannot open the source: %1</source>
        <extracomment>%1 is why the source could not be opened</extracomment>
        <translation>No se puede abrir el origen: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; is configured read-only (read_only = true)</source>
        <extracomment>%1 is a source&apos;s name; &quot;read_only = true&quot; is a line of its configuration</extracomment>
        <translation>El origen «%1» está configurado como de solo lectura (read_only = true)</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>No se puede abrir la base de datos: %1</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir archivo</translation>
    </message>
    <message>
        <source>Open SQL file</source>
        <translation>Abrir archivo SQL</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>Archivos SQL (*.sql);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save SQL file</source>
        <translation>Guardar archivo SQL</translation>
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
        <translation>Nuevo &amp;origen…</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>Reem&amp;plazar…</translation>
    </message>
    <message>
        <source>Recent Data&amp;bases</source>
        <translation>Bases de datos &amp;recientes</translation>
    </message>
    <message>
        <source>read-only (check only)</source>
        <translation>solo lectura (solo comprobación)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused by Nelumbo&apos;s check alone: this source&apos;s user may write, so the server would not refuse them. A read-only user adds that protection (docs/CONFIG.md).</source>
        <translation>Las sentencias que podrían cambiar algo solo las rechaza la comprobación de Nelumbo: el usuario de esta fuente puede escribir, así que el servidor no las rechazaría. Un usuario de solo lectura añade esa protección (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Value Vie&amp;wer</source>
        <translation>&amp;Visor de valores</translation>
    </message>
    <message>
        <source>Explain &amp;Plan</source>
        <translation>Mostrar p&amp;lan de consulta</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show the database&apos;s plan for the statement under the cursor</source>
        <translation>Mostrar el plan de la base de datos para la sentencia bajo el cursor</translation>
    </message>
    <message>
        <source>the database session was closed</source>
        <translation>la sesión de la base de datos se ha cerrado</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 no tiene planes de consulta</translation>
    </message>
    <message>
        <source>F&amp;ormat Statement</source>
        <translation>F&amp;ormatear sentencia</translation>
    </message>
    <message>
        <source>F&amp;ormat Selection</source>
        <translation>F&amp;ormatear selección</translation>
    </message>
    <message>
        <source>Not formatted: %1</source>
        <translation>No se ha formateado: %1</translation>
    </message>
    <message>
        <source>E&amp;xport Result…</source>
        <translation>E&amp;xportar resultado…</translation>
    </message>
    <message>
        <source>AI Suggestions</source>
        <extracomment>A tool bar toggle: the AI inline suggestions</extracomment>
        <translation>Sugerencias de IA</translation>
    </message>
    <message>
        <source>No tab is open</source>
        <translation>No hay ninguna pestaña abierta</translation>
    </message>
</context>
<context>
    <name>nelumbo::ModelString</name>
    <message>
        <source>The model &quot;%1&quot; is not of the form provider:model, such as openai:gpt-4o or ollama:qwen2.5-coder.</source>
        <translation>El modelo «%1» no tiene el formato proveedor:modelo, como openai:gpt-4o u ollama:qwen2.5-coder.</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;; known providers: %2.</source>
        <translation>Proveedor desconocido «%1»; proveedores conocidos: %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::MysqlAdapter</name>
    <message>
        <source>%1: &quot;%2&quot; is not a MySQL connection option (known: %3)</source>
        <translation>%1: «%2» no es una opción de conexión de MySQL (opciones conocidas: %3)</translation>
    </message>
    <message>
        <source>%1: %2 must be a number of seconds</source>
        <translation>%1: %2 debe ser un número de segundos</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: los valores de las opciones no pueden contener ;</translation>
    </message>
    <message>
        <source>The server did not take the session&apos;s read-only setting</source>
        <translation>El servidor no aceptó la configuración de solo lectura de la sesión</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la tabla %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>La sentencia está vacía</translation>
    </message>
    <message>
        <source>MySQL cannot check this kind of statement without running it</source>
        <translation>MySQL no puede comprobar este tipo de sentencia sin ejecutarla</translation>
    </message>
    <message>
        <source>The server did not say which tables the statement reads</source>
        <translation>El servidor no indicó qué tablas lee la sentencia</translation>
    </message>
    <message>
        <source>The definition of view %1 cannot be read</source>
        <translation>No se puede leer la definición de la vista %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::NamePattern</name>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>«%1» no es una expresión regular válida: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no table</source>
        <translation>«%1» no indica ninguna tabla</translation>
    </message>
</context>
<context>
    <name>nelumbo::Network</name>
    <message>
        <source>%1 is not the network plugin of this build of Nelumbo</source>
        <translation>%1 no es el complemento de red de esta compilación de Nelumbo</translation>
    </message>
</context>
<context>
    <name>nelumbo::OfflineSource</name>
    <message>
        <source>No database adapter for source &quot;%1&quot;</source>
        <translation>No hay ningún adaptador de base de datos para el origen «%1»</translation>
    </message>
</context>
<context>
    <name>nelumbo::OllamaFormat</name>
    <message>
        <source>The arguments of a tool call are not a valid JSON object.</source>
        <translation>Los argumentos de una llamada a herramienta no son un objeto JSON válido.</translation>
    </message>
</context>
<context>
    <name>nelumbo::OpenAiChatFormat</name>
    <message>
        <source>The reply has no choices.</source>
        <translation>La respuesta no tiene opciones (choices).</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizeCommand</name>
    <message>
        <source>Suggest how to make a statement faster (AI)</source>
        <translation>Sugiere cómo hacer más rápida una sentencia (IA)</translation>
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
        <translation>Uso: nelumbo-cli optimize --source SRC STATEMENT

Obtiene el plan de STATEMENT en el origen cuando es posible y pide sugerencias
al modelo configurado; sin plan, la revisión es estructural. Muestra JSON: suggestions
(type, impact, title, suggestion), plan_used (y plan_error si no se pudo obtener
ningún plan), model y usage.

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 respondida, 1 se mostró un objeto de error, 2 error de uso.
</translation>
    </message>
    <message>
        <source>optimize needs one STATEMENT argument</source>
        <translation>optimize necesita un argumento STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimización</translation>
    </message>
    <message>
        <source>Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and asks the assistant how to make it faster.</source>
        <translation>Optimizar consulta (Ctrl+Alt+O) obtiene el plan de la sentencia bajo el cursor y pregunta al asistente cómo hacerla más rápida.</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Trabajando</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>Estado del plan</translation>
    </message>
    <message>
        <source>Planning the statement and asking the assistant for suggestions…</source>
        <translation>Obteniendo el plan de la sentencia y pidiendo sugerencias al asistente…</translation>
    </message>
    <message>
        <source>Structural review, no plan.</source>
        <translation>Revisión estructural, sin plan.</translation>
    </message>
    <message>
        <source>Structural review, no plan: %1</source>
        <translation>Revisión estructural, sin plan: %1</translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Plan de consulta: %1; ninguno marcado como costoso.</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimisation cancelled.</source>
        <translation>Optimización cancelada.</translation>
    </message>
    <message>
        <source>The optimisation failed: %1</source>
        <translation>La optimización falló: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Plan de consulta: %1; %Ln marcado como costoso (en negrita, con un signo de advertencia).</numerusform>
            <numerusform>Plan de consulta: %1; %Ln marcados como costosos (en negrita, con un signo de advertencia).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>%Ln sugerencia</numerusform>
            <numerusform>%Ln sugerencias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PasswordPrompt</name>
    <message>
        <source>No keychain</source>
        <translation>Sin llavero</translation>
    </message>
    <message>
        <source>The password cannot be stored in the system keychain.</source>
        <translation>La contraseña no se puede guardar en el llavero del sistema.</translation>
    </message>
    <message>
        <source>%1

Store the password in plain text in %2, a file only you can read? Otherwise it is not stored, and Nelumbo asks for it each time you connect.</source>
        <extracomment>%1 is why the keychain failed, %2 the path of the file</extracomment>
        <translation>%1

¿Guardar la contraseña como texto sin cifrar en %2, un archivo que solo usted puede leer? Si no, no se guarda y Nelumbo la pedirá cada vez que se conecte.</translation>
    </message>
    <message>
        <source>Store in Plain Text</source>
        <translation>Guardar como texto sin cifrar</translation>
    </message>
    <message>
        <source>Don&apos;t Store</source>
        <translation>No guardar</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <extracomment>%1 is the name of a data source</extracomment>
        <translation>Contraseña de %1:</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message>
        <source>Optimize with AI</source>
        <translation>Optimizar con IA</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>Estado del plan</translation>
    </message>
    <message>
        <source>Explain Plan (Ctrl+E) shows the database&apos;s plan for the statement under the cursor, without running it.</source>
        <translation>Mostrar plan de consulta (Ctrl+E) presenta el plan de la base de datos para la sentencia bajo el cursor, sin ejecutarla.</translation>
    </message>
    <message>
        <source>Ask the assistant how to make this statement faster</source>
        <translation>Preguntar al asistente cómo hacer más rápida esta sentencia</translation>
    </message>
    <message>
        <source>Asking the database for its plan…</source>
        <translation>Pidiendo el plan a la base de datos…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Plan de consulta: %1; ninguno marcado como costoso.</translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Plan de consulta: %1; %Ln marcado como costoso (en negrita, con un signo de advertencia).</numerusform>
            <numerusform>Plan de consulta: %1; %Ln marcados como costosos (en negrita, con un signo de advertencia).</numerusform>
        </translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Sin plan: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message>
        <source>The query plan could not be read: %1</source>
        <translation>No se pudo leer el plan de consulta: %1</translation>
    </message>
    <message>
        <source>the PostgreSQL plan holds no statement</source>
        <translation>el plan de PostgreSQL no contiene ninguna sentencia</translation>
    </message>
    <message>
        <source>a PostgreSQL plan entry has no &quot;Plan&quot;</source>
        <translation>una entrada del plan de PostgreSQL no tiene &quot;Plan&quot;</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node has no &quot;Node Type&quot;</source>
        <translation>un nodo del plan de PostgreSQL no tiene &quot;Node Type&quot;</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node&apos;s &quot;Plans&quot; holds a non-object</source>
        <translation>el &quot;Plans&quot; de un nodo del plan de PostgreSQL contiene algo que no es un objeto</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>índice %1</translation>
    </message>
    <message>
        <source>sort by %1</source>
        <translation>ordenar por %1</translation>
    </message>
    <message>
        <source>group by %1</source>
        <translation>agrupar por %1</translation>
    </message>
    <message>
        <source>the MySQL plan has no &quot;query_block&quot;</source>
        <translation>el plan de MySQL no tiene &quot;query_block&quot;</translation>
    </message>
    <message>
        <source>the MySQL plan has no steps</source>
        <translation>el plan de MySQL no tiene pasos</translation>
    </message>
    <message>
        <source>Query block</source>
        <translation>Bloque de consulta</translation>
    </message>
    <message>
        <source>having %1</source>
        <translation>HAVING %1</translation>
    </message>
    <message>
        <source>Nested loop</source>
        <translation>Bucle anidado</translation>
    </message>
    <message>
        <source>condition: %1</source>
        <translation>condición: %1</translation>
    </message>
    <message>
        <source>using filesort</source>
        <translation>usa filesort</translation>
    </message>
    <message>
        <source>using a temporary table</source>
        <translation>usa una tabla temporal</translation>
    </message>
    <message>
        <source>no index used (possible: %1)</source>
        <translation>no se usa ningún índice (posibles: %1)</translation>
    </message>
    <message>
        <source>ref %1</source>
        <translation>ref %1</translation>
    </message>
    <message>
        <source>covering index</source>
        <translation>índice de cobertura</translation>
    </message>
    <message>
        <source>Full table scan</source>
        <translation>Exploración completa de la tabla</translation>
    </message>
    <message>
        <source>Full index scan</source>
        <translation>Exploración completa del índice</translation>
    </message>
    <message>
        <source>Index range scan</source>
        <translation>Exploración de rango del índice</translation>
    </message>
    <message>
        <source>Index lookup</source>
        <translation>Búsqueda en índice</translation>
    </message>
    <message>
        <source>Unique index lookup</source>
        <translation>Búsqueda en índice único</translation>
    </message>
    <message>
        <source>Index lookup or null</source>
        <translation>Búsqueda en índice o NULL</translation>
    </message>
    <message>
        <source>Index merge</source>
        <translation>Combinación de índices</translation>
    </message>
    <message>
        <source>Full-text index</source>
        <translation>Índice de texto completo</translation>
    </message>
    <message>
        <source>Constant row</source>
        <translation>Fila constante</translation>
    </message>
    <message>
        <source>Hash join scan</source>
        <translation>Exploración para combinación hash</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Table access (%1)</source>
        <translation>Acceso a la tabla (%1)</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Ordenación</translation>
    </message>
    <message>
        <source>Read sorted rows</source>
        <translation>Lectura de filas ordenadas</translation>
    </message>
    <message>
        <source>Temporary table</source>
        <translation>Tabla temporal</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Operación de ordenación</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Agrupación</translation>
    </message>
    <message>
        <source>Remove duplicates</source>
        <translation>Eliminación de duplicados</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Unión</translation>
    </message>
    <message>
        <source>Expression cache</source>
        <translation>Caché de expresiones</translation>
    </message>
    <message>
        <source>Materialize</source>
        <translation>Materialización</translation>
    </message>
    <message>
        <source>Block nested-loop join</source>
        <translation>Combinación de bucle anidado por bloques</translation>
    </message>
    <message>
        <source>Batched key access join</source>
        <translation>Combinación por acceso a claves por lotes</translation>
    </message>
    <message>
        <source>Window functions</source>
        <translation>Funciones de ventana</translation>
    </message>
    <message>
        <source>unexpected line &quot;%1&quot;</source>
        <translation>línea inesperada «%1»</translation>
    </message>
    <message>
        <source>step %1 names an unknown parent %2</source>
        <translation>el paso %1 indica un padre desconocido, %2</translation>
    </message>
    <message>
        <source>The query plan is empty.</source>
        <translation>El plan de consulta está vacío.</translation>
    </message>
    <message>
        <source>%1% of the estimated cost</source>
        <translation>%1 % del costo estimado</translation>
    </message>
    <message>
        <source>full scan of a table of unknown size</source>
        <translation>exploración completa de una tabla de tamaño desconocido</translation>
    </message>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>exploración completa, aproximadamente %Ln fila</numerusform>
            <numerusform>exploración completa, aproximadamente %Ln filas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTreeModel</name>
    <message>
        <source>Expensive: %1</source>
        <translation>Costoso: %1</translation>
    </message>
    <message>
        <source>Expensive: %1 — %2</source>
        <translation>Costoso: %1 — %2</translation>
    </message>
    <message>
        <source>%1, expensive: %2</source>
        <translation>%1, costoso: %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relación</translation>
    </message>
    <message>
        <source>Est. rows</source>
        <translation>Filas est.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanView</name>
    <message>
        <source>Query plan</source>
        <translation>Plan de consulta</translation>
    </message>
</context>
<context>
    <name>nelumbo::PostgresAdapter</name>
    <message>
        <source>The PostgreSQL connection is not open</source>
        <translation>La conexión de PostgreSQL no está abierta</translation>
    </message>
    <message>
        <source>The connection is still reading a result; fetch it to the end or cancel it first</source>
        <translation>La conexión aún está leyendo un resultado; termine de obtenerlo o cancélelo primero</translation>
    </message>
    <message>
        <source>The current transaction has failed; roll it back first</source>
        <translation>La transacción actual ha fallado; reviértala primero</translation>
    </message>
    <message>
        <source>%1: port=%2 is not a port number</source>
        <translation>%1: port=%2 no es un número de puerto</translation>
    </message>
    <message>
        <source>Invalid search_path entry &quot;%1&quot; in %2: use plain names (letters, digits, _) or $user, separated by commas</source>
        <translation>Entrada de search_path «%1» no válida en %2: use nombres simples (letras, dígitos, _) o $user, separados por comas</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a PostgreSQL connection option</source>
        <translation>%1: «%2» no es una opción de conexión de PostgreSQL</translation>
    </message>
    <message>
        <source>%1: connect_timeout must be a number of seconds</source>
        <translation>%1: connect_timeout debe ser un número de segundos</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: los valores de las opciones no pueden contener ;</translation>
    </message>
    <message>
        <source>PostgreSQL did not take default_transaction_read_only = %1</source>
        <translation>PostgreSQL no aceptó default_transaction_read_only = %1</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la tabla %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>La sentencia está vacía</translation>
    </message>
    <message>
        <source>The schemas PostgreSQL searches for unqualified names, in order.</source>
        <translation>Los esquemas en los que PostgreSQL busca los nombres no calificados, en orden.</translation>
    </message>
    <message>
        <source>COPY … TO STDOUT is not supported; COPY to a file on the server, or run the query itself</source>
        <translation>COPY … TO STDOUT no es compatible; use COPY a un archivo del servidor o ejecute la propia consulta</translation>
    </message>
</context>
<context>
    <name>nelumbo::PriceTable</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>the price table is not valid JSON: %1</source>
        <translation>la tabla de precios no es JSON válido: %1</translation>
    </message>
    <message>
        <source>the price of %1 needs input and output</source>
        <translation>el precio de %1 necesita entrada y salida</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;provider:model input output [cached-input [cache-write]]&quot;</source>
        <translation>«%1» no tiene el formato &quot;provider:model input output [cached-input [cache-write]]&quot;</translation>
    </message>
    <message>
        <source>no price is known for %1</source>
        <translation>no se conoce ningún precio para %1</translation>
    </message>
    <message>
        <source>the provider reported no token counts</source>
        <translation>el proveedor no informó del recuento de tokens</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 no es un archivo normal</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 ocupa más de %2 bytes</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>no se puede leer %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Prompt</name>
    <message>
        <source>Allow writes</source>
        <translation>Permitir escrituras</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema on &quot;%1&quot;?</source>
        <extracomment>%1 is the name of a data source or database file</extracomment>
        <translation>¿Permitir sentencias que modifican datos o el esquema en «%1»?</translation>
    </message>
    <message>
        <source>Until you turn this off or switch databases, INSERT, UPDATE, DELETE, DDL and other writes run for real.</source>
        <translation>Hasta que lo desactive o cambie de base de datos, INSERT, UPDATE, DELETE, DDL y otras escrituras se ejecutan de verdad.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved.</source>
        <extracomment>%1 is a tab&apos;s title: a file name or &quot;Untitled&quot;</extracomment>
        <translation>«%1» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>¿Guardarlos antes de cerrar?</translation>
    </message>
</context>
<context>
    <name>nelumbo::PromptCommand</name>
    <message>
        <source>Show the prompt and tools an AI task sends for a source</source>
        <translation>Muestra el prompt y las herramientas que una tarea de IA envía para un origen</translation>
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
        <translation>Uso: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                        [--format text|json]

Muestra el prompt del sistema y las definiciones de herramientas generadas para el
origen (sus tablas visibles, su política de IA), sin enviar nada.

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
      --kind KIND      generation (predeterminado), explanation u optimization.
      --format FORMAT  text (predeterminado) o json: {system, tools, temperature}.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 mostrado, 1 se mostró un objeto de error, 2 error de uso.
</translation>
    </message>
    <message>
        <source>prompt needs --source SRC and no other arguments</source>
        <translation>prompt necesita --source SRC y ningún otro argumento</translation>
    </message>
    <message>
        <source>--kind is generation, explanation or optimization</source>
        <translation>--kind admite generation, explanation u optimization</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--format admite text o json</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>El asistente de IA está desactivado para este origen.</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>Herramientas:</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesCommand</name>
    <message>
        <source>List, show, save, rename and delete saved queries</source>
        <translation>Lista, muestra, guarda, renombra y elimina consultas guardadas</translation>
    </message>
    <message>
        <source>list: table (the default) or json; show: text (the default) or json.</source>
        <translation>list: table (predeterminado) o json; show: text (predeterminado) o json.</translation>
    </message>
    <message>
        <source>save: the source the query is written for, a name from &apos;nelumbo-cli sources&apos; or a URL. Its query language is recorded, and the query then runs only on sources of that language.</source>
        <translation>save: el origen para el que está escrita la consulta, un nombre de &apos;nelumbo-cli sources&apos; o una URL. Se registra su lenguaje de consulta, y a partir de entonces la consulta solo se ejecuta en orígenes de ese lenguaje.</translation>
    </message>
    <message>
        <source>save: read the statement from FILE (UTF-8); - reads standard input.</source>
        <translation>save: lee la sentencia de FILE (UTF-8); - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>save: a value saved with the query for its {{NAME}} placeholder; give a NAME more than once for a list. &apos;run --saved&apos; uses it unless --var gives another.</source>
        <translation>save: un valor que se guarda con la consulta para su marcador {{NAME}}; repita un NAME para indicar una lista. &apos;run --saved&apos; lo usa salvo que --var indique otro.</translation>
    </message>
    <message>
        <source>save: replace the saved query of that name instead of failing.</source>
        <translation>save: reemplaza la consulta guardada con ese nombre en lugar de fallar.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</source>
        <translation>Uso: nelumbo-cli queries [list] [--format table|json]
     nelumbo-cli queries show NAME [--format text|json]
     nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                             [--var NAME=VALUE]... [--replace]
     nelumbo-cli queries rename NAME NEW_NAME
     nelumbo-cli queries delete NAME

</translation>
    </message>
    <message>
        <source>The library of saved queries, shared with the app&apos;s Saved Queries panel: a name, the statement, its variables and their values, the source it was saved for and that source&apos;s query language (sql:sqlite, sql:postgres, sql:mysql). The library is the file queries/library of the config file, by default queries.sqlite in your data folder (docs/CONFIG.md). Run a saved query with &apos;nelumbo-cli run --saved NAME --source SRC&apos;; on a source of another language it is refused.</source>
        <translation>La biblioteca de consultas guardadas, compartida con el panel Consultas guardadas de la aplicación: un nombre, la sentencia, sus variables y sus valores, el origen para el que se guardó y el lenguaje de consulta de ese origen (sql:sqlite, sql:postgres, sql:mysql). La biblioteca es el archivo indicado por queries/library en el archivo de configuración, de forma predeterminada queries.sqlite en su carpeta de datos (docs/CONFIG.md). Ejecute una consulta guardada con &apos;nelumbo-cli run --saved NAME --source SRC&apos;; en un origen de otro lenguaje se rechaza.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Acciones:</translation>
    </message>
    <message>
        <source>Every saved query: name, source, language and when it last changed. The default action.</source>
        <translation>Todas las consultas guardadas: nombre, origen, lenguaje y fecha del último cambio. Es la acción predeterminada.</translation>
    </message>
    <message>
        <source>One saved query with its variables, values and statement.</source>
        <translation>Una consulta guardada con sus variables, valores y sentencia.</translation>
    </message>
    <message>
        <source>Save STATEMENT (or the statement in FILE) as NAME for source SRC.</source>
        <translation>Guarda STATEMENT (o la sentencia de FILE) como NAME para el origen SRC.</translation>
    </message>
    <message>
        <source>Give a saved query another name.</source>
        <translation>Cambia el nombre de una consulta guardada.</translation>
    </message>
    <message>
        <source>Delete a saved query.</source>
        <translation>Elimina una consulta guardada.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>runtime error: no saved query of that name, the name is taken, unknown source, the library cannot be read or written</source>
        <translation>error de ejecución: no hay ninguna consulta guardada con ese nombre, el nombre ya está en uso, el origen es desconocido, o la biblioteca no se puede leer o escribir</translation>
    </message>
    <message>
        <source>usage error: unknown action or option</source>
        <translation>error de uso: acción u opción desconocida</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, show, save, rename or delete</source>
        <translation>acción desconocida «%1»: use list, show, save, rename o delete</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;queries %2&apos;</source>
        <translation>--%1 no es una opción de &apos;queries %2&apos;</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs a NAME</source>
        <translation>&apos;queries save&apos; necesita un NAME</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>indique STATEMENT o -f FILE, no ambos</translation>
    </message>
    <message>
        <source>nothing to save: give STATEMENT or -f FILE</source>
        <translation>nada que guardar: indique STATEMENT o -f FILE</translation>
    </message>
    <message>
        <source>expected NAME and one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>se esperaban NAME y un argumento STATEMENT, pero se recibieron %1 argumentos; ponga el SQL entre comillas como un único argumento</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs --source SRC: the source the query is written for</source>
        <translation>&apos;queries save&apos; necesita --source SRC: el origen para el que está escrita la consulta</translation>
    </message>
    <message>
        <source>&apos;queries list&apos; takes no arguments</source>
        <translation>&apos;queries list&apos; no admite argumentos</translation>
    </message>
    <message>
        <source>&apos;queries %1&apos; needs one NAME</source>
        <translation>&apos;queries %1&apos; necesita un NAME</translation>
    </message>
    <message>
        <source>&apos;queries rename&apos; needs NAME and NEW_NAME</source>
        <translation>&apos;queries rename&apos; necesita NAME y NEW_NAME</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use %2 or json</source>
        <translation>--format «%1» desconocido: use %2 o json</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli queries --help&apos; for more information.</source>
        <translation>Ejecute &apos;nelumbo-cli queries --help&apos; para obtener más información.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 no es texto UTF-8</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
    <message>
        <source>a saved query named &quot;%1&quot; already exists; add --replace to replace it</source>
        <translation>ya existe una consulta guardada llamada «%1»; añada --replace para reemplazarla</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; for %2 (%3)</source>
        <translation>Se guardó «%1» para %2 (%3)</translation>
    </message>
    <message>
        <source>Replaced &quot;%1&quot; for %2 (%3)</source>
        <translation>Se reemplazó «%1» para %2 (%3)</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Se cambió el nombre de «%1» a «%2»</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;</source>
        <translation>Se eliminó «%1»</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesPrinter</name>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>ORIGEN</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <translation>LENGUAJE</translation>
    </message>
    <message>
        <source>UPDATED</source>
        <translation>ACTUALIZADA</translation>
    </message>
    <message>
        <source>name:      %1
</source>
        <translation>nombre:      %1
</translation>
    </message>
    <message>
        <source>source:    %1
</source>
        <translation>origen:      %1
</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(cualquiera)</translation>
    </message>
    <message>
        <source>language:  %1
</source>
        <translation>lenguaje:    %1
</translation>
    </message>
    <message>
        <source>(any: runs on every source)</source>
        <translation>(cualquiera: se ejecuta en todos los orígenes)</translation>
    </message>
    <message>
        <source>, list</source>
        <translation>, lista</translation>
    </message>
    <message>
        <source>, select</source>
        <translation>, selección</translation>
    </message>
    <message>
        <source>variable:  %1
</source>
        <translation>variable:    %1
</translation>
    </message>
    <message>
        <source>value:     %1 = %2
</source>
        <translation>valor:       %1 = %2
</translation>
    </message>
    <message>
        <source>created:   %1
</source>
        <translation>creada:      %1
</translation>
    </message>
    <message>
        <source>updated:   %1
</source>
        <translation>actualizada: %1
</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryEditor</name>
    <message>
        <source>Query editor</source>
        <translation>Editor de consultas</translation>
    </message>
    <message>
        <source>Nothing to format: the statement is empty</source>
        <translation>Nada que formatear: la sentencia está vacía</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryLanguage</name>
    <message>
        <source>Refused: read-only mode cannot tell whether this statement only reads</source>
        <translation>Rechazada: el modo de solo lectura no puede saber si esta sentencia solo lee</translation>
    </message>
    <message>
        <source>This query language has no templates</source>
        <translation>Este lenguaje de consulta no tiene plantillas</translation>
    </message>
    <message>
        <source>This query language cannot read query plans</source>
        <translation>Este lenguaje de consulta no puede leer planes de consulta</translation>
    </message>
    <message>
        <source>This query language has no formatter</source>
        <translation>Este lenguaje de consulta no tiene formateador</translation>
    </message>
    <message>
        <source>This query language cannot sort in the database</source>
        <translation>Este lenguaje de consulta no puede ordenar en la base de datos</translation>
    </message>
    <message>
        <source>This query language has no INSERT statements</source>
        <translation>Este lenguaje de consulta no tiene sentencias INSERT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReadOnlyClassifier</name>
    <message>
        <source>Refused: %1 changes data (read-only mode)</source>
        <translation>Rechazada: %1 modifica datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 changes the database structure (read-only mode)</source>
        <translation>Rechazada: %1 modifica la estructura de la base de datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 removes every row of a table (read-only mode)</source>
        <translation>Rechazada: %1 elimina todas las filas de una tabla (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 changes permissions (read-only mode)</source>
        <translation>Rechazada: %1 modifica permisos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 is maintenance that writes to the database (read-only mode)</source>
        <translation>Rechazada: %1 es una operación de mantenimiento que escribe en la base de datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 moves data between tables and files (read-only mode)</source>
        <translation>Rechazada: %1 mueve datos entre tablas y archivos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 changes which database files are open (read-only mode)</source>
        <translation>Rechazada: %1 cambia qué archivos de base de datos están abiertos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 runs procedural code that may change data (read-only mode)</source>
        <translation>Rechazada: %1 ejecuta código procedimental que puede modificar datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 works with prepared statements, which cannot be checked (read-only mode)</source>
        <translation>Rechazada: %1 trabaja con sentencias preparadas, que no se pueden comprobar (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 changes session state (read-only mode)</source>
        <translation>Rechazada: %1 cambia el estado de la sesión (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 controls transactions, which read-only mode manages itself</source>
        <translation>Rechazada: %1 controla transacciones, que el modo de solo lectura gestiona por sí mismo</translation>
    </message>
    <message>
        <source>Refused: %1 takes or releases table locks (read-only mode)</source>
        <translation>Rechazada: %1 adquiere o libera bloqueos de tabla (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 uses server notifications (read-only mode)</source>
        <translation>Rechazada: %1 usa notificaciones del servidor (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 rewrites stored data (read-only mode)</source>
        <translation>Rechazada: %1 reescribe datos almacenados (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 creates tables (read-only mode)</source>
        <translation>Rechazada: %1 crea tablas (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 is a server administration command (read-only mode)</source>
        <translation>Rechazada: %1 es un comando de administración del servidor (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: there is no statement to run</source>
        <translation>Rechazada: no hay ninguna sentencia que ejecutar</translation>
    </message>
    <message>
        <source>Refused: the statement does not start with a keyword (read-only mode runs SELECT and similar queries)</source>
        <translation>Rechazada: la sentencia no empieza por una palabra clave (el modo de solo lectura ejecuta SELECT y consultas similares)</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN needs a statement to explain</source>
        <translation>Rechazada: EXPLAIN necesita una sentencia que explicar</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN of %1 is not a read-only statement</source>
        <translation>Rechazada: EXPLAIN de %1 no es una sentencia de solo lectura</translation>
    </message>
    <message>
        <source>Refused: PRAGMA is an SQLite statement</source>
        <translation>Rechazada: PRAGMA es una sentencia de SQLite</translation>
    </message>
    <message>
        <source>Refused: %1 is not a statement read-only mode can run</source>
        <translation>Rechazada: %1 no es una sentencia que el modo de solo lectura pueda ejecutar</translation>
    </message>
    <message>
        <source>Refused: %1 loads a server library (read-only mode)</source>
        <translation>Rechazada: %1 carga una biblioteca del servidor (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: INTO %1 writes a file on the server (read-only mode)</source>
        <translation>Rechazada: INTO %1 escribe un archivo en el servidor (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO stores the result in variables (read-only mode)</source>
        <translation>Rechazada: SELECT … INTO guarda el resultado en variables (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO creates a table (read-only mode)</source>
        <translation>Rechazada: SELECT … INTO crea una tabla (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1() has effects beyond reading data (read-only mode)</source>
        <translation>Rechazada: %1() tiene efectos además de leer datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: := assigns a user variable (read-only mode)</source>
        <translation>Rechazada: := asigna una variable de usuario (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: FOR %1 locks rows (read-only mode)</source>
        <translation>Rechazada: FOR %1 bloquea filas (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: LOCK IN SHARE MODE locks rows (read-only mode)</source>
        <translation>Rechazada: LOCK IN SHARE MODE bloquea filas (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 inside WITH changes data (read-only mode)</source>
        <translation>Rechazada: %1 dentro de WITH modifica datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 is not allowed in a read-only query (quote it if it is a name)</source>
        <translation>Rechazada: %1 no está permitido en una consulta de solo lectura (póngalo entre comillas si es un nombre)</translation>
    </message>
    <message>
        <source>Refused: only one statement can run at a time</source>
        <translation>Rechazada: solo se puede ejecutar una sentencia a la vez</translation>
    </message>
    <message>
        <source>Refused: MySQL runs /*! … */ comments as code (read-only mode)</source>
        <translation>Rechazada: MySQL ejecuta los comentarios /*! … */ como código (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: PRAGMA needs the name of a pragma</source>
        <translation>Rechazada: PRAGMA necesita el nombre de un pragma</translation>
    </message>
    <message>
        <source>Refused: %1 lets the schema be edited directly (read-only mode)</source>
        <translation>Rechazada: %1 permite editar el esquema directamente (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 = … changes a setting (read-only mode)</source>
        <translation>Rechazada: %1 = … cambia un ajuste (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1(…) changes a setting or acts on the database (read-only mode)</source>
        <translation>Rechazada: %1(…) cambia un ajuste o actúa sobre la base de datos (modo de solo lectura)</translation>
    </message>
    <message>
        <source>Refused: %1 is followed by something unexpected</source>
        <translation>Rechazada: %1 va seguido de algo inesperado</translation>
    </message>
    <message>
        <source>Refused: %1 is not a pragma known to only read (read-only mode)</source>
        <translation>Rechazada: %1 no es un pragma que se sepa que solo lee (modo de solo lectura)</translation>
    </message>
</context>
<context>
    <name>nelumbo::RedisAdapter</name>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …), not &quot;%2&quot;</source>
        <translation>«%1»: la base de datos debe ser un número (0, 1, …), no «%2»</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a socket URL names an absolute path, as in unix:/run/redis/redis.sock</source>
        <translation>«%1»: una URL de socket indica una ruta absoluta, como unix:/run/redis/redis.sock</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Redis URL: expected %2://[user[:password]@]host[:port][/database]</source>
        <translation>«%1» no es una URL de Redis: se esperaba %2://[usuario[:contraseña]@]host[:puerto][/base]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no host</source>
        <translation>«%1» no indica ningún host</translation>
    </message>
    <message>
        <source>The database number, 0 to 15 on most servers</source>
        <translation>El número de la base de datos, de 0 a 15 en la mayoría de servidores</translation>
    </message>
    <message>
        <source>An ACL user; empty for the default user</source>
        <translation>Un usuario ACL; vacío para el usuario predeterminado</translation>
    </message>
    <message>
        <source>The server did not give its command table</source>
        <translation>El servidor no dio su tabla de comandos</translation>
    </message>
    <message>
        <source>ERR unknown subcommand &apos;%1&apos; of %2</source>
        <translation>ERR subcomando «%1» de %2 desconocido</translation>
    </message>
    <message>
        <source>ERR wrong number of arguments for &apos;%1&apos; command</source>
        <translation>ERR número incorrecto de argumentos para el comando «%1»</translation>
    </message>
    <message>
        <source>ERR unknown command &apos;%1&apos;</source>
        <translation>ERR comando «%1» desconocido</translation>
    </message>
    <message>
        <source>%1 needs a key at argument %2</source>
        <translation>%1 necesita una clave en el argumento %2</translation>
    </message>
    <message>
        <source>Redis commands have no query plan</source>
        <translation>Los comandos de Redis no tienen plan de consulta</translation>
    </message>
    <message>
        <source>The server did not give its command table: %1</source>
        <translation>El servidor no dio su tabla de comandos: %1</translation>
    </message>
    <message>
        <source>%1 may change data or the server</source>
        <translation>%1 puede cambiar datos o el servidor</translation>
    </message>
    <message>
        <source>SORT … STORE writes its result</source>
        <translation>SORT … STORE escribe su resultado</translation>
    </message>
    <message>
        <source>%1 is not a subcommand this server knows</source>
        <translation>%1 no es un subcomando que este servidor conozca</translation>
    </message>
    <message>
        <source>%1 is not a command this server knows</source>
        <translation>%1 no es un comando que este servidor conozca</translation>
    </message>
    <message>
        <source>%1 is not known to only read</source>
        <translation>No se sabe que %1 solo lea</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …)</source>
        <translation>«%1»: la base de datos debe ser un número (0, 1, …)</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>No se puede conectar a %1: %2</translation>
    </message>
    <message>
        <source>The connection is closed</source>
        <translation>La conexión está cerrada</translation>
    </message>
    <message>
        <source>No command</source>
        <translation>Ningún comando</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>The server&apos;s reply could not be read: %1</source>
        <translation>No se pudo leer la respuesta del servidor: %1</translation>
    </message>
    <message>
        <source>The server did not answer in time</source>
        <translation>El servidor no respondió a tiempo</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>Se perdió la conexión con el servidor</translation>
    </message>
    <message>
        <source>{{ %1 }} is not a variable: write {{%1}}, without spaces inside the braces</source>
        <translation>{{ %1 }} no es una variable: escriba {{%1}}, sin espacios dentro de las llaves</translation>
    </message>
    <message>
        <source>Unbalanced quotes in the command</source>
        <translation>Comillas sin cerrar en el comando</translation>
    </message>
    <message>
        <source>A closing quote must be followed by a space</source>
        <translation>Una comilla de cierre debe ir seguida de un espacio</translation>
    </message>
    <message>
        <source>A value marker has no value</source>
        <translation>Un marcador de valor no tiene valor</translation>
    </message>
    <message>
        <source>Run one command at a time</source>
        <translation>Ejecute un solo comando a la vez</translation>
    </message>
    <message>
        <source>Refused in read-only mode: %1</source>
        <translation>Rechazado en modo de solo lectura: %1</translation>
    </message>
    <message>
        <source>The command contains a character reserved for values (U+E000)</source>
        <translation>El comando contiene un carácter reservado para valores (U+E000)</translation>
    </message>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Falta la variable obligatoria: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must be an argument of its own</source>
        <translation>La variable de lista «%1» debe ser un argumento propio</translation>
    </message>
    <message>
        <source>Refused: the command names a key hidden from this source</source>
        <translation>Rechazado: el comando nombra una clave oculta para esta fuente</translation>
    </message>
</context>
<context>
    <name>nelumbo::RenderCommand</name>
    <message>
        <source>Show the statement and bound values a template compiles to, as JSON</source>
        <translation>Muestra en JSON la sentencia y los valores vinculados que resultan de compilar una plantilla</translation>
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
        <translation>Uso: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

Compila la sintaxis de plantilla de STATEMENT para el dialecto de SRC y muestra:
  {&quot;statement&quot;: &quot;SELECT ... WHERE id = ?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}} se convierte en un parámetro vinculado (nunca en texto insertado en la
sentencia); [[ ... ]] se conserva, sin los corchetes, solo si todas las variables
que contiene tienen un valor no vacío. No se abre la base de datos.

Opciones:
      --source SRC       El origen de datos cuyo dialecto se usa. Obligatorio.
      --var NAME=VALUE   El valor de una variable; repita un NAME para indicar
                         una lista (IN ({{ids}}) → IN (?, ?, ?)).
  -h, --help             Muestra esta ayuda.

Estado de salida: 0 compilada, 1 falta una variable o no es válida, 2 error de uso.
</translation>
    </message>
    <message>
        <source>render needs --source SRC and one STATEMENT</source>
        <translation>render necesita --source SRC y un argumento STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyBuilder</name>
    <message>
        <source>A tool call has no function name.</source>
        <translation>Una llamada a herramienta no tiene nombre de función.</translation>
    </message>
    <message>
        <source>The arguments of its call to %1 are not a valid JSON object.</source>
        <translation>Los argumentos de su llamada a %1 no son un objeto JSON válido.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyExtractor</name>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>El modelo se negó sin indicar el motivo.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultColumnFilter</name>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La columna «%1» no existe o no está visible para este origen de datos</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message>
        <source>Export Result</source>
        <translation>Exportar resultado</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Exportando a %1…</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>No se puede abrir la base de datos: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>Exportando a %1… %2 fila escrita</numerusform>
            <numerusform>Exportando a %1… %2 filas escritas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Exportación cancelada</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExporter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>the statement returns no rows, so there is nothing to export</source>
        <translation>la sentencia no devuelve filas, así que no hay nada que exportar</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>no se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>cannot write the export: %1</source>
        <translation>no se puede escribir la exportación: %1</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Exportación cancelada</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultFilterBar</name>
    <message>
        <source>contains</source>
        <translation>contiene</translation>
    </message>
    <message>
        <source>is NULL</source>
        <translation>es NULL</translation>
    </message>
    <message>
        <source>is not NULL</source>
        <translation>no es NULL</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtro:</translation>
    </message>
    <message>
        <source>Filter column</source>
        <translation>Columna del filtro</translation>
    </message>
    <message>
        <source>Filter operator</source>
        <translation>Operador del filtro</translation>
    </message>
    <message>
        <source>Filter value</source>
        <translation>Valor del filtro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Keep only the loaded rows that meet this condition</source>
        <translation>Conservar solo las filas cargadas que cumplen esta condición</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>Borrar filtros</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (sin valor)</translation>
    </message>
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
    <name>nelumbo::ResultView</name>
    <message>
        <source>Query results</source>
        <translation>Resultados de la consulta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy with Headers</source>
        <translation>Copiar con encabezados</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copiar como CSV</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>Ajustar columnas al contenido</translation>
    </message>
    <message>
        <source>Fetch All Rows</source>
        <translation>Obtener todas las filas</translation>
    </message>
    <message>
        <source>Copying cells…</source>
        <translation>Copiando celdas…</translation>
    </message>
    <message>
        <source>The selection makes about %1 MB of text, more than the clipboard should hold (%2 MB). Export it to a file instead?</source>
        <extracomment>%1 is the size of the text, %2 the limit, both in MB</extracomment>
        <translation>La selección ocupa unos %1 MB de texto, más de lo que el portapapeles debería contener (%2 MB). ¿Exportarla a un archivo en su lugar?</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Export cells</source>
        <translation>Exportar celdas</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;Text files (*.txt);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Exporting cells…</source>
        <translation>Exportando celdas…</translation>
    </message>
    <message>
        <source>Sort Ascending</source>
        <translation>Ordenar de forma ascendente</translation>
    </message>
    <message>
        <source>Sort Descending</source>
        <translation>Ordenar de forma descendente</translation>
    </message>
    <message>
        <source>Original Order</source>
        <translation>Orden original</translation>
    </message>
    <message>
        <source>Filter by This Column…</source>
        <translation>Filtrar por esta columna…</translation>
    </message>
    <message>
        <source>Hide Column</source>
        <translation>Ocultar columna</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Show All Columns</source>
        <translation>Mostrar todas las columnas</translation>
    </message>
    <message>
        <source>Original Column Order</source>
        <translation>Orden original de las columnas</translation>
    </message>
    <message>
        <source>Copy As</source>
        <translation>Copiar como</translation>
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
        <translation>SQL INSERT…</translation>
    </message>
    <message>
        <source>Copy as INSERT</source>
        <translation>Copiar como INSERT</translation>
    </message>
    <message>
        <source>Table to insert into:</source>
        <translation>Tabla en la que insertar:</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>Fetch All</source>
        <translation>Obtener todo</translation>
    </message>
    <message>
        <source>Fetch every remaining row of this result</source>
        <translation>Obtener todas las filas restantes de este resultado</translation>
    </message>
    <message>
        <source>Run a statement with Ctrl+Enter to see its rows here.</source>
        <translation>Ejecute una sentencia con Ctrl+Enter para ver aquí sus filas.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Fix with AI</source>
        <translation>Corregir con IA</translation>
    </message>
    <message>
        <source>Set up AI in Settings</source>
        <translation>Configure la IA en Configuración</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this statement (%1)</source>
        <translation>Pedir al asistente que corrija esta sentencia (%1)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Show the current cell in full (Ctrl+Alt+V)</source>
        <translation>Mostrar el contenido completo de la celda actual (Ctrl+Alt+V)</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <extracomment>Where the value viewer&apos;s value comes from: %1 a row number, %2 a column name</extracomment>
        <translation>Fila %1, %2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrar</translation>
    </message>
    <message>
        <source>Filter the loaded rows by a column</source>
        <translation>Filtrar las filas cargadas por una columna</translation>
    </message>
    <message>
        <source>Sort in the Database</source>
        <translation>Ordenar en la base de datos</translation>
    </message>
    <message>
        <source>Run the statement again with ORDER BY, so that every row comes in this order</source>
        <translation>Volver a ejecutar la sentencia con ORDER BY para que todas las filas lleguen en este orden</translation>
    </message>
    <message>
        <source>filtered: %1 of %2</source>
        <extracomment>The rows the filters keep (%1) of the rows loaded (%2)</extracomment>
        <translation>filtradas: %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>Se ordenó %1 fila cargada; quedan más en la base de datos.</numerusform>
            <numerusform>Se ordenaron las %1 filas cargadas; quedan más en la base de datos.</numerusform>
        </translation>
    </message>
    <message>
        <source>This statement cannot be sorted in the database</source>
        <translation>Esta sentencia no se puede ordenar en la base de datos</translation>
    </message>
    <message>
        <source>Sorted by %1 in the database.</source>
        <extracomment>%1 is a column name</extracomment>
        <translation>Ordenado por %1 en la base de datos.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Exportar resultado</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Ejecute primero una consulta: no hay ningún resultado que exportar</translation>
    </message>
    <message>
        <source>Write every row of this result to a file: CSV, JSON, XLSX and more</source>
        <translation>Escribir todas las filas de este resultado en un archivo: CSV, JSON, XLSX y más</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunCommand</name>
    <message>
        <source>Run SQL statements on a data source and print their results</source>
        <translation>Ejecuta sentencias SQL en un origen de datos y muestra sus resultados</translation>
    </message>
    <message>
        <source>Runs SQL statements on a data source and prints what they return. A script of several statements separated by &apos;;&apos; runs them in order; the first statement that fails stops it.</source>
        <translation>Ejecuta sentencias SQL en un origen de datos y muestra lo que devuelven. Un script de varias sentencias separadas por &apos;;&apos; las ejecuta en orden; la primera sentencia que falla lo detiene.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>A conversation file of &apos;nelumbo-cli generate&apos;: a failed statement is recorded in it with the database&apos;s error, so the next generate can fix it.</source>
        <translation>Un archivo de conversación de &apos;nelumbo-cli generate&apos;: en él se registra la sentencia que falla junto con el error de la base de datos, para que el siguiente generate pueda corregirla.</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>The SQL to run: one statement, or several separated by &apos;;&apos;. Put -- before a STATEMENT that starts with &apos;-&apos;.</source>
        <translation>El SQL que se ejecuta: una sentencia o varias separadas por &apos;;&apos;. Ponga -- antes de una STATEMENT que empiece por &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Salida:</translation>
    </message>
    <message>
        <source>Aligned columns with a header and a final (N rows) line, for reading. NULL shows as NULL; line breaks show as ↵; cells wider than 60 columns are cut with ….</source>
        <translation>Columnas alineadas con una cabecera y una línea final (N filas), para leer. NULL se muestra como NULL; los saltos de línea, como ↵; las celdas de más de 60 columnas de ancho se recortan con ….</translation>
    </message>
    <message>
        <source>RFC 4180: a header row, then one record per row, CRLF line ends, fields quoted when needed. NULL is an empty field. Several results are separated by an empty line.</source>
        <translation>RFC 4180: una fila de cabecera y después un registro por fila, finales de línea CRLF y campos entre comillas cuando es necesario. NULL es un campo vacío. Los resultados se separan con una línea vacía.</translation>
    </message>
    <message>
        <source>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} for a single statement; for a script of several statements, an array with one such object per statement that returns rows. Numbers stay numbers, NULL is null, blobs are hex strings (0x...).</source>
        <translation>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} para una sola sentencia; para un script de varias sentencias, un array con uno de esos objetos por cada sentencia que devuelve filas. Los números siguen siendo números, NULL es null y los blobs son cadenas hexadecimales (0x...).</translation>
    </message>
    <message>
        <source>Rows are printed as they arrive, except that table output waits for each result to end so it can align the columns. When --max-rows leaves rows out, table and csv say so on standard error and json sets &quot;truncated&quot; to true. Statements that return no rows print &quot;OK, N rows affected&quot; on standard error in table format and nothing otherwise. An error names the failing statement and its line, as in: error: statement 2 (line 5): no such table: Foo

Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C exits at once. --source demo copies the sample database into your data folder on first use. SRC may also name a source from &apos;nelumbo-cli sources&apos;; its password comes from NELUMBO_PASSWORD_&lt;NAME&gt; or the system keychain.</source>
        <translation>Las filas se muestran a medida que llegan, salvo en el formato table, que espera a que termine cada resultado para poder alinear las columnas. Cuando --max-rows deja filas fuera, table y csv lo indican en la salida de error estándar y json pone &quot;truncated&quot; a true. Las sentencias que no devuelven filas muestran «OK, N filas afectadas» en la salida de error estándar en formato table, y nada en los demás. Un error indica la sentencia que falla y su línea, por ejemplo: error: sentencia 2 (línea 5): no such table: Foo

Ctrl+C cancela la sentencia en ejecución y sale con el estado 130; un segundo Ctrl+C sale de inmediato. --source demo copia la base de datos de ejemplo en su carpeta de datos la primera vez que se usa. SRC también puede ser el nombre de un origen de &apos;nelumbo-cli sources&apos;; su contraseña se toma de NELUMBO_PASSWORD_&lt;NAME&gt; o del llavero del sistema.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>runtime error: a statement failed, the file cannot be read, the source URL is wrong or the database cannot be opened; the saved query does not exist or was written for another query language</source>
        <translation>error de ejecución: una sentencia falló, no se puede leer el archivo, la URL del origen es incorrecta o no se puede abrir la base de datos; la consulta guardada no existe o se escribió para otro lenguaje de consulta</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>interrumpido con Ctrl+C</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>--conversation needs a FILE</source>
        <translation>--conversation necesita un FILE</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli run --help&apos; for more information.</source>
        <translation>Ejecute &apos;nelumbo-cli run --help&apos; para obtener más información.</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>pide la contraseña cada vez</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>no hay contraseña para el origen %1: %2; defina %3 para indicarla</translation>
    </message>
    <message>
        <source>source %1 is read-only (read_only = true in its configuration), so --write is refused</source>
        <translation>el origen %1 es de solo lectura (read_only = true en su configuración), por lo que se rechaza --write</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 no es texto UTF-8</translation>
    </message>
    <message>
        <source>In json, &quot;truncated&quot;:true means that the result has rows the output lacks: --max-rows left them out, or the statement failed or was interrupted after its first rows (the error and the exit status then say so). Control characters (ESC, BEL, ...) and bidirectional overrides in the data and in the database&apos;s messages are shown escaped, as \x1B or \u202E: in table output, in csv written to a terminal and on standard error. csv written to a file or a pipe keeps the data unchanged.</source>
        <translation>En json, &quot;truncated&quot;:true significa que el resultado tiene filas que faltan en la salida: --max-rows las dejó fuera, o la sentencia falló o se interrumpió tras sus primeras filas (el error y el estado de salida lo indican entonces). Los caracteres de control (ESC, BEL, ...) y las anulaciones bidireccionales en los datos y en los mensajes de la base de datos se muestran escapados, como \x1B o \u202E: en la salida table, en el csv escrito a un terminal y en la salida de error estándar. El csv escrito a un archivo o a una tubería conserva los datos sin cambios.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                       [--max-rows N] [--table NAME] [--delimiter C]
                       [--quote-all] [--no-header] [--bom]
                       [--var NAME=VALUE]... [--conversation FILE] [--history]
                       (STATEMENT | -f FILE | --saved NAME)

</source>
        <translation>Uso: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                     [--max-rows N] [--table NAME] [--delimiter C]
                     [--quote-all] [--no-header] [--bom]
                     [--var NAME=VALUE]... [--conversation FILE] [--history]
                     (STATEMENT | -f FILE | --saved NAME)

</translation>
    </message>
    <message>
        <source>Tab-separated: a header row, then one line per row (LF); tabs and line breaks inside a value become spaces. NULL is an empty field.</source>
        <translation>Separado por tabuladores: una fila de cabecera y después una línea por fila (LF); los tabuladores y saltos de línea dentro de un valor se convierten en espacios. NULL es un campo vacío.</translation>
    </message>
    <message>
        <source>One JSON object per row and line, keyed by column name (a repeated name gets _2, _3, ...); values as in json.</source>
        <translation>Un objeto JSON por fila y línea, con los nombres de columna como claves (un nombre repetido recibe _2, _3, ...); los valores, como en json.</translation>
    </message>
    <message>
        <source>A Markdown pipe table; numeric columns align right, | is escaped and line breaks become &lt;br&gt;.</source>
        <translation>Una tabla Markdown con barras verticales; las columnas numéricas se alinean a la derecha, | se escapa y los saltos de línea se convierten en &lt;br&gt;.</translation>
    </message>
    <message>
        <source>One INSERT INTO NAME (...) VALUES (...); per row in the source&apos;s SQL dialect (needs --table NAME), ready to run on another database.</source>
        <translation>Un INSERT INTO NAME (...) VALUES (...); por fila en el dialecto SQL del origen (necesita --table NAME), listo para ejecutarse en otra base de datos.</translation>
    </message>
    <message>
        <source>An Excel workbook: numbers as numbers (text when Excel would round them), ISO dates and timestamps as dates, NULL as an empty cell, a frozen bold header row and column widths from the data. Binary: needs --output FILE or a standard output that is not a terminal.</source>
        <translation>Un libro de Excel: los números como números (como texto cuando Excel los redondearía), las fechas y marcas de tiempo ISO como fechas, NULL como celda vacía, una fila de cabecera inmovilizada en negrita y anchos de columna según los datos. Binario: necesita --output FILE o una salida estándar que no sea un terminal.</translation>
    </message>
    <message>
        <source>table, csv and json print every result of a script. tsv, ndjson, markdown, insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, export the whole result of one statement, streamed batch by batch so memory stays flat however many rows it has. With --output FILE, the file is written under a temporary name and renamed only when complete; a failed or interrupted run leaves no file behind.</source>
        <translation>table, csv y json muestran todos los resultados de un script. tsv, ndjson, markdown, insert y xlsx, y csv con --delimiter, --quote-all, --no-header o --bom, exportan el resultado completo de una sentencia, transmitido lote a lote para que la memoria no crezca por muchas filas que tenga. Con --output FILE, el archivo se escribe con un nombre temporal y solo se renombra cuando está completo; una ejecución fallida o interrumpida no deja ningún archivo.</translation>
    </message>
    <message>
        <source>usage error: unknown option, missing --source, more than one of STATEMENT, -f and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a script of several statements</source>
        <translation>error de uso: opción desconocida, falta --source, más de uno de STATEMENT, -f y --saved, --format o --max-rows incorrecto, xlsx a un terminal, exportación de un script de varias sentencias</translation>
    </message>
    <message>
        <source>xlsx is a binary format and standard output is a terminal: give --output FILE or redirect standard output to a file</source>
        <translation>xlsx es un formato binario y la salida estándar es un terminal: indique --output FILE o redirija la salida estándar a un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>--format %1 exports the result of one statement, and the script has %2</source>
        <translation>--format %1 exporta el resultado de una sentencia, y el script tiene %2</translation>
    </message>
    <message>
        <source>%1 rows written</source>
        <translation>%1 filas escritas</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>no se puede escribir en la salida estándar: %1</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>%1 filas escritas en %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>no se puede guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunOptions</name>
    <message>
        <source>The database: sqlite:relative/path.db (relative to the current directory), sqlite:///absolute/path.db, or demo for the Chinook sample database that comes with Nelumbo. Required.</source>
        <translation>La base de datos: sqlite:relative/path.db (relativa al directorio actual), sqlite:///absolute/path.db o demo para la base de datos de ejemplo Chinook incluida con Nelumbo. Obligatorio.</translation>
    </message>
    <message>
        <source>Read the statements from FILE (UTF-8) instead of the command line; - reads standard input.</source>
        <translation>Lee las sentencias de FILE (UTF-8) en lugar de la línea de comandos; - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>Run the saved query NAME (see &apos;nelumbo-cli queries&apos;) instead of STATEMENT or -f. Its saved variable values apply unless --var gives others. A query saved for another query language than SRC&apos;s (sql:postgres on an SQLite source, say) is refused.</source>
        <translation>Ejecuta la consulta guardada NAME (consulte &apos;nelumbo-cli queries&apos;) en lugar de STATEMENT o -f. Se aplican los valores de variables guardados salvo que --var indique otros. Se rechaza una consulta guardada para un lenguaje de consulta distinto del de SRC (por ejemplo, sql:postgres en un origen SQLite).</translation>
    </message>
    <message>
        <source>Print at most N rows of each result and stop reading the rest; 0 means no limit. Default: 1000 for table, no limit for csv and json.</source>
        <translation>Muestra como máximo N filas de cada resultado y deja de leer el resto; 0 significa sin límite. Predeterminado: 1000 para table, sin límite para csv y json.</translation>
    </message>
    <message>
        <source>The value of a {{NAME}} placeholder; give a NAME more than once for a list. Values are bound as parameters, never pasted into the SQL; [[ ... ]] parts stay out while their variables are empty.</source>
        <translation>El valor de un marcador {{NAME}}; repita un NAME para indicar una lista. Los valores se vinculan como parámetros, nunca se pegan en el SQL; las partes [[ ... ]] se omiten mientras sus variables estén vacías.</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema for this run. Without it the source is read-only: such statements are refused before they reach the database, and the database session itself is read-only. Sources configured read_only = true refuse it.</source>
        <translation>Permite en esta ejecución sentencias que modifican datos o el esquema. Sin esta opción el origen es de solo lectura: esas sentencias se rechazan antes de llegar a la base de datos, y la propia sesión de la base de datos es de solo lectura. Los orígenes configurados con read_only = true la rechazan.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>missing --source: name the database, for example --source demo or --source sqlite:path/to/file.db</source>
        <translation>falta --source: indique la base de datos, por ejemplo --source demo o --source sqlite:path/to/file.db</translation>
    </message>
    <message>
        <source>--source needs a value</source>
        <translation>--source necesita un valor</translation>
    </message>
    <message>
        <source>--max-rows needs a whole number of rows, 0 or more, not &quot;%1&quot;</source>
        <translation>--max-rows necesita un número entero de filas, 0 o más, no «%1»</translation>
    </message>
    <message>
        <source>expected one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>se esperaba un argumento STATEMENT, pero se recibieron %1 argumentos; ponga el SQL entre comillas como un único argumento</translation>
    </message>
    <message>
        <source>--saved needs the NAME of a saved query</source>
        <translation>--saved necesita el NAME de una consulta guardada</translation>
    </message>
    <message>
        <source>give --saved NAME, STATEMENT or -f FILE, only one of them</source>
        <translation>indique solo uno de --saved NAME, STATEMENT o -f FILE</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>indique STATEMENT o -f FILE, no ambos</translation>
    </message>
    <message>
        <source>nothing to run: give STATEMENT, -f FILE or --saved NAME</source>
        <translation>nada que ejecutar: indique STATEMENT, -f FILE o --saved NAME</translation>
    </message>
    <message>
        <source>-f needs a file name</source>
        <translation>-f necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>Keep each statement run in the query history the app shows (see &apos;nelumbo-cli history&apos;), unless history is off in the settings or for the source.</source>
        <translation>Guarda cada sentencia ejecutada en el historial de consultas que muestra la aplicación (consulte &apos;nelumbo-cli history&apos;), salvo que el historial esté desactivado en la configuración o para el origen.</translation>
    </message>
    <message>
        <source>Output format: table (the default), csv, json, tsv, ndjson, markdown, insert or xlsx; see Output below.</source>
        <translation>Formato de salida: table (predeterminado), csv, json, tsv, ndjson, markdown, insert o xlsx; consulte Salida más abajo.</translation>
    </message>
    <message>
        <source>Write the output to FILE instead of standard output. It is written under a temporary name beside FILE and renamed only when complete: a failed or interrupted run leaves FILE as it was.</source>
        <translation>Escribe la salida en FILE en lugar de la salida estándar. Se escribe con un nombre temporal junto a FILE y solo se renombra cuando está completa: una ejecución fallida o interrumpida deja FILE como estaba.</translation>
    </message>
    <message>
        <source>The table the INSERT statements of --format insert insert into (SCHEMA.TABLE allowed); names are quoted as the source&apos;s SQL needs. Required with insert.</source>
        <translation>La tabla en la que insertan las sentencias INSERT de --format insert (se admite SCHEMA.TABLE); los nombres se entrecomillan como lo requiere el SQL del origen. Obligatoria con insert.</translation>
    </message>
    <message>
        <source>The field delimiter of csv, one character (default ,); \t means a tab.</source>
        <translation>El delimitador de campos de csv, un carácter (predeterminado ,); \t significa un tabulador.</translation>
    </message>
    <message>
        <source>Quote every csv field but NULL, not only those that need it.</source>
        <translation>Entrecomilla todos los campos csv excepto NULL, no solo los que lo necesitan.</translation>
    </message>
    <message>
        <source>Leave out the header line of column names (csv, tsv).</source>
        <translation>Omite la línea de cabecera con los nombres de columna (csv, tsv).</translation>
    </message>
    <message>
        <source>Start csv or tsv with a UTF-8 byte order mark, for spreadsheet programs that need one to read UTF-8.</source>
        <translation>Empieza csv o tsv con una marca de orden de bytes UTF-8, para las hojas de cálculo que la necesitan para leer UTF-8.</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table, csv, json, tsv, ndjson, markdown, insert or xlsx</source>
        <translation>--format «%1» desconocido: use table, csv, json, tsv, ndjson, markdown, insert o xlsx</translation>
    </message>
    <message>
        <source>--output needs a FILE name; leave it out to write to standard output</source>
        <translation>--output necesita un nombre de FILE; omítalo para escribir en la salida estándar</translation>
    </message>
    <message>
        <source>--format insert needs --table NAME: the table to insert into</source>
        <translation>--format insert necesita --table NAME: la tabla en la que insertar</translation>
    </message>
    <message>
        <source>--table applies to --format insert only</source>
        <translation>--table solo se aplica a --format insert</translation>
    </message>
    <message>
        <source>--delimiter needs one character other than a quote or a line break, not &quot;%1&quot;</source>
        <translation>--delimiter necesita un carácter que no sea una comilla ni un salto de línea, no «%1»</translation>
    </message>
    <message>
        <source>--delimiter and --quote-all apply to --format csv only</source>
        <translation>--delimiter y --quote-all solo se aplican a --format csv</translation>
    </message>
    <message>
        <source>--no-header and --bom apply to --format csv and tsv only</source>
        <translation>--no-header y --bom solo se aplican a --format csv y tsv</translation>
    </message>
    <message>
        <source>--max-rows applies to table, csv and json output; --format %1 exports the whole result</source>
        <translation>--max-rows se aplica a la salida table, csv y json; --format %1 exporta el resultado completo</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueries</name>
    <message>
        <source>Saved Queries</source>
        <translation>Consultas guardadas</translation>
    </message>
    <message>
        <source>Save to &amp;Library…</source>
        <translation>Guardar en la &amp;biblioteca…</translation>
    </message>
    <message>
        <source>Keep this tab&apos;s query, its variables and its source in the library (%1)</source>
        <translation>Guardar en la biblioteca la consulta de esta pestaña, sus variables y su origen (%1)</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Guardar en la biblioteca</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Una consulta guardada necesita un nombre</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>Se guardó «%1» en la biblioteca</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueriesPanel</name>
    <message>
        <source>Filter saved queries</source>
        <translation>Filtrar consultas guardadas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lenguaje</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Consultas guardadas</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Saved without a language: runs on every source</source>
        <translation>Guardada sin lenguaje: se ejecuta en todos los orígenes</translation>
    </message>
    <message>
        <source>No saved queries yet: Query → Save to Library…</source>
        <translation>Aún no hay consultas guardadas: Consulta → Guardar en la biblioteca…</translation>
    </message>
    <message>
        <source>Rename Saved Query</source>
        <translation>Cambiar nombre de la consulta guardada</translation>
    </message>
    <message>
        <source>&amp;Open in New Tab</source>
        <translation>&amp;Abrir en una pestaña nueva</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryPrompt</name>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Guardar en la biblioteca</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists.</source>
        <translation>Ya existe una consulta guardada llamada «%1».</translation>
    </message>
    <message>
        <source>Replace it with this one?</source>
        <translation>¿Quiere reemplazarla por esta?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Delete Saved Query</source>
        <translation>Eliminar consulta guardada</translation>
    </message>
    <message>
        <source>Delete the saved query &quot;%1&quot;?</source>
        <translation>¿Eliminar la consulta guardada «%1»?</translation>
    </message>
    <message>
        <source>Tabs that show it keep their text.</source>
        <translation>Las pestañas que la muestran conservan su texto.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Consultas guardadas</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryStore</name>
    <message>
        <source>The saved-query library failed: %1</source>
        <translation>Error en la biblioteca de consultas guardadas: %1</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists</source>
        <translation>Ya existe una consulta guardada llamada «%1»</translation>
    </message>
    <message>
        <source>The saved-query library was written by a newer Nelumbo (format %1)</source>
        <translation>La biblioteca de consultas guardadas se escribió con una versión más reciente de Nelumbo (formato %1)</translation>
    </message>
    <message>
        <source>Query was written for &quot;%1&quot; but data source &quot;%2&quot; speaks &quot;%3&quot;</source>
        <translation>La consulta se escribió para «%1», pero el origen de datos «%2» usa «%3»</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Una consulta guardada necesita un nombre</translation>
    </message>
    <message>
        <source>A saved query needs a statement</source>
        <translation>Una consulta guardada necesita una sentencia</translation>
    </message>
    <message>
        <source>No saved query has the id %1</source>
        <translation>No hay ninguna consulta guardada con el id %1</translation>
    </message>
    <message>
        <source>No saved query is named &quot;%1&quot;</source>
        <translation>No hay ninguna consulta guardada llamada «%1»</translation>
    </message>
    <message>
        <source>must be a language identifier like &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>debe ser un identificador de lenguaje como «%1» o «%2»</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryVariables</name>
    <message>
        <source>Saved query &quot;%1&quot;: %2</source>
        <translation>Consulta guardada «%1»: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>Filtrar tablas y columnas</translation>
    </message>
    <message>
        <source>Schema filter</source>
        <translation>Filtro del esquema</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Loading schema…</source>
        <translation>Cargando el esquema…</translation>
    </message>
    <message>
        <source>Cannot read the schema: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>No se puede leer el esquema: %1</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tabla</translation>
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
        <translation>(cualquiera)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln tabla</numerusform>
            <numerusform>%Ln tablas</numerusform>
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
        <translation>%1 %2, hace referencia a %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>%Ln tabla o vista</numerusform>
            <numerusform>%Ln tablas y vistas</numerusform>
        </translation>
    </message>
    <message>
        <source>The source cannot be reached: %1
The names shown are from its last answer.</source>
        <extracomment>%1 is the database&apos;s error message; the schema tree keeps the names last read</extracomment>
        <translation>No se puede acceder al origen: %1
Los nombres mostrados son los de su última respuesta.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaCommand</name>
    <message>
        <source>Print the schemas, tables and columns a source shows, as JSON</source>
        <translation>Muestra en JSON los esquemas, las tablas y las columnas que muestra un origen</translation>
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
        <translation>Uso: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

Muestra exactamente lo que las reglas de visibilidad permiten ver de SRC (el
asistente no ve más): esquemas, luego tablas y vistas, y luego columnas con sus
tipos, nulabilidad, claves primarias, referencias y los comentarios de la base de datos. Los esquemas, tablas y
columnas ocultos se omiten; las columnas enmascaradas indican &quot;policy&quot;: &quot;mask&quot;.
Los catálogos del sistema y las tablas de migración siempre están ocultos. Reglas:
[visibility] y [source.NAME] en el archivo de configuración (docs/CONFIG.md).

Opciones:
      --source SRC     Un nombre de origen, demo o una URL. Obligatorio.
      --table TABLE    Solo esta tabla; una tabla oculta se notifica exactamente
                       igual que una que no existe.
  -h, --help           Muestra esta ayuda.

Estado de salida: 0 mostrado, 1 no se puede mostrar el origen o la tabla, 2 error de uso.
</translation>
    </message>
    <message>
        <source>schema needs --source SRC and no other arguments</source>
        <translation>schema necesita --source SRC y ningún otro argumento</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>El origen «%1» necesita una contraseña (NELUMBO_PASSWORD_%2 o el llavero)</translation>
    </message>
    <message>
        <source>No visible table named &quot;%1&quot; in this source</source>
        <translation>No hay ninguna tabla visible llamada «%1» en este origen</translation>
    </message>
</context>
<context>
    <name>nelumbo::ScriptRunner</name>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>statement %1 (line %2): %3</source>
        <translation>sentencia %1 (línea %2): %3</translation>
    </message>
    <message>
        <source>; run with --write to allow changes</source>
        <translation>; ejecute con --write para permitir cambios</translation>
    </message>
</context>
<context>
    <name>nelumbo::SecretStore</name>
    <message>
        <source>no password is stored for this source</source>
        <translation>no hay ninguna contraseña guardada para este origen</translation>
    </message>
    <message>
        <source>the system keychain is not available%1; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>el llavero del sistema no está disponible%1; parece que no hay ningún servicio de llavero, como GNOME Keyring o KWallet, en ejecución</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>el llavero del sistema denegó el acceso: %1</translation>
    </message>
    <message>
        <source>the system keychain failed: %1</source>
        <translation>error del llavero del sistema: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <source>AI Assistant</source>
        <translation>Asistente de IA</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceStore</name>
    <message>
        <source>%1: [%2] is ignored: a source name may hold only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1: se ignora [%2]: un nombre de origen solo puede contener letras, dígitos, &apos;_&apos; y &apos;-&apos;</translation>
    </message>
    <message>
        <source>%1: [%2]: demo is built in; its url and options cannot be changed and are ignored</source>
        <translation>%1: [%2]: demo está integrado; su URL y sus opciones no se pueden cambiar y se ignoran</translation>
    </message>
    <message>
        <source>%1: source %2: %3</source>
        <translation>%1: origen %2: %3</translation>
    </message>
    <message>
        <source>the password in its url is ignored; passwords are kept in the keychain, never in this file (use the connection dialog or &apos;nelumbo-cli sources add --password-stdin&apos;)</source>
        <translation>se ignora la contraseña de su URL; las contraseñas se guardan en el llavero, nunca en este archivo (use el cuadro de diálogo de conexión o &apos;nelumbo-cli sources add --password-stdin&apos;)</translation>
    </message>
    <message>
        <source>no url, so it is ignored</source>
        <translation>no tiene URL, por lo que se ignora</translation>
    </message>
    <message>
        <source>read_only must be true or false; the source is read-only</source>
        <translation>read_only debe ser true o false; el origen es de solo lectura</translation>
    </message>
    <message>
        <source>ai must be enabled, no-row-data or disabled; the assistant is disabled for it</source>
        <translation>ai debe ser enabled, no-row-data o disabled; el asistente queda desactivado para este origen</translation>
    </message>
    <message>
        <source>password must be none, keychain, secrets-file or ask (where the password is kept, never the password itself); the value is ignored and the password will be asked for</source>
        <translation>password debe ser none, keychain, secrets-file o ask (dónde se guarda la contraseña, nunca la contraseña en sí); se ignora el valor y se pedirá la contraseña</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>«%1» no es un nombre de origen válido: use letras, dígitos, &apos;_&apos; y &apos;-&apos;</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo está integrado y no se puede redefinir; elija otro nombre</translation>
    </message>
    <message>
        <source>the URL %1 holds a password; passwords are never written to the config file</source>
        <translation>la URL %1 contiene una contraseña; las contraseñas nunca se escriben en el archivo de configuración</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <source>demo is built in and cannot be removed</source>
        <translation>demo está integrado y no se puede eliminar</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot;</source>
        <translation>no existe ningún origen llamado «%1»</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot; (&apos;nelumbo-cli sources&apos; lists them); a URL looks like %2</source>
        <translation>no existe ningún origen llamado «%1» (&apos;nelumbo-cli sources&apos; los lista); una URL tiene el aspecto %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>«%1» no es una URL de origen: se esperaba un formato como %2</translation>
    </message>
    <message>
        <source>Unsupported data source scheme &quot;%1&quot; in &quot;%2&quot;: use %3</source>
        <translation>Esquema de origen de datos «%1» no admitido en «%2»: use %3</translation>
    </message>
    <message>
        <source>history must be on or off; nothing run on it is kept in the history</source>
        <translation>history debe ser on u off; no se guarda en el historial nada de lo que se ejecute en este origen</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceSwitcher</name>
    <message>
        <source>Data source</source>
        <translation>Origen de datos</translation>
    </message>
    <message>
        <source>The data source of the window</source>
        <translation>El origen de datos de la ventana</translation>
    </message>
    <message>
        <source>New Source…</source>
        <translation>Nuevo origen…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceUrl</name>
    <message>
        <source>&quot;%1&quot;: an %2 URL with // must have an empty host, as in %2:///absolute/path.db</source>
        <translation>«%1»: una URL %2 con // debe tener el host vacío, como en %2:///absolute/path.db</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no database file</source>
        <translation>«%1» no indica ningún archivo de base de datos</translation>
    </message>
    <message>
        <source>expected %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</source>
        <translation>se esperaba %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: %2</source>
        <translation>«%1» no es una URL de servidor: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a # must be written %23 (in a password too)</source>
        <translation>«%1»: un # debe escribirse como %23 (también en una contraseña)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the IPv6 address lacks its closing ]</source>
        <translation>«%1»: falta el ] de cierre de la dirección IPv6</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected text after the IPv6 address</source>
        <translation>«%1»: texto inesperado después de la dirección IPv6</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a : after the host must be followed by a port</source>
        <translation>«%1»: un : después del host debe ir seguido de un puerto</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: several hosts in one URL are not supported</source>
        <translation>«%1»: no se admiten varios hosts en una misma URL</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the port is not a number from 1 to 65535 (characters such as @ : / in a user name or password must be percent-encoded, @ as %40)</source>
        <translation>«%1»: el puerto no es un número del 1 al 65535 (los caracteres como @ : / en un nombre de usuario o una contraseña deben codificarse con porcentajes, @ como %40)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an @ after the host (characters such as / in a password must be percent-encoded, / as %2F)</source>
        <translation>«%1»: hay una @ después del host (los caracteres como / en una contraseña deben codificarse con porcentajes, / como %2F)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an option without a name</source>
        <translation>«%1»: una opción sin nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a % must be followed by two hexadecimal digits that encode UTF-8 text, and %2 is not allowed</source>
        <translation>«%1»: un % debe ir seguido de dos dígitos hexadecimales que codifiquen texto UTF-8, y %2 no está permitido</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>«%1» no es una URL de origen: se esperaba un formato como %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourcesCommand</name>
    <message>
        <source>cannot read standard input</source>
        <translation>no se puede leer la entrada estándar</translation>
    </message>
    <message>
        <source>--password-stdin: standard input holds no password</source>
        <translation>--password-stdin: la entrada estándar no contiene ninguna contraseña</translation>
    </message>
    <message>
        <source>List, add, remove and test the named data sources</source>
        <translation>Lista, añade, elimina y prueba los orígenes de datos con nombre</translation>
    </message>
    <message>
        <source>list: table (the default) or json.</source>
        <translation>list: table (predeterminado) o json.</translation>
    </message>
    <message>
        <source>add: allow statements that change the database. Sources are read-only unless this is given.</source>
        <translation>add: permite sentencias que modifican la base de datos. Los orígenes son de solo lectura si no se indica esta opción.</translation>
    </message>
    <message>
        <source>add: the schemas to search, in order, separated by commas (PostgreSQL).</source>
        <translation>add: los esquemas en los que se busca, en orden, separados por comas (PostgreSQL).</translation>
    </message>
    <message>
        <source>add: what the AI assistant may see: enabled (the default), no-row-data (schema and SQL only) or disabled.</source>
        <translation>add: lo que puede ver el asistente de IA: enabled (predeterminado), no-row-data (solo esquema y SQL) o disabled.</translation>
    </message>
    <message>
        <source>add: read the password from the first line of standard input and keep it in the system keychain.</source>
        <translation>add: lee la contraseña de la primera línea de la entrada estándar y la guarda en el llavero del sistema.</translation>
    </message>
    <message>
        <source>add: when no keychain service is running, keep the password in plain text in secrets.ini next to the config file, readable only by you.</source>
        <translation>add: si no hay ningún servicio de llavero en ejecución, guarda la contraseña como texto sin cifrar en secrets.ini, junto al archivo de configuración, legible solo por usted.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</source>
        <translation>Uso: nelumbo-cli sources [list] [--format table|json]
     nelumbo-cli sources add NAME URL [OPTIONS]
     nelumbo-cli sources remove NAME
     nelumbo-cli sources test NAME|URL

</translation>
    </message>
    <message>
        <source>A source is a name for a database URL with its options. Sources live in the config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same file the app uses; docs/CONFIG.md describes it. &apos;run --source NAME&apos; opens one. The source demo, the Chinook sample database, is always there.</source>
        <translation>Un origen es un nombre para la URL de una base de datos con sus opciones. Los orígenes se guardan en el archivo de configuración (--config FILE, $NELUMBO_CONFIG o el archivo predeterminado), el mismo que usa la aplicación; docs/CONFIG.md lo describe. &apos;run --source NAME&apos; abre uno. El origen demo, la base de datos de ejemplo Chinook, siempre está disponible.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Acciones:</translation>
    </message>
    <message>
        <source>Show every source: name, kind, URL (passwords masked), read-only and AI policy. The default action.</source>
        <translation>Muestra todos los orígenes: nombre, tipo, URL (con las contraseñas ocultas), solo lectura y política de IA. Es la acción predeterminada.</translation>
    </message>
    <message>
        <source>Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options or mysql://user@host:port/database. A URL must not hold a password: use --password-stdin.</source>
        <translation>Añade un origen. URL es sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options o mysql://user@host:port/database. Una URL no debe contener una contraseña: use --password-stdin.</translation>
    </message>
    <message>
        <source>Remove a source and its stored password.</source>
        <translation>Elimina un origen y su contraseña guardada.</translation>
    </message>
    <message>
        <source>Open the source and print ok with the server&apos;s version, or the error.</source>
        <translation>Abre el origen y muestra ok con la versión del servidor, o el error.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Passwords:</source>
        <translation>Contraseñas:</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in the config file. When no keychain service runs, &apos;add --password-stdin&apos; fails unless --allow-plaintext-secrets is given. The environment variable NELUMBO_PASSWORD_&lt;NAME&gt; (the name in capitals, &apos;-&apos; as &apos;_&apos;) overrides a stored password.</source>
        <translation>Las contraseñas se guardan en el llavero del sistema, nunca en el archivo de configuración. Si no hay ningún servicio de llavero en ejecución, &apos;add --password-stdin&apos; falla salvo que se indique --allow-plaintext-secrets. La variable de entorno NELUMBO_PASSWORD_&lt;NAME&gt; (el nombre en mayúsculas, con &apos;-&apos; como &apos;_&apos;) tiene prioridad sobre una contraseña guardada.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Estado de salida:</translation>
    </message>
    <message>
        <source>success; for test, the source opened</source>
        <translation>éxito; para test, el origen se abrió</translation>
    </message>
    <message>
        <source>runtime error: unknown source, the source cannot be opened, the password cannot be stored, the config file cannot be written</source>
        <translation>error de ejecución: origen desconocido, no se puede abrir el origen, no se puede guardar la contraseña o no se puede escribir el archivo de configuración</translation>
    </message>
    <message>
        <source>usage error: unknown action or option, bad NAME, a password in URL</source>
        <translation>error de uso: acción u opción desconocida, NAME no válido o una contraseña en la URL</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, add, remove or test</source>
        <translation>acción desconocida «%1»: use list, add, remove o test</translation>
    </message>
    <message>
        <source>too many arguments for &apos;sources %1&apos;</source>
        <translation>demasiados argumentos para &apos;sources %1&apos;</translation>
    </message>
    <message>
        <source>&apos;sources add&apos; needs a NAME and a URL</source>
        <translation>&apos;sources add&apos; necesita un NAME y una URL</translation>
    </message>
    <message>
        <source>&apos;sources %1&apos; needs a NAME</source>
        <translation>&apos;sources %1&apos; necesita un NAME</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;sources %2&apos;</source>
        <translation>--%1 no es una opción de &apos;sources %2&apos;</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>--format «%1» desconocido: use table o json</translation>
    </message>
    <message>
        <source>unknown --ai &quot;%1&quot;: use enabled, no-row-data or disabled</source>
        <translation>--ai «%1» desconocido: use enabled, no-row-data o disabled</translation>
    </message>
    <message>
        <source>--allow-plaintext-secrets only applies with --password-stdin</source>
        <translation>--allow-plaintext-secrets solo se aplica con --password-stdin</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>«%1» no es un nombre de origen válido: use letras, dígitos, &apos;_&apos; y &apos;-&apos;</translation>
    </message>
    <message>
        <source>the URL %1 holds a password, which other users can see on the command line and which stays in your shell history; leave it out and give it with --password-stdin</source>
        <translation>la URL %1 contiene una contraseña, que otros usuarios pueden ver en la línea de comandos y que queda en el historial del shell; quítela e indíquela con --password-stdin</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TIPO</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>SOLO LECTURA</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo está integrado y no se puede redefinir; elija otro nombre</translation>
    </message>
    <message>
        <source>a source named &quot;%1&quot; exists already; remove it first with &apos;nelumbo-cli sources remove %1&apos;</source>
        <translation>ya existe un origen llamado «%1»; elimínelo primero con &apos;nelumbo-cli sources remove %1&apos;</translation>
    </message>
    <message>
        <source>Source %1 added: %2</source>
        <translation>Origen %1 añadido: %2</translation>
    </message>
    <message>
        <source>cannot store the password: %1; the source was not added</source>
        <translation>no se puede guardar la contraseña: %1; no se añadió el origen</translation>
    </message>
    <message>
        <source>Add --allow-plaintext-secrets to keep the password in plain text in %1, readable only by you, or add the source without --password-stdin and set %2 when you use it.</source>
        <translation>Añada --allow-plaintext-secrets para guardar la contraseña como texto sin cifrar en %1, legible solo por usted, o añada el origen sin --password-stdin y defina %2 cuando lo use.</translation>
    </message>
    <message>
        <source>warning: no keychain service is running; the password is stored in plain text in %1, readable only by you</source>
        <translation>advertencia: no hay ningún servicio de llavero en ejecución; la contraseña se guarda como texto sin cifrar en %1, legible solo por usted</translation>
    </message>
    <message>
        <source>source %1 removed, but its password could not be: %2</source>
        <translation>se eliminó el origen %1, pero no su contraseña: %2</translation>
    </message>
    <message>
        <source>Source %1 removed</source>
        <translation>Origen %1 eliminado</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>pide la contraseña cada vez</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>no hay contraseña para el origen %1: %2; defina %3 para indicarla</translation>
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
        <translation>no se puede conectar a %1: %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli sources --help&apos; for more information.</source>
        <translation>Ejecute &apos;nelumbo-cli sources --help&apos; para obtener más información.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlFormatter</name>
    <message>
        <source>Not formatted: the quote or comment at character %1 does not end</source>
        <translation>No se ha formateado: las comillas o el comentario del carácter %1 no se cierran</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlIdentifier</name>
    <message>
        <source>Invalid table name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nombre de tabla no válido: «%1». Solo puede contener letras, dígitos y guiones bajos.</translation>
    </message>
    <message>
        <source>Invalid schema name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nombre de esquema no válido: «%1». Solo puede contener letras, dígitos y guiones bajos.</translation>
    </message>
    <message>
        <source>Invalid column name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nombre de columna no válido: «%1». Solo puede contener letras, dígitos y guiones bajos.</translation>
    </message>
    <message>
        <source>Invalid search_path entry: &quot;%1&quot;. The search path must be a comma-separated list of identifiers.</source>
        <translation>Entrada de search_path no válida: «%1». La ruta de búsqueda debe ser una lista de identificadores separados por comas.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlLanguage</name>
    <message>
        <source>Only a single query (SELECT, WITH, VALUES) can be sorted in the database</source>
        <translation>Solo una consulta única (SELECT, WITH, VALUES) se puede ordenar en la base de datos</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteAdapter</name>
    <message>
        <source>The database file %1 does not exist</source>
        <translation>El archivo de base de datos %1 no existe</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 no es un archivo</translation>
    </message>
    <message>
        <source>Not an SQLite database: %1</source>
        <translation>No es una base de datos SQLite: %1</translation>
    </message>
    <message>
        <source>This SQLite library does not support PRAGMA query_only</source>
        <translation>Esta biblioteca de SQLite no admite PRAGMA query_only</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la tabla %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>La sentencia está vacía</translation>
    </message>
    <message>
        <source>The SQLite database is not open</source>
        <translation>La base de datos SQLite no está abierta</translation>
    </message>
    <message>
        <source>SQLite databases</source>
        <translation>Bases de datos SQLite</translation>
    </message>
    <message>
        <source>Choose an SQLite Database</source>
        <translation>Elegir una base de datos SQLite</translation>
    </message>
    <message>
        <source>Open SQLite database</source>
        <translation>Abrir base de datos SQLite</translation>
    </message>
    <message>
        <source>Choose the SQLite database file.</source>
        <translation>Elija el archivo de base de datos SQLite.</translation>
    </message>
    <message>
        <source>the SQLite connection is not open</source>
        <translation>la conexión SQLite no está abierta</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteLocalStore</name>
    <message>
        <source>Cannot set up %1: %2</source>
        <translation>No se puede configurar %1: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message>
        <source>multi-select</source>
        <translation>selección múltiple</translation>
    </message>
    <message>
        <source>select</source>
        <translation>selección</translation>
    </message>
    <message>
        <source>list of %1 values</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>lista de valores de tipo %1</translation>
    </message>
    <message>
        <source>%1 input</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>entrada de tipo %1</translation>
    </message>
    <message>
        <source>options from a query</source>
        <translation>opciones de una consulta</translation>
    </message>
    <message>
        <source>label “%1”</source>
        <extracomment>%1 is the label a variable&apos;s input shows</extracomment>
        <translation>etiqueta «%1»</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its input such as &quot;select, 3 options&quot;</extracomment>
        <translation>%1: %2 (nueva)</translation>
    </message>
    <message>
        <source>%1: %2 (was: %3)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its new input, %3 the input before</extracomment>
        <translation>%1: %2 (antes: %3)</translation>
    </message>
    <message>
        <source>value “%1”</source>
        <extracomment>%1 is the value a variable gets</extracomment>
        <translation>valor «%1»</translation>
    </message>
    <message>
        <source>value “%1” → “%2”</source>
        <extracomment>%1 is a variable&apos;s value now, %2 the value it gets</extracomment>
        <translation>valor «%1» → «%2»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>%Ln opción</numerusform>
            <numerusform>%Ln opciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementGuard</name>
    <message>
        <source>The statement reads a table that does not exist or is not visible for this data source</source>
        <translation>La sentencia lee una tabla que no existe o no está visible para este origen de datos</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La tabla «%1» no existe o no está visible para este origen de datos</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source</source>
        <translation>Rechazada: esta sentencia no se puede comprobar con las reglas de visibilidad de este origen de datos</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source (%1)</source>
        <translation>Rechazada: esta sentencia no se puede comprobar con las reglas de visibilidad de este origen de datos (%1)</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La columna «%1» no existe o no está visible para este origen de datos</translation>
    </message>
</context>
<context>
    <name>nelumbo::SuggestionCards</name>
    <message>
        <source>Index</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Reescritura</translation>
    </message>
    <message>
        <source>High impact</source>
        <translation>Impacto alto</translation>
    </message>
    <message>
        <source>Low impact</source>
        <translation>Impacto bajo</translation>
    </message>
    <message>
        <source>Medium impact</source>
        <translation>Impacto medio</translation>
    </message>
    <message>
        <source>Optimisation suggestions</source>
        <translation>Sugerencias de optimización</translation>
    </message>
    <message>
        <source>The model had no suggestions for this statement.</source>
        <translation>El modelo no tiene sugerencias para esta sentencia.</translation>
    </message>
    <message>
        <source>Suggestion %1: %2</source>
        <translation>Sugerencia %1: %2</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Tipo: %1</translation>
    </message>
    <message>
        <source>Suggestion text</source>
        <translation>Texto de la sugerencia</translation>
    </message>
    <message>
        <source>Copy DDL</source>
        <translation>Copiar DDL</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Apply Rewrite…</source>
        <translation>Aplicar reescritura…</translation>
    </message>
    <message>
        <source>Shows the change to the query before replacing it</source>
        <translation>Muestra el cambio en la consulta antes de reemplazarla</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>(%n fila)</numerusform>
            <numerusform>(%n filas)</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK, %n fila afectada</numerusform>
            <numerusform>OK, %n filas afectadas</numerusform>
        </translation>
    </message>
    <message>
        <source>OK, %1 rows affected</source>
        <translation>OK, %1 filas afectadas</translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(se muestra %n fila; hay más disponibles)</numerusform>
            <numerusform>(se muestran las primeras %n filas; hay más disponibles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TagInput</name>
    <message>
        <source>Type a value, then Enter or a comma</source>
        <translation>Escriba un valor y presione Enter o una coma</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot;</source>
        <translation>Quitar «%1»</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TemplateCompiler</name>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Falta una variable obligatoria: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; cannot be part of a text literal</source>
        <translation>La variable de lista «%1» no puede formar parte de un literal de texto</translation>
    </message>
    <message>
        <source>%1 is not a variable: write %2, without spaces inside the braces</source>
        <translation>%1 no es una variable: escriba %2, sin espacios dentro de las llaves</translation>
    </message>
</context>
<context>
    <name>nelumbo::TextExportWriter</name>
    <message>
        <source>cannot write the export: %1</source>
        <translation>no se puede escribir la exportación: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TrustedAiContext</name>
    <message>
        <source>This feature is not available for this data source.</source>
        <translation>Esta función no está disponible para este origen de datos.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message>
        <source>Wrap</source>
        <translation>Ajustar líneas</translation>
    </message>
    <message>
        <source>Value viewer</source>
        <translation>Visor de valores</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the whole value</source>
        <translation>Copiar el valor completo</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Save the whole value to a file</source>
        <translation>Guardar el valor completo en un archivo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Select a cell to see its value in full.</source>
        <translation>Seleccione una celda para ver su valor completo.</translation>
    </message>
    <message>
        <source>Loading %1 bytes…</source>
        <translation>Cargando %1 bytes…</translation>
    </message>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (sin valor)</translation>
    </message>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>Texto, %Ln carácter</numerusform>
            <numerusform>Texto, %Ln caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON, %Ln carácter</numerusform>
            <numerusform>JSON, %Ln caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML, %Ln carácter</numerusform>
            <numerusform>XML, %Ln caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>Binario, %Ln byte</numerusform>
            <numerusform>Binario, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>Imagen %1 que no se puede mostrar, %Ln byte</numerusform>
            <numerusform>Imagen %1 que no se puede mostrar, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>Imagen %1, %2 × %3, %Ln byte</numerusform>
            <numerusform>Imagen %1, %2 × %3, %Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the first %1; Copy and Save give all of it</source>
        <translation>se muestran los primeros %1; Copiar y Guardar obtienen el valor completo</translation>
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
            <numerusform>%Ln carácter</numerusform>
            <numerusform>%Ln caracteres</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the value to %1: %2</source>
        <translation>No se pudo guardar el valor en %1: %2</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>Guardar valor</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableArguments</name>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--var admite NAME=VALUE, no «%1»</translation>
    </message>
    <message>
        <source>--var: &quot;%1&quot; is not a variable name; names are ASCII letters, digits and _, not starting with a digit, as in {{name}}</source>
        <translation>--var: «%1» no es un nombre de variable; los nombres son letras ASCII, dígitos y _, sin empezar por un dígito, como en {{name}}</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableCaster</name>
    <message>
        <source>Invalid number format: &apos;%1&apos; contains non-numeric characters</source>
        <translation>Formato de número no válido: «%1» contiene caracteres no numéricos</translation>
    </message>
    <message>
        <source>Invalid number format: &apos;%1&apos; is not a valid number</source>
        <translation>Formato de número no válido: «%1» no es un número válido</translation>
    </message>
    <message>
        <source>Invalid date format: &apos;%1&apos; is not a valid ISO8601 date</source>
        <translation>Formato de fecha no válido: «%1» no es una fecha ISO 8601 válida</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must have at least one value</source>
        <translation>La variable de lista «%1» debe tener al menos un valor</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableDefinition</name>
    <message>
        <source>A variable needs a name</source>
        <translation>Una variable necesita un nombre</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: select must define either static_options or options_query</source>
        <translation>Variable «%1»: select debe definir static_options u options_query</translation>
    </message>
    <message>
        <source>Variable type &quot;%1&quot; is invalid: use text, number or date</source>
        <translation>El tipo de variable «%1» no es válido: use text, number o date</translation>
    </message>
    <message>
        <source>Variable widget &quot;%1&quot; is invalid: use input or select</source>
        <translation>El widget de variable «%1» no es válido: use input o select</translation>
    </message>
    <message>
        <source>static_options cannot mix different formats - use consistent format throughout</source>
        <translation>static_options no puede mezclar formatos distintos: use el mismo formato en todas las opciones</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableEditor</name>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>(sin fecha)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Options failed to load</source>
        <translation>No se pudieron cargar las opciones</translation>
    </message>
    <message>
        <source>Options failed to load: %1</source>
        <translation>No se pudieron cargar las opciones: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableForm</name>
    <message>
        <source>Query variables</source>
        <translation>Variables de la consulta</translation>
    </message>
    <message>
        <source>Values are bound as parameters; [[ … ]] parts are left out while their variables are empty.</source>
        <translation>Los valores se vinculan como parámetros; las partes [[ … ]] se omiten mientras sus variables estén vacías.</translation>
    </message>
    <message>
        <source>Run with these values</source>
        <translation>Ejecutar con estos valores</translation>
    </message>
    <message>
        <source>Run the query again with the values above (Enter in a field)</source>
        <translation>Volver a ejecutar la consulta con los valores de arriba (Enter en un campo)</translation>
    </message>
    <message>
        <source>No database to run the options query on</source>
        <translation>No hay ninguna base de datos en la que ejecutar la consulta de opciones</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityConfig</name>
    <message>
        <source>Visibility rules for &quot;%1&quot; in %2: %3</source>
        <translation>Reglas de visibilidad de «%1» en %2: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityPolicy</name>
    <message>
        <source>&quot;%1&quot;: partial masks take two whole numbers</source>
        <translation>«%1»: las máscaras parciales admiten dos números enteros</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown mask &quot;%2&quot;</source>
        <translation>«%1»: máscara desconocida «%2»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a column policy (allow, omit, error or mask)</source>
        <translation>«%1» no es una política de columna (allow, omit, error o mask)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a column rule reads [schema.][table.]column=policy</source>
        <translation>«%1»: una regla de columna tiene el formato [schema.][table.]column=policy</translation>
    </message>
    <message>
        <source>Refused: the statement touches hidden table(s): %1</source>
        <translation>Rechazada: la sentencia accede a tablas ocultas: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibleCatalog</name>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la tabla %1</translation>
    </message>
    <message>
        <source>There is no column %1 in %2</source>
        <translation>No existe la columna %1 en %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::XlsxWriter</name>
    <message>
        <source>XLSX holds at most %1 columns; the result has %2</source>
        <translation>XLSX admite como máximo %1 columnas; el resultado tiene %2</translation>
    </message>
    <message>
        <source>cannot start the XLSX workbook %1</source>
        <translation>no se puede iniciar el libro XLSX %1</translation>
    </message>
    <message>
        <source>cannot add a sheet to the XLSX workbook</source>
        <translation>no se puede añadir una hoja al libro XLSX</translation>
    </message>
    <message>
        <source>cannot write an XLSX cell: %1</source>
        <translation>no se puede escribir una celda XLSX: %1</translation>
    </message>
    <message>
        <source>cannot write the XLSX file %1: %2</source>
        <translation>no se puede escribir el archivo XLSX %1: %2</translation>
    </message>
</context>
</TS>
