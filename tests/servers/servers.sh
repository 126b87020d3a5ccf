#!/usr/bin/env bash
# Throw-away PostgreSQL and MariaDB servers with the Chinook sample database, and a Redis
# server, for the tests.
# See tests/servers/README.md. Used by `tools/dev.sh test` and `tools/dev.sh servers`.
#
#   servers.sh start DIR [OWNER_PID]   start the servers in the new directory DIR, load Chinook,
#                                      write DIR/env (export lines). On failure or interruption
#                                      everything started is stopped again. With OWNER_PID a
#                                      watchdog stops the servers when that process disappears
#                                      (for example when it was killed with SIGKILL).
#   servers.sh stop DIR                stop the servers of DIR and remove DIR (idempotent)
#   servers.sh reload DIR              drop and load the Chinook databases again
#   servers.sh alive DIR               exit 0 while every server started in DIR still runs
#   servers.sh run                     start in a temporary directory, print the exports, wait
#                                      for Ctrl+C (or TERM), stop
#
# Environment:
#   NELUMBO_TEST_SERVERS      which servers: "pg my rd" (default), any of them, or "none"
#   NELUMBO_TEST_PG_BIN       PostgreSQL bin directory (default: newest /usr/lib/postgresql/*/bin)
#
# As root the servers run as the users postgres and mysql (created by their Debian packages);
# as another user they run as that user. Ports are chosen from 55432.. (PostgreSQL) and
# 53306.. (MariaDB) and 56380.. (Redis), skipping ports somebody listens on, so two runs never collide.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DATA=$(cd "$HERE/../data/chinook" && pwd)
SELF="$HERE/servers.sh"

say() { printf '==> %s\n' "$*"; }
err() { printf 'servers.sh: %s\n' "$*" >&2; }
now_ms() { date +%s%3N; }
fmt_ms() { printf '%d.%01d s' $(($1 / 1000)) $((($1 % 1000) / 100)); }

IS_ROOT=0
[ "$(id -u)" -ne 0 ] || IS_ROOT=1

# ---------------------------------------------------------------------------------------
# helpers

wanted() { # wanted pg|my|rd
    local sel=${NELUMBO_TEST_SERVERS:-pg my rd}
    sel=" ${sel//,/ } "
    [[ "$sel" == *" $1 "* ]]
}

