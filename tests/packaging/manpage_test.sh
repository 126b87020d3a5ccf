#!/usr/bin/env bash
# Checks that the man page of the nelumbo GUI documents every option of 'nelumbo --help'.
# Usage: manpage_test.sh NELUMBO MAN_PAGE
set -uo pipefail

gui=$1 manpage=$2
help=$(QT_QPA_PLATFORM=offscreen "$gui" --help 2>/dev/null)
options=$(grep -oE '^  (-[a-z], )?--[a-z-]+' <<<"$help" | grep -oE -- '--[a-z-]+$')
if [[ -z $options ]]; then
    echo "FAIL: no options in 'nelumbo --help'"
    exit 1
fi
rc=0
for option in $options; do
    grep -qF -- "${option//-/\\-}" "$manpage" || { echo "FAIL: $manpage lacks $option"; rc=1; }
done
if command -v groff >/dev/null; then
    groff -man -ww -z "$manpage" || { echo "FAIL: groff warns about $manpage"; rc=1; }
fi
[[ $rc -eq 0 ]] && echo "PASS: $(wc -w <<<"$options") options documented"
exit "$rc"
