#!/usr/bin/env bash
# Builds Nelumbo's Debian package for the Debian release this runs on (12 or 13) with CPack
# and prints the path of the .deb on standard output; everything else goes to standard error.
#
#   tools/package.sh                     build in build/package-<codename>, then package
#   tools/package.sh --build-dir DIR     package an existing build directory (for example
#                                        the one 'tools/dev.sh test' made) after building it
#
# The package's dependencies are computed by dpkg-shlibdeps (package dpkg-dev). Missing
# Debian packages are installed first, as 'tools/dev.sh deps' does, unless
# NELUMBO_SKIP_DEPS=1.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() { sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }
die() { printf 'package.sh: error: %s\n' "$*" >&2; exit 1; }
say() { printf '==> %s\n' "$*" >&2; }

build_dir=""
while [ $# -gt 0 ]; do
    case "$1" in
        --build-dir) [ $# -ge 2 ] || die "--build-dir needs a directory"; build_dir=$2; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

# shellcheck disable=SC1091
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-unknown}")
if [ "${NELUMBO_SKIP_DEPS:-0}" != 1 ]; then
    bash "$REPO/tools/dev.sh" deps >&2
fi
for tool in cpack dpkg-shlibdeps file; do
    command -v "$tool" >/dev/null || die "$tool is missing: run 'tools/dev.sh deps' first"
done

if [ -z "$build_dir" ]; then
    build_dir="$REPO/build/package-$codename"
    say "configure: $build_dir (RelWithDebInfo, without tests)"
    cmake -S "$REPO" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_INSTALL_PREFIX=/usr -DNELUMBO_BUILD_TESTS=OFF -DNELUMBO_BUILD_BENCHMARKS=OFF >&2
fi
[ -f "$build_dir/CMakeCache.txt" ] || die "$build_dir is not a configured build directory"

say "build: $build_dir"
cmake --build "$build_dir" --parallel "$(nproc 2>/dev/null || echo 2)" >&2
# A directory configured before the packaging rules existed gets them from the build's
# automatic re-configure.
[ -f "$build_dir/CPackConfig.cmake" ] || die "$build_dir has no CPack configuration"

say "cpack: Debian package for $codename"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! (cd "$build_dir" && cpack -G DEB --config CPackConfig.cmake) >"$log" 2>&1; then
    cat "$log" >&2
    die "cpack failed"
fi
cat "$log" >&2
deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' "$log" | tail -1)
if [ -z "$deb" ] || [ ! -f "$deb" ]; then die "cpack reported no .deb"; fi
say "package: $deb"
echo "$deb"
