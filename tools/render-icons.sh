#!/usr/bin/env bash
# Renders the hicolor PNG icons from the SVGs in resources/icons. Run it after changing an
# SVG and commit the PNGs: the build does not need an SVG renderer.
# Sizes up to 24 px come from nelumbo-small.svg, drawn on a 16 px grid so that it stays
# legible; larger sizes come from nelumbo.svg, the window icon.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ICONS="$REPO/resources/icons"

command -v rsvg-convert >/dev/null || {
    echo "render-icons: rsvg-convert is missing: apt-get install --no-install-recommends librsvg2-bin" >&2
    exit 1
}

for size in 16 22 24 32 48 64 128 256 512; do
    source="$ICONS/nelumbo.svg"
    [ "$size" -gt 24 ] || source="$ICONS/nelumbo-small.svg"
    out="$ICONS/hicolor/${size}x${size}/apps/nelumbo.png"
    mkdir -p "$(dirname "$out")"
    rsvg-convert --width "$size" --height "$size" --format png "$source" --output "$out"
    echo "$out (from $(basename "$source"))"
done
