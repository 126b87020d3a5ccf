<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>main</name>
    <message>
        <source>Nelumbo: a query editor with an AI assistant.</source>
        <translation>Nelumbo&#xa0;: un éditeur de requêtes avec un assistant IA.</translation>
    </message>
    <message>
        <source>Render the main window after start-up (running the first tab) to FILE as PNG, then exit.</source>
        <translation>Enregistrer au format PNG dans FILE une image de la fenêtre principale après le démarrage (avec l&apos;exécution du premier onglet), puis quitter.</translation>
    </message>
    <message>
        <source>Start without the saved session and settings; nothing is saved on exit.</source>
        <translation>Démarrer sans la session ni les paramètres enregistrés&#x202f;; rien n&apos;est enregistré en quittant.</translation>
    </message>
    <message>
        <source>Print the start-up time once the window shows the loaded database, then exit (for benchmarks).</source>
        <translation>Afficher le temps de démarrage dès que la fenêtre montre la base de données chargée, puis quitter (pour les mesures de performances).</translation>
    </message>
    <message>
        <source>Show the interface in LANGUAGE (de, en, es, fr, ja, zh_CN) instead of the configured or system language.</source>
        <translation>Afficher l&apos;interface en LANGUAGE (de, en, es, fr, ja, zh_CN) au lieu de la langue configurée ou de celle du système.</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>gave up waiting for the window to be ready</source>
        <translation>abandon&#xa0;: la fenêtre n&apos;est toujours pas prête</translation>
    </message>
    <message>
        <source>nelumbo-cli: internal error: %1</source>
        <translation>nelumbo-cli&#xa0;: erreur interne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>Erreur interne</translation>
    </message>
    <message>
        <source>An operation failed with an internal error: %1

Save your work; restarting Nelumbo is advised.</source>
        <translation>Une opération a échoué sur une erreur interne&#xa0;: %1

Enregistrez votre travail&#xa0;; il est conseillé de redémarrer Nelumbo.</translation>
    </message>
    <message>
        <source>Query files to open in tabs, or a database file to open instead of the last one.</source>
        <translation>Fichiers de requêtes à ouvrir dans des onglets, ou un fichier de base de données à ouvrir à la place du dernier.</translation>
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
        <translation>Annulé</translation>
    </message>
</context>
<context>
    <name>nelumbo::AgentLoop</name>
    <message>
        <source>The request was cancelled.</source>
        <translation>La demande a été annulée.</translation>
    </message>
    <message>
        <source>The model used all %1 rounds without a valid statement.</source>
        <translation>Le modèle a utilisé ses %1 tours sans produire d&apos;instruction valide.</translation>
    </message>
    <message>
        <source>The model sent an empty reply.</source>
        <translation>Le modèle a envoyé une réponse vide.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiCommand</name>
    <message>
        <source>none (not needed)</source>
        <translation>aucune (inutile)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 input, %2 output per million tokens (%3, price table of %4)</source>
        <translation>%1 en entrée, %2 en sortie par million de jetons (%3, grille tarifaire du %4)</translation>
    </message>
    <message>
        <source>Show, test and list the AI provider&apos;s models</source>
        <translation>Afficher, tester et lister les modèles du fournisseur d&apos;IA</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli ai [status] [--format text|json]
              nelumbo-cli ai test
              nelumbo-cli ai models

