#!/usr/bin/env bash
# Prints the path of a Debian 13 root with Nelumbo's build dependencies, creating it
# when missing or when the package list changed. Cached outside the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../tools/packages.sh
. "$here/tools/packages.sh"

cache=${NELUMBO_CI_CACHE:-/var/cache/nelumbo-ci}
pkgs=$(nelumbo_packages trixie | sort | paste -sd, -)
key=$(printf '%s\n' "$pkgs" | sha256sum | cut -c1-12)
root="$cache/trixie-$key"

if [ -f "$root/.complete" ]; then
    echo "$root"
    exit 0
fi

command -v mmdebstrap >/dev/null || {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap >&2
}
# The archive address is whatever this machine's apt already uses.
mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
if [ -z "$mirror" ]; then
    mirror=$(awk '$1=="deb" && $0 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
fi
[ -n "$mirror" ] || { echo "trixie-root: no Debian archive address in /etc/apt" >&2; exit 1; }

mkdir -p "$cache"
# Drop roots made for older package lists.
find "$cache" -maxdepth 1 -name 'trixie-*' ! -name "trixie-$key" -exec rm -rf {} + 2>/dev/null || true
rm -rf "$root" "$root.tmp"
echo "trixie-root: creating $root (packages changed or root missing)" >&2
mmdebstrap --variant=apt --include="$pkgs" trixie "$root.tmp" "$mirror" >&2
mv "$root.tmp" "$root"
touch "$root/.complete"
echo "$root"
