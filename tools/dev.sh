#!/usr/bin/env bash
# Nelumbo developer script: install dependencies, build, run, test, benchmark, screenshot.
# Works on Debian 12 (bookworm) and Debian 13 (trixie), as root or as a user with sudo.
# Run `tools/dev.sh --help` for the subcommands.
set -euo pipefail

SELF=$0
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=SCRIPTDIR/packages.sh
. "$REPO/tools/packages.sh"

usage() {
    cat <<EOF
Usage: $SELF COMMAND [OPTIONS] [ARGS...]

Commands:
  run [ARGS...]            Install missing packages, build the 'nelumbo' target and start
                           the GUI with ARGS. Needs a display (DISPLAY, WAYLAND_DISPLAY or
                           QT_QPA_PLATFORM); without one it says so and exits 3. Use
                           'xvfb-run -a $SELF run' for a virtual X server.
  test [--xvfb] [--sanitize] [CTEST_ARGS...]
                           Install missing packages, build everything, start private
                           PostgreSQL, MariaDB (Chinook) and Redis servers
                           (tests/servers/README.md) and run CTest (offscreen Qt platform;
                           --xvfb: under xvfb-run instead). The servers are stopped again
                           afterwards. Extra arguments go to ctest (e.g. -R engine, -j1);
                           with -L LABEL only the tests of that label are built.
                           --sanitize: build in BUILD_DIR-asan with AddressSanitizer,
                           LeakSanitizer and UndefinedBehaviorSanitizer (Debug, -O1) and
                           run the suite there with the options in tools/sanitizers/.
                           The exit code is ctest's.
  servers                  Install missing packages, start the test servers, print their
                           NELUMBO_TEST_* exports and keep them running until Ctrl+C
                           (for running single tests by hand).
  bench [BENCH_ARGS...]    Build everything and run each tests/bench/bench_* executable
                           (offscreen). BENCH_ARGS go to every benchmark
                           (e.g. --benchmark_filter=Sort).
  screenshot [--xvfb] FILE [ARGS...]
                           Build and run 'nelumbo --screenshot FILE' (offscreen; --xvfb:
                           under xvfb-run with a 1400x900x24 screen). The app renders its
                           window after start-up, writes FILE and exits.
  fuzz [SECONDS] [TARGET...]
                           Build the libFuzzer targets of tests/fuzz with clang, ASan and UBSan
                           in a build directory of their own (<build directory>-fuzz) and run
                           each (or the TARGETs named, e.g. language) for SECONDS (default 60)
                           on its seeds, in a working corpus under that build directory. Prints
                           executions, exec/s, coverage (cov, ft) and findings per target;
                           failing inputs are kept in <fuzz build>/fuzz-findings/TARGET/. Exit
                           code 1 when a target found something.
  build                    Install missing packages, configure and build everything.
  deps                     Only install the missing Debian packages.
  -h, --help               This help.

Build directory: build/<distro>-<codename> under the repository, for example
build/debian-bookworm or build/debian-trixie (a chroot build never shares it with a native one);
build/<distro>-<codename>-asan for test --sanitize.

Environment:
  NELUMBO_BUILD_TYPE       CMake build type (default RelWithDebInfo)
  NELUMBO_CMAKE_ARGS       extra arguments for the CMake configure step (word-split)
  NELUMBO_SKIP_DEPS=1      do not check or install Debian packages
  NELUMBO_TEST_SERVERS     test servers to start: "pg my rd" (default), any of them, or "none"
  NELUMBO_FUZZ_JOBS        fuzz: how many targets run at once (default 1)
  NELUMBO_FUZZ_BUILD_DIR   fuzz: the build directory (default <build directory>-fuzz)
EOF
}

# ---------------------------------------------------------------------------------------
# helpers

say() { printf '==> %s\n' "$*"; }
warn() { printf 'dev.sh: warning: %s\n' "$*" >&2; }
die() { printf 'dev.sh: error: %s\n' "$*" >&2; exit 1; }

