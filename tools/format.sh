#!/usr/bin/env bash
# Checks (default) or applies the root .clang-format to every C++ file git knows.
#   tools/format.sh [--check|--fix]
# The tree is formatted with Debian 12's clang-format 14: other versions break lines
# differently, so they are refused rather than reporting a tree full of false differences.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MODE=${1:---check}
WANTED_MAJOR=14

case "$MODE" in
    --check | --fix) ;;
    -h | --help) sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "format.sh: unknown option $MODE (--check or --fix)" >&2; exit 2 ;;
esac

tool=${NELUMBO_CLANG_FORMAT:-}
if [ -z "$tool" ]; then
    for candidate in clang-format-$WANTED_MAJOR clang-format; do
        if command -v "$candidate" >/dev/null; then tool=$candidate; break; fi
    done
fi
[ -n "$tool" ] || { echo "format.sh: clang-format $WANTED_MAJOR is not installed (apt-get install clang-format-$WANTED_MAJOR)" >&2; exit 2; }
major=$("$tool" --version | sed -n 's/.*version \([0-9]*\).*/\1/p')
if [ "$major" != "$WANTED_MAJOR" ] && [ -z "${NELUMBO_CLANG_FORMAT:-}" ]; then
    echo "format.sh: $tool is version $major; the tree is formatted with clang-format $WANTED_MAJOR" >&2
    echo "format.sh: set NELUMBO_CLANG_FORMAT to use it anyway" >&2
    exit 2
fi

cd "$REPO"
mapfile -t files < <(git ls-files -- '*.cpp' '*.h' '*.c')
if [ "$MODE" = --fix ]; then
    printf '%s\0' "${files[@]}" | xargs -0 -n 50 "$tool" -i
    echo "format.sh: formatted ${#files[@]} files with $tool"
    exit 0
fi

bad=()
for f in "${files[@]}"; do
    "$tool" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ "${#bad[@]}" -gt 0 ]; then
    echo "format.sh: ${#bad[@]} of ${#files[@]} files do not match .clang-format ($tool):" >&2
    printf '    %s\n' "${bad[@]}" >&2
    echo "format.sh: run tools/format.sh --fix (or the 'format' build target)" >&2
    exit 1
fi
echo "format.sh: all ${#files[@]} files match .clang-format ($tool)"
