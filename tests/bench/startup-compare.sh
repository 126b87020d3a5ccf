#!/usr/bin/env bash
# Side-by-side start-up time: Nelumbo against DB Browser for SQLite (Debian's `sqlitebrowser`),
# both opening the same copy of the Chinook database, in one Xvfb session.
#
# Each program is started N times (after one warm-up run each, not counted; the runs of the
# two programs alternate so that a busy machine hurts both alike). The time of a run is from
# starting the process to the moment its main window is mapped (viewable) with the database
# open, polled with `xwininfo` every few milliseconds:
#   sqlitebrowser  `sqlitebrowser chinook.sqlite`: a viewable top-level window whose name
#                  contains "chinook". It puts the file name in its title only once the file is
#                  open and its schema read (before, the title is "DB Browser for SQLite").
#   nelumbo        `nelumbo --fresh --quit-when-ready chinook.sqlite`: the same window test
#                  (its title is "Untitled — chinook.sqlite — Nelumbo") AND the "ready" line on
#                  its stdout, which it prints once the file is open and its catalogue shown
#                  (Nelumbo sets its title before the database has been opened, so the title
#                  alone would flatter it). The later of the two ends the run.
# Both programs get a private HOME, XDG folders and TMPDIR (all removed at the end), so the
# user's settings are neither read nor written. Prints median, minimum and mean per program.
#
# Usage: tests/bench/startup-compare.sh [-n RUNS] [--nelumbo PATH] [--db FILE]
#   -n RUNS         runs per program (default 10)
#   --nelumbo PATH  the nelumbo binary (default: build/bench, else the newest build/*/)
#   --db FILE       the database to open (default: resources/demo/chinook.sqlite; copied first)
# Needs: xvfb-run (xvfb), xwininfo (x11-utils), sqlitebrowser:
#   apt-get install -y --no-install-recommends xvfb x11-utils sqlitebrowser
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
SELF=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")

die() { printf 'startup-compare: %s\n' "$*" >&2; exit 1; }

