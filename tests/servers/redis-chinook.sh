#!/bin/bash
# Loads the Chinook-derived Redis dataset (tests/redisdata/ChinookRedis.h) into one database
# of a Redis server. Loading again gives the same data.
#   redis-chinook.sh URL DB [GENERATOR]
# URL: redis://host:port; DB: the database number; GENERATOR: the built redis_chinook
# (default: build/<platform>/tests/redisdata/redis_chinook under the repository).
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 redis://HOST:PORT DB [REDIS_CHINOOK]" >&2
    exit 2
fi
url=$1
db=$2
repo=$(cd "$(dirname "$0")/../.." && pwd)
generator=${3:-}
if [ -z "$generator" ]; then
    generator=$(ls "$repo"/build/*/tests/redisdata/redis_chinook 2>/dev/null | head -n 1)
fi
if [ -z "$generator" ] || [ ! -x "$generator" ]; then
    echo "$0: redis_chinook is not built (cmake --build BUILD --target redis_chinook)" >&2
    exit 1
fi
"$generator" | redis-cli -u "$url" -n "$db" --pipe
