#!/bin/sh
# Loads the defog sql-eval databases (one .sql file each) into a PostgreSQL server, one
# database per file, so `nelumbo-cli eval` can run the benchmark's questions against them.
#
#   tools/load-defog.sh [--prefix P] [--drop] ADMIN_URL DIR [NAME...]
#
# ADMIN_URL  a postgres:// URL of a role that may create databases
# DIR        the folder of NAME.sql files (defog's databases/ folder, or tests/data/defog/databases)
# NAME       the databases to load (default: every DIR/*.sql)
# --prefix P database names are P + NAME (default: none, as the questions' db_name)
# --drop     drop the databases instead of loading them
#
# A database that exists already is dropped and loaded again. Prints one line per database
# with its name. Needs psql.
set -eu

prefix=
drop=0
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) prefix=$2; shift 2 ;;
    --drop) drop=1; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "load-defog.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
if [ $# -lt 2 ]; then
    echo "usage: load-defog.sh [--prefix P] [--drop] ADMIN_URL DIR [NAME...]" >&2
    exit 2
fi
url=$1
dir=$2
shift 2
if [ $# -eq 0 ]; then
    for file in "$dir"/*.sql; do
        [ -e "$file" ] || { echo "load-defog.sh: no .sql files in $dir" >&2; exit 1; }
        set -- "$@" "$(basename "$file" .sql)"
    done
fi

psql_bin=$(command -v psql || true)
if [ -z "$psql_bin" ]; then
    for candidate in /usr/lib/postgresql/*/bin/psql; do
        [ -x "$candidate" ] && psql_bin=$candidate
    done
fi
[ -n "$psql_bin" ] || { echo "load-defog.sh: psql not found" >&2; exit 1; }

# The URL's database part is replaced by each target database.
base=${url%/*}
case "$url" in
*\?*) query="?${url#*\?}" ;;
*) query= ;;
esac

run_psql() {
    PGOPTIONS='--client-min-messages=warning' "$psql_bin" -X -q -v ON_ERROR_STOP=1 "$@"
}

for name in "$@"; do
    case "$name" in
    *[!A-Za-z0-9_]*|'') echo "load-defog.sh: bad database name '$name'" >&2; exit 2 ;;
    esac
    target="$prefix$name"
    run_psql -d "$url" -c "DROP DATABASE IF EXISTS \"$target\" WITH (FORCE)"
    if [ "$drop" -eq 1 ]; then
        echo "dropped $target"
        continue
    fi
    [ -f "$dir/$name.sql" ] || { echo "load-defog.sh: $dir/$name.sql not found" >&2; exit 1; }
    run_psql -d "$url" -c "CREATE DATABASE \"$target\""
    run_psql -d "$base/$target$query" -f "$dir/$name.sql" >/dev/null
    echo "loaded $target"
done
