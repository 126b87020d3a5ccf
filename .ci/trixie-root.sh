#!/usr/bin/env bash
# Prints the path of a Debian 13 root with Nelumbo's build dependencies, creating it
# when missing or when the package list changed. Cached outside the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=SCRIPTDIR/../tools/packages.sh
. "$here/tools/packages.sh"

cache=${NELUMBO_CI_CACHE:-/var/cache/nelumbo-ci}
pkglist=$(nelumbo_packages trixie | sort | paste -sd, -)
key=$(printf '%s\n' "$pkglist" | sha256sum | cut -c1-12)
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

# Never delete a root with something mounted in it: a repository bind-mounted at /src by
# .ci/run would be deleted with it.
mounted_under() { findmnt -rn -o TARGET | awk -v r="$1/" 'index($0, r) == 1'; }
remove_root() {
    if [ -n "$(mounted_under "$1")" ]; then
        echo "trixie-root: not removing $1, still mounted there:" >&2
        mounted_under "$1" >&2
        return 1
    fi
    rm -rf "$1"
}

mkdir -p "$cache"
# Drop roots made for older package lists (named by their hash: .ci/install-test's
# trixie-minbase lives here too and is not one of them).
for old in "$cache"/trixie-????????????; do
    [[ ${old##*/trixie-} =~ ^[0-9a-f]{12}$ ]] || continue
    if [ -d "$old" ] && [ "$old" != "$root" ]; then remove_root "$old" || true; fi
done
remove_root "$root"
remove_root "$root.tmp"
echo "trixie-root: creating $root (packages changed or root missing)" >&2
mmdebstrap --variant=apt --include="$pkglist" trixie "$root.tmp" "$mirror" >&2
mv "$root.tmp" "$root"
touch "$root/.complete"
echo "$root"