now_ms() { date +%s%3N; }
fmt_ms() { printf '%d.%01d s' $(($1 / 1000)) $((($1 % 1000) / 100)); }
# Stage timing. Shell functions are timed with step_begin/step_end rather than wrapped,
# so that `set -e` keeps working inside them (it is ignored in `f || ...` contexts).
STEP_T0=0
step_begin() { STEP_T0=$(now_ms); }
step_end() { say "$1: $(fmt_ms $(($(now_ms) - STEP_T0)))"; }
# timed LABEL CMD... : runs an external command, prints its time (also when it fails).
timed() {
    local label=$1; shift
    local t0 rc=0
    t0=$(now_ms)
    "$@" || rc=$?
    say "$label: $(fmt_ms $(($(now_ms) - t0)))$([ "$rc" -eq 0 ] || echo " (failed, exit $rc)")"
    return "$rc"
}

# Cleanup actions run in reverse order on exit (normal, error, Ctrl+C, TERM).
CLEANUP=()
add_cleanup() { CLEANUP+=("$1"); }
run_cleanup() {
    local i
    for ((i = ${#CLEANUP[@]} - 1; i >= 0; i--)); do
        eval "${CLEANUP[i]}" || true
    done
    CLEANUP=()
}
trap run_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------
# platform

OS_ID=unknown
CODENAME=unknown
if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    OS_ID=$(. /etc/os-release && echo "${ID:-unknown}")
    CODENAME=$(. /etc/os-release && echo "${VERSION_CODENAME:-${VERSION_ID:-unknown}}")
fi
BUILD_DIR="$REPO/build/$OS_ID-$CODENAME"
BUILD_TYPE=${NELUMBO_BUILD_TYPE:-RelWithDebInfo}
NPROC=$(nproc 2>/dev/null || echo 2)
CCACHE_DIR_SHARED=${NELUMBO_CCACHE_DIR:-/var/cache/ccache-nelumbo}

# ---------------------------------------------------------------------------------------
# steps

missing_packages() {
    local p
    while read -r p; do
        [ -n "$p" ] || continue
        if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]; then
            echo "$p"
        fi
    done < <(nelumbo_packages "$CODENAME"; [ "${WANT_FUZZ_PACKAGES:-0}" = 0 ] || nelumbo_fuzz_packages)
}

install_deps() {
    if [ "${NELUMBO_SKIP_DEPS:-0}" = 1 ]; then
        say "packages: not checked (NELUMBO_SKIP_DEPS=1)"
        return 0
    fi
    if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
        warn "no dpkg/apt here: install the packages listed in tools/packages.sh yourself"
        return 0
    fi
    local missing
    mapfile -t missing < <(missing_packages)
    if [ "${#missing[@]}" -eq 0 ]; then
        say "packages: all $(nelumbo_packages "$CODENAME" | wc -l) needed packages for $OS_ID $CODENAME are installed"
        return 0
    fi
    say "packages: installing ${#missing[@]} missing: ${missing[*]}"
    local -a sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null ||
            die "missing packages (${missing[*]}) and not root and no sudo: install them as root"
        sudo=(sudo)
    fi
    local -a apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600)
    "${apt[@]}" update -q
    "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}"
}

configure() {
    # A cache made for another source path (for example a copied tree) cannot be reused.
    if [ -f "$BUILD_DIR/CMakeCache.txt" ]; then
        local home
        home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$BUILD_DIR/CMakeCache.txt")
        if [ -n "$home" ] && [ "$home" != "$REPO" ]; then
            say "configure: $BUILD_DIR was configured for $home; starting it afresh"
            rm -rf "$BUILD_DIR/CMakeCache.txt" "$BUILD_DIR/CMakeFiles"
        elif ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$BUILD_DIR/CMakeCache.txt"; then
            die "$BUILD_DIR was configured with another generator than Ninja; remove it first"
        fi
    fi
    local -a extra=()
    # A compiler cache shared by every checkout on this machine (cmake/CompilerCache.cmake).
    if [ -w "$CCACHE_DIR_SHARED" ] || { [ ! -e "$CCACHE_DIR_SHARED" ] &&
        mkdir -p "$CCACHE_DIR_SHARED" 2>/dev/null; }; then
        extra+=(-DNELUMBO_CCACHE_DIR="$CCACHE_DIR_SHARED")
    fi
    [ "${WANT_BENCHMARKS:-0}" = 0 ] || extra+=(-DNELUMBO_BUILD_BENCHMARKS=ON)
    [ "${WANT_SANITIZE:-0}" = 0 ] || extra+=("-DNELUMBO_SANITIZE=address;undefined")
    # shellcheck disable=SC2206
    [ -z "${NELUMBO_CMAKE_ARGS:-}" ] || extra+=(${NELUMBO_CMAKE_ARGS})
    cmake -S "$REPO" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" "${extra[@]}"
}

build() { # build [TARGET...]
    local -a target=()
    [ $# -eq 0 ] || target=(--target "$@")
    local before
    before=$(ccache_counts)
    cmake --build "$BUILD_DIR" --parallel "$NPROC" "${target[@]}"
    [ -z "$before" ] || say "ccache: $(ccache_counts "$before")"
}

# ccache_counts [BEFORE]: "hits misses" of the shared cache, or with BEFORE what this build added.
ccache_counts() {
    command -v ccache >/dev/null && [ -d "$CCACHE_DIR_SHARED" ] || return 0
    local now
    now=$(CCACHE_DIR=$CCACHE_DIR_SHARED ccache --print-stats 2>/dev/null | awk '
        $1 ~ /^(direct_cache_hit|preprocessed_cache_hit)$/ { h += $2 }
        $1 == "cache_miss" { m += $2 }
        END { print h + 0, m + 0 }') || return 0
    if [ $# -eq 0 ]; then echo "$now"; return 0; fi
    # shellcheck disable=SC2086 # two numbers each, split on purpose
    set -- $1 $now
    echo "$(($3 - $1)) compilations from the cache, $(($4 - $2)) compiled ($CCACHE_DIR_SHARED)"
}

prepare() { # prepare [TARGET]: packages, configure, build
    say "platform: $OS_ID $CODENAME, build directory $BUILD_DIR ($BUILD_TYPE)"
    step_begin; install_deps; step_end "packages"
    step_begin; configure; step_end "configure"
    step_begin; build "$@"; step_end "build${1:+ (target $1)}"
}

# Qt warns when XDG_RUNTIME_DIR is unset or not 0700; give it a private one when needed.
ensure_runtime_dir() {
    local d=${XDG_RUNTIME_DIR:-}
    if [ -n "$d" ] && [ -d "$d" ] && [ -O "$d" ] && [ "$(stat -c %a "$d")" = 700 ]; then
        return 0
    fi
    XDG_RUNTIME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nelumbo-runtime.XXXXXX")
    chmod 0700 "$XDG_RUNTIME_DIR"
    export XDG_RUNTIME_DIR
    add_cleanup "rm -rf '$XDG_RUNTIME_DIR'"
}

# Test servers: a private PostgreSQL and MariaDB with the Chinook database and a Redis, started by
# tests/servers/servers.sh in a fresh temporary directory on free ports. Their connection
# environment (NELUMBO_TEST_*, see tests/servers/README.md) is exported for ctest, and their
# shutdown is registered with add_cleanup, so that they stop and the directory goes on every
# exit path (success, failure, Ctrl+C, TERM; a watchdog covers SIGKILL).
SERVERS_DIR=""
start_servers() {
    if [ "${NELUMBO_TEST_SERVERS-pg my rd}" = none ]; then
        say "servers: none started (NELUMBO_TEST_SERVERS=none); database tests will skip"
        return 0
    fi
    SERVERS_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nelumbo-servers.XXXXXX")
    add_cleanup stop_servers
    bash "$REPO/tests/servers/servers.sh" start "$SERVERS_DIR" "$$"
    # shellcheck disable=SC1091
    . "$SERVERS_DIR/env"
}
stop_servers() {
    [ -n "$SERVERS_DIR" ] || return 0
    local t0
    t0=$(now_ms)
    bash "$REPO/tests/servers/servers.sh" stop "$SERVERS_DIR"
    say "servers: stopped in $(fmt_ms $(($(now_ms) - t0)))"
    SERVERS_DIR=""
}

have_display() {
    [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${QT_QPA_PLATFORM:-}" ]
}

need_xvfb() {
    command -v xvfb-run >/dev/null ||
        die "xvfb-run is not installed (package xvfb): run '$SELF deps' first"
}

# ---------------------------------------------------------------------------------------
# commands

cmd_deps() { step_begin; install_deps; step_end "packages"; }

cmd_build() { prepare; }

cmd_run() {
    if ! have_display; then
        local args=""
        [ $# -eq 0 ] || args=" $(printf '%q ' "$@")"
        {
            echo "dev.sh run: there is no display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM"
            echo "are all unset), so Nelumbo's window cannot be shown. Nothing was started."
            echo "Run it in a virtual X server instead:"
            echo
            echo "    xvfb-run -a $SELF run${args% }"
            echo
            echo "or take a picture of the window with: $SELF screenshot nelumbo.png"
        } >&2
        if ! command -v xvfb-run >/dev/null; then
            echo "(xvfb-run is not installed yet: '$SELF deps' installs it)" >&2
        fi
        exit 3
    fi
    prepare nelumbo
    local bin="$BUILD_DIR/app/gui/nelumbo"
    [ -x "$bin" ] || die "the build did not produce $bin"
    ensure_runtime_dir
    say "starting $bin$([ $# -eq 0 ] || printf ' %q' "$@")"
    local rc=0
    "$bin" "$@" || rc=$?
    return "$rc"
}

# Sanitizer build: its own directory (the objects differ), Debug for the assertions; the
# -O1 and the sanitizer flags come from cmake/Sanitizers.cmake.
use_sanitizers() {
    WANT_SANITIZE=1
    BUILD_DIR="$BUILD_DIR-asan"
    BUILD_TYPE=${NELUMBO_BUILD_TYPE:-Debug}
    export_sanitizer_options
}

# The run-time options of tools/sanitizers/options, unless the caller set them already
# (ctest reads the same file, cmake/SanitizerEnv.cmake.in).
export_sanitizer_options() {
    local dir="$REPO/tools/sanitizers" name value
    while IFS='=' read -r name value; do
        case "$name" in [A-Z]*_OPTIONS) ;; *) continue ;; esac
        [ -z "${!name:-}" ] || continue
        export "$name=${value//%DIR%/$dir}"
        say "sanitizers: $name=${!name}"
    done <"$dir/options"
}

# The test executables of the labels that CTEST_ARGS select with -L (and the programs tests
# start), so that a run of part of the suite builds only that part; nothing without -L.
targets_for_labels() { # targets_for_labels CTEST_ARGS...
    local -a labels=()
    while [ $# -gt 0 ]; do
        case "$1" in
            -L | --label-regex) [ $# -lt 2 ] || labels+=(-L "$2"); shift ;;
        esac
        shift
    done
    [ "${#labels[@]}" -gt 0 ] || return 0
    ctest --test-dir "$BUILD_DIR" -N "${labels[@]}" | awk '/Test +#[0-9]+:/ {print $3}'
    printf '%s\n' nelumbo-cli nelumbo-fakellm redis_chinook
}

cmd_test() {
    local xvfb=0
    while [ $# -gt 0 ]; do
        case "$1" in
            --xvfb) xvfb=1 ;;
            --sanitize) use_sanitizers ;;
            *) break ;;
        esac
        shift
    done
    say "platform: $OS_ID $CODENAME, build directory $BUILD_DIR ($BUILD_TYPE)"
    step_begin; install_deps; step_end "packages"
    step_begin; configure; step_end "configure"
    local -a targets=()
    mapfile -t targets < <(targets_for_labels "$@")
    step_begin; build "${targets[@]}"
    step_end "build${targets[0]:+ (${#targets[@]} targets of the labels asked for)}"
    ensure_runtime_dir
    step_begin; start_servers; step_end "servers"
    local -a ctest=(ctest --test-dir "$BUILD_DIR" --output-on-failure -j2 "$@")
    if [ "$xvfb" = 1 ]; then
        need_xvfb
        ctest=(env -u QT_QPA_PLATFORM xvfb-run -a "${ctest[@]}")
        say "tests: running under xvfb-run (xcb platform)"
    else
        ctest=(env QT_QPA_PLATFORM=offscreen "${ctest[@]}")
        say "tests: running with QT_QPA_PLATFORM=offscreen"
    fi
    local rc=0
    timed "tests" "${ctest[@]}" || rc=$?
    if [ "$rc" -eq 0 ]; then say "tests: ctest exit code 0"; else say "tests: FAILED, ctest exit code $rc"; fi
    return "$rc"
}

cmd_servers() {
    step_begin; install_deps; step_end "packages"
    step_begin; start_servers; step_end "servers"
    if [ -z "$SERVERS_DIR" ]; then return 0; fi
    echo
    grep '^export ' "$SERVERS_DIR/env"
    echo
    say "in another shell: . $SERVERS_DIR/env"
    say "servers running; press Ctrl+C to stop them"
    while bash "$REPO/tests/servers/servers.sh" alive "$SERVERS_DIR"; do sleep 1; done
    die "a test server stopped by itself (logs in $SERVERS_DIR)"
}

cmd_bench() {
    WANT_BENCHMARKS=1
    prepare
    ensure_runtime_dir
    local dir="$BUILD_DIR/tests/bench" b rc=0 n=0
    local -a benches=()
    if [ -d "$dir" ]; then
        mapfile -t benches < <(find "$dir" -path '*/CMakeFiles' -prune -o \
            -type f -perm -u+x -name 'bench_*' -print | sort)
    fi
    if [ "${#benches[@]}" -eq 0 ]; then
        echo "dev.sh bench: no bench_* executables were built under $dir" >&2
        return 1
    fi
    for b in "${benches[@]}"; do
        n=$((n + 1))
        echo
        say "benchmark $n/${#benches[@]}: ${b#"$BUILD_DIR"/}"
        timed "$(basename "$b")" env QT_QPA_PLATFORM=offscreen "$b" "$@" || rc=1
    done
    [ "$rc" -eq 0 ] || echo "dev.sh bench: at least one benchmark failed" >&2
    return "$rc"
}

cmd_screenshot() {
    local xvfb=0
    if [ "${1:-}" = --xvfb ]; then xvfb=1; shift; fi
    [ $# -ge 1 ] || die "usage: $SELF screenshot [--xvfb] FILE [ARGS...]"
    local file=$1; shift
    case "$file" in /*) ;; *) file="$PWD/$file" ;; esac
    mkdir -p "$(dirname "$file")"
    prepare nelumbo
    local bin="$BUILD_DIR/app/gui/nelumbo"
    [ -x "$bin" ] || die "the build did not produce $bin"
    ensure_runtime_dir
    rm -f "$file"
    local -a cmd=("$bin" --screenshot "$file" "$@")
    if [ "$xvfb" = 1 ]; then
        need_xvfb
        cmd=(env -u QT_QPA_PLATFORM xvfb-run -a -s "-screen 0 1400x900x24" "${cmd[@]}")
    else
        cmd=(env QT_QPA_PLATFORM=offscreen "${cmd[@]}")
    fi
    timed "screenshot" "${cmd[@]}"
    [ -s "$file" ] || die "nelumbo exited but wrote no screenshot to $file"
    say "screenshot written: $file ($(stat -c %s "$file") bytes)"
}

# fuzz_one TARGET SECONDS: runs one fuzzer and prints its line of the summary.
fuzz_one() {
    local t=$1 seconds=$2 dir=$FUZZ_BUILD_DIR
    local work="$dir/fuzz-corpus/$t" findings="$dir/fuzz-findings/$t" log="$dir/fuzz-logs/$t.log"
    local seeds="$REPO/tests/fuzz/corpus/$t" regressions="$REPO/tests/fuzz/regressions/$t"
    mkdir -p "$work" "$findings" "$(dirname "$log")"
    local -a dirs=("$work" "$seeds")
    [ -d "$regressions" ] && dirs+=("$regressions")
    local rc=0 t0=$SECONDS
    ASAN_OPTIONS=${ASAN_OPTIONS:-allocator_may_return_null=1:detect_stack_use_after_return=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
        QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 \
        "$dir/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -print_final_stats=1 \
        -timeout=10 -rss_limit_mb=2048 -max_len=16384 -artifact_prefix="$findings/" \
        "${dirs[@]}" >"$log" 2>&1 || rc=$?
    # libFuzzer's last status line ("#N DONE cov: C ft: F …") and its final statistics.
    local execs rate cov ft found
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    found=$(find "$findings" -type f | wc -l)
    # the time it ran: less than asked when it stopped at a finding
    printf '%-16s %6ss %12s %8s %7s %7s %9s%s\n' "$t" "$((SECONDS - t0))" "${execs:-?}" "${rate:-?}" \
        "${cov:-?}" "${ft:-?}" "$found" "$([ "$rc" -eq 0 ] || echo "  (exit $rc: $log)")"
    [ "$rc" -eq 0 ] && [ "$found" -eq 0 ]
}

cmd_fuzz() {
    local seconds=60
    if [ $# -ge 1 ] && [[ $1 =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
    FUZZ_BUILD_DIR=${NELUMBO_FUZZ_BUILD_DIR:-$BUILD_DIR-fuzz}
    WANT_FUZZ_PACKAGES=1
    step_begin; install_deps; step_end "packages"
    command -v clang++ >/dev/null || die "fuzzing needs clang (tools/packages.sh)"
    step_begin
    local -a extra=()
    [ ! -w "$CCACHE_DIR_SHARED" ] || extra+=(-DNELUMBO_CCACHE_DIR="$CCACHE_DIR_SHARED")
    CC=clang CXX=clang++ cmake -S "$REPO" -B "$FUZZ_BUILD_DIR" -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNELUMBO_BUILD_FUZZERS=ON -DNELUMBO_BUILD_TESTS=OFF \
        "${extra[@]}" >/dev/null
    cmake --build "$FUZZ_BUILD_DIR" --parallel "$NPROC" --target fuzzers
    step_end "build (fuzzers)"
    local -a targets=("$@")
    if [ "${#targets[@]}" -eq 0 ]; then
        mapfile -t targets < <(find "$FUZZ_BUILD_DIR/tests/fuzz" -maxdepth 1 -type f \
            -perm -u+x -name 'fuzz_*' -printf '%f\n' | sed 's/^fuzz_//' | sort)
    fi
    local jobs=${NELUMBO_FUZZ_JOBS:-1} rc=0 t
    say "fuzzing ${#targets[@]} targets for $seconds s each, $jobs at a time"
    printf '%-16s %7s %12s %8s %7s %7s %9s\n' target time executions exec/s cov ft findings
    local -a pids=()
    for t in "${targets[@]}"; do
        [ -x "$FUZZ_BUILD_DIR/tests/fuzz/fuzz_$t" ] || die "no fuzz target '$t'"
        fuzz_one "$t" "$seconds" &
        pids+=($!)
        if [ "${#pids[@]}" -ge "$jobs" ]; then
            wait "${pids[0]}" || rc=1
            pids=("${pids[@]:1}")
        fi
    done
    for t in "${pids[@]}"; do wait "$t" || rc=1; done
    [ "$rc" -eq 0 ] || echo "dev.sh fuzz: findings are in $FUZZ_BUILD_DIR/fuzz-findings" >&2
    return "$rc"
}

# ---------------------------------------------------------------------------------------

[ $# -ge 1 ] || { usage >&2; exit 2; }
command=$1; shift
case "$command" in
    -h | --help | help) usage ;;
    run) cmd_run "$@" ;;
    test) cmd_test "$@" ;;
    bench) cmd_bench "$@" ;;
    screenshot) cmd_screenshot "$@" ;;
    build) cmd_build "$@" ;;
    deps) cmd_deps "$@" ;;
    servers) cmd_servers "$@" ;;
    fuzz) cmd_fuzz "$@" ;;
    *) echo "dev.sh: unknown command '$command'" >&2; usage >&2; exit 2 ;;
esac