</translation>
    </message>
    <message>
        <source>The AI assistant is off until it is given a model as provider:model, such as openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see docs/CONFIG.md) or, for the command line, with the environment variable NELUMBO_AI_MODEL, which also switches it on.</source>
        <translation>L&apos;assistant IA reste désactivé tant qu&apos;aucun modèle ne lui est donné sous la forme fournisseur:modèle, par exemple openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash ou ollama:qwen2.5-coder&#xa0;: dans le fichier de configuration ([ai] enabled=true et model=…, voir docs/CONFIG.md) ou, pour la ligne de commande, avec la variable d&apos;environnement NELUMBO_AI_MODEL, qui l&apos;active également.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Actions&#xa0;:</translation>
    </message>
    <message>
        <source>Print the provider, model, base URL and where the API key comes from (never the key). The default action.</source>
        <translation>Afficher le fournisseur, le modèle, l&apos;URL de base et la provenance de la clé API (jamais la clé elle-même). Action par défaut.</translation>
    </message>
    <message>
        <source>Send one tiny request (&quot;Reply with the single word OK.&quot;) and print exactly what came back, or the error.</source>
        <translation>Envoyer une toute petite demande («&#xa0;Reply with the single word OK.&#xa0;») et afficher exactement ce qui a été renvoyé, ou l&apos;erreur.</translation>
    </message>
    <message>
        <source>List the models the provider offers, one per line.</source>
        <translation>Lister les modèles proposés par le fournisseur, un par ligne.</translation>
    </message>
    <message>
        <source>Keys and addresses:</source>
        <translation>Clés et adresses&#xa0;:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>status: AI is configured with a key; test: the model answered; models: listed</source>
        <translation>status&#xa0;: l&apos;IA est configurée avec une clé&#x202f;; test&#xa0;: le modèle a répondu&#x202f;; models&#xa0;: modèles listés</translation>
    </message>
    <message>
        <source>not configured, no key, or the provider failed (the message says which)</source>
        <translation>non configurée, pas de clé, ou échec du fournisseur (le message précise lequel)</translation>
    </message>
    <message>
        <source>usage error</source>
        <translation>erreur d&apos;utilisation</translation>
    </message>
    <message>
        <source>too many arguments for &apos;ai %1&apos;</source>
        <translation>trop d&apos;arguments pour «&#xa0;ai %1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use status, test or models</source>
        <translation>action inconnue «&#xa0;%1&#xa0;»&#xa0;: utilisez status, test ou models</translation>
    </message>
    <message>
        <source>--format is text or json, for &apos;ai status&apos;</source>
        <translation>--format vaut text ou json pour «&#xa0;ai status&#xa0;»</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>enabled (%1)</source>
        <translation>activée (%1)</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non définie</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>no token counts</source>
        <translation>aucun nombre de jetons</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>%1 jetons de prompt + %2 jetons de réponse</translation>
    </message>
    <message>
        <source>ok: %1 answered in %2 s: &quot;%3&quot; (stop: %4; %5; cost %6)</source>
        <translation>ok&#xa0;: %1 a répondu en %2&#xa0;s&#xa0;: «&#xa0;%3&#xa0;» (arrêt&#xa0;: %4&#x202f;; %5&#x202f;; coût %6)</translation>
    </message>
    <message>
        <source>from the system keychain</source>
        <translation>depuis le trousseau du système</translation>
    </message>
    <message>
        <source>from the environment variable %1</source>
        <translation>depuis la variable d&apos;environnement %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A label before its value in &quot;nelumbo-cli ai status&quot; (French: &quot;%1 :&quot;)</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>The key comes from the provider&apos;s environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the app&apos;s AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider elsewhere.</source>
        <translation>La clé provient de la variable d&apos;environnement du fournisseur (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY ou GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) ou du trousseau du système, où les paramètres IA de l&apos;application l&apos;enregistrent. Les serveurs locaux (ollama, lmstudio, llamacpp, vllm) n&apos;en ont pas besoin. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST et AZURE_OPENAI_ENDPOINT, ou ai/base_url dans le fichier de configuration, dirigent un fournisseur vers une autre adresse.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiConfig</name>
    <message>
        <source>AI is enabled but no model is set (ai/model).</source>
        <translation>L&apos;IA est activée mais aucun modèle n&apos;est défini (ai/model).</translation>
    </message>
    <message>
        <source>The model name is missing in &quot;%1&quot;.</source>
        <translation>Le nom du modèle manque dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The base URL from %1 is not a valid http(s) URL.</source>
        <translation>L&apos;URL de base provenant de %1 n&apos;est pas une URL http(s) valide.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource: set ai/base_url or %2.</source>
        <translation>%1 a besoin de l&apos;adresse de votre ressource&#xa0;: définissez ai/base_url ou %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiEngine</name>
    <message>
        <source>No API key is configured for %1.</source>
        <translation>Aucune clé API n&apos;est configurée pour %1.</translation>
    </message>
    <message>
        <source>Choose a data source first.</source>
        <translation>Choisissez d&apos;abord une source de données.</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>L&apos;assistant IA est désactivé pour cette source.</translation>
    </message>
    <message>
        <source>Data source &quot;%1&quot; is read-only (read_only = true in its configuration), so statements that change data cannot be generated for it</source>
        <translation>La source de données «&#xa0;%1&#xa0;» est en lecture seule (read_only = true dans sa configuration)&#xa0;: impossible de générer pour elle des instructions qui modifient les données</translation>
    </message>
    <message>
        <source>The model&apos;s answer holds no list of suggestions.</source>
        <translation>La réponse du modèle ne contient aucune liste de suggestions.</translation>
    </message>
    <message>
        <source>Generating statements is not supported for this source: %1</source>
        <translation>La génération d&apos;instructions n&apos;est pas disponible pour cette source&#xa0;: %1</translation>
    </message>
    <message>
        <source>Explanations are not supported for this source: %1</source>
        <translation>Les explications ne sont pas disponibles pour cette source&#xa0;: %1</translation>
    </message>
    <message>
        <source>Optimization suggestions are not supported for this source: %1</source>
        <translation>Les suggestions d&apos;optimisation ne sont pas disponibles pour cette source&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message>
        <source>&amp;Use the AI assistant</source>
        <translation>&amp;Utiliser l&apos;assistant IA</translation>
    </message>
    <message>
        <source>Use the AI assistant</source>
        <translation>Utiliser l&apos;assistant IA</translation>
    </message>
    <message>
        <source>Off by default. While it is off, nothing is sent to any AI provider.</source>
        <translation>Désactivé par défaut. Tant qu&apos;il est désactivé, rien n&apos;est envoyé à aucun fournisseur d&apos;IA.</translation>
    </message>
    <message>
        <source>The assistant writes, explains and fixes queries. It uses your own account with a provider, or a model server on this machine.</source>
        <translation>L&apos;assistant écrit, explique et corrige des requêtes. Il utilise votre propre compte chez un fournisseur, ou un serveur de modèles installé sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Environment override</source>
        <translation>Remplacement par l&apos;environnement</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>%1 (on this machine)</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 (sur cet ordinateur)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Pick a model from the provider&apos;s list, or type its name.</source>
        <translation>Choisissez un modèle dans la liste du fournisseur, ou saisissez son nom.</translation>
    </message>
    <message>
        <source>Refresh the model list</source>
        <translation>Actualiser la liste des modèles</translation>
    </message>
    <message>
        <source>Ask the provider for its models again</source>
        <translation>Redemander ses modèles au fournisseur</translation>
    </message>
    <message>
        <source>Model list status</source>
        <translation>État de la liste des modèles</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>Leave empty for the provider&apos;s own address; set it for a proxy or a server of your own.</source>
        <translation>Laissez vide pour utiliser l&apos;adresse du fournisseur&#x202f;; renseignez-la pour un proxy ou votre propre serveur.</translation>
    </message>
    <message>
        <source>Base URL note</source>
        <translation>Remarque sur l&apos;URL de base</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Send one tiny request to the model and report what happened</source>
        <translation>Envoyer une toute petite demande au modèle et indiquer le résultat</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Test en cours</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé API&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>URL de &amp;base&#xa0;:</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>Ask for a &amp;fix when a query fails</source>
        <translation>Demander une &amp;correction quand une requête échoue</translation>
    </message>
    <message>
        <source>Ask for a fix when a query fails</source>
        <translation>Demander une correction quand une requête échoue</translation>
    </message>
    <message>
        <source>When a statement fails, send it with the error to the assistant once and show the fix it proposes; a fix that fails too is not sent again.</source>
        <translation>Quand une instruction échoue, l&apos;envoyer une fois à l&apos;assistant avec l&apos;erreur et afficher la correction proposée&#x202f;; une correction qui échoue à son tour n&apos;est pas renvoyée.</translation>
    </message>
    <message>
        <source>NELUMBO_AI_MODEL is set to &quot;%1&quot; in the environment: it turns the assistant on with that model, whatever is chosen here.</source>
        <translation>NELUMBO_AI_MODEL vaut «&#xa0;%1&#xa0;» dans l&apos;environnement&#xa0;: cette variable active l&apos;assistant avec ce modèle, quel que soit le choix fait ici.</translation>
    </message>
    <message>
        <source>The configured model &quot;%1&quot; cannot be used: %2</source>
        <extracomment>%1 is a model such as openai:gpt-4o, %2 why it cannot be used</extracomment>
        <translation>Le modèle configuré «&#xa0;%1&#xa0;» ne peut pas être utilisé&#xa0;: %2</translation>
    </message>
    <message>
        <source>for example %1</source>
        <extracomment>%1 is the name of a model</extracomment>
        <translation>par exemple %1</translation>
    </message>
    <message>
        <source>%1 has no model list: type the deployment name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 ne fournit pas de liste de modèles&#xa0;: saisissez le nom du déploiement.</translation>
    </message>
    <message>
        <source>required, for example https://NAME.openai.azure.com</source>
        <translation>obligatoire, par exemple https://NAME.openai.azure.com</translation>
    </message>
    <message>
        <source>Set by %1 in the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Défini par %1 dans l&apos;environnement.</translation>
    </message>
    <message>
        <source>Choose a provider.</source>
        <translation>Choisissez un fournisseur.</translation>
    </message>
    <message>
        <source>Choose or type a model first.</source>
        <translation>Choisissez ou saisissez d&apos;abord un modèle.</translation>
    </message>
    <message>
        <source>The base URL is not a valid http or https URL.</source>
        <translation>L&apos;URL de base n&apos;est pas une URL http ou https valide.</translation>
    </message>
    <message>
        <source>The base URL in %1 is not a valid http or https URL.</source>
        <translation>L&apos;URL de base indiquée dans %1 n&apos;est pas une URL http ou https valide.</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource in Base URL.</source>
        <translation>%1 a besoin de l&apos;adresse de votre ressource dans URL de base.</translation>
    </message>
    <message>
        <source>Loading the models of %1…</source>
        <translation>Chargement des modèles de %1…</translation>
    </message>
    <message>
        <source>Type the key to list the models, or type a model name.</source>
        <translation>Saisissez la clé pour lister les modèles, ou saisissez un nom de modèle.</translation>
    </message>
    <message>
        <source>The models could not be listed: %1</source>
        <translation>Impossible de lister les modèles&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 lists no models; type the model name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 ne liste aucun modèle&#x202f;; saisissez le nom du modèle.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connected: %1 answered with model %2 in %3 ms.</source>
        <extracomment>%1 is the name of an AI provider, %2 a model, %3 a number of milliseconds</extracomment>
        <translation>Connecté&#xa0;: %1 a répondu avec le modèle %2 en %3&#xa0;ms.</translation>
    </message>
    <message>
        <source>The key came from the system keychain.</source>
        <translation>La clé provient du trousseau du système.</translation>
    </message>
    <message>
        <source>The typed key works; it is stored when you apply.</source>
        <translation>La clé saisie fonctionne&#x202f;; elle sera enregistrée lorsque vous appliquerez les paramètres.</translation>
    </message>
    <message>
        <source>The key came from %1.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>La clé provient de %1.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is the provider&apos;s id of the request, for its support</extracomment>
        <translation>demande %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <extracomment>%1 is an error message, %2 technical details such as its code and HTTP status</extracomment>
        <translation>Échec&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Le test a été annulé.</translation>
    </message>
    <message>
        <source>Nothing was saved: the base URL is not a valid http or https URL.</source>
        <translation>Rien n&apos;a été enregistré&#xa0;: l&apos;URL de base n&apos;est pas une URL http ou https valide.</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>Les paramètres n&apos;ont pas pu être écrits dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%Ln modèle fourni par %1.</numerusform>
            <numerusform>%Ln modèles fournis par %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest the rest of a statement &amp;while typing</source>
        <translation>Suggérer la fin de l&apos;instruction &amp;pendant la saisie</translation>
    </message>
    <message>
        <source>Suggest the rest of a statement while typing</source>
        <translation>Suggérer la fin de l&apos;instruction pendant la saisie</translation>
    </message>
    <message>
        <source>After a pause in typing, ask the provider for the rest of the statement and show it as grey text after the cursor; Tab accepts it, any other key dismisses it. Each suggestion is a request to the provider, with its tokens and cost.</source>
        <translation>Après une pause dans la saisie, demander au fournisseur la fin de l&apos;instruction et l&apos;afficher en texte gris après le curseur&#x202f;; Tab l&apos;accepte, toute autre touche l&apos;ignore. Chaque suggestion est une demande au fournisseur, avec ses jetons et son coût.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSourceCommand</name>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiTask</name>
    <message>
        <source>Unknown kind &quot;%1&quot;: use generation, explanation or optimization.</source>
        <translation>Type inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez generation, explanation ou optimization.</translation>
    </message>
</context>
<context>
    <name>nelumbo::AnthropicFormat</name>
    <message>
        <source>The reply has no content.</source>
        <translation>La réponse n&apos;a pas de contenu.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Conservée dans le trousseau du système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <source>Show the API key</source>
        <translation>Afficher la clé API</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Show or hide the typed key</source>
        <translation>Afficher ou masquer la clé saisie</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Supprimer la clé API enregistrée</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the key stored in the system keychain for this provider</source>
        <translation>Supprimer la clé enregistrée dans le trousseau du système pour ce fournisseur</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>État de la clé API</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>from %1</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>depuis %1</translation>
    </message>
    <message>
        <source>Using %1 from the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>Utilisation de %1 depuis l&apos;environnement.</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>inutile</translation>
    </message>
    <message>
        <source>%1 runs on your machine and needs no key.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 fonctionne sur votre ordinateur et n&apos;a pas besoin de clé.</translation>
    </message>
    <message>
        <source>Looking in the system keychain…</source>
        <translation>Recherche dans le trousseau du système…</translation>
    </message>
    <message>
        <source>A key is stored in the system keychain.</source>
        <translation>Une clé est enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain.</source>
        <translation>Aucune clé enregistrée pour l&apos;instant. Elle sera placée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain; %1 in the environment works too.</source>
        <extracomment>%1 names environment variables</extracomment>
        <translation>Aucune clé enregistrée pour l&apos;instant. Elle sera placée dans le trousseau du système&#x202f;; %1 dans l&apos;environnement fonctionne aussi.</translation>
    </message>
    <message>
        <source>No provider.</source>
        <translation>Aucun fournisseur.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Enregistrement de la clé dans le trousseau du système…</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>La clé est enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file.</source>
        <translation>La clé n&apos;a pas été enregistrée&#xa0;: %1. Nelumbo ne conserve les clés API que dans le trousseau du système, jamais dans un fichier en clair.</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file; set %2 in the environment instead.</source>
        <translation>La clé n&apos;a pas été enregistrée&#xa0;: %1. Nelumbo ne conserve les clés API que dans le trousseau du système, jamais dans un fichier en clair&#x202f;; définissez plutôt %2 dans l&apos;environnement.</translation>
    </message>
    <message>
        <source>The stored key was removed from the system keychain.</source>
        <translation>La clé enregistrée a été supprimée du trousseau du système.</translation>
    </message>
    <message>
        <source>The key could not be removed: %1</source>
        <translation>La clé n&apos;a pas pu être supprimée&#xa0;: %1</translation>
    </message>
    <message>
        <source>stored (type a new key to replace it)</source>
        <translation>enregistrée (saisissez une nouvelle clé pour la remplacer)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 and %2 are names of environment variables</extracomment>
        <translation>%1 ou %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyStore</name>
    <message>
        <source>the system keychain refused access</source>
        <translation>le trousseau du système a refusé l&apos;accès</translation>
    </message>
    <message>
        <source>the system keychain is not available; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>le trousseau du système n&apos;est pas disponible&#x202f;; aucun service de trousseau tel que GNOME Keyring ou KWallet ne semble fonctionner</translation>
    </message>
    <message>
        <source>Store a key in the AI settings.</source>
        <translation>Enregistrez une clé dans les paramètres IA.</translation>
    </message>
    <message>
        <source>Set %1 or store a key in the AI settings.</source>
        <translation>Définissez %1 ou enregistrez une clé dans les paramètres IA.</translation>
    </message>
    <message>
        <source>(The system keychain could not be read.)</source>
        <translation>(Le trousseau du système n&apos;a pas pu être lu.)</translation>
    </message>
</context>
<context>
    <name>nelumbo::AssistantController</name>
    <message>
        <source>&amp;Ask the Assistant…</source>
        <translation>&amp;Demander à l&apos;assistant…</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>&amp;Expliquer la sélection</translation>
    </message>
    <message>
        <source>&amp;Optimize Query</source>
        <translation>&amp;Optimiser la requête</translation>
    </message>
    <message>
        <source>&amp;Fix with AI</source>
        <translation>&amp;Corriger avec l&apos;IA</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1)</source>
        <translation>Configurez l&apos;IA dans les paramètres (%1)</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1): %2</source>
        <translation>Configurez l&apos;IA dans les paramètres (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fix with AI needs a failed statement: it offers itself when a run fails</source>
        <translation>«&#xa0;Corriger avec l&apos;IA&#xa0;» nécessite une instruction en échec&#xa0;: cette action est proposée quand une exécution échoue</translation>
    </message>
    <message>
        <source>The assistant is busy with another answer</source>
        <translation>L&apos;assistant est occupé par une autre réponse</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>&amp;Inline Suggestions</source>
        <translation>&amp;Suggestions dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Propose the rest of the statement as grey text after a pause in typing; Tab accepts it</source>
        <translation>Proposer la fin de l&apos;instruction en texte gris après une pause dans la saisie&#x202f;; Tab l&apos;accepte</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatInput</name>
    <message>
        <source>Message to the assistant</source>
        <translation>Message à l&apos;assistant</translation>
    </message>
    <message>
        <source>Ask about this source&apos;s data… (Enter sends, Shift+Enter: new line)</source>
        <translation>Posez une question sur les données de cette source… (Enter pour envoyer, Shift+Enter&#xa0;: nouvelle ligne)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <source>Assistant&apos;s answer</source>
        <translation>Réponse de l&apos;assistant</translation>
    </message>
    <message>
        <source>Failed statement</source>
        <translation>Instruction en échec</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Statement failed</source>
        <translation>L&apos;instruction a échoué</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Retry the request</source>
        <translation>Relancer la demande</translation>
    </message>
    <message>
        <source>The assistant could not write a statement for this request.</source>
        <translation>L&apos;assistant n&apos;a pas pu écrire d&apos;instruction pour cette demande.</translation>
    </message>
    <message>
        <source>The assistant stopped: it needed too many steps.</source>
        <translation>L&apos;assistant s&apos;est arrêté&#xa0;: il lui fallait trop d&apos;étapes.</translation>
    </message>
    <message>
        <source>The AI provider refused the request for now.</source>
        <translation>Le fournisseur d&apos;IA a refusé la demande pour le moment.</translation>
    </message>
    <message>
        <source>The AI provider could not be reached.</source>
        <translation>Le fournisseur d&apos;IA est injoignable.</translation>
    </message>
    <message>
        <source>The AI provider is not set up correctly.</source>
        <translation>Le fournisseur d&apos;IA n&apos;est pas correctement configuré.</translation>
    </message>
    <message>
        <source>The assistant cannot work on this source.</source>
        <translation>L&apos;assistant ne peut pas travailler sur cette source.</translation>
    </message>
    <message>
        <source>The request to the assistant failed.</source>
        <translation>La demande adressée à l&apos;assistant a échoué.</translation>
    </message>
    <message>
        <source>Working (step %1)…</source>
        <translation>Travail en cours (étape %1)…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Travail en cours…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>%1 is the name of a tool the assistant uses, such as list_tables</extracomment>
        <translation>Appel de %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1 jeton (%2 en entrée, %3 en sortie)</numerusform>
            <numerusform>%1 jetons (%2 en entrée, %3 en sortie)</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens not reported</source>
        <translation>jetons non communiqués</translation>
    </message>
    <message>
        <source>cost %1</source>
        <extracomment>%1 is an amount of money</extracomment>
        <translation>coût %1</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>coût inconnu</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message>
        <source>C&amp;lear Conversation</source>
        <translation>E&amp;ffacer la conversation</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Assistant chat</source>
        <translation>Discussion avec l&apos;assistant</translation>
    </message>
    <message>
        <source>Forget the conversation about this source (%1)</source>
        <translation>Oublier la conversation sur cette source (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the conversation</source>
        <translation>Effacer la conversation</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>Conversation effacée.</translation>
    </message>
    <message>
        <source>Undo clearing the conversation</source>
        <translation>Annuler l&apos;effacement de la conversation</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Ask for a query in plain words. The assistant reads the schema through tools, checks its statement against the database, and shows what it called and what it cost.</source>
        <translation>Demandez une requête en langage courant. L&apos;assistant lit le schéma au moyen d&apos;outils, vérifie son instruction sur la base de données et montre ce qu&apos;il a appelé et ce que cela a coûté.</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Envoyer (Enter)</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Arrêter la réponse (Esc)</translation>
    </message>
    <message>
        <source>Ask the last question again</source>
        <translation>Reposer la dernière question</translation>
    </message>
    <message>
        <source>Tokens and cost of this session</source>
        <translation>Jetons et coût de cette session</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplète</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>The conversation could not be saved: %1</source>
        <translation>La conversation n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Chat about %1</source>
        <extracomment>%1 is the name of the data source the chat is about</extracomment>
        <translation>Discussion sur %1</translation>
    </message>
    <message>
        <source>This session: no answers yet</source>
        <translation>Cette session&#xa0;: aucune réponse pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 jeton</numerusform>
            <numerusform>%1 jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>coût inconnu</translation>
    </message>
    <message>
        <source>cost %1 + unknown</source>
        <extracomment>%1 is an amount of money; the cost of some answers is not known</extracomment>
        <translation>coût %1 + inconnu</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coût %1</translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>Cette session&#xa0;: %Ln réponse</numerusform>
            <numerusform>Cette session&#xa0;: %Ln réponses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>%Ln suggestion dans l&apos;éditeur</numerusform>
            <numerusform>%Ln suggestions dans l&apos;éditeur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>Cette session&#xa0;: %Ln suggestion dans l&apos;éditeur</numerusform>
            <numerusform>Cette session&#xa0;: %Ln suggestions dans l&apos;éditeur</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatSession</name>
    <message>
        <source>%1 It was kept as %2; this chat starts anew.</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 is a file path</extracomment>
        <translation>%1 Le fichier a été conservé sous %2&#x202f;; cette discussion repart de zéro.</translation>
    </message>
    <message>
        <source>%1 New messages are not saved until the file can be moved (%2).</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 why it was not moved</extracomment>
        <translation>%1 Les nouveaux messages ne sont pas enregistrés tant que le fichier ne peut pas être déplacé (%2).</translation>
    </message>
    <message>
        <source>There is no cleared conversation.</source>
        <translation>Il n&apos;y a aucune conversation effacée.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatStatementCard</name>
    <message>
        <source>Insert</source>
        <translation>Insérer</translation>
    </message>
    <message>
        <source>Replace Query</source>
        <translation>Remplacer la requête</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Generated statement</source>
        <translation>Instruction générée</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Instruction</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variables&#xa0;: %1</translation>
    </message>
    <message>
        <source>Insert the statement at the editor&apos;s cursor</source>
        <translation>Insérer l&apos;instruction à l&apos;emplacement du curseur dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Insert statement</source>
        <translation>Insérer l&apos;instruction</translation>
    </message>
    <message>
        <source>Replace the tab&apos;s query with this statement (shows the difference first)</source>
        <translation>Remplacer la requête de l&apos;onglet par cette instruction (affiche d&apos;abord les différences)</translation>
    </message>
    <message>
        <source>Replace query</source>
        <translation>Remplacer la requête</translation>
    </message>
    <message>
        <source>Copy the statement to the clipboard</source>
        <translation>Copier l&apos;instruction dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copy statement</source>
        <translation>Copier l&apos;instruction</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Changes data: it runs only when you run it yourself.</source>
        <translation>Modifie des données : elle ne s’exécute que lorsque vous l’exécutez vous-même.</translation>
    </message>
    <message>
        <source>Generated statement that changes data</source>
        <translation>Instruction générée qui modifie des données</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message>
        <source>Show the tools the assistant called</source>
        <translation>Afficher les outils appelés par l&apos;assistant</translation>
    </message>
    <message>
        <source>Tools the assistant called</source>
        <translation>Outils appelés par l&apos;assistant</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>en cours…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 is the error message a tool returned</extracomment>
        <translation>erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>Outils utilisés&#xa0;: %n</numerusform>
            <numerusform>Outils utilisés&#xa0;: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CheckCommand</name>
    <message>
        <source>Tell whether a statement may run in read-only mode, as JSON</source>
        <translation>Indiquer en JSON si une instruction peut s&apos;exécuter en mode lecture seule</translation>
    </message>
    <message>
        <source>check needs --source SRC</source>
        <translation>check a besoin de --source SRC</translation>
    </message>
    <message>
        <source>check takes exactly one STATEMENT (quote it)</source>
        <translation>check prend exactement un STATEMENT (mettez-le entre guillemets)</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli check --source SRC STATEMENT

Classe STATEMENT comme le fait le mode lecture seule avant que quoi que ce soit
n&apos;atteigne la base de données, pour le langage de requête de SRC (un nom de source,
demo ou une URL), et affiche le verdict en JSON&#xa0;:
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
L&apos;instruction n&apos;atteint jamais la base de données. Le mode lecture seule fait aussi
refuser les écritures par la session elle-même quand elle le peut&#x202f;; pour une source
dont seul le serveur sait s&apos;il le fait (Redis&#xa0;: un utilisateur ACL en lecture seule),
check se connecte en lecture seule pour le demander, ajoute &quot;write_guard&quot; (&quot;source&quot;
ou &quot;check_only&quot;) et avertit sur la sortie d&apos;erreur quand seule cette vérification
protège la source. Si le serveur est injoignable, le verdict s&apos;affiche avec une note.

Options&#xa0;:
      --source SRC  La source de données dont le dialecte est utilisé. Obligatoire.
  -h, --help        Afficher cette aide.

Code de sortie&#xa0;:
  0  l&apos;instruction est autorisée
  1  elle est refusée (ou SRC ne peut pas être résolue)
  2  erreur d&apos;utilisation
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note&#xa0;: %1</translation>
    </message>
    <message>
        <source>note: source &quot;%1&quot; needs a password, so whether the server refuses writes itself was not asked</source>
        <translation>note&#xa0;: la source &quot;%1&quot; demande un mot de passe, on n&apos;a donc pas demandé si le serveur refuse lui-même les écritures</translation>
    </message>
    <message>
        <source>note: could not connect to &quot;%1&quot; to ask whether the server refuses writes itself (%2); the verdict is this check&apos;s alone</source>
        <translation>note&#xa0;: connexion à &quot;%1&quot; impossible pour demander si le serveur refuse lui-même les écritures (%2)&#x202f;; le verdict est celui de cette seule vérification</translation>
    </message>
    <message>
        <source>warning: only this check protects &quot;%1&quot;: the server would accept writes from its user (a read-only user makes the server refuse them too)</source>
        <translation>avertissement&#xa0;: seule cette vérification protège &quot;%1&quot;&#xa0;: le serveur accepterait les écritures de son utilisateur (avec un utilisateur en lecture seule, le serveur les refuse aussi)</translation>
    </message>
</context>
<context>
    <name>nelumbo::CliApp</name>
    <message>
        <source>Read settings and sources from FILE instead of $NELUMBO_CONFIG or ~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before COMMAND.</source>
        <translation>Lire les paramètres et les sources dans FILE au lieu de $NELUMBO_CONFIG ou de ~/.config/Nelumbo/nelumbo/nelumbo.conf&#x202f;; voir docs/CONFIG.md. Se place avant COMMAND.</translation>
    </message>
    <message>
        <source>--config needs a FILE</source>
        <translation>--config a besoin d&apos;un FILE</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>aucune commande indiquée</translation>
    </message>
    <message>
        <source>help takes one COMMAND at most</source>
        <translation>help prend au plus une COMMAND</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli --help&apos; for more information.</source>
        <translation>Essayez «&#xa0;nelumbo-cli --help&#xa0;» pour plus d&apos;informations.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
              nelumbo-cli help COMMAND
              nelumbo-cli --help | --version

</translation>
    </message>
    <message>
        <source>Nelumbo&apos;s query engine on the command line.</source>
        <translation>Le moteur de requêtes de Nelumbo en ligne de commande.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes&#xa0;:</translation>
    </message>
    <message>
        <source>Show the help of COMMAND</source>
        <translation>Afficher l&apos;aide de COMMAND</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <source>Show this help; with a COMMAND, that command&apos;s help.</source>
        <translation>Afficher cette aide&#x202f;; avec COMMAND, l&apos;aide de cette commande.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Afficher la version.</translation>
    </message>
    <message>
        <source>Run &apos;nelumbo-cli COMMAND --help&apos; or &apos;nelumbo-cli help COMMAND&apos; for the options of a command.</source>
        <translation>Lancez «&#xa0;nelumbo-cli COMMAND --help&#xa0;» ou «&#xa0;nelumbo-cli help COMMAND&#xa0;» pour voir les options d&apos;une commande.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>runtime error, such as a failing statement</source>
        <translation>erreur d&apos;exécution, par exemple une instruction qui échoue</translation>
    </message>
    <message>
        <source>usage error on the command line</source>
        <translation>erreur d&apos;utilisation de la ligne de commande</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>interrompu par Ctrl+C</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
</context>
<context>
    <name>nelumbo::CompleteCommand</name>
    <message>
        <source>Print the completion candidates at a cursor in a statement, as JSON</source>
        <translation>Afficher en JSON les propositions de complétion à une position du curseur dans une instruction</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

Affiche ce que la complétion de l&apos;éditeur propose à la position de caractère N
de TEXT (par défaut&#xa0;: sa fin)&#xa0;: la plage que le texte choisi remplace et les
candidats, les meilleurs d&apos;abord, chacun avec son texte, son type (keyword,
function, schema, table, view, column, variable, command, key) et un détail (le
type d&apos;une colonne, le schéma d&apos;une table). Les tables que les règles de
visibilité cachent ne sont jamais proposées.

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
      --cursor N       La position de caractère du curseur dans TEXT.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 affiché, 1 source illisible, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>complete needs --source SRC and one TEXT</source>
        <translation>complete a besoin de --source SRC et d&apos;un seul TEXT</translation>
    </message>
    <message>
        <source>--cursor must be a number from 0 to %1</source>
        <extracomment>%1 is the text&apos;s length</extracomment>
        <translation>--cursor doit être un nombre entre 0 et %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
</context>
<context>
    <name>nelumbo::Connection</name>
    <message>
        <source>No database adapter handles &quot;%1&quot; URLs</source>
        <translation>Aucun adaptateur de base de données ne gère les URL «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionDialog</name>
    <message>
        <source>New Data Source</source>
        <translation>Nouvelle source de données</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Connected: %1</source>
        <translation>Connecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>Échec de la connexion&#xa0;: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>for example: sales</source>
        <translation>par exemple&#xa0;: ventes</translation>
    </message>
    <message>
        <source>What you call the source, and type after --source on the command line: letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Le nom que vous donnez à la source, à saisir après --source en ligne de commande&#xa0;: lettres, chiffres, «&#xa0;_&#xa0;» et «&#xa0;-&#xa0;».</translation>
    </message>
    <message>
        <source>Database kind</source>
        <translation>Type de base de données</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Fichier de base de données</translation>
    </message>
    <message>
        <source>Choose database file</source>
        <translation>Choisir le fichier de base de données</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Conservé dans le trousseau du système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Refuse statements that change data or schema. Clear it only for databases you mean to modify.</source>
        <translation>Refuser les instructions qui modifient les données ou le schéma. Ne décochez cette case que pour les bases de données que vous comptez modifier.</translation>
    </message>
    <message>
        <source>Search path</source>
        <translation>Chemin de recherche</translation>
    </message>
    <message>
        <source>schema1, schema2</source>
        <translation>schema1, schema2</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>Assistant IA</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Schema and SQL only, no row data</source>
        <translation>Schéma et SQL uniquement, aucune donnée de ligne</translation>
    </message>
    <message>
        <source>Disabled for this source</source>
        <translation>Désactivé pour cette source</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Test en cours</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Boutons de la boîte de dialogue</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>Mot de &amp;passe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Search path:</source>
        <translation>&amp;Chemin de recherche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;AI assistant:</source>
        <translation>&amp;Assistant IA&#xa0;:</translation>
    </message>
    <message>
        <source>Edit Data Source</source>
        <translation>Modifier la source de données</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>Saisissez le nom d&apos;hôte du serveur.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Enter a name for the source.</source>
        <translation>Saisissez un nom pour la source.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom valide&#xa0;: utilisez des lettres, des chiffres, «&#xa0;_&#xa0;» et «&#xa0;-&#xa0;».</translation>
    </message>
    <message>
        <source>demo is the built-in sample database; choose another name.</source>
        <extracomment>&quot;demo&quot; is the name of the built-in source: keep it as it is</extracomment>
        <translation>demo est la base d&apos;exemple intégrée&#x202f;; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>A source named &quot;%1&quot; exists already.</source>
        <translation>Une source nommée «&#xa0;%1&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <source>Storing the password…</source>
        <translation>Enregistrement du mot de passe…</translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation>Le mot de passe n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Encrypted connection (TLS)</source>
        <translation>Connexion chiffrée (TLS)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionWorker</name>
    <message>
        <source>The Qt SQL driver %1 is not installed</source>
        <translation>Le pilote Qt SQL %1 n&apos;est pas installé</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>The database is not open</source>
        <translation>La base de données n&apos;est pas ouverte</translation>
    </message>
    <message>
        <source>The rest of this result is no longer available</source>
        <translation>La suite de ce résultat n&apos;est plus disponible</translation>
    </message>
    <message>
        <source>The database server cannot be reached: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Le serveur de base de données est injoignable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The connection to the database server was lost: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>La connexion au serveur de base de données a été perdue&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Console</name>
    <message>
        <source>error: %1</source>
        <translation>erreur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Conversation</name>
    <message>
        <source>Not a readable conversation: %1</source>
        <translation>Conversation illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1 has no role</source>
        <translation>%1 n&apos;a pas de rôle</translation>
    </message>
    <message>
        <source>%1: content is not text</source>
        <translation>%1&#xa0;: content n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>%1: statement is not text</source>
        <translation>%1&#xa0;: statement n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>%1: variables is not a list</source>
        <translation>%1&#xa0;: variables n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>%1: timestamp is not an ISO 8601 time</source>
        <translation>%1&#xa0;: timestamp n&apos;est pas une date-heure ISO 8601</translation>
    </message>
    <message>
        <source>the format is not &quot;%1&quot;</source>
        <translation>le format n&apos;est pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the version is missing or not a whole number</source>
        <translation>la version est absente ou n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>The conversation was written by a newer version of Nelumbo (format version %1; this version reads up to %2).</source>
        <translation>La conversation a été écrite par une version plus récente de Nelumbo (version de format %1&#x202f;; cette version lit jusqu&apos;à la version %2).</translation>
    </message>
    <message>
        <source>messages is not a list</source>
        <translation>messages n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>tables_analyzed is not a list</source>
        <translation>tables_analyzed n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>tables_analyzed holds something that is not a name</source>
        <translation>tables_analyzed contient un élément qui n&apos;est pas un nom</translation>
    </message>
    <message>
        <source>source_context is not an object</source>
        <translation>source_context n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>generation_count is not a count</source>
        <translation>generation_count n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time</source>
        <translation>%1 n&apos;est pas une date-heure ISO 8601</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 à la position %2</translation>
    </message>
    <message>
        <source>the top level is not an object</source>
        <translation>le niveau supérieur n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>The conversation file %1 does not exist.</source>
        <translation>Le fichier de conversation %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: another program keeps it locked</source>
        <translation>Impossible d’écrire %1 : un autre programme le garde verrouillé</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConversationStore</name>
    <message>
        <source>Cannot create the folder %1 for conversations.</source>
        <translation>Impossible de créer le dossier %1 pour les conversations.</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>Impossible de supprimer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>Impossible de renommer %1 en %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(%n ligne affichée&#x202f;; il y en a d&apos;autres)</numerusform>
            <numerusform>(%n premières lignes affichées&#x202f;; il y en a d&apos;autres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseAdapter</name>
    <message>
        <source>%1 cannot make a session read-only</source>
        <translation>%1 ne peut pas mettre une session en lecture seule</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>La table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 cannot check a statement without running it</source>
        <translation>%1 ne peut pas vérifier une instruction sans l&apos;exécuter</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 ne fournit pas de plans de requête</translation>
    </message>
    <message>
        <source>%1 cannot prepare %2 statements for analysis</source>
        <translation>%1 ne peut pas préparer les instructions %2 pour les analyser</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: expected %2://user@host:port/database</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une URL de serveur&#xa0;: forme attendue %2://user@host:port/database</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>a list of alternatives: %1 is &quot;a, b&quot;, %2 the last one</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 cannot list the values of a column</source>
        <translation>%1 ne peut pas lister les valeurs d’une colonne</translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseFileFilter</name>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open Database File</source>
        <translation>Ouvrir un fichier de base de données</translation>
    </message>
</context>
<context>
    <name>nelumbo::DemoDatabase</name>
    <message>
        <source>Cannot create the folder %1 for the demo database</source>
        <translation>Impossible de créer le dossier %1 pour la base de démonstration</translation>
    </message>
    <message>
        <source>Cannot copy the demo database to %1</source>
        <translation>Impossible de copier la base de démonstration vers %1</translation>
    </message>
    <message>
        <source>Cannot move the demo database into place at %1</source>
        <translation>Impossible de placer la base de démonstration à l&apos;emplacement %1</translation>
    </message>
    <message>
        <source>Welcome to Nelumbo. This is Chinook, a sample music store.</source>
        <translation>Bienvenue dans Nelumbo. Voici Chinook, la base d&apos;exemple d&apos;un magasin de musique.</translation>
    </message>
    <message>
        <source>Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.</source>
        <translation>Ctrl+Enter exécute l&apos;instruction sous le curseur&#x202f;; Ctrl+Shift+Enter exécute tout l&apos;onglet.</translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message>
        <source>Replace Query</source>
        <translation>Remplacer la requête</translation>
    </message>
    <message>
        <source>Replace the query</source>
        <translation>Remplacer la requête</translation>
    </message>
    <message>
        <source>Changes to the query</source>
        <translation>Modifications de la requête</translation>
    </message>
    <message>
        <source>Changes to the variables</source>
        <translation>Modifications des variables</translation>
    </message>
    <message>
        <source>Apply &amp;Variables</source>
        <translation>Appliquer les &amp;variables</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The variables change too:
</source>
        <translation>Les variables changent aussi&#xa0;:
</translation>
    </message>
    <message>
        <source>The editor already holds this statement; nothing changes.</source>
        <translation>L&apos;éditeur contient déjà cette instruction&#x202f;; rien ne change.</translation>
    </message>
    <message>
        <source>Only the variables change: %1. The statement stays as it is.</source>
        <extracomment>%1 lists the names of variables</extracomment>
        <translation>Seules les variables changent&#xa0;: %1. L&apos;instruction reste inchangée.</translation>
    </message>
    <message>
        <source>Replacing the query: %1, %2.</source>
        <extracomment>%1 is &quot;N lines removed&quot;, %2 &quot;N lines added&quot;</extracomment>
        <translation>Remplacement de la requête&#xa0;: %1, %2.</translation>
    </message>
    <message>
        <source>The texts differ too much to match lines one by one.</source>
        <translation>Les textes diffèrent trop pour faire correspondre les lignes une à une.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings the old text back.</source>
        <translation>Annuler (Ctrl+Z) rétablit l&apos;ancien texte.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>%Ln ligne supprimée</numerusform>
            <numerusform>%Ln lignes supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>%Ln ligne ajoutée</numerusform>
            <numerusform>%Ln lignes ajoutées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EditorTab</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>Impossible d&apos;ouvrir la base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing to run</source>
        <translation>Rien à exécuter</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Exécution…</translation>
    </message>
    <message>
        <source>Statement %1 not run: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 why it did not run</extracomment>
        <translation>Instruction %1 non exécutée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Result %1</source>
        <extracomment>The title of the results of one statement; %1 counts them in a run</extracomment>
        <translation>Résultat %1</translation>
    </message>
    <message>
        <source>Statement %1 cancelled after %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Instruction %1 annulée après %2</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Statement %1 failed: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 the database&apos;s message</extracomment>
        <translation>Échec de l&apos;instruction %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>Instruction %1&#xa0;: %2 ligne affectée en %3</numerusform>
            <numerusform>Instruction %1&#xa0;: %2 lignes affectées en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 done in %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>Instruction %1 terminée en %2</translation>
    </message>
    <message>
        <source>Done · %1</source>
        <extracomment>%1 is a duration</extracomment>
        <translation>Terminé · %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 ligne</numerusform>
            <numerusform>%1 lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1: first %2 in %3, more available</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Instruction %1&#xa0;: %2 en %3, d&apos;autres lignes disponibles</translation>
    </message>
    <message>
        <source>Statement %1: %2 in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>Instruction %1&#xa0;: %2 en %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1 ligne, d&apos;autres disponibles</numerusform>
            <numerusform>%1 lignes, d&apos;autres disponibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1 ligne, récupération interrompue</numerusform>
            <numerusform>%1 lignes, récupération interrompue</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sorted in the database: %1</source>
        <extracomment>%1 is why the statement could not be sorted in the database</extracomment>
        <translation>Non trié dans la base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sorting in the database failed: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>Échec du tri dans la base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>An export of this tab&apos;s result is running</source>
        <translation>Un export du résultat de cet onglet est en cours</translation>
    </message>
    <message>
        <source>Choose the result to export</source>
        <translation>Choisissez le résultat à exporter</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Exécutez d&apos;abord une requête&#xa0;: il n&apos;y a aucun résultat à exporter</translation>
    </message>
    <message>
        <source>This result has no statement to run again</source>
        <translation>Ce résultat n&apos;a pas d&apos;instruction à réexécuter</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>%1 ligne exportée vers %2</numerusform>
            <numerusform>%1 lignes exportées vers %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation>Export annulé&#x202f;; aucun fichier écrit</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <extracomment>%1 is why the export failed</extracomment>
        <translation>Échec de l&apos;export&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Exporter le résultat</translation>
    </message>
    <message>
        <source>%1 was not written.

%2</source>
        <extracomment>%1 is a file path, %2 why the export failed</extracomment>
        <translation>%1 n&apos;a pas été écrit.

%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message>
        <source>Measure the assistant&apos;s accuracy on a question set (AI)</source>
        <translation>Mesurer la précision de l’assistant sur un jeu de questions (IA)</translation>
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
        <translation>Utilisation: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

Fait passer chaque question par la même génération que &apos;generate&apos; (outils, validation,
corrections), exécute en lecture seule l’instruction générée et celle de référence sur la
source de la question et note la réponse : exact (mêmes lignes ; l’ordre seulement si la
référence trie), subset (les colonnes de référence sont parmi celles générées, mêmes
lignes), wrong, invalid, refused, error ou timeout. Les instructions de référence ne sont
jamais envoyées au modèle. Affiche un résumé par base et par catégorie.

Options:
      --questions FILE     CSV (question,query,db_name,query_category,instructions) ou JSON
                           Lines ({&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}). Obligatoire.
      --source-for DB=SRC  La source (nom ou URL) de la base DB ; répétable. Les questions
                           des bases sans source sont ignorées.
      --results FILE       Écrire une ligne JSON par question.
      --resume             Reprendre le fichier de résultats là où il s’est arrêté.
      --concurrency N      Questions simultanées (1 par défaut).
      --limit N            Seulement les N premières questions.
      --category NAME      Seulement cette catégorie ; répétable.
      --max-cost USD       Ne commencer aucune question qui pourrait dépasser USD de dépense.
      --timeout SECONDS    Par question (120 par défaut ; 0 : aucun).
      --report FILE        Écrire le résumé et chaque question dans une page HTML.
  -h, --help               Afficher cette aide.

Code de sortie : 0 exécution complète, 1 erreur, 2 erreur d’utilisation, 3 arrêt par --max-cost.
</translation>
    </message>
    <message>
        <source>eval needs --questions FILE and --source-for DB=SRC; see &apos;nelumbo-cli eval --help&apos;</source>
        <translation>eval nécessite --questions FILE et --source-for DB=SRC ; voir « nelumbo-cli eval --help »</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
    <message>
        <source>%1 already holds results: add --resume to continue it, or remove it</source>
        <translation>%1 contient déjà des résultats : ajoutez --resume pour le poursuivre, ou supprimez-le</translation>
    </message>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>%n question de la base « %1 » ignorée : pas de --source-for</numerusform>
            <numerusform>%n questions de la base « %1 » ignorées : pas de --source-for</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 questions, %3% correct, %4 USD</source>
        <translation>%1/%2 questions, %3 % correctes, %4 USD</translation>
    </message>
    <message>
        <source>Evaluation of %1 on %2</source>
        <translation>Évaluation de %1 sur %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>stopped: the next question could pass --max-cost %1 USD (spent %2 USD)</source>
        <translation>arrêté : la question suivante pourrait dépasser --max-cost %1 USD (dépensé : %2 USD)</translation>
    </message>
    <message>
        <source>eval compare needs two results files</source>
        <translation>eval compare nécessite deux fichiers de résultats</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>%n question a changé de verdict ; correctes %1 % -&gt; %2 %</numerusform>
            <numerusform>%n questions ont changé de verdict ; correctes %1 % -&gt; %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>--max-cost needs the price of %1: add it to prices in the [ai] section of the configuration</source>
        <translation>--max-cost a besoin du prix de %1 : ajoutez-le à prices dans la section [ai] de la configuration</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalQuestionFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The question file has no column &quot;%1&quot;</source>
        <translation>Le fichier de questions n’a pas de colonne « %1 »</translation>
    </message>
    <message>
        <source>Line %1 of the question file is not a JSON object</source>
        <translation>La ligne %1 du fichier de questions n’est pas un objet JSON</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalReport</name>
    <message>
        <source>Gold result</source>
        <translation>Résultat de référence</translation>
    </message>
    <message>
        <source>Generated result</source>
        <translation>Résultat généré</translation>
    </message>
    <message>
        <source>database</source>
        <translation>base de données</translation>
    </message>
    <message>
        <source>category</source>
        <translation>catégorie</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Généré</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalResultsFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalRunner</name>
    <message>
        <source>No answer within %1 s</source>
        <translation>Aucune réponse en %1 s</translation>
    </message>
    <message>
        <source>More than %1 rows</source>
        <translation>Plus de %1 lignes</translation>
    </message>
    <message>
        <source>The gold statement failed: %1</source>
        <translation>L’instruction de référence a échoué : %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainCommand</name>
    <message>
        <source>Explain a statement or part of it in plain words (AI)</source>
        <translation>Expliquer une instruction ou une partie de celle-ci en langage courant (IA)</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

Demande au modèle configuré d&apos;expliquer STATEMENT, ou seulement la partie indiquée
par --fragment (l&apos;instruction entière est envoyée comme contexte). Affiche du JSON&#xa0;:
explanation, model et usage.

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
      --fragment TEXT  La partie de l&apos;instruction à expliquer.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 expliqué, 1 objet d&apos;erreur affiché, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>explain needs one STATEMENT argument</source>
        <translation>explain a besoin d&apos;un argument STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPlanCommand</name>
    <message>
        <source>Show the database&apos;s plan for a statement as a tree, without AI</source>
        <translation>Afficher sous forme d&apos;arbre le plan de la base de données pour une instruction, sans IA</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

Demande à la base de données de SRC son plan pour STATEMENT sans l&apos;exécuter, le
lit dans l&apos;arbre de plan que montre la fenêtre et affiche une ligne par étape&#xa0;:
l&apos;opération, la table lue, les lignes estimées, le coût et si l&apos;étape est
coûteuse (au moins 30&#xa0;% du coût du plan, ou un parcours complet de 1&#xa0;000
lignes ou plus). --format json affiche l&apos;arbre analysé (type, relation, rows,
startup_cost, total_cost, detail, full_scan, expensive, children) et le texte
du plan propre à la base de données. Les règles de visibilité s&apos;appliquent&#x202f;;
les {{variables}} sont planifiées comme NULL.

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
      --format FORMAT  table (par défaut) ou json.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 affiché, 1 aucun plan (la source n&apos;en a pas, ou la base de
données a refusé l&apos;instruction), 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>--format is table or json</source>
        <translation>--format vaut table ou json</translation>
    </message>
    <message>
        <source>explain-plan needs --source SRC and one STATEMENT</source>
        <translation>explain-plan a besoin de --source SRC et d&apos;un seul STATEMENT</translation>
    </message>
    <message>
        <source>%1 has no query plans, so &quot;%2&quot; cannot show one</source>
        <extracomment>%1 is the kind of database (Redis), %2 the source&apos;s name</extracomment>
        <translation>%1 n&apos;a pas de plans de requête, «&#xa0;%2&#xa0;» ne peut donc pas en afficher</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>relation</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>expensive</source>
        <translation>coût élevé</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>détail</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPopup</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Waiting for the explanation</source>
        <translation>En attente de l&apos;explication</translation>
    </message>
    <message>
        <source>Explanation text</source>
        <translation>Texte de l&apos;explication</translation>
    </message>
    <message>
        <source>Copy the explanation as Markdown</source>
        <translation>Copier l&apos;explication au format Markdown</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Esc)</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>Fermer l&apos;explication</translation>
    </message>
    <message>
        <source>Explaining the query…</source>
        <translation>Explication de la requête…</translation>
    </message>
    <message>
        <source>Explaining the selection…</source>
        <translation>Explication de la sélection…</translation>
    </message>
    <message>
        <source>Explanation of the query</source>
        <translation>Explication de la requête</translation>
    </message>
    <message>
        <source>Explanation of the selection</source>
        <translation>Explication de la sélection</translation>
    </message>
    <message>
        <source>No explanation</source>
        <translation>Aucune explication</translation>
    </message>
    <message>
        <source>The explanation failed: %1</source>
        <translation>L&apos;explication a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportDialog</name>
    <message>
        <source>CSV and TSV</source>
        <translation>CSV et TSV</translation>
    </message>
    <message>
        <source>First line with the column names</source>
        <translation>Première ligne avec les noms de colonnes</translation>
    </message>
    <message>
        <source>SQL INSERT</source>
        <translation>SQL INSERT</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Exporter le résultat</translation>
    </message>
    <message>
        <source>CSV (comma-separated values)</source>
        <translation>CSV (valeurs séparées par des virgules)</translation>
    </message>
    <message>
        <source>TSV (tab-separated values)</source>
        <translation>TSV (valeurs séparées par des tabulations)</translation>
    </message>
    <message>
        <source>JSON (an array of objects)</source>
        <translation>JSON (un tableau d&apos;objets)</translation>
    </message>
    <message>
        <source>NDJSON (one object per line)</source>
        <translation>NDJSON (un objet par ligne)</translation>
    </message>
    <message>
        <source>SQL INSERT statements</source>
        <translation>Instructions SQL INSERT</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Tableau Markdown</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Classeur Excel (XLSX)</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Virgule ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Point-virgule ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulation</translation>
    </message>
    <message>
        <source>Pipe ( | )</source>
        <translation>Barre verticale ( | )</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>Autre&#xa0;:</translation>
    </message>
    <message>
        <source>Other delimiter</source>
        <translation>Autre séparateur</translation>
    </message>
    <message>
        <source>Only where needed</source>
        <translation>Seulement si nécessaire</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>Toutes les valeurs</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with byte order mark (for Excel)</source>
        <translation>UTF-8 avec marque d&apos;ordre des octets (pour Excel)</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>&amp;Séparateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>&amp;Guillemets&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>En&amp;codage&#xa0;:</translation>
    </message>
    <message>
        <source>schema.table</source>
        <translation>schéma.table</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier&#xa0;:</translation>
    </message>
    <message>
        <source>The statement runs again, read-only, and every row of its result is written, not only the rows loaded in the grid.</source>
        <translation>L&apos;instruction est réexécutée en lecture seule et toutes les lignes de son résultat sont écrites, pas seulement celles chargées dans la grille.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Choisissez le fichier à écrire.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file.</source>
        <translation>%1 est un dossier&#x202f;; choisissez un fichier.</translation>
    </message>
    <message>
        <source>Give the table the INSERT statements insert into.</source>
        <translation>Indiquez la table dans laquelle les instructions INSERT insèrent les lignes.</translation>
    </message>
    <message>
        <source>Type the delimiter.</source>
        <translation>Saisissez le séparateur.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>A file chooser&apos;s filter: %1 the format&apos;s name, %2 its file name extension</extracomment>
        <translation>Fichiers %1 (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportWriter</name>
    <message>
        <source>INSERT statements need the name of the table to insert into</source>
        <translation>les instructions INSERT ont besoin du nom de la table dans laquelle insérer</translation>
    </message>
    <message>
        <source>INSERT statements need the source&apos;s language</source>
        <translation>les instructions INSERT ont besoin du langage de la source</translation>
    </message>
    <message>
        <source>%1 is not a text format</source>
        <translation>%1 n&apos;est pas un format texte</translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Mots entiers</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expression régulière</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>Texte à rechercher</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>Texte de remplacement</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>Rechercher le précédent (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>Rechercher le suivant (F3)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Esc)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>Remplacer cette occurrence et rechercher la suivante</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Tout remplacer</translation>
    </message>
    <message>
        <source>Replace every match in one undo step</source>
        <translation>Remplacer toutes les occurrences en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>%Ln occurrence remplacée</numerusform>
            <numerusform>%Ln occurrences remplacées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FormatCommand</name>
    <message>
        <source>Format a statement or script: one clause per line, keywords in one case</source>
        <translation>Formater une instruction ou un script&#xa0;: une clause par ligne, mots-clés dans une même casse</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli format [--keyword-case upper|lower|keep]
                                 [--language LANGUAGE | --source SRC] [--] STATEMENT
              nelumbo-cli format [OPTIONS] -f FILE

Affiche STATEMENT (ou chaque instruction de FILE) mis en forme avec une clause
par ligne, les listes de SELECT, jointures et conditions indentées et les
sous-requêtes imbriquées. Seuls les blancs et la casse des mots-clés changent&#xa0;:
commentaires, chaînes, noms entre guillemets, {{name}} et [[ ... ]] restent
exactement tels qu&apos;ils sont écrits, et reformater la sortie ne change rien. Un
texte dont un guillemet ou un commentaire n&apos;est pas fermé n&apos;est pas formaté. La
base de données n&apos;est pas ouverte.

Options&#xa0;:
      --keyword-case CASE  upper, lower ou keep (tel qu&apos;écrit). Par défaut&#xa0;: le
                           paramètre editor/format_keyword_case (upper).
      --language LANGUAGE  Le langage de requête (sql:postgres, sql:mysql,
                           sql:sqlite, ou un schéma d&apos;URL comme postgres).
      --source SRC         Utiliser le dialecte d&apos;une source (un nom, demo ou
                           une URL).
  -f, --file FILE          Lire le texte dans FILE (UTF-8).
  -h, --help               Afficher cette aide.

Sans --language ni --source, le texte est lu comme du SQL standard.

Code de sortie&#xa0;: 0 formaté, 1 texte impossible à formater, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; known: %2</source>
        <extracomment>%1 is the language given, %2 a list of the known ones</extracomment>
        <translation>Langage inconnu «&#xa0;%1&#xa0;»&#x202f;; langages connus&#xa0;: %2</translation>
    </message>
    <message>
        <source>format needs one STATEMENT or -f FILE</source>
        <translation>format a besoin d&apos;un seul STATEMENT ou de -f FILE</translation>
    </message>
    <message>
        <source>give --language or --source, not both</source>
        <translation>indiquez --language ou --source, pas les deux</translation>
    </message>
    <message>
        <source>--keyword-case is upper, lower or keep, not &quot;%1&quot;</source>
        <extracomment>upper, lower and keep are the option&apos;s values, not to be translated</extracomment>
        <translation>--keyword-case vaut upper, lower ou keep, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeminiFormat</name>
    <message>
        <source>The model wrote a function call that is not valid (%1).</source>
        <translation>Le modèle a écrit un appel de fonction non valide (%1).</translation>
    </message>
    <message>
        <source>The reply has no candidates.</source>
        <translation>La réponse ne contient aucun candidat.</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeneralSettingsPage</name>
    <message>
        <source>Interface language</source>
        <translation>Langue de l&apos;interface</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the name of the language the system asks for, written in that language</extracomment>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>The new language is used when Nelumbo is started again.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de Nelumbo.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>Les paramètres n&apos;ont pas pu être écrits dans %1.</translation>
    </message>
    <message>
        <source>Show &amp;completions while typing</source>
        <translation>Afficher les &amp;complétions pendant la saisie</translation>
    </message>
    <message>
        <source>Open the completion list after a short pause after a dot or two letters of a name. Ctrl+Space opens it either way.</source>
        <translation>Ouvrir la liste de complétion après une courte pause, après un point ou deux lettres d&apos;un nom. Ctrl+Space l&apos;ouvre dans tous les cas.</translation>
    </message>
    <message>
        <source>Editor:</source>
        <translation>Éditeur&#xa0;:</translation>
    </message>
</context>
<context>
    <name>nelumbo::GenerateCommand</name>
    <message>
        <source>Write a statement from a request in plain words (AI)</source>
        <translation>Écrire une instruction à partir d&apos;une demande en langage courant (IA)</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                                   [--conversation FILE] [--allow-writes]

Demande une instruction au modèle configuré (voir «&#xa0;nelumbo-cli ai&#xa0;»), qui consulte
les tables et valeurs visibles de la source via des outils&#x202f;; l&apos;instruction est validée
puis affichée en JSON&#xa0;: statement, variables, model, usage, cost et trace des outils.

Options&#xa0;:
      --source SRC         Un nom de source, demo ou une URL. Obligatoire.
      --prompt TEXT        Ce que l&apos;instruction doit faire. Obligatoire.
      --current STATEMENT  L&apos;instruction à affiner.
      --conversation FILE  Échanges précédents, lus puis complétés par celui-ci.
      --allow-writes       Autoriser les instructions qui modifient les données.
  -h, --help               Afficher cette aide.

Code de sortie&#xa0;: 0 instruction générée, 1 objet d&apos;erreur affiché, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>generate needs --prompt TEXT and no other arguments</source>
        <translation>generate a besoin de --prompt TEXT et d&apos;aucun autre argument</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryCommand</name>
    <message>
        <source>Search the statements run from the app and by &apos;run --history&apos;</source>
        <translation>Rechercher les instructions exécutées depuis l&apos;application et par «&#xa0;run --history&#xa0;»</translation>
    </message>
    <message>
        <source>Only statements run on the source named S (its name, or the URL without password for a source given as a URL).</source>
        <translation>Uniquement les instructions exécutées sur la source nommée S (son nom ou, pour une source donnée par une URL, l&apos;URL sans mot de passe).</translation>
    </message>
    <message>
        <source>Only statements whose text holds TEXT (ASCII letters in any case).</source>
        <translation>Uniquement les instructions dont le texte contient TEXT (lettres ASCII sans distinction de casse).</translation>
    </message>
    <message>
        <source>Only statements that failed or were cancelled.</source>
        <translation>Uniquement les instructions qui ont échoué ou ont été annulées.</translation>
    </message>
    <message>
        <source>Only statements that succeeded.</source>
        <translation>Uniquement les instructions réussies.</translation>
    </message>
    <message>
        <source>Show the N newest at most; 0 shows all. Default: 50.</source>
        <translation>Afficher au plus les N plus récentes&#x202f;; 0 les affiche toutes. Par défaut&#xa0;: 50.</translation>
    </message>
    <message>
        <source>table (the default) or json.</source>
        <translation>table (par défaut) ou json.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                                  [--limit N] [--format table|json]

</translation>
    </message>
    <message>
        <source>The query history: every statement run from the app&apos;s window, and those of &apos;nelumbo-cli run --history&apos;, with its source, query language, start time, duration, rows and outcome, newest first. It is kept in history.sqlite in your data folder (history/file in the config file), bounded by history/max_entries (10000) and history/max_days; history/enabled = false turns it off, and a source configured history = off is never recorded (docs/CONFIG.md).</source>
        <translation>L&apos;historique des requêtes&#xa0;: chaque instruction exécutée depuis la fenêtre de l&apos;application, et celles de «&#xa0;nelumbo-cli run --history&#xa0;», avec sa source, son langage de requête, son heure de début, sa durée, ses lignes et son résultat, les plus récentes d&apos;abord. Il est conservé dans history.sqlite dans votre dossier de données (history/file dans le fichier de configuration), limité par history/max_entries (10000) et history/max_days&#x202f;; history/enabled = false le désactive, et une source configurée avec history = off n&apos;est jamais enregistrée (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Sortie&#xa0;:</translation>
    </message>
    <message>
        <source>One line per statement: id, start time (UTC), source, duration, rows, outcome and the statement on one line, cut at 60 characters.</source>
        <translation>Une ligne par instruction&#xa0;: id, heure de début (UTC), source, durée, lignes, résultat et l&apos;instruction sur une seule ligne, coupée à 60 caractères.</translation>
    </message>
    <message>
        <source>An array of {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome is succeeded or failed, rows null when unknown.</source>
        <translation>Un tableau de {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}&#x202f;; outcome vaut succeeded ou failed, rows vaut null si inconnu.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>runtime error: the history cannot be read</source>
        <translation>erreur d&apos;exécution&#xa0;: l&apos;historique est illisible</translation>
    </message>
    <message>
        <source>usage error: unknown option, bad --limit or --format</source>
        <translation>erreur d&apos;utilisation&#xa0;: option inconnue, --limit ou --format incorrect</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples&#xa0;:</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give --failed or --succeeded, not both</source>
        <translation>indiquez --failed ou --succeeded, pas les deux</translation>
    </message>
    <message>
        <source>--limit needs a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--limit attend un nombre entier, 0 ou plus, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>--format inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez table ou json</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>STARTED</source>
        <translation>DÉBUT</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>SOURCE</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>LIGNES</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>RÉSULTAT</translation>
    </message>
    <message>
        <source>STATEMENT</source>
        <translation>INSTRUCTION</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli history --help&apos; for more information.</source>
        <translation>Essayez «&#xa0;nelumbo-cli history --help&#xa0;» pour plus d&apos;informations.</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryDock</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Every statement run, newest first (%1)</source>
        <translation>Toutes les instructions exécutées, les plus récentes d&apos;abord (%1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryPanel</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Rechercher dans l&apos;historique</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Toutes les sources</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Réussies</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>En échec</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Instruction</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Query history</source>
        <translation>Historique des requêtes</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Put the statement in the current tab, in place of its text</source>
        <translation>Placer l&apos;instruction dans l&apos;onglet courant, à la place de son texte</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>Ouvrir dans un nouvel onglet</translation>
    </message>
    <message>
        <source>Open the statement in a new tab (Enter)</source>
        <translation>Ouvrir l&apos;instruction dans un nouvel onglet (Enter)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Save to Library…</source>
        <translation>Enregistrer dans la bibliothèque…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected entries from the history (Delete)</source>
        <translation>Retirer de l&apos;historique les entrées sélectionnées (Delete)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 ligne</numerusform>
            <numerusform>%1 lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>No statement in the history matches</source>
        <translation>Aucune instruction de l&apos;historique ne correspond</translation>
    </message>
    <message>
        <source>No statements run yet: every statement you run is kept here</source>
        <translation>Aucune instruction exécutée pour l&apos;instant&#xa0;: chaque instruction que vous exécutez est conservée ici</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryStore</name>
    <message>
        <source>The query history failed: %1</source>
        <translation>Échec de l&apos;historique des requêtes&#xa0;: %1</translation>
    </message>
    <message>
        <source>The query history was written by a newer Nelumbo (format %1)</source>
        <translation>L&apos;historique des requêtes a été écrit par une version plus récente de Nelumbo (format %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::JsonStreamDecoder</name>
    <message>
        <source>The reply stopped before its end.</source>
        <translation>La réponse s&apos;est interrompue avant la fin.</translation>
    </message>
    <message>
        <source>A streamed event is not valid JSON.</source>
        <translation>Un événement reçu en flux n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <source>A streamed line is not valid JSON.</source>
        <translation>Une ligne reçue en flux n&apos;est pas du JSON valide.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LazyLibrary</name>
    <message>
        <source>%1 needs the library %2, which could not be loaded: %3</source>
        <translation>%1 a besoin de la bibliothèque %2, qui n&apos;a pas pu être chargée&#x202f;: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::LexerFactory</name>
    <message>
        <source>QScintilla %1 SQL lexer</source>
        <extracomment>The highlighting in the About box; %1 is QScintilla&apos;s version</extracomment>
        <translation>Analyseur lexical SQL de QScintilla %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message>
        <source>No connection within %1 s.</source>
        <translation>Aucune connexion en %1&#xa0;s.</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 s.</source>
        <translation>Rien n&apos;est arrivé pendant %1&#xa0;s.</translation>
    </message>
    <message>
        <source>No complete answer within %1 s.</source>
        <translation>Pas de réponse complète en %1&#xa0;s.</translation>
    </message>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>(%n tentative)</numerusform>
            <numerusform>(%n tentatives)</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was closed before an answer came.</source>
        <translation>La connexion a été fermée avant l&apos;arrivée d&apos;une réponse.</translation>
    </message>
    <message>
        <source>It asked to wait %1 s before trying again, longer than the %2 s allowed (ai/retry_max_delay_ms).</source>
        <translation>Il a demandé d&apos;attendre %1&#xa0;s avant de réessayer, plus que les %2&#xa0;s autorisées (ai/retry_max_delay_ms).</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmClient</name>
    <message>
        <source>It has no endpoint that lists models; type the model (or deployment) name.</source>
        <translation>Il n&apos;a pas de point d&apos;accès listant les modèles&#x202f;; saisissez le nom du modèle (ou du déploiement).</translation>
    </message>
    <message>
        <source>It pointed to %1; if that is the right server, make it the base URL.</source>
        <translation>Elle pointait vers %1&#xa0;; si c’est le bon serveur, faites-en l’URL de base.</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>(limite&#xa0;: %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmError</name>
    <message>
        <source>The AI provider</source>
        <translation>Le fournisseur d&apos;IA</translation>
    </message>
    <message>
        <source>The AI assistant is not configured: choose a provider and model in the settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).</source>
        <translation>L&apos;assistant IA n&apos;est pas configuré&#xa0;: choisissez un fournisseur et un modèle dans les paramètres, ou définissez NELUMBO_AI_MODEL (par exemple openai:gpt-4o).</translation>
    </message>
    <message>
        <source>No API key for %1.</source>
        <translation>Aucune clé API pour %1.</translation>
    </message>
    <message>
        <source>%1 refused the API key.</source>
        <translation>%1 a refusé la clé API.</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate; try again shortly.</source>
        <translation>%1 limite le débit des demandes&#x202f;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The quota or credit of this %1 account is used up.</source>
        <translation>Le quota ou le crédit de ce compte %1 est épuisé.</translation>
    </message>
    <message>
        <source>%1 does not know this model, or this key may not use it.</source>
        <translation>%1 ne connaît pas ce modèle, ou cette clé n&apos;a pas le droit de l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The conversation is too long for the model&apos;s context window.</source>
        <translation>La conversation est trop longue pour la fenêtre de contexte du modèle.</translation>
    </message>
    <message>
        <source>%1 rejected the request.</source>
        <translation>%1 a rejeté la demande.</translation>
    </message>
    <message>
        <source>%1 had a server error.</source>
        <translation>%1 a rencontré une erreur de serveur.</translation>
    </message>
    <message>
        <source>%1 cannot be reached.</source>
        <translation>%1 est injoignable.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>%1 sent a reply that cannot be read.</source>
        <translation>%1 a envoyé une réponse illisible.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La demande a été annulée.</translation>
    </message>
    <message>
        <source>%1 redirected the request to another host; it was not followed, so the API key was not sent there.</source>
        <translation>%1 a redirigé la requête vers un autre hôte&#xa0;; la redirection n’a pas été suivie, la clé d’API n’y a donc pas été envoyée.</translation>
    </message>
    <message>
        <source>%1 sent a reply larger than allowed; it was stopped.</source>
        <translation>%1 a envoyé une réponse plus grande que permis&#xa0;; elle a été interrompue.</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmWireFormat</name>
    <message>
        <source>The reply is not valid JSON.</source>
        <translation>La réponse n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <source>(HTTP %1)</source>
        <translation>(HTTP %1)</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Message reçu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message>
        <source>&amp;Look Again</source>
        <translation>&amp;Rechercher à nouveau</translation>
    </message>
    <message>
        <source>Model servers on this machine</source>
        <translation>Serveurs de modèles sur cet ordinateur</translation>
    </message>
    <message>
        <source>Look again for model servers on this machine</source>
        <translation>Rechercher à nouveau des serveurs de modèles sur cet ordinateur</translation>
    </message>
    <message>
        <source>No model server is running on this machine (Ollama on port %1, LM Studio on %2, llama.cpp on %3).</source>
        <extracomment>%1, %2 and %3 are port numbers</extracomment>
        <translation>Aucun serveur de modèles ne fonctionne sur cet ordinateur (Ollama sur le port %1, LM Studio sur le %2, llama.cpp sur le %3).</translation>
    </message>
    <message>
        <source>Looking for model servers on this machine…</source>
        <translation>Recherche de serveurs de modèles sur cet ordinateur…</translation>
    </message>
    <message>
        <source>%1 is running on this machine.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 fonctionne sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <source>Use %1 on this machine</source>
        <translation>Utiliser %1 sur cet ordinateur</translation>
    </message>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1 fonctionne sur cet ordinateur, avec %Ln modèle.</numerusform>
            <numerusform>%1 fonctionne sur cet ordinateur, avec %Ln modèles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::MainWindow</name>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>&amp;Expliquer la sélection</translation>
    </message>
    <message>
        <source>&amp;Explain Query</source>
        <translation>&amp;Expliquer la requête</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimisation</translation>
    </message>
    <message>
        <source>Nothing to explain: the query is empty</source>
        <translation>Rien à expliquer&#xa0;: la requête est vide</translation>
    </message>
    <message>
        <source>Nothing to optimise: the query is empty</source>
        <translation>Rien à optimiser&#xa0;: la requête est vide</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>&amp;Chat Panel</source>
        <translation>&amp;Panneau de discussion</translation>
    </message>
    <message>
        <source>Show or hide the chat with the assistant (%1)</source>
        <translation>Afficher ou masquer la discussion avec l&apos;assistant (%1)</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schéma</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>Assistant IA</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>&amp;Nouvel onglet</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l&apos;onglet</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>Ouvrir une &amp;base de données…</translation>
    </message>
    <message>
        <source>Open D&amp;emo Database</source>
        <translation>Ouvrir la base de &amp;démonstration</translation>
    </message>
    <message>
        <source>Demo database</source>
        <translation>Base de démonstration</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Re&amp;chercher…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Rechercher le &amp;suivant</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Rechercher le &amp;précédent</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Réinitialiser le &amp;zoom</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Volet &amp;suivant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Volet &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Run Statement</source>
        <translation>&amp;Exécuter l&apos;instruction</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>Exécuter &amp;tout</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Fetch All Rows</source>
        <translation>&amp;Récupérer toutes les lignes</translation>
    </message>
    <message>
        <source>Allow &amp;Writes</source>
        <translation>Autoriser les é&amp;critures</translation>
    </message>
    <message>
        <source>Let statements change data on this database (asks first; off again when you switch databases)</source>
        <translation>Permettre aux instructions de modifier les données de cette base (avec confirmation&#x202f;; désactivé à nouveau quand vous changez de base de données)</translation>
    </message>
    <message>
        <source>Refresh &amp;Schema</source>
        <translation>Actualiser le &amp;schéma</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <source>&amp;About Nelumbo</source>
        <translation>À &amp;propos de Nelumbo</translation>
    </message>
    <message>
        <source>About Nelumbo</source>
        <translation>À propos de Nelumbo</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;A query editor with an AI assistant.&lt;/p&gt;&lt;p&gt;Highlighting: %2&lt;/p&gt;&lt;p&gt;The demo database is Chinook (MIT licence).&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the component that highlights SQL</extracomment>
        <translation>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;Un éditeur de requêtes avec un assistant IA.&lt;/p&gt;&lt;p&gt;Coloration syntaxique&#xa0;: %2&lt;/p&gt;&lt;p&gt;La base de démonstration est Chinook (licence MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Requête</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>A&amp;ssistant</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>Source de données</translation>
    </message>
    <message>
        <source>The data source the editor runs against</source>
        <translation>La source de données sur laquelle l&apos;éditeur exécute les requêtes</translation>
    </message>
    <message>
        <source>New tab</source>
        <translation>Nouvel onglet</translation>
    </message>
    <message>
        <source>WRITES ALLOWED</source>
        <translation>ÉCRITURES AUTORISÉES</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <source>Statements can change data (Query → Allow Writes)</source>
        <translation>Les instructions peuvent modifier les données (Requête → Autoriser les écritures)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused</source>
        <translation>Les instructions susceptibles de modifier quoi que ce soit sont refusées</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1 is the model in use, such as openai:gpt-4o</extracomment>
        <translation>IA&#xa0;: %1</translation>
    </message>
    <message>
        <source>AI: not set up</source>
        <translation>IA&#xa0;: non configurée</translation>
    </message>
    <message>
        <source>AI off</source>
        <translation>IA désactivée</translation>
    </message>
    <message>
        <source>The AI assistant uses %1 (%2). Settings…</source>
        <extracomment>%1 is a model, %2 the AI provider</extracomment>
        <translation>L&apos;assistant IA utilise %1 (%2). Paramètres…</translation>
    </message>
    <message>
        <source>The AI assistant is off. Settings… to turn it on.</source>
        <translation>L&apos;assistant IA est désactivé. Activez-le dans Paramètres…</translation>
    </message>
    <message>
        <source>Cannot open the source: %1</source>
        <extracomment>%1 is why the source could not be opened</extracomment>
        <translation>Impossible d&apos;ouvrir la source&#xa0;: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; is configured read-only (read_only = true)</source>
        <extracomment>%1 is a source&apos;s name; &quot;read_only = true&quot; is a line of its configuration</extracomment>
        <translation>La source «&#xa0;%1&#xa0;» est configurée en lecture seule (read_only = true)</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>Impossible d&apos;ouvrir la base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir un fichier</translation>
    </message>
    <message>
        <source>Open SQL file</source>
        <translation>Ouvrir un fichier SQL</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>Fichiers SQL (*.sql);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <source>Save SQL file</source>
        <translation>Enregistrer le fichier SQL</translation>
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
        <translation>Nouvelle so&amp;urce…</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>Re&amp;mplacer…</translation>
    </message>
    <message>
        <source>Recent Data&amp;bases</source>
        <translation>Bases de données &amp;récentes</translation>
    </message>
    <message>
        <source>read-only (check only)</source>
        <translation>lecture seule (vérification seule)</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused by Nelumbo&apos;s check alone: this source&apos;s user may write, so the server would not refuse them. A read-only user adds that protection (docs/CONFIG.md).</source>
        <translation>Les instructions qui pourraient modifier quoi que ce soit ne sont refusées que par la vérification de Nelumbo : l&apos;utilisateur de cette source peut écrire, le serveur ne les refuserait donc pas. Un utilisateur en lecture seule ajoute cette protection (docs/CONFIG.md).</translation>
    </message>
    <message>
        <source>Value Vie&amp;wer</source>
        <translation>&amp;Visionneuse de valeurs</translation>
    </message>
    <message>
        <source>Explain &amp;Plan</source>
        <translation>Afficher le &amp;plan de requête</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show the database&apos;s plan for the statement under the cursor</source>
        <translation>Afficher le plan de la base de données pour l&apos;instruction sous le curseur</translation>
    </message>
    <message>
        <source>the database session was closed</source>
        <translation>la session de base de données a été fermée</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 ne fournit pas de plans de requête</translation>
    </message>
    <message>
        <source>F&amp;ormat Statement</source>
        <translation>F&amp;ormater l&apos;instruction</translation>
    </message>
    <message>
        <source>F&amp;ormat Selection</source>
        <translation>F&amp;ormater la sélection</translation>
    </message>
    <message>
        <source>Not formatted: %1</source>
        <translation>Non formaté&#xa0;: %1</translation>
    </message>
    <message>
        <source>E&amp;xport Result…</source>
        <translation>E&amp;xporter le résultat…</translation>
    </message>
    <message>
        <source>AI Suggestions</source>
        <extracomment>A tool bar toggle: the AI inline suggestions</extracomment>
        <translation>Suggestions de l&apos;IA</translation>
    </message>
    <message>
        <source>No tab is open</source>
        <translation>Aucun onglet n&apos;est ouvert</translation>
    </message>
</context>
<context>
    <name>nelumbo::ModelString</name>
    <message>
        <source>The model &quot;%1&quot; is not of the form provider:model, such as openai:gpt-4o or ollama:qwen2.5-coder.</source>
        <translation>Le modèle «&#xa0;%1&#xa0;» n&apos;est pas de la forme fournisseur:modèle, par exemple openai:gpt-4o ou ollama:qwen2.5-coder.</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;; known providers: %2.</source>
        <translation>Fournisseur inconnu «&#xa0;%1&#xa0;»&#x202f;; fournisseurs connus&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>nelumbo::MysqlAdapter</name>
    <message>
        <source>%1: &quot;%2&quot; is not a MySQL connection option (known: %3)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une option de connexion MySQL (options connues&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1: %2 must be a number of seconds</source>
        <translation>%1&#xa0;: %2 doit être un nombre de secondes</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1&#xa0;: les valeurs d&apos;option ne peuvent pas contenir «&#x202f;;&#xa0;»</translation>
    </message>
    <message>
        <source>The server did not take the session&apos;s read-only setting</source>
        <translation>Le serveur n&apos;a pas appliqué le mode lecture seule de la session</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>La table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>L&apos;instruction est vide</translation>
    </message>
    <message>
        <source>MySQL cannot check this kind of statement without running it</source>
        <translation>MySQL ne peut pas vérifier ce type d&apos;instruction sans l&apos;exécuter</translation>
    </message>
    <message>
        <source>The server did not say which tables the statement reads</source>
        <translation>Le serveur n&apos;a pas indiqué quelles tables l&apos;instruction lit</translation>
    </message>
    <message>
        <source>The definition of view %1 cannot be read</source>
        <translation>Impossible de lire la définition de la vue %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::NamePattern</name>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une expression régulière valide&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no table</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne aucune table</translation>
    </message>
</context>
<context>
    <name>nelumbo::Network</name>
    <message>
        <source>%1 is not the network plugin of this build of Nelumbo</source>
        <translation>%1 n’est pas le module réseau de cette version de Nelumbo</translation>
    </message>
</context>
<context>
    <name>nelumbo::OfflineSource</name>
    <message>
        <source>No database adapter for source &quot;%1&quot;</source>
        <translation>Aucun adaptateur de base de données pour la source «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>nelumbo::OllamaFormat</name>
    <message>
        <source>The arguments of a tool call are not a valid JSON object.</source>
        <translation>Les arguments d&apos;un appel d&apos;outil ne forment pas un objet JSON valide.</translation>
    </message>
</context>
<context>
    <name>nelumbo::OpenAiChatFormat</name>
    <message>
        <source>The reply has no choices.</source>
        <translation>La réponse ne contient aucun choix.</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizeCommand</name>
    <message>
        <source>Suggest how to make a statement faster (AI)</source>
        <translation>Proposer des moyens de rendre une instruction plus rapide (IA)</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli optimize --source SRC STATEMENT

Calcule le plan de STATEMENT sur la source quand c&apos;est possible et demande des
suggestions au modèle configuré&#x202f;; sans plan, l&apos;analyse porte sur la structure. Affiche
du JSON&#xa0;: suggestions (type, impact, title, suggestion), plan_used (et plan_error quand
aucun plan n&apos;a pu être établi), model et usage.

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 réponse obtenue, 1 objet d&apos;erreur affiché, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>optimize needs one STATEMENT argument</source>
        <translation>optimize a besoin d&apos;un argument STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimisation</translation>
    </message>
    <message>
        <source>Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and asks the assistant how to make it faster.</source>
        <translation>Optimiser la requête (Ctrl+Alt+O) calcule le plan de l&apos;instruction sous le curseur et demande à l&apos;assistant comment la rendre plus rapide.</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Travail en cours</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>État du plan</translation>
    </message>
    <message>
        <source>Planning the statement and asking the assistant for suggestions…</source>
        <translation>Calcul du plan de l&apos;instruction et demande de suggestions à l&apos;assistant…</translation>
    </message>
    <message>
        <source>Structural review, no plan.</source>
        <translation>Analyse structurelle, sans plan.</translation>
    </message>
    <message>
        <source>Structural review, no plan: %1</source>
        <translation>Analyse structurelle, sans plan&#xa0;: %1</translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Plan de requête&#xa0;: %1, aucune marquée comme coûteuse.</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 jeton</numerusform>
            <numerusform>%1 jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimisation cancelled.</source>
        <translation>Optimisation annulée.</translation>
    </message>
    <message>
        <source>The optimisation failed: %1</source>
        <translation>L&apos;optimisation a échoué&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln étape</numerusform>
            <numerusform>%Ln étapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Plan de requête&#xa0;: %1, dont %Ln marquée comme coûteuse (en gras, avec un signe d&apos;avertissement).</numerusform>
            <numerusform>Plan de requête&#xa0;: %1, dont %Ln marquées comme coûteuses (en gras, avec un signe d&apos;avertissement).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>%Ln suggestion</numerusform>
            <numerusform>%Ln suggestions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PasswordPrompt</name>
    <message>
        <source>No keychain</source>
        <translation>Pas de trousseau</translation>
    </message>
    <message>
        <source>The password cannot be stored in the system keychain.</source>
        <translation>Le mot de passe ne peut pas être enregistré dans le trousseau du système.</translation>
    </message>
    <message>
        <source>%1

Store the password in plain text in %2, a file only you can read? Otherwise it is not stored, and Nelumbo asks for it each time you connect.</source>
        <extracomment>%1 is why the keychain failed, %2 the path of the file</extracomment>
        <translation>%1

Enregistrer le mot de passe en clair dans %2, un fichier que vous seul pouvez lire&#x202f;? Sinon, il n&apos;est pas enregistré et Nelumbo vous le demande à chaque connexion.</translation>
    </message>
    <message>
        <source>Store in Plain Text</source>
        <translation>Enregistrer en clair</translation>
    </message>
    <message>
        <source>Don&apos;t Store</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <extracomment>%1 is the name of a data source</extracomment>
        <translation>Mot de passe pour %1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message>
        <source>Optimize with AI</source>
        <translation>Optimiser avec l&apos;IA</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>État du plan</translation>
    </message>
    <message>
        <source>Explain Plan (Ctrl+E) shows the database&apos;s plan for the statement under the cursor, without running it.</source>
        <translation>«&#xa0;Afficher le plan de requête&#xa0;» (Ctrl+E) montre le plan de la base de données pour l&apos;instruction sous le curseur, sans l&apos;exécuter.</translation>
    </message>
    <message>
        <source>Ask the assistant how to make this statement faster</source>
        <translation>Demander à l&apos;assistant comment rendre cette instruction plus rapide</translation>
    </message>
    <message>
        <source>Asking the database for its plan…</source>
        <translation>Demande du plan à la base de données…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln étape</numerusform>
            <numerusform>%Ln étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>Plan de requête&#xa0;: %1, aucune marquée comme coûteuse.</translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>Plan de requête&#xa0;: %1, dont %Ln marquée comme coûteuse (en gras, avec un signe d&apos;avertissement).</numerusform>
            <numerusform>Plan de requête&#xa0;: %1, dont %Ln marquées comme coûteuses (en gras, avec un signe d&apos;avertissement).</numerusform>
        </translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Aucun plan&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message>
        <source>The query plan could not be read: %1</source>
        <translation>Le plan de requête n&apos;a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the PostgreSQL plan holds no statement</source>
        <translation>le plan PostgreSQL ne contient aucune instruction</translation>
    </message>
    <message>
        <source>a PostgreSQL plan entry has no &quot;Plan&quot;</source>
        <translation>une entrée du plan PostgreSQL n&apos;a pas de «&#xa0;Plan&#xa0;»</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node has no &quot;Node Type&quot;</source>
        <translation>un nœud du plan PostgreSQL n&apos;a pas de «&#xa0;Node Type&#xa0;»</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node&apos;s &quot;Plans&quot; holds a non-object</source>
        <translation>le champ «&#xa0;Plans&#xa0;» d&apos;un nœud de plan PostgreSQL contient autre chose qu&apos;un objet</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>index %1</translation>
    </message>
    <message>
        <source>sort by %1</source>
        <translation>tri par %1</translation>
    </message>
    <message>
        <source>group by %1</source>
        <translation>regroupement par %1</translation>
    </message>
    <message>
        <source>the MySQL plan has no &quot;query_block&quot;</source>
        <translation>le plan MySQL n&apos;a pas de «&#xa0;query_block&#xa0;»</translation>
    </message>
    <message>
        <source>the MySQL plan has no steps</source>
        <translation>le plan MySQL ne contient aucune étape</translation>
    </message>
    <message>
        <source>Query block</source>
        <translation>Bloc de requête</translation>
    </message>
    <message>
        <source>having %1</source>
        <translation>having %1</translation>
    </message>
    <message>
        <source>Nested loop</source>
        <translation>Boucle imbriquée</translation>
    </message>
    <message>
        <source>condition: %1</source>
        <translation>condition&#xa0;: %1</translation>
    </message>
    <message>
        <source>using filesort</source>
        <translation>utilise un tri externe (filesort)</translation>
    </message>
    <message>
        <source>using a temporary table</source>
        <translation>utilise une table temporaire</translation>
    </message>
    <message>
        <source>no index used (possible: %1)</source>
        <translation>aucun index utilisé (possibles&#xa0;: %1)</translation>
    </message>
    <message>
        <source>ref %1</source>
        <translation>ref %1</translation>
    </message>
    <message>
        <source>covering index</source>
        <translation>index couvrant</translation>
    </message>
    <message>
        <source>Full table scan</source>
        <translation>Parcours complet de la table</translation>
    </message>
    <message>
        <source>Full index scan</source>
        <translation>Parcours complet de l&apos;index</translation>
    </message>
    <message>
        <source>Index range scan</source>
        <translation>Parcours d&apos;une plage d&apos;index</translation>
    </message>
    <message>
        <source>Index lookup</source>
        <translation>Recherche par index</translation>
    </message>
    <message>
        <source>Unique index lookup</source>
        <translation>Recherche par index unique</translation>
    </message>
    <message>
        <source>Index lookup or null</source>
        <translation>Recherche par index ou NULL</translation>
    </message>
    <message>
        <source>Index merge</source>
        <translation>Fusion d&apos;index</translation>
    </message>
    <message>
        <source>Full-text index</source>
        <translation>Index plein texte</translation>
    </message>
    <message>
        <source>Constant row</source>
        <translation>Ligne constante</translation>
    </message>
    <message>
        <source>Hash join scan</source>
        <translation>Parcours de jointure par hachage</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Table access (%1)</source>
        <translation>Accès à la table (%1)</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Tri</translation>
    </message>
    <message>
        <source>Read sorted rows</source>
        <translation>Lecture des lignes triées</translation>
    </message>
    <message>
        <source>Temporary table</source>
        <translation>Table temporaire</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Regroupement</translation>
    </message>
    <message>
        <source>Remove duplicates</source>
        <translation>Suppression des doublons</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Expression cache</source>
        <translation>Cache d&apos;expressions</translation>
    </message>
    <message>
        <source>Materialize</source>
        <translation>Matérialisation</translation>
    </message>
    <message>
        <source>Block nested-loop join</source>
        <translation>Jointure par boucles imbriquées par blocs</translation>
    </message>
    <message>
        <source>Batched key access join</source>
        <translation>Jointure BKA (accès par lots de clés)</translation>
    </message>
    <message>
        <source>Window functions</source>
        <translation>Fonctions de fenêtrage</translation>
    </message>
    <message>
        <source>unexpected line &quot;%1&quot;</source>
        <translation>ligne inattendue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>step %1 names an unknown parent %2</source>
        <translation>l&apos;étape %1 désigne un parent inconnu %2</translation>
    </message>
    <message>
        <source>The query plan is empty.</source>
        <translation>Le plan de requête est vide.</translation>
    </message>
    <message>
        <source>%1% of the estimated cost</source>
        <translation>%1&#xa0;% du coût estimé</translation>
    </message>
    <message>
        <source>full scan of a table of unknown size</source>
        <translation>parcours complet d&apos;une table de taille inconnue</translation>
    </message>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>parcours complet, environ %Ln ligne</numerusform>
            <numerusform>parcours complet, environ %Ln lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTreeModel</name>
    <message>
        <source>Expensive: %1</source>
        <translation>Coût élevé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Expensive: %1 — %2</source>
        <translation>Coût élevé&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>%1, expensive: %2</source>
        <translation>%1, coût élevé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Est. rows</source>
        <translation>Lignes estimées</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanView</name>
    <message>
        <source>Query plan</source>
        <translation>Plan de requête</translation>
    </message>
</context>
<context>
    <name>nelumbo::PostgresAdapter</name>
    <message>
        <source>The PostgreSQL connection is not open</source>
        <translation>La connexion PostgreSQL n&apos;est pas ouverte</translation>
    </message>
    <message>
        <source>The connection is still reading a result; fetch it to the end or cancel it first</source>
        <translation>La connexion est encore en train de lire un résultat&#x202f;; récupérez-le jusqu&apos;au bout ou annulez-le d&apos;abord</translation>
    </message>
    <message>
        <source>The current transaction has failed; roll it back first</source>
        <translation>La transaction en cours a échoué&#x202f;; annulez-la d&apos;abord (ROLLBACK)</translation>
    </message>
    <message>
        <source>%1: port=%2 is not a port number</source>
        <translation>%1&#xa0;: port=%2 n&apos;est pas un numéro de port</translation>
    </message>
    <message>
        <source>Invalid search_path entry &quot;%1&quot; in %2: use plain names (letters, digits, _) or $user, separated by commas</source>
        <translation>Entrée search_path «&#xa0;%1&#xa0;» non valide dans %2&#xa0;: utilisez des noms simples (lettres, chiffres, _) ou $user, séparés par des virgules</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a PostgreSQL connection option</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une option de connexion PostgreSQL</translation>
    </message>
    <message>
        <source>%1: connect_timeout must be a number of seconds</source>
        <translation>%1&#xa0;: connect_timeout doit être un nombre de secondes</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1&#xa0;: les valeurs d&apos;option ne peuvent pas contenir «&#x202f;;&#xa0;»</translation>
    </message>
    <message>
        <source>PostgreSQL did not take default_transaction_read_only = %1</source>
        <translation>PostgreSQL n&apos;a pas appliqué default_transaction_read_only = %1</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>La table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>L&apos;instruction est vide</translation>
    </message>
    <message>
        <source>The schemas PostgreSQL searches for unqualified names, in order.</source>
        <translation>Les schémas dans lesquels PostgreSQL cherche les noms non qualifiés, dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>COPY … TO STDOUT is not supported; COPY to a file on the server, or run the query itself</source>
        <translation>COPY … TO STDOUT n&apos;est pas pris en charge&#x202f;; faites un COPY vers un fichier sur le serveur, ou exécutez la requête elle-même</translation>
    </message>
</context>
<context>
    <name>nelumbo::PriceTable</name>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>the price table is not valid JSON: %1</source>
        <translation>la grille tarifaire n&apos;est pas du JSON valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the price of %1 needs input and output</source>
        <translation>le prix de %1 doit indiquer une entrée et une sortie</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;provider:model input output [cached-input [cache-write]]&quot;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas de la forme «&#xa0;provider:model input output [cached-input [cache-write]]&#xa0;»</translation>
    </message>
    <message>
        <source>no price is known for %1</source>
        <translation>aucun prix connu pour %1</translation>
    </message>
    <message>
        <source>the provider reported no token counts</source>
        <translation>le fournisseur n&apos;a indiqué aucun nombre de jetons</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>impossible de lire %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Prompt</name>
    <message>
        <source>Allow writes</source>
        <translation>Autoriser les écritures</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema on &quot;%1&quot;?</source>
        <extracomment>%1 is the name of a data source or database file</extracomment>
        <translation>Autoriser les instructions qui modifient les données ou le schéma sur «&#xa0;%1&#xa0;»&#x202f;?</translation>
    </message>
    <message>
        <source>Until you turn this off or switch databases, INSERT, UPDATE, DELETE, DDL and other writes run for real.</source>
        <translation>Jusqu&apos;à ce que vous désactiviez cette option ou changiez de base de données, INSERT, UPDATE, DELETE, les instructions DDL et les autres écritures s&apos;exécutent réellement.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved.</source>
        <extracomment>%1 is a tab&apos;s title: a file name or &quot;Untitled&quot;</extracomment>
        <translation>«&#xa0;%1&#xa0;» contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Les enregistrer avant de fermer&#x202f;?</translation>
    </message>
</context>
<context>
    <name>nelumbo::PromptCommand</name>
    <message>
        <source>Show the prompt and tools an AI task sends for a source</source>
        <translation>Afficher le prompt et les outils qu&apos;une tâche IA envoie pour une source</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                                 [--format text|json]

Affiche le prompt système et les définitions d&apos;outils construits pour la source (ses
tables visibles, sa politique IA), sans rien envoyer.

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
      --kind KIND      generation (par défaut), explanation ou optimization.
      --format FORMAT  text (par défaut) ou json&#xa0;: {system, tools, temperature}.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 affiché, 1 objet d&apos;erreur affiché, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>prompt needs --source SRC and no other arguments</source>
        <translation>prompt a besoin de --source SRC et d&apos;aucun autre argument</translation>
    </message>
    <message>
        <source>--kind is generation, explanation or optimization</source>
        <translation>--kind vaut generation, explanation ou optimization</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--format vaut text ou json</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>L&apos;assistant IA est désactivé pour cette source.</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>Outils&#xa0;:</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesCommand</name>
    <message>
        <source>List, show, save, rename and delete saved queries</source>
        <translation>Lister, afficher, enregistrer, renommer et supprimer les requêtes enregistrées</translation>
    </message>
    <message>
        <source>list: table (the default) or json; show: text (the default) or json.</source>
        <translation>list&#xa0;: table (par défaut) ou json&#x202f;; show&#xa0;: text (par défaut) ou json.</translation>
    </message>
    <message>
        <source>save: the source the query is written for, a name from &apos;nelumbo-cli sources&apos; or a URL. Its query language is recorded, and the query then runs only on sources of that language.</source>
        <translation>save&#xa0;: la source pour laquelle la requête est écrite, un nom donné par «&#xa0;nelumbo-cli sources&#xa0;» ou une URL. Son langage de requête est enregistré, et la requête ne s&apos;exécute ensuite que sur les sources de ce langage.</translation>
    </message>
    <message>
        <source>save: read the statement from FILE (UTF-8); - reads standard input.</source>
        <translation>save&#xa0;: lire l&apos;instruction dans FILE (UTF-8)&#x202f;; - lit l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>save: a value saved with the query for its {{NAME}} placeholder; give a NAME more than once for a list. &apos;run --saved&apos; uses it unless --var gives another.</source>
        <translation>save&#xa0;: une valeur enregistrée avec la requête pour sa variable {{NAME}}&#x202f;; répétez un NAME pour obtenir une liste. «&#xa0;run --saved&#xa0;» l&apos;utilise sauf si --var en donne une autre.</translation>
    </message>
    <message>
        <source>save: replace the saved query of that name instead of failing.</source>
        <translation>save&#xa0;: remplacer la requête enregistrée de ce nom au lieu d&apos;échouer.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli queries [list] [--format table|json]
              nelumbo-cli queries show NAME [--format text|json]
              nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                                      [--var NAME=VALUE]... [--replace]
              nelumbo-cli queries rename NAME NEW_NAME
              nelumbo-cli queries delete NAME

</translation>
    </message>
    <message>
        <source>The library of saved queries, shared with the app&apos;s Saved Queries panel: a name, the statement, its variables and their values, the source it was saved for and that source&apos;s query language (sql:sqlite, sql:postgres, sql:mysql). The library is the file queries/library of the config file, by default queries.sqlite in your data folder (docs/CONFIG.md). Run a saved query with &apos;nelumbo-cli run --saved NAME --source SRC&apos;; on a source of another language it is refused.</source>
        <translation>La bibliothèque des requêtes enregistrées, partagée avec le panneau Requêtes enregistrées de l&apos;application&#xa0;: un nom, l&apos;instruction, ses variables et leurs valeurs, la source pour laquelle elle a été enregistrée et le langage de requête de cette source (sql:sqlite, sql:postgres, sql:mysql). La bibliothèque est le fichier indiqué par queries/library dans le fichier de configuration, par défaut queries.sqlite dans votre dossier de données (docs/CONFIG.md). Exécutez une requête enregistrée avec «&#xa0;nelumbo-cli run --saved NAME --source SRC&#xa0;»&#x202f;; sur une source d&apos;un autre langage, elle est refusée.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Actions&#xa0;:</translation>
    </message>
    <message>
        <source>Every saved query: name, source, language and when it last changed. The default action.</source>
        <translation>Toutes les requêtes enregistrées&#xa0;: nom, source, langage et date de dernière modification. Action par défaut.</translation>
    </message>
    <message>
        <source>One saved query with its variables, values and statement.</source>
        <translation>Une requête enregistrée avec ses variables, ses valeurs et son instruction.</translation>
    </message>
    <message>
        <source>Save STATEMENT (or the statement in FILE) as NAME for source SRC.</source>
        <translation>Enregistrer STATEMENT (ou l&apos;instruction contenue dans FILE) sous le nom NAME pour la source SRC.</translation>
    </message>
    <message>
        <source>Give a saved query another name.</source>
        <translation>Renommer une requête enregistrée.</translation>
    </message>
    <message>
        <source>Delete a saved query.</source>
        <translation>Supprimer une requête enregistrée.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>runtime error: no saved query of that name, the name is taken, unknown source, the library cannot be read or written</source>
        <translation>erreur d&apos;exécution&#xa0;: aucune requête enregistrée de ce nom, nom déjà pris, source inconnue, bibliothèque illisible ou impossible à écrire</translation>
    </message>
    <message>
        <source>usage error: unknown action or option</source>
        <translation>erreur d&apos;utilisation&#xa0;: action ou option inconnue</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples&#xa0;:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, show, save, rename or delete</source>
        <translation>action inconnue «&#xa0;%1&#xa0;»&#xa0;: utilisez list, show, save, rename ou delete</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;queries %2&apos;</source>
        <translation>--%1 n&apos;est pas une option de «&#xa0;queries %2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs a NAME</source>
        <translation>«&#xa0;queries save&#xa0;» a besoin d&apos;un NAME</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>indiquez soit STATEMENT, soit -f FILE, pas les deux</translation>
    </message>
    <message>
        <source>nothing to save: give STATEMENT or -f FILE</source>
        <translation>rien à enregistrer&#xa0;: indiquez STATEMENT ou -f FILE</translation>
    </message>
    <message>
        <source>expected NAME and one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>NAME et un seul STATEMENT attendus, mais %1 arguments reçus&#x202f;; mettez le SQL entre guillemets pour en faire un seul argument</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs --source SRC: the source the query is written for</source>
        <translation>«&#xa0;queries save&#xa0;» a besoin de --source SRC&#xa0;: la source pour laquelle la requête est écrite</translation>
    </message>
    <message>
        <source>&apos;queries list&apos; takes no arguments</source>
        <translation>«&#xa0;queries list&#xa0;» ne prend aucun argument</translation>
    </message>
    <message>
        <source>&apos;queries %1&apos; needs one NAME</source>
        <translation>«&#xa0;queries %1&#xa0;» a besoin d&apos;un NAME</translation>
    </message>
    <message>
        <source>&apos;queries rename&apos; needs NAME and NEW_NAME</source>
        <translation>«&#xa0;queries rename&#xa0;» a besoin de NAME et de NEW_NAME</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use %2 or json</source>
        <translation>--format inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez %2 ou json</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli queries --help&apos; for more information.</source>
        <translation>Essayez «&#xa0;nelumbo-cli queries --help&#xa0;» pour plus d&apos;informations.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>a saved query named &quot;%1&quot; already exists; add --replace to replace it</source>
        <translation>une requête enregistrée nommée «&#xa0;%1&#xa0;» existe déjà&#x202f;; ajoutez --replace pour la remplacer</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; for %2 (%3)</source>
        <translation>«&#xa0;%1&#xa0;» enregistrée pour %2 (%3)</translation>
    </message>
    <message>
        <source>Replaced &quot;%1&quot; for %2 (%3)</source>
        <translation>«&#xa0;%1&#xa0;» remplacée pour %2 (%3)</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» renommée en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» supprimée</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesPrinter</name>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>SOURCE</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <translation>LANGAGE</translation>
    </message>
    <message>
        <source>UPDATED</source>
        <translation>MODIFIÉE</translation>
    </message>
    <message>
        <source>name:      %1
</source>
        <translation>nom&#xa0;:        %1
</translation>
    </message>
    <message>
        <source>source:    %1
</source>
        <translation>source&#xa0;:     %1
</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(quelconque)</translation>
    </message>
    <message>
        <source>language:  %1
</source>
        <translation>langage&#xa0;:    %1
</translation>
    </message>
    <message>
        <source>(any: runs on every source)</source>
        <translation>(quelconque&#xa0;: s&apos;exécute sur toutes les sources)</translation>
    </message>
    <message>
        <source>, list</source>
        <translation>, liste</translation>
    </message>
    <message>
        <source>, select</source>
        <translation>, liste de choix</translation>
    </message>
    <message>
        <source>variable:  %1
</source>
        <translation>variable&#xa0;:   %1
</translation>
    </message>
    <message>
        <source>value:     %1 = %2
</source>
        <translation>valeur&#xa0;:     %1 = %2
</translation>
    </message>
    <message>
        <source>created:   %1
</source>
        <translation>créée&#xa0;:      %1
</translation>
    </message>
    <message>
        <source>updated:   %1
</source>
        <translation>modifiée&#xa0;:   %1
</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryEditor</name>
    <message>
        <source>Query editor</source>
        <translation>Éditeur de requêtes</translation>
    </message>
    <message>
        <source>Nothing to format: the statement is empty</source>
        <translation>Rien à formater&#xa0;: l&apos;instruction est vide</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryLanguage</name>
    <message>
        <source>Refused: read-only mode cannot tell whether this statement only reads</source>
        <translation>Refusé&#xa0;: le mode lecture seule ne peut pas savoir si cette instruction ne fait que lire</translation>
    </message>
    <message>
        <source>This query language has no templates</source>
        <translation>Ce langage de requête n&apos;a pas de modèles</translation>
    </message>
    <message>
        <source>This query language cannot read query plans</source>
        <translation>Ce langage de requête ne sait pas lire les plans de requête</translation>
    </message>
    <message>
        <source>This query language has no formatter</source>
        <translation>Ce langage de requête n&apos;a pas de formateur</translation>
    </message>
    <message>
        <source>This query language cannot sort in the database</source>
        <translation>Ce langage de requête ne peut pas trier dans la base de données</translation>
    </message>
    <message>
        <source>This query language has no INSERT statements</source>
        <translation>Ce langage de requête n&apos;a pas d&apos;instructions INSERT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReadOnlyClassifier</name>
    <message>
        <source>Refused: %1 changes data (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 modifie des données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 changes the database structure (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 modifie la structure de la base de données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 removes every row of a table (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 supprime toutes les lignes d&apos;une table (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 changes permissions (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 modifie des droits d&apos;accès (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 is maintenance that writes to the database (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 est une opération de maintenance qui écrit dans la base de données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 moves data between tables and files (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 transfère des données entre tables et fichiers (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 changes which database files are open (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 modifie les fichiers de base de données ouverts (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 runs procedural code that may change data (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 exécute du code procédural susceptible de modifier des données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 works with prepared statements, which cannot be checked (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 manipule des instructions préparées, qui ne peuvent pas être vérifiées (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 changes session state (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 modifie l&apos;état de la session (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 controls transactions, which read-only mode manages itself</source>
        <translation>Refusé&#xa0;: %1 contrôle les transactions, que le mode lecture seule gère lui-même</translation>
    </message>
    <message>
        <source>Refused: %1 takes or releases table locks (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 pose ou libère des verrous de table (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 uses server notifications (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 utilise les notifications du serveur (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 rewrites stored data (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 réécrit des données stockées (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 creates tables (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 crée des tables (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 is a server administration command (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 est une commande d&apos;administration du serveur (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: there is no statement to run</source>
        <translation>Refusé&#xa0;: il n&apos;y a aucune instruction à exécuter</translation>
    </message>
    <message>
        <source>Refused: the statement does not start with a keyword (read-only mode runs SELECT and similar queries)</source>
        <translation>Refusé&#xa0;: l&apos;instruction ne commence pas par un mot-clé (le mode lecture seule exécute SELECT et les requêtes similaires)</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN needs a statement to explain</source>
        <translation>Refusé&#xa0;: EXPLAIN a besoin d&apos;une instruction à expliquer</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN of %1 is not a read-only statement</source>
        <translation>Refusé&#xa0;: EXPLAIN de %1 n&apos;est pas une instruction en lecture seule</translation>
    </message>
    <message>
        <source>Refused: PRAGMA is an SQLite statement</source>
        <translation>Refusé&#xa0;: PRAGMA est une instruction propre à SQLite</translation>
    </message>
    <message>
        <source>Refused: %1 is not a statement read-only mode can run</source>
        <translation>Refusé&#xa0;: %1 n&apos;est pas une instruction que le mode lecture seule peut exécuter</translation>
    </message>
    <message>
        <source>Refused: %1 loads a server library (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 charge une bibliothèque sur le serveur (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: INTO %1 writes a file on the server (read-only mode)</source>
        <translation>Refusé&#xa0;: INTO %1 écrit un fichier sur le serveur (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO stores the result in variables (read-only mode)</source>
        <translation>Refusé&#xa0;: SELECT … INTO stocke le résultat dans des variables (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO creates a table (read-only mode)</source>
        <translation>Refusé&#xa0;: SELECT … INTO crée une table (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1() has effects beyond reading data (read-only mode)</source>
        <translation>Refusé&#xa0;: %1() a des effets qui vont au-delà de la lecture des données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: := assigns a user variable (read-only mode)</source>
        <translation>Refusé&#xa0;: := affecte une variable utilisateur (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: FOR %1 locks rows (read-only mode)</source>
        <translation>Refusé&#xa0;: FOR %1 verrouille des lignes (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: LOCK IN SHARE MODE locks rows (read-only mode)</source>
        <translation>Refusé&#xa0;: LOCK IN SHARE MODE verrouille des lignes (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 inside WITH changes data (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 dans WITH modifie des données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 is not allowed in a read-only query (quote it if it is a name)</source>
        <translation>Refusé&#xa0;: %1 n&apos;est pas autorisé dans une requête en lecture seule (mettez-le entre guillemets s&apos;il s&apos;agit d&apos;un nom)</translation>
    </message>
    <message>
        <source>Refused: only one statement can run at a time</source>
        <translation>Refusé&#xa0;: une seule instruction peut être exécutée à la fois</translation>
    </message>
    <message>
        <source>Refused: MySQL runs /*! … */ comments as code (read-only mode)</source>
        <translation>Refusé&#xa0;: MySQL exécute les commentaires /*! … */ comme du code (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: PRAGMA needs the name of a pragma</source>
        <translation>Refusé&#xa0;: PRAGMA a besoin du nom d&apos;un pragma</translation>
    </message>
    <message>
        <source>Refused: %1 lets the schema be edited directly (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 permet de modifier directement le schéma (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 = … changes a setting (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 = … modifie un paramètre (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1(…) changes a setting or acts on the database (read-only mode)</source>
        <translation>Refusé&#xa0;: %1(…) modifie un paramètre ou agit sur la base de données (mode lecture seule)</translation>
    </message>
    <message>
        <source>Refused: %1 is followed by something unexpected</source>
        <translation>Refusé&#xa0;: %1 est suivi d&apos;un élément inattendu</translation>
    </message>
    <message>
        <source>Refused: %1 is not a pragma known to only read (read-only mode)</source>
        <translation>Refusé&#xa0;: %1 n&apos;est pas un pragma connu pour être en lecture seule (mode lecture seule)</translation>
    </message>
</context>
<context>
    <name>nelumbo::RedisAdapter</name>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …), not &quot;%2&quot;</source>
        <translation>« %1 » : la base doit être un nombre (0, 1, …), pas « %2 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a socket URL names an absolute path, as in unix:/run/redis/redis.sock</source>
        <translation>« %1 » : une URL de socket nomme un chemin absolu, comme unix:/run/redis/redis.sock</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Redis URL: expected %2://[user[:password]@]host[:port][/database]</source>
        <translation>« %1 » n’est pas une URL Redis : attendu %2://[utilisateur[:mot de passe]@]hôte[:port][/base]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no host</source>
        <translation>« %1 » ne nomme aucun hôte</translation>
    </message>
    <message>
        <source>The database number, 0 to 15 on most servers</source>
        <translation>Le numéro de la base, de 0 à 15 sur la plupart des serveurs</translation>
    </message>
    <message>
        <source>An ACL user; empty for the default user</source>
        <translation>Un utilisateur ACL ; vide pour l’utilisateur par défaut</translation>
    </message>
    <message>
        <source>The server did not give its command table</source>
        <translation>Le serveur n’a pas donné sa table des commandes</translation>
    </message>
    <message>
        <source>ERR unknown subcommand &apos;%1&apos; of %2</source>
        <translation>ERR sous-commande « %1 » de %2 inconnue</translation>
    </message>
    <message>
        <source>ERR wrong number of arguments for &apos;%1&apos; command</source>
        <translation>ERR nombre d’arguments incorrect pour la commande « %1 »</translation>
    </message>
    <message>
        <source>ERR unknown command &apos;%1&apos;</source>
        <translation>ERR commande « %1 » inconnue</translation>
    </message>
    <message>
        <source>%1 needs a key at argument %2</source>
        <translation>%1 attend une clé en argument %2</translation>
    </message>
    <message>
        <source>Redis commands have no query plan</source>
        <translation>Les commandes Redis n’ont pas de plan d’exécution</translation>
    </message>
    <message>
        <source>The server did not give its command table: %1</source>
        <translation>Le serveur n’a pas donné sa table des commandes : %1</translation>
    </message>
    <message>
        <source>%1 may change data or the server</source>
        <translation>%1 peut modifier les données ou le serveur</translation>
    </message>
    <message>
        <source>SORT … STORE writes its result</source>
        <translation>SORT … STORE écrit son résultat</translation>
    </message>
    <message>
        <source>%1 is not a subcommand this server knows</source>
        <translation>%1 n’est pas une sous-commande connue de ce serveur</translation>
    </message>
    <message>
        <source>%1 is not a command this server knows</source>
        <translation>%1 n’est pas une commande connue de ce serveur</translation>
    </message>
    <message>
        <source>%1 is not known to only read</source>
        <translation>%1 n’est pas connue pour se limiter à la lecture</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …)</source>
        <translation>« %1 » : la base doit être un nombre (0, 1, …)</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Connexion impossible à %1 : %2</translation>
    </message>
    <message>
        <source>The connection is closed</source>
        <translation>La connexion est fermée</translation>
    </message>
    <message>
        <source>No command</source>
        <translation>Aucune commande</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>The server&apos;s reply could not be read: %1</source>
        <translation>La réponse du serveur n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The server did not answer in time</source>
        <translation>Le serveur n’a pas répondu à temps</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>La connexion au serveur a été perdue</translation>
    </message>
    <message>
        <source>{{ %1 }} is not a variable: write {{%1}}, without spaces inside the braces</source>
        <translation>{{ %1 }} n’est pas une variable : écrivez {{%1}}, sans espaces entre les accolades</translation>
    </message>
    <message>
        <source>Unbalanced quotes in the command</source>
        <translation>Guillemets non équilibrés dans la commande</translation>
    </message>
    <message>
        <source>A closing quote must be followed by a space</source>
        <translation>Un guillemet fermant doit être suivi d’une espace</translation>
    </message>
    <message>
        <source>A value marker has no value</source>
        <translation>Un marqueur de valeur n’a pas de valeur</translation>
    </message>
    <message>
        <source>Run one command at a time</source>
        <translation>Exécutez une seule commande à la fois</translation>
    </message>
    <message>
        <source>Refused in read-only mode: %1</source>
        <translation>Refusé en mode lecture seule : %1</translation>
    </message>
    <message>
        <source>The command contains a character reserved for values (U+E000)</source>
        <translation>La commande contient un caractère réservé aux valeurs (U+E000)</translation>
    </message>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Variable obligatoire manquante : %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must be an argument of its own</source>
        <translation>La variable de liste « %1 » doit être un argument à part entière</translation>
    </message>
    <message>
        <source>Refused: the command names a key hidden from this source</source>
        <translation>Refusé : la commande nomme une clé cachée pour cette source</translation>
    </message>
</context>
<context>
    <name>nelumbo::RenderCommand</name>
    <message>
        <source>Show the statement and bound values a template compiles to, as JSON</source>
        <translation>Afficher en JSON l&apos;instruction et les valeurs liées produites par la compilation d&apos;un modèle</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

Compile la syntaxe de modèle de STATEMENT pour le dialecte de SRC et affiche&#xa0;:
  {&quot;statement&quot;: &quot;SELECT ... WHERE id =&#x202f;?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}} devient un paramètre lié (jamais du texte inséré dans l&apos;instruction)&#x202f;;
[[ ... ]] est conservé, sans les crochets, uniquement si chaque variable qu&apos;il
contient a une valeur non vide. La base de données n&apos;est pas ouverte.

Options&#xa0;:
      --source SRC       La source de données dont le dialecte est utilisé. Obligatoire.
      --var NAME=VALUE   La valeur d&apos;une variable&#x202f;; répétez un NAME pour obtenir une
                         liste (IN ({{ids}}) → IN (?, ?,&#x202f;?)).
  -h, --help             Afficher cette aide.

Code de sortie&#xa0;: 0 compilé, 1 variable manquante ou non valide, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>render needs --source SRC and one STATEMENT</source>
        <translation>render a besoin de --source SRC et d&apos;un STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyBuilder</name>
    <message>
        <source>A tool call has no function name.</source>
        <translation>Un appel d&apos;outil n&apos;a pas de nom de fonction.</translation>
    </message>
    <message>
        <source>The arguments of its call to %1 are not a valid JSON object.</source>
        <translation>Les arguments de son appel à %1 ne forment pas un objet JSON valide.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyExtractor</name>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>Le modèle a refusé sans donner de raison.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultColumnFilter</name>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La colonne «&#xa0;%1&#xa0;» n&apos;existe pas ou n&apos;est pas visible pour cette source de données</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message>
        <source>Export Result</source>
        <translation>Exporter le résultat</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Export vers %1…</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>Impossible d&apos;ouvrir la base de données&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>Export vers %1… %2 ligne écrite</numerusform>
            <numerusform>Export vers %1… %2 lignes écrites</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export annulé</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExporter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the statement returns no rows, so there is nothing to export</source>
        <translation>l&apos;instruction ne renvoie aucune ligne, il n&apos;y a donc rien à exporter</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write the export: %1</source>
        <translation>impossible d&apos;écrire l&apos;export&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export annulé</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultFilterBar</name>
    <message>
        <source>contains</source>
        <translation>contient</translation>
    </message>
    <message>
        <source>is NULL</source>
        <translation>est NULL</translation>
    </message>
    <message>
        <source>is not NULL</source>
        <translation>n&apos;est pas NULL</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtre&#xa0;:</translation>
    </message>
    <message>
        <source>Filter column</source>
        <translation>Colonne du filtre</translation>
    </message>
    <message>
        <source>Filter operator</source>
        <translation>Opérateur du filtre</translation>
    </message>
    <message>
        <source>Filter value</source>
        <translation>Valeur du filtre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Keep only the loaded rows that meet this condition</source>
        <translation>Ne garder que les lignes chargées qui remplissent cette condition</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>Effacer les filtres</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (aucune valeur)</translation>
    </message>
    <message numerus="yes">
        <source>BLOB (%Ln bytes)</source>
        <extracomment>Binary data in a result cell, with its size</extracomment>
        <translation>
            <numerusform>BLOB (%Ln octet)</numerusform>
            <numerusform>BLOB (%Ln octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultView</name>
    <message>
        <source>Query results</source>
        <translation>Résultats de la requête</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy with Headers</source>
        <translation>Copier avec les en-têtes</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copier au format CSV</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>Ajuster les colonnes au contenu</translation>
    </message>
    <message>
        <source>Fetch All Rows</source>
        <translation>Récupérer toutes les lignes</translation>
    </message>
    <message>
        <source>Copying cells…</source>
        <translation>Copie des cellules…</translation>
    </message>
    <message>
        <source>The selection makes about %1 MB of text, more than the clipboard should hold (%2 MB). Export it to a file instead?</source>
        <extracomment>%1 is the size of the text, %2 the limit, both in MB</extracomment>
        <translation>La sélection représente environ %1 Mo de texte, plus que le presse-papiers ne devrait contenir (%2 Mo). L&apos;exporter plutôt vers un fichier&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Export cells</source>
        <translation>Exporter les cellules</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;Text files (*.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Exporting cells…</source>
        <translation>Export des cellules…</translation>
    </message>
    <message>
        <source>Sort Ascending</source>
        <translation>Trier par ordre croissant</translation>
    </message>
    <message>
        <source>Sort Descending</source>
        <translation>Trier par ordre décroissant</translation>
    </message>
    <message>
        <source>Original Order</source>
        <translation>Ordre d&apos;origine</translation>
    </message>
    <message>
        <source>Filter by This Column…</source>
        <translation>Filtrer selon cette colonne…</translation>
    </message>
    <message>
        <source>Hide Column</source>
        <translation>Masquer la colonne</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Show All Columns</source>
        <translation>Afficher toutes les colonnes</translation>
    </message>
    <message>
        <source>Original Column Order</source>
        <translation>Ordre des colonnes d&apos;origine</translation>
    </message>
    <message>
        <source>Copy As</source>
        <translation>Copier au format</translation>
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
        <translation>Copier sous forme d&apos;INSERT</translation>
    </message>
    <message>
        <source>Table to insert into:</source>
        <translation>Table dans laquelle insérer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Fetch All</source>
        <translation>Tout récupérer</translation>
    </message>
    <message>
        <source>Fetch every remaining row of this result</source>
        <translation>Récupérer toutes les lignes restantes de ce résultat</translation>
    </message>
    <message>
        <source>Run a statement with Ctrl+Enter to see its rows here.</source>
        <translation>Exécutez une instruction avec Ctrl+Enter pour voir ses lignes ici.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Fix with AI</source>
        <translation>Corriger avec l&apos;IA</translation>
    </message>
    <message>
        <source>Set up AI in Settings</source>
        <translation>Configurer l&apos;IA dans les paramètres</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this statement (%1)</source>
        <translation>Demander à l&apos;assistant de corriger cette instruction (%1)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Show the current cell in full (Ctrl+Alt+V)</source>
        <translation>Afficher la cellule courante en entier (Ctrl+Alt+V)</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <extracomment>Where the value viewer&apos;s value comes from: %1 a row number, %2 a column name</extracomment>
        <translation>Ligne %1, %2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>Filter the loaded rows by a column</source>
        <translation>Filtrer les lignes chargées selon une colonne</translation>
    </message>
    <message>
        <source>Sort in the Database</source>
        <translation>Trier dans la base de données</translation>
    </message>
    <message>
        <source>Run the statement again with ORDER BY, so that every row comes in this order</source>
        <translation>Réexécuter l&apos;instruction avec ORDER BY pour que toutes les lignes arrivent dans cet ordre</translation>
    </message>
    <message>
        <source>filtered: %1 of %2</source>
        <extracomment>The rows the filters keep (%1) of the rows loaded (%2)</extracomment>
        <translation>filtrées&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>%1 ligne chargée triée&#x202f;; d&apos;autres restent dans la base de données.</numerusform>
            <numerusform>%1 lignes chargées triées&#x202f;; d&apos;autres restent dans la base de données.</numerusform>
        </translation>
    </message>
    <message>
        <source>This statement cannot be sorted in the database</source>
        <translation>Cette instruction ne peut pas être triée dans la base de données</translation>
    </message>
    <message>
        <source>Sorted by %1 in the database.</source>
        <extracomment>%1 is a column name</extracomment>
        <translation>Trié par %1 dans la base de données.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Exporter le résultat</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>Exécutez d&apos;abord une requête&#xa0;: il n&apos;y a aucun résultat à exporter</translation>
    </message>
    <message>
        <source>Write every row of this result to a file: CSV, JSON, XLSX and more</source>
        <translation>Écrire toutes les lignes de ce résultat dans un fichier&#xa0;: CSV, JSON, XLSX et plus</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunCommand</name>
    <message>
        <source>Run SQL statements on a data source and print their results</source>
        <translation>Exécuter des instructions SQL sur une source de données et afficher leurs résultats</translation>
    </message>
    <message>
        <source>Runs SQL statements on a data source and prints what they return. A script of several statements separated by &apos;;&apos; runs them in order; the first statement that fails stops it.</source>
        <translation>Exécute des instructions SQL sur une source de données et affiche ce qu&apos;elles renvoient. Un script de plusieurs instructions séparées par «&#x202f;;&#xa0;» les exécute dans l&apos;ordre&#x202f;; la première instruction qui échoue l&apos;arrête.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <source>A conversation file of &apos;nelumbo-cli generate&apos;: a failed statement is recorded in it with the database&apos;s error, so the next generate can fix it.</source>
        <translation>Un fichier de conversation de «&#xa0;nelumbo-cli generate&#xa0;»&#xa0;: une instruction en échec y est enregistrée avec l&apos;erreur de la base de données, pour que le generate suivant puisse la corriger.</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>The SQL to run: one statement, or several separated by &apos;;&apos;. Put -- before a STATEMENT that starts with &apos;-&apos;.</source>
        <translation>Le SQL à exécuter&#xa0;: une instruction, ou plusieurs séparées par «&#x202f;;&#xa0;». Placez -- avant un STATEMENT qui commence par «&#xa0;-&#xa0;».</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Sortie&#xa0;:</translation>
    </message>
    <message>
        <source>Aligned columns with a header and a final (N rows) line, for reading. NULL shows as NULL; line breaks show as ↵; cells wider than 60 columns are cut with ….</source>
        <translation>Colonnes alignées avec un en-tête et une dernière ligne (N lignes), pour la lecture. NULL s&apos;affiche NULL&#x202f;; les sauts de ligne s&apos;affichent ↵&#x202f;; les cellules de plus de 60 colonnes sont coupées par ….</translation>
    </message>
    <message>
        <source>RFC 4180: a header row, then one record per row, CRLF line ends, fields quoted when needed. NULL is an empty field. Several results are separated by an empty line.</source>
        <translation>RFC 4180&#xa0;: une ligne d&apos;en-tête, puis un enregistrement par ligne, fins de ligne CRLF, champs entre guillemets si nécessaire. NULL est un champ vide. Plusieurs résultats sont séparés par une ligne vide.</translation>
    </message>
    <message>
        <source>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} for a single statement; for a script of several statements, an array with one such object per statement that returns rows. Numbers stay numbers, NULL is null, blobs are hex strings (0x...).</source>
        <translation>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} pour une seule instruction&#x202f;; pour un script de plusieurs instructions, un tableau contenant un tel objet pour chaque instruction qui renvoie des lignes. Les nombres restent des nombres, NULL devient null, les blobs sont des chaînes hexadécimales (0x...).</translation>
    </message>
    <message>
        <source>Rows are printed as they arrive, except that table output waits for each result to end so it can align the columns. When --max-rows leaves rows out, table and csv say so on standard error and json sets &quot;truncated&quot; to true. Statements that return no rows print &quot;OK, N rows affected&quot; on standard error in table format and nothing otherwise. An error names the failing statement and its line, as in: error: statement 2 (line 5): no such table: Foo

Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C exits at once. --source demo copies the sample database into your data folder on first use. SRC may also name a source from &apos;nelumbo-cli sources&apos;; its password comes from NELUMBO_PASSWORD_&lt;NAME&gt; or the system keychain.</source>
        <translation>Les lignes sont affichées dès leur arrivée, sauf en sortie table, qui attend la fin de chaque résultat pour aligner les colonnes. Quand --max-rows écarte des lignes, table et csv le signalent sur la sortie d&apos;erreur et json met &quot;truncated&quot; à true. Les instructions qui ne renvoient aucune ligne affichent «&#xa0;OK, N lignes affectées&#xa0;» sur la sortie d&apos;erreur au format table, et rien sinon. Une erreur indique l&apos;instruction en échec et sa ligne, par exemple&#xa0;: erreur&#xa0;: instruction 2 (ligne 5)&#xa0;: no such table: Foo

Ctrl+C annule l&apos;instruction en cours et quitte avec le code 130&#x202f;; un second Ctrl+C quitte immédiatement. --source demo copie la base d&apos;exemple dans votre dossier de données à la première utilisation. SRC peut aussi désigner une source de «&#xa0;nelumbo-cli sources&#xa0;»&#x202f;; son mot de passe provient de NELUMBO_PASSWORD_&lt;NAME&gt; ou du trousseau du système.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>runtime error: a statement failed, the file cannot be read, the source URL is wrong or the database cannot be opened; the saved query does not exist or was written for another query language</source>
        <translation>erreur d&apos;exécution&#xa0;: une instruction a échoué, le fichier est illisible, l&apos;URL de la source est incorrecte ou la base de données ne peut pas être ouverte&#x202f;; la requête enregistrée n&apos;existe pas ou a été écrite pour un autre langage de requête</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>interrompu par Ctrl+C</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples&#xa0;:</translation>
    </message>
    <message>
        <source>--conversation needs a FILE</source>
        <translation>--conversation a besoin d&apos;un FILE</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli run --help&apos; for more information.</source>
        <translation>Essayez «&#xa0;nelumbo-cli run --help&#xa0;» pour plus d&apos;informations.</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>elle demande son mot de passe à chaque fois</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>pas de mot de passe pour la source %1&#xa0;: %2&#x202f;; définissez %3 pour en fournir un</translation>
    </message>
    <message>
        <source>source %1 is read-only (read_only = true in its configuration), so --write is refused</source>
        <translation>la source %1 est en lecture seule (read_only = true dans sa configuration)&#xa0;: --write est donc refusé</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>In json, &quot;truncated&quot;:true means that the result has rows the output lacks: --max-rows left them out, or the statement failed or was interrupted after its first rows (the error and the exit status then say so). Control characters (ESC, BEL, ...) and bidirectional overrides in the data and in the database&apos;s messages are shown escaped, as \x1B or \u202E: in table output, in csv written to a terminal and on standard error. csv written to a file or a pipe keeps the data unchanged.</source>
        <translation>En json, &quot;truncated&quot;:true signifie que le résultat a des lignes absentes de la sortie : --max-rows les a laissées de côté, ou l&apos;instruction a échoué ou a été interrompue après ses premières lignes (l&apos;erreur et le code de sortie le disent alors). Les caractères de contrôle (ESC, BEL, ...) et les forçages bidirectionnels dans les données et dans les messages de la base de données sont affichés échappés, sous la forme \x1B ou \u202E : dans la sortie table, dans le csv écrit vers un terminal et sur la sortie d&apos;erreur standard. Le csv écrit dans un fichier ou un tube garde les données inchangées.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                       [--max-rows N] [--table NAME] [--delimiter C]
                       [--quote-all] [--no-header] [--bom]
                       [--var NAME=VALUE]... [--conversation FILE] [--history]
                       (STATEMENT | -f FILE | --saved NAME)

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                              [--max-rows N] [--table NAME] [--delimiter C]
                              [--quote-all] [--no-header] [--bom]
                              [--var NAME=VALUE]... [--conversation FILE] [--history]
                              (STATEMENT | -f FILE | --saved NAME)

</translation>
    </message>
    <message>
        <source>Tab-separated: a header row, then one line per row (LF); tabs and line breaks inside a value become spaces. NULL is an empty field.</source>
        <translation>Séparé par des tabulations&#xa0;: une ligne d&apos;en-tête, puis une ligne de texte par ligne (LF)&#x202f;; les tabulations et sauts de ligne dans une valeur deviennent des espaces. NULL est un champ vide.</translation>
    </message>
    <message>
        <source>One JSON object per row and line, keyed by column name (a repeated name gets _2, _3, ...); values as in json.</source>
        <translation>Un objet JSON par ligne, indexé par nom de colonne (un nom répété reçoit _2, _3, ...)&#x202f;; les valeurs sont comme en json.</translation>
    </message>
    <message>
        <source>A Markdown pipe table; numeric columns align right, | is escaped and line breaks become &lt;br&gt;.</source>
        <translation>Un tableau Markdown à barres verticales&#x202f;; les colonnes numériques sont alignées à droite, | est échappé et les sauts de ligne deviennent &lt;br&gt;.</translation>
    </message>
    <message>
        <source>One INSERT INTO NAME (...) VALUES (...); per row in the source&apos;s SQL dialect (needs --table NAME), ready to run on another database.</source>
        <translation>Un INSERT INTO NAME (...) VALUES (...); par ligne dans le dialecte SQL de la source (nécessite --table NAME), prêt à être exécuté sur une autre base de données.</translation>
    </message>
    <message>
        <source>An Excel workbook: numbers as numbers (text when Excel would round them), ISO dates and timestamps as dates, NULL as an empty cell, a frozen bold header row and column widths from the data. Binary: needs --output FILE or a standard output that is not a terminal.</source>
        <translation>Un classeur Excel&#xa0;: les nombres en nombres (en texte quand Excel les arrondirait), les dates et horodatages ISO en dates, NULL en cellule vide, une ligne d&apos;en-tête figée en gras et des largeurs de colonnes tirées des données. Binaire&#xa0;: nécessite --output FILE ou une sortie standard qui n&apos;est pas un terminal.</translation>
    </message>
    <message>
        <source>table, csv and json print every result of a script. tsv, ndjson, markdown, insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, export the whole result of one statement, streamed batch by batch so memory stays flat however many rows it has. With --output FILE, the file is written under a temporary name and renamed only when complete; a failed or interrupted run leaves no file behind.</source>
        <translation>table, csv et json affichent chaque résultat d&apos;un script. tsv, ndjson, markdown, insert et xlsx, ainsi que csv avec --delimiter, --quote-all, --no-header ou --bom, exportent tout le résultat d&apos;une instruction, transmis lot par lot pour que la mémoire reste constante quel que soit le nombre de lignes. Avec --output FILE, le fichier est écrit sous un nom temporaire et renommé seulement une fois complet&#x202f;; une exécution qui échoue ou est interrompue ne laisse aucun fichier.</translation>
    </message>
    <message>
        <source>usage error: unknown option, missing --source, more than one of STATEMENT, -f and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a script of several statements</source>
        <translation>erreur d&apos;utilisation&#xa0;: option inconnue, --source manquant, plus d&apos;un parmi STATEMENT, -f et --saved, --format ou --max-rows incorrect, xlsx vers un terminal, export d&apos;un script de plusieurs instructions</translation>
    </message>
    <message>
        <source>xlsx is a binary format and standard output is a terminal: give --output FILE or redirect standard output to a file</source>
        <translation>xlsx est un format binaire et la sortie standard est un terminal&#xa0;: indiquez --output FILE ou redirigez la sortie standard vers un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--format %1 exports the result of one statement, and the script has %2</source>
        <translation>--format %1 exporte le résultat d&apos;une seule instruction, et le script en a %2</translation>
    </message>
    <message>
        <source>%1 rows written</source>
        <translation>%1 lignes écrites</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>impossible d&apos;écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>%1 lignes écrites dans %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunOptions</name>
    <message>
        <source>The database: sqlite:relative/path.db (relative to the current directory), sqlite:///absolute/path.db, or demo for the Chinook sample database that comes with Nelumbo. Required.</source>
        <translation>La base de données&#xa0;: sqlite:relative/path.db (relatif au répertoire courant), sqlite:///absolute/path.db, ou demo pour la base d&apos;exemple Chinook fournie avec Nelumbo. Obligatoire.</translation>
    </message>
    <message>
        <source>Read the statements from FILE (UTF-8) instead of the command line; - reads standard input.</source>
        <translation>Lire les instructions dans FILE (UTF-8) plutôt que sur la ligne de commande&#x202f;; - lit l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>Run the saved query NAME (see &apos;nelumbo-cli queries&apos;) instead of STATEMENT or -f. Its saved variable values apply unless --var gives others. A query saved for another query language than SRC&apos;s (sql:postgres on an SQLite source, say) is refused.</source>
        <translation>Exécuter la requête enregistrée NAME (voir «&#xa0;nelumbo-cli queries&#xa0;») au lieu de STATEMENT ou -f. Ses valeurs de variables enregistrées s&apos;appliquent sauf si --var en donne d&apos;autres. Une requête enregistrée pour un autre langage de requête que celui de SRC (par exemple sql:postgres sur une source SQLite) est refusée.</translation>
    </message>
    <message>
        <source>Print at most N rows of each result and stop reading the rest; 0 means no limit. Default: 1000 for table, no limit for csv and json.</source>
        <translation>Afficher au plus N lignes de chaque résultat et ne pas lire le reste&#x202f;; 0 signifie aucune limite. Par défaut&#xa0;: 1000 pour table, aucune limite pour csv et json.</translation>
    </message>
    <message>
        <source>The value of a {{NAME}} placeholder; give a NAME more than once for a list. Values are bound as parameters, never pasted into the SQL; [[ ... ]] parts stay out while their variables are empty.</source>
        <translation>La valeur d&apos;une variable {{NAME}}&#x202f;; répétez un NAME pour obtenir une liste. Les valeurs sont liées comme paramètres, jamais insérées dans le SQL&#x202f;; les parties [[ ... ]] sont omises tant que leurs variables sont vides.</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema for this run. Without it the source is read-only: such statements are refused before they reach the database, and the database session itself is read-only. Sources configured read_only = true refuse it.</source>
        <translation>Autoriser pour cette exécution les instructions qui modifient les données ou le schéma. Sans cette option, la source est en lecture seule&#xa0;: ces instructions sont refusées avant d&apos;atteindre la base de données, et la session de base de données est elle-même en lecture seule. Les sources configurées avec read_only = true la refusent.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>missing --source: name the database, for example --source demo or --source sqlite:path/to/file.db</source>
        <translation>--source manquant&#xa0;: indiquez la base de données, par exemple --source demo ou --source sqlite:path/to/file.db</translation>
    </message>
    <message>
        <source>--source needs a value</source>
        <translation>--source a besoin d&apos;une valeur</translation>
    </message>
    <message>
        <source>--max-rows needs a whole number of rows, 0 or more, not &quot;%1&quot;</source>
        <translation>--max-rows attend un nombre entier de lignes, 0 ou plus, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>un seul STATEMENT attendu, mais %1 arguments reçus&#x202f;; mettez le SQL entre guillemets pour en faire un seul argument</translation>
    </message>
    <message>
        <source>--saved needs the NAME of a saved query</source>
        <translation>--saved a besoin du NAME d&apos;une requête enregistrée</translation>
    </message>
    <message>
        <source>give --saved NAME, STATEMENT or -f FILE, only one of them</source>
        <translation>indiquez --saved NAME, STATEMENT ou -f FILE, un seul des trois</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>indiquez soit STATEMENT, soit -f FILE, pas les deux</translation>
    </message>
    <message>
        <source>nothing to run: give STATEMENT, -f FILE or --saved NAME</source>
        <translation>rien à exécuter&#xa0;: indiquez STATEMENT, -f FILE ou --saved NAME</translation>
    </message>
    <message>
        <source>-f needs a file name</source>
        <translation>-f a besoin d&apos;un nom de fichier</translation>
    </message>
    <message>
        <source>Keep each statement run in the query history the app shows (see &apos;nelumbo-cli history&apos;), unless history is off in the settings or for the source.</source>
        <translation>Conserver chaque instruction exécutée dans l&apos;historique des requêtes affiché par l&apos;application (voir «&#xa0;nelumbo-cli history&#xa0;»), sauf si l&apos;historique est désactivé dans les paramètres ou pour la source.</translation>
    </message>
    <message>
        <source>Output format: table (the default), csv, json, tsv, ndjson, markdown, insert or xlsx; see Output below.</source>
        <translation>Format de sortie&#xa0;: table (par défaut), csv, json, tsv, ndjson, markdown, insert ou xlsx&#x202f;; voir Sortie ci-dessous.</translation>
    </message>
    <message>
        <source>Write the output to FILE instead of standard output. It is written under a temporary name beside FILE and renamed only when complete: a failed or interrupted run leaves FILE as it was.</source>
        <translation>Écrire la sortie dans FILE au lieu de la sortie standard. Elle est écrite sous un nom temporaire à côté de FILE et renommée seulement une fois complète&#xa0;: une exécution qui échoue ou est interrompue laisse FILE tel quel.</translation>
    </message>
    <message>
        <source>The table the INSERT statements of --format insert insert into (SCHEMA.TABLE allowed); names are quoted as the source&apos;s SQL needs. Required with insert.</source>
        <translation>La table dans laquelle insèrent les instructions INSERT de --format insert (SCHEMA.TABLE accepté)&#x202f;; les noms sont mis entre guillemets comme l&apos;exige le SQL de la source. Obligatoire avec insert.</translation>
    </message>
    <message>
        <source>The field delimiter of csv, one character (default ,); \t means a tab.</source>
        <translation>Le séparateur de champs de csv, un caractère (par défaut ,)&#x202f;; \t désigne une tabulation.</translation>
    </message>
    <message>
        <source>Quote every csv field but NULL, not only those that need it.</source>
        <translation>Mettre entre guillemets chaque champ csv sauf NULL, pas seulement ceux qui en ont besoin.</translation>
    </message>
    <message>
        <source>Leave out the header line of column names (csv, tsv).</source>
        <translation>Omettre la ligne d&apos;en-tête des noms de colonnes (csv, tsv).</translation>
    </message>
    <message>
        <source>Start csv or tsv with a UTF-8 byte order mark, for spreadsheet programs that need one to read UTF-8.</source>
        <translation>Commencer csv ou tsv par une marque d&apos;ordre des octets UTF-8, pour les tableurs qui en ont besoin pour lire l&apos;UTF-8.</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table, csv, json, tsv, ndjson, markdown, insert or xlsx</source>
        <translation>--format «&#xa0;%1&#xa0;» inconnu&#xa0;: utilisez table, csv, json, tsv, ndjson, markdown, insert ou xlsx</translation>
    </message>
    <message>
        <source>--output needs a FILE name; leave it out to write to standard output</source>
        <translation>--output a besoin d&apos;un nom de FILE&#x202f;; omettez-le pour écrire sur la sortie standard</translation>
    </message>
    <message>
        <source>--format insert needs --table NAME: the table to insert into</source>
        <translation>--format insert a besoin de --table NAME&#xa0;: la table dans laquelle insérer</translation>
    </message>
    <message>
        <source>--table applies to --format insert only</source>
        <translation>--table ne s&apos;applique qu&apos;à --format insert</translation>
    </message>
    <message>
        <source>--delimiter needs one character other than a quote or a line break, not &quot;%1&quot;</source>
        <translation>--delimiter attend un caractère autre qu&apos;un guillemet ou un saut de ligne, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--delimiter and --quote-all apply to --format csv only</source>
        <translation>--delimiter et --quote-all ne s&apos;appliquent qu&apos;à --format csv</translation>
    </message>
    <message>
        <source>--no-header and --bom apply to --format csv and tsv only</source>
        <translation>--no-header et --bom ne s&apos;appliquent qu&apos;à --format csv et tsv</translation>
    </message>
    <message>
        <source>--max-rows applies to table, csv and json output; --format %1 exports the whole result</source>
        <translation>--max-rows s&apos;applique aux sorties table, csv et json&#x202f;; --format %1 exporte tout le résultat</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueries</name>
    <message>
        <source>Saved Queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
    <message>
        <source>Save to &amp;Library…</source>
        <translation>Enregistrer dans la &amp;bibliothèque…</translation>
    </message>
    <message>
        <source>Keep this tab&apos;s query, its variables and its source in the library (%1)</source>
        <translation>Conserver dans la bibliothèque la requête de cet onglet, ses variables et sa source (%1)</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Enregistrer dans la bibliothèque</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Une requête enregistrée doit avoir un nom</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>«&#xa0;%1&#xa0;» enregistrée dans la bibliothèque</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueriesPanel</name>
    <message>
        <source>Filter saved queries</source>
        <translation>Filtrer les requêtes enregistrées</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langage</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>quelconque</translation>
    </message>
    <message>
        <source>Saved without a language: runs on every source</source>
        <translation>Enregistrée sans langage&#xa0;: s&apos;exécute sur toutes les sources</translation>
    </message>
    <message>
        <source>No saved queries yet: Query → Save to Library…</source>
        <translation>Aucune requête enregistrée pour l&apos;instant&#xa0;: Requête → Enregistrer dans la bibliothèque…</translation>
    </message>
    <message>
        <source>Rename Saved Query</source>
        <translation>Renommer la requête enregistrée</translation>
    </message>
    <message>
        <source>&amp;Open in New Tab</source>
        <translation>&amp;Ouvrir dans un nouvel onglet</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryPrompt</name>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Enregistrer dans la bibliothèque</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists.</source>
        <translation>Une requête enregistrée nommée «&#xa0;%1&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <source>Replace it with this one?</source>
        <translation>La remplacer par celle-ci&#x202f;?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Delete Saved Query</source>
        <translation>Supprimer la requête enregistrée</translation>
    </message>
    <message>
        <source>Delete the saved query &quot;%1&quot;?</source>
        <translation>Supprimer la requête enregistrée «&#xa0;%1&#xa0;»&#x202f;?</translation>
    </message>
    <message>
        <source>Tabs that show it keep their text.</source>
        <translation>Les onglets qui l&apos;affichent conservent leur texte.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryStore</name>
    <message>
        <source>The saved-query library failed: %1</source>
        <translation>Erreur de la bibliothèque de requêtes enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists</source>
        <translation>Une requête enregistrée nommée «&#xa0;%1&#xa0;» existe déjà</translation>
    </message>
    <message>
        <source>The saved-query library was written by a newer Nelumbo (format %1)</source>
        <translation>La bibliothèque de requêtes enregistrées a été écrite par une version plus récente de Nelumbo (format %1)</translation>
    </message>
    <message>
        <source>Query was written for &quot;%1&quot; but data source &quot;%2&quot; speaks &quot;%3&quot;</source>
        <translation>La requête a été écrite pour «&#xa0;%1&#xa0;», mais la source de données «&#xa0;%2&#xa0;» utilise «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>Une requête enregistrée doit avoir un nom</translation>
    </message>
    <message>
        <source>A saved query needs a statement</source>
        <translation>Une requête enregistrée doit contenir une instruction</translation>
    </message>
    <message>
        <source>No saved query has the id %1</source>
        <translation>Aucune requête enregistrée n&apos;a l&apos;identifiant %1</translation>
    </message>
    <message>
        <source>No saved query is named &quot;%1&quot;</source>
        <translation>Aucune requête enregistrée ne s&apos;appelle «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>must be a language identifier like &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>doit être un identifiant de langage comme «&#xa0;%1&#xa0;» ou «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryVariables</name>
    <message>
        <source>Saved query &quot;%1&quot;: %2</source>
        <translation>Requête enregistrée «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>Filtrer les tables et les colonnes</translation>
    </message>
    <message>
        <source>Schema filter</source>
        <translation>Filtre du schéma</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schéma</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Loading schema…</source>
        <translation>Chargement du schéma…</translation>
    </message>
    <message>
        <source>Cannot read the schema: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>Impossible de lire le schéma&#xa0;: %1</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vue</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
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
        <translation>(quelconque)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln table</numerusform>
            <numerusform>%Ln tables</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not null</source>
        <extracomment>%1 is a column&apos;s SQL type such as INTEGER</extracomment>
        <translation>%1 non nul</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A column: %1 is its name, %2 its type</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, references %3</source>
        <extracomment>A column: %1 is its name, %2 its type, %3 the table and column it references</extracomment>
        <translation>%1 %2, référence %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>%Ln table ou vue</numerusform>
            <numerusform>%Ln tables et vues</numerusform>
        </translation>
    </message>
    <message>
        <source>The source cannot be reached: %1
The names shown are from its last answer.</source>
        <extracomment>%1 is the database&apos;s error message; the schema tree keeps the names last read</extracomment>
        <translation>La source est injoignable&#xa0;: %1
Les noms affichés proviennent de sa dernière réponse.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaCommand</name>
    <message>
        <source>Print the schemas, tables and columns a source shows, as JSON</source>
        <translation>Afficher en JSON les schémas, tables et colonnes qu&apos;une source expose</translation>
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
        <translation>Utilisation&#xa0;: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

Affiche exactement ce que les règles de visibilité laissent voir de SRC (l&apos;assistant
n&apos;en voit pas plus)&#xa0;: les schémas, puis les tables et vues, puis les colonnes avec
leur type, nullabilité, clés primaires, références et les commentaires de la base. Schémas, tables et colonnes
cachés sont omis&#x202f;; les colonnes masquées indiquent &quot;policy&quot;: &quot;mask&quot;. Les catalogues
système et tables de migration sont toujours cachés. Règles&#xa0;: [visibility] et
[source.NAME] dans le fichier de configuration (docs/CONFIG.md).

Options&#xa0;:
      --source SRC     Un nom de source, demo ou une URL. Obligatoire.
      --table TABLE    Uniquement cette table&#x202f;; une table cachée est signalée
                       exactement comme une table absente.
  -h, --help           Afficher cette aide.

Code de sortie&#xa0;: 0 affiché, 1 source ou table impossible à afficher, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>schema needs --source SRC and no other arguments</source>
        <translation>schema a besoin de --source SRC et d&apos;aucun autre argument</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>La source «&#xa0;%1&#xa0;» a besoin d&apos;un mot de passe (NELUMBO_PASSWORD_%2 ou le trousseau)</translation>
    </message>
    <message>
        <source>No visible table named &quot;%1&quot; in this source</source>
        <translation>Aucune table visible nommée «&#xa0;%1&#xa0;» dans cette source</translation>
    </message>
</context>
<context>
    <name>nelumbo::ScriptRunner</name>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>statement %1 (line %2): %3</source>
        <translation>instruction %1 (ligne %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>; run with --write to allow changes</source>
        <translation>; exécutez avec --write pour autoriser les modifications</translation>
    </message>
</context>
<context>
    <name>nelumbo::SecretStore</name>
    <message>
        <source>no password is stored for this source</source>
        <translation>aucun mot de passe n&apos;est enregistré pour cette source</translation>
    </message>
    <message>
        <source>the system keychain is not available%1; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>le trousseau du système n&apos;est pas disponible%1&#x202f;; aucun service de trousseau tel que GNOME Keyring ou KWallet ne semble fonctionner</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>le trousseau du système a refusé l&apos;accès&#xa0;: %1</translation>
    </message>
    <message>
        <source>the system keychain failed: %1</source>
        <translation>échec du trousseau du système&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pages de paramètres</translation>
    </message>
    <message>
        <source>AI Assistant</source>
        <translation>Assistant IA</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceStore</name>
    <message>
        <source>%1: [%2] is ignored: a source name may hold only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1&#xa0;: [%2] est ignorée&#xa0;: un nom de source ne peut contenir que des lettres, des chiffres, «&#xa0;_&#xa0;» et «&#xa0;-&#xa0;»</translation>
    </message>
    <message>
        <source>%1: [%2]: demo is built in; its url and options cannot be changed and are ignored</source>
        <translation>%1&#xa0;: [%2]&#xa0;: demo est intégrée&#x202f;; son url et ses options ne peuvent pas être modifiées et sont ignorées</translation>
    </message>
    <message>
        <source>%1: source %2: %3</source>
        <translation>%1&#xa0;: source %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the password in its url is ignored; passwords are kept in the keychain, never in this file (use the connection dialog or &apos;nelumbo-cli sources add --password-stdin&apos;)</source>
        <translation>le mot de passe de son url est ignoré&#x202f;; les mots de passe sont conservés dans le trousseau, jamais dans ce fichier (utilisez la fenêtre de connexion ou «&#xa0;nelumbo-cli sources add --password-stdin&#xa0;»)</translation>
    </message>
    <message>
        <source>no url, so it is ignored</source>
        <translation>pas d&apos;url&#xa0;: elle est donc ignorée</translation>
    </message>
    <message>
        <source>read_only must be true or false; the source is read-only</source>
        <translation>read_only doit valoir true ou false&#x202f;; la source est en lecture seule</translation>
    </message>
    <message>
        <source>ai must be enabled, no-row-data or disabled; the assistant is disabled for it</source>
        <translation>ai doit valoir enabled, no-row-data ou disabled&#x202f;; l&apos;assistant est désactivé pour elle</translation>
    </message>
    <message>
        <source>password must be none, keychain, secrets-file or ask (where the password is kept, never the password itself); the value is ignored and the password will be asked for</source>
        <translation>password doit valoir none, keychain, secrets-file ou ask (l&apos;endroit où le mot de passe est conservé, jamais le mot de passe lui-même)&#x202f;; la valeur est ignorée et le mot de passe sera demandé</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de source valide&#xa0;: utilisez des lettres, des chiffres, «&#xa0;_&#xa0;» et «&#xa0;-&#xa0;»</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo est intégrée et ne peut pas être redéfinie&#x202f;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>the URL %1 holds a password; passwords are never written to the config file</source>
        <translation>l&apos;URL %1 contient un mot de passe&#x202f;; les mots de passe ne sont jamais écrits dans le fichier de configuration</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>demo is built in and cannot be removed</source>
        <translation>demo est intégrée et ne peut pas être supprimée</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot;</source>
        <translation>il n&apos;existe aucune source nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot; (&apos;nelumbo-cli sources&apos; lists them); a URL looks like %2</source>
        <translation>il n&apos;existe aucune source nommée «&#xa0;%1&#xa0;» («&#xa0;nelumbo-cli sources&#xa0;» les liste)&#x202f;; une URL ressemble à %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une URL de source&#xa0;: forme attendue %2</translation>
    </message>
    <message>
        <source>Unsupported data source scheme &quot;%1&quot; in &quot;%2&quot;: use %3</source>
        <translation>Type de source de données non pris en charge «&#xa0;%1&#xa0;» dans «&#xa0;%2&#xa0;»&#xa0;: utilisez %3</translation>
    </message>
    <message>
        <source>history must be on or off; nothing run on it is kept in the history</source>
        <translation>history doit valoir on ou off&#x202f;; rien de ce qui y est exécuté n&apos;est conservé dans l&apos;historique</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceSwitcher</name>
    <message>
        <source>Data source</source>
        <translation>Source de données</translation>
    </message>
    <message>
        <source>The data source of the window</source>
        <translation>La source de données de la fenêtre</translation>
    </message>
    <message>
        <source>New Source…</source>
        <translation>Nouvelle source…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceUrl</name>
    <message>
        <source>&quot;%1&quot;: an %2 URL with // must have an empty host, as in %2:///absolute/path.db</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: une URL %2 avec // doit avoir un hôte vide, comme dans %2:///absolute/path.db</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no database file</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne aucun fichier de base de données</translation>
    </message>
    <message>
        <source>expected %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</source>
        <translation>forme attendue&#xa0;: %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une URL de serveur&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a # must be written %23 (in a password too)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un # doit s&apos;écrire %23 (y compris dans un mot de passe)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the IPv6 address lacks its closing ]</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: il manque le ] fermant de l&apos;adresse IPv6</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected text after the IPv6 address</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: texte inattendu après l&apos;adresse IPv6</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a : after the host must be followed by a port</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un «&#xa0;:&#xa0;» après l&apos;hôte doit être suivi d&apos;un port</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: several hosts in one URL are not supported</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: plusieurs hôtes dans une même URL ne sont pas pris en charge</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the port is not a number from 1 to 65535 (characters such as @ : / in a user name or password must be percent-encoded, @ as %40)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le port n&apos;est pas un nombre entre 1 et 65535 (les caractères tels que @&#xa0;: / dans un nom d&apos;utilisateur ou un mot de passe doivent être encodés en pourcent, @ en %40)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an @ after the host (characters such as / in a password must be percent-encoded, / as %2F)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un @ après l&apos;hôte (les caractères tels que / dans un mot de passe doivent être encodés en pourcent, / en %2F)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an option without a name</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: une option sans nom</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a % must be followed by two hexadecimal digits that encode UTF-8 text, and %2 is not allowed</source>
        <translation>« %1 » : un % doit être suivi de deux chiffres hexadécimaux qui codent du texte UTF-8, et %2 n’est pas autorisé</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une URL de source&#xa0;: forme attendue %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourcesCommand</name>
    <message>
        <source>cannot read standard input</source>
        <translation>impossible de lire l&apos;entrée standard</translation>
    </message>
    <message>
        <source>--password-stdin: standard input holds no password</source>
        <translation>--password-stdin&#xa0;: l&apos;entrée standard ne contient aucun mot de passe</translation>
    </message>
    <message>
        <source>List, add, remove and test the named data sources</source>
        <translation>Lister, ajouter, supprimer et tester les sources de données nommées</translation>
    </message>
    <message>
        <source>list: table (the default) or json.</source>
        <translation>list&#xa0;: table (par défaut) ou json.</translation>
    </message>
    <message>
        <source>add: allow statements that change the database. Sources are read-only unless this is given.</source>
        <translation>add&#xa0;: autoriser les instructions qui modifient la base de données. Sans cette option, les sources sont en lecture seule.</translation>
    </message>
    <message>
        <source>add: the schemas to search, in order, separated by commas (PostgreSQL).</source>
        <translation>add&#xa0;: les schémas dans lesquels chercher, dans l&apos;ordre, séparés par des virgules (PostgreSQL).</translation>
    </message>
    <message>
        <source>add: what the AI assistant may see: enabled (the default), no-row-data (schema and SQL only) or disabled.</source>
        <translation>add&#xa0;: ce que l&apos;assistant IA peut voir&#xa0;: enabled (par défaut), no-row-data (schéma et SQL uniquement) ou disabled.</translation>
    </message>
    <message>
        <source>add: read the password from the first line of standard input and keep it in the system keychain.</source>
        <translation>add&#xa0;: lire le mot de passe sur la première ligne de l&apos;entrée standard et le conserver dans le trousseau du système.</translation>
    </message>
    <message>
        <source>add: when no keychain service is running, keep the password in plain text in secrets.ini next to the config file, readable only by you.</source>
        <translation>add&#xa0;: quand aucun service de trousseau ne fonctionne, conserver le mot de passe en clair dans secrets.ini, à côté du fichier de configuration, lisible par vous seul.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</source>
        <translation>Utilisation&#xa0;: nelumbo-cli sources [list] [--format table|json]
              nelumbo-cli sources add NAME URL [OPTIONS]
              nelumbo-cli sources remove NAME
              nelumbo-cli sources test NAME|URL

</translation>
    </message>
    <message>
        <source>A source is a name for a database URL with its options. Sources live in the config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same file the app uses; docs/CONFIG.md describes it. &apos;run --source NAME&apos; opens one. The source demo, the Chinook sample database, is always there.</source>
        <translation>Une source est un nom donné à une URL de base de données, avec ses options. Les sources figurent dans le fichier de configuration (--config FILE, $NELUMBO_CONFIG ou le fichier par défaut), le même que celui de l&apos;application&#x202f;; docs/CONFIG.md le décrit. «&#xa0;run --source NAME&#xa0;» en ouvre une. La source demo, la base d&apos;exemple Chinook, est toujours disponible.</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Actions&#xa0;:</translation>
    </message>
    <message>
        <source>Show every source: name, kind, URL (passwords masked), read-only and AI policy. The default action.</source>
        <translation>Afficher toutes les sources&#xa0;: nom, type, URL (mots de passe masqués), lecture seule et politique IA. Action par défaut.</translation>
    </message>
    <message>
        <source>Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options or mysql://user@host:port/database. A URL must not hold a password: use --password-stdin.</source>
        <translation>Ajouter une source. URL est sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options ou mysql://user@host:port/database. Une URL ne doit pas contenir de mot de passe&#xa0;: utilisez --password-stdin.</translation>
    </message>
    <message>
        <source>Remove a source and its stored password.</source>
        <translation>Supprimer une source et son mot de passe enregistré.</translation>
    </message>
    <message>
        <source>Open the source and print ok with the server&apos;s version, or the error.</source>
        <translation>Ouvrir la source et afficher ok avec la version du serveur, ou l&apos;erreur.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <source>Passwords:</source>
        <translation>Mots de passe&#xa0;:</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in the config file. When no keychain service runs, &apos;add --password-stdin&apos; fails unless --allow-plaintext-secrets is given. The environment variable NELUMBO_PASSWORD_&lt;NAME&gt; (the name in capitals, &apos;-&apos; as &apos;_&apos;) overrides a stored password.</source>
        <translation>Les mots de passe sont conservés dans le trousseau du système, jamais dans le fichier de configuration. Quand aucun service de trousseau ne fonctionne, «&#xa0;add --password-stdin&#xa0;» échoue sauf si --allow-plaintext-secrets est indiqué. La variable d&apos;environnement NELUMBO_PASSWORD_&lt;NAME&gt; (le nom en majuscules, «&#xa0;-&#xa0;» remplacé par «&#xa0;_&#xa0;») prend le pas sur un mot de passe enregistré.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>success; for test, the source opened</source>
        <translation>succès&#x202f;; pour test, la source s&apos;est ouverte</translation>
    </message>
    <message>
        <source>runtime error: unknown source, the source cannot be opened, the password cannot be stored, the config file cannot be written</source>
        <translation>erreur d&apos;exécution&#xa0;: source inconnue, source impossible à ouvrir, mot de passe impossible à enregistrer, fichier de configuration impossible à écrire</translation>
    </message>
    <message>
        <source>usage error: unknown action or option, bad NAME, a password in URL</source>
        <translation>erreur d&apos;utilisation&#xa0;: action ou option inconnue, NAME incorrect, mot de passe dans l&apos;URL</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples&#xa0;:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, add, remove or test</source>
        <translation>action inconnue «&#xa0;%1&#xa0;»&#xa0;: utilisez list, add, remove ou test</translation>
    </message>
    <message>
        <source>too many arguments for &apos;sources %1&apos;</source>
        <translation>trop d&apos;arguments pour «&#xa0;sources %1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;sources add&apos; needs a NAME and a URL</source>
        <translation>«&#xa0;sources add&#xa0;» a besoin d&apos;un NAME et d&apos;une URL</translation>
    </message>
    <message>
        <source>&apos;sources %1&apos; needs a NAME</source>
        <translation>«&#xa0;sources %1&#xa0;» a besoin d&apos;un NAME</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;sources %2&apos;</source>
        <translation>--%1 n&apos;est pas une option de «&#xa0;sources %2&#xa0;»</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>--format inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez table ou json</translation>
    </message>
    <message>
        <source>unknown --ai &quot;%1&quot;: use enabled, no-row-data or disabled</source>
        <translation>--ai inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez enabled, no-row-data ou disabled</translation>
    </message>
    <message>
        <source>--allow-plaintext-secrets only applies with --password-stdin</source>
        <translation>--allow-plaintext-secrets ne s&apos;applique qu&apos;avec --password-stdin</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de source valide&#xa0;: utilisez des lettres, des chiffres, «&#xa0;_&#xa0;» et «&#xa0;-&#xa0;»</translation>
    </message>
    <message>
        <source>the URL %1 holds a password, which other users can see on the command line and which stays in your shell history; leave it out and give it with --password-stdin</source>
        <translation>l&apos;URL %1 contient un mot de passe, visible par les autres utilisateurs sur la ligne de commande et conservé dans l&apos;historique de votre shell&#x202f;; retirez-le et fournissez-le avec --password-stdin</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>LECTURE SEULE</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo est intégrée et ne peut pas être redéfinie&#x202f;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>a source named &quot;%1&quot; exists already; remove it first with &apos;nelumbo-cli sources remove %1&apos;</source>
        <translation>une source nommée «&#xa0;%1&#xa0;» existe déjà&#x202f;; supprimez-la d&apos;abord avec «&#xa0;nelumbo-cli sources remove %1&#xa0;»</translation>
    </message>
    <message>
        <source>Source %1 added: %2</source>
        <translation>Source %1 ajoutée&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot store the password: %1; the source was not added</source>
        <translation>impossible d&apos;enregistrer le mot de passe&#xa0;: %1&#x202f;; la source n&apos;a pas été ajoutée</translation>
    </message>
    <message>
        <source>Add --allow-plaintext-secrets to keep the password in plain text in %1, readable only by you, or add the source without --password-stdin and set %2 when you use it.</source>
        <translation>Ajoutez --allow-plaintext-secrets pour conserver le mot de passe en clair dans %1, lisible par vous seul, ou ajoutez la source sans --password-stdin et définissez %2 quand vous l&apos;utilisez.</translation>
    </message>
    <message>
        <source>warning: no keychain service is running; the password is stored in plain text in %1, readable only by you</source>
        <translation>avertissement&#xa0;: aucun service de trousseau ne fonctionne&#x202f;; le mot de passe est enregistré en clair dans %1, lisible par vous seul</translation>
    </message>
    <message>
        <source>source %1 removed, but its password could not be: %2</source>
        <translation>source %1 supprimée, mais son mot de passe n&apos;a pas pu l&apos;être&#xa0;: %2</translation>
    </message>
    <message>
        <source>Source %1 removed</source>
        <translation>Source %1 supprimée</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>elle demande son mot de passe à chaque fois</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>pas de mot de passe pour la source %1&#xa0;: %2&#x202f;; définissez %3 pour en fournir un</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>ok&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>impossible de se connecter à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli sources --help&apos; for more information.</source>
        <translation>Essayez «&#xa0;nelumbo-cli sources --help&#xa0;» pour plus d&apos;informations.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlFormatter</name>
    <message>
        <source>Not formatted: the quote or comment at character %1 does not end</source>
        <translation>Non formaté&#xa0;: le guillemet ou le commentaire au caractère %1 n&apos;est pas fermé</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlIdentifier</name>
    <message>
        <source>Invalid table name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nom de table non valide&#xa0;: «&#xa0;%1&#xa0;». Il ne doit contenir que des lettres, des chiffres et des traits de soulignement.</translation>
    </message>
    <message>
        <source>Invalid schema name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nom de schéma non valide&#xa0;: «&#xa0;%1&#xa0;». Il ne doit contenir que des lettres, des chiffres et des traits de soulignement.</translation>
    </message>
    <message>
        <source>Invalid column name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>Nom de colonne non valide&#xa0;: «&#xa0;%1&#xa0;». Il ne doit contenir que des lettres, des chiffres et des traits de soulignement.</translation>
    </message>
    <message>
        <source>Invalid search_path entry: &quot;%1&quot;. The search path must be a comma-separated list of identifiers.</source>
        <translation>Entrée search_path non valide&#xa0;: «&#xa0;%1&#xa0;». Le chemin de recherche doit être une liste d&apos;identifiants séparés par des virgules.</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlLanguage</name>
    <message>
        <source>Only a single query (SELECT, WITH, VALUES) can be sorted in the database</source>
        <translation>Seule une requête unique (SELECT, WITH, VALUES) peut être triée dans la base de données</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteAdapter</name>
    <message>
        <source>The database file %1 does not exist</source>
        <translation>Le fichier de base de données %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>Not an SQLite database: %1</source>
        <translation>Ce n&apos;est pas une base de données SQLite&#xa0;: %1</translation>
    </message>
    <message>
        <source>This SQLite library does not support PRAGMA query_only</source>
        <translation>Cette bibliothèque SQLite ne prend pas en charge PRAGMA query_only</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>La table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>L&apos;instruction est vide</translation>
    </message>
    <message>
        <source>The SQLite database is not open</source>
        <translation>La base de données SQLite n&apos;est pas ouverte</translation>
    </message>
    <message>
        <source>SQLite databases</source>
        <translation>Bases de données SQLite</translation>
    </message>
    <message>
        <source>Choose an SQLite Database</source>
        <translation>Choisir une base de données SQLite</translation>
    </message>
    <message>
        <source>Open SQLite database</source>
        <translation>Ouvrir une base de données SQLite</translation>
    </message>
    <message>
        <source>Choose the SQLite database file.</source>
        <translation>Choisissez le fichier de base de données SQLite.</translation>
    </message>
    <message>
        <source>the SQLite connection is not open</source>
        <translation>la connexion SQLite n&apos;est pas ouverte</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteLocalStore</name>
    <message>
        <source>Cannot set up %1: %2</source>
        <translation>Impossible de configurer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>ce n&apos;est pas une base de données SQLite</translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message>
        <source>multi-select</source>
        <translation>sélection multiple</translation>
    </message>
    <message>
        <source>select</source>
        <translation>liste de choix</translation>
    </message>
    <message>
        <source>list of %1 values</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>liste de valeurs %1</translation>
    </message>
    <message>
        <source>%1 input</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>champ %1</translation>
    </message>
    <message>
        <source>options from a query</source>
        <translation>options issues d&apos;une requête</translation>
    </message>
    <message>
        <source>label “%1”</source>
        <extracomment>%1 is the label a variable&apos;s input shows</extracomment>
        <translation>libellé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its input such as &quot;select, 3 options&quot;</extracomment>
        <translation>%1&#xa0;: %2 (nouvelle)</translation>
    </message>
    <message>
        <source>%1: %2 (was: %3)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its new input, %3 the input before</extracomment>
        <translation>%1&#xa0;: %2 (auparavant&#xa0;: %3)</translation>
    </message>
    <message>
        <source>value “%1”</source>
        <extracomment>%1 is the value a variable gets</extracomment>
        <translation>valeur «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>value “%1” → “%2”</source>
        <extracomment>%1 is a variable&apos;s value now, %2 the value it gets</extracomment>
        <translation>valeur «&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>%Ln option</numerusform>
            <numerusform>%Ln options</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementGuard</name>
    <message>
        <source>The statement reads a table that does not exist or is not visible for this data source</source>
        <translation>L&apos;instruction lit une table qui n&apos;existe pas ou n&apos;est pas visible pour cette source de données</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La table «&#xa0;%1&#xa0;» n&apos;existe pas ou n&apos;est pas visible pour cette source de données</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source</source>
        <translation>Refusé&#xa0;: cette instruction ne peut pas être vérifiée par rapport aux règles de visibilité de cette source de données</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source (%1)</source>
        <translation>Refusé&#xa0;: cette instruction ne peut pas être vérifiée par rapport aux règles de visibilité de cette source de données (%1)</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>La colonne «&#xa0;%1&#xa0;» n&apos;existe pas ou n&apos;est pas visible pour cette source de données</translation>
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
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Réécriture</translation>
    </message>
    <message>
        <source>High impact</source>
        <translation>Impact élevé</translation>
    </message>
    <message>
        <source>Low impact</source>
        <translation>Impact faible</translation>
    </message>
    <message>
        <source>Medium impact</source>
        <translation>Impact moyen</translation>
    </message>
    <message>
        <source>Optimisation suggestions</source>
        <translation>Suggestions d&apos;optimisation</translation>
    </message>
    <message>
        <source>The model had no suggestions for this statement.</source>
        <translation>Le modèle n&apos;a aucune suggestion pour cette instruction.</translation>
    </message>
    <message>
        <source>Suggestion %1: %2</source>
        <translation>Suggestion %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Type&#xa0;: %1</translation>
    </message>
    <message>
        <source>Suggestion text</source>
        <translation>Texte de la suggestion</translation>
    </message>
    <message>
        <source>Copy DDL</source>
        <translation>Copier le DDL</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Apply Rewrite…</source>
        <translation>Appliquer la réécriture…</translation>
    </message>
    <message>
        <source>Shows the change to the query before replacing it</source>
        <translation>Affiche la modification de la requête avant de la remplacer</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>(%n ligne)</numerusform>
            <numerusform>(%n lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK, %n ligne affectée</numerusform>
            <numerusform>OK, %n lignes affectées</numerusform>
        </translation>
    </message>
    <message>
        <source>OK, %1 rows affected</source>
        <translation>OK, %1 lignes affectées</translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>(%n ligne affichée&#x202f;; il y en a d&apos;autres)</numerusform>
            <numerusform>(%n premières lignes affichées&#x202f;; il y en a d&apos;autres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TagInput</name>
    <message>
        <source>Type a value, then Enter or a comma</source>
        <translation>Saisissez une valeur, puis Enter ou une virgule</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot;</source>
        <translation>Retirer «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TemplateCompiler</name>
    <message>
        <source>Missing required variable: %1</source>
        <translation>Variable obligatoire manquante&#xa0;: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; cannot be part of a text literal</source>
        <translation>La variable de liste «&#xa0;%1&#xa0;» ne peut pas faire partie d&apos;un littéral texte</translation>
    </message>
    <message>
        <source>%1 is not a variable: write %2, without spaces inside the braces</source>
        <translation>%1 n&apos;est pas une variable&#xa0;: écrivez %2, sans espaces à l&apos;intérieur des accolades</translation>
    </message>
</context>
<context>
    <name>nelumbo::TextExportWriter</name>
    <message>
        <source>cannot write the export: %1</source>
        <translation>impossible d&apos;écrire l&apos;export&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TrustedAiContext</name>
    <message>
        <source>This feature is not available for this data source.</source>
        <translation>Cette fonction n&apos;est pas disponible pour cette source de données.</translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message>
        <source>Wrap</source>
        <translation>Retour à la ligne</translation>
    </message>
    <message>
        <source>Value viewer</source>
        <translation>Visionneuse de valeurs</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the whole value</source>
        <translation>Copier la valeur entière</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save the whole value to a file</source>
        <translation>Enregistrer la valeur entière dans un fichier</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Select a cell to see its value in full.</source>
        <translation>Sélectionnez une cellule pour voir sa valeur en entier.</translation>
    </message>
    <message>
        <source>Loading %1 bytes…</source>
        <translation>Chargement de %1 octets…</translation>
    </message>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL (aucune valeur)</translation>
    </message>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>Texte, %Ln caractère</numerusform>
            <numerusform>Texte, %Ln caractères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON, %Ln caractère</numerusform>
            <numerusform>JSON, %Ln caractères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML, %Ln caractère</numerusform>
            <numerusform>XML, %Ln caractères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>Binaire, %Ln octet</numerusform>
            <numerusform>Binaire, %Ln octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>Image %1 impossible à afficher, %Ln octet</numerusform>
            <numerusform>Image %1 impossible à afficher, %Ln octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>Image %1, %2 × %3, %Ln octet</numerusform>
            <numerusform>Image %1, %2 × %3, %Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the first %1; Copy and Save give all of it</source>
        <translation>seuls les premiers %1 sont affichés&#x202f;; Copier et Enregistrer donnent la valeur entière</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln caractère</numerusform>
            <numerusform>%Ln caractères</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the value to %1: %2</source>
        <translation>Impossible d&apos;enregistrer la valeur dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>Enregistrer la valeur</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableArguments</name>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--var attend NAME=VALUE, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--var: &quot;%1&quot; is not a variable name; names are ASCII letters, digits and _, not starting with a digit, as in {{name}}</source>
        <translation>--var : « %1 » n’est pas un nom de variable ; les noms se composent de lettres ASCII, de chiffres et de _, sans commencer par un chiffre, comme dans {{name}}</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableCaster</name>
    <message>
        <source>Invalid number format: &apos;%1&apos; contains non-numeric characters</source>
        <translation>Format de nombre non valide&#xa0;: «&#xa0;%1&#xa0;» contient des caractères non numériques</translation>
    </message>
    <message>
        <source>Invalid number format: &apos;%1&apos; is not a valid number</source>
        <translation>Format de nombre non valide&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre valide</translation>
    </message>
    <message>
        <source>Invalid date format: &apos;%1&apos; is not a valid ISO8601 date</source>
        <translation>Format de date non valide&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une date ISO 8601 valide</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must have at least one value</source>
        <translation>La variable de liste «&#xa0;%1&#xa0;» doit avoir au moins une valeur</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableDefinition</name>
    <message>
        <source>A variable needs a name</source>
        <translation>Une variable doit avoir un nom</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: select must define either static_options or options_query</source>
        <translation>Variable «&#xa0;%1&#xa0;»&#xa0;: une liste de choix (select) doit définir static_options ou options_query</translation>
    </message>
    <message>
        <source>Variable type &quot;%1&quot; is invalid: use text, number or date</source>
        <translation>Le type de variable «&#xa0;%1&#xa0;» n&apos;est pas valide&#xa0;: utilisez text, number ou date</translation>
    </message>
    <message>
        <source>Variable widget &quot;%1&quot; is invalid: use input or select</source>
        <translation>Le widget de variable «&#xa0;%1&#xa0;» n&apos;est pas valide&#xa0;: utilisez input ou select</translation>
    </message>
    <message>
        <source>static_options cannot mix different formats - use consistent format throughout</source>
        <translation>static_options ne peut pas mélanger plusieurs formats&#xa0;: utilisez le même format partout</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableEditor</name>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>(aucune date)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Options failed to load</source>
        <translation>Échec du chargement des options</translation>
    </message>
    <message>
        <source>Options failed to load: %1</source>
        <translation>Échec du chargement des options&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableForm</name>
    <message>
        <source>Query variables</source>
        <translation>Variables de la requête</translation>
    </message>
    <message>
        <source>Values are bound as parameters; [[ … ]] parts are left out while their variables are empty.</source>
        <translation>Les valeurs sont liées comme paramètres&#x202f;; les parties [[ … ]] sont omises tant que leurs variables sont vides.</translation>
    </message>
    <message>
        <source>Run with these values</source>
        <translation>Exécuter avec ces valeurs</translation>
    </message>
    <message>
        <source>Run the query again with the values above (Enter in a field)</source>
        <translation>Exécuter à nouveau la requête avec les valeurs ci-dessus (Enter dans un champ)</translation>
    </message>
    <message>
        <source>No database to run the options query on</source>
        <translation>Aucune base de données sur laquelle exécuter la requête des options</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityConfig</name>
    <message>
        <source>Visibility rules for &quot;%1&quot; in %2: %3</source>
        <translation>Règles de visibilité pour «&#xa0;%1&#xa0;» dans %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityPolicy</name>
    <message>
        <source>&quot;%1&quot;: partial masks take two whole numbers</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les masques partiels prennent deux nombres entiers</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown mask &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: masque inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a column policy (allow, omit, error or mask)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une politique de colonne (allow, omit, error ou mask)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a column rule reads [schema.][table.]column=policy</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: une règle de colonne s&apos;écrit [schema.][table.]column=policy</translation>
    </message>
    <message>
        <source>Refused: the statement touches hidden table(s): %1</source>
        <translation>Refusé&#xa0;: l&apos;instruction accède à des tables cachées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibleCatalog</name>
    <message>
        <source>There is no table %1</source>
        <translation>La table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>There is no column %1 in %2</source>
        <translation>La colonne %1 n&apos;existe pas dans %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::XlsxWriter</name>
    <message>
        <source>XLSX holds at most %1 columns; the result has %2</source>
        <translation>XLSX contient au plus %1 colonnes&#x202f;; le résultat en a %2</translation>
    </message>
    <message>
        <source>cannot start the XLSX workbook %1</source>
        <translation>impossible de démarrer le classeur XLSX %1</translation>
    </message>
    <message>
        <source>cannot add a sheet to the XLSX workbook</source>
        <translation>impossible d&apos;ajouter une feuille au classeur XLSX</translation>
    </message>
    <message>
        <source>cannot write an XLSX cell: %1</source>
        <translation>impossible d&apos;écrire une cellule XLSX&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot write the XLSX file %1: %2</source>
        <translation>impossible d&apos;écrire le fichier XLSX %1&#xa0;: %2</translation>
    </message>
</context>
</TS>
