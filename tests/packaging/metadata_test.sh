#!/usr/bin/env bash
# Validates the desktop entry and the AppStream metainfo with the freedesktop tools, and
# checks that the icon sizes the desktop needs are there with the right dimensions.
# Usage: metadata_test.sh DESKTOP_FILE METAINFO_FILE ICON_DIR
set -uo pipefail

desktop=$1 metainfo=$2 icons=$3
for tool in desktop-file-validate appstreamcli; do
    if ! command -v "$tool" >/dev/null; then
        echo "SKIP   : $tool is not installed (tools/packages.sh lists its package)"
        exit 0
    fi
done

rc=0
desktop-file-validate "$desktop" || { echo "FAIL: desktop-file-validate $desktop"; rc=1; }
appstreamcli validate --no-net "$metainfo" || { echo "FAIL: appstreamcli validate $metainfo"; rc=1; }

# The metainfo names the desktop file it describes.
grep -q "<launchable type=\"desktop-id\">$(basename "$desktop")</launchable>" "$metainfo" ||
    { echo "FAIL: the metainfo's launchable is not $(basename "$desktop")"; rc=1; }

for size in 16 22 24 32 48 64 128 256 512; do
    png="$icons/hicolor/${size}x${size}/apps/nelumbo.png"
    # PNG width and height are big-endian 32-bit numbers at bytes 16 and 20.
    dims=$(od -An -tu1 -j16 -N8 "$png" 2>/dev/null |
        awk '{printf "%d %d", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [[ $dims == "$size $size" ]] || { echo "FAIL: $png is '$dims', expected $size x $size"; rc=1; }
done
[[ $rc -eq 0 ]] && echo "PASS: desktop entry, metainfo and icons"
exit "$rc"
