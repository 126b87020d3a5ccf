<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>main</name>
    <message>
        <source>Nelumbo: a query editor with an AI assistant.</source>
        <translation>Nelumbo：带 AI 助手的查询编辑器。</translation>
    </message>
    <message>
        <source>Render the main window after start-up (running the first tab) to FILE as PNG, then exit.</source>
        <translation>启动后（运行第一个标签页）将主窗口渲染为 PNG 格式并保存到 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Start without the saved session and settings; nothing is saved on exit.</source>
        <translation>不加载已保存的会话和设置启动；退出时不保存任何内容。</translation>
    </message>
    <message>
        <source>Print the start-up time once the window shows the loaded database, then exit (for benchmarks).</source>
        <translation>在窗口显示已加载的数据库后打印启动时间，然后退出（用于基准测试）。</translation>
    </message>
    <message>
        <source>Show the interface in LANGUAGE (de, en, es, fr, ja, zh_CN) instead of the configured or system language.</source>
        <translation>以 LANGUAGE（de、en、es、fr、ja、zh_CN）显示界面，而不是使用配置的语言或系统语言。</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>gave up waiting for the window to be ready</source>
        <translation>等待窗口就绪超时，已放弃</translation>
    </message>
    <message>
        <source>nelumbo-cli: internal error: %1</source>
        <translation>nelumbo-cli：内部错误：%1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>内部错误</translation>
    </message>
    <message>
        <source>An operation failed with an internal error: %1

Save your work; restarting Nelumbo is advised.</source>
        <translation>某个操作因内部错误而失败：%1

请保存您的工作；建议重新启动 Nelumbo。</translation>
    </message>
    <message>
        <source>Query files to open in tabs, or a database file to open instead of the last one.</source>
        <translation>要在标签页中打开的查询文件，或要代替上一个打开的数据库文件。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ActionText</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip: %1 is what an action does, %2 its keyboard shortcut</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>nelumbo::AdapterRequest</name>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>nelumbo::AgentLoop</name>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>The model used all %1 rounds without a valid statement.</source>
        <translation>模型用完了全部 %1 轮，仍未给出有效的语句。</translation>
    </message>
    <message>
        <source>The model sent an empty reply.</source>
        <translation>模型返回了空回复。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiCommand</name>
    <message>
        <source>none (not needed)</source>
        <translation>无（不需要）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 input, %2 output per million tokens (%3, price table of %4)</source>
        <translation>每百万 token 输入 %1、输出 %2（%3，价格表日期 %4）</translation>
    </message>
    <message>
        <source>Show, test and list the AI provider&apos;s models</source>
        <translation>显示、测试并列出 AI 提供商的模型</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli ai [status] [--format text|json]
       nelumbo-cli ai test
       nelumbo-cli ai models

</source>
        <translation>用法：nelumbo-cli ai [status] [--format text|json]
      nelumbo-cli ai test
      nelumbo-cli ai models

</translation>
    </message>
    <message>
        <source>The AI assistant is off until it is given a model as provider:model, such as openai:gpt-4o, anthropic:claude-sonnet-4-5, gemini:gemini-2.5-flash or ollama:qwen2.5-coder: in the config file ([ai] enabled=true and model=…, see docs/CONFIG.md) or, for the command line, with the environment variable NELUMBO_AI_MODEL, which also switches it on.</source>
        <translation>在为 AI 助手指定 provider:model 形式的模型（例如 openai:gpt-4o、anthropic:claude-sonnet-4-5、gemini:gemini-2.5-flash 或 ollama:qwen2.5-coder）之前，它处于关闭状态：可在配置文件中设置（[ai] enabled=true 和 model=…，参见 docs/CONFIG.md），对于命令行，也可使用环境变量 NELUMBO_AI_MODEL 设置，该变量同时会启用助手。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Print the provider, model, base URL and where the API key comes from (never the key). The default action.</source>
        <translation>打印提供商、模型、基础 URL 以及 API 密钥的来源（绝不打印密钥本身）。默认操作。</translation>
    </message>
    <message>
        <source>Send one tiny request (&quot;Reply with the single word OK.&quot;) and print exactly what came back, or the error.</source>
        <translation>发送一个极小的请求（“Reply with the single word OK.”），并原样打印返回的内容或错误。</translation>
    </message>
    <message>
        <source>List the models the provider offers, one per line.</source>
        <translation>列出提供商提供的模型，每行一个。</translation>
    </message>
    <message>
        <source>Keys and addresses:</source>
        <translation>密钥和地址：</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>status: AI is configured with a key; test: the model answered; models: listed</source>
        <translation>status：AI 已配置密钥；test：模型已回答；models：已列出</translation>
    </message>
    <message>
        <source>not configured, no key, or the provider failed (the message says which)</source>
        <translation>未配置、没有密钥或提供商出错（消息会说明原因）</translation>
    </message>
    <message>
        <source>usage error</source>
        <translation>用法错误</translation>
    </message>
    <message>
        <source>too many arguments for &apos;ai %1&apos;</source>
        <translation>“ai %1”的参数过多</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use status, test or models</source>
        <translation>未知操作“%1”：请使用 status、test 或 models</translation>
    </message>
    <message>
        <source>--format is text or json, for &apos;ai status&apos;</source>
        <translation>对于“ai status”，--format 只能是 text 或 json</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>enabled (%1)</source>
        <translation>已启用（%1）</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>no token counts</source>
        <translation>无 token 计数</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>%1 个提示 token + %2 个补全 token</translation>
    </message>
    <message>
        <source>ok: %1 answered in %2 s: &quot;%3&quot; (stop: %4; %5; cost %6)</source>
        <translation>成功：%1 在 %2 秒内回答：“%3”（停止原因：%4；%5；费用 %6）</translation>
    </message>
    <message>
        <source>from the system keychain</source>
        <translation>来自系统密钥环</translation>
    </message>
    <message>
        <source>from the environment variable %1</source>
        <translation>来自环境变量 %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A label before its value in &quot;nelumbo-cli ai status&quot; (French: &quot;%1 :&quot;)</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>The key comes from the provider&apos;s environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or GOOGLE_API_KEY, GROQ_API_KEY, MISTRAL_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY, XAI_API_KEY, TOGETHER_API_KEY, AZURE_OPENAI_API_KEY) or from the system keychain, where the app&apos;s AI settings store it. Local servers (ollama, lmstudio, llamacpp, vllm) need none. OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GEMINI_BASE_URL, OLLAMA_HOST and AZURE_OPENAI_ENDPOINT, or ai/base_url in the config file, point a provider elsewhere.</source>
        <translation>密钥来自提供商的环境变量（OPENAI_API_KEY、ANTHROPIC_API_KEY、GEMINI_API_KEY 或 GOOGLE_API_KEY、GROQ_API_KEY、MISTRAL_API_KEY、DEEPSEEK_API_KEY、OPENROUTER_API_KEY、XAI_API_KEY、TOGETHER_API_KEY、AZURE_OPENAI_API_KEY），或来自系统密钥环（应用的 AI 设置将密钥存储在那里）。本地服务器（ollama、lmstudio、llamacpp、vllm）不需要密钥。OPENAI_BASE_URL、ANTHROPIC_BASE_URL、GEMINI_BASE_URL、OLLAMA_HOST 和 AZURE_OPENAI_ENDPOINT，或配置文件中的 ai/base_url，可将提供商指向其他地址。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiConfig</name>
    <message>
        <source>AI is enabled but no model is set (ai/model).</source>
        <translation>AI 已启用，但未设置模型（ai/model）。</translation>
    </message>
    <message>
        <source>The model name is missing in &quot;%1&quot;.</source>
        <translation>“%1”中缺少模型名称。</translation>
    </message>
    <message>
        <source>The base URL from %1 is not a valid http(s) URL.</source>
        <translation>来自 %1 的基础 URL 不是有效的 http(s) URL。</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource: set ai/base_url or %2.</source>
        <translation>%1 需要你的资源地址：请设置 ai/base_url 或 %2。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiEngine</name>
    <message>
        <source>No API key is configured for %1.</source>
        <translation>没有为 %1 配置 API 密钥。</translation>
    </message>
    <message>
        <source>Choose a data source first.</source>
        <translation>请先选择数据源。</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>已为此数据源关闭 AI 助手。</translation>
    </message>
    <message>
        <source>Data source &quot;%1&quot; is read-only (read_only = true in its configuration), so statements that change data cannot be generated for it</source>
        <translation>数据源“%1”是只读的（其配置中为 read_only = true），因此无法为其生成更改数据的语句</translation>
    </message>
    <message>
        <source>The model&apos;s answer holds no list of suggestions.</source>
        <translation>模型的回答中没有建议列表。</translation>
    </message>
    <message>
        <source>Generating statements is not supported for this source: %1</source>
        <translation>此数据源不支持生成语句：%1</translation>
    </message>
    <message>
        <source>Explanations are not supported for this source: %1</source>
        <translation>此数据源不支持解释：%1</translation>
    </message>
    <message>
        <source>Optimization suggestions are not supported for this source: %1</source>
        <translation>此数据源不支持优化建议：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSettingsPage</name>
    <message>
        <source>&amp;Use the AI assistant</source>
        <translation>使用 AI 助手(&amp;U)</translation>
    </message>
    <message>
        <source>Use the AI assistant</source>
        <translation>使用 AI 助手</translation>
    </message>
    <message>
        <source>Off by default. While it is off, nothing is sent to any AI provider.</source>
        <translation>默认关闭。关闭时不会向任何 AI 提供商发送任何内容。</translation>
    </message>
    <message>
        <source>The assistant writes, explains and fixes queries. It uses your own account with a provider, or a model server on this machine.</source>
        <translation>助手可以编写、解释和修复查询。它使用你在提供商处的账户，或本机上的模型服务器。</translation>
    </message>
    <message>
        <source>Environment override</source>
        <translation>环境变量覆盖</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>%1 (on this machine)</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Pick a model from the provider&apos;s list, or type its name.</source>
        <translation>从提供商的列表中选择模型，或输入模型名称。</translation>
    </message>
    <message>
        <source>Refresh the model list</source>
        <translation>刷新模型列表</translation>
    </message>
    <message>
        <source>Ask the provider for its models again</source>
        <translation>重新向提供商请求模型列表</translation>
    </message>
    <message>
        <source>Model list status</source>
        <translation>模型列表状态</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>Leave empty for the provider&apos;s own address; set it for a proxy or a server of your own.</source>
        <translation>留空则使用提供商自己的地址；使用代理或自己的服务器时请设置。</translation>
    </message>
    <message>
        <source>Base URL note</source>
        <translation>基础 URL 说明</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Send one tiny request to the model and report what happened</source>
        <translation>向模型发送一个极小的请求，并报告结果</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>正在测试</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>提供商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>基础 URL(&amp;B)：</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Ask for a &amp;fix when a query fails</source>
        <translation>查询失败时请求修复(&amp;F)</translation>
    </message>
    <message>
        <source>Ask for a fix when a query fails</source>
        <translation>查询失败时请求修复</translation>
    </message>
    <message>
        <source>When a statement fails, send it with the error to the assistant once and show the fix it proposes; a fix that fails too is not sent again.</source>
        <translation>语句失败时，将其连同错误发送给助手一次，并显示助手建议的修复；修复后仍失败的语句不会再次发送。</translation>
    </message>
    <message>
        <source>NELUMBO_AI_MODEL is set to &quot;%1&quot; in the environment: it turns the assistant on with that model, whatever is chosen here.</source>
        <translation>环境中将 NELUMBO_AI_MODEL 设置为“%1”：无论此处如何选择，它都会以该模型启用助手。</translation>
    </message>
    <message>
        <source>The configured model &quot;%1&quot; cannot be used: %2</source>
        <extracomment>%1 is a model such as openai:gpt-4o, %2 why it cannot be used</extracomment>
        <translation>无法使用已配置的模型“%1”：%2</translation>
    </message>
    <message>
        <source>for example %1</source>
        <extracomment>%1 is the name of a model</extracomment>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>%1 has no model list: type the deployment name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 没有模型列表：请输入部署名称。</translation>
    </message>
    <message>
        <source>required, for example https://NAME.openai.azure.com</source>
        <translation>必填，例如 https://NAME.openai.azure.com</translation>
    </message>
    <message>
        <source>Set by %1 in the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>由环境中的 %1 设置。</translation>
    </message>
    <message>
        <source>Choose a provider.</source>
        <translation>请选择提供商。</translation>
    </message>
    <message>
        <source>Choose or type a model first.</source>
        <translation>请先选择或输入模型。</translation>
    </message>
    <message>
        <source>The base URL is not a valid http or https URL.</source>
        <translation>基础 URL 不是有效的 http 或 https URL。</translation>
    </message>
    <message>
        <source>The base URL in %1 is not a valid http or https URL.</source>
        <translation>%1 中的基础 URL 不是有效的 http 或 https URL。</translation>
    </message>
    <message>
        <source>%1 needs the address of your resource in Base URL.</source>
        <translation>%1 需要在“基础 URL”中填写你的资源地址。</translation>
    </message>
    <message>
        <source>Loading the models of %1…</source>
        <translation>正在加载 %1 的模型…</translation>
    </message>
    <message>
        <source>Type the key to list the models, or type a model name.</source>
        <translation>输入密钥以列出模型，或直接输入模型名称。</translation>
    </message>
    <message>
        <source>The models could not be listed: %1</source>
        <translation>无法列出模型：%1</translation>
    </message>
    <message>
        <source>%1 lists no models; type the model name.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>%1 未列出任何模型；请输入模型名称。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Connected: %1 answered with model %2 in %3 ms.</source>
        <extracomment>%1 is the name of an AI provider, %2 a model, %3 a number of milliseconds</extracomment>
        <translation>已连接：%1 使用模型 %2 在 %3 毫秒内作出回答。</translation>
    </message>
    <message>
        <source>The key came from the system keychain.</source>
        <translation>密钥来自系统密钥环。</translation>
    </message>
    <message>
        <source>The typed key works; it is stored when you apply.</source>
        <translation>输入的密钥有效；将在应用设置时存储。</translation>
    </message>
    <message>
        <source>The key came from %1.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>密钥来自 %1。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is the provider&apos;s id of the request, for its support</extracomment>
        <translation>请求 %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <extracomment>%1 is an error message, %2 technical details such as its code and HTTP status</extracomment>
        <translation>失败：%1（%2）</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>测试已取消。</translation>
    </message>
    <message>
        <source>Nothing was saved: the base URL is not a valid http or https URL.</source>
        <translation>未保存任何内容：基础 URL 不是有效的 http 或 https URL。</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>无法将设置写入 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln models from %1.</source>
        <extracomment>%1 is the name of an AI provider</extracomment>
        <translation>
            <numerusform>%1 提供 %Ln 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest the rest of a statement &amp;while typing</source>
        <translation>输入时建议语句的其余部分(&amp;W)</translation>
    </message>
    <message>
        <source>Suggest the rest of a statement while typing</source>
        <translation>输入时建议语句的其余部分</translation>
    </message>
    <message>
        <source>After a pause in typing, ask the provider for the rest of the statement and show it as grey text after the cursor; Tab accepts it, any other key dismisses it. Each suggestion is a request to the provider, with its tokens and cost.</source>
        <translation>输入暂停后，向提供商请求语句的其余部分，并以灰色文本显示在光标之后；按 Tab 接受，按其他任意键放弃。每次建议都是一次对提供商的请求，会消耗 token 并产生费用。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiSourceCommand</name>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>nelumbo::AiTask</name>
    <message>
        <source>Unknown kind &quot;%1&quot;: use generation, explanation or optimization.</source>
        <translation>未知类型“%1”：请使用 generation、explanation 或 optimization。</translation>
    </message>
</context>
<context>
    <name>nelumbo::AnthropicFormat</name>
    <message>
        <source>The reply has no content.</source>
        <translation>回复中没有内容。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>保存在系统密钥环中，绝不会保存在设置文件中。</translation>
    </message>
    <message>
        <source>Show the API key</source>
        <translation>显示 API 密钥</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show or hide the typed key</source>
        <translation>显示或隐藏输入的密钥</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>删除存储的 API 密钥</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the key stored in the system keychain for this provider</source>
        <translation>删除系统密钥环中为此提供商存储的密钥</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>API 密钥状态</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>from %1</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>Using %1 from the environment.</source>
        <extracomment>%1 is the name of an environment variable</extracomment>
        <translation>正在使用环境中的 %1。</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>%1 runs on your machine and needs no key.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 在本机上运行，不需要密钥。</translation>
    </message>
    <message>
        <source>Looking in the system keychain…</source>
        <translation>正在查找系统密钥环…</translation>
    </message>
    <message>
        <source>A key is stored in the system keychain.</source>
        <translation>系统密钥环中已存储密钥。</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain.</source>
        <translation>尚未存储密钥。密钥将存储在系统密钥环中。</translation>
    </message>
    <message>
        <source>No key stored yet. It goes to the system keychain; %1 in the environment works too.</source>
        <extracomment>%1 names environment variables</extracomment>
        <translation>尚未存储密钥。密钥将存储在系统密钥环中；也可以在环境中设置 %1。</translation>
    </message>
    <message>
        <source>No provider.</source>
        <translation>无提供商。</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>正在将密钥存储到系统密钥环…</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>密钥已存储在系统密钥环中。</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file.</source>
        <translation>未存储密钥：%1。Nelumbo 只将 API 密钥保存在系统密钥环中，绝不会保存在纯文本文件中。</translation>
    </message>
    <message>
        <source>The key was not stored: %1. Nelumbo keeps API keys only in the system keychain, never in a plain-text file; set %2 in the environment instead.</source>
        <translation>未存储密钥：%1。Nelumbo 只将 API 密钥保存在系统密钥环中，绝不会保存在纯文本文件中；请改为在环境中设置 %2。</translation>
    </message>
    <message>
        <source>The stored key was removed from the system keychain.</source>
        <translation>已从系统密钥环中删除存储的密钥。</translation>
    </message>
    <message>
        <source>The key could not be removed: %1</source>
        <translation>无法删除密钥：%1</translation>
    </message>
    <message>
        <source>stored (type a new key to replace it)</source>
        <translation>已存储（输入新密钥可替换）</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 and %2 are names of environment variables</extracomment>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>nelumbo::ApiKeyStore</name>
    <message>
        <source>the system keychain refused access</source>
        <translation>系统密钥环拒绝了访问</translation>
    </message>
    <message>
        <source>the system keychain is not available; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>系统密钥环不可用；似乎没有运行 GNOME Keyring 或 KWallet 等密钥环服务</translation>
    </message>
    <message>
        <source>Store a key in the AI settings.</source>
        <translation>请在 AI 设置中存储密钥。</translation>
    </message>
    <message>
        <source>Set %1 or store a key in the AI settings.</source>
        <translation>请设置 %1，或在 AI 设置中存储密钥。</translation>
    </message>
    <message>
        <source>(The system keychain could not be read.)</source>
        <translation>（无法读取系统密钥环。）</translation>
    </message>