# A port is taken when a TCP socket listens on it (IPv4 or IPv6, any address). Read from
# /proc/net so that no tool outside bash and coreutils is needed (the chroot has no ss).
port_taken() {
    local hex f
    hex=$(printf '%04X' "$1")
    for f in /proc/net/tcp /proc/net/tcp6; do
        [ -r "$f" ] || continue
        # local_address is field 2 (ADDR:PORT), st is field 4 (0A = LISTEN)
        if awk -v p=":$hex" 'NR > 1 && $4 == "0A" && substr($2, length($2) - 4) == p { f = 1 } END { exit !f }' "$f"; then
            return 0
        fi
    done
    # without /proc/net: somebody accepts connections there
    if [ ! -r /proc/net/tcp ]; then (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; else return 1; fi
}

free_port() { # free_port FIRST: prints the first free port in FIRST..FIRST+199
    local p
    for ((p = $1; p < $1 + 200; p++)); do
        port_taken "$p" || { echo "$p"; return 0; }
    done
    err "no free TCP port in $1..$(($1 + 199))"
    return 1
}

# cmdline_has PID TEXT: the process's command line contains TEXT
cmdline_has() {
    [ -r "/proc/$1/cmdline" ] && tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | grep -qF -- "$2"
}

# Processes whose command line names DIR/ (our servers and their helpers: the temporary
# directory is unique). The pattern reaches grep through a pipe, not on its command line.
procs_of_dir() {
    local f pid
    # shellcheck disable=SC2062 # the glob is the list of files
    while read -r f; do
        pid=${f#/proc/}
        pid=${pid%/cmdline}
        if [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ]; then continue; fi
        echo "$pid"
    done < <(printf '%s/\n' "$1" | grep -slaF -f - /proc/[0-9]*/cmdline)
    return 0
}

# running PID: the process exists and is not a zombie (an orphaned server is reaped by
# init, which some container inits do only every few seconds)
running() {
    local st
    st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$st" ] && [ "${st:0:1}" != Z ]
}

wait_gone() { # wait_gone PID TENTHS
    local i
    for ((i = 0; i < $2; i++)); do
        running "$1" || return 0
        sleep 0.1
    done
    ! running "$1"
}

as_user() { # as_user USER CMD...: as root run CMD as USER, else as ourselves
    local u=$1; shift
    # from / : the server users may not be allowed into the caller's directory
    if [ "$IS_ROOT" = 1 ]; then (cd / && runuser -u "$u" -- "$@"); else (cd / && "$@"); fi
}

show_log() { # show_log FILE: the end of a server log, after a failure
    [ -s "$1" ] || return 0
    err "last lines of $1:"
    tail -n 25 "$1" | sed 's/^/    /' >&2
}

# ---------------------------------------------------------------------------------------
# PostgreSQL

pg_bin() {
    local b=${NELUMBO_TEST_PG_BIN:-}
    if [ -z "$b" ]; then
        b=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -1)
    fi
    [ -n "$b" ] && [ -x "$b/initdb" ] && echo "$b"
}

pg_sql() { # pg_sql DIR DB SQL...: as the superuser over the socket
    local dir=$1 db=$2; shift 2
    local port
    port=$(cat "$dir/pg/port")
    local -a c=()
    local s
    for s in "$@"; do c+=(-c "$s"); done
    PGOPTIONS='--client-min-messages=warning' as_user postgres "$(pg_bin)/psql" -X -q -A -t \
        -v ON_ERROR_STOP=1 -h "$dir/pg" -p "$port" -U postgres -d "$db" "${c[@]}"
}

# The upstream script drops, creates and \connects to "chinook" itself: those three lines are
# left out, so that it loads into the database we made (owned by nelumbo).
pg_script() {
    local f="$DATA/Chinook_PostgreSql.sql"
    [ "$(grep -cE '^(DROP DATABASE IF EXISTS chinook;|CREATE DATABASE chinook;|\\c chinook;)$' "$f")" = 3 ] || {
        err "$f does not have the expected DROP/CREATE DATABASE and \\c lines"
        return 1
    }
    grep -vE '^(DROP DATABASE IF EXISTS chinook;|CREATE DATABASE chinook;|\\c chinook;)$' "$f"
}

pg_load() { # pg_load DIR: (re)create database chinook and load it, as nelumbo
    local dir=$1 port
    port=$(cat "$dir/pg/port")
    pg_sql "$dir" postgres "DROP DATABASE IF EXISTS chinook WITH (FORCE)" \
        "CREATE DATABASE chinook OWNER nelumbo"
    pg_script | PGOPTIONS='--client-min-messages=warning' as_user postgres "$(pg_bin)/psql" \
        -X -q -v ON_ERROR_STOP=1 -1 -h "$dir/pg" -p "$port" -U nelumbo -d chinook >/dev/null
    pg_sql "$dir" chinook \
        "GRANT CONNECT ON DATABASE chinook TO nelumbo_ro" \
        "GRANT USAGE ON SCHEMA public TO nelumbo_ro" \
        "GRANT SELECT ON ALL TABLES IN SCHEMA public TO nelumbo_ro" \
        "ANALYZE"
}

pg_start() { # pg_start DIR
    local dir=$1 bin pd port attempt=0 first=55432
    bin=$(pg_bin) || { err "PostgreSQL server not installed (no /usr/lib/postgresql/*/bin/initdb)"; return 1; }
    pd="$dir/pg"
    mkdir -m 0755 "$pd"
    [ "$IS_ROOT" = 0 ] || chown postgres:postgres "$pd"
    local t0 t_init t_start
    t0=$(now_ms)
    as_user postgres "$bin/initdb" -D "$pd/data" -U postgres -E UTF8 --locale=C.UTF-8 \
        --auth-local=trust --auth-host=scram-sha-256 --no-sync --no-instructions \
        >"$pd/initdb.log" 2>&1 || { show_log "$pd/initdb.log"; return 1; }
    while :; do
        port=$(free_port "$first")
        echo "$port" >"$pd/port"
        # pg_ctl starts the postmaster in its own session with its output in the log, so
        # neither Ctrl+C at the terminal nor a pipe of ours reaches it.
        if as_user postgres "$bin/pg_ctl" -D "$pd/data" -l "$pd/server.log" -s -w -t 30 \
            -o "-p $port -k $pd -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
            start >"$pd/pg_ctl.log" 2>&1; then
            break
        fi
        attempt=$((attempt + 1))
        if [ "$attempt" -ge 3 ] || ! grep -qs 'could not bind\|Address already in use' "$pd/server.log"; then
            show_log "$pd/pg_ctl.log"
            show_log "$pd/server.log"
            return 1
        fi
        first=$((port + 1)) # somebody took the port meanwhile: try the next one
    done
    t_init=$(now_ms)
    pg_sql "$dir" postgres \
        "ALTER ROLE postgres PASSWORD 'postgres'" \
        "CREATE ROLE nelumbo LOGIN CREATEDB PASSWORD 'nelumbo'" \
        "CREATE ROLE nelumbo_ro LOGIN PASSWORD 'nelumbo_ro'"
    pg_load "$dir"
    local ver
    ver=$(pg_sql "$dir" chinook "SHOW server_version")
    t_start=$(now_ms)
    {
        echo "NELUMBO_TEST_PG_HOST=127.0.0.1"
        echo "NELUMBO_TEST_PG_PORT=$port"
        echo "NELUMBO_TEST_PG_SOCKETDIR=$pd"
        echo "NELUMBO_TEST_PG_URL=postgres://nelumbo:nelumbo@127.0.0.1:$port/chinook"
        echo "NELUMBO_TEST_PG_RO_URL=postgres://nelumbo_ro:nelumbo_ro@127.0.0.1:$port/chinook"
        echo "NELUMBO_TEST_PG_ADMIN_URL=postgres://postgres:postgres@127.0.0.1:$port/chinook"
    } >"$dir/pg.env"
    echo "PostgreSQL ${ver%% *} on 127.0.0.1:$port, socket directory $pd" \
        "(initdb+start $(fmt_ms $((t_init - t0))), roles+Chinook $(fmt_ms $((t_start - t_init))))" >"$dir/pg.line"
}

pg_alive() {
    local f="$1/pg/data/postmaster.pid"
    [ -f "$f" ] && running "$(head -1 "$f")"
}

pg_stop() { # pg_stop DIR
    local pd="$1/pg" pid bin
    [ -f "$pd/data/postmaster.pid" ] || return 0
    pid=$(head -1 "$pd/data/postmaster.pid")
    running "$pid" || return 0
    cmdline_has "$pid" "$pd/data" || return 0 # a stale file and a recycled pid
    if bin=$(pg_bin); then
        as_user postgres "$bin/pg_ctl" -D "$pd/data" -s -m fast -w -t 15 stop >/dev/null 2>&1 || true
    else
        kill -INT "$pid" 2>/dev/null || true # fast shutdown
    fi
    wait_gone "$pid" 50 || { kill -QUIT "$pid" 2>/dev/null || true; wait_gone "$pid" 30; } || {
        kill -KILL "$pid" 2>/dev/null || true
    }
}

# ---------------------------------------------------------------------------------------
# MariaDB

my_tool() { # my_tool NAME...: the first of the named programs found (also in /usr/sbin)
    local n
    for n in "$@"; do
        command -v "$n" 2>/dev/null && return 0
        [ -x "/usr/sbin/$n" ] && { echo "/usr/sbin/$n"; return 0; }
    done
    return 1
}

my_sql() { # my_sql DIR [DB] < SQL: as root over the socket
    local dir=$1
    shift
    "$(my_tool mariadb mysql)" --no-defaults --socket="$dir/my/mysqld.sock" -uroot \
        --default-character-set=utf8mb4 --batch --skip-column-names "$@"
}

# The upstream script drops, creates and USEs the database `Chinook`: those lines are left out
# and it loads into `chinook` (database names are case-sensitive on Linux).
# shellcheck disable=SC2016 # the backquotes are SQL
my_script() {
    local f="$DATA/Chinook_MySql.sql"
    [ "$(grep -cE '^(DROP DATABASE IF EXISTS `Chinook`;|CREATE DATABASE `Chinook`;|USE `Chinook`;)$' "$f")" = 3 ] || {
        err "$f does not have the expected DROP/CREATE DATABASE and USE lines"
        return 1
    }
    echo "SET autocommit = 0;"
    grep -vE '^(DROP DATABASE IF EXISTS `Chinook`;|CREATE DATABASE `Chinook`;|USE `Chinook`;)$' "$f"
    echo "COMMIT;"
}

my_load() { # my_load DIR: (re)create database chinook and load it
    local dir=$1
    my_sql "$dir" <<'EOF'
DROP DATABASE IF EXISTS chinook;
CREATE DATABASE chinook CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
EOF
    my_script | my_sql "$dir" chinook
}

my_start() { # my_start DIR
    local dir=$1 md install admin server port attempt=0 first=53306 pid i
    if ! install=$(my_tool mariadb-install-db mysql_install_db) || ! server=$(my_tool mariadbd mysqld) ||
        ! admin=$(my_tool mariadb-admin mysqladmin) || ! my_tool mariadb mysql >/dev/null; then
        err "MariaDB server or client not installed (mariadb-install-db, mariadbd, mariadb-admin, mariadb)"
        return 1
    fi
    md="$dir/my"
    mkdir -m 0755 "$md"
    local -a user=()
    # Its temporary tables in a folder of its own: not shared with every process in /tmp.
    mkdir -p "$md/tmp"
    if [ "$IS_ROOT" = 1 ]; then
        chown mysql:mysql "$md" "$md/tmp"
        user=(--user=mysql)
    fi
    local t0 t_init t_start
    t0=$(now_ms)
    # --no-defaults first: otherwise /etc/mysql adds the system instance's socket and paths.
    "$install" --no-defaults "${user[@]}" --datadir="$md/data" --tmpdir="$md/tmp" \
        --auth-root-authentication-method=normal \
        --skip-test-db --skip-name-resolve >"$md/install.log" 2>&1 || { show_log "$md/install.log"; return 1; }
    while :; do
        port=$(free_port "$first")
        echo "$port" >"$md/port"
        rm -f "$md/error.log" # mariadbd creates it as mysql
        # Its own session: Ctrl+C at the terminal does not reach it, stop_servers stops it.
        setsid "$server" --no-defaults "${user[@]}" --datadir="$md/data" --tmpdir="$md/tmp" \
            --socket="$md/mysqld.sock" --pid-file="$md/mysqld.pid" --port="$port" \
            --bind-address=127.0.0.1 --log-error="$md/error.log" --skip-name-resolve \
            --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
            --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --skip-log-bin \
            </dev/null >/dev/null 2>&1 &
        pid=$!
        echo "$pid" >"$md/server.pid"
        for ((i = 0; i < 300; i++)); do
            "$admin" --no-defaults --socket="$md/mysqld.sock" -uroot ping >/dev/null 2>&1 && break
            running "$pid" || break
            sleep 0.1
        done
        if running "$pid" && "$admin" --no-defaults --socket="$md/mysqld.sock" -uroot ping >/dev/null 2>&1; then
            break
        fi
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        attempt=$((attempt + 1))
        if [ "$attempt" -ge 3 ] || ! grep -qs 'Address already in use\|Can.t start server: Bind' "$md/error.log"; then
            err "mariadbd did not start"
            show_log "$md/error.log"
            return 1
        fi
        first=$((port + 1))
    done
    t_init=$(now_ms)
    my_sql "$dir" <<'EOF'
ALTER USER 'root'@'127.0.0.1' IDENTIFIED BY 'root';
CREATE USER 'nelumbo'@'127.0.0.1' IDENTIFIED BY 'nelumbo';
CREATE USER 'nelumbo'@'localhost' IDENTIFIED BY 'nelumbo';
GRANT ALL ON `chinook`.* TO 'nelumbo'@'127.0.0.1', 'nelumbo'@'localhost';
GRANT ALL ON `nelumbo\_test%`.* TO 'nelumbo'@'127.0.0.1', 'nelumbo'@'localhost';
CREATE USER 'nelumbo_ro'@'127.0.0.1' IDENTIFIED BY 'nelumbo_ro';
CREATE USER 'nelumbo_ro'@'localhost' IDENTIFIED BY 'nelumbo_ro';
GRANT SELECT ON `chinook`.* TO 'nelumbo_ro'@'127.0.0.1', 'nelumbo_ro'@'localhost';
EOF
    my_load "$dir"
    local ver
    ver=$(my_sql "$dir" -e 'SELECT VERSION()')
    t_start=$(now_ms)
    {
        echo "NELUMBO_TEST_MY_HOST=127.0.0.1"
        echo "NELUMBO_TEST_MY_PORT=$port"
        echo "NELUMBO_TEST_MY_SOCKET=$md/mysqld.sock"
        echo "NELUMBO_TEST_MY_URL=mysql://nelumbo:nelumbo@127.0.0.1:$port/chinook"
        echo "NELUMBO_TEST_MY_RO_URL=mysql://nelumbo_ro:nelumbo_ro@127.0.0.1:$port/chinook"
        echo "NELUMBO_TEST_MY_ADMIN_URL=mysql://root:root@127.0.0.1:$port/chinook"
    } >"$dir/my.env"
    echo "MariaDB ${ver%%-*} on 127.0.0.1:$port, socket $md/mysqld.sock" \
        "(install-db+start $(fmt_ms $((t_init - t0))), users+Chinook $(fmt_ms $((t_start - t_init))))" >"$dir/my.line"
}

my_pid() { # the server's pid: from its pid file, else the one we started
    local md="$1/my" pid=""
    [ -s "$md/mysqld.pid" ] && pid=$(cat "$md/mysqld.pid")
    [ -n "$pid" ] || { [ -s "$md/server.pid" ] && pid=$(cat "$md/server.pid"); }
    [ -n "$pid" ] && cmdline_has "$pid" "$md/data" && echo "$pid"
}

my_alive() {
    local pid
    pid=$(my_pid "$1") && running "$pid"
}

my_stop() { # my_stop DIR
    local pid
    pid=$(my_pid "$1") || return 0
    kill -TERM "$pid" 2>/dev/null || return 0
    wait_gone "$pid" 150 || { kill -KILL "$pid" 2>/dev/null || true; }
}

# ---------------------------------------------------------------------------------------
# Redis

rd_cli() { # rd_cli DIR ARGS...: as the default user over the socket
    local dir=$1
    shift
    redis-cli -s "$dir/rd/redis.sock" "$@"
}

rd_start() { # rd_start DIR
    local dir=$1 rd server port attempt=0 first=56380 pid i
    server=$(my_tool redis-server) && command -v redis-cli >/dev/null ||
        { err "Redis server or client not installed (redis-server, redis-cli)"; return 1; }
    rd="$dir/rd"
    mkdir -m 0755 "$rd"
    local -a user=()
    if [ "$IS_ROOT" = 1 ] && id redis >/dev/null 2>&1; then
        chown redis:redis "$rd"
        user=(runuser -u redis --)
    fi
    local t0 t_start
    t0=$(now_ms)
    while :; do
        port=$(free_port "$first")
        echo "$port" >"$rd/port"
        rm -f "$rd/server.log"
        # No persistence: the data lives as long as the server. Its own session: Ctrl+C at
        # the terminal does not reach it, stop_servers stops it.
        (cd / && setsid "${user[@]}" "$server" --port "$port" --bind 127.0.0.1 --dir "$rd" \
            --unixsocket "$rd/redis.sock" --unixsocketperm 777 --pidfile "$rd/redis.pid" \
            --logfile "$rd/server.log" --save '' --appendonly no --daemonize no \
            </dev/null >/dev/null 2>&1) &
        pid=$!
        echo "$pid" >"$rd/server.pid"
        for ((i = 0; i < 100; i++)); do
            [ "$(rd_cli "$dir" ping 2>/dev/null)" = PONG ] && break
            running "$pid" || break
            sleep 0.1
        done
        if [ "$(rd_cli "$dir" ping 2>/dev/null)" = PONG ]; then break; fi
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        attempt=$((attempt + 1))
        if [ "$attempt" -ge 3 ] || ! grep -qs 'Address already in use' "$rd/server.log"; then
            err "redis-server did not start"
            show_log "$rd/server.log"
            return 1
        fi
        first=$((port + 1))
    done
    # The read-only user of docs/CONFIG.md: the server itself refuses its writes.
    rd_cli "$dir" ACL SETUSER nelumbo_ro on '>nelumbo_ro' '~*' '&*' +@read +@connection \
        +@transaction -@dangerous >/dev/null
    # The Chinook-derived dataset in database 0, once this platform's generator is built.
    local gen codename
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    gen="$HERE/../../build/debian-$codename/tests/redisdata/redis_chinook"
    if [ -x "$gen" ]; then
        bash "$HERE/redis-chinook.sh" "redis://127.0.0.1:$port" 0 "$gen" >"$rd/dataset.log" 2>&1 ||
            { err "loading the Redis dataset failed"; show_log "$rd/dataset.log"; return 1; }
    fi
    local ver
    ver=$(rd_cli "$dir" INFO server | sed -n 's/^redis_version:\([^\r]*\).*/\1/p')
    t_start=$(now_ms)
    {
        echo "NELUMBO_TEST_REDIS_URL=redis://127.0.0.1:$port"
        echo "NELUMBO_TEST_REDIS_RO_URL=redis://nelumbo_ro:nelumbo_ro@127.0.0.1:$port"
        echo "NELUMBO_TEST_REDIS_SOCKET=$rd/redis.sock"
    } >"$dir/rd.env"
    echo "Redis $ver on 127.0.0.1:$port, socket $rd/redis.sock (start $(fmt_ms $((t_start - t0))))" >"$dir/rd.line"
}

rd_pid() {
    local rd="$1/rd" pid=""
    [ -s "$rd/redis.pid" ] && pid=$(cat "$rd/redis.pid")
    [ -n "$pid" ] || { [ -s "$rd/server.pid" ] && pid=$(cat "$rd/server.pid"); }
    [ -n "$pid" ] && cmdline_has "$pid" "redis-server" && echo "$pid"
}

rd_alive() {
    local pid
    pid=$(rd_pid "$1") && running "$pid"
}

rd_stop() { # rd_stop DIR
    local pid
    pid=$(rd_pid "$1") || return 0
    kill -TERM "$pid" 2>/dev/null || return 0
    wait_gone "$pid" 50 || { kill -KILL "$pid" 2>/dev/null || true; }
}

# ---------------------------------------------------------------------------------------
# commands

# The worker jobs of `start` (each its own process group), stopped on interruption.
JOBS=()

cmd_stop() { # cmd_stop DIR
    local dir=$1 pid pids
    [ -d "$dir" ] || return 0
    if rmdir "$dir" 2>/dev/null; then return 0; fi # interrupted before anything was made
    [ -f "$dir/.nelumbo-servers" ] || { err "$dir is not a test server directory: not touched"; return 1; }
    # the watchdog first (unless we are it), so that it does not stop them a second time
    if [ -s "$dir/watchdog.pid" ]; then
        pid=$(cat "$dir/watchdog.pid")
        if [ "$pid" != "$$" ] && cmdline_has "$pid" "watch $dir"; then
            kill -TERM "$pid" 2>/dev/null || true
        fi
    fi
    pg_stop "$dir" || true
    my_stop "$dir" || true
    rd_stop "$dir" || true
    # whatever else still names the directory (a server caught half-way through its start)
    pids=$(procs_of_dir "$dir")
    if [ -n "$pids" ]; then
        # shellcheck disable=SC2086
        kill -TERM $pids 2>/dev/null || true
        for pid in $pids; do wait_gone "$pid" 50 || kill -KILL "$pid" 2>/dev/null || true; done
    fi
    rm -rf "$dir"
}

start_cleanup() { # on failure or interruption of `start`
    local dir=$1 j
    for j in "${JOBS[@]}"; do kill -TERM -- "-$j" 2>/dev/null || true; done
    for j in "${JOBS[@]}"; do wait "$j" 2>/dev/null || true; done
    JOBS=()
    cmd_stop "$dir" || true
}

cmd_start() { # cmd_start DIR [OWNER_PID]
    local dir=$1 owner=${2:-}
    case "$dir" in /*) ;; *) dir="$PWD/$dir" ;; esac
    if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
        err "$dir exists and is not empty"
        return 1
    fi
    mkdir -p "$dir"
    chmod 0711 "$dir" # the server users only need to reach their own subdirectories
    : >"$dir/.nelumbo-servers"
    trap 'start_cleanup "$dir"; exit 130' INT
    trap 'start_cleanup "$dir"; exit 143' TERM
    if [ -n "$owner" ]; then
        setsid bash "$SELF" watch "$dir" "$owner" </dev/null >/dev/null 2>&1 &
        echo "$!" >"$dir/watchdog.pid"
    fi
    local t0 s rc=0 failed=()
    t0=$(now_ms)
    local -a which=()
    for s in pg my rd; do wanted "$s" && which+=("$s"); done
    # Both servers start and load in parallel, each job in its own process group.
    set -m
    for s in "${which[@]}"; do
        "${s}_start" "$dir" >"$dir/$s.out" 2>&1 &
        JOBS+=("$!")
    done
    set +m
    local i
    for i in "${!JOBS[@]}"; do
        if ! wait "${JOBS[i]}"; then
            failed+=("${which[i]}")
            sed 's/^/    /' "$dir/${which[i]}.out" >&2
        fi
    done
    JOBS=()
    if [ "${#failed[@]}" -gt 0 ]; then
        err "could not start: ${failed[*]}"
        start_cleanup "$dir"
        return 1
    fi
    {
        echo "# Nelumbo test servers in $dir"
        for s in "${which[@]}"; do
            while IFS='=' read -r k v; do printf 'export %s=%q\n' "$k" "$v"; done <"$dir/$s.env"
        done
    } >"$dir/env"
    for s in "${which[@]}"; do say "test server: $(cat "$dir/$s.line")"; done
    [ "${#which[@]}" -gt 0 ] || say "test servers: none (NELUMBO_TEST_SERVERS=${NELUMBO_TEST_SERVERS:-})"
    say "test servers: started with Chinook loaded in $(fmt_ms $(($(now_ms) - t0)))"
    trap - INT TERM
    return "$rc"
}

cmd_watch() { # cmd_watch DIR OWNER_PID: stop the servers once OWNER_PID has gone
    local dir=$1 owner=$2
    trap '' INT HUP
    while running "$owner"; do sleep 1; done
    [ -d "$dir" ] || return 0
    rm -f "$dir/watchdog.pid"
    cmd_stop "$dir"
}

cmd_reload() {
    local dir=$1
    if [ -f "$dir/pg.env" ]; then pg_load "$dir"; fi
    if [ -f "$dir/my.env" ]; then my_load "$dir"; fi
}

cmd_alive() {
    local dir=$1
    [ -f "$dir/env" ] || return 1
    if [ -f "$dir/pg.env" ] && ! pg_alive "$dir"; then err "PostgreSQL has stopped"; return 1; fi
    if [ -f "$dir/my.env" ] && ! my_alive "$dir"; then err "MariaDB has stopped"; return 1; fi
    if [ -f "$dir/rd.env" ] && ! rd_alive "$dir"; then err "Redis has stopped"; return 1; fi
    return 0
}

cmd_run() {
    local dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/nelumbo-servers.XXXXXX")
    trap 'cmd_stop "$dir"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    cmd_start "$dir" "$$"
    echo
    cat "$dir/env"
    echo
    say "in another shell: . $dir/env"
    say "running; press Ctrl+C to stop the servers"
    while cmd_alive "$dir"; do sleep 1; done
    exit 1
}

[ $# -ge 1 ] || { sed -n '4,20p' "$SELF" >&2; exit 2; }
command=$1; shift
if [ $# -ge 1 ] && [ "$1" != / ]; then set -- "${1%/}" "${@:2}"; fi # DIR without a trailing /
case "$command" in
    start) [ $# -ge 1 ] || { err "usage: servers.sh start DIR [OWNER_PID]"; exit 2; }; cmd_start "$@" ;;
    stop) [ $# -eq 1 ] || { err "usage: servers.sh stop DIR"; exit 2; }; cmd_stop "$1" ;;
    reload) [ $# -eq 1 ] || { err "usage: servers.sh reload DIR"; exit 2; }; cmd_reload "$1" ;;
    alive) [ $# -eq 1 ] || { err "usage: servers.sh alive DIR"; exit 2; }; cmd_alive "$1" ;;
    watch) cmd_watch "$@" ;;
    run) cmd_run ;;
    -h | --help | help) sed -n '2,23p' "$SELF" ;;
    *) err "unknown command '$command'"; exit 2 ;;
esac
