#!/usr/bin/env bash
# A private, throw-away PostgreSQL cluster on 127.0.0.1 (a free port, trust auth, no fsync) for tests.
# Sourced (infra/bin/test.sh): defines start_private_postgres LOG, which exports TEST_DATABASE_URL and
# prints the command that stops and removes the cluster.
# Run: bash infra/bin/private-postgres.sh COMMAND [ARGS...] runs COMMAND with TEST_DATABASE_URL set to a
# private cluster, then removes it (the media namespace has no other PostgreSQL to reach).

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_private_postgres() {
  local log=$1 bin dir port
  bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)
  dir=$(mktemp -d "${TMPDIR:-/tmp}/canstring-pg.XXXXXX")
  port=$(node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$log" 2>&1 || return 1
  PRIVATE_POSTGRES_STOP="as_postgres '$bin/pg_ctl' -D '$dir/data' -m immediate stop; rm -rf '$dir'"
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    >>"$log" 2>&1 || { cat "$dir/server.log" >>"$log"; return 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  log=$(mktemp "${TMPDIR:-/tmp}/canstring-pg-log.XXXXXX")
  if ! start_private_postgres "$log"; then
    cat "$log" >&2
    eval "${PRIVATE_POSTGRES_STOP:-true}" >/dev/null 2>&1
    exit 1
  fi
  "$@"
  status=$?
  eval "$PRIVATE_POSTGRES_STOP" >/dev/null 2>&1
  rm -f "$log"
  exit "$status"
fi