</context>
<context>
    <name>nelumbo::AssistantController</name>
    <message>
        <source>&amp;Ask the Assistant…</source>
        <translation>询问助手(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>解释所选内容(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Optimize Query</source>
        <translation>优化查询(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fix with AI</source>
        <translation>使用 AI 修复(&amp;F)</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1)</source>
        <translation>在设置中配置 AI（%1）</translation>
    </message>
    <message>
        <source>Set up AI in Settings (%1): %2</source>
        <translation>在设置中配置 AI（%1）：%2</translation>
    </message>
    <message>
        <source>Fix with AI needs a failed statement: it offers itself when a run fails</source>
        <translation>“使用 AI 修复”需要一条失败的语句：语句运行失败时会自动提供此功能</translation>
    </message>
    <message>
        <source>The assistant is busy with another answer</source>
        <translation>助手正忙于另一个回答</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>&amp;Inline Suggestions</source>
        <translation>内联建议(&amp;I)</translation>
    </message>
    <message>
        <source>Propose the rest of the statement as grey text after a pause in typing; Tab accepts it</source>
        <translation>输入暂停后，以灰色文本在光标之后建议语句的其余部分；按 Tab 接受</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatInput</name>
    <message>
        <source>Message to the assistant</source>
        <translation>发送给助手的消息</translation>
    </message>
    <message>
        <source>Ask about this source&apos;s data… (Enter sends, Shift+Enter: new line)</source>
        <translation>询问有关此数据源数据的问题…（按 Enter 发送，Shift+Enter 换行）</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatMessageView</name>
    <message>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <source>Assistant&apos;s answer</source>
        <translation>助手的回答</translation>
    </message>
    <message>
        <source>Failed statement</source>
        <translation>失败的语句</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Statement failed</source>
        <translation>语句执行失败</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Retry the request</source>
        <translation>重试该请求</translation>
    </message>
    <message>
        <source>The assistant could not write a statement for this request.</source>
        <translation>助手无法为此请求编写语句。</translation>
    </message>
    <message>
        <source>The assistant stopped: it needed too many steps.</source>
        <translation>助手已停止：所需步骤过多。</translation>
    </message>
    <message>
        <source>The AI provider refused the request for now.</source>
        <translation>AI 提供商暂时拒绝了该请求。</translation>
    </message>
    <message>
        <source>The AI provider could not be reached.</source>
        <translation>无法访问 AI 提供商。</translation>
    </message>
    <message>
        <source>The AI provider is not set up correctly.</source>
        <translation>AI 提供商的设置不正确。</translation>
    </message>
    <message>
        <source>The assistant cannot work on this source.</source>
        <translation>助手无法处理此数据源。</translation>
    </message>
    <message>
        <source>The request to the assistant failed.</source>
        <translation>向助手发出的请求失败。</translation>
    </message>
    <message>
        <source>Working (step %1)…</source>
        <translation>正在处理（第 %1 步）…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>正在处理…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>%1 is the name of a tool the assistant uses, such as list_tables</extracomment>
        <translation>正在调用 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens (%2 in, %3 out)</source>
        <extracomment>%1 tokens in all, %2 of them sent to the model, %3 received from it</extracomment>
        <translation>
            <numerusform>%1 个 token（输入 %2，输出 %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens not reported</source>
        <translation>未报告 token 数</translation>
    </message>
    <message>
        <source>cost %1</source>
        <extracomment>%1 is an amount of money</extracomment>
        <translation>费用 %1</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>费用未知</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatPanel</name>
    <message>
        <source>C&amp;lear Conversation</source>
        <translation>清除对话(&amp;L)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Assistant chat</source>
        <translation>助手聊天</translation>
    </message>
    <message>
        <source>Forget the conversation about this source (%1)</source>
        <translation>清除关于此数据源的对话（%1）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear the conversation</source>
        <translation>清除对话</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>对话已清除。</translation>
    </message>
    <message>
        <source>Undo clearing the conversation</source>
        <translation>撤销清除对话</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Ask for a query in plain words. The assistant reads the schema through tools, checks its statement against the database, and shows what it called and what it cost.</source>
        <translation>用通俗的语言描述你想要的查询。助手会通过工具读取模式，根据数据库检查它编写的语句，并显示它调用了哪些工具以及花费了多少。</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>停止回答（Esc）</translation>
    </message>
    <message>
        <source>Ask the last question again</source>
        <translation>重新提出上一个问题</translation>
    </message>
    <message>
        <source>Tokens and cost of this session</source>
        <translation>本次会话的 token 数和费用</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>The conversation could not be saved: %1</source>
        <translation>无法保存对话：%1</translation>
    </message>
    <message>
        <source>Chat about %1</source>
        <extracomment>%1 is the name of the data source the chat is about</extracomment>
        <translation>关于 %1 的聊天</translation>
    </message>
    <message>
        <source>This session: no answers yet</source>
        <translation>本次会话：尚无回答</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>费用未知</translation>
    </message>
    <message>
        <source>cost %1 + unknown</source>
        <extracomment>%1 is an amount of money; the cost of some answers is not known</extracomment>
        <translation>费用 %1 + 未知</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>费用 %1</translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln answers</source>
        <translation>
            <numerusform>本次会话：%Ln 个回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln inline suggestions</source>
        <translation>
            <numerusform>%Ln 条内联建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: %Ln inline suggestions</source>
        <translation>
            <numerusform>本次会话：%Ln 条内联建议</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatSession</name>
    <message>
        <source>%1 It was kept as %2; this chat starts anew.</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 is a file path</extracomment>
        <translation>%1 原文件已保留为 %2；此聊天将重新开始。</translation>
    </message>
    <message>
        <source>%1 New messages are not saved until the file can be moved (%2).</source>
        <extracomment>%1 says why the saved conversation could not be read, %2 why it was not moved</extracomment>
        <translation>%1 在能够移动该文件之前，新消息不会被保存（%2）。</translation>
    </message>
    <message>
        <source>There is no cleared conversation.</source>
        <translation>没有已清除的对话。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatStatementCard</name>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Replace Query</source>
        <translation>替换查询</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Generated statement</source>
        <translation>生成的语句</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>变量：%1</translation>
    </message>
    <message>
        <source>Insert the statement at the editor&apos;s cursor</source>
        <translation>在编辑器光标处插入该语句</translation>
    </message>
    <message>
        <source>Insert statement</source>
        <translation>插入语句</translation>
    </message>
    <message>
        <source>Replace the tab&apos;s query with this statement (shows the difference first)</source>
        <translation>用此语句替换标签页中的查询（先显示差异）</translation>
    </message>
    <message>
        <source>Replace query</source>
        <translation>替换查询</translation>
    </message>
    <message>
        <source>Copy the statement to the clipboard</source>
        <translation>将语句复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy statement</source>
        <translation>复制语句</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Changes data: it runs only when you run it yourself.</source>
        <translation>会修改数据：只有您自己运行时才会执行。</translation>
    </message>
    <message>
        <source>Generated statement that changes data</source>
        <translation>会修改数据的生成语句</translation>
    </message>
</context>
<context>
    <name>nelumbo::ChatTraceView</name>
    <message>
        <source>Show the tools the assistant called</source>
        <translation>显示助手调用的工具</translation>
    </message>
    <message>
        <source>Tools the assistant called</source>
        <translation>助手调用的工具</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 is the error message a tool returned</extracomment>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>Tools used: %n</source>
        <translation>
            <numerusform>使用的工具：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::CheckCommand</name>
    <message>
        <source>Tell whether a statement may run in read-only mode, as JSON</source>
        <translation>以 JSON 格式判断语句能否在只读模式下运行</translation>
    </message>
    <message>
        <source>check needs --source SRC</source>
        <translation>check 需要 --source SRC</translation>
    </message>
    <message>
        <source>check takes exactly one STATEMENT (quote it)</source>
        <translation>check 只接受一个 STATEMENT（请用引号括起）</translation>
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
        <translation>用法：nelumbo-cli check --source SRC STATEMENT

按照只读模式在任何内容到达数据库之前的方式，针对 SRC（数据源名称、
demo 或 URL）的查询语言对 STATEMENT 进行分类，
并以 JSON 格式打印判定结果：
  {&quot;allowed&quot;: false, &quot;code&quot;: &quot;data_change&quot;, &quot;reason&quot;: &quot;...&quot;,
   &quot;language&quot;: &quot;sql:sqlite&quot;, &quot;source&quot;: &quot;demo&quot;}
该语句永远不会到达数据库。只读模式还会在可能时让数据库会话本身拒绝写入；
对于只有服务器才知道是否如此的数据源（Redis：只读 ACL 用户），check 会以只读方式
连接询问，添加 &quot;write_guard&quot;（&quot;source&quot; 或 &quot;check_only&quot;），并在只有此检查保护
该数据源时在标准错误上发出警告。无法连接服务器时，仍会打印判定结果并附上说明。

选项：
      --source SRC  要使用其方言的数据源。必需。
  -h, --help        显示此帮助。

退出状态：
  0  允许该语句
  1  拒绝该语句（或无法解析 SRC）
  2  用法错误
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>note: source &quot;%1&quot; needs a password, so whether the server refuses writes itself was not asked</source>
        <translation>注意：数据源&quot;%1&quot;需要密码，因此未询问服务器本身是否拒绝写入</translation>
    </message>
    <message>
        <source>note: could not connect to &quot;%1&quot; to ask whether the server refuses writes itself (%2); the verdict is this check&apos;s alone</source>
        <translation>注意：无法连接到&quot;%1&quot;以询问服务器本身是否拒绝写入（%2）；判定结果仅来自此检查</translation>
    </message>
    <message>
        <source>warning: only this check protects &quot;%1&quot;: the server would accept writes from its user (a read-only user makes the server refuse them too)</source>
        <translation>警告：只有此检查在保护&quot;%1&quot;：服务器会接受其用户的写入（使用只读用户时服务器也会拒绝写入）</translation>
    </message>
</context>
<context>
    <name>nelumbo::CliApp</name>
    <message>
        <source>Read settings and sources from FILE instead of $NELUMBO_CONFIG or ~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before COMMAND.</source>
        <translation>从 FILE 读取设置和数据源，而不是从 $NELUMBO_CONFIG 或 ~/.config/Nelumbo/nelumbo/nelumbo.conf 读取；参见 docs/CONFIG.md。须放在 COMMAND 之前。</translation>
    </message>
    <message>
        <source>--config needs a FILE</source>
        <translation>--config 需要 FILE</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>help takes one COMMAND at most</source>
        <translation>help 最多接受一个 COMMAND</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli --help&apos; for more information.</source>
        <translation>运行“nelumbo-cli --help”以获取更多信息。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
       nelumbo-cli help COMMAND
       nelumbo-cli --help | --version

</source>
        <translation>用法：nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]
      nelumbo-cli help COMMAND
      nelumbo-cli --help | --version

</translation>
    </message>
    <message>
        <source>Nelumbo&apos;s query engine on the command line.</source>
        <translation>命令行版 Nelumbo 查询引擎。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Show the help of COMMAND</source>
        <translation>显示 COMMAND 的帮助</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Show this help; with a COMMAND, that command&apos;s help.</source>
        <translation>显示此帮助；指定 COMMAND 时显示该命令的帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>Run &apos;nelumbo-cli COMMAND --help&apos; or &apos;nelumbo-cli help COMMAND&apos; for the options of a command.</source>
        <translation>运行“nelumbo-cli COMMAND --help”或“nelumbo-cli help COMMAND”查看命令的选项。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error, such as a failing statement</source>
        <translation>运行时错误，例如语句执行失败</translation>
    </message>
    <message>
        <source>usage error on the command line</source>
        <translation>命令行用法错误</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>按 Ctrl+C 中断</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>nelumbo::CompleteCommand</name>
    <message>
        <source>Print the completion candidates at a cursor in a statement, as JSON</source>
        <translation>以 JSON 格式打印语句中光标处的补全候选项</translation>
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
        <translation>用法：nelumbo-cli complete --source SRC [--cursor N] [--] TEXT

打印编辑器的补全功能在 TEXT 的字符偏移量 N 处（默认：文本末尾）提供的内容：
所选文本将替换的范围以及候选项（最佳的排在前面），每个候选项包含其 text、
kind（keyword、function、schema、table、view、column、variable、command、key）
和 detail（列的类型、表所在的模式）。绝不会提供被可见性规则隐藏的表。

  {&quot;replace&quot;: {&quot;start&quot;: 14, &quot;end&quot;: 17},
   &quot;candidates&quot;: [{&quot;text&quot;: &quot;Invoice&quot;, &quot;kind&quot;: &quot;table&quot;, &quot;detail&quot;: &quot;main&quot;}]}

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
      --cursor N       光标在 TEXT 中的字符偏移量。
  -h, --help           显示此帮助。

退出状态：0 已打印，1 无法读取数据源，2 用法错误。
</translation>
    </message>
    <message>
        <source>complete needs --source SRC and one TEXT</source>
        <translation>complete 需要 --source SRC 和一个 TEXT</translation>
    </message>
    <message>
        <source>--cursor must be a number from 0 to %1</source>
        <extracomment>%1 is the text&apos;s length</extracomment>
        <translation>--cursor 必须是 0 到 %1 之间的数字</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
</context>
<context>
    <name>nelumbo::Connection</name>
    <message>
        <source>No database adapter handles &quot;%1&quot; URLs</source>
        <translation>没有数据库适配器能处理“%1”URL</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionDialog</name>
    <message>
        <source>New Data Source</source>
        <translation>新建数据源</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connected: %1</source>
        <translation>已连接：%1</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>连接失败：%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>for example: sales</source>
        <translation>例如：sales</translation>
    </message>
    <message>
        <source>What you call the source, and type after --source on the command line: letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>数据源的名称，也是在命令行中 --source 后输入的名称：可使用字母、数字、“_”和“-”。</translation>
    </message>
    <message>
        <source>Database kind</source>
        <translation>数据库类型</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>数据库文件</translation>
    </message>
    <message>
        <source>Choose database file</source>
        <translation>选择数据库文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>保存在系统密钥环中，绝不会保存在设置文件中。</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Refuse statements that change data or schema. Clear it only for databases you mean to modify.</source>
        <translation>拒绝更改数据或模式的语句。仅对你打算修改的数据库取消勾选。</translation>
    </message>
    <message>
        <source>Search path</source>
        <translation>搜索路径</translation>
    </message>
    <message>
        <source>schema1, schema2</source>
        <translation>schema1, schema2</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>AI 助手</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>Schema and SQL only, no row data</source>
        <translation>仅模式和 SQL，不含行数据</translation>
    </message>
    <message>
        <source>Disabled for this source</source>
        <translation>对此数据源禁用</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>正在测试</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>对话框按钮</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Search path:</source>
        <translation>搜索路径(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;AI assistant:</source>
        <translation>AI 助手(&amp;A)：</translation>
    </message>
    <message>
        <source>Edit Data Source</source>
        <translation>编辑数据源</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>请输入服务器的主机名。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Enter a name for the source.</source>
        <translation>请输入数据源的名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>“%1”不是有效的名称：请使用字母、数字、“_”和“-”。</translation>
    </message>
    <message>
        <source>demo is the built-in sample database; choose another name.</source>
        <extracomment>&quot;demo&quot; is the name of the built-in source: keep it as it is</extracomment>
        <translation>demo 是内置的示例数据库；请选择其他名称。</translation>
    </message>
    <message>
        <source>A source named &quot;%1&quot; exists already.</source>
        <translation>名为“%1”的数据源已存在。</translation>
    </message>
    <message>
        <source>Storing the password…</source>
        <translation>正在存储密码…</translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation>无法存储密码：%1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Encrypted connection (TLS)</source>
        <translation>加密连接（TLS）</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConnectionWorker</name>
    <message>
        <source>The Qt SQL driver %1 is not installed</source>
        <translation>未安装 Qt SQL 驱动 %1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>The database is not open</source>
        <translation>数据库未打开</translation>
    </message>
    <message>
        <source>The rest of this result is no longer available</source>
        <translation>此结果的其余部分已不可用</translation>
    </message>
    <message>
        <source>The database server cannot be reached: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>无法连接到数据库服务器：%1</translation>
    </message>
    <message>
        <source>The connection to the database server was lost: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>与数据库服务器的连接已断开：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Console</name>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Conversation</name>
    <message>
        <source>Not a readable conversation: %1</source>
        <translation>不是可读取的对话：%1</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <source>%1 has no role</source>
        <translation>%1 没有角色</translation>
    </message>
    <message>
        <source>%1: content is not text</source>
        <translation>%1：content 不是文本</translation>
    </message>
    <message>
        <source>%1: statement is not text</source>
        <translation>%1：statement 不是文本</translation>
    </message>
    <message>
        <source>%1: variables is not a list</source>
        <translation>%1：variables 不是列表</translation>
    </message>
    <message>
        <source>%1: timestamp is not an ISO 8601 time</source>
        <translation>%1：timestamp 不是 ISO 8601 时间</translation>
    </message>
    <message>
        <source>the format is not &quot;%1&quot;</source>
        <translation>格式不是“%1”</translation>
    </message>
    <message>
        <source>the version is missing or not a whole number</source>
        <translation>版本缺失或不是整数</translation>
    </message>
    <message>
        <source>The conversation was written by a newer version of Nelumbo (format version %1; this version reads up to %2).</source>
        <translation>该对话由更新版本的 Nelumbo 写入（格式版本 %1；此版本最高只能读取 %2）。</translation>
    </message>
    <message>
        <source>messages is not a list</source>
        <translation>messages 不是列表</translation>
    </message>
    <message>
        <source>tables_analyzed is not a list</source>
        <translation>tables_analyzed 不是列表</translation>
    </message>
    <message>
        <source>tables_analyzed holds something that is not a name</source>
        <translation>tables_analyzed 中包含不是名称的内容</translation>
    </message>
    <message>
        <source>source_context is not an object</source>
        <translation>source_context 不是对象</translation>
    </message>
    <message>
        <source>generation_count is not a count</source>
        <translation>generation_count 不是计数值</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time</source>
        <translation>%1 不是 ISO 8601 时间</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1（位于偏移量 %2）</translation>
    </message>
    <message>
        <source>the top level is not an object</source>
        <translation>顶层不是对象</translation>
    </message>
    <message>
        <source>The conversation file %1 does not exist.</source>
        <translation>对话文件 %1 不存在。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: another program keeps it locked</source>
        <translation>无法写入 %1：另一个程序锁定了它</translation>
    </message>
</context>
<context>
    <name>nelumbo::ConversationStore</name>
    <message>
        <source>Cannot create the folder %1 for conversations.</source>
        <translation>无法为对话创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>无法将 %1 重命名为 %2。</translation>
    </message>
</context>
<context>
    <name>nelumbo::CsvPrinter</name>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>（仅显示前 %n 行；还有更多）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseAdapter</name>
    <message>
        <source>%1 cannot make a session read-only</source>
        <translation>%1 无法将会话设为只读</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>没有表 %1</translation>
    </message>
    <message>
        <source>%1 cannot check a statement without running it</source>
        <translation>%1 无法在不运行的情况下检查语句</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 没有查询计划</translation>
    </message>
    <message>
        <source>%1 cannot prepare %2 statements for analysis</source>
        <translation>%1 无法为分析准备 %2 语句</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: expected %2://user@host:port/database</source>
        <translation>“%1”不是服务器 URL：应为 %2://user@host:port/database</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>a list of alternatives: %1 is &quot;a, b&quot;, %2 the last one</extracomment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>%1 cannot list the values of a column</source>
        <translation>%1 无法列出列的值</translation>
    </message>
</context>
<context>
    <name>nelumbo::DatabaseFileFilter</name>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Database File</source>
        <translation>打开数据库文件</translation>
    </message>
</context>
<context>
    <name>nelumbo::DemoDatabase</name>
    <message>
        <source>Cannot create the folder %1 for the demo database</source>
        <translation>无法为演示数据库创建文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot copy the demo database to %1</source>
        <translation>无法将演示数据库复制到 %1</translation>
    </message>
    <message>
        <source>Cannot move the demo database into place at %1</source>
        <translation>无法将演示数据库移动到 %1</translation>
    </message>
    <message>
        <source>Welcome to Nelumbo. This is Chinook, a sample music store.</source>
        <translation>欢迎使用 Nelumbo。这是 Chinook，一个示例音乐商店数据库。</translation>
    </message>
    <message>
        <source>Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.</source>
        <translation>Ctrl+Enter 运行光标处的语句；Ctrl+Shift+Enter 运行整个标签页。</translation>
    </message>
</context>
<context>
    <name>nelumbo::DiffDialog</name>
    <message>
        <source>Replace Query</source>
        <translation>替换查询</translation>
    </message>
    <message>
        <source>Replace the query</source>
        <translation>替换查询</translation>
    </message>
    <message>
        <source>Changes to the query</source>
        <translation>查询的更改</translation>
    </message>
    <message>
        <source>Changes to the variables</source>
        <translation>变量的更改</translation>
    </message>
    <message>
        <source>Apply &amp;Variables</source>
        <translation>应用变量(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The variables change too:
</source>
        <translation>变量也有更改：
</translation>
    </message>
    <message>
        <source>The editor already holds this statement; nothing changes.</source>
        <translation>编辑器中已经是此语句；没有任何更改。</translation>
    </message>
    <message>
        <source>Only the variables change: %1. The statement stays as it is.</source>
        <extracomment>%1 lists the names of variables</extracomment>
        <translation>只有变量发生更改：%1。语句保持不变。</translation>
    </message>
    <message>
        <source>Replacing the query: %1, %2.</source>
        <extracomment>%1 is &quot;N lines removed&quot;, %2 &quot;N lines added&quot;</extracomment>
        <translation>替换查询：%1，%2。</translation>
    </message>
    <message>
        <source>The texts differ too much to match lines one by one.</source>
        <translation>文本差异过大，无法逐行匹配。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings the old text back.</source>
        <translation>撤销（Ctrl+Z）可恢复原来的文本。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines removed</source>
        <translation>
            <numerusform>删除了 %Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines added</source>
        <translation>
            <numerusform>添加了 %Ln 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::EditorTab</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Nothing to run</source>
        <translation>没有可运行的内容</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Statement %1 not run: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 why it did not run</extracomment>
        <translation>语句 %1 未运行：%2</translation>
    </message>
    <message>
        <source>Result %1</source>
        <extracomment>The title of the results of one statement; %1 counts them in a run</extracomment>
        <translation>结果 %1</translation>
    </message>
    <message>
        <source>Statement %1 cancelled after %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>语句 %1 在 %2 后被取消</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Statement %1 failed: %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 the database&apos;s message</extracomment>
        <translation>语句 %1 执行失败：%2</translation>
    </message>
    <message numerus="yes">
        <source>Statement %1: %2 rows affected in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 a row count, %3 a duration</extracomment>
        <translation>
            <numerusform>语句 %1：影响了 %2 行，用时 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 done in %2</source>
        <extracomment>%1 is the number of the statement in the run, %2 a duration</extracomment>
        <translation>语句 %1 已完成，用时 %2</translation>
    </message>
    <message>
        <source>Done · %1</source>
        <extracomment>%1 is a duration</extracomment>
        <translation>完成 · %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1: first %2 in %3, more available</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>语句 %1：前 %2，用时 %3，还有更多</translation>
    </message>
    <message>
        <source>Statement %1: %2 in %3</source>
        <extracomment>%1 is the number of the statement in the run, %2 &quot;N rows&quot;, %3 a duration</extracomment>
        <translation>语句 %1：%2，用时 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, more available</source>
        <translation>
            <numerusform>%1 行，还有更多</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows, fetching stopped</source>
        <translation>
            <numerusform>%1 行，已停止获取</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sorted in the database: %1</source>
        <extracomment>%1 is why the statement could not be sorted in the database</extracomment>
        <translation>未在数据库中排序：%1</translation>
    </message>
    <message>
        <source>Sorting in the database failed: %1</source>
        <extracomment>%1 is the database&apos;s message</extracomment>
        <translation>在数据库中排序失败：%1</translation>
    </message>
    <message>
        <source>An export of this tab&apos;s result is running</source>
        <translation>正在导出此标签页的结果</translation>
    </message>
    <message>
        <source>Choose the result to export</source>
        <translation>请选择要导出的结果</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>请先运行查询：没有可导出的结果</translation>
    </message>
    <message>
        <source>This result has no statement to run again</source>
        <translation>此结果没有可重新运行的语句</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows exported to %2</source>
        <extracomment>%1 is a number of rows, %2 a file path</extracomment>
        <translation>
            <numerusform>已将 %1 行导出到 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation>已取消导出；未写入文件</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <extracomment>%1 is why the export failed</extracomment>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>%1 was not written.

%2</source>
        <extracomment>%1 is a file path, %2 why the export failed</extracomment>
        <translation>未写入 %1。

%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalCommand</name>
    <message>
        <source>Measure the assistant&apos;s accuracy on a question set (AI)</source>
        <translation>用一组问题衡量助手的准确率（AI）</translation>
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
        <translation>用法: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]
       nelumbo-cli eval compare A.jsonl B.jsonl

让每个问题经过与“generate”相同的生成流程（工具、验证、修正），在问题的数据源上以只读方式
执行生成的语句和标准语句并为回答评分：exact（行相同；仅当标准语句排序时才比较顺序）、
subset（标准列都在生成的列中，行相同）、wrong、invalid、refused、error 或 timeout。
标准语句从不发送给模型。按数据库和类别输出摘要。

选项:
      --questions FILE     CSV（question,query,db_name,query_category,instructions）或
                           JSON Lines（{&quot;question&quot;, &quot;gold&quot;, &quot;db&quot;, &quot;category&quot;}）。必需。
      --source-for DB=SRC  数据库 DB 的数据源（名称或 URL）；可重复。没有数据源的
                           数据库的问题会被跳过。
      --results FILE       每个问题写一行 JSON。
      --resume             从结果文件中断处继续。
      --concurrency N      同时处理的问题数（默认 1）。
      --limit N            只处理前 N 个问题。
      --category NAME      只处理此类别；可重复。
      --max-cost USD       不开始可能使花费超过 USD 的问题。
      --timeout SECONDS    每个问题（默认 120；0：不限）。
      --report FILE        将摘要和每个问题写成 HTML 页面。
  -h, --help               显示此帮助。

退出状态：0 运行完成，1 错误，2 用法错误，3 因 --max-cost 停止。
</translation>
    </message>
    <message>
        <source>eval needs --questions FILE and --source-for DB=SRC; see &apos;nelumbo-cli eval --help&apos;</source>
        <translation>eval 需要 --questions FILE 和 --source-for DB=SRC；参见“nelumbo-cli eval --help”</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
    <message>
        <source>%1 already holds results: add --resume to continue it, or remove it</source>
        <translation>%1 已有结果：添加 --resume 继续，或删除该文件</translation>
    </message>
    <message numerus="yes">
        <source>skipped %n question(s) of database &quot;%1&quot;: no --source-for</source>
        <translation>
            <numerusform>已跳过数据库“%1”的 %n 个问题：没有 --source-for</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 questions, %3% correct, %4 USD</source>
        <translation>%1/%2 个问题，正确 %3%，%4 USD</translation>
    </message>
    <message>
        <source>Evaluation of %1 on %2</source>
        <translation>%1 在 %2 上的评估</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>stopped: the next question could pass --max-cost %1 USD (spent %2 USD)</source>
        <translation>已停止：下一个问题可能超过 --max-cost %1 USD（已花费 %2 USD）</translation>
    </message>
    <message>
        <source>eval compare needs two results files</source>
        <translation>eval compare 需要两个结果文件</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) changed verdict; correct %1% -&gt; %2%</source>
        <translation>
            <numerusform>%n 个问题的判定发生变化；正确率 %1% -&gt; %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>--max-cost needs the price of %1: add it to prices in the [ai] section of the configuration</source>
        <translation>--max-cost 需要 %1 的价格：请将其添加到配置中 [ai] 部分的 prices</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalQuestionFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The question file has no column &quot;%1&quot;</source>
        <translation>问题文件没有“%1”列</translation>
    </message>
    <message>
        <source>Line %1 of the question file is not a JSON object</source>
        <translation>问题文件第 %1 行不是 JSON 对象</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalReport</name>
    <message>
        <source>Gold result</source>
        <translation>标准结果</translation>
    </message>
    <message>
        <source>Generated result</source>
        <translation>生成的结果</translation>
    </message>
    <message>
        <source>database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>标准答案</translation>
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
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::EvalRunner</name>
    <message>
        <source>No answer within %1 s</source>
        <translation>%1 秒内没有回答</translation>
    </message>
    <message>
        <source>More than %1 rows</source>
        <translation>超过 %1 行</translation>
    </message>
    <message>
        <source>The gold statement failed: %1</source>
        <translation>标准语句执行失败：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainCommand</name>
    <message>
        <source>Explain a statement or part of it in plain words (AI)</source>
        <translation>用通俗的语言解释语句或其中一部分（AI）</translation>
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
        <translation>用法：nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT

请已配置的模型解释 STATEMENT，或只解释通过 --fragment 给出的部分
（整条语句会作为上下文一并发送）。以 JSON 格式打印：
explanation、model 和 usage。

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
      --fragment TEXT  要解释的语句部分。
  -h, --help           显示此帮助。

退出状态：0 已解释，1 已打印错误对象，2 用法错误。
</translation>
    </message>
    <message>
        <source>explain needs one STATEMENT argument</source>
        <translation>explain 需要一个 STATEMENT 参数</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPlanCommand</name>
    <message>
        <source>Show the database&apos;s plan for a statement as a tree, without AI</source>
        <translation>以树形显示数据库为语句生成的查询计划，不使用 AI</translation>
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
        <translation>用法：nelumbo-cli explain-plan --source SRC [--format table|json] [--] STATEMENT

向 SRC 的数据库请求 STATEMENT 的查询计划（不运行该语句），将其读入窗口中显示的
计划树，并为每个步骤打印一行：操作、读取的表、估计行数、成本，以及是否为高开销
（至少占计划成本的 30%，或为 1,000 行以上的全表扫描）。
--format json 打印解析后的树（type、relation、rows、startup_cost、
total_cost、detail、full_scan、expensive、children）以及数据库自身的
计划文本。可见性规则同样适用；{{variables}} 按 NULL 生成计划。

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
      --format FORMAT  table（默认）或 json。
  -h, --help           显示此帮助。

退出状态：0 已打印，1 没有计划（该数据源不支持查询计划，或数据库
拒绝了该语句），2 用法错误。
</translation>
    </message>
    <message>
        <source>--format is table or json</source>
        <translation>--format 只能是 table 或 json</translation>
    </message>
    <message>
        <source>explain-plan needs --source SRC and one STATEMENT</source>
        <translation>explain-plan 需要 --source SRC 和一个 STATEMENT</translation>
    </message>
    <message>
        <source>%1 has no query plans, so &quot;%2&quot; cannot show one</source>
        <extracomment>%1 is the kind of database (Redis), %2 the source&apos;s name</extracomment>
        <translation>%1 没有查询计划，因此无法显示“%2”的计划</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>expensive</source>
        <translation>高开销</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExplainPopup</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Waiting for the explanation</source>
        <translation>正在等待解释</translation>
    </message>
    <message>
        <source>Explanation text</source>
        <translation>解释文本</translation>
    </message>
    <message>
        <source>Copy the explanation as Markdown</source>
        <translation>以 Markdown 格式复制解释</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>关闭解释</translation>
    </message>
    <message>
        <source>Explaining the query…</source>
        <translation>正在解释查询…</translation>
    </message>
    <message>
        <source>Explaining the selection…</source>
        <translation>正在解释所选内容…</translation>
    </message>
    <message>
        <source>Explanation of the query</source>
        <translation>查询的解释</translation>
    </message>
    <message>
        <source>Explanation of the selection</source>
        <translation>所选内容的解释</translation>
    </message>
    <message>
        <source>No explanation</source>
        <translation>无解释</translation>
    </message>
    <message>
        <source>The explanation failed: %1</source>
        <translation>解释失败：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportDialog</name>
    <message>
        <source>CSV and TSV</source>
        <translation>CSV 和 TSV</translation>
    </message>
    <message>
        <source>First line with the column names</source>
        <translation>首行为列名</translation>
    </message>
    <message>
        <source>SQL INSERT</source>
        <translation>SQL INSERT</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>CSV (comma-separated values)</source>
        <translation>CSV（逗号分隔值）</translation>
    </message>
    <message>
        <source>TSV (tab-separated values)</source>
        <translation>TSV（制表符分隔值）</translation>
    </message>
    <message>
        <source>JSON (an array of objects)</source>
        <translation>JSON（对象数组）</translation>
    </message>
    <message>
        <source>NDJSON (one object per line)</source>
        <translation>NDJSON（每行一个对象）</translation>
    </message>
    <message>
        <source>SQL INSERT statements</source>
        <translation>SQL INSERT 语句</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Markdown 表格</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Excel 工作簿（XLSX）</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>逗号 ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>分号 ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>Pipe ( | )</source>
        <translation>竖线 ( | )</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>其他：</translation>
    </message>
    <message>
        <source>Other delimiter</source>
        <translation>其他分隔符</translation>
    </message>
    <message>
        <source>Only where needed</source>
        <translation>仅在需要时</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>所有值</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with byte order mark (for Excel)</source>
        <translation>带字节顺序标记的 UTF-8（适用于 Excel）</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>分隔符(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>引号(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <source>schema.table</source>
        <translation>模式.表</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>表(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>The statement runs again, read-only, and every row of its result is written, not only the rows loaded in the grid.</source>
        <translation>将以只读方式重新运行该语句，并写入其结果的所有行，而不仅是表格中已加载的行。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file.</source>
        <translation>%1 是文件夹；请选择文件。</translation>
    </message>
    <message>
        <source>Give the table the INSERT statements insert into.</source>
        <translation>请指定 INSERT 语句要插入的表。</translation>
    </message>
    <message>
        <source>Type the delimiter.</source>
        <translation>请输入分隔符。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>A file chooser&apos;s filter: %1 the format&apos;s name, %2 its file name extension</extracomment>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>nelumbo::ExportWriter</name>
    <message>
        <source>INSERT statements need the name of the table to insert into</source>
        <translation>INSERT 语句需要要插入的表的名称</translation>
    </message>
    <message>
        <source>INSERT statements need the source&apos;s language</source>
        <translation>INSERT 语句需要数据源的语言</translation>
    </message>
    <message>
        <source>%1 is not a text format</source>
        <translation>%1 不是文本格式</translation>
    </message>
</context>
<context>
    <name>nelumbo::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>全字匹配</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Find text</source>
        <translation>查找文本</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>替换文本</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>查找上一个（Shift+F3）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>查找下一个（F3）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>替换此匹配项并查找下一个</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Replace every match in one undo step</source>
        <translation>替换所有匹配项（可一步撤销）</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replaced</source>
        <extracomment>How many matches were replaced</extracomment>
        <translation>
            <numerusform>已替换 %Ln 处</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::FormatCommand</name>
    <message>
        <source>Format a statement or script: one clause per line, keywords in one case</source>
        <translation>格式化语句或脚本：每行一个子句，关键字大小写统一</translation>
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
        <translation>用法：nelumbo-cli format [--keyword-case upper|lower|keep]
                         [--language LANGUAGE | --source SRC] [--] STATEMENT
      nelumbo-cli format [OPTIONS] -f FILE

按每行一个子句的版式打印 STATEMENT（或 FILE 中的每条语句），选择列表、连接
和条件会缩进，子查询会嵌套。只改变空白和关键字的大小写：注释、字符串、带引号
的名称、{{name}} 和 [[ ... ]] 完全保持原样，且再次格式化输出不会产生任何变化。
含有未结束的引号或注释的文本不会被格式化。
不会打开数据库。

选项：
      --keyword-case CASE  upper、lower 或 keep（保持原样）。默认值：设置项
                           editor/format_keyword_case（upper）。
      --language LANGUAGE  查询语言（sql:postgres、sql:mysql、sql:sqlite，
                           或 postgres 等 URL 协议）。
      --source SRC         使用某个数据源的方言（名称、demo 或 URL）。
  -f, --file FILE          从 FILE（UTF-8）读取文本。
  -h, --help               显示此帮助。

未指定 --language 或 --source 时，文本按标准 SQL 读取。

退出状态：0 已格式化，1 无法格式化该文本，2 用法错误。
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; known: %2</source>
        <extracomment>%1 is the language given, %2 a list of the known ones</extracomment>
        <translation>未知语言“%1”；已知语言：%2</translation>
    </message>
    <message>
        <source>format needs one STATEMENT or -f FILE</source>
        <translation>format 需要一个 STATEMENT 或 -f FILE</translation>
    </message>
    <message>
        <source>give --language or --source, not both</source>
        <translation>请指定 --language 或 --source，不能同时指定</translation>
    </message>
    <message>
        <source>--keyword-case is upper, lower or keep, not &quot;%1&quot;</source>
        <extracomment>upper, lower and keep are the option&apos;s values, not to be translated</extracomment>
        <translation>--keyword-case 只能是 upper、lower 或 keep，而不是“%1”</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeminiFormat</name>
    <message>
        <source>The model wrote a function call that is not valid (%1).</source>
        <translation>模型编写的函数调用无效（%1）。</translation>
    </message>
    <message>
        <source>The reply has no candidates.</source>
        <translation>回复中没有候选结果。</translation>
    </message>
</context>
<context>
    <name>nelumbo::GeneralSettingsPage</name>
    <message>
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the name of the language the system asks for, written in that language</extracomment>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>The new language is used when Nelumbo is started again.</source>
        <translation>新语言将在重新启动 Nelumbo 后生效。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>无法将设置写入 %1。</translation>
    </message>
    <message>
        <source>Show &amp;completions while typing</source>
        <translation>输入时显示补全(&amp;C)</translation>
    </message>
    <message>
        <source>Open the completion list after a short pause after a dot or two letters of a name. Ctrl+Space opens it either way.</source>
        <translation>在输入点号或名称的两个字母后稍作停顿，即打开补全列表。无论是否勾选，Ctrl+Space 都可以打开补全列表。</translation>
    </message>
    <message>
        <source>Editor:</source>
        <translation>编辑器：</translation>
    </message>
</context>
<context>
    <name>nelumbo::GenerateCommand</name>
    <message>
        <source>Write a statement from a request in plain words (AI)</source>
        <translation>根据通俗的描述编写语句（AI）</translation>
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
        <translation>用法：nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]
                            [--conversation FILE] [--allow-writes]

请已配置的模型（参见“nelumbo-cli ai”）生成一条语句。模型通过工具查看数据源中
可见的表和值；语句经过验证后以 JSON 格式打印：statement、variables、model、
usage、cost 以及工具调用记录。

选项：
      --source SRC         数据源名称、demo 或 URL。必需。
      --prompt TEXT        语句应完成的任务。必需。
      --current STATEMENT  要改进的语句。
      --conversation FILE  先前的对话轮次，读取后用本轮对话更新。
      --allow-writes       允许更改数据的语句。
  -h, --help               显示此帮助。

退出状态：0 已生成，1 已打印错误对象，2 用法错误。
</translation>
    </message>
    <message>
        <source>generate needs --prompt TEXT and no other arguments</source>
        <translation>generate 需要 --prompt TEXT，且不接受其他参数</translation>
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
        <translation>搜索从应用中运行以及通过“run --history”运行的语句</translation>
    </message>
    <message>
        <source>Only statements run on the source named S (its name, or the URL without password for a source given as a URL).</source>
        <translation>仅显示在名为 S 的数据源上运行的语句（S 为数据源名称；对于以 URL 指定的数据源，则为不含密码的 URL）。</translation>
    </message>
    <message>
        <source>Only statements whose text holds TEXT (ASCII letters in any case).</source>
        <translation>仅显示文本中包含 TEXT 的语句（ASCII 字母不区分大小写）。</translation>
    </message>
    <message>
        <source>Only statements that failed or were cancelled.</source>
        <translation>仅显示执行失败或被取消的语句。</translation>
    </message>
    <message>
        <source>Only statements that succeeded.</source>
        <translation>仅显示执行成功的语句。</translation>
    </message>
    <message>
        <source>Show the N newest at most; 0 shows all. Default: 50.</source>
        <translation>最多显示最新的 N 条；0 表示全部显示。默认值：50。</translation>
    </message>
    <message>
        <source>table (the default) or json.</source>
        <translation>table（默认）或 json。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                           [--limit N] [--format table|json]

</source>
        <translation>用法：nelumbo-cli history [--source S] [--search TEXT] [--failed|--succeeded]
                          [--limit N] [--format table|json]

</translation>
    </message>
    <message>
        <source>The query history: every statement run from the app&apos;s window, and those of &apos;nelumbo-cli run --history&apos;, with its source, query language, start time, duration, rows and outcome, newest first. It is kept in history.sqlite in your data folder (history/file in the config file), bounded by history/max_entries (10000) and history/max_days; history/enabled = false turns it off, and a source configured history = off is never recorded (docs/CONFIG.md).</source>
        <translation>查询历史记录：从应用窗口中运行的每条语句，以及通过“nelumbo-cli run --history”运行的语句，包括其数据源、查询语言、开始时间、耗时、行数和结果，最新的排在前面。历史记录保存在数据文件夹中的 history.sqlite 中（配置文件中的 history/file），其大小受 history/max_entries（10000）和 history/max_days 限制；history/enabled = false 可将其关闭，配置为 history = off 的数据源永远不会被记录（docs/CONFIG.md）。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>One line per statement: id, start time (UTC), source, duration, rows, outcome and the statement on one line, cut at 60 characters.</source>
        <translation>每条语句一行：ID、开始时间（UTC）、数据源、耗时、行数、结果，以及合并为一行并截断为 60 个字符的语句。</translation>
    </message>
    <message>
        <source>An array of {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;}; outcome is succeeded or failed, rows null when unknown.</source>
        <translation>由 {&quot;id&quot;, &quot;statement&quot;, &quot;source&quot;, &quot;language&quot;, &quot;started&quot;, &quot;duration_ms&quot;, &quot;rows&quot;, &quot;outcome&quot;, &quot;error&quot;} 组成的数组；outcome 为 succeeded 或 failed，行数未知时 rows 为 null。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: the history cannot be read</source>
        <translation>运行时错误：无法读取历史记录</translation>
    </message>
    <message>
        <source>usage error: unknown option, bad --limit or --format</source>
        <translation>用法错误：未知选项、--limit 或 --format 无效</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数“%1”</translation>
    </message>
    <message>
        <source>give --failed or --succeeded, not both</source>
        <translation>请指定 --failed 或 --succeeded，不能同时指定</translation>
    </message>
    <message>
        <source>--limit needs a whole number, 0 or more, not &quot;%1&quot;</source>
        <translation>--limit 需要一个大于或等于 0 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>未知的 --format“%1”：请使用 table 或 json</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>STARTED</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>STATEMENT</source>
        <translation>语句</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli history --help&apos; for more information.</source>
        <translation>运行“nelumbo-cli history --help”以获取更多信息。</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryDock</name>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>Every statement run, newest first (%1)</source>
        <translation>运行过的每条语句，最新的排在前面（%1）</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryPanel</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds</extracomment>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>搜索历史记录</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>所有数据源</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>执行结果</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Query history</source>
        <translation>查询历史记录</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Put the statement in the current tab, in place of its text</source>
        <translation>将该语句放入当前标签页，替换其中的文本</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>在新标签页中打开</translation>
    </message>
    <message>
        <source>Open the statement in a new tab (Enter)</source>
        <translation>在新标签页中打开该语句（Enter）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save to Library…</source>
        <translation>保存到查询库…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected entries from the history (Delete)</source>
        <translation>从历史记录中删除所选条目（Delete）</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 行</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>No statement in the history matches</source>
        <translation>历史记录中没有匹配的语句</translation>
    </message>
    <message>
        <source>No statements run yet: every statement you run is kept here</source>
        <translation>尚未运行任何语句：你运行的每条语句都会保存在这里</translation>
    </message>
</context>
<context>
    <name>nelumbo::HistoryStore</name>
    <message>
        <source>The query history failed: %1</source>
        <translation>查询历史记录出错：%1</translation>
    </message>
    <message>
        <source>The query history was written by a newer Nelumbo (format %1)</source>
        <translation>查询历史记录由更新版本的 Nelumbo 写入（格式 %1）</translation>
    </message>
</context>
<context>
    <name>nelumbo::JsonStreamDecoder</name>
    <message>
        <source>The reply stopped before its end.</source>
        <translation>回复在结束前中断。</translation>
    </message>
    <message>
        <source>A streamed event is not valid JSON.</source>
        <translation>流式事件不是有效的 JSON。</translation>
    </message>
    <message>
        <source>A streamed line is not valid JSON.</source>
        <translation>流式数据行不是有效的 JSON。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LazyLibrary</name>
    <message>
        <source>%1 needs the library %2, which could not be loaded: %3</source>
        <translation>%1 需要库 %2，但无法加载：%3</translation>
    </message>
</context>
<context>
    <name>nelumbo::LexerFactory</name>
    <message>
        <source>QScintilla %1 SQL lexer</source>
        <extracomment>The highlighting in the About box; %1 is QScintilla&apos;s version</extracomment>
        <translation>QScintilla %1 SQL 词法分析器</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmCall</name>
    <message>
        <source>No connection within %1 s.</source>
        <translation>%1 秒内未能建立连接。</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 s.</source>
        <translation>%1 秒内未收到任何数据。</translation>
    </message>
    <message>
        <source>No complete answer within %1 s.</source>
        <translation>%1 秒内未收到完整回答。</translation>
    </message>
    <message numerus="yes">
        <source>(%n attempts)</source>
        <translation>
            <numerusform>（已尝试 %n 次）</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was closed before an answer came.</source>
        <translation>在收到回答之前连接已关闭。</translation>
    </message>
    <message>
        <source>It asked to wait %1 s before trying again, longer than the %2 s allowed (ai/retry_max_delay_ms).</source>
        <translation>提供商要求等待 %1 秒后再重试，超过了允许的 %2 秒（ai/retry_max_delay_ms）。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmClient</name>
    <message>
        <source>It has no endpoint that lists models; type the model (or deployment) name.</source>
        <translation>该提供商没有列出模型的接口；请输入模型（或部署）名称。</translation>
    </message>
    <message>
        <source>It pointed to %1; if that is the right server, make it the base URL.</source>
        <translation>它指向 %1；如果那是正确的服务器，请将其设为基础 URL。</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>（上限：%1）</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmError</name>
    <message>
        <source>The AI provider</source>
        <translation>AI 提供商</translation>
    </message>
    <message>
        <source>The AI assistant is not configured: choose a provider and model in the settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).</source>
        <translation>AI 助手尚未配置：请在设置中选择提供商和模型，或设置 NELUMBO_AI_MODEL（例如 openai:gpt-4o）。</translation>
    </message>
    <message>
        <source>No API key for %1.</source>
        <translation>没有 %1 的 API 密钥。</translation>
    </message>
    <message>
        <source>%1 refused the API key.</source>
        <translation>%1 拒绝了该 API 密钥。</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate; try again shortly.</source>
        <translation>%1 正在限制请求频率，请稍后重试。</translation>
    </message>
    <message>
        <source>The quota or credit of this %1 account is used up.</source>
        <translation>此 %1 账户的配额或额度已用完。</translation>
    </message>
    <message>
        <source>%1 does not know this model, or this key may not use it.</source>
        <translation>%1 无法识别此模型，或此密钥无权使用该模型。</translation>
    </message>
    <message>
        <source>The conversation is too long for the model&apos;s context window.</source>
        <translation>对话过长，超出了模型的上下文窗口。</translation>
    </message>
    <message>
        <source>%1 rejected the request.</source>
        <translation>%1 拒绝了该请求。</translation>
    </message>
    <message>
        <source>%1 had a server error.</source>
        <translation>%1 发生服务器错误。</translation>
    </message>
    <message>
        <source>%1 cannot be reached.</source>
        <translation>无法访问 %1。</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 未能及时回答。</translation>
    </message>
    <message>
        <source>%1 sent a reply that cannot be read.</source>
        <translation>%1 发送的回复无法读取。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>%1 redirected the request to another host; it was not followed, so the API key was not sent there.</source>
        <translation>%1 将请求重定向到了另一台主机；未跟随该重定向，因此 API 密钥没有发送到那里。</translation>
    </message>
    <message>
        <source>%1 sent a reply larger than allowed; it was stopped.</source>
        <translation>%1 发送的回复超过了允许的大小；已停止接收。</translation>
    </message>
</context>
<context>
    <name>nelumbo::LlmWireFormat</name>
    <message>
        <source>The reply is not valid JSON.</source>
        <translation>回复不是有效的 JSON。</translation>
    </message>
    <message>
        <source>(HTTP %1)</source>
        <translation>（HTTP %1）</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>提供商返回：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::LocalServersPanel</name>
    <message>
        <source>&amp;Look Again</source>
        <translation>重新查找(&amp;L)</translation>
    </message>
    <message>
        <source>Model servers on this machine</source>
        <translation>本机上的模型服务器</translation>
    </message>
    <message>
        <source>Look again for model servers on this machine</source>
        <translation>重新查找本机上的模型服务器</translation>
    </message>
    <message>
        <source>No model server is running on this machine (Ollama on port %1, LM Studio on %2, llama.cpp on %3).</source>
        <extracomment>%1, %2 and %3 are port numbers</extracomment>
        <translation>本机上没有正在运行的模型服务器（Ollama 端口 %1，LM Studio 端口 %2，llama.cpp 端口 %3）。</translation>
    </message>
    <message>
        <source>Looking for model servers on this machine…</source>
        <translation>正在查找本机上的模型服务器…</translation>
    </message>
    <message>
        <source>%1 is running on this machine.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>%1 正在本机上运行。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Use %1 on this machine</source>
        <translation>使用本机上的 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is running on this machine, with %Ln models.</source>
        <extracomment>%1 is the name of a model server such as Ollama</extracomment>
        <translation>
            <numerusform>%1 正在本机上运行，有 %Ln 个模型。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::MainWindow</name>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>解释所选内容(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Explain Query</source>
        <translation>解释查询(&amp;E)</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Nothing to explain: the query is empty</source>
        <translation>没有可解释的内容：查询为空</translation>
    </message>
    <message>
        <source>Nothing to optimise: the query is empty</source>
        <translation>没有可优化的内容：查询为空</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>&amp;Chat Panel</source>
        <translation>聊天面板(&amp;C)</translation>
    </message>
    <message>
        <source>Show or hide the chat with the assistant (%1)</source>
        <translation>显示或隐藏与助手的聊天（%1）</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>AI assistant</source>
        <translation>AI 助手</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>新建标签页(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>打开数据库(&amp;D)…</translation>
    </message>
    <message>
        <source>Open D&amp;emo Database</source>
        <translation>打开演示数据库(&amp;E)</translation>
    </message>
    <message>
        <source>Demo database</source>
        <translation>演示数据库</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>下一个窗格(&amp;P)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>上一个窗格(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Run Statement</source>
        <translation>运行语句(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>全部运行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Fetch All Rows</source>
        <translation>获取所有行(&amp;F)</translation>
    </message>
    <message>
        <source>Allow &amp;Writes</source>
        <translation>允许写入(&amp;W)</translation>
    </message>
    <message>
        <source>Let statements change data on this database (asks first; off again when you switch databases)</source>
        <translation>允许语句更改此数据库中的数据（会先询问；切换数据库后自动关闭）</translation>
    </message>
    <message>
        <source>Refresh &amp;Schema</source>
        <translation>刷新模式(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;About Nelumbo</source>
        <translation>关于 Nelumbo(&amp;A)</translation>
    </message>
    <message>
        <source>About Nelumbo</source>
        <translation>关于 Nelumbo</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;A query editor with an AI assistant.&lt;/p&gt;&lt;p&gt;Highlighting: %2&lt;/p&gt;&lt;p&gt;The demo database is Chinook (MIT licence).&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the component that highlights SQL</extracomment>
        <translation>&lt;h3&gt;Nelumbo %1&lt;/h3&gt;&lt;p&gt;带 AI 助手的查询编辑器。&lt;/p&gt;&lt;p&gt;语法高亮：%2&lt;/p&gt;&lt;p&gt;演示数据库为 Chinook（MIT 许可证）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>查询(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>助手(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>The data source the editor runs against</source>
        <translation>编辑器运行语句所针对的数据源</translation>
    </message>
    <message>
        <source>New tab</source>
        <translation>新建标签页</translation>
    </message>
    <message>
        <source>WRITES ALLOWED</source>
        <translation>已允许写入</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Statements can change data (Query → Allow Writes)</source>
        <translation>语句可以更改数据（查询 → 允许写入）</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused</source>
        <translation>可能更改任何内容的语句都会被拒绝</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1 is the model in use, such as openai:gpt-4o</extracomment>
        <translation>AI：%1</translation>
    </message>
    <message>
        <source>AI: not set up</source>
        <translation>AI：未配置</translation>
    </message>
    <message>
        <source>AI off</source>
        <translation>AI 已关闭</translation>
    </message>
    <message>
        <source>The AI assistant uses %1 (%2). Settings…</source>
        <extracomment>%1 is a model, %2 the AI provider</extracomment>
        <translation>AI 助手正在使用 %1（%2）。设置…</translation>
    </message>
    <message>
        <source>The AI assistant is off. Settings… to turn it on.</source>
        <translation>AI 助手已关闭。可在“设置…”中开启。</translation>
    </message>
    <message>
        <source>Cannot open the source: %1</source>
        <extracomment>%1 is why the source could not be opened</extracomment>
        <translation>无法打开数据源：%1</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; is configured read-only (read_only = true)</source>
        <extracomment>%1 is a source&apos;s name; &quot;read_only = true&quot; is a line of its configuration</extracomment>
        <translation>数据源“%1”已配置为只读（read_only = true）</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open SQL file</source>
        <translation>打开 SQL 文件</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>SQL 文件 (*.sql);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save SQL file</source>
        <translation>保存 SQL 文件</translation>
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
        <translation>新建数据源(&amp;R)…</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>替换(&amp;E)…</translation>
    </message>
    <message>
        <source>Recent Data&amp;bases</source>
        <translation>最近的数据库(&amp;B)</translation>
    </message>
    <message>
        <source>read-only (check only)</source>
        <translation>只读（仅检查）</translation>
    </message>
    <message>
        <source>Statements that could change anything are refused by Nelumbo&apos;s check alone: this source&apos;s user may write, so the server would not refuse them. A read-only user adds that protection (docs/CONFIG.md).</source>
        <translation>可能更改任何内容的语句仅由 Nelumbo 的检查拒绝：此数据源的用户可以写入，因此服务器不会拒绝它们。使用只读用户可增加这一层保护（docs/CONFIG.md）。</translation>
    </message>
    <message>
        <source>Value Vie&amp;wer</source>
        <translation>值查看器(&amp;W)</translation>
    </message>
    <message>
        <source>Explain &amp;Plan</source>
        <translation>显示查询计划(&amp;P)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>查询计划</translation>
    </message>
    <message>
        <source>Show the database&apos;s plan for the statement under the cursor</source>
        <translation>显示数据库为光标处语句生成的查询计划</translation>
    </message>
    <message>
        <source>the database session was closed</source>
        <translation>数据库会话已关闭</translation>
    </message>
    <message>
        <source>%1 has no query plans</source>
        <translation>%1 没有查询计划</translation>
    </message>
    <message>
        <source>F&amp;ormat Statement</source>
        <translation>格式化语句(&amp;O)</translation>
    </message>
    <message>
        <source>F&amp;ormat Selection</source>
        <translation>格式化所选内容(&amp;O)</translation>
    </message>
    <message>
        <source>Not formatted: %1</source>
        <translation>未格式化：%1</translation>
    </message>
    <message>
        <source>E&amp;xport Result…</source>
        <translation>导出结果(&amp;X)…</translation>
    </message>
    <message>
        <source>AI Suggestions</source>
        <extracomment>A tool bar toggle: the AI inline suggestions</extracomment>
        <translation>AI 建议</translation>
    </message>
    <message>
        <source>No tab is open</source>
        <translation>没有打开的标签页</translation>
    </message>
</context>
<context>
    <name>nelumbo::ModelString</name>
    <message>
        <source>The model &quot;%1&quot; is not of the form provider:model, such as openai:gpt-4o or ollama:qwen2.5-coder.</source>
        <translation>模型“%1”的格式不是 provider:model，例如 openai:gpt-4o 或 ollama:qwen2.5-coder。</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;; known providers: %2.</source>
        <translation>未知提供商“%1”；已知提供商：%2。</translation>
    </message>
</context>
<context>
    <name>nelumbo::MysqlAdapter</name>
    <message>
        <source>%1: &quot;%2&quot; is not a MySQL connection option (known: %3)</source>
        <translation>%1：“%2”不是 MySQL 连接选项（可用选项：%3）</translation>
    </message>
    <message>
        <source>%1: %2 must be a number of seconds</source>
        <translation>%1：%2 必须是秒数</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1：选项值不能包含 ;</translation>
    </message>
    <message>
        <source>The server did not take the session&apos;s read-only setting</source>
        <translation>服务器未接受会话的只读设置</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>没有表 %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>语句为空</translation>
    </message>
    <message>
        <source>MySQL cannot check this kind of statement without running it</source>
        <translation>MySQL 无法在不运行的情况下检查此类语句</translation>
    </message>
    <message>
        <source>The server did not say which tables the statement reads</source>
        <translation>服务器未告知该语句读取哪些表</translation>
    </message>
    <message>
        <source>The definition of view %1 cannot be read</source>
        <translation>无法读取视图 %1 的定义</translation>
    </message>
</context>
<context>
    <name>nelumbo::NamePattern</name>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>“%1”不是有效的正则表达式：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no table</source>
        <translation>“%1”未指定表</translation>
    </message>
</context>
<context>
    <name>nelumbo::Network</name>
    <message>
        <source>%1 is not the network plugin of this build of Nelumbo</source>
        <translation>%1 不是此版本 Nelumbo 的网络插件</translation>
    </message>
</context>
<context>
    <name>nelumbo::OfflineSource</name>
    <message>
        <source>No database adapter for source &quot;%1&quot;</source>
        <translation>数据源“%1”没有对应的数据库适配器</translation>
    </message>
</context>
<context>
    <name>nelumbo::OllamaFormat</name>
    <message>
        <source>The arguments of a tool call are not a valid JSON object.</source>
        <translation>工具调用的参数不是有效的 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>nelumbo::OpenAiChatFormat</name>
    <message>
        <source>The reply has no choices.</source>
        <translation>回复中没有 choices。</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizeCommand</name>
    <message>
        <source>Suggest how to make a statement faster (AI)</source>
        <translation>建议如何让语句运行得更快（AI）</translation>
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
        <translation>用法：nelumbo-cli optimize --source SRC STATEMENT

在可行时于数据源上为 STATEMENT 生成执行计划，并请已配置的模型给出建议；
没有执行计划时只做结构性审查。以 JSON 格式打印：suggestions
（type、impact、title、suggestion）、plan_used（无法生成计划时还有 plan_error）、
model 和 usage。

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
  -h, --help           显示此帮助。

退出状态：0 已回答，1 已打印错误对象，2 用法错误。
</translation>
    </message>
    <message>
        <source>optimize needs one STATEMENT argument</source>
        <translation>optimize 需要一个 STATEMENT 参数</translation>
    </message>
</context>
<context>
    <name>nelumbo::OptimizePanel</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and asks the assistant how to make it faster.</source>
        <translation>“优化查询”（Ctrl+Alt+O）会为光标处的语句生成执行计划，并询问助手如何让它运行得更快。</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>正在处理</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>计划状态</translation>
    </message>
    <message>
        <source>Planning the statement and asking the assistant for suggestions…</source>
        <translation>正在为语句生成执行计划并向助手请求建议…</translation>
    </message>
    <message>
        <source>Structural review, no plan.</source>
        <translation>结构性审查，无执行计划。</translation>
    </message>
    <message>
        <source>Structural review, no plan: %1</source>
        <translation>结构性审查，无执行计划：%1</translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>查询计划：%1，没有标记为高开销的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimisation cancelled.</source>
        <translation>优化已取消。</translation>
    </message>
    <message>
        <source>The optimisation failed: %1</source>
        <translation>优化失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln 个步骤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>查询计划：%1，其中 %Ln 个标记为高开销（粗体并带有警告标志）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggestions</source>
        <translation>
            <numerusform>%Ln 条建议</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PasswordPrompt</name>
    <message>
        <source>No keychain</source>
        <translation>没有密钥环</translation>
    </message>
    <message>
        <source>The password cannot be stored in the system keychain.</source>
        <translation>无法将密码存储在系统密钥环中。</translation>
    </message>
    <message>
        <source>%1

Store the password in plain text in %2, a file only you can read? Otherwise it is not stored, and Nelumbo asks for it each time you connect.</source>
        <extracomment>%1 is why the keychain failed, %2 the path of the file</extracomment>
        <translation>%1

是否将密码以明文形式存储在 %2 中（一个只有你能读取的文件）？否则将不存储密码，每次连接时 Nelumbo 都会询问密码。</translation>
    </message>
    <message>
        <source>Store in Plain Text</source>
        <translation>以明文存储</translation>
    </message>
    <message>
        <source>Don&apos;t Store</source>
        <translation>不存储</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <extracomment>%1 is the name of a data source</extracomment>
        <translation>%1 的密码：</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanPanel</name>
    <message>
        <source>Optimize with AI</source>
        <translation>使用 AI 优化</translation>
    </message>
    <message>
        <source>Plan status</source>
        <translation>计划状态</translation>
    </message>
    <message>
        <source>Explain Plan (Ctrl+E) shows the database&apos;s plan for the statement under the cursor, without running it.</source>
        <translation>“显示查询计划”（Ctrl+E）会显示数据库为光标处语句生成的查询计划，但不运行该语句。</translation>
    </message>
    <message>
        <source>Ask the assistant how to make this statement faster</source>
        <translation>询问助手如何让此语句运行得更快</translation>
    </message>
    <message>
        <source>Asking the database for its plan…</source>
        <translation>正在向数据库请求查询计划…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>Query plan: %1, none marked expensive.</source>
        <extracomment>%1 is &quot;N steps&quot;</extracomment>
        <translation>查询计划：%1，没有标记为高开销的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>Query plan: %1, %Ln marked expensive (bold, with a warning sign).</source>
        <extracomment>%1 is &quot;N steps&quot;; %Ln counts the steps marked expensive</extracomment>
        <translation>
            <numerusform>查询计划：%1，其中 %Ln 个标记为高开销（粗体并带有警告标志）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>无查询计划：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTree</name>
    <message>
        <source>The query plan could not be read: %1</source>
        <translation>无法读取查询计划：%1</translation>
    </message>
    <message>
        <source>the PostgreSQL plan holds no statement</source>
        <translation>PostgreSQL 计划中没有语句</translation>
    </message>
    <message>
        <source>a PostgreSQL plan entry has no &quot;Plan&quot;</source>
        <translation>PostgreSQL 计划条目中没有 &quot;Plan&quot;</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node has no &quot;Node Type&quot;</source>
        <translation>PostgreSQL 计划节点中没有 &quot;Node Type&quot;</translation>
    </message>
    <message>
        <source>a PostgreSQL plan node&apos;s &quot;Plans&quot; holds a non-object</source>
        <translation>PostgreSQL 计划节点的 &quot;Plans&quot; 中包含非对象内容</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>索引 %1</translation>
    </message>
    <message>
        <source>sort by %1</source>
        <translation>排序依据 %1</translation>
    </message>
    <message>
        <source>group by %1</source>
        <translation>分组依据 %1</translation>
    </message>
    <message>
        <source>the MySQL plan has no &quot;query_block&quot;</source>
        <translation>MySQL 计划中没有 &quot;query_block&quot;</translation>
    </message>
    <message>
        <source>the MySQL plan has no steps</source>
        <translation>MySQL 计划中没有步骤</translation>
    </message>
    <message>
        <source>Query block</source>
        <translation>查询块</translation>
    </message>
    <message>
        <source>having %1</source>
        <translation>HAVING %1</translation>
    </message>
    <message>
        <source>Nested loop</source>
        <translation>嵌套循环</translation>
    </message>
    <message>
        <source>condition: %1</source>
        <translation>条件：%1</translation>
    </message>
    <message>
        <source>using filesort</source>
        <translation>使用文件排序</translation>
    </message>
    <message>
        <source>using a temporary table</source>
        <translation>使用临时表</translation>
    </message>
    <message>
        <source>no index used (possible: %1)</source>
        <translation>未使用索引（可用索引：%1）</translation>
    </message>
    <message>
        <source>ref %1</source>
        <translation>引用 %1</translation>
    </message>
    <message>
        <source>covering index</source>
        <translation>覆盖索引</translation>
    </message>
    <message>
        <source>Full table scan</source>
        <translation>全表扫描</translation>
    </message>
    <message>
        <source>Full index scan</source>
        <translation>全索引扫描</translation>
    </message>
    <message>
        <source>Index range scan</source>
        <translation>索引范围扫描</translation>
    </message>
    <message>
        <source>Index lookup</source>
        <translation>索引查找</translation>
    </message>
    <message>
        <source>Unique index lookup</source>
        <translation>唯一索引查找</translation>
    </message>
    <message>
        <source>Index lookup or null</source>
        <translation>索引查找（含 NULL）</translation>
    </message>
    <message>
        <source>Index merge</source>
        <translation>索引合并</translation>
    </message>
    <message>
        <source>Full-text index</source>
        <translation>全文索引</translation>
    </message>
    <message>
        <source>Constant row</source>
        <translation>常量行</translation>
    </message>
    <message>
        <source>Hash join scan</source>
        <translation>哈希连接扫描</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Table access (%1)</source>
        <translation>表访问（%1）</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Read sorted rows</source>
        <translation>读取已排序的行</translation>
    </message>
    <message>
        <source>Temporary table</source>
        <translation>临时表</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>排序操作</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Remove duplicates</source>
        <translation>去除重复项</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>合并结果（UNION）</translation>
    </message>
    <message>
        <source>Expression cache</source>
        <translation>表达式缓存</translation>
    </message>
    <message>
        <source>Materialize</source>
        <translation>物化</translation>
    </message>
    <message>
        <source>Block nested-loop join</source>
        <translation>块嵌套循环连接</translation>
    </message>
    <message>
        <source>Batched key access join</source>
        <translation>批量键访问连接</translation>
    </message>
    <message>
        <source>Window functions</source>
        <translation>窗口函数</translation>
    </message>
    <message>
        <source>unexpected line &quot;%1&quot;</source>
        <translation>意外的行“%1”</translation>
    </message>
    <message>
        <source>step %1 names an unknown parent %2</source>
        <translation>步骤 %1 引用了未知的父步骤 %2</translation>
    </message>
    <message>
        <source>The query plan is empty.</source>
        <translation>查询计划为空。</translation>
    </message>
    <message>
        <source>%1% of the estimated cost</source>
        <translation>占估计成本的 %1%</translation>
    </message>
    <message>
        <source>full scan of a table of unknown size</source>
        <translation>对大小未知的表进行全表扫描</translation>
    </message>
    <message numerus="yes">
        <source>full scan, about %Ln rows</source>
        <translation>
            <numerusform>全表扫描，约 %Ln 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanTreeModel</name>
    <message>
        <source>Expensive: %1</source>
        <translation>高开销：%1</translation>
    </message>
    <message>
        <source>Expensive: %1 — %2</source>
        <translation>高开销：%1 — %2</translation>
    </message>
    <message>
        <source>%1, expensive: %2</source>
        <translation>%1，高开销：%2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Est. rows</source>
        <translation>估计行数</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>nelumbo::PlanView</name>
    <message>
        <source>Query plan</source>
        <translation>查询计划</translation>
    </message>
</context>
<context>
    <name>nelumbo::PostgresAdapter</name>
    <message>
        <source>The PostgreSQL connection is not open</source>
        <translation>PostgreSQL 连接未打开</translation>
    </message>
    <message>
        <source>The connection is still reading a result; fetch it to the end or cancel it first</source>
        <translation>连接仍在读取结果，请先读取完毕或取消</translation>
    </message>
    <message>
        <source>The current transaction has failed; roll it back first</source>
        <translation>当前事务已失败，请先将其回滚</translation>
    </message>
    <message>
        <source>%1: port=%2 is not a port number</source>
        <translation>%1：port=%2 不是有效的端口号</translation>
    </message>
    <message>
        <source>Invalid search_path entry &quot;%1&quot; in %2: use plain names (letters, digits, _) or $user, separated by commas</source>
        <translation>%2 中的 search_path 条目“%1”无效：请使用普通名称（字母、数字、_）或 $user，并以逗号分隔</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a PostgreSQL connection option</source>
        <translation>%1：“%2”不是 PostgreSQL 连接选项</translation>
    </message>
    <message>
        <source>%1: connect_timeout must be a number of seconds</source>
        <translation>%1：connect_timeout 必须是秒数</translation>
    </message>
    <message>
        <source>%1: option values cannot contain ;</source>
        <translation>%1：选项值不能包含 ;</translation>
    </message>
    <message>
        <source>PostgreSQL did not take default_transaction_read_only = %1</source>
        <translation>PostgreSQL 未接受 default_transaction_read_only = %1</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>没有表 %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>语句为空</translation>
    </message>
    <message>
        <source>The schemas PostgreSQL searches for unqualified names, in order.</source>
        <translation>PostgreSQL 查找非限定名称时依次搜索的模式。</translation>
    </message>
    <message>
        <source>COPY … TO STDOUT is not supported; COPY to a file on the server, or run the query itself</source>
        <translation>不支持 COPY … TO STDOUT；请 COPY 到服务器上的文件，或直接运行查询本身</translation>
    </message>
</context>
<context>
    <name>nelumbo::PriceTable</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>the price table is not valid JSON: %1</source>
        <translation>价格表不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>the price of %1 needs input and output</source>
        <translation>%1 的价格需要包含输入和输出价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;provider:model input output [cached-input [cache-write]]&quot;</source>
        <translation>“%1”的格式不是“provider:model input output [cached-input [cache-write]]”</translation>
    </message>
    <message>
        <source>no price is known for %1</source>
        <translation>%1 没有已知价格</translation>
    </message>
    <message>
        <source>the provider reported no token counts</source>
        <translation>提供商未报告 token 计数</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 大于 %2 字节</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::Prompt</name>
    <message>
        <source>Allow writes</source>
        <translation>允许写入</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema on &quot;%1&quot;?</source>
        <extracomment>%1 is the name of a data source or database file</extracomment>
        <translation>是否允许在“%1”上运行更改数据或模式的语句？</translation>
    </message>
    <message>
        <source>Until you turn this off or switch databases, INSERT, UPDATE, DELETE, DDL and other writes run for real.</source>
        <translation>在你关闭此选项或切换数据库之前，INSERT、UPDATE、DELETE、DDL 及其他写入操作都会真正执行。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved.</source>
        <extracomment>%1 is a tab&apos;s title: a file name or &quot;Untitled&quot;</extracomment>
        <translation>“%1”有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>关闭前是否保存？</translation>
    </message>
</context>
<context>
    <name>nelumbo::PromptCommand</name>
    <message>
        <source>Show the prompt and tools an AI task sends for a source</source>
        <translation>显示 AI 任务为数据源发送的提示词和工具</translation>
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
        <translation>用法：nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]
                          [--format text|json]

打印为数据源构建的系统提示词和工具定义（包括其可见的表及其 AI 策略），
不发送任何内容。

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
      --kind KIND      generation（默认）、explanation 或 optimization。
      --format FORMAT  text（默认）或 json：{system, tools, temperature}。
  -h, --help           显示此帮助。

退出状态：0 已打印，1 已打印错误对象，2 用法错误。
</translation>
    </message>
    <message>
        <source>prompt needs --source SRC and no other arguments</source>
        <translation>prompt 需要 --source SRC，且不接受其他参数</translation>
    </message>
    <message>
        <source>--kind is generation, explanation or optimization</source>
        <translation>--kind 只能是 generation、explanation 或 optimization</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--format 只能是 text 或 json</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
    <message>
        <source>The AI assistant is turned off for this source.</source>
        <translation>已为此数据源关闭 AI 助手。</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesCommand</name>
    <message>
        <source>List, show, save, rename and delete saved queries</source>
        <translation>列出、显示、保存、重命名和删除已保存的查询</translation>
    </message>
    <message>
        <source>list: table (the default) or json; show: text (the default) or json.</source>
        <translation>list：table（默认）或 json；show：text（默认）或 json。</translation>
    </message>
    <message>
        <source>save: the source the query is written for, a name from &apos;nelumbo-cli sources&apos; or a URL. Its query language is recorded, and the query then runs only on sources of that language.</source>
        <translation>save：编写该查询所针对的数据源，可以是“nelumbo-cli sources”中的名称或 URL。系统会记录其查询语言，之后该查询只能在使用该语言的数据源上运行。</translation>
    </message>
    <message>
        <source>save: read the statement from FILE (UTF-8); - reads standard input.</source>
        <translation>save：从 FILE（UTF-8）读取语句；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>save: a value saved with the query for its {{NAME}} placeholder; give a NAME more than once for a list. &apos;run --saved&apos; uses it unless --var gives another.</source>
        <translation>save：与查询一起保存的 {{NAME}} 占位符的值；多次指定同一 NAME 可构成列表。“run --saved”会使用该值，除非 --var 指定了其他值。</translation>
    </message>
    <message>
        <source>save: replace the saved query of that name instead of failing.</source>
        <translation>save：替换同名的已保存查询，而不是报错。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli queries [list] [--format table|json]
       nelumbo-cli queries show NAME [--format text|json]
       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                               [--var NAME=VALUE]... [--replace]
       nelumbo-cli queries rename NAME NEW_NAME
       nelumbo-cli queries delete NAME

</source>
        <translation>用法：nelumbo-cli queries [list] [--format table|json]
      nelumbo-cli queries show NAME [--format text|json]
      nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)
                              [--var NAME=VALUE]... [--replace]
      nelumbo-cli queries rename NAME NEW_NAME
      nelumbo-cli queries delete NAME

</translation>
    </message>
    <message>
        <source>The library of saved queries, shared with the app&apos;s Saved Queries panel: a name, the statement, its variables and their values, the source it was saved for and that source&apos;s query language (sql:sqlite, sql:postgres, sql:mysql). The library is the file queries/library of the config file, by default queries.sqlite in your data folder (docs/CONFIG.md). Run a saved query with &apos;nelumbo-cli run --saved NAME --source SRC&apos;; on a source of another language it is refused.</source>
        <translation>已保存查询的查询库，与应用的“已保存的查询”面板共享：包含名称、语句、变量及其值、保存时所针对的数据源以及该数据源的查询语言（sql:sqlite、sql:postgres、sql:mysql）。查询库是配置文件中 queries/library 指定的文件，默认为数据文件夹中的 queries.sqlite（参见 docs/CONFIG.md）。使用“nelumbo-cli run --saved NAME --source SRC”运行已保存的查询；在其他语言的数据源上运行会被拒绝。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Every saved query: name, source, language and when it last changed. The default action.</source>
        <translation>所有已保存的查询：名称、数据源、语言以及最后修改时间。默认操作。</translation>
    </message>
    <message>
        <source>One saved query with its variables, values and statement.</source>
        <translation>单个已保存的查询，包括其变量、值和语句。</translation>
    </message>
    <message>
        <source>Save STATEMENT (or the statement in FILE) as NAME for source SRC.</source>
        <translation>将 STATEMENT（或 FILE 中的语句）以 NAME 为名保存，用于数据源 SRC。</translation>
    </message>
    <message>
        <source>Give a saved query another name.</source>
        <translation>为已保存的查询重命名。</translation>
    </message>
    <message>
        <source>Delete a saved query.</source>
        <translation>删除已保存的查询。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: no saved query of that name, the name is taken, unknown source, the library cannot be read or written</source>
        <translation>运行时错误：没有该名称的已保存查询、名称已被占用、数据源未知、无法读取或写入查询库</translation>
    </message>
    <message>
        <source>usage error: unknown action or option</source>
        <translation>用法错误：未知的操作或选项</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, show, save, rename or delete</source>
        <translation>未知操作“%1”：请使用 list、show、save、rename 或 delete</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;queries %2&apos;</source>
        <translation>--%1 不是“queries %2”的选项</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs a NAME</source>
        <translation>“queries save”需要 NAME</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>请指定 STATEMENT 或 -f FILE，不能同时指定</translation>
    </message>
    <message>
        <source>nothing to save: give STATEMENT or -f FILE</source>
        <translation>没有可保存的内容：请指定 STATEMENT 或 -f FILE</translation>
    </message>
    <message>
        <source>expected NAME and one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>需要 NAME 和一个 STATEMENT，但收到了 %1 个参数；请将 SQL 用引号括起作为单个参数</translation>
    </message>
    <message>
        <source>&apos;queries save&apos; needs --source SRC: the source the query is written for</source>
        <translation>“queries save”需要 --source SRC：即编写该查询所针对的数据源</translation>
    </message>
    <message>
        <source>&apos;queries list&apos; takes no arguments</source>
        <translation>“queries list”不接受参数</translation>
    </message>
    <message>
        <source>&apos;queries %1&apos; needs one NAME</source>
        <translation>“queries %1”需要一个 NAME</translation>
    </message>
    <message>
        <source>&apos;queries rename&apos; needs NAME and NEW_NAME</source>
        <translation>“queries rename”需要 NAME 和 NEW_NAME</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use %2 or json</source>
        <translation>未知的 --format“%1”：请使用 %2 或 json</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli queries --help&apos; for more information.</source>
        <translation>运行“nelumbo-cli queries --help”以获取更多信息。</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>a saved query named &quot;%1&quot; already exists; add --replace to replace it</source>
        <translation>名为“%1”的已保存查询已存在；添加 --replace 可替换它</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; for %2 (%3)</source>
        <translation>已为 %2（%3）保存“%1”</translation>
    </message>
    <message>
        <source>Replaced &quot;%1&quot; for %2 (%3)</source>
        <translation>已为 %2（%3）替换“%1”</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>已将“%1”重命名为“%2”</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;</source>
        <translation>已删除“%1”</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueriesPrinter</name>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>UPDATED</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>name:      %1
</source>
        <translation>名称：    %1
</translation>
    </message>
    <message>
        <source>source:    %1
</source>
        <translation>数据源：  %1
</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
    </message>
    <message>
        <source>language:  %1
</source>
        <translation>语言：    %1
</translation>
    </message>
    <message>
        <source>(any: runs on every source)</source>
        <translation>（任意：可在所有数据源上运行）</translation>
    </message>
    <message>
        <source>, list</source>
        <translation>, 列表</translation>
    </message>
    <message>
        <source>, select</source>
        <translation>, 下拉选择</translation>
    </message>
    <message>
        <source>variable:  %1
</source>
        <translation>变量：    %1
</translation>
    </message>
    <message>
        <source>value:     %1 = %2
</source>
        <translation>值：      %1 = %2
</translation>
    </message>
    <message>
        <source>created:   %1
</source>
        <translation>创建时间：%1
</translation>
    </message>
    <message>
        <source>updated:   %1
</source>
        <translation>更新时间：%1
</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryEditor</name>
    <message>
        <source>Query editor</source>
        <translation>查询编辑器</translation>
    </message>
    <message>
        <source>Nothing to format: the statement is empty</source>
        <translation>没有可格式化的内容：语句为空</translation>
    </message>
</context>
<context>
    <name>nelumbo::QueryLanguage</name>
    <message>
        <source>Refused: read-only mode cannot tell whether this statement only reads</source>
        <translation>已拒绝：只读模式无法判断此语句是否只读取数据</translation>
    </message>
    <message>
        <source>This query language has no templates</source>
        <translation>此查询语言不支持模板</translation>
    </message>
    <message>
        <source>This query language cannot read query plans</source>
        <translation>此查询语言无法读取查询计划</translation>
    </message>
    <message>
        <source>This query language has no formatter</source>
        <translation>此查询语言没有格式化程序</translation>
    </message>
    <message>
        <source>This query language cannot sort in the database</source>
        <translation>此查询语言无法在数据库中排序</translation>
    </message>
    <message>
        <source>This query language has no INSERT statements</source>
        <translation>此查询语言没有 INSERT 语句</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReadOnlyClassifier</name>
    <message>
        <source>Refused: %1 changes data (read-only mode)</source>
        <translation>已拒绝：%1 会更改数据（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 changes the database structure (read-only mode)</source>
        <translation>已拒绝：%1 会更改数据库结构（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 removes every row of a table (read-only mode)</source>
        <translation>已拒绝：%1 会删除表中的所有行（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 changes permissions (read-only mode)</source>
        <translation>已拒绝：%1 会更改权限（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 is maintenance that writes to the database (read-only mode)</source>
        <translation>已拒绝：%1 是会写入数据库的维护操作（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 moves data between tables and files (read-only mode)</source>
        <translation>已拒绝：%1 会在表和文件之间移动数据（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 changes which database files are open (read-only mode)</source>
        <translation>已拒绝：%1 会更改打开的数据库文件（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 runs procedural code that may change data (read-only mode)</source>
        <translation>已拒绝：%1 会运行可能更改数据的过程代码（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 works with prepared statements, which cannot be checked (read-only mode)</source>
        <translation>已拒绝：%1 使用无法检查的预处理语句（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 changes session state (read-only mode)</source>
        <translation>已拒绝：%1 会更改会话状态（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 controls transactions, which read-only mode manages itself</source>
        <translation>已拒绝：%1 用于控制事务，而只读模式会自行管理事务</translation>
    </message>
    <message>
        <source>Refused: %1 takes or releases table locks (read-only mode)</source>
        <translation>已拒绝：%1 会获取或释放表锁（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 uses server notifications (read-only mode)</source>
        <translation>已拒绝：%1 会使用服务器通知（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 rewrites stored data (read-only mode)</source>
        <translation>已拒绝：%1 会重写已存储的数据（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 creates tables (read-only mode)</source>
        <translation>已拒绝：%1 会创建表（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 is a server administration command (read-only mode)</source>
        <translation>已拒绝：%1 是服务器管理命令（只读模式）</translation>
    </message>
    <message>
        <source>Refused: there is no statement to run</source>
        <translation>已拒绝：没有可运行的语句</translation>
    </message>
    <message>
        <source>Refused: the statement does not start with a keyword (read-only mode runs SELECT and similar queries)</source>
        <translation>已拒绝：语句未以关键字开头（只读模式可运行 SELECT 及类似查询）</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN needs a statement to explain</source>
        <translation>已拒绝：EXPLAIN 需要一条要解释的语句</translation>
    </message>
    <message>
        <source>Refused: EXPLAIN of %1 is not a read-only statement</source>
        <translation>已拒绝：%1 的 EXPLAIN 不是只读语句</translation>
    </message>
    <message>
        <source>Refused: PRAGMA is an SQLite statement</source>
        <translation>已拒绝：PRAGMA 是 SQLite 语句</translation>
    </message>
    <message>
        <source>Refused: %1 is not a statement read-only mode can run</source>
        <translation>已拒绝：%1 不是只读模式可以运行的语句</translation>
    </message>
    <message>
        <source>Refused: %1 loads a server library (read-only mode)</source>
        <translation>已拒绝：%1 会加载服务器库（只读模式）</translation>
    </message>
    <message>
        <source>Refused: INTO %1 writes a file on the server (read-only mode)</source>
        <translation>已拒绝：INTO %1 会在服务器上写入文件（只读模式）</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO stores the result in variables (read-only mode)</source>
        <translation>已拒绝：SELECT … INTO 会将结果存入变量（只读模式）</translation>
    </message>
    <message>
        <source>Refused: SELECT … INTO creates a table (read-only mode)</source>
        <translation>已拒绝：SELECT … INTO 会创建表（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1() has effects beyond reading data (read-only mode)</source>
        <translation>已拒绝：%1() 的作用不仅限于读取数据（只读模式）</translation>
    </message>
    <message>
        <source>Refused: := assigns a user variable (read-only mode)</source>
        <translation>已拒绝：:= 会为用户变量赋值（只读模式）</translation>
    </message>
    <message>
        <source>Refused: FOR %1 locks rows (read-only mode)</source>
        <translation>已拒绝：FOR %1 会锁定行（只读模式）</translation>
    </message>
    <message>
        <source>Refused: LOCK IN SHARE MODE locks rows (read-only mode)</source>
        <translation>已拒绝：LOCK IN SHARE MODE 会锁定行（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 inside WITH changes data (read-only mode)</source>
        <translation>已拒绝：WITH 中的 %1 会更改数据（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 is not allowed in a read-only query (quote it if it is a name)</source>
        <translation>已拒绝：只读查询中不允许使用 %1（如果它是名称，请用引号括起）</translation>
    </message>
    <message>
        <source>Refused: only one statement can run at a time</source>
        <translation>已拒绝：一次只能运行一条语句</translation>
    </message>
    <message>
        <source>Refused: MySQL runs /*! … */ comments as code (read-only mode)</source>
        <translation>已拒绝：MySQL 会将 /*! … */ 注释作为代码运行（只读模式）</translation>
    </message>
    <message>
        <source>Refused: PRAGMA needs the name of a pragma</source>
        <translation>已拒绝：PRAGMA 需要 pragma 名称</translation>
    </message>
    <message>
        <source>Refused: %1 lets the schema be edited directly (read-only mode)</source>
        <translation>已拒绝：%1 允许直接编辑模式（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 = … changes a setting (read-only mode)</source>
        <translation>已拒绝：%1 = … 会更改设置（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1(…) changes a setting or acts on the database (read-only mode)</source>
        <translation>已拒绝：%1(…) 会更改设置或对数据库执行操作（只读模式）</translation>
    </message>
    <message>
        <source>Refused: %1 is followed by something unexpected</source>
        <translation>已拒绝：%1 后面有意外的内容</translation>
    </message>
    <message>
        <source>Refused: %1 is not a pragma known to only read (read-only mode)</source>
        <translation>已拒绝：%1 不是已知的只读 pragma（只读模式）</translation>
    </message>
</context>
<context>
    <name>nelumbo::RedisAdapter</name>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …), not &quot;%2&quot;</source>
        <translation>“%1”：数据库必须是数字（0、1、…），而不是“%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a socket URL names an absolute path, as in unix:/run/redis/redis.sock</source>
        <translation>“%1”：套接字 URL 应为绝对路径，例如 unix:/run/redis/redis.sock</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Redis URL: expected %2://[user[:password]@]host[:port][/database]</source>
        <translation>“%1”不是 Redis URL：应为 %2://[用户[:密码]@]主机[:端口][/数据库]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no host</source>
        <translation>“%1”未指定主机</translation>
    </message>
    <message>
        <source>The database number, 0 to 15 on most servers</source>
        <translation>数据库编号，大多数服务器上为 0 到 15</translation>
    </message>
    <message>
        <source>An ACL user; empty for the default user</source>
        <translation>ACL 用户；留空则使用默认用户</translation>
    </message>
    <message>
        <source>The server did not give its command table</source>
        <translation>服务器没有给出其命令表</translation>
    </message>
    <message>
        <source>ERR unknown subcommand &apos;%1&apos; of %2</source>
        <translation>ERR %2 的子命令“%1”未知</translation>
    </message>
    <message>
        <source>ERR wrong number of arguments for &apos;%1&apos; command</source>
        <translation>ERR 命令“%1”的参数数量错误</translation>
    </message>
    <message>
        <source>ERR unknown command &apos;%1&apos;</source>
        <translation>ERR 未知命令“%1”</translation>
    </message>
    <message>
        <source>%1 needs a key at argument %2</source>
        <translation>%1 需要在第 %2 个参数处给出键</translation>
    </message>
    <message>
        <source>Redis commands have no query plan</source>
        <translation>Redis 命令没有查询计划</translation>
    </message>
    <message>
        <source>The server did not give its command table: %1</source>
        <translation>服务器没有给出其命令表：%1</translation>
    </message>
    <message>
        <source>%1 may change data or the server</source>
        <translation>%1 可能会更改数据或服务器</translation>
    </message>
    <message>
        <source>SORT … STORE writes its result</source>
        <translation>SORT … STORE 会写入其结果</translation>
    </message>
    <message>
        <source>%1 is not a subcommand this server knows</source>
        <translation>%1 不是此服务器已知的子命令</translation>
    </message>
    <message>
        <source>%1 is not a command this server knows</source>
        <translation>%1 不是此服务器已知的命令</translation>
    </message>
    <message>
        <source>%1 is not known to only read</source>
        <translation>无法确定 %1 只读取数据</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the database must be a number (0, 1, …)</source>
        <translation>“%1”：数据库必须是数字（0、1、…）</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>The connection is closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>No command</source>
        <translation>没有命令</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>The server&apos;s reply could not be read: %1</source>
        <translation>无法读取服务器的回复：%1</translation>
    </message>
    <message>
        <source>The server did not answer in time</source>
        <translation>服务器未及时响应</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>与服务器的连接已断开</translation>
    </message>
    <message>
        <source>{{ %1 }} is not a variable: write {{%1}}, without spaces inside the braces</source>
        <translation>{{ %1 }} 不是变量：请写成 {{%1}}，花括号内不要有空格</translation>
    </message>
    <message>
        <source>Unbalanced quotes in the command</source>
        <translation>命令中的引号不配对</translation>
    </message>
    <message>
        <source>A closing quote must be followed by a space</source>
        <translation>结束引号后必须跟一个空格</translation>
    </message>
    <message>
        <source>A value marker has no value</source>
        <translation>值标记没有值</translation>
    </message>
    <message>
        <source>Run one command at a time</source>
        <translation>一次只能运行一条命令</translation>
    </message>
    <message>
        <source>Refused in read-only mode: %1</source>
        <translation>只读模式下被拒绝：%1</translation>
    </message>
    <message>
        <source>The command contains a character reserved for values (U+E000)</source>
        <translation>命令包含为值保留的字符 (U+E000)</translation>
    </message>
    <message>
        <source>Missing required variable: %1</source>
        <translation>缺少必需的变量：%1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must be an argument of its own</source>
        <translation>列表变量“%1”必须单独作为一个参数</translation>
    </message>
    <message>
        <source>Refused: the command names a key hidden from this source</source>
        <translation>已拒绝：该命令指定了对此数据源隐藏的键</translation>
    </message>
</context>
<context>
    <name>nelumbo::RenderCommand</name>
    <message>
        <source>Show the statement and bound values a template compiles to, as JSON</source>
        <translation>以 JSON 格式显示模板编译后得到的语句和绑定值</translation>
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
        <translation>用法：nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT

按 SRC 的方言编译 STATEMENT 中的模板语法，并打印：
  {&quot;statement&quot;: &quot;SELECT ... WHERE id = ?&quot;, &quot;params&quot;: [42],
   &quot;variables&quot;: [&quot;id&quot;], &quot;language&quot;: &quot;sql:sqlite&quot;}
{{name}} 会变成绑定参数（绝不会作为文本拼接到语句中）；
[[ ... ]] 仅当其中每个变量都有非空值时才会保留（去掉方括号）。
不会打开数据库。

选项：
      --source SRC       要使用其方言的数据源。必需。
      --var NAME=VALUE   变量的值；多次指定同一 NAME 可构成
                         列表（IN ({{ids}}) → IN (?, ?, ?)）。
  -h, --help             显示此帮助。

退出状态：0 已编译，1 缺少变量或变量无效，2 用法错误。
</translation>
    </message>
    <message>
        <source>render needs --source SRC and one STATEMENT</source>
        <translation>render 需要 --source SRC 和一个 STATEMENT</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyBuilder</name>
    <message>
        <source>A tool call has no function name.</source>
        <translation>工具调用没有函数名。</translation>
    </message>
    <message>
        <source>The arguments of its call to %1 are not a valid JSON object.</source>
        <translation>其对 %1 的调用参数不是有效的 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ReplyExtractor</name>
    <message>
        <source>The model declined without giving a reason.</source>
        <translation>模型拒绝了请求，但未给出原因。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultColumnFilter</name>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>列“%1”不存在，或在此数据源中不可见</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExport</name>
    <message>
        <source>Export Result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>正在导出到 %1…</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exporting to %1… %2 rows written</source>
        <translation>
            <numerusform>正在导出到 %1… 已写入 %2 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>已取消导出</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultExporter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the statement returns no rows, so there is nothing to export</source>
        <translation>该语句不返回行，因此没有可导出的内容</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot write the export: %1</source>
        <translation>无法写入导出内容：%1</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>已取消导出</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultFilterBar</name>
    <message>
        <source>contains</source>
        <translation>包含</translation>
    </message>
    <message>
        <source>is NULL</source>
        <translation>为 NULL</translation>
    </message>
    <message>
        <source>is not NULL</source>
        <translation>不为 NULL</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>筛选：</translation>
    </message>
    <message>
        <source>Filter column</source>
        <translation>筛选列</translation>
    </message>
    <message>
        <source>Filter operator</source>
        <translation>筛选运算符</translation>
    </message>
    <message>
        <source>Filter value</source>
        <translation>筛选值</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Keep only the loaded rows that meet this condition</source>
        <translation>只保留已加载的行中满足此条件的行</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>清除筛选</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultModel</name>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL（无值）</translation>
    </message>
    <message numerus="yes">
        <source>BLOB (%Ln bytes)</source>
        <extracomment>Binary data in a result cell, with its size</extracomment>
        <translation>
            <numerusform>BLOB（%Ln 字节）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultView</name>
    <message>
        <source>Query results</source>
        <translation>查询结果</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy with Headers</source>
        <translation>连同表头复制</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>Fit Columns to Contents</source>
        <translation>根据内容调整列宽</translation>
    </message>
    <message>
        <source>Fetch All Rows</source>
        <translation>获取所有行</translation>
    </message>
    <message>
        <source>Copying cells…</source>
        <translation>正在复制单元格…</translation>
    </message>
    <message>
        <source>The selection makes about %1 MB of text, more than the clipboard should hold (%2 MB). Export it to a file instead?</source>
        <extracomment>%1 is the size of the text, %2 the limit, both in MB</extracomment>
        <translation>所选内容约有 %1 MB 文本，超出剪贴板宜容纳的大小（%2 MB）。改为导出到文件？</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export cells</source>
        <translation>导出单元格</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;Text files (*.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Exporting cells…</source>
        <translation>正在导出单元格…</translation>
    </message>
    <message>
        <source>Sort Ascending</source>
        <translation>升序排序</translation>
    </message>
    <message>
        <source>Sort Descending</source>
        <translation>降序排序</translation>
    </message>
    <message>
        <source>Original Order</source>
        <translation>原始顺序</translation>
    </message>
    <message>
        <source>Filter by This Column…</source>
        <translation>按此列筛选…</translation>
    </message>
    <message>
        <source>Hide Column</source>
        <translation>隐藏列</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Show All Columns</source>
        <translation>显示所有列</translation>
    </message>
    <message>
        <source>Original Column Order</source>
        <translation>原始列顺序</translation>
    </message>
    <message>
        <source>Copy As</source>
        <translation>复制为</translation>
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
        <translation>复制为 INSERT</translation>
    </message>
    <message>
        <source>Table to insert into:</source>
        <translation>要插入的表：</translation>
    </message>
</context>
<context>
    <name>nelumbo::ResultsPane</name>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Fetch All</source>
        <translation>全部获取</translation>
    </message>
    <message>
        <source>Fetch every remaining row of this result</source>
        <translation>获取此结果的所有剩余行</translation>
    </message>
    <message>
        <source>Run a statement with Ctrl+Enter to see its rows here.</source>
        <translation>按 Ctrl+Enter 运行语句，即可在此处查看结果行。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Fix with AI</source>
        <translation>使用 AI 修复</translation>
    </message>
    <message>
        <source>Set up AI in Settings</source>
        <translation>在设置中配置 AI</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this statement (%1)</source>
        <translation>请助手修复此语句（%1）</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Show the current cell in full (Ctrl+Alt+V)</source>
        <translation>完整显示当前单元格（Ctrl+Alt+V）</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <extracomment>Where the value viewer&apos;s value comes from: %1 a row number, %2 a column name</extracomment>
        <translation>第 %1 行，%2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Filter the loaded rows by a column</source>
        <translation>按列筛选已加载的行</translation>
    </message>
    <message>
        <source>Sort in the Database</source>
        <translation>在数据库中排序</translation>
    </message>
    <message>
        <source>Run the statement again with ORDER BY, so that every row comes in this order</source>
        <translation>使用 ORDER BY 重新运行语句，使所有行都按此顺序返回</translation>
    </message>
    <message>
        <source>filtered: %1 of %2</source>
        <extracomment>The rows the filters keep (%1) of the rows loaded (%2)</extracomment>
        <translation>已筛选：%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>Sorted the %1 loaded rows; more remain in the database.</source>
        <extracomment>%1 is the number of rows loaded in the grid</extracomment>
        <translation>
            <numerusform>已对已加载的 %1 行排序；数据库中还有更多行。</numerusform>
        </translation>
    </message>
    <message>
        <source>This statement cannot be sorted in the database</source>
        <translation>此语句无法在数据库中排序</translation>
    </message>
    <message>
        <source>Sorted by %1 in the database.</source>
        <extracomment>%1 is a column name</extracomment>
        <translation>已在数据库中按 %1 排序。</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Run a query first: there is no result to export</source>
        <translation>请先运行查询：没有可导出的结果</translation>
    </message>
    <message>
        <source>Write every row of this result to a file: CSV, JSON, XLSX and more</source>
        <translation>将此结果的所有行写入文件：CSV、JSON、XLSX 等</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunCommand</name>
    <message>
        <source>Run SQL statements on a data source and print their results</source>
        <translation>在数据源上运行 SQL 语句并打印结果</translation>
    </message>
    <message>
        <source>Runs SQL statements on a data source and prints what they return. A script of several statements separated by &apos;;&apos; runs them in order; the first statement that fails stops it.</source>
        <translation>在数据源上运行 SQL 语句并打印其返回的内容。由“;”分隔的多条语句组成的脚本会按顺序运行；遇到第一条失败的语句即停止。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>A conversation file of &apos;nelumbo-cli generate&apos;: a failed statement is recorded in it with the database&apos;s error, so the next generate can fix it.</source>
        <translation>“nelumbo-cli generate”的对话文件：失败的语句会连同数据库的错误记录到其中，以便下一次 generate 修复它。</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>The SQL to run: one statement, or several separated by &apos;;&apos;. Put -- before a STATEMENT that starts with &apos;-&apos;.</source>
        <translation>要运行的 SQL：一条语句，或以“;”分隔的多条语句。如果 STATEMENT 以“-”开头，请在它前面加上 --。</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>Aligned columns with a header and a final (N rows) line, for reading. NULL shows as NULL; line breaks show as ↵; cells wider than 60 columns are cut with ….</source>
        <translation>列对齐并带有表头，最后一行为“（N 行）”，便于阅读。NULL 显示为 NULL；换行显示为 ↵；超过 60 列宽的单元格会被截断并显示 …。</translation>
    </message>
    <message>
        <source>RFC 4180: a header row, then one record per row, CRLF line ends, fields quoted when needed. NULL is an empty field. Several results are separated by an empty line.</source>
        <translation>RFC 4180：一个表头行，之后每行一条记录，以 CRLF 结束行，必要时为字段加引号。NULL 为空字段。多个结果之间以空行分隔。</translation>
    </message>
    <message>
        <source>{&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false} for a single statement; for a script of several statements, an array with one such object per statement that returns rows. Numbers stay numbers, NULL is null, blobs are hex strings (0x...).</source>
        <translation>单条语句输出 {&quot;columns&quot;:[...],&quot;rows&quot;:[[...]],&quot;row_count&quot;:N,&quot;truncated&quot;:false}；包含多条语句的脚本输出一个数组，每条返回行的语句对应一个这样的对象。数字保持为数字，NULL 为 null，二进制数据为十六进制字符串（0x...）。</translation>
    </message>
    <message>
        <source>Rows are printed as they arrive, except that table output waits for each result to end so it can align the columns. When --max-rows leaves rows out, table and csv say so on standard error and json sets &quot;truncated&quot; to true. Statements that return no rows print &quot;OK, N rows affected&quot; on standard error in table format and nothing otherwise. An error names the failing statement and its line, as in: error: statement 2 (line 5): no such table: Foo

Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C exits at once. --source demo copies the sample database into your data folder on first use. SRC may also name a source from &apos;nelumbo-cli sources&apos;; its password comes from NELUMBO_PASSWORD_&lt;NAME&gt; or the system keychain.</source>
        <translation>行会在到达时立即打印，但 table 输出会等待每个结果结束，以便对齐各列。当 --max-rows 省略了部分行时，table 和 csv 会在标准错误中说明，json 会将 &quot;truncated&quot; 设为 true。不返回行的语句在 table 格式下会在标准错误中打印“OK，影响了 N 行”，在其他格式下不打印任何内容。错误信息会指明失败的语句及其所在行，例如：错误：语句 2（第 5 行）：no such table: Foo

Ctrl+C 会取消正在运行的语句并以状态 130 退出；再按一次 Ctrl+C 会立即退出。--source demo 会在首次使用时将示例数据库复制到你的数据文件夹。SRC 也可以是“nelumbo-cli sources”中的数据源名称；其密码来自 NELUMBO_PASSWORD_&lt;NAME&gt; 或系统密钥环。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>runtime error: a statement failed, the file cannot be read, the source URL is wrong or the database cannot be opened; the saved query does not exist or was written for another query language</source>
        <translation>运行时错误：语句执行失败、无法读取文件、数据源 URL 有误或无法打开数据库；已保存的查询不存在或是为其他查询语言编写的</translation>
    </message>
    <message>
        <source>interrupted with Ctrl+C</source>
        <translation>按 Ctrl+C 中断</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>--conversation needs a FILE</source>
        <translation>--conversation 需要 FILE</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli run --help&apos; for more information.</source>
        <translation>运行“nelumbo-cli run --help”以获取更多信息。</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>该数据源每次都会询问密码</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>数据源 %1 没有密码：%2；请设置 %3 以提供密码</translation>
    </message>
    <message>
        <source>source %1 is read-only (read_only = true in its configuration), so --write is refused</source>
        <translation>数据源 %1 是只读的（其配置中为 read_only = true），因此拒绝 --write</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>In json, &quot;truncated&quot;:true means that the result has rows the output lacks: --max-rows left them out, or the statement failed or was interrupted after its first rows (the error and the exit status then say so). Control characters (ESC, BEL, ...) and bidirectional overrides in the data and in the database&apos;s messages are shown escaped, as \x1B or \u202E: in table output, in csv written to a terminal and on standard error. csv written to a file or a pipe keeps the data unchanged.</source>
        <translation>在 json 中，&quot;truncated&quot;:true 表示结果中有输出里缺少的行：它们被 --max-rows 省略了，或者语句在返回最初几行之后失败或被中断（此时错误信息和退出状态会说明）。数据中以及数据库消息中的控制字符（ESC、BEL、...）和双向覆盖字符会以转义形式显示，如 \x1B 或 \u202E：在 table 输出中、写到终端的 csv 中以及标准错误输出上。写到文件或管道的 csv 保持数据不变。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                       [--max-rows N] [--table NAME] [--delimiter C]
                       [--quote-all] [--no-header] [--bom]
                       [--var NAME=VALUE]... [--conversation FILE] [--history]
                       (STATEMENT | -f FILE | --saved NAME)

</source>
        <translation>用法：nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]
                      [--max-rows N] [--table NAME] [--delimiter C]
                      [--quote-all] [--no-header] [--bom]
                      [--var NAME=VALUE]... [--conversation FILE] [--history]
                      (STATEMENT | -f FILE | --saved NAME)

</translation>
    </message>
    <message>
        <source>Tab-separated: a header row, then one line per row (LF); tabs and line breaks inside a value become spaces. NULL is an empty field.</source>
        <translation>制表符分隔：一个表头行，之后每行数据占一行（LF）；值中的制表符和换行会变为空格。NULL 为空字段。</translation>
    </message>
    <message>
        <source>One JSON object per row and line, keyed by column name (a repeated name gets _2, _3, ...); values as in json.</source>
        <translation>每行数据输出为一行 JSON 对象，以列名为键（重复的名称会加上 _2、_3、...）；值的表示与 json 相同。</translation>
    </message>
    <message>
        <source>A Markdown pipe table; numeric columns align right, | is escaped and line breaks become &lt;br&gt;.</source>
        <translation>Markdown 管道表格；数值列右对齐，| 会被转义，换行会变为 &lt;br&gt;。</translation>
    </message>
    <message>
        <source>One INSERT INTO NAME (...) VALUES (...); per row in the source&apos;s SQL dialect (needs --table NAME), ready to run on another database.</source>
        <translation>每行数据输出一条使用数据源 SQL 方言的 INSERT INTO NAME (...) VALUES (...);（需要 --table NAME），可直接在其他数据库上运行。</translation>
    </message>
    <message>
        <source>An Excel workbook: numbers as numbers (text when Excel would round them), ISO dates and timestamps as dates, NULL as an empty cell, a frozen bold header row and column widths from the data. Binary: needs --output FILE or a standard output that is not a terminal.</source>
        <translation>Excel 工作簿：数字保存为数字（Excel 会将其舍入时保存为文本），ISO 日期和时间戳保存为日期，NULL 保存为空单元格，表头行冻结并加粗，列宽根据数据确定。二进制格式：需要 --output FILE 或不是终端的标准输出。</translation>
    </message>
    <message>
        <source>table, csv and json print every result of a script. tsv, ndjson, markdown, insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, export the whole result of one statement, streamed batch by batch so memory stays flat however many rows it has. With --output FILE, the file is written under a temporary name and renamed only when complete; a failed or interrupted run leaves no file behind.</source>
        <translation>table、csv 和 json 会打印脚本的每个结果。tsv、ndjson、markdown、insert 和 xlsx，以及带有 --delimiter、--quote-all、--no-header 或 --bom 的 csv，会导出一条语句的完整结果，并逐批流式输出，因此无论有多少行，内存占用都保持平稳。使用 --output FILE 时，文件先以临时名称写入，完成后才重命名；失败或中断的运行不会留下文件。</translation>
    </message>
    <message>
        <source>usage error: unknown option, missing --source, more than one of STATEMENT, -f and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a script of several statements</source>
        <translation>用法错误：未知选项、缺少 --source、STATEMENT、-f 和 --saved 指定了多个、--format 或 --max-rows 无效、将 xlsx 输出到终端、导出包含多条语句的脚本</translation>
    </message>
    <message>
        <source>xlsx is a binary format and standard output is a terminal: give --output FILE or redirect standard output to a file</source>
        <translation>xlsx 是二进制格式，而标准输出是终端：请指定 --output FILE 或将标准输出重定向到文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>--format %1 exports the result of one statement, and the script has %2</source>
        <translation>--format %1 导出一条语句的结果，而脚本中的语句数为 %2</translation>
    </message>
    <message>
        <source>%1 rows written</source>
        <translation>已写入 %1 行</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>已将 %1 行写入 %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::RunOptions</name>
    <message>
        <source>The database: sqlite:relative/path.db (relative to the current directory), sqlite:///absolute/path.db, or demo for the Chinook sample database that comes with Nelumbo. Required.</source>
        <translation>数据库：sqlite:relative/path.db（相对于当前目录）、sqlite:///absolute/path.db，或 demo（Nelumbo 自带的 Chinook 示例数据库）。必需。</translation>
    </message>
    <message>
        <source>Read the statements from FILE (UTF-8) instead of the command line; - reads standard input.</source>
        <translation>从 FILE（UTF-8）而不是命令行读取语句；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>Run the saved query NAME (see &apos;nelumbo-cli queries&apos;) instead of STATEMENT or -f. Its saved variable values apply unless --var gives others. A query saved for another query language than SRC&apos;s (sql:postgres on an SQLite source, say) is refused.</source>
        <translation>运行名为 NAME 的已保存查询（参见“nelumbo-cli queries”），而不是 STATEMENT 或 -f。会使用其保存的变量值，除非 --var 指定了其他值。为与 SRC 不同的查询语言保存的查询（例如 SQLite 数据源上的 sql:postgres 查询）会被拒绝。</translation>
    </message>
    <message>
        <source>Print at most N rows of each result and stop reading the rest; 0 means no limit. Default: 1000 for table, no limit for csv and json.</source>
        <translation>每个结果最多打印 N 行，并停止读取其余行；0 表示不限制。默认值：table 为 1000，csv 和 json 不限制。</translation>
    </message>
    <message>
        <source>The value of a {{NAME}} placeholder; give a NAME more than once for a list. Values are bound as parameters, never pasted into the SQL; [[ ... ]] parts stay out while their variables are empty.</source>
        <translation>{{NAME}} 占位符的值；多次指定同一 NAME 可构成列表。值会作为参数绑定，绝不会直接粘贴到 SQL 中；变量为空时，[[ ... ]] 部分会被省略。</translation>
    </message>
    <message>
        <source>Allow statements that change data or schema for this run. Without it the source is read-only: such statements are refused before they reach the database, and the database session itself is read-only. Sources configured read_only = true refuse it.</source>
        <translation>本次运行允许更改数据或模式的语句。未指定时数据源为只读：此类语句在到达数据库之前就会被拒绝，并且数据库会话本身也是只读的。配置为 read_only = true 的数据源会拒绝此选项。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>missing --source: name the database, for example --source demo or --source sqlite:path/to/file.db</source>
        <translation>缺少 --source：请指定数据库，例如 --source demo 或 --source sqlite:path/to/file.db</translation>
    </message>
    <message>
        <source>--source needs a value</source>
        <translation>--source 需要一个值</translation>
    </message>
    <message>
        <source>--max-rows needs a whole number of rows, 0 or more, not &quot;%1&quot;</source>
        <translation>--max-rows 需要一个大于或等于 0 的整数行数，而不是“%1”</translation>
    </message>
    <message>
        <source>expected one STATEMENT but got %1 arguments; quote the SQL as a single argument</source>
        <translation>需要一个 STATEMENT，但收到了 %1 个参数；请将 SQL 用引号括起作为单个参数</translation>
    </message>
    <message>
        <source>--saved needs the NAME of a saved query</source>
        <translation>--saved 需要已保存查询的 NAME</translation>
    </message>
    <message>
        <source>give --saved NAME, STATEMENT or -f FILE, only one of them</source>
        <translation>请只指定 --saved NAME、STATEMENT 或 -f FILE 中的一个</translation>
    </message>
    <message>
        <source>give either STATEMENT or -f FILE, not both</source>
        <translation>请指定 STATEMENT 或 -f FILE，不能同时指定</translation>
    </message>
    <message>
        <source>nothing to run: give STATEMENT, -f FILE or --saved NAME</source>
        <translation>没有可运行的内容：请指定 STATEMENT、-f FILE 或 --saved NAME</translation>
    </message>
    <message>
        <source>-f needs a file name</source>
        <translation>-f 需要文件名</translation>
    </message>
    <message>
        <source>Keep each statement run in the query history the app shows (see &apos;nelumbo-cli history&apos;), unless history is off in the settings or for the source.</source>
        <translation>将运行的每条语句保存到应用显示的查询历史记录中（参见“nelumbo-cli history”），除非在设置中或为该数据源关闭了历史记录。</translation>
    </message>
    <message>
        <source>Output format: table (the default), csv, json, tsv, ndjson, markdown, insert or xlsx; see Output below.</source>
        <translation>输出格式：table（默认）、csv、json、tsv、ndjson、markdown、insert 或 xlsx；参见下文的“输出”。</translation>
    </message>
    <message>
        <source>Write the output to FILE instead of standard output. It is written under a temporary name beside FILE and renamed only when complete: a failed or interrupted run leaves FILE as it was.</source>
        <translation>将输出写入 FILE 而不是标准输出。输出先以临时名称写在 FILE 旁边，完成后才重命名：失败或中断的运行会让 FILE 保持原样。</translation>
    </message>
    <message>
        <source>The table the INSERT statements of --format insert insert into (SCHEMA.TABLE allowed); names are quoted as the source&apos;s SQL needs. Required with insert.</source>
        <translation>--format insert 生成的 INSERT 语句要插入的表（允许 SCHEMA.TABLE）；名称会按数据源的 SQL 要求加引号。使用 insert 时必需。</translation>
    </message>
    <message>
        <source>The field delimiter of csv, one character (default ,); \t means a tab.</source>
        <translation>csv 的字段分隔符，一个字符（默认为 ,）；\t 表示制表符。</translation>
    </message>
    <message>
        <source>Quote every csv field but NULL, not only those that need it.</source>
        <translation>为除 NULL 外的每个 csv 字段加引号，而不只是需要引号的字段。</translation>
    </message>
    <message>
        <source>Leave out the header line of column names (csv, tsv).</source>
        <translation>省略列名表头行（csv、tsv）。</translation>
    </message>
    <message>
        <source>Start csv or tsv with a UTF-8 byte order mark, for spreadsheet programs that need one to read UTF-8.</source>
        <translation>在 csv 或 tsv 开头写入 UTF-8 字节顺序标记，供需要它才能读取 UTF-8 的电子表格程序使用。</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table, csv, json, tsv, ndjson, markdown, insert or xlsx</source>
        <translation>未知的 --format“%1”：请使用 table、csv、json、tsv、ndjson、markdown、insert 或 xlsx</translation>
    </message>
    <message>
        <source>--output needs a FILE name; leave it out to write to standard output</source>
        <translation>--output 需要 FILE 名称；若要写入标准输出，请省略该选项</translation>
    </message>
    <message>
        <source>--format insert needs --table NAME: the table to insert into</source>
        <translation>--format insert 需要 --table NAME：要插入的表</translation>
    </message>
    <message>
        <source>--table applies to --format insert only</source>
        <translation>--table 仅适用于 --format insert</translation>
    </message>
    <message>
        <source>--delimiter needs one character other than a quote or a line break, not &quot;%1&quot;</source>
        <translation>--delimiter 需要一个除引号和换行符以外的字符，而不是“%1”</translation>
    </message>
    <message>
        <source>--delimiter and --quote-all apply to --format csv only</source>
        <translation>--delimiter 和 --quote-all 仅适用于 --format csv</translation>
    </message>
    <message>
        <source>--no-header and --bom apply to --format csv and tsv only</source>
        <translation>--no-header 和 --bom 仅适用于 --format csv 和 tsv</translation>
    </message>
    <message>
        <source>--max-rows applies to table, csv and json output; --format %1 exports the whole result</source>
        <translation>--max-rows 适用于 table、csv 和 json 输出；--format %1 会导出完整结果</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueries</name>
    <message>
        <source>Saved Queries</source>
        <translation>已保存的查询</translation>
    </message>
    <message>
        <source>Save to &amp;Library…</source>
        <translation>保存到查询库(&amp;L)…</translation>
    </message>
    <message>
        <source>Keep this tab&apos;s query, its variables and its source in the library (%1)</source>
        <translation>将此标签页的查询、变量及数据源保存到查询库（%1）</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>保存到查询库</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>已保存的查询必须有名称</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>已将“%1”保存到查询库</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueriesPanel</name>
    <message>
        <source>Filter saved queries</source>
        <translation>筛选已保存的查询</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>已保存的查询</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Saved without a language: runs on every source</source>
        <translation>保存时未指定语言：可在所有数据源上运行</translation>
    </message>
    <message>
        <source>No saved queries yet: Query → Save to Library…</source>
        <translation>尚无已保存的查询：查询 → 保存到查询库…</translation>
    </message>
    <message>
        <source>Rename Saved Query</source>
        <translation>重命名已保存的查询</translation>
    </message>
    <message>
        <source>&amp;Open in New Tab</source>
        <translation>在新标签页中打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryPrompt</name>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>保存到查询库</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists.</source>
        <translation>名为“%1”的已保存查询已存在。</translation>
    </message>
    <message>
        <source>Replace it with this one?</source>
        <translation>是否用此查询替换它？</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Delete Saved Query</source>
        <translation>删除已保存的查询</translation>
    </message>
    <message>
        <source>Delete the saved query &quot;%1&quot;?</source>
        <translation>是否删除已保存的查询“%1”？</translation>
    </message>
    <message>
        <source>Tabs that show it keep their text.</source>
        <translation>显示该查询的标签页会保留其文本。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>已保存的查询</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryStore</name>
    <message>
        <source>The saved-query library failed: %1</source>
        <translation>已保存查询库出错：%1</translation>
    </message>
    <message>
        <source>A saved query named &quot;%1&quot; already exists</source>
        <translation>名为“%1”的已保存查询已存在</translation>
    </message>
    <message>
        <source>The saved-query library was written by a newer Nelumbo (format %1)</source>
        <translation>已保存查询库由更新版本的 Nelumbo 写入（格式 %1）</translation>
    </message>
    <message>
        <source>Query was written for &quot;%1&quot; but data source &quot;%2&quot; speaks &quot;%3&quot;</source>
        <translation>查询是为“%1”编写的，但数据源“%2”使用的是“%3”</translation>
    </message>
    <message>
        <source>A saved query needs a name</source>
        <translation>已保存的查询必须有名称</translation>
    </message>
    <message>
        <source>A saved query needs a statement</source>
        <translation>已保存的查询必须包含语句</translation>
    </message>
    <message>
        <source>No saved query has the id %1</source>
        <translation>没有 ID 为 %1 的已保存查询</translation>
    </message>
    <message>
        <source>No saved query is named &quot;%1&quot;</source>
        <translation>没有名为“%1”的已保存查询</translation>
    </message>
    <message>
        <source>must be a language identifier like &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>必须是语言标识符，例如“%1”或“%2”</translation>
    </message>
</context>
<context>
    <name>nelumbo::SavedQueryVariables</name>
    <message>
        <source>Saved query &quot;%1&quot;: %2</source>
        <translation>已保存的查询“%1”：%2</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaBrowser</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>筛选表和列</translation>
    </message>
    <message>
        <source>Schema filter</source>
        <translation>模式筛选</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Loading schema…</source>
        <translation>正在加载模式…</translation>
    </message>
    <message>
        <source>Cannot read the schema: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>无法读取模式：%1</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>PK</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>FK → %1</source>
        <extracomment>A foreign key; %1 is the table and column it references</extracomment>
        <translation>外键 → %1</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln 个表</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not null</source>
        <extracomment>%1 is a column&apos;s SQL type such as INTEGER</extracomment>
        <translation>%1 非空</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A column: %1 is its name, %2 its type</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, references %3</source>
        <extracomment>A column: %1 is its name, %2 its type, %3 the table and column it references</extracomment>
        <translation>%1 %2，引用 %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables and views</source>
        <translation>
            <numerusform>%Ln 个表和视图</numerusform>
        </translation>
    </message>
    <message>
        <source>The source cannot be reached: %1
The names shown are from its last answer.</source>
        <extracomment>%1 is the database&apos;s error message; the schema tree keeps the names last read</extracomment>
        <translation>无法连接到数据源：%1
显示的名称来自其上一次的响应。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SchemaCommand</name>
    <message>
        <source>Print the schemas, tables and columns a source shows, as JSON</source>
        <translation>以 JSON 格式打印数据源显示的模式、表和列</translation>
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
        <translation>用法：nelumbo-cli schema --source SRC [--table [SCHEMA.]TABLE]

准确打印可见性规则允许任何人查看的 SRC 内容
（助手能看到的也不会更多）：先是模式，然后是表和视图，
最后是列及其类型、是否可为空、主键、引用和数据库中的注释。
隐藏的模式、表和列会被省略；被遮蔽的列标有 &quot;policy&quot;: &quot;mask&quot;。
系统目录和迁移表始终隐藏。规则：配置文件中的 [visibility] 和
[source.NAME]（docs/CONFIG.md）。

选项：
      --source SRC     数据源名称、demo 或 URL。必需。
      --table TABLE    只显示此表；隐藏的表与不存在的表报告
                       方式完全相同。
  -h, --help           显示此帮助。

退出状态：0 已打印，1 无法显示该数据源或表，2 用法错误。
</translation>
    </message>
    <message>
        <source>schema needs --source SRC and no other arguments</source>
        <translation>schema 需要 --source SRC，且不接受其他参数</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot; needs a password (NELUMBO_PASSWORD_%2 or the keychain)</source>
        <translation>数据源“%1”需要密码（NELUMBO_PASSWORD_%2 或密钥环）</translation>
    </message>
    <message>
        <source>No visible table named &quot;%1&quot; in this source</source>
        <translation>此数据源中没有名为“%1”的可见表</translation>
    </message>
</context>
<context>
    <name>nelumbo::ScriptRunner</name>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>statement %1 (line %2): %3</source>
        <translation>语句 %1（第 %2 行）：%3</translation>
    </message>
    <message>
        <source>; run with --write to allow changes</source>
        <translation>；使用 --write 运行以允许更改</translation>
    </message>
</context>
<context>
    <name>nelumbo::SecretStore</name>
    <message>
        <source>no password is stored for this source</source>
        <translation>没有为此数据源存储密码</translation>
    </message>
    <message>
        <source>the system keychain is not available%1; no keychain service such as GNOME Keyring or KWallet seems to be running</source>
        <translation>系统密钥环不可用%1；似乎没有运行 GNOME Keyring 或 KWallet 等密钥环服务</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>系统密钥环拒绝了访问：%1</translation>
    </message>
    <message>
        <source>the system keychain failed: %1</source>
        <translation>系统密钥环出错：%1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <source>AI Assistant</source>
        <translation>AI 助手</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceStore</name>
    <message>
        <source>%1: [%2] is ignored: a source name may hold only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1：已忽略 [%2]：数据源名称只能包含字母、数字、“_”和“-”</translation>
    </message>
    <message>
        <source>%1: [%2]: demo is built in; its url and options cannot be changed and are ignored</source>
        <translation>%1：[%2]：demo 是内置数据源，其 url 和选项无法更改，已被忽略</translation>
    </message>
    <message>
        <source>%1: source %2: %3</source>
        <translation>%1：数据源 %2：%3</translation>
    </message>
    <message>
        <source>the password in its url is ignored; passwords are kept in the keychain, never in this file (use the connection dialog or &apos;nelumbo-cli sources add --password-stdin&apos;)</source>
        <translation>已忽略其 url 中的密码；密码保存在密钥环中，绝不会保存在此文件中（请使用连接对话框或“nelumbo-cli sources add --password-stdin”）</translation>
    </message>
    <message>
        <source>no url, so it is ignored</source>
        <translation>没有 url，因此已忽略</translation>
    </message>
    <message>
        <source>read_only must be true or false; the source is read-only</source>
        <translation>read_only 必须为 true 或 false；该数据源按只读处理</translation>
    </message>
    <message>
        <source>ai must be enabled, no-row-data or disabled; the assistant is disabled for it</source>
        <translation>ai 必须为 enabled、no-row-data 或 disabled；已为其禁用助手</translation>
    </message>
    <message>
        <source>password must be none, keychain, secrets-file or ask (where the password is kept, never the password itself); the value is ignored and the password will be asked for</source>
        <translation>password 必须为 none、keychain、secrets-file 或 ask（表示密码的保存位置，而不是密码本身）；已忽略该值，将会询问密码</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>“%1”不是有效的数据源名称：请使用字母、数字、“_”和“-”</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo 是内置数据源，不能重新定义；请选择其他名称</translation>
    </message>
    <message>
        <source>the URL %1 holds a password; passwords are never written to the config file</source>
        <translation>URL %1 中包含密码；密码绝不会写入配置文件</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>demo is built in and cannot be removed</source>
        <translation>demo 是内置数据源，无法删除</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot;</source>
        <translation>没有名为“%1”的数据源</translation>
    </message>
    <message>
        <source>there is no source named &quot;%1&quot; (&apos;nelumbo-cli sources&apos; lists them); a URL looks like %2</source>
        <translation>没有名为“%1”的数据源（“nelumbo-cli sources”会列出所有数据源）；URL 的形式类似 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>“%1”不是数据源 URL：应为 %2 这样的形式</translation>
    </message>
    <message>
        <source>Unsupported data source scheme &quot;%1&quot; in &quot;%2&quot;: use %3</source>
        <translation>“%2”中的数据源协议“%1”不受支持：请使用 %3</translation>
    </message>
    <message>
        <source>history must be on or off; nothing run on it is kept in the history</source>
        <translation>history 必须为 on 或 off；在该数据源上运行的任何内容都不会保存到历史记录中</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceSwitcher</name>
    <message>
        <source>Data source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>The data source of the window</source>
        <translation>窗口的数据源</translation>
    </message>
    <message>
        <source>New Source…</source>
        <translation>新建数据源…</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourceUrl</name>
    <message>
        <source>&quot;%1&quot;: an %2 URL with // must have an empty host, as in %2:///absolute/path.db</source>
        <translation>“%1”：带 // 的 %2 URL 的主机必须为空，例如 %2:///absolute/path.db</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no database file</source>
        <translation>“%1”未指定数据库文件</translation>
    </message>
    <message>
        <source>expected %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</source>
        <translation>应为 %1://[user[:password]@]host[:port]/database[?option=value&amp;…]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server URL: %2</source>
        <translation>“%1”不是服务器 URL：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a # must be written %23 (in a password too)</source>
        <translation>“%1”：# 必须写作 %23（密码中也是如此）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the IPv6 address lacks its closing ]</source>
        <translation>“%1”：IPv6 地址缺少右方括号 ]</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected text after the IPv6 address</source>
        <translation>“%1”：IPv6 地址后面有意外的文本</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a : after the host must be followed by a port</source>
        <translation>“%1”：主机后面的 : 后必须跟端口</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: several hosts in one URL are not supported</source>
        <translation>“%1”：不支持在一个 URL 中指定多个主机</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the port is not a number from 1 to 65535 (characters such as @ : / in a user name or password must be percent-encoded, @ as %40)</source>
        <translation>“%1”：端口不是 1 到 65535 之间的数字（用户名或密码中的 @ : / 等字符必须进行百分号编码，@ 写作 %40）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an @ after the host (characters such as / in a password must be percent-encoded, / as %2F)</source>
        <translation>“%1”：主机后面有 @（密码中的 / 等字符必须进行百分号编码，/ 写作 %2F）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an option without a name</source>
        <translation>“%1”：有一个选项没有名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a % must be followed by two hexadecimal digits that encode UTF-8 text, and %2 is not allowed</source>
        <translation>“%1”：% 后必须跟两位编码 UTF-8 文本的十六进制数字，且不允许 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source URL: expected a form like %2</source>
        <translation>“%1”不是数据源 URL：应为 %2 这样的形式</translation>
    </message>
</context>
<context>
    <name>nelumbo::SourcesCommand</name>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message>
        <source>--password-stdin: standard input holds no password</source>
        <translation>--password-stdin：标准输入中没有密码</translation>
    </message>
    <message>
        <source>List, add, remove and test the named data sources</source>
        <translation>列出、添加、删除和测试命名数据源</translation>
    </message>
    <message>
        <source>list: table (the default) or json.</source>
        <translation>list：table（默认）或 json。</translation>
    </message>
    <message>
        <source>add: allow statements that change the database. Sources are read-only unless this is given.</source>
        <translation>add：允许更改数据库的语句。未指定时数据源为只读。</translation>
    </message>
    <message>
        <source>add: the schemas to search, in order, separated by commas (PostgreSQL).</source>
        <translation>add：要搜索的模式，按顺序排列，以逗号分隔（PostgreSQL）。</translation>
    </message>
    <message>
        <source>add: what the AI assistant may see: enabled (the default), no-row-data (schema and SQL only) or disabled.</source>
        <translation>add：AI 助手可以查看的内容：enabled（默认）、no-row-data（仅模式和 SQL）或 disabled。</translation>
    </message>
    <message>
        <source>add: read the password from the first line of standard input and keep it in the system keychain.</source>
        <translation>add：从标准输入的第一行读取密码，并保存在系统密钥环中。</translation>
    </message>
    <message>
        <source>add: when no keychain service is running, keep the password in plain text in secrets.ini next to the config file, readable only by you.</source>
        <translation>add：当没有运行密钥环服务时，将密码以明文形式保存在配置文件旁的 secrets.ini 中，仅你本人可读。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Usage: nelumbo-cli sources [list] [--format table|json]
       nelumbo-cli sources add NAME URL [OPTIONS]
       nelumbo-cli sources remove NAME
       nelumbo-cli sources test NAME|URL

</source>
        <translation>用法：nelumbo-cli sources [list] [--format table|json]
      nelumbo-cli sources add NAME URL [OPTIONS]
      nelumbo-cli sources remove NAME
      nelumbo-cli sources test NAME|URL

</translation>
    </message>
    <message>
        <source>A source is a name for a database URL with its options. Sources live in the config file (--config FILE, or $NELUMBO_CONFIG, or the default file), the same file the app uses; docs/CONFIG.md describes it. &apos;run --source NAME&apos; opens one. The source demo, the Chinook sample database, is always there.</source>
        <translation>数据源是数据库 URL 及其选项的名称。数据源保存在配置文件中（--config FILE、$NELUMBO_CONFIG 或默认文件），与应用使用的是同一个文件；docs/CONFIG.md 对其有说明。“run --source NAME”可打开某个数据源。数据源 demo（Chinook 示例数据库）始终可用。</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Show every source: name, kind, URL (passwords masked), read-only and AI policy. The default action.</source>
        <translation>显示所有数据源：名称、类型、URL（密码已隐藏）、只读和 AI 策略。默认操作。</translation>
    </message>
    <message>
        <source>Add a source. URL is sqlite:path/to/file.db, sqlite:///absolute/path.db, postgres://user@host:port/database?options or mysql://user@host:port/database. A URL must not hold a password: use --password-stdin.</source>
        <translation>添加数据源。URL 可以是 sqlite:path/to/file.db、sqlite:///absolute/path.db、postgres://user@host:port/database?options 或 mysql://user@host:port/database。URL 中不得包含密码：请使用 --password-stdin。</translation>
    </message>
    <message>
        <source>Remove a source and its stored password.</source>
        <translation>删除数据源及其存储的密码。</translation>
    </message>
    <message>
        <source>Open the source and print ok with the server&apos;s version, or the error.</source>
        <translation>打开数据源，并打印 ok 和服务器版本，或打印错误。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Passwords:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in the config file. When no keychain service runs, &apos;add --password-stdin&apos; fails unless --allow-plaintext-secrets is given. The environment variable NELUMBO_PASSWORD_&lt;NAME&gt; (the name in capitals, &apos;-&apos; as &apos;_&apos;) overrides a stored password.</source>
        <translation>密码保存在系统密钥环中，绝不会保存在配置文件中。当没有运行密钥环服务时，除非指定了 --allow-plaintext-secrets，否则“add --password-stdin”会失败。环境变量 NELUMBO_PASSWORD_&lt;NAME&gt;（名称为大写，“-”写作“_”）会覆盖已存储的密码。</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success; for test, the source opened</source>
        <translation>成功；对于 test，表示数据源已打开</translation>
    </message>
    <message>
        <source>runtime error: unknown source, the source cannot be opened, the password cannot be stored, the config file cannot be written</source>
        <translation>运行时错误：数据源未知、无法打开数据源、无法存储密码、无法写入配置文件</translation>
    </message>
    <message>
        <source>usage error: unknown action or option, bad NAME, a password in URL</source>
        <translation>用法错误：未知的操作或选项、NAME 无效、URL 中包含密码</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: use list, add, remove or test</source>
        <translation>未知操作“%1”：请使用 list、add、remove 或 test</translation>
    </message>
    <message>
        <source>too many arguments for &apos;sources %1&apos;</source>
        <translation>“sources %1”的参数过多</translation>
    </message>
    <message>
        <source>&apos;sources add&apos; needs a NAME and a URL</source>
        <translation>“sources add”需要 NAME 和 URL</translation>
    </message>
    <message>
        <source>&apos;sources %1&apos; needs a NAME</source>
        <translation>“sources %1”需要 NAME</translation>
    </message>
    <message>
        <source>--%1 is not an option of &apos;sources %2&apos;</source>
        <translation>--%1 不是“sources %2”的选项</translation>
    </message>
    <message>
        <source>unknown --format &quot;%1&quot;: use table or json</source>
        <translation>未知的 --format“%1”：请使用 table 或 json</translation>
    </message>
    <message>
        <source>unknown --ai &quot;%1&quot;: use enabled, no-row-data or disabled</source>
        <translation>未知的 --ai“%1”：请使用 enabled、no-row-data 或 disabled</translation>
    </message>
    <message>
        <source>--allow-plaintext-secrets only applies with --password-stdin</source>
        <translation>--allow-plaintext-secrets 仅在与 --password-stdin 一起使用时有效</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid source name: use letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>“%1”不是有效的数据源名称：请使用字母、数字、“_”和“-”</translation>
    </message>
    <message>
        <source>the URL %1 holds a password, which other users can see on the command line and which stays in your shell history; leave it out and give it with --password-stdin</source>
        <translation>URL %1 中包含密码，其他用户可以在命令行中看到它，而且它会保留在 shell 历史记录中；请将其从 URL 中去掉，改用 --password-stdin 提供</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>demo is built in and cannot be redefined; choose another name</source>
        <translation>demo 是内置数据源，不能重新定义；请选择其他名称</translation>
    </message>
    <message>
        <source>a source named &quot;%1&quot; exists already; remove it first with &apos;nelumbo-cli sources remove %1&apos;</source>
        <translation>名为“%1”的数据源已存在；请先使用“nelumbo-cli sources remove %1”将其删除</translation>
    </message>
    <message>
        <source>Source %1 added: %2</source>
        <translation>已添加数据源 %1：%2</translation>
    </message>
    <message>
        <source>cannot store the password: %1; the source was not added</source>
        <translation>无法存储密码：%1；未添加该数据源</translation>
    </message>
    <message>
        <source>Add --allow-plaintext-secrets to keep the password in plain text in %1, readable only by you, or add the source without --password-stdin and set %2 when you use it.</source>
        <translation>添加 --allow-plaintext-secrets 可将密码以明文形式保存在 %1 中（仅你本人可读），或者不使用 --password-stdin 添加数据源，并在使用时设置 %2。</translation>
    </message>
    <message>
        <source>warning: no keychain service is running; the password is stored in plain text in %1, readable only by you</source>
        <translation>警告：没有运行密钥环服务；密码以明文形式存储在 %1 中，仅你本人可读</translation>
    </message>
    <message>
        <source>source %1 removed, but its password could not be: %2</source>
        <translation>已删除数据源 %1，但无法删除其密码：%2</translation>
    </message>
    <message>
        <source>Source %1 removed</source>
        <translation>已删除数据源 %1</translation>
    </message>
    <message>
        <source>it asks for its password each time</source>
        <translation>该数据源每次都会询问密码</translation>
    </message>
    <message>
        <source>no password for source %1: %2; set %3 to give one</source>
        <translation>数据源 %1 没有密码：%2；请设置 %3 以提供密码</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>ok：%1</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Try &apos;nelumbo-cli sources --help&apos; for more information.</source>
        <translation>运行“nelumbo-cli sources --help”以获取更多信息。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlFormatter</name>
    <message>
        <source>Not formatted: the quote or comment at character %1 does not end</source>
        <translation>未格式化：第 %1 个字符处的引号或注释没有结束</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlIdentifier</name>
    <message>
        <source>Invalid table name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>表名“%1”无效。只能包含字母、数字和下划线。</translation>
    </message>
    <message>
        <source>Invalid schema name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>模式名“%1”无效。只能包含字母、数字和下划线。</translation>
    </message>
    <message>
        <source>Invalid column name: &quot;%1&quot;. Must contain only letters, digits, and underscores.</source>
        <translation>列名“%1”无效。只能包含字母、数字和下划线。</translation>
    </message>
    <message>
        <source>Invalid search_path entry: &quot;%1&quot;. The search path must be a comma-separated list of identifiers.</source>
        <translation>search_path 条目“%1”无效。搜索路径必须是以逗号分隔的标识符列表。</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqlLanguage</name>
    <message>
        <source>Only a single query (SELECT, WITH, VALUES) can be sorted in the database</source>
        <translation>只有单个查询（SELECT、WITH、VALUES）可以在数据库中排序</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteAdapter</name>
    <message>
        <source>The database file %1 does not exist</source>
        <translation>数据库文件 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 不是文件</translation>
    </message>
    <message>
        <source>Not an SQLite database: %1</source>
        <translation>不是 SQLite 数据库：%1</translation>
    </message>
    <message>
        <source>This SQLite library does not support PRAGMA query_only</source>
        <translation>此 SQLite 库不支持 PRAGMA query_only</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>没有表 %1</translation>
    </message>
    <message>
        <source>The statement is empty</source>
        <translation>语句为空</translation>
    </message>
    <message>
        <source>The SQLite database is not open</source>
        <translation>SQLite 数据库未打开</translation>
    </message>
    <message>
        <source>SQLite databases</source>
        <translation>SQLite 数据库</translation>
    </message>
    <message>
        <source>Choose an SQLite Database</source>
        <translation>选择 SQLite 数据库</translation>
    </message>
    <message>
        <source>Open SQLite database</source>
        <translation>打开 SQLite 数据库</translation>
    </message>
    <message>
        <source>Choose the SQLite database file.</source>
        <translation>请选择 SQLite 数据库文件。</translation>
    </message>
    <message>
        <source>the SQLite connection is not open</source>
        <translation>SQLite 连接未打开</translation>
    </message>
</context>
<context>
    <name>nelumbo::SqliteLocalStore</name>
    <message>
        <source>Cannot set up %1: %2</source>
        <translation>无法设置 %1：%2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>它不是 SQLite 数据库</translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementApplier</name>
    <message>
        <source>multi-select</source>
        <translation>多选</translation>
    </message>
    <message>
        <source>select</source>
        <translation>下拉选择</translation>
    </message>
    <message>
        <source>list of %1 values</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>%1 值列表</translation>
    </message>
    <message>
        <source>%1 input</source>
        <extracomment>%1 is a variable type keyword: text, number or date</extracomment>
        <translation>%1 输入框</translation>
    </message>
    <message>
        <source>options from a query</source>
        <translation>选项来自查询</translation>
    </message>
    <message>
        <source>label “%1”</source>
        <extracomment>%1 is the label a variable&apos;s input shows</extracomment>
        <translation>标签“%1”</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its input such as &quot;select, 3 options&quot;</extracomment>
        <translation>%1：%2（新）</translation>
    </message>
    <message>
        <source>%1: %2 (was: %3)</source>
        <extracomment>%1 is a variable&apos;s name, %2 its new input, %3 the input before</extracomment>
        <translation>%1：%2（原为：%3）</translation>
    </message>
    <message>
        <source>value “%1”</source>
        <extracomment>%1 is the value a variable gets</extracomment>
        <translation>值“%1”</translation>
    </message>
    <message>
        <source>value “%1” → “%2”</source>
        <extracomment>%1 is a variable&apos;s value now, %2 the value it gets</extracomment>
        <translation>值“%1”→“%2”</translation>
    </message>
    <message numerus="yes">
        <source>%Ln options</source>
        <translation>
            <numerusform>%Ln 个选项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::StatementGuard</name>
    <message>
        <source>The statement reads a table that does not exist or is not visible for this data source</source>
        <translation>该语句读取的表不存在，或在此数据源中不可见</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>表“%1”不存在，或在此数据源中不可见</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source</source>
        <translation>已拒绝：无法根据此数据源的可见性规则检查该语句</translation>
    </message>
    <message>
        <source>Refused: this statement cannot be checked against the visibility rules of this data source (%1)</source>
        <translation>已拒绝：无法根据此数据源的可见性规则检查该语句（%1）</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; does not exist or is not visible for this data source</source>
        <translation>列“%1”不存在，或在此数据源中不可见</translation>
    </message>
</context>
<context>
    <name>nelumbo::SuggestionCards</name>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>重写</translation>
    </message>
    <message>
        <source>High impact</source>
        <translation>高影响</translation>
    </message>
    <message>
        <source>Low impact</source>
        <translation>低影响</translation>
    </message>
    <message>
        <source>Medium impact</source>
        <translation>中等影响</translation>
    </message>
    <message>
        <source>Optimisation suggestions</source>
        <translation>优化建议</translation>
    </message>
    <message>
        <source>The model had no suggestions for this statement.</source>
        <translation>模型没有针对此语句的建议。</translation>
    </message>
    <message>
        <source>Suggestion %1: %2</source>
        <translation>建议 %1：%2</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <source>Suggestion text</source>
        <translation>建议文本</translation>
    </message>
    <message>
        <source>Copy DDL</source>
        <translation>复制 DDL</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Apply Rewrite…</source>
        <translation>应用重写…</translation>
    </message>
    <message>
        <source>Shows the change to the query before replacing it</source>
        <translation>在替换查询之前显示对查询的更改</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
</context>
<context>
    <name>nelumbo::TablePrinter</name>
    <message numerus="yes">
        <source>(%n rows)</source>
        <translation>
            <numerusform>（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>OK, %n rows affected</source>
        <translation>
            <numerusform>OK，影响了 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>OK, %1 rows affected</source>
        <translation>OK，影响了 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>(showing first %n rows; more available)</source>
        <translation>
            <numerusform>（仅显示前 %n 行；还有更多）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nelumbo::TagInput</name>
    <message>
        <source>Type a value, then Enter or a comma</source>
        <translation>输入一个值，然后按 Enter 或输入逗号</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot;</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TemplateCompiler</name>
    <message>
        <source>Missing required variable: %1</source>
        <translation>缺少必需的变量：%1</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; cannot be part of a text literal</source>
        <translation>列表变量“%1”不能作为文本字面量的一部分</translation>
    </message>
    <message>
        <source>%1 is not a variable: write %2, without spaces inside the braces</source>
        <translation>%1 不是变量：请写作 %2，花括号内不要有空格</translation>
    </message>
</context>
<context>
    <name>nelumbo::TextExportWriter</name>
    <message>
        <source>cannot write the export: %1</source>
        <translation>无法写入导出内容：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::TrustedAiContext</name>
    <message>
        <source>This feature is not available for this data source.</source>
        <translation>此数据源不支持该功能。</translation>
    </message>
</context>
<context>
    <name>nelumbo::ValueViewer</name>
    <message>
        <source>Wrap</source>
        <translation>自动换行</translation>
    </message>
    <message>
        <source>Value viewer</source>
        <translation>值查看器</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the whole value</source>
        <translation>复制完整的值</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the whole value to a file</source>
        <translation>将完整的值保存到文件</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Select a cell to see its value in full.</source>
        <translation>选择一个单元格以查看其完整的值。</translation>
    </message>
    <message>
        <source>Loading %1 bytes…</source>
        <translation>正在加载 %1 字节…</translation>
    </message>
    <message>
        <source>NULL (no value)</source>
        <translation>NULL（无值）</translation>
    </message>
    <message numerus="yes">
        <source>Text, %Ln characters</source>
        <translation>
            <numerusform>文本，%Ln 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>JSON, %Ln characters</source>
        <translation>
            <numerusform>JSON，%Ln 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XML, %Ln characters</source>
        <translation>
            <numerusform>XML，%Ln 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Binary, %Ln bytes</source>
        <translation>
            <numerusform>二进制，%Ln 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture that cannot be shown, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG; the picture could not be read</extracomment>
        <translation>
            <numerusform>无法显示的 %1 图片，%Ln 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picture, %2 × %3, %Ln bytes</source>
        <extracomment>%1 is a picture format such as PNG, %2 × %3 its size in pixels</extracomment>
        <translation>
            <numerusform>%1 图片，%2 × %3，%Ln 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the first %1; Copy and Save give all of it</source>
        <translation>仅显示前 %1；“复制”和“保存”可获取全部内容</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the value to %1: %2</source>
        <translation>无法将值保存到 %1：%2</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>保存值</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableArguments</name>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--var 的格式为 NAME=VALUE，而不是“%1”</translation>
    </message>
    <message>
        <source>--var: &quot;%1&quot; is not a variable name; names are ASCII letters, digits and _, not starting with a digit, as in {{name}}</source>
        <translation>--var：“%1”不是变量名；名称由 ASCII 字母、数字和 _ 组成，且不以数字开头，如 {{name}}</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableCaster</name>
    <message>
        <source>Invalid number format: &apos;%1&apos; contains non-numeric characters</source>
        <translation>数字格式无效：“%1”包含非数字字符</translation>
    </message>
    <message>
        <source>Invalid number format: &apos;%1&apos; is not a valid number</source>
        <translation>数字格式无效：“%1”不是有效的数字</translation>
    </message>
    <message>
        <source>Invalid date format: &apos;%1&apos; is not a valid ISO8601 date</source>
        <translation>日期格式无效：“%1”不是有效的 ISO 8601 日期</translation>
    </message>
    <message>
        <source>List variable &apos;%1&apos; must have at least one value</source>
        <translation>列表变量“%1”必须至少有一个值</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableDefinition</name>
    <message>
        <source>A variable needs a name</source>
        <translation>变量必须有名称</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: select must define either static_options or options_query</source>
        <translation>变量“%1”：select 必须定义 static_options 或 options_query</translation>
    </message>
    <message>
        <source>Variable type &quot;%1&quot; is invalid: use text, number or date</source>
        <translation>变量类型“%1”无效：请使用 text、number 或 date</translation>
    </message>
    <message>
        <source>Variable widget &quot;%1&quot; is invalid: use input or select</source>
        <translation>变量控件“%1”无效：请使用 input 或 select</translation>
    </message>
    <message>
        <source>static_options cannot mix different formats - use consistent format throughout</source>
        <translation>static_options 不能混用不同的格式，请始终使用同一种格式</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableEditor</name>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>（无日期）</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Options failed to load</source>
        <translation>选项加载失败</translation>
    </message>
    <message>
        <source>Options failed to load: %1</source>
        <translation>选项加载失败：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VariableForm</name>
    <message>
        <source>Query variables</source>
        <translation>查询变量</translation>
    </message>
    <message>
        <source>Values are bound as parameters; [[ … ]] parts are left out while their variables are empty.</source>
        <translation>值会作为参数绑定；变量为空时，[[ … ]] 部分会被省略。</translation>
    </message>
    <message>
        <source>Run with these values</source>
        <translation>使用这些值运行</translation>
    </message>
    <message>
        <source>Run the query again with the values above (Enter in a field)</source>
        <translation>使用上面的值重新运行查询（在字段中按 Enter）</translation>
    </message>
    <message>
        <source>No database to run the options query on</source>
        <translation>没有可运行选项查询的数据库</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityConfig</name>
    <message>
        <source>Visibility rules for &quot;%1&quot; in %2: %3</source>
        <translation>%2 中“%1”的可见性规则：%3</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibilityPolicy</name>
    <message>
        <source>&quot;%1&quot;: partial masks take two whole numbers</source>
        <translation>“%1”：部分遮蔽需要两个整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown mask &quot;%2&quot;</source>
        <translation>“%1”：未知的遮蔽方式“%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a column policy (allow, omit, error or mask)</source>
        <translation>“%1”不是列策略（allow、omit、error 或 mask）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a column rule reads [schema.][table.]column=policy</source>
        <translation>“%1”：列规则的格式为 [schema.][table.]column=policy</translation>
    </message>
    <message>
        <source>Refused: the statement touches hidden table(s): %1</source>
        <translation>已拒绝：该语句涉及隐藏的表：%1</translation>
    </message>
</context>
<context>
    <name>nelumbo::VisibleCatalog</name>
    <message>
        <source>There is no table %1</source>
        <translation>没有表 %1</translation>
    </message>
    <message>
        <source>There is no column %1 in %2</source>
        <translation>%2 中没有列 %1</translation>
    </message>
</context>
<context>
    <name>nelumbo::XlsxWriter</name>
    <message>
        <source>XLSX holds at most %1 columns; the result has %2</source>
        <translation>XLSX 最多容纳 %1 列；该结果有 %2 列</translation>
    </message>
    <message>
        <source>cannot start the XLSX workbook %1</source>
        <translation>无法创建 XLSX 工作簿 %1</translation>
    </message>
    <message>
        <source>cannot add a sheet to the XLSX workbook</source>
        <translation>无法向 XLSX 工作簿添加工作表</translation>
    </message>
    <message>
        <source>cannot write an XLSX cell: %1</source>
        <translation>无法写入 XLSX 单元格：%1</translation>
    </message>
    <message>
        <source>cannot write the XLSX file %1: %2</source>
        <translation>无法写入 XLSX 文件 %1：%2</translation>
    </message>
</context>
</TS>
