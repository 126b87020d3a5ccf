<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>main</name>
    <message>
        <source>Nelumbo: a query editor with an AI assistant.</source>
        <translation>Nelumbo: AIアシスタントを備えたクエリエディター。</translation>
    </message>
    <message>
        <source>Render the main window after start-up (running the first tab) to FILE as PNG, then exit.</source>
        <translation>起動後（最初のタブを実行した後）のメインウィンドウをPNGとしてFILEに描画し、終了します。</translation>
    </message>
    <message>
        <source>Start without the saved session and settings; nothing is saved on exit.</source>
        <translation>保存されたセッションと設定を使わずに起動します。終了時にも何も保存しません。</translation>
    </message>
    <message>
        <source>Print the start-up time once the window shows the loaded database, then exit (for benchmarks).</source>
        <translation>読み込んだデータベースがウィンドウに表示された時点で起動時間を出力し、終了します（ベンチマーク用）。</translation>
    </message>
    <message>
        <source>Show the interface in LANGUAGE (de, en, es, fr, ja, zh_CN) instead of the configured or system language.</source>
        <translation>設定された言語やシステムの言語の代わりに、LANGUAGE（de、en、es、fr、ja、zh_CN）でインターフェイスを表示します。</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1に書き込めません</translation>
    </message>
    <message>
        <source>gave up waiting for the window to be ready</source>
        <translation>ウィンドウの準備完了を待つ間にタイムアウトしました</translation>
    </message>
    <message>
        <source>nelumbo-cli: internal error: %1</source>
        <translation>nelumbo-cli: 内部エラー: %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>内部エラー</translation>
    </message>
    <message>
        <source>An operation failed with an internal error: %1

Save your work; restarting Nelumbo is advised.</source>
        <translation>内部エラーにより操作が失敗しました: %1

作業を保存してください。Nelumbo の再起動をお勧めします。</translation>
    </message>
    <message>
        <source>Query files to open in tabs, or a database file to open instead of the last one.</source>
        <translation>タブで開くクエリファイル、または前回のものの代わりに開くデータベースファイル。</translation>
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
        <translation>キャンセルされました</translation>
    </message>
</context>
<context>
    <name>nelumbo::AgentLoop</name>
    <message>
        <source>The request was cancelled.</source>
        <translation>リクエストはキャンセルされました。</translation>
    </message>
    <message>
        <source>The model used all %1 rounds without a valid statement.</source>
        <translation>モデルは%1回のラウンドをすべて使いましたが、有効なステートメントを作成できませんでした。</translation>
    </message>
    <message>
        <source>The model sent an empty reply.</source>
        <translation>モデルが空の応答を返しました。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiCommand</name>
    <message>
        <source>none (not needed)</source>
        <translation>なし（不要）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 input, %2 output per million tokens (%3, price table of %4)</source>
        <translation>100万トークンあたり入力%1、出力%2（%3、%4時点の料金表）</translation>
    </message>
    <message>
        <source>Show, test and list the AI provider&apos;s models</source>
        <translation>AIプロバイダーの状態表示、接続テスト、モデル一覧の表示を行います</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</source>
        <translation>使用法: nelumbo-cli ai [status] [--format text|json]
        nelumbo-cli ai test
        nelumbo-cli ai models

