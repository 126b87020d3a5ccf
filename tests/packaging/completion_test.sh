#!/usr/bin/env bash
# Checks the bash completion of nelumbo-cli, and that it and the man page know every
# command and option that nelumbo-cli's own help lists.
# Usage: completion_test.sh NELUMBO_CLI COMPLETION_FILE MAN_PAGE
set -uo pipefail

cli=$1 completion=$2 manpage=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work XDG_CONFIG_HOME=$work/config
unset NELUMBO_CONFIG
mkdir -p "$work/config/Nelumbo/nelumbo"
printf '[source.shop]\nurl=sqlite:shop.db\n\n[source.prod-db]\nurl=postgres://app@db/sales\n\n[ai]\nenabled=false\n' \
    >"$work/config/Nelumbo/nelumbo/nelumbo.conf"
printf '[source.other]\nurl=sqlite:other.db\n' >"$work/other.conf"
mkdir -p "$work/files" && touch "$work/files/report.sql" "$work/files/notes.txt"

# shellcheck disable=SC1090
. "$completion"

# complete_line "LINE" : COMPREPLY for the cursor at the end of LINE (sorted, one line).
complete_line() {
    local line=$1
    read -r -a COMP_WORDS <<<"$line"
    [[ $line == *' ' ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$line
    COMP_POINT=${#line}
    COMPREPLY=()
    _nelumbo_cli
    printf '%s\n' "${COMPREPLY[@]}" | sort | paste -sd' ' -
}

expect() { # expect "LINE" "EXPECTED"
    local got
    got=$(complete_line "$1")
    [[ $got == "$2" ]] || fail "'$1' completes to '$got', expected '$2'"
}
expect_has() { # expect_has "LINE" WORD...
    local got w line=$1
    shift
    got=" $(complete_line "$line") "
    for w in "$@"; do
        [[ $got == *" $w "* ]] || fail "'$line' does not offer $w (got:$got)"
    done
}

[[ $(complete -p nelumbo-cli 2>/dev/null) == *"-F _nelumbo_cli"* ]] ||
    fail "the completion is not registered for nelumbo-cli"

expect "nelumbo-cli ru" "run"
expect "nelumbo-cli s" "schema sources"
expect "nelumbo-cli --" "--config --help --version"
expect "nelumbo-cli --config $work/other.conf ru" "run"
expect "nelumbo-cli run --source " "demo prod-db shop"
expect "nelumbo-cli run --source s" "shop"
expect "nelumbo-cli --config $work/other.conf run --source " "demo other"
expect "nelumbo-cli run --format " "csv insert json markdown ndjson table tsv xlsx"
expect "nelumbo-cli ai --format " "json text"
expect "nelumbo-cli queries show x --format " "json text"
expect "nelumbo-cli queries --format " "json table"
expect "nelumbo-cli prompt --kind e" "explanation"
expect "nelumbo-cli sources add x sqlite:x.db --ai " "disabled enabled no-row-data"
expect "nelumbo-cli sources " "add list remove test"
expect "nelumbo-cli sources test " "demo prod-db shop"
expect "nelumbo-cli sources --format json r" "remove"
expect "nelumbo-cli ai " "models status test"
expect "nelumbo-cli queries " "delete list rename save show"
expect "nelumbo-cli help q" "queries"
expect "nelumbo-cli run --var " ""
expect "nelumbo-cli run --source demo --max-rows " ""
expect "nelumbo-cli run --source demo -f $work/files/rep" "$work/files/report.sql"
expect "nelumbo-cli generate --conversation $work/files/n" "$work/files/notes.txt"
expect "nelumbo-cli run --w" "--write"
expect "nelumbo-cli unknown --" ""

# Every command and option of nelumbo-cli's help is known to the completion and the man page.
[[ -x $cli ]] || fail "$cli is not executable"
commands=$("$cli" --help | awk '/^Commands:/{on=1; next} /^[^ ]/{on=0} on && /^  [a-z]/{print $1}')
[[ -n $commands ]] || fail "no commands in 'nelumbo-cli --help'"
# shellcheck disable=SC2086 # one word per command
expect_has "nelumbo-cli " $commands
for option in $("$cli" --help | grep -oE '^(  -[a-z], |      )--[a-z-]+' | grep -oE -- '--[a-z-]+$'); do
    expect_has "nelumbo-cli -" "$option"
    grep -qF -- "${option//-/\\-}" "$manpage" || fail "the man page lacks the global option $option"
done
for command in $commands; do
    grep -q "^\.SS $command\$" "$manpage" || fail "the man page has no section for '$command'"
    [[ $command == help ]] && continue
    # Option rows of the help (the label at column 3, or 7 for long-only options) and the
    # options of the usage lines.
    help=$("$cli" help "$command")
    options=$({
        grep -oE '^(  -[a-z], |      )--[a-z-]+' <<<"$help" | grep -oE -- '--[a-z-]+$'
        awk 'NR == 1, /^$/' <<<"$help" | grep -oE -- '(^|[[ ])--[a-z-]+' | grep -oE -- '--[a-z-]+'
    } | sort -u)
    [[ -n $options ]] || fail "no options in 'nelumbo-cli help $command'"
    for option in $options; do
        expect_has "nelumbo-cli $command -" "$option"
        [[ $option == --help ]] && continue # the man page says it once for every command
        # The command's section of the man page, up to the next section.
        section=$(awk -v c="$command" '$0 == ".SS " c {on=1; next} /^\.S[SH] /{on=0} on' "$manpage")
        grep -qF -- "${option//-/\\-}" <<<"$section" ||
            fail "the man page's section '$command' lacks $option"
    done
done

if ((failures > 0)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "PASS: completion and man page cover $(wc -w <<<"$commands") commands"
