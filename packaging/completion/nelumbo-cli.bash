# bash completion for nelumbo-cli                                       -*- shell-script -*-
# Installed as share/bash-completion/completions/nelumbo-cli. Self-contained: it works with
# or without the bash-completion package's helpers.

# The source names of the config file nelumbo-cli would read, and the built-in demo.
_nelumbo_cli_sources()
{
    local config=$1
    if [[ -z $config ]]; then
        config=${NELUMBO_CONFIG:-${XDG_CONFIG_HOME:-$HOME/.config}/Nelumbo/nelumbo/nelumbo.conf}
    fi
    printf '%s\n' demo
    [[ -r $config ]] || return 0
    local line
    while IFS= read -r line; do
        line=${line%$'\r'}
        if [[ $line =~ ^\[source\.([A-Za-z0-9_-]+)\]$ ]]; then
            printf '%s\n' "${BASH_REMATCH[1]}"
        fi
    done <"$config"
}

# _nelumbo_cli_reply WORDS CUR: the WORDS that start with CUR.
_nelumbo_cli_reply()
{
    mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
}

_nelumbo_cli_files()
{
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

_nelumbo_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=""
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()

    local commands="run sources schema check render format explain-plan complete ai generate explain optimize prompt queries history eval help"

    # The command is the first word that is not a global option; --config takes a value.
    local i command="" commandAt=0 config=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            --config) config=${COMP_WORDS[i + 1]}; ((i++)) ;;
            --config=*) config=${COMP_WORDS[i]#--config=} ;;
            -*) ;;
            *) command=${COMP_WORDS[i]}; commandAt=$i; break ;;
        esac
    done

    if [[ -z $command ]]; then
        case $prev in
            --config) _nelumbo_cli_files "$cur"; return 0 ;;
        esac
        if [[ $cur == -* ]]; then
            _nelumbo_cli_reply "--config --help --version -h" "$cur"
        else
            _nelumbo_cli_reply "$commands" "$cur"
        fi
        return 0
    fi

    # The action of sources, ai and queries: the first word after the command that is not
    # an option or an option's value.
    local action="" actionAt=0
    for ((i = commandAt + 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            --format | --source | --var | --search-path | --ai | -f | --file | --kind | \
                --prompt | --current | --conversation | --fragment | --table | --saved | \
                --max-rows | --questions | --source-for | --results | --concurrency | --limit | \
                --category | --max-cost | --timeout | --report | --search | --keyword-case | \
                --language | --cursor | -o | --output | --delimiter) ((i++)) ;;
            -*) ;;
            *) action=${COMP_WORDS[i]}; actionAt=$i; break ;;
        esac
    done

    # Values of options
    case $prev in
        --source)
            _nelumbo_cli_reply "$(_nelumbo_cli_sources "$config")" "$cur"
            return 0
            ;;
        -f | --file | --conversation | --questions | --results | --report | -o | --output)
            _nelumbo_cli_files "$cur"
            return 0
            ;;
        --format)
            local formats=""
            case $command in
                run) formats="table csv json tsv ndjson markdown insert xlsx" ;;
                sources) formats="table json" ;;
                ai | prompt) formats="text json" ;;
                queries) [[ $action == show ]] && formats="text json" || formats="table json" ;;
                history) formats="table json" ;;
                explain-plan) formats="table json" ;;
            esac
            _nelumbo_cli_reply "$formats" "$cur"
            return 0
            ;;
        --kind)
            _nelumbo_cli_reply "generation explanation optimization" "$cur"
            return 0
            ;;
        --keyword-case)
            _nelumbo_cli_reply "upper lower keep" "$cur"
            return 0
            ;;
        --language)
            _nelumbo_cli_reply "sql:sqlite sql:postgres sql:mysql" "$cur"
            return 0
            ;;
        --ai)
            _nelumbo_cli_reply "enabled no-row-data disabled" "$cur"
            return 0
            ;;
        --var | --saved | --max-rows | --search-path | --prompt | --current | --fragment | \
            --table | --source-for | --concurrency | --limit | --category | --max-cost | --timeout | \
            --search | --delimiter)
            return 0 # free text
            ;;
    esac

    local options="" actions=""
    case $command in
        run)
            options="--source -f --file --saved --format --max-rows --var --write --history --conversation"
            options+=" -o --output --table --delimiter --quote-all --no-header --bom"
            ;;
        sources)
            actions="list add remove test"
            options="--format --read-write --search-path --ai --password-stdin --allow-plaintext-secrets"
            ;;
        schema) options="--source --table" ;;
        check) options="--source" ;;
        render) options="--source --var" ;;
        format) options="--keyword-case --language --source -f --file" ;;
        explain-plan) options="--source --format" ;;
        complete) options="--source --cursor" ;;
        ai)
            actions="status test models"
            options="--format"
            ;;
        generate) options="--source --prompt --current --conversation --allow-writes" ;;
        explain) options="--source --fragment" ;;
        optimize) options="--source" ;;
        prompt) options="--source --kind --format" ;;
        eval)
            actions="compare"
            options="--questions --source-for --results --resume --concurrency --limit --category --max-cost --timeout --report"
            ;;
        queries)
            actions="list show save rename delete"
            options="--format --source -f --file --var --replace"
            ;;
        history) options="--source --search --failed --succeeded --limit --format" ;;
        help)
            ((COMP_CWORD == commandAt + 1)) && _nelumbo_cli_reply "$commands" "$cur"
            return 0
            ;;
        *) return 0 ;;
    esac

    if [[ $cur == -* ]]; then
        _nelumbo_cli_reply "$options -h --help" "$cur"
    elif [[ -n $actions && -z $action ]]; then
        _nelumbo_cli_reply "$actions" "$cur"
    elif [[ $command == sources && ($action == remove || $action == test) ]] &&
        ((COMP_CWORD == actionAt + 1)); then
        _nelumbo_cli_reply "$(_nelumbo_cli_sources "$config")" "$cur"
    fi
    return 0
} &&
    complete -F _nelumbo_cli nelumbo-cli