if [ "${STARTUP_COMPARE_INNER:-0}" != 1 ]; then
    RUNS=10
    NELUMBO=""
    DB="$REPO/resources/demo/chinook.sqlite"
    while [ $# -gt 0 ]; do
        case "$1" in
            -n | --runs) RUNS=${2:?}; shift 2 ;;
            --nelumbo) NELUMBO=${2:?}; shift 2 ;;
            --db) DB=${2:?}; shift 2 ;;
            -h | --help) sed -n '2,/^set -euo/p' "$SELF" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
            *) die "unknown argument: $1 (see --help)" ;;
        esac
    done
    [[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "-n wants a positive number"
    if [ -z "$NELUMBO" ]; then
        if [ -x "$REPO/build/bench/app/gui/nelumbo" ]; then
            NELUMBO="$REPO/build/bench/app/gui/nelumbo"
        else
            NELUMBO=$(ls -t "$REPO"/build/*/app/gui/nelumbo 2>/dev/null | head -n 1 || true)
        fi
    fi
    [ -n "$NELUMBO" ] && [ -x "$NELUMBO" ] ||
        die "no nelumbo binary: build it (tools/dev.sh build) or pass --nelumbo PATH"
    [ -f "$DB" ] || die "no database file $DB"
    command -v xvfb-run >/dev/null || die "xvfb-run is missing: apt-get install -y --no-install-recommends xvfb"
    command -v xwininfo >/dev/null || die "xwininfo is missing: apt-get install -y --no-install-recommends x11-utils"
    command -v sqlitebrowser >/dev/null ||
        die "sqlitebrowser is missing: apt-get install -y --no-install-recommends sqlitebrowser"
    export STARTUP_COMPARE_INNER=1 STARTUP_COMPARE_RUNS=$RUNS
    export STARTUP_COMPARE_NELUMBO=$(cd "$(dirname "$NELUMBO")" && pwd)/$(basename "$NELUMBO")
    export STARTUP_COMPARE_DB=$(cd "$(dirname "$DB")" && pwd)/$(basename "$DB")
    # One X server for every run of both programs.
    exec env -u QT_QPA_PLATFORM -u WAYLAND_DISPLAY xvfb-run -a -s "-screen 0 1400x900x24" "$SELF"
fi

# ---------------------------------------------------------------------------------------
# inside xvfb-run

RUNS=$STARTUP_COMPARE_RUNS
NELUMBO=$STARTUP_COMPARE_NELUMBO
POLL=0.005             # seconds between polls
TIMEOUT_US=30000000 # a run that takes longer fails

WORK=$(mktemp -d "${TMPDIR:-/tmp}/startup-compare.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/runtime" "$WORK/tmp" "$WORK/home-nelumbo" "$WORK/home-sqlitebrowser"
chmod 0700 "$WORK/runtime"
export XDG_RUNTIME_DIR="$WORK/runtime"
DB="$WORK/chinook.sqlite"
cp "$STARTUP_COMPARE_DB" "$DB"
PATTERN=chinook # in both window titles once the file is open

# Polling must be cheap, or a short-lived state is missed and every figure gets coarser: the
# clock ($EPOCHREALTIME), the pause (read -t on a pipe that never delivers) and the check of
# the output file are bash builtins; a poll runs xwininfo and awk, plus one more xwininfo
# once a matching window exists.
exec {PAUSE_FD}<> <(:)
pause() { read -r -t "$POLL" -u "$PAUSE_FD" _ || true; }

# Succeeds when a viewable top-level window's name contains $PATTERN.
window_ready() {
    local id
    for id in $(xwininfo -root -tree 2>/dev/null |
        awk -F'"' -v p="$PATTERN" '/^ +0x[0-9a-f]+ "/ && tolower($2) ~ p { split($1, a, " "); print a[1] }'); do
        if [[ $(xwininfo -id "$id" 2>/dev/null) == *"Map State: IsViewable"* ]]; then
            return 0
        fi
    done
    return 1
}

# Succeeds when the first line of file $1 is nelumbo's "ready <ms> ms".
says_ready() {
    local first=""
    IFS= read -r first <"$1" || true
    [[ $first == "ready "* ]]
}

# run_once LABEL NEED_READY HOME CMD... ; prints "<ms> <window ms> <in-process ms or ->".
run_once() {
    local label=$1 need_ready=$2 home=$3
    shift 3
    local out="$WORK/$label.out" t0 now mapped_at=0 ready_at=0 pid rc=0
    : >"$out"
    # Wait until the previous run's window is gone, so it cannot be mistaken for this one's.
    local gone=0
    for _ in $(seq 200); do window_ready || { gone=1; break; }; sleep 0.01; done
    [ "$gone" = 1 ] || { echo "a window from an earlier run is still there" >&2; return 1; }
    t0=${EPOCHREALTIME/./}
    env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        XDG_CACHE_HOME="$home/cache" TMPDIR="$WORK/tmp" "$@" >"$out" 2>>"$WORK/$label.err" &
    pid=$!
    while :; do
        now=${EPOCHREALTIME/./}
        if ((now - t0 > TIMEOUT_US)); then
            echo "$label: no window within 30 s" >&2
            rc=1
            break
        fi
        if ((mapped_at == 0)) && window_ready; then mapped_at=${EPOCHREALTIME/./}; fi
        if ((need_ready && ready_at == 0)) && says_ready "$out"; then ready_at=${EPOCHREALTIME/./}; fi
        if ((mapped_at > 0 && (!need_ready || ready_at > 0))); then break; fi
        if ! kill -0 "$pid" 2>/dev/null; then
            if ((need_ready && ready_at == 0)) && says_ready "$out"; then ready_at=${EPOCHREALTIME/./}; fi
            ((mapped_at > 0 && (!need_ready || ready_at > 0))) && break
            echo "$label: exited before its window was seen mapped with the database open" >&2
            rc=1
            break
        fi
        pause
    done
    # Nelumbo quits by itself once ready; give it the time to (its --fresh folder goes away
    # on a clean exit). DB Browser runs until it is told to stop.
    if ((need_ready && rc == 0)); then
        for _ in $(seq 500); do kill -0 "$pid" 2>/dev/null || break; sleep 0.01; done
    fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    ((rc == 0)) || return 1
    local end=$mapped_at
    ((ready_at > end)) && end=$ready_at
    local inproc
    inproc=$(sed -n 's/^ready \([0-9.]*\) ms.*/\1/p' "$out" | head -n 1)
    awk -v a="$((end - t0))" -v m="$((mapped_at - t0))" -v i="${inproc:--}" \
        'BEGIN { printf "%.1f %.1f %s\n", a / 1e3, m / 1e3, i }'
}

nelumbo_once() {
    run_once nelumbo 1 "$WORK/home-nelumbo" "$NELUMBO" --fresh --quit-when-ready "$DB"
}
sqlitebrowser_once() {
    run_once sqlitebrowser 0 "$WORK/home-sqlitebrowser" sqlitebrowser "$DB"
}

# run_with_retry FN: a run that failed (e.g. its window went unseen) is tried again, twice.
run_with_retry() {
    local r
    for _ in 1 2 3; do
        if r=$("$1"); then echo "$r"; return 0; fi
        echo "$1" >>"$WORK/retries"
    done
    return 1
}

stats() { # reads numbers, prints "median min mean max"
    sort -n | awk '{ v[NR] = $1; s += $1 }
        END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
              printf "%.1f %.1f %.1f %.1f\n", m, v[1], s / NR, v[NR] }'
}

echo "startup-compare: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg), Xvfb 1400x900x24"
echo "  database: $(basename "$STARTUP_COMPARE_DB") ($(stat -c %s "$DB") bytes), $RUNS runs per program after one warm-up each"
echo "  nelumbo:       $NELUMBO --fresh --quit-when-ready <db>"
echo "  sqlitebrowser: $(command -v sqlitebrowser) <db> ($(dpkg-query -W -f='${Version}' sqlitebrowser 2>/dev/null || echo 'version unknown'))"

run_with_retry nelumbo_once >/dev/null || die "nelumbo warm-up failed: $(tail -n 5 "$WORK/nelumbo.err")"
run_with_retry sqlitebrowser_once >/dev/null || die "sqlitebrowser warm-up failed: $(tail -n 5 "$WORK/sqlitebrowser.err")"

: >"$WORK/nelumbo.times"
: >"$WORK/retries" # the warm-ups' retries do not count
: >"$WORK/sqlitebrowser.times"
for i in $(seq "$RUNS"); do
    n=$(run_with_retry nelumbo_once) || die "nelumbo run $i failed: $(tail -n 5 "$WORK/nelumbo.err")"
    s=$(run_with_retry sqlitebrowser_once) || die "sqlitebrowser run $i failed: $(tail -n 5 "$WORK/sqlitebrowser.err")"
    echo "$n" >>"$WORK/nelumbo.times"
    echo "$s" >>"$WORK/sqlitebrowser.times"
    printf '  run %2d: nelumbo %7s ms (window mapped %s ms, in-process %s ms)   sqlitebrowser %7s ms\n' \
        "$i" $n "${s%% *}"
done

read -r n_med n_min n_mean n_max < <(cut -d' ' -f1 "$WORK/nelumbo.times" | stats)
read -r w_med w_min _ _ < <(cut -d' ' -f2 "$WORK/nelumbo.times" | stats)
read -r i_med i_min _ _ < <(cut -d' ' -f3 "$WORK/nelumbo.times" | stats)
read -r s_med s_min s_mean s_max < <(cut -d' ' -f1 "$WORK/sqlitebrowser.times" | stats)
echo
echo "process start -> main window mapped with the database open (ms):"
printf '  %-14s median %7.1f   min %7.1f   mean %7.1f   max %7.1f\n' nelumbo "$n_med" "$n_min" "$n_mean" "$n_max"
printf '  %-14s median %7.1f   min %7.1f   mean %7.1f   max %7.1f\n' sqlitebrowser "$s_med" "$s_min" "$s_mean" "$s_max"
printf '  (nelumbo window alone: median %.1f, min %.1f; nelumbo in-process main() -> ready: median %.1f, min %.1f)\n' \
    "$w_med" "$w_min" "$i_med" "$i_min"
retries=$(wc -l <"$WORK/retries")
[ "$retries" -eq 0 ] || echo "  ($retries run(s) repeated: $(sort "$WORK/retries" | uniq -c | awk '{ printf "%s%s x%d", (NR > 1 ? ", " : ""), $2, $1 }' | sed 's/_once//g'))"
awk -v n="$n_med" -v s="$s_med" 'BEGIN {
    if (n <= s) printf "nelumbo: median %.1f ms, %.2fx the speed of sqlitebrowser (%.1f ms)\n", n, s / n, s;
    else printf "nelumbo: median %.1f ms, SLOWER than sqlitebrowser (%.1f ms) by %.1f ms\n", n, s, n - s }'