</translation>
    </message>
    <message>
        <source>The AI assistant is off until it is given a model as provider:model, such as openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see docs/CONFIG.md) or, for the command line, with the environment variable NELUMBO_AI_MODEL, which also switches it on.</source>
        <translation>AIアシスタントは、provider:model形式（例: openai:gpt-4o、anthropic:claude-sonnet-4-5、gemini:gemini-2.5-flash、ollama:qwen2.5-coder）でモデルを指定するまで無効です。モデルは設定ファイル（[ai] enabled=trueとmodel=…、docs/CONFIG.mdを参照）で指定するか、コマンドラインでは環境変数NELUMBO_AI_MODELで指定します。この環境変数を設定するとアシスタントも有効になります。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>アクション:</translation>
    </message>
    <message>
        <source>Print the provider, model, base URL and where the API key comes from (never the key). The default action.</source>
        <translation>プロバイダー、モデル、ベースURL、APIキーの取得元を表示します（キー自体は表示しません）。既定のアクションです。</translation>
    </message>
    <message>
        <source>Send one tiny request (&quot;Reply with the single word OK.&quot;) and print exactly what came back, or the error.</source>
        <translation>小さなリクエストを1つ送信し（「Reply with the single word OK.」）、返ってきた内容またはエラーをそのまま表示します。</translation>
    </message>
    <message>
        <source>List the models the provider offers, one per line.</source>
        <translation>プロバイダーが提供するモデルを1行に1つずつ一覧表示します。</translation>
    </message>
    <message>
        <source>Keys and addresses:</source>
        <translation>キーとアドレス:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>status: AI is configured with a key; test: the model answered; models: listed</source>
        <translation>status: AIがキー付きで設定済み、test: モデルが応答、models: 一覧を表示</translation>
    </message>
    <message>
        <source>not configured, no key, or the provider failed (the message says which)</source>
        <translation>未設定、キーなし、またはプロバイダーのエラー（どれに該当するかはメッセージに表示）</translation>
    </message>
    <message>
        <source>usage error</source>
        <translation>使用法エラー</translation>
    </message>
    <message>
        <source>too many arguments for &apos;ai %1&apos;</source>
        <translation>「ai %1」の引数が多すぎます</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use status, test or models</source>
        <translation>不明なアクション「%1」です。status、test、modelsのいずれかを指定してください</translation>
    </message>
    <message>
        <source>--format is text or json, for &apos;ai status&apos;</source>
        <translation>「ai status」の--formatにはtextまたはjsonを指定してください</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>enabled (%1)</source>
        <translation>有効（%1）</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>ベースURL</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>料金</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>APIキー</translation>
    </message>
    <message>
        <source>no token counts</source>
        <translation>トークン数なし</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>プロンプト%1 + 補完%2トークン</translation>
    </message>
    <message>
        <source>ok: %1 answered in %2 s: &quot;%3&quot; (stop: %4; %5; cost %6)</source>
        <translation>OK: %1が%2秒で応答しました: 「%3」（停止理由: %4、%5、コスト: %6）</translation>
    </message>
    <message>
        <source>from the system keychain</source>
        <translation>システムのキーチェーンから</translation>
    </message>
    <message>
        <source>from the environment variable %1</source>
        <translation>環境変数%1から</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A label before its value in &quot;nelumbo-cli ai status&quot; (French: &quot;%1 :&quot;)</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>The key comes from the provider&apos;s environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the app&apos;s AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider elsewhere.</source>
        <translation>キーは、プロバイダーの環境変数（OPENAI_API_KEY、ANTHROPIC_API_KEY、GEMINI_API_KEYまたはGOOGLE_API_KEY、GROQ_API_KEY、MISTRAL_API_KEY、DEEPSEEK_API_KEY、OPENROUTER_API_KEY、XAI_API_KEY、TOGETHER_API_KEY、AZURE_OPENAI_API_KEY）か、アプリのAI設定が保存先とするシステムのキーチェーンから取得されます。ローカルサーバー（ollama、lmstudio、llamacpp、vllm）にはキーは不要です。OPENAI_BASE_URL、ANTHROPIC_BASE_URL、GEMINI_BASE_URL、OLLAMA_HOST、AZURE_OPENAI_ENDPOINT、または設定ファイルのai/base_urlで、プロバイダーの接続先を変更できます。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiConfig</name>
    <message>
        <source>AI is enabled but no model is set (ai/model).</source>
        <translation>AIは有効ですが、モデルが設定されていません（ai/model）。</translation>
    </message>
    <message>
        <source>The model name is missing in &quot;%1&quot;.</source>
        <translation>「%1」にモデル名がありません。</translation>
    </message>
    <message>
        <source>The base URL from %1 is not a valid http(s) URL.</source>
        <translation>%1から取得したベースURLは有効なhttp(s)のURLではありません。</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource: set ai/base_url or %2.</source>
        <translation>%1にはリソースのアドレスが必要です。ai/base_urlまたは%2を設定してください。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiEngine</name>
    <message>
        <source>No API key is configured for %1.</source>
        <translation>%1のAPIキーが設定されていません。</translation>
    </message>
    <message>
        <source>Choose a data source first.</source>
        <translation>先にデータソースを選択してください。</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>このデータソースではAIアシスタントが無効になっています。</translation>
    </message>
    <message>
        <source>Data source &quot;%1&quot; is read-only (read_only = true in its configuration), so statements that change data cannot be generated for it</source>
        <translation>データソース「%1」は読み取り専用（設定でread_only = true）のため、データを変更するステートメントは作成できません</translation>
    </message>
    <message>
        <source>The model&apos;s answer holds no list of suggestions.</source>
        <translation>モデルの回答に提案のリストが含まれていません。</translation>
    </message>
    <message>
        <source>Generating statements is not supported for this source: %1</source>
        <translation>このデータソースではステートメントの生成はサポートされていません: %1</translation>
    </message>
    <message>
        <source>Explanations are not supported for this source: %1</source>
        <translation>このデータソースでは説明はサポートされていません: %1</translation>
    </message>
    <message>
        <source>Optimization suggestions are not supported for this source: %1</source>
        <translation>このデータソースでは最適化の提案はサポートされていません: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message>
        <source>&amp;Use the AI assistant</source>
        <translation>AIアシスタントを使用する(&amp;U)</translation>
    </message>
    <message>
        <source>Use the AI assistant</source>
        <translation>AIアシスタントを使用する</translation>
    </message>
    <message>
        <source>Off by default. While it is off, nothing is sent to any AI provider.</source>
        <translation>既定ではオフです。オフの間は、どのAIプロバイダーにも何も送信されません。</translation>
    </message>
    <message>
        <source>The assistant writes, explains and fixes queries. It uses your own account with a provider, or a model server on this machine.</source>
        <translation>アシスタントはクエリの作成、説明、修正を行います。プロバイダーの自分のアカウント、またはこのコンピューター上のモデルサーバーを使用します。</translation>
    </message>
    <message>
        <source>Environment override</source>
        <translation>環境変数による上書き</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>%1 (on this machine)</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1（このコンピューター）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Pick a model from the provider&apos;s list, or type its name.</source>
        <translation>プロバイダーの一覧からモデルを選ぶか、モデル名を入力してください。</translation>
    </message>
    <message>
        <source>Refresh the model list</source>
        <translation>モデル一覧を更新</translation>
    </message>
    <message>
        <source>Ask the provider for its models again</source>
        <translation>プロバイダーからモデル一覧を再取得します</translation>
    </message>
    <message>
        <source>Model list status</source>
        <translation>モデル一覧の状態</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>ベースURL</translation>
    </message>
    <message>
        <source>Leave empty for the provider&apos;s own address; set it for a proxy or a server of your own.</source>
        <translation>プロバイダー本来のアドレスを使う場合は空のままにします。プロキシや独自のサーバーを使う場合に設定します。</translation>
    </message>
    <message>
        <source>Base URL note</source>
        <translation>ベースURLに関する注意</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <source>Send one tiny request to the model and report what happened</source>
        <translation>モデルに小さなリクエストを1つ送信し、結果を表示します</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>テスト中</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>接続テストの結果</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>プロバイダー(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>APIキー(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>ベースURL(&amp;B):</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>Ask for a &amp;fix when a query fails</source>
        <translation>クエリが失敗したときに修正を求める(&amp;F)</translation>
    </message>
    <message>
        <source>Ask for a fix when a query fails</source>
        <translation>クエリが失敗したときに修正を求める</translation>
    </message>
    <message>
        <source>When a statement fails, send it with the error to the assistant once and show the fix it proposes; a fix that fails too is not sent again.</source>
        <translation>ステートメントが失敗したとき、ステートメントとエラーをアシスタントに一度だけ送信し、提案された修正を表示します。修正したステートメントも失敗した場合、再送信はしません。</translation>
    </message>
    <message>
        <source>NELUMBO_AI_MODEL is set to &quot;%1&quot; in the environment: it turns the assistant on with that model, whatever is chosen here.</source>
        <translation>環境変数NELUMBO_AI_MODELが「%1」に設定されています。ここでの選択にかかわらず、そのモデルでアシスタントが有効になります。</translation>
    </message>
    <message>
        <source>The configured model &quot;%1&quot; cannot be used: %2</source>
        <extracomment>%1 is a model such as openai:gpt-4o, %2 why it cannot be used</extracomment>
        <translation>設定されたモデル「%1」は使用できません: %2</translation>
    </message>
    <message>
        <source>for example %1</source>
        <extracomment>%1 is the name of a model</extracomment>
        <translation>例: %1</translation>
    </message>
    <message>
        <source>%1 has no model list: type the deployment name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1にはモデル一覧がありません。デプロイ名を入力してください。</translation>
    </message>
    <message>
        <source>required, for example https://NAME.openai.azure.com</source>
        <translation>必須。例: https://NAME.openai.azure.com</translation>
    </message>
    <message>
        <source>Set by %1 in the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>環境変数%1で設定されています。</translation>
    </message>
    <message>
        <source>Choose a provider.</source>
        <translation>プロバイダーを選択してください。</translation>
    </message>
    <message>
        <source>Choose or type a model first.</source>
        <translation>先にモデルを選択するか入力してください。</translation>
    </message>
    <message>
        <source>The base URL is not a valid http or https URL.</source>
        <translation>ベースURLが有効なhttpまたはhttpsのURLではありません。</translation>
    </message>
    <message>
        <source>The base URL in %1 is not a valid http or https URL.</source>
        <translation>%1のベースURLが有効なhttpまたはhttpsのURLではありません。</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource in Base URL.</source>
        <translation>%1では、ベースURLにリソースのアドレスが必要です。</translation>
    </message>
    <message>
        <source>Loading the models of %1…</source>
        <translation>%1のモデルを読み込んでいます…</translation>
    </message>
    <message>
        <source>Type the key to list the models, or type a model name.</source>
        <translation>キーを入力するとモデルの一覧を表示できます。モデル名を直接入力することもできます。</translation>
    </message>
    <message>
        <source>The models could not be listed: %1</source>
        <translation>モデルの一覧を取得できませんでした: %1</translation>
    </message>
    <message>
        <source>%1 lists no models; type the model name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1にはモデルがありません。モデル名を入力してください。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1に接続しています…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>Connected: %1 answered with model %2 in %3 ms.</source>
        <extracomment>%1 is the name of an AI provider, %2 a model, %3 a number of milliseconds</extracomment>
        <translation>接続成功: %1がモデル%2で%3ミリ秒で応答しました。</translation>
    </message>
    <message>
        <source>The key came from the system keychain.</source>
        <translation>キーはシステムのキーチェーンから取得されました。</translation>
    </message>
    <message>
        <source>The typed key works; it is stored when you apply.</source>
        <translation>入力したキーは有効です。適用すると保存されます。</translation>
    </message>
    <message>
        <source>The key came from %1.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>キーは%1から取得されました。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is the provider&apos;s id of the request, for its support</extracomment>
        <translation>リクエスト%1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <extracomment>%1 is an error message, %2 technical details such as its code and HTTP status</extracomment>
        <translation>失敗: %1（%2）</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>テストはキャンセルされました。</translation>
    </message>
    <message>
        <source>Nothing was saved: the base URL is not a valid http or https URL.</source>
        <translation>何も保存されませんでした。ベースURLが有効なhttpまたはhttpsのURLではありません。</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>設定を%1に書き込めませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%1のモデルを%Ln個取得しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest the rest of a statement &amp;while typing</source>
        <translation>入力中にステートメントの続きを提案する(&amp;W)</translation>
    </message>
    <message>
        <source>Suggest the rest of a statement while typing</source>
        <translation>入力中にステートメントの続きを提案する</translation>
    </message>
    <message>
        <source>After a pause in typing, ask the provider for the rest of the statement and show it as grey text after the cursor; Tab accepts it, any other key dismisses it. Each suggestion is a request to the provider, with its tokens and cost.</source>
        <translation>入力が止まると、ステートメントの続きをプロバイダーに問い合わせ、カーソルの後ろに灰色のテキストで表示します。Tabで確定し、ほかのキーで破棄します。提案のたびにプロバイダーへのリクエストが発生し、トークンとコストがかかります。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSourceCommand</name>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiTask</name>
    <message>
        <source>Unknown kind &quot;%1&quot;: use generation, explanation or optimization.</source>
        <translation>不明な種類「%1」です。generation、explanation、optimizationのいずれかを指定してください。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AnthropicFormat</name>
    <message>
        <source>The reply has no content.</source>
        <translation>応答に内容がありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>APIキー</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>システムのキーチェーンに保存され、設定ファイルには保存されません。</translation>
    </message>
    <message>
        <source>Show the API key</source>
        <translation>APIキーを表示</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Show or hide the typed key</source>
        <translation>入力したキーの表示/非表示を切り替えます</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>保存されたAPIキーを削除</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the key stored in the system keychain for this provider</source>
        <translation>このプロバイダー用にシステムのキーチェーンに保存されたキーを削除します</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>APIキーの状態</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>非表示</translation>
    </message>
    <message>
        <source>from %1</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>環境変数%1から</translation>
    </message>
    <message>
        <source>Using %1 from the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>環境変数%1を使用しています。</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不要</translation>
    </message>
    <message>
        <source>%1 runs on your machine and needs no key.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1はこのコンピューター上で動作するため、キーは不要です。</translation>
    </message>
    <message>
        <source>Looking in the system keychain…</source>
        <translation>システムのキーチェーンを確認しています…</translation>
    </message>
    <message>
        <source>A key is stored in the system keychain.</source>
        <translation>キーはシステムのキーチェーンに保存されています。</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain.</source>
        <translation>キーはまだ保存されていません。キーはシステムのキーチェーンに保存されます。</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain; %1 in the environment works too.</source>
        <extracomment>%1 names environment variables</extracomment>
        <translation>キーはまだ保存されていません。キーはシステムのキーチェーンに保存されます。環境変数%1も使用できます。</translation>
    </message>
    <message>
        <source>No provider.</source>
        <translation>プロバイダーがありません。</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>キーをシステムのキーチェーンに保存しています…</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>キーはシステムのキーチェーンに保存されました。</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file.</source>
        <translation>キーは保存されませんでした: %1。NelumboはAPIキーをシステムのキーチェーンにのみ保存し、平文のファイルには保存しません。</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file; set %2 in the environment instead.</source>
        <translation>キーは保存されませんでした: %1。NelumboはAPIキーをシステムのキーチェーンにのみ保存し、平文のファイルには保存しません。代わりに環境変数%2を設定してください。</translation>
    </message>
    <message>
        <source>The stored key was removed from the system keychain.</source>
        <translation>保存されていたキーをシステムのキーチェーンから削除しました。</translation>
    </message>
    <message>
        <source>The key could not be removed: %1</source>
        <translation>キーを削除できませんでした: %1</translation>
    </message>
    <message>
        <source>stored (type a new key to replace it)</source>
        <translation>保存済み（置き換えるには新しいキーを入力）</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 and %2 are names of environment variables</extracomment>
        <translation>%1または%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyStore</name>
    <message>
        <source>the system keychain refused access</source>
        <translation>システムのキーチェーンがアクセスを拒否しました</translation>
    </message>
    <message>
        <source>the system keychain is not available; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>システムのキーチェーンを利用できません。GNOME KeyringやKWalletなどのキーチェーンサービスが動作していないようです</translation>
    </message>
    <message>
        <source>Store a key in the AI settings.</source>
        <translation>AI設定でキーを保存してください。</translation>
    </message>
    <message>
        <source>Set %1 or store a key in the AI settings.</source>
        <translation>%1を設定するか、AI設定でキーを保存してください。</translation>
    </message>
    <message>
        <source>(The system keychain could not be read.)</source>
        <translation>（システムのキーチェーンを読み取れませんでした。）</translation>
    </message>
</context>
<context>
    <name>nelumbo::AssistantController</name>
    <message>
        <source>&amp;Ask the Assistant…</source>
        <translation>アシスタントに質問(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>選択範囲を説明(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Optimize Query</source>
        <translation>クエリを最適化(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fix with AI</source>
        <translation>AIで修正(&amp;F)</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1)</source>
        <translation>設定（%1）でAIを設定してください</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1): %2</source>
        <translation>設定（%1）でAIを設定してください: %2</translation>
    </message>
    <message>
        <source>Fix with AI needs a failed statement: it offers itself when a run fails</source>
        <translation>「AIで修正」には失敗したステートメントが必要です。実行が失敗すると使用できるようになります</translation>
    </message>
    <message>
        <source>The assistant is busy with another answer</source>
        <translation>アシスタントは別の回答を作成中です</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>&amp;Inline Suggestions</source>
        <translation>インライン提案(&amp;I)</translation>
    </message>
    <message>
        <source>Propose the rest of the statement as grey text after a pause in typing; Tab accepts it</source>
        <translation>入力が止まると、ステートメントの続きを灰色のテキストで提案します。Tabで確定します</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatInput</name>
    <message>
        <source>Message to the assistant</source>
        <translation>アシスタントへのメッセージ</translation>
    </message>
    <message>
        <source>Ask about this source&apos;s data… (Enter sends, Shift+Enter: new line)</source>
        <translation>このデータソースのデータについて質問…（Enterで送信、Shift+Enterで改行）</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message>
        <source>Your message</source>
        <translation>あなたのメッセージ</translation>
    </message>
    <message>
        <source>Assistant&apos;s answer</source>
        <translation>アシスタントの回答</translation>
    </message>
    <message>
        <source>Failed statement</source>
        <translation>失敗したステートメント</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Statement failed</source>
        <translation>ステートメントが失敗しました</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Retry the request</source>
        <translation>リクエストを再試行します</translation>
    </message>
    <message>
        <source>The assistant could not write a statement for this request.</source>
        <translation>アシスタントはこのリクエストに対するステートメントを作成できませんでした。</translation>
    </message>
    <message>
        <source>The assistant stopped: it needed too many steps.</source>
        <translation>アシスタントは停止しました: 必要なステップ数が多すぎます。</translation>
    </message>
    <message>
        <source>The AI provider refused the request for now.</source>
        <translation>AIプロバイダーにより、リクエストが一時的に拒否されました。</translation>
    </message>
    <message>
        <source>The AI provider could not be reached.</source>
        <translation>AIプロバイダーに接続できませんでした。</translation>
    </message>
    <message>
        <source>The AI provider is not set up correctly.</source>
        <translation>AIプロバイダーが正しく設定されていません。</translation>
    </message>
    <message>
        <source>The assistant cannot work on this source.</source>
        <translation>アシスタントはこのデータソースでは動作できません。</translation>
    </message>
    <message>
        <source>The request to the assistant failed.</source>
        <translation>アシスタントへのリクエストが失敗しました。</translation>
    </message>
    <message>
        <source>Working (step %1)…</source>
        <translation>処理中（ステップ%1）…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>処理中…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>%1 is the name of a tool the assistant uses, such as list_tables</extracomment>
        <translation>%1を呼び出しています…</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1トークン（入力%2、出力%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens not reported</source>
        <translation>トークン数の報告なし</translation>
    </message>
    <message>
        <source>cost %1</source>
        <extracomment>%1 is an amount of money</extracomment>
        <translation>コスト: %1</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>コスト不明</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message>
        <source>C&amp;lear Conversation</source>
        <translation>会話を消去(&amp;L)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Assistant chat</source>
        <translation>アシスタントとのチャット</translation>
    </message>
    <message>
        <source>Forget the conversation about this source (%1)</source>
        <translation>このデータソースについての会話を消去します（%1）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Clear the conversation</source>
        <translation>会話を消去</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>会話を消去しました。</translation>
    </message>
    <message>
        <source>Undo clearing the conversation</source>
        <translation>会話の消去を元に戻します</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Ask for a query in plain words. The assistant reads the schema through tools, checks its statement against the database, and shows what it called and what it cost.</source>
        <translation>クエリを自然な言葉で依頼してください。アシスタントはツールを使ってスキーマを読み取り、作成したステートメントをデータベースに対してチェックし、呼び出したツールとコストを表示します。</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>送信（Enter）</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>回答を停止（Esc）</translation>
    </message>
    <message>
        <source>Ask the last question again</source>
        <translation>最後の質問をもう一度送信します</translation>
    </message>
    <message>
        <source>Tokens and cost of this session</source>
        <translation>このセッションのトークン数とコスト</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>未完了</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <source>The conversation could not be saved: %1</source>
        <translation>会話を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Chat about %1</source>
        <extracomment>%1 is the name of the data source the chat is about</extracomment>
        <translation>%1についてのチャット</translation>
    </message>
    <message>
        <source>This session: no answers yet</source>
        <translation>このセッション: まだ回答はありません</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1トークン</numerusform>
        </translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>コスト不明</translation>
    </message>
    <message>
        <source>cost %1 + unknown</source>
        <extracomment>%1 is an amount of money; the cost of some answers is not known</extracomment>
        <translation>コスト: %1 + 不明</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>コスト: %1</translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>このセッション: 回答%Ln件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>インライン提案%Ln件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>このセッション: インライン提案%Ln件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatSession</name>
    <message>
        <source>%1 It was kept as %2; this chat starts anew.</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 is a file path</extracomment>
        <translation>%1 元のファイルは%2として保管されました。このチャットは新しく始まります。</translation>
    </message>
    <message>
        <source>%1 New messages are not saved until the file can be moved (%2).</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 why it was not moved</extracomment>
        <translation>%1 ファイルを移動できるようになるまで、新しいメッセージは保存されません（%2）。</translation>
    </message>
    <message>
        <source>There is no cleared conversation.</source>
        <translation>消去された会話はありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatStatementCard</name>
    <message>
        <source>Insert</source>
        <translation>挿入</translation>
    </message>
    <message>
        <source>Replace Query</source>
        <translation>クエリを置換</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Generated statement</source>
        <translation>生成されたステートメント</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>ステートメント</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>変数: %1</translation>
    </message>
    <message>
        <source>Insert the statement at the editor&apos;s cursor</source>
        <translation>エディターのカーソル位置にステートメントを挿入します</translation>
    </message>
    <message>
        <source>Insert statement</source>
        <translation>ステートメントを挿入</translation>
    </message>
    <message>
        <source>Replace the tab&apos;s query with this statement (shows the difference first)</source>
        <translation>タブのクエリをこのステートメントで置き換えます（先に差分を表示します）</translation>
    </message>
    <message>
        <source>Replace query</source>
        <translation>クエリを置換</translation>
    </message>
    <message>
        <source>Copy the statement to the clipboard</source>
        <translation>ステートメントをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Copy statement</source>
        <translation>ステートメントをコピー</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Changes data: it runs only when you run it yourself.</source>
        <translation>データを変更します: 自分で実行したときだけ実行されます。</translation>
    </message>
    <message>
        <source>Generated statement that changes data</source>
        <translation>データを変更する生成済みステートメント</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message>
        <source>Show the tools the assistant called</source>
        <translation>アシスタントが呼び出したツールを表示します</translation>
    </message>
    <message>
        <source>Tools the assistant called</source>
        <translation>アシスタントが呼び出したツール</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 is the error message a tool returned</extracomment>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1ミリ秒</translation>
    </message>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>使用したツール: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CheckCommand</name>
    <message>
        <source>Tell whether a statement may run in read-only mode, as JSON</source>
        <translation>ステートメントを読み取り専用モードで実行できるかどうかをJSONで示します</translation>
    </message>
    <message>
        <source>check needs --source SRC</source>
        <translation>checkには--source SRCが必要です</translation>
    </message>
    <message>
        <source>check takes exactly one STATEMENT (quote it)</source>
        <translation>checkに指定できるSTATEMENTは1つだけです（引用符で囲んでください）</translation>
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
        <translation>使用法: nelumbo-cli check --source SRC STATEMENT

データベースに何かが届く前に読み取り専用モードが行うのと同じ方法で、
SRC（データソース名、demo、またはURL）のクエリ言語に従ってSTATEMENTを分類し、
判定結果をJSONで出力します:
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
ステートメントがデータベースに届くことはありません。読み取り専用モードでは、
可能な場合はデータベースセッション自体も書き込みを拒否します。それを知っているのが
サーバーだけのソース（Redis: 読み取り専用のACLユーザー）では、checkは読み取り専用で
接続して確認し、&quot;write_guard&quot;（&quot;source&quot;または&quot;check_only&quot;）を追加し、このチェック
だけがソースを守っている場合は標準エラーに警告を出します。サーバーに接続できない
場合は、注記付きで判定結果を出力します。

オプション:
      --source SRC  方言を使用するデータソース。必須。
  -h, --help        このヘルプを表示します。

終了ステータス:
  0  ステートメントは許可されます
  1  ステートメントは拒否されます（またはSRCを解決できません）
  2  使用法エラー
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意: %1</translation>
    </message>
    <message>
        <source>note: source &quot;%1&quot; needs a password, so whether the server refuses writes itself was not asked</source>
        <translation>注意: ソース&quot;%1&quot;にはパスワードが必要なため、サーバー自体が書き込みを拒否するかどうかは確認していません</translation>
    </message>
    <message>
        <source>note: could not connect to &quot;%1&quot; to ask whether the server refuses writes itself (%2); the verdict is this check&apos;s alone</source>
        <translation>注意: サーバー自体が書き込みを拒否するか確認するために&quot;%1&quot;へ接続できませんでした（%2）。判定はこのチェックのみによるものです</translation>
    </message>
    <message>
        <source>warning: only this check protects &quot;%1&quot;: the server would accept writes from its user (a read-only user makes the server refuse them too)</source>
        <translation>警告: &quot;%1&quot;を守っているのはこのチェックだけです。サーバーはこのユーザーからの書き込みを受け付けます（読み取り専用ユーザーならサーバーも拒否します）</translation>
    </message>
</context>
<context>
    <name>nelumbo::CliApp</name>
    <message>
        <source>Read settings and sources from FILE instead of $NELUMBO_CONFIG or ~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before COMMAND.</source>
        <translation>$NELUMBO_CONFIGや~/.config/Nelumbo/nelumbo/nelumbo.confの代わりにFILEから設定とデータソースを読み込みます（docs/CONFIG.mdを参照）。COMMANDより前に指定します。</translation>
    </message>
    <message>
        <source>--config needs a FILE</source>
        <translation>--configにはFILEが必要です</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>コマンドが指定されていません</translation>
    </message>
    <message>
        <source>help takes one COMMAND at most</source>
        <translation>helpに指定できるCOMMANDは1つまでです</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>不明なコマンド「%1」です</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli --help&apos; for more information.</source>
        <translation>詳しくは「nelumbo-cli --help」を実行してください。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</source>
        <translation>使用法: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
        nelumbo-cli help COMMAND
        nelumbo-cli --help | --version

</translation>
    </message>
    <message>
        <source>Nelumbo&apos;s query engine on the command line.</source>
        <translation>コマンドラインで使うNelumboのクエリエンジンです。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Show the help of COMMAND</source>
        <translation>COMMANDのヘルプを表示します</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Show this help; with a COMMAND, that command&apos;s help.</source>
        <translation>このヘルプを表示します。COMMANDを指定すると、そのコマンドのヘルプを表示します。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>バージョンを表示します。</translation>
    </message>
    <message>
        <source>Run &apos;nelumbo-cli COMMAND --help&apos; or &apos;nelumbo-cli help COMMAND&apos; for the options of a command.</source>
        <translation>コマンドのオプションを見るには、「nelumbo-cli COMMAND --help」または「nelumbo-cli help COMMAND」を実行してください。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error, such as a failing statement</source>
        <translation>実行時エラー（ステートメントの失敗など）</translation>
    </message>
    <message>
        <source>usage error on the command line</source>
        <translation>コマンドラインの使用法エラー</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>Ctrl+Cで中断</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
</context>
<context>
    <name>nelumbo::CompleteCommand</name>
    <message>
        <source>Print the completion candidates at a cursor in a statement, as JSON</source>
        <translation>ステートメント内のカーソル位置での補完候補をJSONで出力します</translation>
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
        <translation>使用法: nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

TEXTの文字オフセットNの位置（既定: 末尾）でエディターの補完が提示する内容を
出力します: 選択したテキストで置き換えられる範囲と、適切なものから順に並べた
候補です。各候補には、テキスト、種類（keyword、function、schema、table、view、
column、variable、command、key）、詳細（列の型、テーブルのスキーマ）が含まれます。
表示ルールで非表示になっているテーブルが候補に出ることはありません。

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
      --cursor N       TEXT内のカーソルの文字オフセット。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 出力した、1 データソースを読み取れない、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>complete needs --source SRC and one TEXT</source>
        <translation>completeには--source SRCと1つのTEXTが必要です</translation>
    </message>
    <message>
        <source>--cursor must be a number from 0 to %1</source>
        <extracomment>%1 is the text&apos;s length</extracomment>
        <translation>--cursorには0から%1までの数値を指定してください</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
</context>
<context>
    <name>nelumbo::Connection</name>
    <message>
        <source>No database adapter handles &quot;%1&quot; URLs</source>
        <translation>「%1」のURLを扱うデータベースアダプターがありません</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionDialog</name>
    <message>
        <source>New Data Source</source>
        <translation>新しいデータソース</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>接続しました</translation>
    </message>
    <message>
        <source>Connected: %1</source>
        <translation>接続しました: %1</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>接続に失敗しました: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>for example: sales</source>
        <translation>例: sales</translation>
    </message>
    <message>
        <source>What you call the source, and type after --source on the command line: letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>データソースの呼び名で、コマンドラインでは--sourceの後に入力します。英字、数字、&apos;_&apos;、&apos;-&apos;を使用できます。</translation>
    </message>
    <message>
        <source>Database kind</source>
        <translation>データベースの種類</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>データベースファイル</translation>
    </message>
    <message>
        <source>Choose database file</source>
        <translation>データベースファイルを選択</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>システムのキーチェーンに保存され、設定ファイルには保存されません。</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>Refuse statements that change data or schema. Clear it only for databases you mean to modify.</source>
        <translation>データやスキーマを変更するステートメントを拒否します。変更するつもりのデータベースの場合にのみオフにしてください。</translation>
    </message>
    <message>
        <source>Search path</source>
        <translation>検索パス</translation>
    </message>
    <message>
        <source>schema1, schema2</source>
        <translation>schema1, schema2</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>AIアシスタント</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>Schema and SQL only, no row data</source>
        <translation>スキーマとSQLのみ（行データなし）</translation>
    </message>
    <message>
        <source>Disabled for this source</source>
        <translation>このデータソースでは無効</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>テスト中</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>ダイアログのボタン</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Search path:</source>
        <translation>検索パス(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;AI assistant:</source>
        <translation>AIアシスタント(&amp;A):</translation>
    </message>
    <message>
        <source>Edit Data Source</source>
        <translation>データソースを編集</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>サーバーのホスト名を入力してください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Enter a name for the source.</source>
        <translation>データソースの名前を入力してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>「%1」は有効な名前ではありません。英字、数字、&apos;_&apos;、&apos;-&apos;を使ってください。</translation>
    </message>
    <message>
        <source>demo is the built-in sample database; choose another name.</source>
        <extracomment>&quot;demo&quot; is the name of the built-in source: keep it as it is</extracomment>
        <translation>demoは組み込みのサンプルデータベースです。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>A source named &quot;%1&quot; exists already.</source>
        <translation>「%1」という名前のデータソースはすでに存在します。</translation>
    </message>
    <message>
        <source>Storing the password…</source>
        <translation>パスワードを保存しています…</translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation>パスワードを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>Encrypted connection (TLS)</source>
        <translation>暗号化された接続（TLS）</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionWorker</name>
    <message>
        <source>The Qt SQL driver %1 is not installed</source>
        <translation>Qt SQLドライバー%1がインストールされていません</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>The database is not open</source>
        <translation>データベースが開かれていません</translation>
    </message>
    <message>
        <source>The rest of this result is no longer available</source>
        <translation>この結果の残りは利用できなくなりました</translation>
    </message>
    <message>
        <source>The database server cannot be reached: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>データベースサーバーに接続できません: %1</translation>
    </message>
    <message>
        <source>The connection to the database server was lost: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>データベースサーバーとの接続が切断されました: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Console</name>
    <message>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Conversation</name>
    <message>
        <source>Not a readable conversation: %1</source>
        <translation>読み取り可能な会話ではありません: %1</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1がオブジェクトではありません</translation>
    </message>
    <message>
        <source>%1 has no role</source>
        <translation>%1にroleがありません</translation>
    </message>
    <message>
        <source>%1: content is not text</source>
        <translation>%1: contentがテキストではありません</translation>
    </message>
    <message>
        <source>%1: statement is not text</source>
        <translation>%1: statementがテキストではありません</translation>
    </message>
    <message>
        <source>%1: variables is not a list</source>
        <translation>%1: variablesがリストではありません</translation>
    </message>
    <message>
        <source>%1: timestamp is not an ISO 8601 time</source>
        <translation>%1: timestampがISO 8601形式の時刻ではありません</translation>
    </message>
    <message>
        <source>the format is not &quot;%1&quot;</source>
        <translation>形式が&quot;%1&quot;ではありません</translation>
    </message>
    <message>
        <source>the version is missing or not a whole number</source>
        <translation>バージョンがないか、整数ではありません</translation>
    </message>
    <message>
        <source>The conversation was written by a newer version of Nelumbo (format version %1; this version reads up to %2).</source>
        <translation>この会話は新しいバージョンのNelumboで作成されています（形式バージョン%1。このバージョンで読み取れるのは%2までです）。</translation>
    </message>
    <message>
        <source>messages is not a list</source>
        <translation>messagesがリストではありません</translation>
    </message>
    <message>
        <source>tables_analyzed is not a list</source>
        <translation>tables_analyzedがリストではありません</translation>
    </message>
    <message>
        <source>tables_analyzed holds something that is not a name</source>
        <translation>tables_analyzedに名前ではない値が含まれています</translation>
    </message>
    <message>
        <source>source_context is not an object</source>
        <translation>source_contextがオブジェクトではありません</translation>
    </message>
    <message>
        <source>generation_count is not a count</source>
        <translation>generation_countが個数ではありません</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time</source>
        <translation>%1はISO 8601形式の時刻ではありません</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1（オフセット%2）</translation>
    </message>
    <message>
        <source>the top level is not an object</source>
        <translation>最上位がオブジェクトではありません</translation>
    </message>
    <message>
        <source>The conversation file %1 does not exist.</source>
        <translation>会話ファイル%1が存在しません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: another program keeps it locked</source>
        <translation>%1 に書き込めません: 別のプログラムがロックしています</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConversationStore</name>
    <message>
        <source>Cannot create the folder %1 for conversations.</source>
        <translation>会話用のフォルダー%1を作成できません。</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>%1を削除できません: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1の名前を%2に変更できません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>（最初の%n行を表示。続きがあります）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseAdapter</name>
    <message>
        <source>%1 cannot make a session read-only</source>
        <translation>%1ではセッションを読み取り専用にできません</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>テーブル%1はありません</translation>
    </message>
    <message>
        <source>%1 cannot check a statement without running it</source>
        <translation>%1では、ステートメントを実行せずにチェックすることはできません</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1には実行計画がありません</translation>
    </message>
    <message>
        <source>%1 cannot prepare %2 statements for analysis</source>
        <translation>%1では、分析のために%2ステートメントを準備できません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: expected %2://user@host:port/database</source>
        <translation>「%1」はサーバーのURLではありません。%2://user@host:port/databaseの形式で指定してください</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>a list of alternatives: %1 is &quot;a, b&quot;, %2 the last one</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 cannot list the values of a column</source>
        <translation>%1 は列の値を一覧表示できません</translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseFileFilter</name>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Database File</source>
        <translation>データベースファイルを開く</translation>
    </message>
</context>
<context>
    <name>nelumbo::DemoDatabase</name>
    <message>
        <source>Cannot create the folder %1 for the demo database</source>
        <translation>デモデータベース用のフォルダー%1を作成できません</translation>
    </message>
    <message>
        <source>Cannot copy the demo database to %1</source>
        <translation>デモデータベースを%1にコピーできません</translation>
    </message>
    <message>
        <source>Cannot move the demo database into place at %1</source>
        <translation>デモデータベースを%1に配置できません</translation>
    </message>
    <message>
        <source>Welcome to Nelumbo. This is Chinook, a sample music store.</source>
        <translation>Nelumboへようこそ。これは音楽ストアのサンプルデータベース、Chinookです。</translation>
    </message>
    <message>
        <source>Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.</source>
        <translation>Ctrl+Enterでカーソル位置のステートメントを、Ctrl+Shift+Enterでタブ全体を実行します。</translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message>
        <source>Replace Query</source>
        <translation>クエリを置換</translation>
    </message>
    <message>
        <source>Replace the query</source>
        <translation>クエリの置換</translation>
    </message>
    <message>
        <source>Changes to the query</source>
        <translation>クエリの変更点</translation>
    </message>
    <message>
        <source>Changes to the variables</source>
        <translation>変数の変更点</translation>
    </message>
    <message>
        <source>Apply &amp;Variables</source>
        <translation>変数を適用(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>置換(&amp;R)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The variables change too:
</source>
        <translation>変数も変更されます:
</translation>
    </message>
    <message>
        <source>The editor already holds this statement; nothing changes.</source>
        <translation>エディターにはすでにこのステートメントが入っています。変更はありません。</translation>
    </message>
    <message>
        <source>Only the variables change: %1. The statement stays as it is.</source>
        <extracomment>%1 lists the names of variables</extracomment>
        <translation>変数だけが変更されます: %1。ステートメントはそのままです。</translation>
    </message>
    <message>
        <source>Replacing the query: %1, %2.</source>
        <extracomment>%1 is &quot;N lines removed&quot;, %2 &quot;N lines added&quot;</extracomment>
        <translation>クエリを置き換えます: %1、%2。</translation>
    </message>
    <message>
        <source>The texts differ too much to match lines one by one.</source>
        <translation>テキストの違いが大きすぎるため、行単位で対応付けられません。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings the old text back.</source>
        <translation>元に戻す（Ctrl+Z）で以前のテキストに戻せます。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>%Ln行削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>%Ln行追加</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EditorTab</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1ミリ秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1を保存できません: %2</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>データベースを開けません: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Nothing to run</source>
        <translation>実行する内容がありません</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Statement %1 not run: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 why it did not run</extracomment>
        <translation>ステートメント%1は実行されませんでした: %2</translation>
    </message>
    <message>
        <source>Result %1</source>
        <extracomment>The title of the results of one statement; %1 counts them in a run</extracomment>
        <translation>結果%1</translation>
    </message>
    <message>
        <source>Statement %1 cancelled after %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>ステートメント%1は%2後にキャンセルされました</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>Statement %1 failed: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 the database&apos;s message</extracomment>
        <translation>ステートメント%1が失敗しました: %2</translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>ステートメント%1: %2行に影響しました（%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 done in %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>ステートメント%1が完了しました（%2）</translation>
    </message>
    <message>
        <source>Done · %1</source>
        <extracomment>%1 is a duration</extracomment>
        <translation>完了 · %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1行</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1: first %2 in %3, more available</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>ステートメント%1: 最初の%2（%3）、続きがあります</translation>
    </message>
    <message>
        <source>Statement %1: %2 in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>ステートメント%1: %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1行、続きがあります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1行、取得を停止しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sorted in the database: %1</source>
        <extracomment>%1 is why the statement could not be sorted in the database</extracomment>
        <translation>データベースでソートされませんでした: %1</translation>
    </message>
    <message>
        <source>Sorting in the database failed: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>データベースでのソートに失敗しました: %1</translation>
    </message>
    <message>
        <source>An export of this tab&apos;s result is running</source>
        <translation>このタブの結果をエクスポートしています</translation>
    </message>
    <message>
        <source>Choose the result to export</source>
        <translation>エクスポートする結果を選択してください</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>先にクエリを実行してください。エクスポートする結果がありません</translation>
    </message>
    <message>
        <source>This result has no statement to run again</source>
        <translation>この結果には再実行するステートメントがありません</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>%1行を%2にエクスポートしました</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation>エクスポートをキャンセルしました。ファイルは書き込まれていません</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <extracomment>%1 is why the export failed</extracomment>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>%1 was not written.

%2</source>
        <extracomment>%1 is a file path, %2 why the export failed</extracomment>
        <translation>%1は書き込まれませんでした。

%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message>
        <source>Measure the assistant&apos;s accuracy on a question set (AI)</source>
        <translation>質問セットでアシスタントの正確さを測定します（AI）</translation>
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
        <translation>使用法: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

各質問を「generate」と同じ生成処理（ツール、検証、修正）にかけ、生成されたステートメントと
正解のステートメントを質問のデータソースで読み取り専用で実行して、回答を採点します: exact（同じ行。
順序は正解が並べ替える場合のみ）、subset（正解の列が生成された列に含まれ、行が同じ）、wrong、
invalid、refused、error、timeout。正解のステートメントはモデルに送信しません。
データベースごと、カテゴリごとの概要を出力します。

オプション:
      --questions FILE     CSV（question,query,db_name,query_category,instructions）または
                           JSON Lines（{&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}）。必須。
      --source-for DB=SRC  データベースDBのデータソース（名前またはURL）。複数指定可。
                           データソースのないデータベースの質問はスキップします。
      --results FILE       質問ごとに1行のJSONを書き出します。
      --resume             結果ファイルを中断したところから続けます。
      --concurrency N      同時に処理する質問の数（既定 1）。
      --limit N            最初のN問だけ。
      --category NAME      このカテゴリだけ。複数指定可。
      --max-cost USD       費用がUSDを超えるおそれのある質問は開始しません。
      --timeout SECONDS    質問ごと（既定 120、0: なし）。
      --report FILE        概要とすべての質問をHTMLページに書き出します。
  -h, --help               このヘルプを表示します。

終了ステータス: 0 実行完了、1 エラー、2 使用法エラー、3 --max-costで停止。
</translation>
    </message>
    <message>
        <source>eval needs --questions FILE and --source-for DB=SRC; see &apos;nelumbo-cli eval --help&apos;</source>
        <translation>evalには--questions FILEと--source-for DB=SRCが必要です。「nelumbo-cli eval --help」を参照してください</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
    <message>
        <source>%1 already holds results: add --resume to continue it, or remove it</source>
        <translation>%1 にはすでに結果があります。続けるには--resumeを付けるか、ファイルを削除してください</translation>
    </message>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>データベース「%1」の質問 %n 問をスキップしました: --source-forがありません</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 questions, %3% correct, %4 USD</source>
        <translation>%1/%2 問、正解 %3%、%4 USD</translation>
    </message>
    <message>
        <source>Evaluation of %1 on %2</source>
        <translation>%2 による %1 の評価</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <source>stopped: the next question could pass --max-cost %1 USD (spent %2 USD)</source>
        <translation>停止しました: 次の質問で--max-cost %1 USDを超えるおそれがあります（使用額 %2 USD）</translation>
    </message>
    <message>
        <source>eval compare needs two results files</source>
        <translation>eval compareには結果ファイルが2つ必要です</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>判定が変わった質問: %n 問。正解 %1% -&gt; %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>--max-cost needs the price of %1: add it to prices in the [ai] section of the configuration</source>
        <translation>--max-costには%1の価格が必要です。設定の[ai]セクションのpricesに追加してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalQuestionFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>The question file has no column &quot;%1&quot;</source>
        <translation>質問ファイルに列「%1」がありません</translation>
    </message>
    <message>
        <source>Line %1 of the question file is not a JSON object</source>
        <translation>質問ファイルの%1行目がJSONオブジェクトではありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalReport</name>
    <message>
        <source>Gold result</source>
        <translation>正解の結果</translation>
    </message>
    <message>
        <source>Generated result</source>
        <translation>生成された結果</translation>
    </message>
    <message>
        <source>database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalResultsFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalRunner</name>
    <message>
        <source>No answer within %1 s</source>
        <translation>%1 秒以内に応答がありません</translation>
    </message>
    <message>
        <source>More than %1 rows</source>
        <translation>%1 行を超えています</translation>
    </message>
    <message>
        <source>The gold statement failed: %1</source>
        <translation>正解のステートメントが失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainCommand</name>
    <message>
        <source>Explain a statement or part of it in plain words (AI)</source>
        <translation>ステートメントまたはその一部をわかりやすい言葉で説明します（AI）</translation>
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
        <translation>使用法: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

設定済みのモデルにSTATEMENTの説明を求めます。--fragmentを指定すると、その部分
だけを説明させます（ステートメント全体もコンテキストとして送信されます）。JSONを
出力します: explanation、model、usage。

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
      --fragment TEXT  説明させるステートメントの一部。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 説明した、1 エラーオブジェクトを出力した、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>explain needs one STATEMENT argument</source>
        <translation>explainにはSTATEMENT引数が1つ必要です</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPlanCommand</name>
    <message>
        <source>Show the database&apos;s plan for a statement as a tree, without AI</source>
        <translation>ステートメントに対するデータベースの実行計画を、AIを使わずにツリーで表示します</translation>
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
        <translation>使用法: nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

SRCのデータベースにSTATEMENTの実行計画を（実行せずに）問い合わせ、ウィンドウに
表示されるのと同じ実行計画ツリーに読み込んで、ステップごとに1行を出力します:
操作、読み取るテーブル、推定行数、コスト、高コストかどうか（実行計画全体の
コストの30 %以上、または1,000行以上のフルスキャン）。--format jsonでは、解析
したツリー（type、relation、rows、startup_cost、total_cost、detail、full_scan、
expensive、children）と、データベース自身の実行計画テキストを出力します。
表示ルールが適用され、{{variables}}はNULLとして実行計画が作成されます。

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
      --format FORMAT  table（既定）またはjson。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 出力した、1 実行計画がない（データソースに実行計画がないか、
データベースがステートメントを拒否した）、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>--format is table or json</source>
        <translation>--formatにはtableまたはjsonを指定してください</translation>
    </message>
    <message>
        <source>explain-plan needs --source SRC and one STATEMENT</source>
        <translation>explain-planには--source SRCと1つのSTATEMENTが必要です</translation>
    </message>
    <message>
        <source>%1 has no query plans, so &quot;%2&quot; cannot show one</source>
        <extracomment>%1 is the kind of database (Redis), %2 the source&apos;s name</extracomment>
        <translation>%1には実行計画がないため、「%2」では実行計画を表示できません</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>リレーション</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>expensive</source>
        <translation>高コスト</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPopup</name>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Waiting for the explanation</source>
        <translation>説明を待っています</translation>
    </message>
    <message>
        <source>Explanation text</source>
        <translation>説明のテキスト</translation>
    </message>
    <message>
        <source>Copy the explanation as Markdown</source>
        <translation>説明をMarkdownとしてコピーします</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>説明を閉じます</translation>
    </message>
    <message>
        <source>Explaining the query…</source>
        <translation>クエリを説明しています…</translation>
    </message>
    <message>
        <source>Explaining the selection…</source>
        <translation>選択範囲を説明しています…</translation>
    </message>
    <message>
        <source>Explanation of the query</source>
        <translation>クエリの説明</translation>
    </message>
    <message>
        <source>Explanation of the selection</source>
        <translation>選択範囲の説明</translation>
    </message>
    <message>
        <source>No explanation</source>
        <translation>説明はありません</translation>
    </message>
    <message>
        <source>The explanation failed: %1</source>
        <translation>説明に失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportDialog</name>
    <message>
        <source>CSV and TSV</source>
        <translation>CSVとTSV</translation>
    </message>
    <message>
        <source>First line with the column names</source>
        <translation>1行目に列名を出力</translation>
    </message>
    <message>
        <source>SQL INSERT</source>
        <translation>SQL INSERT</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>CSV (comma-separated values)</source>
        <translation>CSV（カンマ区切り）</translation>
    </message>
    <message>
        <source>TSV (tab-separated values)</source>
        <translation>TSV（タブ区切り）</translation>
    </message>
    <message>
        <source>JSON (an array of objects)</source>
        <translation>JSON（オブジェクトの配列）</translation>
    </message>
    <message>
        <source>NDJSON (one object per line)</source>
        <translation>NDJSON（1行に1オブジェクト）</translation>
    </message>
    <message>
        <source>SQL INSERT statements</source>
        <translation>SQL INSERTステートメント</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Markdownの表</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Excelブック（XLSX）</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>カンマ ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>セミコロン ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>タブ</translation>
    </message>
    <message>
        <source>Pipe ( | )</source>
        <translation>パイプ ( | )</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>その他:</translation>
    </message>
    <message>
        <source>Other delimiter</source>
        <translation>その他の区切り文字</translation>
    </message>
    <message>
        <source>Only where needed</source>
        <translation>必要な場合のみ</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>すべての値</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with byte order mark (for Excel)</source>
        <translation>UTF-8（BOM付き、Excel用）</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>区切り文字(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>引用符(&amp;Q):</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>エンコード(&amp;E):</translation>
    </message>
    <message>
        <source>schema.table</source>
        <translation>スキーマ.テーブル</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>テーブル(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>ファイル(&amp;I):</translation>
    </message>
    <message>
        <source>The statement runs again, read-only, and every row of its result is written, not only the rows loaded in the grid.</source>
        <translation>ステートメントを読み取り専用で再実行し、グリッドに読み込まれた行だけでなく、結果のすべての行を書き出します。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>書き込むファイルを選択してください。</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file.</source>
        <translation>%1はフォルダーです。ファイルを選択してください。</translation>
    </message>
    <message>
        <source>Give the table the INSERT statements insert into.</source>
        <translation>INSERTステートメントの挿入先テーブルを指定してください。</translation>
    </message>
    <message>
        <source>Type the delimiter.</source>
        <translation>区切り文字を入力してください。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>A file chooser&apos;s filter: %1 the format&apos;s name, %2 its file name extension</extracomment>
        <translation>%1ファイル (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportWriter</name>
    <message>
        <source>INSERT statements need the name of the table to insert into</source>
        <translation>INSERTステートメントには挿入先のテーブル名が必要です</translation>
    </message>
    <message>
        <source>INSERT statements need the source&apos;s language</source>
        <translation>INSERTステートメントにはデータソースの言語が必要です</translation>
    </message>
    <message>
        <source>%1 is not a text format</source>
        <translation>%1はテキスト形式ではありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>単語単位</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正規表現</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>検索するテキスト</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>置換後の文字列</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>置換後のテキスト</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>前を検索（Shift+F3）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>次を検索（F3）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>この一致箇所を置換して次を検索します</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>すべて置換</translation>
    </message>
    <message>
        <source>Replace every match in one undo step</source>
        <translation>すべての一致箇所を置換します（1回で元に戻せます）</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>%Ln件置換しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FormatCommand</name>
    <message>
        <source>Format a statement or script: one clause per line, keywords in one case</source>
        <translation>ステートメントまたはスクリプトを整形します（1行に1句、キーワードの大文字・小文字を統一）</translation>
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
        <translation>使用法: nelumbo-cli format [--keyword-case upper|lower|keep]
                           [--language LANGUAGE | --source SRC] [--] STATEMENT
        nelumbo-cli format [OPTIONS] -f FILE

STATEMENT（またはFILEのすべてのステートメント）を1行に1句ずつ並べ、SELECTリスト、
結合、条件をインデントし、サブクエリを入れ子にして出力します。変わるのは空白と
キーワードの大文字・小文字だけです。コメント、文字列、引用符で囲まれた名前、
{{name}}、[[ ... ]]は書かれたとおりに残り、出力をもう一度整形しても何も変わり
ません。閉じていない引用符やコメントを含むテキストは整形されません。
データベースは開きません。

オプション:
      --keyword-case CASE  upper、lower、keep（書かれたとおり）のいずれか。既定:
                           設定editor/format_keyword_case（upper）。
      --language LANGUAGE  クエリ言語（sql:postgres、sql:mysql、sql:sqlite、
                           またはpostgresなどのURLスキーム）。
      --source SRC         データソース（名前、demo、またはURL）の方言を使用します。
  -f, --file FILE          FILE（UTF-8）からテキストを読み込みます。
  -h, --help               このヘルプを表示します。

--languageも--sourceも指定しない場合、テキストは標準SQLとして読み込まれます。

終了ステータス: 0 整形した、1 テキストを整形できない、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; known: %2</source>
        <extracomment>%1 is the language given, %2 a list of the known ones</extracomment>
        <translation>不明な言語「%1」です。既知の言語: %2</translation>
    </message>
    <message>
        <source>format needs one STATEMENT or -f FILE</source>
        <translation>formatには1つのSTATEMENTまたは-f FILEが必要です</translation>
    </message>
    <message>
        <source>give --language or --source, not both</source>
        <translation>--languageと--sourceのどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>--keyword-case is upper, lower or keep, not &quot;%1&quot;</source>
        <extracomment>upper, lower and keep are the option&apos;s values, not to be translated</extracomment>
        <translation>--keyword-caseにはupper、lower、keepのいずれかを指定してください（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeminiFormat</name>
    <message>
        <source>The model wrote a function call that is not valid (%1).</source>
        <translation>モデルが無効な関数呼び出しを作成しました（%1）。</translation>
    </message>
    <message>
        <source>The reply has no candidates.</source>
        <translation>応答に候補がありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeneralSettingsPage</name>
    <message>
        <source>Interface language</source>
        <translation>表示言語</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the name of the language the system asks for, written in that language</extracomment>
        <translation>システムの既定（%1）</translation>
    </message>
    <message>
        <source>The new language is used when Nelumbo is started again.</source>
        <translation>新しい言語は、Nelumboを次回起動したときに使用されます。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>設定を%1に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Show &amp;completions while typing</source>
        <translation>入力中に補完候補を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Open the completion list after a short pause after a dot or two letters of a name. Ctrl+Space opens it either way.</source>
        <translation>ドットの後、または名前を2文字入力した後に少し間を置くと、補完候補の一覧を開きます。Ctrl+Spaceではいつでも開けます。</translation>
    </message>
    <message>
        <source>Editor:</source>
        <translation>エディター:</translation>
    </message>
</context>
<context>
    <name>nelumbo::GenerateCommand</name>
    <message>
        <source>Write a statement from a request in plain words (AI)</source>
        <translation>自然な言葉による依頼からステートメントを作成します（AI）</translation>
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
        <translation>使用法: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                             [--conversation FILE] [--allow-writes]

設定済みのモデル（「nelumbo-cli ai」を参照）にステートメントを作成させます。モデルは
ツールを使ってデータソースの表示可能なテーブルと値を参照します。ステートメントは検証
されてからJSONで出力されます: statement、variables、model、usage、cost、ツールのトレース。

オプション:
      --source SRC         データソース名、demo、またはURL。必須。
      --prompt TEXT        ステートメントで行いたいこと。必須。
      --current STATEMENT  改良するステートメント。
      --conversation FILE  これまでの会話。読み込んだ後、今回のやり取りを加えて更新します。
      --allow-writes       データを変更するステートメントを許可します。
  -h, --help               このヘルプを表示します。

終了ステータス: 0 作成した、1 エラーオブジェクトを出力した、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>generate needs --prompt TEXT and no other arguments</source>
        <translation>generateには--prompt TEXTが必要で、ほかの引数は指定できません</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryCommand</name>
    <message>
        <source>Search the statements run from the app and by &apos;run --history&apos;</source>
        <translation>アプリから、および「run --history」で実行したステートメントを検索します</translation>
    </message>
    <message>
        <source>Only statements run on the source named S (its name, or the URL without password for a source given as a URL).</source>
        <translation>Sという名前のデータソースで実行したステートメントのみ（その名前、またはURLで指定したデータソースの場合はパスワードを除いたURL）。</translation>
    </message>
    <message>
        <source>Only statements whose text holds TEXT (ASCII letters in any case).</source>
        <translation>テキストにTEXTを含むステートメントのみ（ASCII文字は大文字と小文字を区別しません）。</translation>
    </message>
    <message>
        <source>Only statements that failed or were cancelled.</source>
        <translation>失敗したかキャンセルされたステートメントのみ。</translation>
    </message>
    <message>
        <source>Only statements that succeeded.</source>
        <translation>成功したステートメントのみ。</translation>
    </message>
    <message>
        <source>Show the N newest at most; 0 shows all. Default: 50.</source>
        <translation>新しいものから最大N件を表示します。0を指定するとすべて表示します。既定: 50。</translation>
    </message>
    <message>
        <source>table (the default) or json.</source>
        <translation>table（既定）またはjson。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</source>
        <translation>使用法: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                            [--limit N] [--format table|json]

</translation>
    </message>
    <message>
        <source>The query history: every statement run from the app&apos;s window, and those of &apos;nelumbo-cli run --history&apos;, with its source, query language, start time, duration, rows and outcome, newest first. It is kept in history.sqlite in your data folder (history/file in the config file), bounded by history/max_entries (10000) and history/max_days; history/enabled = false turns it off, and a source configured history = off is never recorded (docs/CONFIG.md).</source>
        <translation>クエリ履歴です。アプリのウィンドウから実行したすべてのステートメントと「nelumbo-cli run --history」で実行したステートメントを、データソース、クエリ言語、開始日時、所要時間、行数、結果とともに新しい順に保持します。履歴はデータフォルダーのhistory.sqlite（設定ファイルのhistory/file）に保存され、件数と期間の上限はhistory/max_entries（10000）とhistory/max_daysで決まります。history/enabled = falseで履歴は無効になり、history = offを設定したデータソースは記録されません（docs/CONFIG.md）。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>出力:</translation>
    </message>
    <message>
        <source>One line per statement: id, start time (UTC), source, duration, rows, outcome and the statement on one line, cut at 60 characters.</source>
        <translation>ステートメントごとに1行: ID、開始日時（UTC）、データソース、所要時間、行数、結果、および1行にまとめて60文字で切り詰めたステートメント。</translation>
    </message>
    <message>
        <source>An array of {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome is succeeded or failed, rows null when unknown.</source>
        <translation>{&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}の配列。outcomeはsucceededまたはfailedで、rowsは不明な場合nullです。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: the history cannot be read</source>
        <translation>実行時エラー: 履歴を読み取れない</translation>
    </message>
    <message>
        <source>usage error: unknown option, bad --limit or --format</source>
        <translation>使用法エラー: 不明なオプション、無効な--limitまたは--format</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>予期しない引数「%1」</translation>
    </message>
    <message>
        <source>give --failed or --succeeded, not both</source>
        <translation>--failedと--succeededのどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>--limit needs a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--limitには0以上の整数を指定してください（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>不明な--format「%1」です。tableまたはjsonを指定してください</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>STARTED</source>
        <translation>開始日時</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>STATEMENT</source>
        <translation>ステートメント</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli history --help&apos; for more information.</source>
        <translation>詳しくは「nelumbo-cli history --help」を実行してください。</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryDock</name>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>Every statement run, newest first (%1)</source>
        <translation>実行したすべてのステートメントを新しい順に表示します（%1）</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryPanel</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1ミリ秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>履歴を検索</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>すべてのデータソース</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始日時</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>ステートメント</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Query history</source>
        <translation>クエリ履歴</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Put the statement in the current tab, in place of its text</source>
        <translation>ステートメントを現在のタブに、そのテキストと置き換えて入れます</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>新しいタブで開く</translation>
    </message>
    <message>
        <source>Open the statement in a new tab (Enter)</source>
        <translation>ステートメントを新しいタブで開きます（Enter）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Save to Library…</source>
        <translation>ライブラリに保存…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected entries from the history (Delete)</source>
        <translation>選択した項目を履歴から削除します（Delete）</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1行</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>No statement in the history matches</source>
        <translation>履歴に一致するステートメントはありません</translation>
    </message>
    <message>
        <source>No statements run yet: every statement you run is kept here</source>
        <translation>まだステートメントを実行していません: 実行したステートメントはすべてここに記録されます</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryStore</name>
    <message>
        <source>The query history failed: %1</source>
        <translation>クエリ履歴でエラーが発生しました: %1</translation>
    </message>
    <message>
        <source>The query history was written by a newer Nelumbo (format %1)</source>
        <translation>クエリ履歴は新しいバージョンのNelumboで作成されています（形式%1）</translation>
    </message>
</context>
<context>
    <name>nelumbo::JsonStreamDecoder</name>
    <message>
        <source>The reply stopped before its end.</source>
        <translation>応答が途中で終了しました。</translation>
    </message>
    <message>
        <source>A streamed event is not valid JSON.</source>
        <translation>ストリーミングされたイベントが有効なJSONではありません。</translation>
    </message>
    <message>
        <source>A streamed line is not valid JSON.</source>
        <translation>ストリーミングされた行が有効なJSONではありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LazyLibrary</name>
    <message>
        <source>%1 needs the library %2, which could not be loaded: %3</source>
        <translation>%1 にはライブラリ %2 が必要ですが、読み込めませんでした: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::LexerFactory</name>
    <message>
        <source>QScintilla %1 SQL lexer</source>
        <extracomment>The highlighting in the About box; %1 is QScintilla&apos;s version</extracomment>
        <translation>QScintilla %1のSQLレキサー</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message>
        <source>No connection within %1 s.</source>
        <translation>%1秒以内に接続できませんでした。</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 s.</source>
        <translation>%1秒間、何も受信しませんでした。</translation>
    </message>
    <message>
        <source>No complete answer within %1 s.</source>
        <translation>%1秒以内に完全な応答がありませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>（%n回試行）</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was closed before an answer came.</source>
        <translation>応答を受け取る前に接続が閉じられました。</translation>
    </message>
    <message>
        <source>It asked to wait %1 s before trying again, longer than the %2 s allowed (ai/retry_max_delay_ms).</source>
        <translation>再試行まで%1秒待つよう求められましたが、許容される%2秒（ai/retry_max_delay_ms）を超えています。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmClient</name>
    <message>
        <source>It has no endpoint that lists models; type the model (or deployment) name.</source>
        <translation>このプロバイダーにはモデル一覧を取得するエンドポイントがありません。モデル名（またはデプロイ名）を入力してください。</translation>
    </message>
    <message>
        <source>It pointed to %1; if that is the right server, make it the base URL.</source>
        <translation>転送先は %1 でした。正しいサーバーであれば、それをベース URL に設定してください。</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>(上限: %1)</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmError</name>
    <message>
        <source>The AI provider</source>
        <translation>AIプロバイダー</translation>
    </message>
    <message>
        <source>The AI assistant is not configured: choose a provider and model in the settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).</source>
        <translation>AIアシスタントが設定されていません。設定でプロバイダーとモデルを選択するか、NELUMBO_AI_MODELを設定してください（例: openai:gpt-4o）。</translation>
    </message>
    <message>
        <source>No API key for %1.</source>
        <translation>%1のAPIキーがありません。</translation>
    </message>
    <message>
        <source>%1 refused the API key.</source>
        <translation>%1がAPIキーを拒否しました。</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate; try again shortly.</source>
        <translation>%1がリクエストの頻度を制限しています。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The quota or credit of this %1 account is used up.</source>
        <translation>この%1アカウントのクォータまたはクレジットを使い切りました。</translation>
    </message>
    <message>
        <source>%1 does not know this model, or this key may not use it.</source>
        <translation>%1はこのモデルを認識していないか、このキーではこのモデルを使用できません。</translation>
    </message>
    <message>
        <source>The conversation is too long for the model&apos;s context window.</source>
        <translation>会話がモデルのコンテキストウィンドウに対して長すぎます。</translation>
    </message>
    <message>
        <source>%1 rejected the request.</source>
        <translation>%1がリクエストを拒否しました。</translation>
    </message>
    <message>
        <source>%1 had a server error.</source>
        <translation>%1でサーバーエラーが発生しました。</translation>
    </message>
    <message>
        <source>%1 cannot be reached.</source>
        <translation>%1に接続できません。</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1から時間内に応答がありませんでした。</translation>
    </message>
    <message>
        <source>%1 sent a reply that cannot be read.</source>
        <translation>%1から読み取れない応答が返されました。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>リクエストはキャンセルされました。</translation>
    </message>
    <message>
        <source>%1 redirected the request to another host; it was not followed, so the API key was not sent there.</source>
        <translation>%1 がリクエストを別のホストへリダイレクトしました。リダイレクトには従わなかったため、API キーはそこへ送信されていません。</translation>
    </message>
    <message>
        <source>%1 sent a reply larger than allowed; it was stopped.</source>
        <translation>%1 が許可された上限を超える応答を送信したため、受信を中止しました。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmWireFormat</name>
    <message>
        <source>The reply is not valid JSON.</source>
        <translation>応答が有効なJSONではありません。</translation>
    </message>
    <message>
        <source>(HTTP %1)</source>
        <translation>（HTTP %1）</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>プロバイダーのメッセージ: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message>
        <source>&amp;Look Again</source>
        <translation>再検索(&amp;L)</translation>
    </message>
    <message>
        <source>Model servers on this machine</source>
        <translation>このコンピューター上のモデルサーバー</translation>
    </message>
    <message>
        <source>Look again for model servers on this machine</source>
        <translation>このコンピューター上のモデルサーバーをもう一度探します</translation>
    </message>
    <message>
        <source>No model server is running on this machine (Ollama on port %1, LM Studio on %2, llama.cpp on %3).</source>
        <extracomment>%1, %2 and %3 are port numbers</extracomment>
        <translation>このコンピューターで動作しているモデルサーバーはありません（Ollama: ポート%1、LM Studio: ポート%2、llama.cpp: ポート%3）。</translation>
    </message>
    <message>
        <source>Looking for model servers on this machine…</source>
        <translation>このコンピューター上のモデルサーバーを探しています…</translation>
    </message>
    <message>
        <source>%1 is running on this machine.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1がこのコンピューターで動作しています。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1を使用</translation>
    </message>
    <message>
        <source>Use %1 on this machine</source>
        <translation>このコンピューター上の%1を使用します</translation>
    </message>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1がこのコンピューターで動作しています（モデル%Ln個）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::MainWindow</name>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>選択範囲を説明(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Explain Query</source>
        <translation>クエリを説明(&amp;E)</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>最適化</translation>
    </message>
    <message>
        <source>Nothing to explain: the query is empty</source>
        <translation>説明する内容がありません: クエリが空です</translation>
    </message>
    <message>
        <source>Nothing to optimise: the query is empty</source>
        <translation>最適化する内容がありません: クエリが空です</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>&amp;Chat Panel</source>
        <translation>チャットパネル(&amp;C)</translation>
    </message>
    <message>
        <source>Show or hide the chat with the assistant (%1)</source>
        <translation>アシスタントとのチャットの表示/非表示を切り替えます（%1）</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>スキーマ</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>AIアシスタント</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>新しいタブ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>タブを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>データベースを開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Open D&amp;emo Database</source>
        <translation>デモデータベースを開く(&amp;E)</translation>
    </message>
    <message>
        <source>Demo database</source>
        <translation>デモデータベース</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>前を検索(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>ズームをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>次のペイン(&amp;P)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>前のペイン(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Run Statement</source>
        <translation>ステートメントを実行(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>すべて実行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Fetch All Rows</source>
        <translation>すべての行を取得(&amp;F)</translation>
    </message>
    <message>
        <source>Allow &amp;Writes</source>
        <translation>書き込みを許可(&amp;W)</translation>
    </message>
    <message>
        <source>Let statements change data on this database (asks first; off again when you switch databases)</source>
        <translation>このデータベースでステートメントによるデータの変更を許可します（事前に確認します。データベースを切り替えると再びオフになります）</translation>
    </message>
    <message>
        <source>Refresh &amp;Schema</source>
        <translation>スキーマを更新(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;About Nelumbo</source>
        <translation>Nelumboについて(&amp;A)</translation>
    </message>
    <message>
        <source>About Nelumbo</source>
        <translation>Nelumboについて</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;A query editor with an AI assistant.&lt;/p&gt;&lt;p&gt;Highlighting: %2&lt;/p&gt;&lt;p&gt;The demo database is Chinook (MIT licence).&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the component that highlights SQL</extracomment>
        <translation>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;AIアシスタントを備えたクエリエディターです。&lt;/p&gt;&lt;p&gt;構文ハイライト: %2&lt;/p&gt;&lt;p&gt;デモデータベースはChinook（MITライセンス）です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>クエリ(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>アシスタント(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>The data source the editor runs against</source>
        <translation>エディターの実行対象となるデータソース</translation>
    </message>
    <message>
        <source>New tab</source>
        <translation>新しいタブ</translation>
    </message>
    <message>
        <source>WRITES ALLOWED</source>
        <translation>書き込み許可中</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>Statements can change data (Query → Allow Writes)</source>
        <translation>ステートメントでデータを変更できます（クエリ → 書き込みを許可）</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused</source>
        <translation>何らかの変更を行う可能性のあるステートメントは拒否されます</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1 is the model in use, such as openai:gpt-4o</extracomment>
        <translation>AI: %1</translation>
    </message>
    <message>
        <source>AI: not set up</source>
        <translation>AI: 未設定</translation>
    </message>
    <message>
        <source>AI off</source>
        <translation>AIオフ</translation>
    </message>
    <message>
        <source>The AI assistant uses %1 (%2). Settings…</source>
        <extracomment>%1 is a model, %2 the AI provider</extracomment>
        <translation>AIアシスタントは%1（%2）を使用しています。設定…</translation>
    </message>
    <message>
        <source>The AI assistant is off. Settings… to turn it on.</source>
        <translation>AIアシスタントはオフです。オンにするには設定…を開いてください。</translation>
    </message>
    <message>
        <source>Cannot open the source: %1</source>
        <extracomment>%1 is why the source could not be opened</extracomment>
        <translation>データソースを開けません: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; is configured read-only (read_only = true)</source>
        <extracomment>%1 is a source&apos;s name; &quot;read_only = true&quot; is a line of its configuration</extracomment>
        <translation>データソース「%1」は読み取り専用に設定されています（read_only = true）</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>データベースを開けません: %1</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Open SQL file</source>
        <translation>SQLファイルを開く</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>SQLファイル (*.sql);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save SQL file</source>
        <translation>SQLファイルを保存</translation>
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
        <translation>新しいデータソース(&amp;R)…</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>置換(&amp;E)…</translation>
    </message>
    <message>
        <source>Recent Data&amp;bases</source>
        <translation>最近使ったデータベース(&amp;B)</translation>
    </message>
    <message>
        <source>read-only (check only)</source>
        <translation>読み取り専用（チェックのみ）</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused by Nelumbo&apos;s check alone: this source&apos;s user may write, so the server would not refuse them. A read-only user adds that protection (docs/CONFIG.md).</source>
        <translation>何かを変更しうる文は Nelumbo のチェックだけが拒否します。このソースのユーザーは書き込みができるため、サーバーは拒否しません。読み取り専用ユーザーを使うとその保護が加わります（docs/CONFIG.md）。</translation>
    </message>
    <message>
        <source>Value Vie&amp;wer</source>
        <translation>値ビューアー(&amp;W)</translation>
    </message>
    <message>
        <source>Explain &amp;Plan</source>
        <translation>実行計画を表示(&amp;P)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>実行計画</translation>
    </message>
    <message>
        <source>Show the database&apos;s plan for the statement under the cursor</source>
        <translation>カーソル位置のステートメントに対するデータベースの実行計画を表示します</translation>
    </message>
    <message>
        <source>the database session was closed</source>
        <translation>データベースセッションが閉じられました</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1には実行計画がありません</translation>
    </message>
    <message>
        <source>F&amp;ormat Statement</source>
        <translation>ステートメントを整形(&amp;O)</translation>
    </message>
    <message>
        <source>F&amp;ormat Selection</source>
        <translation>選択範囲を整形(&amp;O)</translation>
    </message>
    <message>
        <source>Not formatted: %1</source>
        <translation>整形しませんでした: %1</translation>
    </message>
    <message>
        <source>E&amp;xport Result…</source>
        <translation>結果をエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>AI Suggestions</source>
        <extracomment>A tool bar toggle: the AI inline suggestions</extracomment>
        <translation>AI提案</translation>
    </message>
    <message>
        <source>No tab is open</source>
        <translation>開いているタブがありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::ModelString</name>
    <message>
        <source>The model &quot;%1&quot; is not of the form provider:model, such as openai:gpt-4o or ollama:qwen2.5-coder.</source>
        <translation>モデル「%1」はprovider:model形式（例: openai:gpt-4o、ollama:qwen2.5-coder）ではありません。</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;; known providers: %2.</source>
        <translation>不明なプロバイダー「%1」です。既知のプロバイダー: %2。</translation>
    </message>
</context>
<context>
    <name>nelumbo::MysqlAdapter</name>
    <message>
        <source>%1: &quot;%2&quot; is not a MySQL connection option (known: %3)</source>
        <translation>%1: 「%2」はMySQLの接続オプションではありません（有効なオプション: %3）</translation>
    </message>
    <message>
        <source>%1: %2 must be a number of seconds</source>
        <translation>%1: %2には秒数を指定してください</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: オプションの値に ; は使用できません</translation>
    </message>
    <message>
        <source>The server did not take the session&apos;s read-only setting</source>
        <translation>サーバーがセッションの読み取り専用設定を受け付けませんでした</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>テーブル%1はありません</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>ステートメントが空です</translation>
    </message>
    <message>
        <source>MySQL cannot check this kind of statement without running it</source>
        <translation>MySQLでは、この種類のステートメントを実行せずにチェックすることはできません</translation>
    </message>
    <message>
        <source>The server did not say which tables the statement reads</source>
        <translation>ステートメントが読み取るテーブルをサーバーが返しませんでした</translation>
    </message>
    <message>
        <source>The definition of view %1 cannot be read</source>
        <translation>ビュー%1の定義を読み取れません</translation>
    </message>
</context>
<context>
    <name>nelumbo::NamePattern</name>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>「%1」は有効な正規表現ではありません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no table</source>
        <translation>「%1」はテーブルを指定していません</translation>
    </message>
</context>
<context>
    <name>nelumbo::Network</name>
    <message>
        <source>%1 is not the network plugin of this build of Nelumbo</source>
        <translation>%1 はこのビルドの Nelumbo のネットワークプラグインではありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::OfflineSource</name>
    <message>
        <source>No database adapter for source &quot;%1&quot;</source>
        <translation>データソース「%1」に対応するデータベースアダプターがありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::OllamaFormat</name>
    <message>
        <source>The arguments of a tool call are not a valid JSON object.</source>
        <translation>ツール呼び出しの引数が有効なJSONオブジェクトではありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::OpenAiChatFormat</name>
    <message>
        <source>The reply has no choices.</source>
        <translation>応答に選択肢がありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizeCommand</name>
    <message>
        <source>Suggest how to make a statement faster (AI)</source>
        <translation>ステートメントを高速化する方法を提案します（AI）</translation>
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
        <translation>使用法: nelumbo-cli optimize --source SRC STATEMENT

可能であればデータソース上でSTATEMENTの実行計画を取得し、設定済みのモデルに提案を
求めます。実行計画がない場合は構造だけをレビューします。JSONを出力します: suggestions
（type、impact、title、suggestion）、plan_used（実行計画を取得できなかった場合はplan_errorも）、
model、usage。

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 回答した、1 エラーオブジェクトを出力した、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>optimize needs one STATEMENT argument</source>
        <translation>optimizeにはSTATEMENT引数が1つ必要です</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>最適化</translation>
    </message>
    <message>
        <source>Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and asks the assistant how to make it faster.</source>
        <translation>「クエリを最適化」（Ctrl+Alt+O）は、カーソル位置のステートメントの実行計画を取得し、高速化の方法をアシスタントに尋ねます。</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>処理中</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>実行計画の状態</translation>
    </message>
    <message>
        <source>Planning the statement and asking the assistant for suggestions…</source>
        <translation>ステートメントの実行計画を取得し、アシスタントに提案を求めています…</translation>
    </message>
    <message>
        <source>Structural review, no plan.</source>
        <translation>構造のレビュー（実行計画なし）。</translation>
    </message>
    <message>
        <source>Structural review, no plan: %1</source>
        <translation>構造のレビュー（実行計画なし）: %1</translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>実行計画: %1、高コストとしてマークされたステップはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1トークン</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimisation cancelled.</source>
        <translation>最適化はキャンセルされました。</translation>
    </message>
    <message>
        <source>The optimisation failed: %1</source>
        <translation>最適化に失敗しました: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Lnステップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>実行計画: %1、うち%Lnステップが高コストとしてマークされています（太字、警告マーク付き）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>提案%Ln件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PasswordPrompt</name>
    <message>
        <source>No keychain</source>
        <translation>キーチェーンなし</translation>
    </message>
    <message>
        <source>The password cannot be stored in the system keychain.</source>
        <translation>パスワードをシステムのキーチェーンに保存できません。</translation>
    </message>
    <message>
        <source>%1

Store the password in plain text in %2, a file only you can read? Otherwise it is not stored, and Nelumbo asks for it each time you connect.</source>
        <extracomment>%1 is why the keychain failed, %2 the path of the file</extracomment>
        <translation>%1

パスワードを、本人だけが読み取れるファイル%2に平文で保存しますか？ 保存しない場合、Nelumboは接続するたびにパスワードを尋ねます。</translation>
    </message>
    <message>
        <source>Store in Plain Text</source>
        <translation>平文で保存</translation>
    </message>
    <message>
        <source>Don&apos;t Store</source>
        <translation>保存しない</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <extracomment>%1 is the name of a data source</extracomment>
        <translation>%1のパスワード:</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message>
        <source>Optimize with AI</source>
        <translation>AIで最適化</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>実行計画の状態</translation>
    </message>
    <message>
        <source>Explain Plan (Ctrl+E) shows the database&apos;s plan for the statement under the cursor, without running it.</source>
        <translation>「実行計画を表示」（Ctrl+E）は、カーソル位置のステートメントを実行せずに、データベースの実行計画を表示します。</translation>
    </message>
    <message>
        <source>Ask the assistant how to make this statement faster</source>
        <translation>このステートメントを高速化する方法をアシスタントに尋ねます</translation>
    </message>
    <message>
        <source>Asking the database for its plan…</source>
        <translation>データベースに実行計画を問い合わせています…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Lnステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>実行計画: %1、高コストとしてマークされたステップはありません。</translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>実行計画: %1、うち%Lnステップが高コストとしてマークされています（太字、警告マーク付き）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>実行計画なし: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message>
        <source>The query plan could not be read: %1</source>
        <translation>実行計画を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>the PostgreSQL plan holds no statement</source>
        <translation>PostgreSQLの実行計画にステートメントが含まれていません</translation>
    </message>
    <message>
        <source>a PostgreSQL plan entry has no &quot;Plan&quot;</source>
        <translation>PostgreSQLの実行計画のエントリに&quot;Plan&quot;がありません</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node has no &quot;Node Type&quot;</source>
        <translation>PostgreSQLの実行計画のノードに&quot;Node Type&quot;がありません</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node&apos;s &quot;Plans&quot; holds a non-object</source>
        <translation>PostgreSQLの実行計画ノードの&quot;Plans&quot;にオブジェクト以外の値が含まれています</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>インデックス%1</translation>
    </message>
    <message>
        <source>sort by %1</source>
        <translation>ソート: %1</translation>
    </message>
    <message>
        <source>group by %1</source>
        <translation>グループ化: %1</translation>
    </message>
    <message>
        <source>the MySQL plan has no &quot;query_block&quot;</source>
        <translation>MySQLの実行計画に&quot;query_block&quot;がありません</translation>
    </message>
    <message>
        <source>the MySQL plan has no steps</source>
        <translation>MySQLの実行計画にステップがありません</translation>
    </message>
    <message>
        <source>Query block</source>
        <translation>クエリブロック</translation>
    </message>
    <message>
        <source>having %1</source>
        <translation>HAVING %1</translation>
    </message>
    <message>
        <source>Nested loop</source>
        <translation>ネステッドループ</translation>
    </message>
    <message>
        <source>condition: %1</source>
        <translation>条件: %1</translation>
    </message>
    <message>
        <source>using filesort</source>
        <translation>filesortを使用</translation>
    </message>
    <message>
        <source>using a temporary table</source>
        <translation>一時テーブルを使用</translation>
    </message>
    <message>
        <source>no index used (possible: %1)</source>
        <translation>インデックス不使用（候補: %1）</translation>
    </message>
    <message>
        <source>ref %1</source>
        <translation>参照: %1</translation>
    </message>
    <message>
        <source>covering index</source>
        <translation>カバリングインデックス</translation>
    </message>
    <message>
        <source>Full table scan</source>
        <translation>テーブルのフルスキャン</translation>
    </message>
    <message>
        <source>Full index scan</source>
        <translation>インデックスのフルスキャン</translation>
    </message>
    <message>
        <source>Index range scan</source>
        <translation>インデックスの範囲スキャン</translation>
    </message>
    <message>
        <source>Index lookup</source>
        <translation>インデックス検索</translation>
    </message>
    <message>
        <source>Unique index lookup</source>
        <translation>一意インデックス検索</translation>
    </message>
    <message>
        <source>Index lookup or null</source>
        <translation>インデックス検索（NULLを含む）</translation>
    </message>
    <message>
        <source>Index merge</source>
        <translation>インデックスマージ</translation>
    </message>
    <message>
        <source>Full-text index</source>
        <translation>全文インデックス</translation>
    </message>
    <message>
        <source>Constant row</source>
        <translation>定数行</translation>
    </message>
    <message>
        <source>Hash join scan</source>
        <translation>ハッシュ結合スキャン</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Table access (%1)</source>
        <translation>テーブルアクセス（%1）</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>ソート</translation>
    </message>
    <message>
        <source>Read sorted rows</source>
        <translation>ソート済みの行を読み取り</translation>
    </message>
    <message>
        <source>Temporary table</source>
        <translation>一時テーブル</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ化</translation>
    </message>
    <message>
        <source>Remove duplicates</source>
        <translation>重複の除去</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>UNION</translation>
    </message>
    <message>
        <source>Expression cache</source>
        <translation>式キャッシュ</translation>
    </message>
    <message>
        <source>Materialize</source>
        <translation>マテリアライズ</translation>
    </message>
    <message>
        <source>Block nested-loop join</source>
        <translation>ブロックネステッドループ結合</translation>
    </message>
    <message>
        <source>Batched key access join</source>
        <translation>バッチキーアクセス結合</translation>
    </message>
    <message>
        <source>Window functions</source>
        <translation>ウィンドウ関数</translation>
    </message>
    <message>
        <source>unexpected line &quot;%1&quot;</source>
        <translation>予期しない行「%1」</translation>
    </message>
    <message>
        <source>step %1 names an unknown parent %2</source>
        <translation>ステップ%1が不明な親%2を指定しています</translation>
    </message>
    <message>
        <source>The query plan is empty.</source>
        <translation>実行計画が空です。</translation>
    </message>
    <message>
        <source>%1% of the estimated cost</source>
        <translation>推定コストの%1%</translation>
    </message>
    <message>
        <source>full scan of a table of unknown size</source>
        <translation>サイズ不明のテーブルのフルスキャン</translation>
    </message>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>フルスキャン（約%Ln行）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTreeModel</name>
    <message>
        <source>Expensive: %1</source>
        <translation>高コスト: %1</translation>
    </message>
    <message>
        <source>Expensive: %1 — %2</source>
        <translation>高コスト: %1 — %2</translation>
    </message>
    <message>
        <source>%1, expensive: %2</source>
        <translation>%1、高コスト: %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>リレーション</translation>
    </message>
    <message>
        <source>Est. rows</source>
        <translation>推定行数</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanView</name>
    <message>
        <source>Query plan</source>
        <translation>実行計画</translation>
    </message>
</context>
<context>
    <name>nelumbo::PostgresAdapter</name>
    <message>
        <source>The PostgreSQL connection is not open</source>
        <translation>PostgreSQLの接続が開かれていません</translation>
    </message>
    <message>
        <source>The connection is still reading a result; fetch it to the end or cancel it first</source>
        <translation>接続はまだ結果を読み取っています。先に最後まで取得するか、キャンセルしてください</translation>
    </message>
    <message>
        <source>The current transaction has failed; roll it back first</source>
        <translation>現在のトランザクションは失敗しています。先にロールバックしてください</translation>
    </message>
    <message>
        <source>%1: port=%2 is not a port number</source>
        <translation>%1: port=%2はポート番号ではありません</translation>
    </message>
    <message>
        <source>Invalid search_path entry &quot;%1&quot; in %2: use plain names (letters, digits, _) or $user, separated by commas</source>
        <translation>%2のsearch_pathのエントリ「%1」が無効です。単純な名前（英字、数字、_）または$userをカンマ区切りで指定してください</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a PostgreSQL connection option</source>
        <translation>%1: 「%2」はPostgreSQLの接続オプションではありません</translation>
    </message>
    <message>
        <source>%1: connect_timeout must be a number of seconds</source>
        <translation>%1: connect_timeoutには秒数を指定してください</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1: オプションの値に ; は使用できません</translation>
    </message>
    <message>
        <source>PostgreSQL did not take default_transaction_read_only = %1</source>
        <translation>PostgreSQLがdefault_transaction_read_only = %1を受け付けませんでした</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>テーブル%1はありません</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>ステートメントが空です</translation>
    </message>
    <message>
        <source>The schemas PostgreSQL searches for unqualified names, in order.</source>
        <translation>PostgreSQLが修飾されていない名前を検索するスキーマ（検索順）。</translation>
    </message>
    <message>
        <source>COPY … TO STDOUT is not supported; COPY to a file on the server, or run the query itself</source>
        <translation>COPY … TO STDOUTはサポートされていません。サーバー上のファイルへCOPYするか、クエリそのものを実行してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::PriceTable</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>the price table is not valid JSON: %1</source>
        <translation>料金表が有効なJSONではありません: %1</translation>
    </message>
    <message>
        <source>the price of %1 needs input and output</source>
        <translation>%1の料金には入力と出力が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;provider:model input output [cached-input [cache-write]]&quot;</source>
        <translation>「%1」は&quot;provider:model input output [cached-input [cache-write]]&quot;の形式ではありません</translation>
    </message>
    <message>
        <source>no price is known for %1</source>
        <translation>%1の料金は不明です</translation>
    </message>
    <message>
        <source>the provider reported no token counts</source>
        <translation>プロバイダーがトークン数を報告しませんでした</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 は %2 バイトを超えています</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
</context>
<context>
    <name>nelumbo::Prompt</name>
    <message>
        <source>Allow writes</source>
        <translation>書き込みの許可</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema on &quot;%1&quot;?</source>
        <extracomment>%1 is the name of a data source or database file</extracomment>
        <translation>「%1」で、データやスキーマを変更するステートメントを許可しますか？</translation>
    </message>
    <message>
        <source>Until you turn this off or switch databases, INSERT, UPDATE, DELETE, DDL and other writes run for real.</source>
        <translation>この設定をオフにするかデータベースを切り替えるまで、INSERT、UPDATE、DELETE、DDLなどの書き込みが実際に実行されます。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved.</source>
        <extracomment>%1 is a tab&apos;s title: a file name or &quot;Untitled&quot;</extracomment>
        <translation>「%1」には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>閉じる前に保存しますか？</translation>
    </message>
</context>
<context>
    <name>nelumbo::PromptCommand</name>
    <message>
        <source>Show the prompt and tools an AI task sends for a source</source>
        <translation>AIタスクがデータソースについて送信するプロンプトとツールを表示します</translation>
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
        <translation>使用法: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                           [--format text|json]

データソース用に作成されるシステムプロンプトとツール定義（表示可能なテーブル、
AIポリシー）を、何も送信せずに出力します。

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
      --kind KIND      generation（既定）、explanation、optimizationのいずれか。
      --format FORMAT  text（既定）またはjson: {system, tools, temperature}。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 出力した、1 エラーオブジェクトを出力した、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>prompt needs --source SRC and no other arguments</source>
        <translation>promptには--source SRCが必要で、ほかの引数は指定できません</translation>
    </message>
    <message>
        <source>--kind is generation, explanation or optimization</source>
        <translation>--kindにはgeneration、explanation、optimizationのいずれかを指定してください</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--formatにはtextまたはjsonを指定してください</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>このデータソースではAIアシスタントが無効になっています。</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>ツール:</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesCommand</name>
    <message>
        <source>List, show, save, rename and delete saved queries</source>
        <translation>保存済みクエリの一覧表示、表示、保存、名前変更、削除を行います</translation>
    </message>
    <message>
        <source>list: table (the default) or json; show: text (the default) or json.</source>
        <translation>list: table（既定）またはjson。show: text（既定）またはjson。</translation>
    </message>
    <message>
        <source>save: the source the query is written for, a name from &apos;nelumbo-cli sources&apos; or a URL. Its query language is recorded, and the query then runs only on sources of that language.</source>
        <translation>save: クエリの対象となるデータソース。「nelumbo-cli sources」に表示される名前かURLを指定します。そのクエリ言語が記録され、以後そのクエリは同じ言語のデータソースでのみ実行されます。</translation>
    </message>
    <message>
        <source>save: read the statement from FILE (UTF-8); - reads standard input.</source>
        <translation>save: ステートメントをFILE（UTF-8）から読み込みます。- を指定すると標準入力から読み込みます。</translation>
    </message>
    <message>
        <source>save: a value saved with the query for its {{NAME}} placeholder; give a NAME more than once for a list. &apos;run --saved&apos; uses it unless --var gives another.</source>
        <translation>save: クエリの{{NAME}}プレースホルダー用にクエリとともに保存する値。リストにするには同じNAMEを複数回指定します。「run --saved」は、--varで別の値が指定されない限りこの値を使います。</translation>
    </message>
    <message>
        <source>save: replace the saved query of that name instead of failing.</source>
        <translation>save: 同じ名前の保存済みクエリがある場合、エラーにせずに置き換えます。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</source>
        <translation>使用法: nelumbo-cli queries [list] [--format table|json]
        nelumbo-cli queries show NAME [--format text|json]
        nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                                [--var NAME=VALUE]... [--replace]
        nelumbo-cli queries rename NAME NEW_NAME
        nelumbo-cli queries delete NAME

</translation>
    </message>
    <message>
        <source>The library of saved queries, shared with the app&apos;s Saved Queries panel: a name, the statement, its variables and their values, the source it was saved for and that source&apos;s query language (sql:sqlite, sql:postgres, sql:mysql). The library is the file queries/library of the config file, by default queries.sqlite in your data folder (docs/CONFIG.md). Run a saved query with &apos;nelumbo-cli run --saved NAME --source SRC&apos;; on a source of another language it is refused.</source>
        <translation>保存済みクエリのライブラリです。アプリの「保存済みクエリ」パネルと共有され、名前、ステートメント、変数とその値、保存時のデータソース、そのデータソースのクエリ言語（sql:sqlite、sql:postgres、sql:mysql）を保持します。ライブラリは設定ファイルのqueries/libraryで指定されたファイルで、既定ではデータフォルダーのqueries.sqliteです（docs/CONFIG.md）。保存済みクエリは「nelumbo-cli run --saved NAME --source SRC」で実行します。異なる言語のデータソースでは実行が拒否されます。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>アクション:</translation>
    </message>
    <message>
        <source>Every saved query: name, source, language and when it last changed. The default action.</source>
        <translation>すべての保存済みクエリ（名前、データソース、言語、最終更新日時）を表示します。既定のアクションです。</translation>
    </message>
    <message>
        <source>One saved query with its variables, values and statement.</source>
        <translation>1つの保存済みクエリを、変数、値、ステートメントとともに表示します。</translation>
    </message>
    <message>
        <source>Save STATEMENT (or the statement in FILE) as NAME for source SRC.</source>
        <translation>STATEMENT（またはFILE内のステートメント）を、データソースSRC用にNAMEという名前で保存します。</translation>
    </message>
    <message>
        <source>Give a saved query another name.</source>
        <translation>保存済みクエリの名前を変更します。</translation>
    </message>
    <message>
        <source>Delete a saved query.</source>
        <translation>保存済みクエリを削除します。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: no saved query of that name, the name is taken, unknown source, the library cannot be read or written</source>
        <translation>実行時エラー: その名前の保存済みクエリがない、名前が使用済み、不明なデータソース、ライブラリの読み書きができない</translation>
    </message>
    <message>
        <source>usage error: unknown action or option</source>
        <translation>使用法エラー: 不明なアクションまたはオプション</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, show, save, rename or delete</source>
        <translation>不明なアクション「%1」です。list、show、save、rename、deleteのいずれかを指定してください</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;queries %2&apos;</source>
        <translation>--%1は「queries %2」のオプションではありません</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs a NAME</source>
        <translation>「queries save」にはNAMEが必要です</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>STATEMENTと-f FILEのどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>nothing to save: give STATEMENT or -f FILE</source>
        <translation>保存する内容がありません。STATEMENTまたは-f FILEを指定してください</translation>
    </message>
    <message>
        <source>expected NAME and one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>NAMEと1つのSTATEMENTが必要ですが、引数が%1個あります。SQLは引用符で囲んで1つの引数にしてください</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs --source SRC: the source the query is written for</source>
        <translation>「queries save」には--source SRC（クエリの対象となるデータソース）が必要です</translation>
    </message>
    <message>
        <source>&apos;queries list&apos; takes no arguments</source>
        <translation>「queries list」は引数を取りません</translation>
    </message>
    <message>
        <source>&apos;queries %1&apos; needs one NAME</source>
        <translation>「queries %1」にはNAMEが1つ必要です</translation>
    </message>
    <message>
        <source>&apos;queries rename&apos; needs NAME and NEW_NAME</source>
        <translation>「queries rename」にはNAMEとNEW_NAMEが必要です</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use %2 or json</source>
        <translation>不明な--format「%1」です。%2またはjsonを指定してください</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli queries --help&apos; for more information.</source>
        <translation>詳しくは「nelumbo-cli queries --help」を実行してください。</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1はUTF-8テキストではありません</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>a saved query named &quot;%1&quot; already exists; add --replace to replace it</source>
        <translation>「%1」という名前の保存済みクエリはすでに存在します。置き換えるには--replaceを追加してください</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; for %2 (%3)</source>
        <translation>「%1」を%2用に保存しました（%3）</translation>
    </message>
    <message>
        <source>Replaced &quot;%1&quot; for %2 (%3)</source>
        <translation>%2用の「%1」を置き換えました（%3）</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>「%1」の名前を「%2」に変更しました</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;</source>
        <translation>「%1」を削除しました</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesPrinter</name>
    <message>
        <source>NAME</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>UPDATED</source>
        <translation>更新日時</translation>
    </message>
    <message>
        <source>name:      %1
</source>
        <translation>名前:         %1
</translation>
    </message>
    <message>
        <source>source:    %1
</source>
        <translation>データソース: %1
</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
    </message>
    <message>
        <source>language:  %1
</source>
        <translation>言語:         %1
</translation>
    </message>
    <message>
        <source>(any: runs on every source)</source>
        <translation>（任意: すべてのデータソースで実行可能）</translation>
    </message>
    <message>
        <source>, list</source>
        <translation>、リスト</translation>
    </message>
    <message>
        <source>, select</source>
        <translation>、選択</translation>
    </message>
    <message>
        <source>variable:  %1
</source>
        <translation>変数:         %1
</translation>
    </message>
    <message>
        <source>value:     %1 = %2
</source>
        <translation>値:           %1 = %2
</translation>
    </message>
    <message>
        <source>created:   %1
</source>
        <translation>作成日時:     %1
</translation>
    </message>
    <message>
        <source>updated:   %1
</source>
        <translation>更新日時:     %1
</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryEditor</name>
    <message>
        <source>Query editor</source>
        <translation>クエリエディター</translation>
    </message>
    <message>
        <source>Nothing to format: the statement is empty</source>
        <translation>整形する内容がありません: ステートメントが空です</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryLanguage</name>
    <message>
        <source>Refused: read-only mode cannot tell whether this statement only reads</source>
        <translation>拒否: 読み取り専用モードでは、このステートメントが読み取りのみかどうか判断できません</translation>
    </message>
    <message>
        <source>This query language has no templates</source>
        <translation>このクエリ言語にはテンプレートがありません</translation>
    </message>
    <message>
        <source>This query language cannot read query plans</source>
        <translation>このクエリ言語はクエリプランを読み取れません</translation>
    </message>
    <message>
        <source>This query language has no formatter</source>
        <translation>このクエリ言語にはフォーマッターがありません</translation>
    </message>
    <message>
        <source>This query language cannot sort in the database</source>
        <translation>このクエリ言語ではデータベースでソートできません</translation>
    </message>
    <message>
        <source>This query language has no INSERT statements</source>
        <translation>このクエリ言語にはINSERTステートメントがありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReadOnlyClassifier</name>
    <message>
        <source>Refused: %1 changes data (read-only mode)</source>
        <translation>拒否: %1はデータを変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 changes the database structure (read-only mode)</source>
        <translation>拒否: %1はデータベースの構造を変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 removes every row of a table (read-only mode)</source>
        <translation>拒否: %1はテーブルのすべての行を削除します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 changes permissions (read-only mode)</source>
        <translation>拒否: %1は権限を変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 is maintenance that writes to the database (read-only mode)</source>
        <translation>拒否: %1はデータベースに書き込むメンテナンス操作です（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 moves data between tables and files (read-only mode)</source>
        <translation>拒否: %1はテーブルとファイルの間でデータを移動します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 changes which database files are open (read-only mode)</source>
        <translation>拒否: %1は開いているデータベースファイルを変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 runs procedural code that may change data (read-only mode)</source>
        <translation>拒否: %1はデータを変更する可能性のある手続き型コードを実行します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 works with prepared statements, which cannot be checked (read-only mode)</source>
        <translation>拒否: %1はチェックできないプリペアドステートメントを扱います（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 changes session state (read-only mode)</source>
        <translation>拒否: %1はセッションの状態を変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 controls transactions, which read-only mode manages itself</source>
        <translation>拒否: %1はトランザクションを制御しますが、トランザクションは読み取り専用モード自体が管理します</translation>
    </message>
    <message>
        <source>Refused: %1 takes or releases table locks (read-only mode)</source>
        <translation>拒否: %1はテーブルロックを取得または解放します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 uses server notifications (read-only mode)</source>
        <translation>拒否: %1はサーバーの通知機能を使います（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 rewrites stored data (read-only mode)</source>
        <translation>拒否: %1は格納されたデータを書き換えます（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 creates tables (read-only mode)</source>
        <translation>拒否: %1はテーブルを作成します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 is a server administration command (read-only mode)</source>
        <translation>拒否: %1はサーバー管理コマンドです（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: there is no statement to run</source>
        <translation>拒否: 実行するステートメントがありません</translation>
    </message>
    <message>
        <source>Refused: the statement does not start with a keyword (read-only mode runs SELECT and similar queries)</source>
        <translation>拒否: ステートメントがキーワードで始まっていません（読み取り専用モードではSELECTなどのクエリを実行できます）</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN needs a statement to explain</source>
        <translation>拒否: EXPLAINには説明対象のステートメントが必要です</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN of %1 is not a read-only statement</source>
        <translation>拒否: %1のEXPLAINは読み取り専用のステートメントではありません</translation>
    </message>
    <message>
        <source>Refused: PRAGMA is an SQLite statement</source>
        <translation>拒否: PRAGMAはSQLiteのステートメントです</translation>
    </message>
    <message>
        <source>Refused: %1 is not a statement read-only mode can run</source>
        <translation>拒否: %1は読み取り専用モードで実行できるステートメントではありません</translation>
    </message>
    <message>
        <source>Refused: %1 loads a server library (read-only mode)</source>
        <translation>拒否: %1はサーバーライブラリを読み込みます（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: INTO %1 writes a file on the server (read-only mode)</source>
        <translation>拒否: INTO %1はサーバー上にファイルを書き込みます（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO stores the result in variables (read-only mode)</source>
        <translation>拒否: SELECT … INTOは結果を変数に格納します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO creates a table (read-only mode)</source>
        <translation>拒否: SELECT … INTOはテーブルを作成します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1() has effects beyond reading data (read-only mode)</source>
        <translation>拒否: %1()はデータの読み取り以外の作用を持ちます（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: := assigns a user variable (read-only mode)</source>
        <translation>拒否: :=はユーザー変数に代入します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: FOR %1 locks rows (read-only mode)</source>
        <translation>拒否: FOR %1は行をロックします（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: LOCK IN SHARE MODE locks rows (read-only mode)</source>
        <translation>拒否: LOCK IN SHARE MODEは行をロックします（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 inside WITH changes data (read-only mode)</source>
        <translation>拒否: WITH内の%1はデータを変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 is not allowed in a read-only query (quote it if it is a name)</source>
        <translation>拒否: %1は読み取り専用のクエリでは使用できません（名前の場合は引用符で囲んでください）</translation>
    </message>
    <message>
        <source>Refused: only one statement can run at a time</source>
        <translation>拒否: 一度に実行できるステートメントは1つだけです</translation>
    </message>
    <message>
        <source>Refused: MySQL runs /*! … */ comments as code (read-only mode)</source>
        <translation>拒否: MySQLは/*! … */コメントをコードとして実行します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: PRAGMA needs the name of a pragma</source>
        <translation>拒否: PRAGMAにはプラグマ名が必要です</translation>
    </message>
    <message>
        <source>Refused: %1 lets the schema be edited directly (read-only mode)</source>
        <translation>拒否: %1はスキーマを直接編集可能にします（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 = … changes a setting (read-only mode)</source>
        <translation>拒否: %1 = …は設定を変更します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1(…) changes a setting or acts on the database (read-only mode)</source>
        <translation>拒否: %1(…)は設定を変更するか、データベースに作用します（読み取り専用モード）</translation>
    </message>
    <message>
        <source>Refused: %1 is followed by something unexpected</source>
        <translation>拒否: %1の後に予期しない内容があります</translation>
    </message>
    <message>
        <source>Refused: %1 is not a pragma known to only read (read-only mode)</source>
        <translation>拒否: %1は読み取り専用と確認されているプラグマではありません（読み取り専用モード）</translation>
    </message>
</context>
<context>
    <name>nelumbo::RedisAdapter</name>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …), not &quot;%2&quot;</source>
        <translation>「%1」: データベースは数値 (0、1、…) で指定してください。「%2」は使えません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a socket URL names an absolute path, as in unix:/run/redis/redis.sock</source>
        <translation>「%1」: ソケット URL には絶対パスを指定します (例: unix:/run/redis/redis.sock)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Redis URL: expected %2://[user[:password]@]host[:port][/database]</source>
        <translation>「%1」は Redis の URL ではありません: %2://[ユーザー[:パスワード]@]ホスト[:ポート][/データベース] の形式が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no host</source>
        <translation>「%1」にはホストがありません</translation>
    </message>
    <message>
        <source>The database number, 0 to 15 on most servers</source>
        <translation>データベース番号 (多くのサーバーでは 0～15)</translation>
    </message>
    <message>
        <source>An ACL user; empty for the default user</source>
        <translation>ACL ユーザー。既定のユーザーなら空欄</translation>
    </message>
    <message>
        <source>The server did not give its command table</source>
        <translation>サーバーがコマンド表を返しませんでした</translation>
    </message>
    <message>
        <source>ERR unknown subcommand &apos;%1&apos; of %2</source>
        <translation>ERR %2 のサブコマンド「%1」は不明です</translation>
    </message>
    <message>
        <source>ERR wrong number of arguments for &apos;%1&apos; command</source>
        <translation>ERR コマンド「%1」の引数の数が正しくありません</translation>
    </message>
    <message>
        <source>ERR unknown command &apos;%1&apos;</source>
        <translation>ERR コマンド「%1」は不明です</translation>
    </message>
    <message>
        <source>%1 needs a key at argument %2</source>
        <translation>%1 には引数 %2 にキーが必要です</translation>
    </message>
    <message>
        <source>Redis commands have no query plan</source>
        <translation>Redis のコマンドには実行計画がありません</translation>
    </message>
    <message>
        <source>The server did not give its command table: %1</source>
        <translation>サーバーがコマンド表を返しませんでした: %1</translation>
    </message>
    <message>
        <source>%1 may change data or the server</source>
        <translation>%1 はデータまたはサーバーを変更する可能性があります</translation>
    </message>
    <message>
        <source>SORT … STORE writes its result</source>
        <translation>SORT … STORE は結果を書き込みます</translation>
    </message>
    <message>
        <source>%1 is not a subcommand this server knows</source>
        <translation>%1 はこのサーバーが知らないサブコマンドです</translation>
    </message>
    <message>
        <source>%1 is not a command this server knows</source>
        <translation>%1 はこのサーバーが知らないコマンドです</translation>
    </message>
    <message>
        <source>%1 is not known to only read</source>
        <translation>%1 が読み取り専用かどうかは不明です</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …)</source>
        <translation>「%1」: データベースは数値 (0、1、…) で指定してください</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
    </message>
    <message>
        <source>The connection is closed</source>
        <translation>接続は閉じています</translation>
    </message>
    <message>
        <source>No command</source>
        <translation>コマンドがありません</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>The server&apos;s reply could not be read: %1</source>
        <translation>サーバーの応答を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>The server did not answer in time</source>
        <translation>サーバーが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>サーバーとの接続が切れました</translation>
    </message>
    <message>
        <source>{{ %1 }} is not a variable: write {{%1}}, without spaces inside the braces</source>
        <translation>{{ %1 }} は変数ではありません。括弧の内側に空白を入れずに {{%1}} と書いてください</translation>
    </message>
    <message>
        <source>Unbalanced quotes in the command</source>
        <translation>コマンドの引用符が閉じていません</translation>
    </message>
    <message>
        <source>A closing quote must be followed by a space</source>
        <translation>閉じ引用符の後には空白が必要です</translation>
    </message>
    <message>
        <source>A value marker has no value</source>
        <translation>値のマーカーに値がありません</translation>
    </message>
    <message>
        <source>Run one command at a time</source>
        <translation>一度に実行できるコマンドは 1 つです</translation>
    </message>
    <message>
        <source>Refused in read-only mode: %1</source>
        <translation>読み取り専用モードで拒否されました: %1</translation>
    </message>
    <message>
        <source>The command contains a character reserved for values (U+E000)</source>
        <translation>コマンドに値用の予約文字 (U+E000) が含まれています</translation>
    </message>
    <message>
        <source>Missing required variable: %1</source>
        <translation>必須の変数がありません: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must be an argument of its own</source>
        <translation>リスト変数「%1」は単独の引数にしてください</translation>
    </message>
    <message>
        <source>Refused: the command names a key hidden from this source</source>
        <translation>拒否されました: このコマンドはこのソースで非表示のキーを指定しています</translation>
    </message>
</context>
<context>
    <name>nelumbo::RenderCommand</name>
    <message>
        <source>Show the statement and bound values a template compiles to, as JSON</source>
        <translation>テンプレートをコンパイルした結果のステートメントとバインドされる値をJSONで表示します</translation>
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
        <translation>使用法: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

STATEMENTのテンプレート構文をSRCの方言向けにコンパイルし、次のように出力します:
  {&quot;statement&quot;: &quot;SELECT ... WHERE id = ?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}}はバインドパラメーターになります（ステートメントに文字列として埋め込まれることはありません）。
[[ ... ]]は、その中のすべての変数に空でない値がある場合にだけ、括弧を除いて
残されます。データベースは開きません。

オプション:
      --source SRC       方言を使用するデータソース。必須。
      --var NAME=VALUE   変数の値。リストにするには同じNAMEを複数回
                         指定します（IN ({{ids}}) → IN (?, ?, ?)）。
  -h, --help             このヘルプを表示します。

終了ステータス: 0 コンパイルした、1 変数がないか無効、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>render needs --source SRC and one STATEMENT</source>
        <translation>renderには--source SRCと1つのSTATEMENTが必要です</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyBuilder</name>
    <message>
        <source>A tool call has no function name.</source>
        <translation>ツール呼び出しに関数名がありません。</translation>
    </message>
    <message>
        <source>The arguments of its call to %1 are not a valid JSON object.</source>
        <translation>%1の呼び出しの引数が有効なJSONオブジェクトではありません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyExtractor</name>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>モデルは理由を示さずに回答を断りました。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultColumnFilter</name>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>列「%1」は存在しないか、このデータソースでは表示されません</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message>
        <source>Export Result</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1にエクスポートしています…</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>データベースを開けません: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>%1にエクスポートしています… %2行を書き込みました</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>エクスポートをキャンセルしました</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExporter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <source>the statement returns no rows, so there is nothing to export</source>
        <translation>ステートメントが行を返さないため、エクスポートするものがありません</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1を保存できません: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>cannot write the export: %1</source>
        <translation>エクスポートを書き込めません: %1</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>エクスポートをキャンセルしました</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultFilterBar</name>
    <message>
        <source>contains</source>
        <translation>含む</translation>
    </message>
    <message>
        <source>is NULL</source>
        <translation>NULLである</translation>
    </message>
    <message>
        <source>is not NULL</source>
        <translation>NULLではない</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>絞り込み:</translation>
    </message>
    <message>
        <source>Filter column</source>
        <translation>絞り込む列</translation>
    </message>
    <message>
        <source>Filter operator</source>
        <translation>絞り込みの演算子</translation>
    </message>
    <message>
        <source>Filter value</source>
        <translation>絞り込みの値</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Keep only the loaded rows that meet this condition</source>
        <translation>読み込んだ行のうち、この条件を満たす行だけを残します</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>絞り込みを解除</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL（値なし）</translation>
    </message>
    <message numerus="yes">
        <source>BLOB (%Ln bytes)</source>
        <extracomment>Binary data in a result cell, with its size</extracomment>
        <translation>
            <numerusform>BLOB（%Lnバイト）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultView</name>
    <message>
        <source>Query results</source>
        <translation>クエリ結果</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy with Headers</source>
        <translation>ヘッダー付きでコピー</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>CSVとしてコピー</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべて選択</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>列幅を内容に合わせる</translation>
    </message>
    <message>
        <source>Fetch All Rows</source>
        <translation>すべての行を取得</translation>
    </message>
    <message>
        <source>Copying cells…</source>
        <translation>セルをコピーしています…</translation>
    </message>
    <message>
        <source>The selection makes about %1 MB of text, more than the clipboard should hold (%2 MB). Export it to a file instead?</source>
        <extracomment>%1 is the size of the text, %2 the limit, both in MB</extracomment>
        <translation>選択範囲は約 %1 MB のテキストになり、クリップボードに入れるには大きすぎます (上限 %2 MB)。代わりにファイルへエクスポートしますか?</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export cells</source>
        <translation>セルのエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;Text files (*.txt);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Exporting cells…</source>
        <translation>セルをエクスポートしています…</translation>
    </message>
    <message>
        <source>Sort Ascending</source>
        <translation>昇順でソート</translation>
    </message>
    <message>
        <source>Sort Descending</source>
        <translation>降順でソート</translation>
    </message>
    <message>
        <source>Original Order</source>
        <translation>元の順序</translation>
    </message>
    <message>
        <source>Filter by This Column…</source>
        <translation>この列で絞り込み…</translation>
    </message>
    <message>
        <source>Hide Column</source>
        <translation>列を非表示</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Show All Columns</source>
        <translation>すべての列を表示</translation>
    </message>
    <message>
        <source>Original Column Order</source>
        <translation>元の列順</translation>
    </message>
    <message>
        <source>Copy As</source>
        <translation>形式を指定してコピー</translation>
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
        <translation>INSERTとしてコピー</translation>
    </message>
    <message>
        <source>Table to insert into:</source>
        <translation>挿入先のテーブル:</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message>
        <source>Messages</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Fetch All</source>
        <translation>すべて取得</translation>
    </message>
    <message>
        <source>Fetch every remaining row of this result</source>
        <translation>この結果の残りの行をすべて取得します</translation>
    </message>
    <message>
        <source>Run a statement with Ctrl+Enter to see its rows here.</source>
        <translation>Ctrl+Enterでステートメントを実行すると、ここに行が表示されます。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Fix with AI</source>
        <translation>AIで修正</translation>
    </message>
    <message>
        <source>Set up AI in Settings</source>
        <translation>設定でAIを設定してください</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this statement (%1)</source>
        <translation>このステートメントの修正をアシスタントに依頼します（%1）</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Show the current cell in full (Ctrl+Alt+V)</source>
        <translation>現在のセルの値をすべて表示します（Ctrl+Alt+V）</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <extracomment>Where the value viewer&apos;s value comes from: %1 a row number, %2 a column name</extracomment>
        <translation>%1行目、%2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>絞り込み</translation>
    </message>
    <message>
        <source>Filter the loaded rows by a column</source>
        <translation>読み込んだ行を列で絞り込みます</translation>
    </message>
    <message>
        <source>Sort in the Database</source>
        <translation>データベースでソート</translation>
    </message>
    <message>
        <source>Run the statement again with ORDER BY, so that every row comes in this order</source>
        <translation>ORDER BYを付けてステートメントを再実行し、すべての行をこの順序で取得します</translation>
    </message>
    <message>
        <source>filtered: %1 of %2</source>
        <extracomment>The rows the filters keep (%1) of the rows loaded (%2)</extracomment>
        <translation>絞り込み: %2行中%1行</translation>
    </message>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>読み込んだ%1行をソートしました。データベースにはまだ行が残っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>This statement cannot be sorted in the database</source>
        <translation>このステートメントはデータベースでソートできません</translation>
    </message>
    <message>
        <source>Sorted by %1 in the database.</source>
        <extracomment>%1 is a column name</extracomment>
        <translation>データベースで%1によりソートしました。</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>先にクエリを実行してください。エクスポートする結果がありません</translation>
    </message>
    <message>
        <source>Write every row of this result to a file: CSV, JSON, XLSX and more</source>
        <translation>この結果のすべての行をファイルに書き出します（CSV、JSON、XLSXなど）</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunCommand</name>
    <message>
        <source>Run SQL statements on a data source and print their results</source>
        <translation>データソースでSQLステートメントを実行し、結果を出力します</translation>
    </message>
    <message>
        <source>Runs SQL statements on a data source and prints what they return. A script of several statements separated by &apos;;&apos; runs them in order; the first statement that fails stops it.</source>
        <translation>データソースでSQLステートメントを実行し、返された内容を出力します。&apos;;&apos;で区切られた複数のステートメントからなるスクリプトは順に実行され、最初に失敗したステートメントで停止します。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>A conversation file of &apos;nelumbo-cli generate&apos;: a failed statement is recorded in it with the database&apos;s error, so the next generate can fix it.</source>
        <translation>「nelumbo-cli generate」の会話ファイル。失敗したステートメントがデータベースのエラーとともに記録され、次のgenerateで修正できるようになります。</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <source>The SQL to run: one statement, or several separated by &apos;;&apos;. Put -- before a STATEMENT that starts with &apos;-&apos;.</source>
        <translation>実行するSQL: 1つのステートメント、または&apos;;&apos;で区切った複数のステートメント。&apos;-&apos;で始まるSTATEMENTの前には--を置いてください。</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>出力:</translation>
    </message>
    <message>
        <source>Aligned columns with a header and a final (N rows) line, for reading. NULL shows as NULL; line breaks show as ↵; cells wider than 60 columns are cut with ….</source>
        <translation>列をそろえ、ヘッダーと末尾の「（N行）」の行を付けた、読むための形式。NULLはNULLと表示され、改行は↵で表示されます。60桁を超えるセルは…で切り詰められます。</translation>
    </message>
    <message>
        <source>RFC 4180: a header row, then one record per row, CRLF line ends, fields quoted when needed. NULL is an empty field. Several results are separated by an empty line.</source>
        <translation>RFC 4180: ヘッダー行に続いて1行につき1レコード、行末はCRLF、必要に応じてフィールドを引用符で囲みます。NULLは空のフィールドになります。複数の結果は空行で区切られます。</translation>
    </message>
    <message>
        <source>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} for a single statement; for a script of several statements, an array with one such object per statement that returns rows. Numbers stay numbers, NULL is null, blobs are hex strings (0x...).</source>
        <translation>単一のステートメントでは{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false}。複数のステートメントからなるスクリプトでは、行を返すステートメントごとにこのオブジェクトを1つずつ含む配列になります。数値は数値のまま、NULLはnull、BLOBは16進文字列（0x...）になります。</translation>
    </message>
    <message>
        <source>Rows are printed as they arrive, except that table output waits for each result to end so it can align the columns. When --max-rows leaves rows out, table and csv say so on standard error and json sets &quot;truncated&quot; to true. Statements that return no rows print &quot;OK, N rows affected&quot; on standard error in table format and nothing otherwise. An error names the failing statement and its line, as in: error: statement 2 (line 5): no such table: Foo

Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C exits at once. --source demo copies the sample database into your data folder on first use. SRC may also name a source from &apos;nelumbo-cli sources&apos;; its password comes from NELUMBO_PASSWORD_&lt;NAME&gt; or the system keychain.</source>
        <translation>行は到着したとおりに出力されます。ただしtable形式では、列をそろえるために各結果が終わるまで待ちます。--max-rowsによって行が省かれた場合、tableとcsvでは標準エラーにその旨が出力され、jsonでは&quot;truncated&quot;がtrueになります。行を返さないステートメントは、table形式では標準エラーに「OK、N行に影響しました」と出力し、それ以外の形式では何も出力しません。エラーには失敗したステートメントとその行番号が示されます（例: エラー: ステートメント2（5行目）: no such table: Foo）

Ctrl+Cを押すと実行中のステートメントをキャンセルし、ステータス130で終了します。もう一度Ctrl+Cを押すとすぐに終了します。--source demoを初めて使うと、サンプルデータベースがデータフォルダーにコピーされます。SRCには「nelumbo-cli sources」のデータソース名も指定できます。そのパスワードはNELUMBO_PASSWORD_&lt;NAME&gt;またはシステムのキーチェーンから取得されます。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: a statement failed, the file cannot be read, the source URL is wrong or the database cannot be opened; the saved query does not exist or was written for another query language</source>
        <translation>実行時エラー: ステートメントが失敗した、ファイルを読み取れない、データソースのURLが誤っている、データベースを開けない、保存済みクエリが存在しないか別のクエリ言語用に作成されている</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>Ctrl+Cで中断</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>--conversation needs a FILE</source>
        <translation>--conversationにはFILEが必要です</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli run --help&apos; for more information.</source>
        <translation>詳しくは「nelumbo-cli run --help」を実行してください。</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>毎回パスワードを尋ねる設定になっています</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>データソース%1のパスワードがありません: %2。パスワードを指定するには%3を設定してください</translation>
    </message>
    <message>
        <source>source %1 is read-only (read_only = true in its configuration), so --write is refused</source>
        <translation>データソース%1は読み取り専用（設定でread_only = true）のため、--writeは拒否されました</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1を開けません: %2</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1はUTF-8テキストではありません</translation>
    </message>
    <message>
        <source>In json, &quot;truncated&quot;:true means that the result has rows the output lacks: --max-rows left them out, or the statement failed or was interrupted after its first rows (the error and the exit status then say so). Control characters (ESC, BEL, ...) and bidirectional overrides in the data and in the database&apos;s messages are shown escaped, as \x1B or \u202E: in table output, in csv written to a terminal and on standard error. csv written to a file or a pipe keeps the data unchanged.</source>
        <translation>json では、&quot;truncated&quot;:true は結果に出力されていない行があることを意味します: --max-rows によって省かれたか、文が最初の行の後で失敗したか中断されました (その場合はエラーと終了ステータスがそれを示します)。データとデータベースのメッセージに含まれる制御文字 (ESC、BEL、...) と双方向オーバーライドは、\x1B や \u202E のようにエスケープして表示されます: table 出力、端末に書き出す csv、標準エラー出力で。ファイルやパイプに書き出す csv はデータを変えません。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                       [--max-rows N] [--table NAME] [--delimiter C]
                       [--quote-all] [--no-header] [--bom]
                       [--var NAME=VALUE]... [--conversation FILE] [--history]
                       (STATEMENT | -f FILE | --saved NAME)

</source>
        <translation>使用法: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                        [--max-rows N] [--table NAME] [--delimiter C]
                        [--quote-all] [--no-header] [--bom]
                        [--var NAME=VALUE]... [--conversation FILE] [--history]
                        (STATEMENT | -f FILE | --saved NAME)

</translation>
    </message>
    <message>
        <source>Tab-separated: a header row, then one line per row (LF); tabs and line breaks inside a value become spaces. NULL is an empty field.</source>
        <translation>タブ区切り: ヘッダー行に続いて、1行ごとに1行（LF）を出力します。値に含まれるタブと改行はスペースになります。NULLは空のフィールドになります。</translation>
    </message>
    <message>
        <source>One JSON object per row and line, keyed by column name (a repeated name gets _2, _3, ...); values as in json.</source>
        <translation>1行ごとに1つのJSONオブジェクトを1行で出力し、キーは列名です（重複する名前には_2、_3、...が付きます）。値はjsonと同じです。</translation>
    </message>
    <message>
        <source>A Markdown pipe table; numeric columns align right, | is escaped and line breaks become &lt;br&gt;.</source>
        <translation>Markdownのパイプテーブル。数値の列は右揃えになり、|はエスケープされ、改行は&lt;br&gt;になります。</translation>
    </message>
    <message>
        <source>One INSERT INTO NAME (...) VALUES (...); per row in the source&apos;s SQL dialect (needs --table NAME), ready to run on another database.</source>
        <translation>データソースのSQL方言で、1行ごとに1つのINSERT INTO NAME (...) VALUES (...);を出力します（--table NAMEが必要）。そのまま別のデータベースで実行できます。</translation>
    </message>
    <message>
        <source>An Excel workbook: numbers as numbers (text when Excel would round them), ISO dates and timestamps as dates, NULL as an empty cell, a frozen bold header row and column widths from the data. Binary: needs --output FILE or a standard output that is not a terminal.</source>
        <translation>Excelブック。数値は数値として（Excelで丸められてしまう場合はテキストとして）、ISO形式の日付とタイムスタンプは日付として、NULLは空のセルとして書き込み、ヘッダー行は太字で固定し、列幅はデータに合わせます。バイナリ形式のため、--output FILEか、端末ではない標準出力が必要です。</translation>
    </message>
    <message>
        <source>table, csv and json print every result of a script. tsv, ndjson, markdown, insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, export the whole result of one statement, streamed batch by batch so memory stays flat however many rows it has. With --output FILE, the file is written under a temporary name and renamed only when complete; a failed or interrupted run leaves no file behind.</source>
        <translation>table、csv、jsonはスクリプトのすべての結果を出力します。tsv、ndjson、markdown、insert、xlsx、および--delimiter、--quote-all、--no-header、--bomを指定したcsvは、1つのステートメントの結果全体をエクスポートします。バッチごとにストリーミングするため、行数がいくら多くてもメモリ使用量は一定です。--output FILEを指定すると、ファイルは一時的な名前で書き込まれ、完了したときにだけ名前が変更されます。実行が失敗または中断された場合、ファイルは残りません。</translation>
    </message>
    <message>
        <source>usage error: unknown option, missing --source, more than one of STATEMENT, -f and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a script of several statements</source>
        <translation>使用法エラー: 不明なオプション、--sourceの指定漏れ、STATEMENT、-f、--savedの複数指定、無効な--formatまたは--max-rows、端末へのxlsx出力、複数のステートメントからなるスクリプトのエクスポート</translation>
    </message>
    <message>
        <source>xlsx is a binary format and standard output is a terminal: give --output FILE or redirect standard output to a file</source>
        <translation>xlsxはバイナリ形式ですが、標準出力が端末です。--output FILEを指定するか、標準出力をファイルにリダイレクトしてください</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <source>--format %1 exports the result of one statement, and the script has %2</source>
        <translation>--format %1は1つのステートメントの結果をエクスポートしますが、スクリプトのステートメント数は%2です</translation>
    </message>
    <message>
        <source>%1 rows written</source>
        <translation>%1行を書き込みました</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>標準出力に書き込めません: %1</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>%2に%1行を書き込みました</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1を保存できません: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunOptions</name>
    <message>
        <source>The database: sqlite:relative/path.db (relative to the current directory), sqlite:///absolute/path.db, or demo for the Chinook sample database that comes with Nelumbo. Required.</source>
        <translation>データベース: sqlite:relative/path.db（カレントディレクトリからの相対パス）、sqlite:///absolute/path.db、またはNelumbo付属のChinookサンプルデータベースを表すdemo。必須。</translation>
    </message>
    <message>
        <source>Read the statements from FILE (UTF-8) instead of the command line; - reads standard input.</source>
        <translation>コマンドラインの代わりにFILE（UTF-8）からステートメントを読み込みます。- を指定すると標準入力から読み込みます。</translation>
    </message>
    <message>
        <source>Run the saved query NAME (see &apos;nelumbo-cli queries&apos;) instead of STATEMENT or -f. Its saved variable values apply unless --var gives others. A query saved for another query language than SRC&apos;s (sql:postgres on an SQLite source, say) is refused.</source>
        <translation>STATEMENTや-fの代わりに保存済みクエリNAME（「nelumbo-cli queries」を参照）を実行します。--varで別の値を指定しない限り、保存されている変数の値が使われます。SRCとは異なるクエリ言語用に保存されたクエリ（たとえばSQLiteのデータソースに対するsql:postgres）は拒否されます。</translation>
    </message>
    <message>
        <source>Print at most N rows of each result and stop reading the rest; 0 means no limit. Default: 1000 for table, no limit for csv and json.</source>
        <translation>各結果を最大N行まで出力し、残りは読み取りません。0は無制限です。既定値: tableでは1000、csvとjsonでは無制限。</translation>
    </message>
    <message>
        <source>The value of a {{NAME}} placeholder; give a NAME more than once for a list. Values are bound as parameters, never pasted into the SQL; [[ ... ]] parts stay out while their variables are empty.</source>
        <translation>{{NAME}}プレースホルダーの値。リストにするには同じNAMEを複数回指定します。値はパラメーターとしてバインドされ、SQLに直接埋め込まれることはありません。[[ ... ]]の部分は、その変数が空の間は除外されます。</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema for this run. Without it the source is read-only: such statements are refused before they reach the database, and the database session itself is read-only. Sources configured read_only = true refuse it.</source>
        <translation>この実行に限り、データやスキーマを変更するステートメントを許可します。指定しない場合、データソースは読み取り専用です。そのようなステートメントはデータベースに届く前に拒否され、データベースセッション自体も読み取り専用になります。read_only = trueが設定されたデータソースでは、このオプションは拒否されます。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>missing --source: name the database, for example --source demo or --source sqlite:path/to/file.db</source>
        <translation>--sourceがありません。データベースを指定してください（例: --source demo、--source sqlite:path/to/file.db）</translation>
    </message>
    <message>
        <source>--source needs a value</source>
        <translation>--sourceには値が必要です</translation>
    </message>
    <message>
        <source>--max-rows needs a whole number of rows, 0 or more, not &quot;%1&quot;</source>
        <translation>--max-rowsには0以上の整数の行数を指定してください（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>expected one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>STATEMENTは1つだけ指定できますが、引数が%1個あります。SQLは引用符で囲んで1つの引数にしてください</translation>
    </message>
    <message>
        <source>--saved needs the NAME of a saved query</source>
        <translation>--savedには保存済みクエリのNAMEが必要です</translation>
    </message>
    <message>
        <source>give --saved NAME, STATEMENT or -f FILE, only one of them</source>
        <translation>--saved NAME、STATEMENT、-f FILEのうち1つだけを指定してください</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>STATEMENTと-f FILEのどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>nothing to run: give STATEMENT, -f FILE or --saved NAME</source>
        <translation>実行する内容がありません。STATEMENT、-f FILE、--saved NAMEのいずれかを指定してください</translation>
    </message>
    <message>
        <source>-f needs a file name</source>
        <translation>-fにはファイル名が必要です</translation>
    </message>
    <message>
        <source>Keep each statement run in the query history the app shows (see &apos;nelumbo-cli history&apos;), unless history is off in the settings or for the source.</source>
        <translation>実行した各ステートメントを、アプリに表示されるクエリ履歴に記録します（「nelumbo-cli history」を参照）。ただし、設定またはデータソースで履歴がオフになっている場合は記録しません。</translation>
    </message>
    <message>
        <source>Output format: table (the default), csv, json, tsv, ndjson, markdown, insert or xlsx; see Output below.</source>
        <translation>出力形式: table（既定）、csv、json、tsv、ndjson、markdown、insert、xlsxのいずれか。後述の「出力」を参照してください。</translation>
    </message>
    <message>
        <source>Write the output to FILE instead of standard output. It is written under a temporary name beside FILE and renamed only when complete: a failed or interrupted run leaves FILE as it was.</source>
        <translation>標準出力の代わりにFILEに出力を書き込みます。FILEと同じ場所に一時的な名前で書き込まれ、完了したときにだけ名前が変更されます。実行が失敗または中断された場合、FILEは元のままです。</translation>
    </message>
    <message>
        <source>The table the INSERT statements of --format insert insert into (SCHEMA.TABLE allowed); names are quoted as the source&apos;s SQL needs. Required with insert.</source>
        <translation>--format insertのINSERTステートメントの挿入先テーブル（SCHEMA.TABLEも可）。名前はデータソースのSQLの必要に応じて引用符で囲まれます。insertでは必須です。</translation>
    </message>
    <message>
        <source>The field delimiter of csv, one character (default ,); \t means a tab.</source>
        <translation>csvのフィールド区切り文字（1文字、既定は,）。\tはタブを表します。</translation>
    </message>
    <message>
        <source>Quote every csv field but NULL, not only those that need it.</source>
        <translation>必要なフィールドだけでなく、NULL以外のすべてのcsvフィールドを引用符で囲みます。</translation>
    </message>
    <message>
        <source>Leave out the header line of column names (csv, tsv).</source>
        <translation>列名のヘッダー行を省きます（csv、tsv）。</translation>
    </message>
    <message>
        <source>Start csv or tsv with a UTF-8 byte order mark, for spreadsheet programs that need one to read UTF-8.</source>
        <translation>csvまたはtsvの先頭にUTF-8のバイトオーダーマークを付けます。UTF-8を読み取るのにBOMが必要な表計算プログラム向けです。</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table, csv, json, tsv, ndjson, markdown, insert or xlsx</source>
        <translation>不明な--format「%1」です。table、csv、json、tsv、ndjson、markdown、insert、xlsxのいずれかを指定してください</translation>
    </message>
    <message>
        <source>--output needs a FILE name; leave it out to write to standard output</source>
        <translation>--outputにはFILE名が必要です。標準出力に書き込む場合は省略してください</translation>
    </message>
    <message>
        <source>--format insert needs --table NAME: the table to insert into</source>
        <translation>--format insertには--table NAME（挿入先のテーブル）が必要です</translation>
    </message>
    <message>
        <source>--table applies to --format insert only</source>
        <translation>--tableは--format insertでのみ使用できます</translation>
    </message>
    <message>
        <source>--delimiter needs one character other than a quote or a line break, not &quot;%1&quot;</source>
        <translation>--delimiterには引用符と改行以外の1文字を指定してください（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>--delimiter and --quote-all apply to --format csv only</source>
        <translation>--delimiterと--quote-allは--format csvでのみ使用できます</translation>
    </message>
    <message>
        <source>--no-header and --bom apply to --format csv and tsv only</source>
        <translation>--no-headerと--bomは--format csvとtsvでのみ使用できます</translation>
    </message>
    <message>
        <source>--max-rows applies to table, csv and json output; --format %1 exports the whole result</source>
        <translation>--max-rowsはtable、csv、json出力でのみ使用できます。--format %1では結果全体がエクスポートされます</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueries</name>
    <message>
        <source>Saved Queries</source>
        <translation>保存済みクエリ</translation>
    </message>
    <message>
        <source>Save to &amp;Library…</source>
        <translation>ライブラリに保存(&amp;L)…</translation>
    </message>
    <message>
        <source>Keep this tab&apos;s query, its variables and its source in the library (%1)</source>
        <translation>このタブのクエリ、変数、データソースをライブラリに保存します（%1）</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>ライブラリに保存</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>保存済みクエリには名前が必要です</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>「%1」をライブラリに保存しました</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueriesPanel</name>
    <message>
        <source>Filter saved queries</source>
        <translation>保存済みクエリを絞り込み</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>保存済みクエリ</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込んでいます…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Saved without a language: runs on every source</source>
        <translation>言語なしで保存されています: すべてのデータソースで実行できます</translation>
    </message>
    <message>
        <source>No saved queries yet: Query → Save to Library…</source>
        <translation>保存済みクエリはまだありません: クエリ → ライブラリに保存…</translation>
    </message>
    <message>
        <source>Rename Saved Query</source>
        <translation>保存済みクエリの名前を変更</translation>
    </message>
    <message>
        <source>&amp;Open in New Tab</source>
        <translation>新しいタブで開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryPrompt</name>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>ライブラリに保存</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists.</source>
        <translation>「%1」という名前の保存済みクエリはすでに存在します。</translation>
    </message>
    <message>
        <source>Replace it with this one?</source>
        <translation>このクエリで置き換えますか？</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換え</translation>
    </message>
    <message>
        <source>Delete Saved Query</source>
        <translation>保存済みクエリの削除</translation>
    </message>
    <message>
        <source>Delete the saved query &quot;%1&quot;?</source>
        <translation>保存済みクエリ「%1」を削除しますか？</translation>
    </message>
    <message>
        <source>Tabs that show it keep their text.</source>
        <translation>このクエリを表示しているタブのテキストはそのまま残ります。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>保存済みクエリ</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryStore</name>
    <message>
        <source>The saved-query library failed: %1</source>
        <translation>保存済みクエリのライブラリでエラーが発生しました: %1</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists</source>
        <translation>「%1」という名前の保存済みクエリはすでに存在します</translation>
    </message>
    <message>
        <source>The saved-query library was written by a newer Nelumbo (format %1)</source>
        <translation>保存済みクエリのライブラリは新しいバージョンのNelumboで作成されています（形式%1）</translation>
    </message>
    <message>
        <source>Query was written for &quot;%1&quot; but data source &quot;%2&quot; speaks &quot;%3&quot;</source>
        <translation>クエリは「%1」用に作成されていますが、データソース「%2」の言語は「%3」です</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>保存済みクエリには名前が必要です</translation>
    </message>
    <message>
        <source>A saved query needs a statement</source>
        <translation>保存済みクエリにはステートメントが必要です</translation>
    </message>
    <message>
        <source>No saved query has the id %1</source>
        <translation>ID %1の保存済みクエリはありません</translation>
    </message>
    <message>
        <source>No saved query is named &quot;%1&quot;</source>
        <translation>「%1」という名前の保存済みクエリはありません</translation>
    </message>
    <message>
        <source>must be a language identifier like &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>&quot;%1&quot;や&quot;%2&quot;のような言語識別子である必要があります</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryVariables</name>
    <message>
        <source>Saved query &quot;%1&quot;: %2</source>
        <translation>保存済みクエリ「%1」: %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>テーブルと列を絞り込み</translation>
    </message>
    <message>
        <source>Schema filter</source>
        <translation>スキーマの絞り込み</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>スキーマ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Loading schema…</source>
        <translation>スキーマを読み込んでいます…</translation>
    </message>
    <message>
        <source>Cannot read the schema: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>スキーマを読み取れません: %1</translation>
    </message>
    <message>
        <source>view</source>
        <translation>ビュー</translation>
    </message>
    <message>
        <source>table</source>
        <translation>テーブル</translation>
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
        <translation>（型指定なし）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>テーブル%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not null</source>
        <extracomment>%1 is a column&apos;s SQL type such as INTEGER</extracomment>
        <translation>%1 NOT NULL</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A column: %1 is its name, %2 its type</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, references %3</source>
        <extracomment>A column: %1 is its name, %2 its type, %3 the table and column it references</extracomment>
        <translation>%1 %2、参照先: %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>テーブルとビュー%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>The source cannot be reached: %1
The names shown are from its last answer.</source>
        <extracomment>%1 is the database&apos;s error message; the schema tree keeps the names last read</extracomment>
        <translation>データソースに接続できません: %1
表示されている名前は前回の応答時のものです。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaCommand</name>
    <message>
        <source>Print the schemas, tables and columns a source shows, as JSON</source>
        <translation>データソースで表示されるスキーマ、テーブル、列をJSONで出力します</translation>
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
        <translation>使用法: nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

表示ルールによってSRCで誰もが見られる内容を正確に出力します（アシスタントにも
これ以上は見えません）: スキーマ、テーブルとビュー、列とその型、NULL許容、主キー、
参照、データベースのコメント。非表示のスキーマ、テーブル、列は含まれません。マスクされた列には
&quot;policy&quot;: &quot;mask&quot;と示されます。システムカタログと移行用テーブルは常に非表示です。
ルールは設定ファイル（docs/CONFIG.md）の[visibility]と[source.NAME]で
指定します。

オプション:
      --source SRC     データソース名、demo、またはURL。必須。
      --table TABLE    このテーブルだけ。非表示のテーブルは存在しないテーブルと
                       まったく同じように報告されます。
  -h, --help           このヘルプを表示します。

終了ステータス: 0 出力した、1 データソースまたはテーブルを表示できない、2 使用法エラー。
</translation>
    </message>
    <message>
        <source>schema needs --source SRC and no other arguments</source>
        <translation>schemaには--source SRCが必要で、ほかの引数は指定できません</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>データソース「%1」にはパスワードが必要です（NELUMBO_PASSWORD_%2またはキーチェーン）</translation>
    </message>
    <message>
        <source>No visible table named &quot;%1&quot; in this source</source>
        <translation>このデータソースに「%1」という名前の表示可能なテーブルはありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::ScriptRunner</name>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>statement %1 (line %2): %3</source>
        <translation>ステートメント%1（%2行目）: %3</translation>
    </message>
    <message>
        <source>; run with --write to allow changes</source>
        <translation>。変更を許可するには --write を付けて実行してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::SecretStore</name>
    <message>
        <source>no password is stored for this source</source>
        <translation>このデータソースのパスワードは保存されていません</translation>
    </message>
    <message>
        <source>the system keychain is not available%1; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>システムのキーチェーンを利用できません%1。GNOME KeyringやKWalletなどのキーチェーンサービスが動作していないようです</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>システムのキーチェーンがアクセスを拒否しました: %1</translation>
    </message>
    <message>
        <source>the system keychain failed: %1</source>
        <translation>システムのキーチェーンでエラーが発生しました: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1に書き込めません</translation>
    </message>
</context>
<context>
    <name>nelumbo::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>AI Assistant</source>
        <translation>AIアシスタント</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceStore</name>
    <message>
        <source>%1: [%2] is ignored: a source name may hold only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1: [%2]は無視されます。データソース名に使用できるのは英字、数字、&apos;_&apos;、&apos;-&apos;だけです</translation>
    </message>
    <message>
        <source>%1: [%2]: demo is built in; its url and options cannot be changed and are ignored</source>
        <translation>%1: [%2]: demoは組み込みのため、そのurlとオプションは変更できず、無視されます</translation>
    </message>
    <message>
        <source>%1: source %2: %3</source>
        <translation>%1: データソース%2: %3</translation>
    </message>
    <message>
        <source>the password in its url is ignored; passwords are kept in the keychain, never in this file (use the connection dialog or &apos;nelumbo-cli sources add --password-stdin&apos;)</source>
        <translation>URL内のパスワードは無視されます。パスワードはキーチェーンに保存され、このファイルには保存されません（接続ダイアログまたは「nelumbo-cli sources add --password-stdin」を使ってください）</translation>
    </message>
    <message>
        <source>no url, so it is ignored</source>
        <translation>URLがないため無視されます</translation>
    </message>
    <message>
        <source>read_only must be true or false; the source is read-only</source>
        <translation>read_onlyはtrueまたはfalseである必要があります。このデータソースは読み取り専用になります</translation>
    </message>
    <message>
        <source>ai must be enabled, no-row-data or disabled; the assistant is disabled for it</source>
        <translation>aiはenabled、no-row-data、disabledのいずれかである必要があります。このデータソースではアシスタントが無効になります</translation>
    </message>
    <message>
        <source>password must be none, keychain, secrets-file or ask (where the password is kept, never the password itself); the value is ignored and the password will be asked for</source>
        <translation>passwordはnone、keychain、secrets-file、askのいずれか（パスワードの保存場所であり、パスワード自体ではありません）である必要があります。この値は無視され、パスワードは入力を求められます</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>「%1」は有効なデータソース名ではありません。英字、数字、&apos;_&apos;、&apos;-&apos;を使ってください</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demoは組み込みのため再定義できません。別の名前を選んでください</translation>
    </message>
    <message>
        <source>the URL %1 holds a password; passwords are never written to the config file</source>
        <translation>URL %1にはパスワードが含まれています。パスワードが設定ファイルに書き込まれることはありません</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1に書き込めません</translation>
    </message>
    <message>
        <source>demo is built in and cannot be removed</source>
        <translation>demoは組み込みのため削除できません</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot;</source>
        <translation>「%1」という名前のデータソースはありません</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot; (&apos;nelumbo-cli sources&apos; lists them); a URL looks like %2</source>
        <translation>「%1」という名前のデータソースはありません（「nelumbo-cli sources」で一覧を表示できます）。URLは%2のような形式です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>「%1」はデータソースのURLではありません。%2のような形式で指定してください</translation>
    </message>
    <message>
        <source>Unsupported data source scheme &quot;%1&quot; in &quot;%2&quot;: use %3</source>
        <translation>「%2」のデータソースのスキーム「%1」はサポートされていません。%3のいずれかを使ってください</translation>
    </message>
    <message>
        <source>history must be on or off; nothing run on it is kept in the history</source>
        <translation>historyはonまたはoffである必要があります。このデータソースで実行した内容は履歴に記録されません</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceSwitcher</name>
    <message>
        <source>Data source</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>The data source of the window</source>
        <translation>ウィンドウのデータソース</translation>
    </message>
    <message>
        <source>New Source…</source>
        <translation>新しいデータソース…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceUrl</name>
    <message>
        <source>&quot;%1&quot;: an %2 URL with // must have an empty host, as in %2:///absolute/path.db</source>
        <translation>「%1」: //を含む%2のURLではホストを空にする必要があります（例: %2:///absolute/path.db）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no database file</source>
        <translation>「%1」はデータベースファイルを指定していません</translation>
    </message>
    <message>
        <source>expected %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</source>
        <translation>%1://[user[:password]@]host[:port]/database[?option=value&amp;…]の形式で指定してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: %2</source>
        <translation>「%1」はサーバーのURLではありません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a # must be written %23 (in a password too)</source>
        <translation>「%1」: #は%23と記述する必要があります（パスワード内でも同様）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the IPv6 address lacks its closing ]</source>
        <translation>「%1」: IPv6アドレスの閉じ括弧]がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected text after the IPv6 address</source>
        <translation>「%1」: IPv6アドレスの後に予期しないテキストがあります</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a : after the host must be followed by a port</source>
        <translation>「%1」: ホストの後の:にはポートを続ける必要があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: several hosts in one URL are not supported</source>
        <translation>「%1」: 1つのURLに複数のホストを指定することはできません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the port is not a number from 1 to 65535 (characters such as @ : / in a user name or password must be percent-encoded, @ as %40)</source>
        <translation>「%1」: ポートが1～65535の数値ではありません（ユーザー名やパスワード内の@ : /などの文字はパーセントエンコードする必要があります。@は%40）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an @ after the host (characters such as / in a password must be percent-encoded, / as %2F)</source>
        <translation>「%1」: ホストの後に@があります（パスワード内の/などの文字はパーセントエンコードする必要があります。/は%2F）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an option without a name</source>
        <translation>「%1」: 名前のないオプションがあります</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a % must be followed by two hexadecimal digits that encode UTF-8 text, and %2 is not allowed</source>
        <translation>「%1」: % の後には UTF-8 テキストを表す 2 桁の 16 進数が必要です。また %2 は使えません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>「%1」はデータソースのURLではありません。%2のような形式で指定してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourcesCommand</name>
    <message>
        <source>cannot read standard input</source>
        <translation>標準入力を読み取れません</translation>
    </message>
    <message>
        <source>--password-stdin: standard input holds no password</source>
        <translation>--password-stdin: 標準入力にパスワードがありません</translation>
    </message>
    <message>
        <source>List, add, remove and test the named data sources</source>
        <translation>名前付きデータソースの一覧表示、追加、削除、テストを行います</translation>
    </message>
    <message>
        <source>list: table (the default) or json.</source>
        <translation>list: table（既定）またはjson。</translation>
    </message>
    <message>
        <source>add: allow statements that change the database. Sources are read-only unless this is given.</source>
        <translation>add: データベースを変更するステートメントを許可します。これを指定しない限り、データソースは読み取り専用です。</translation>
    </message>
    <message>
        <source>add: the schemas to search, in order, separated by commas (PostgreSQL).</source>
        <translation>add: 検索するスキーマ（検索順にカンマ区切り、PostgreSQL）。</translation>
    </message>
    <message>
        <source>add: what the AI assistant may see: enabled (the default), no-row-data (schema and SQL only) or disabled.</source>
        <translation>add: AIアシスタントが参照できる範囲: enabled（既定）、no-row-data（スキーマとSQLのみ）、disabledのいずれか。</translation>
    </message>
    <message>
        <source>add: read the password from the first line of standard input and keep it in the system keychain.</source>
        <translation>add: 標準入力の1行目からパスワードを読み取り、システムのキーチェーンに保存します。</translation>
    </message>
    <message>
        <source>add: when no keychain service is running, keep the password in plain text in secrets.ini next to the config file, readable only by you.</source>
        <translation>add: キーチェーンサービスが動作していない場合、パスワードを設定ファイルと同じ場所のsecrets.iniに平文で保存します（本人のみ読み取り可能）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</source>
        <translation>使用法: nelumbo-cli sources [list] [--format table|json]
        nelumbo-cli sources add NAME URL [OPTIONS]
        nelumbo-cli sources remove NAME
        nelumbo-cli sources test NAME|URL

</translation>
    </message>
    <message>
        <source>A source is a name for a database URL with its options. Sources live in the config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same file the app uses; docs/CONFIG.md describes it. &apos;run --source NAME&apos; opens one. The source demo, the Chinook sample database, is always there.</source>
        <translation>データソースとは、データベースのURLとそのオプションに付ける名前です。データソースは設定ファイル（--config FILE、$NELUMBO_CONFIG、または既定のファイル）に保存され、アプリも同じファイルを使います。詳しくはdocs/CONFIG.mdを参照してください。「run --source NAME」でデータソースを開きます。Chinookサンプルデータベースであるデータソースdemoは常に使用できます。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>アクション:</translation>
    </message>
    <message>
        <source>Show every source: name, kind, URL (passwords masked), read-only and AI policy. The default action.</source>
        <translation>すべてのデータソース（名前、種類、URL（パスワードは伏せ字）、読み取り専用、AIポリシー）を表示します。既定のアクションです。</translation>
    </message>
    <message>
        <source>Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options or mysql://user@host:port/database. A URL must not hold a password: use --password-stdin.</source>
        <translation>データソースを追加します。URLはsqlite:path/to/file.db、sqlite:///absolute/path.db、postgres://user@host:port/database?options、mysql://user@host:port/databaseのいずれかです。URLにパスワードを含めることはできません。--password-stdinを使ってください。</translation>
    </message>
    <message>
        <source>Remove a source and its stored password.</source>
        <translation>データソースとその保存済みパスワードを削除します。</translation>
    </message>
    <message>
        <source>Open the source and print ok with the server&apos;s version, or the error.</source>
        <translation>データソースを開き、okとサーバーのバージョン、またはエラーを出力します。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Passwords:</source>
        <translation>パスワード:</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in the config file. When no keychain service runs, &apos;add --password-stdin&apos; fails unless --allow-plaintext-secrets is given. The environment variable NELUMBO_PASSWORD_&lt;NAME&gt; (the name in capitals, &apos;-&apos; as &apos;_&apos;) overrides a stored password.</source>
        <translation>パスワードはシステムのキーチェーンに保存され、設定ファイルには保存されません。キーチェーンサービスが動作していない場合、--allow-plaintext-secretsを指定しない限り「add --password-stdin」は失敗します。環境変数NELUMBO_PASSWORD_&lt;NAME&gt;（名前は大文字、&apos;-&apos;は&apos;_&apos;）は保存されたパスワードより優先されます。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>success; for test, the source opened</source>
        <translation>成功（testではデータソースを開けた）</translation>
    </message>
    <message>
        <source>runtime error: unknown source, the source cannot be opened, the password cannot be stored, the config file cannot be written</source>
        <translation>実行時エラー: 不明なデータソース、データソースを開けない、パスワードを保存できない、設定ファイルに書き込めない</translation>
    </message>
    <message>
        <source>usage error: unknown action or option, bad NAME, a password in URL</source>
        <translation>使用法エラー: 不明なアクションまたはオプション、不正なNAME、URL内のパスワード</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, add, remove or test</source>
        <translation>不明なアクション「%1」です。list、add、remove、testのいずれかを指定してください</translation>
    </message>
    <message>
        <source>too many arguments for &apos;sources %1&apos;</source>
        <translation>「sources %1」の引数が多すぎます</translation>
    </message>
    <message>
        <source>&apos;sources add&apos; needs a NAME and a URL</source>
        <translation>「sources add」にはNAMEとURLが必要です</translation>
    </message>
    <message>
        <source>&apos;sources %1&apos; needs a NAME</source>
        <translation>「sources %1」にはNAMEが必要です</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;sources %2&apos;</source>
        <translation>--%1は「sources %2」のオプションではありません</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>不明な--format「%1」です。tableまたはjsonを指定してください</translation>
    </message>
    <message>
        <source>unknown --ai &quot;%1&quot;: use enabled, no-row-data or disabled</source>
        <translation>不明な--ai「%1」です。enabled、no-row-data、disabledのいずれかを指定してください</translation>
    </message>
    <message>
        <source>--allow-plaintext-secrets only applies with --password-stdin</source>
        <translation>--allow-plaintext-secretsは--password-stdinと併用する場合にのみ有効です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>「%1」は有効なデータソース名ではありません。英字、数字、&apos;_&apos;、&apos;-&apos;を使ってください</translation>
    </message>
    <message>
        <source>the URL %1 holds a password, which other users can see on the command line and which stays in your shell history; leave it out and give it with --password-stdin</source>
        <translation>URL %1にはパスワードが含まれています。パスワードはコマンドライン上でほかのユーザーから見え、シェルの履歴にも残ります。URLから除き、--password-stdinで指定してください</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demoは組み込みのため再定義できません。別の名前を選んでください</translation>
    </message>
    <message>
        <source>a source named &quot;%1&quot; exists already; remove it first with &apos;nelumbo-cli sources remove %1&apos;</source>
        <translation>「%1」という名前のデータソースはすでに存在します。先に「nelumbo-cli sources remove %1」で削除してください</translation>
    </message>
    <message>
        <source>Source %1 added: %2</source>
        <translation>データソース%1を追加しました: %2</translation>
    </message>
    <message>
        <source>cannot store the password: %1; the source was not added</source>
        <translation>パスワードを保存できません: %1。データソースは追加されませんでした</translation>
    </message>
    <message>
        <source>Add --allow-plaintext-secrets to keep the password in plain text in %1, readable only by you, or add the source without --password-stdin and set %2 when you use it.</source>
        <translation>パスワードを%1に平文で保存する（本人のみ読み取り可能）には--allow-plaintext-secretsを追加してください。または、--password-stdinを付けずにデータソースを追加し、使用時に%2を設定してください。</translation>
    </message>
    <message>
        <source>warning: no keychain service is running; the password is stored in plain text in %1, readable only by you</source>
        <translation>警告: キーチェーンサービスが動作していません。パスワードは%1に平文で保存されます（本人のみ読み取り可能）</translation>
    </message>
    <message>
        <source>source %1 removed, but its password could not be: %2</source>
        <translation>データソース%1を削除しましたが、そのパスワードは削除できませんでした: %2</translation>
    </message>
    <message>
        <source>Source %1 removed</source>
        <translation>データソース%1を削除しました</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>毎回パスワードを尋ねる設定になっています</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>データソース%1のパスワードがありません: %2。パスワードを指定するには%3を設定してください</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>OK: %1</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>%1に接続できません: %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli sources --help&apos; for more information.</source>
        <translation>詳しくは「nelumbo-cli sources --help」を実行してください。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlFormatter</name>
    <message>
        <source>Not formatted: the quote or comment at character %1 does not end</source>
        <translation>整形しませんでした: %1文字目から始まる引用符またはコメントが閉じていません</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlIdentifier</name>
    <message>
        <source>Invalid table name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>無効なテーブル名です: 「%1」。英字、数字、アンダースコアのみを使用してください。</translation>
    </message>
    <message>
        <source>Invalid schema name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>無効なスキーマ名です: 「%1」。英字、数字、アンダースコアのみを使用してください。</translation>
    </message>
    <message>
        <source>Invalid column name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>無効な列名です: 「%1」。英字、数字、アンダースコアのみを使用してください。</translation>
    </message>
    <message>
        <source>Invalid search_path entry: &quot;%1&quot;. The search path must be a comma-separated list of identifiers.</source>
        <translation>無効なsearch_pathのエントリです: 「%1」。検索パスは識別子のカンマ区切りリストで指定してください。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlLanguage</name>
    <message>
        <source>Only a single query (SELECT, WITH, VALUES) can be sorted in the database</source>
        <translation>データベースでソートできるのは単一のクエリ（SELECT、WITH、VALUES）だけです</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteAdapter</name>
    <message>
        <source>The database file %1 does not exist</source>
        <translation>データベースファイル%1が存在しません</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1はファイルではありません</translation>
    </message>
    <message>
        <source>Not an SQLite database: %1</source>
        <translation>SQLiteデータベースではありません: %1</translation>
    </message>
    <message>
        <source>This SQLite library does not support PRAGMA query_only</source>
        <translation>このSQLiteライブラリはPRAGMA query_onlyをサポートしていません</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>テーブル%1はありません</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>ステートメントが空です</translation>
    </message>
    <message>
        <source>The SQLite database is not open</source>
        <translation>SQLiteデータベースが開かれていません</translation>
    </message>
    <message>
        <source>SQLite databases</source>
        <translation>SQLiteデータベース</translation>
    </message>
    <message>
        <source>Choose an SQLite Database</source>
        <translation>SQLiteデータベースを選択</translation>
    </message>
    <message>
        <source>Open SQLite database</source>
        <translation>SQLiteデータベースを開く</translation>
    </message>
    <message>
        <source>Choose the SQLite database file.</source>
        <translation>SQLiteデータベースファイルを選択してください。</translation>
    </message>
    <message>
        <source>the SQLite connection is not open</source>
        <translation>SQLite の接続が開いていません</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteLocalStore</name>
    <message>
        <source>Cannot set up %1: %2</source>
        <translation>%1 を設定できません: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>SQLite データベースではありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message>
        <source>multi-select</source>
        <translation>複数選択</translation>
    </message>
    <message>
        <source>select</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>list of %1 values</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>%1型の値のリスト</translation>
    </message>
    <message>
        <source>%1 input</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>%1型の入力</translation>
    </message>
    <message>
        <source>options from a query</source>
        <translation>クエリから取得した選択肢</translation>
    </message>
    <message>
        <source>label “%1”</source>
        <extracomment>%1 is the label a variable&apos;s input shows</extracomment>
        <translation>ラベル「%1」</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its input such as &quot;select, 3 options&quot;</extracomment>
        <translation>%1: %2（新規）</translation>
    </message>
    <message>
        <source>%1: %2 (was: %3)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its new input, %3 the input before</extracomment>
        <translation>%1: %2（変更前: %3）</translation>
    </message>
    <message>
        <source>value “%1”</source>
        <extracomment>%1 is the value a variable gets</extracomment>
        <translation>値「%1」</translation>
    </message>
    <message>
        <source>value “%1” → “%2”</source>
        <extracomment>%1 is a variable&apos;s value now, %2 the value it gets</extracomment>
        <translation>値「%1」→「%2」</translation>
    </message>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>選択肢%Ln個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementGuard</name>
    <message>
        <source>The statement reads a table that does not exist or is not visible for this data source</source>
        <translation>ステートメントが、存在しないかこのデータソースでは表示されないテーブルを読み取っています</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>テーブル「%1」は存在しないか、このデータソースでは表示されません</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source</source>
        <translation>拒否: このステートメントをこのデータソースの表示ルールに照らしてチェックできません</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source (%1)</source>
        <translation>拒否: このステートメントをこのデータソースの表示ルールに照らしてチェックできません（%1）</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>列「%1」は存在しないか、このデータソースでは表示されません</translation>
    </message>
</context>
<context>
    <name>nelumbo::SuggestionCards</name>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>書き換え</translation>
    </message>
    <message>
        <source>High impact</source>
        <translation>効果: 大</translation>
    </message>
    <message>
        <source>Low impact</source>
        <translation>効果: 小</translation>
    </message>
    <message>
        <source>Medium impact</source>
        <translation>効果: 中</translation>
    </message>
    <message>
        <source>Optimisation suggestions</source>
        <translation>最適化の提案</translation>
    </message>
    <message>
        <source>The model had no suggestions for this statement.</source>
        <translation>このステートメントに対するモデルからの提案はありませんでした。</translation>
    </message>
    <message>
        <source>Suggestion %1: %2</source>
        <translation>提案%1: %2</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>種類: %1</translation>
    </message>
    <message>
        <source>Suggestion text</source>
        <translation>提案のテキスト</translation>
    </message>
    <message>
        <source>Copy DDL</source>
        <translation>DDLをコピー</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Apply Rewrite…</source>
        <translation>書き換えを適用…</translation>
    </message>
    <message>
        <source>Shows the change to the query before replacing it</source>
        <translation>クエリを置き換える前に変更点を表示します</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>構造</translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>（%n行）</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK、%n行に影響しました</numerusform>
        </translation>
    </message>
    <message>
        <source>OK, %1 rows affected</source>
        <translation>OK、%1行に影響しました</translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>（最初の%n行を表示。続きがあります）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TagInput</name>
    <message>
        <source>Type a value, then Enter or a comma</source>
        <translation>値を入力し、Enterキーまたはカンマで確定します</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot;</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1を削除</translation>
    </message>
</context>
<context>
    <name>nelumbo::TemplateCompiler</name>
    <message>
        <source>Missing required variable: %1</source>
        <translation>必須の変数がありません: %1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; cannot be part of a text literal</source>
        <translation>リスト変数「%1」は文字列リテラルの一部にできません</translation>
    </message>
    <message>
        <source>%1 is not a variable: write %2, without spaces inside the braces</source>
        <translation>%1は変数ではありません。波括弧の内側に空白を入れずに%2と記述してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::TextExportWriter</name>
    <message>
        <source>cannot write the export: %1</source>
        <translation>エクスポートを書き込めません: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TrustedAiContext</name>
    <message>
        <source>This feature is not available for this data source.</source>
        <translation>この機能はこのデータソースでは使用できません。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message>
        <source>Wrap</source>
        <translation>折り返し</translation>
    </message>
    <message>
        <source>Value viewer</source>
        <translation>値ビューアー</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the whole value</source>
        <translation>値全体をコピーします</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the whole value to a file</source>
        <translation>値全体をファイルに保存します</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>Select a cell to see its value in full.</source>
        <translation>セルを選択すると、その値がすべて表示されます。</translation>
    </message>
    <message>
        <source>Loading %1 bytes…</source>
        <translation>%1バイトを読み込んでいます…</translation>
    </message>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL（値なし）</translation>
    </message>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>テキスト、%Ln文字</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON、%Ln文字</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML、%Ln文字</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>バイナリ、%Lnバイト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>表示できない%1画像、%Lnバイト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>%1画像、%2 × %3、%Lnバイト</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the first %1; Copy and Save give all of it</source>
        <translation>先頭の%1を表示しています。コピーと保存では値全体が対象になります</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Lnバイト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln文字</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the value to %1: %2</source>
        <translation>値を%1に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>値を保存</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableArguments</name>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--varにはNAME=VALUEを指定してください（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>--var: &quot;%1&quot; is not a variable name; names are ASCII letters, digits and _, not starting with a digit, as in {{name}}</source>
        <translation>--var: 「%1」は変数名ではありません。名前は ASCII 英字・数字・_ で、数字以外で始まります ({{name}} のように)</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableCaster</name>
    <message>
        <source>Invalid number format: &apos;%1&apos; contains non-numeric characters</source>
        <translation>数値の形式が無効です: 「%1」に数字以外の文字が含まれています</translation>
    </message>
    <message>
        <source>Invalid number format: &apos;%1&apos; is not a valid number</source>
        <translation>数値の形式が無効です: 「%1」は有効な数値ではありません</translation>
    </message>
    <message>
        <source>Invalid date format: &apos;%1&apos; is not a valid ISO8601 date</source>
        <translation>日付の形式が無効です: 「%1」は有効なISO 8601形式の日付ではありません</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must have at least one value</source>
        <translation>リスト変数「%1」には少なくとも1つの値が必要です</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableDefinition</name>
    <message>
        <source>A variable needs a name</source>
        <translation>変数には名前が必要です</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: select must define either static_options or options_query</source>
        <translation>変数「%1」: selectではstatic_optionsかoptions_queryのどちらかを定義する必要があります</translation>
    </message>
    <message>
        <source>Variable type &quot;%1&quot; is invalid: use text, number or date</source>
        <translation>変数の型「%1」は無効です。text、number、dateのいずれかを使用してください</translation>
    </message>
    <message>
        <source>Variable widget &quot;%1&quot; is invalid: use input or select</source>
        <translation>変数のウィジェット「%1」は無効です。inputまたはselectを使用してください</translation>
    </message>
    <message>
        <source>static_options cannot mix different formats - use consistent format throughout</source>
        <translation>static_optionsに異なる形式を混在させることはできません。すべて同じ形式を使用してください</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableEditor</name>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>（日付なし）</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込んでいます…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Options failed to load</source>
        <translation>選択肢を読み込めませんでした</translation>
    </message>
    <message>
        <source>Options failed to load: %1</source>
        <translation>選択肢を読み込めませんでした: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableForm</name>
    <message>
        <source>Query variables</source>
        <translation>クエリ変数</translation>
    </message>
    <message>
        <source>Values are bound as parameters; [[ … ]] parts are left out while their variables are empty.</source>
        <translation>値はパラメーターとしてバインドされます。[[ … ]]の部分は、その変数が空の間は除外されます。</translation>
    </message>
    <message>
        <source>Run with these values</source>
        <translation>この値で実行</translation>
    </message>
    <message>
        <source>Run the query again with the values above (Enter in a field)</source>
        <translation>上の値でクエリを再実行します（フィールドでEnterキー）</translation>
    </message>
    <message>
        <source>No database to run the options query on</source>
        <translation>選択肢のクエリを実行するデータベースがありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityConfig</name>
    <message>
        <source>Visibility rules for &quot;%1&quot; in %2: %3</source>
        <translation>%2の「%1」の表示ルール: %3</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityPolicy</name>
    <message>
        <source>&quot;%1&quot;: partial masks take two whole numbers</source>
        <translation>「%1」: 部分マスクには2つの整数を指定します</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown mask &quot;%2&quot;</source>
        <translation>「%1」: 不明なマスク「%2」</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a column policy (allow, omit, error or mask)</source>
        <translation>「%1」は列ポリシー（allow、omit、error、mask）ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a column rule reads [schema.][table.]column=policy</source>
        <translation>「%1」: 列ルールは[schema.][table.]column=policyの形式で記述します</translation>
    </message>
    <message>
        <source>Refused: the statement touches hidden table(s): %1</source>
        <translation>拒否: ステートメントが非表示のテーブルにアクセスしています: %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibleCatalog</name>
    <message>
        <source>There is no table %1</source>
        <translation>テーブル%1はありません</translation>
    </message>
    <message>
        <source>There is no column %1 in %2</source>
        <translation>%2に列%1はありません</translation>
    </message>
</context>
<context>
    <name>nelumbo::XlsxWriter</name>
    <message>
        <source>XLSX holds at most %1 columns; the result has %2</source>
        <translation>XLSXに格納できるのは最大%1列ですが、結果には%2列あります</translation>
    </message>
    <message>
        <source>cannot start the XLSX workbook %1</source>
        <translation>XLSXブック%1を作成できません</translation>
    </message>
    <message>
        <source>cannot add a sheet to the XLSX workbook</source>
        <translation>XLSXブックにシートを追加できません</translation>
    </message>
    <message>
        <source>cannot write an XLSX cell: %1</source>
        <translation>XLSXのセルを書き込めません: %1</translation>
    </message>
    <message>
        <source>cannot write the XLSX file %1: %2</source>
        <translation>XLSXファイル%1を書き込めません: %2</translation>
    </message>
</context>
</TS>
