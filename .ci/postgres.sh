#!/usr/bin/env bash
# Sourced by .ci/run: installs PostgreSQL from Debian's packages when missing, starts a throwaway
# cluster on a local port, and exports TEST_DATABASE_URL for the server suite.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb > /dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian's packages..."
  sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
  sudo_if_needed apt-get update -qq
  DEBIAN_FRONTEND=noninteractive sudo_if_needed apt-get install -y -qq postgresql > /dev/null
fi

PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PG_PORT=${PG_PORT:-54329}
PG_DIR=$(mktemp -d /tmp/resort-pg.XXXXXX)
chmod 755 "$PG_DIR"
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if [ "$(id -u)" -eq 0 ]; then chown postgres "$PG_DIR"; fi

as_postgres "'$PG_BIN/initdb' -D '$PG_DIR/data' -A trust -U postgres > '$PG_DIR/initdb.log'"
as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off' -l '$PG_DIR/server.log' -w start > /dev/null"
as_postgres "'$PG_BIN/createdb' -h 127.0.0.1 -p $PG_PORT -U postgres resort_test"

stop_postgres() { as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop" > /dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
trap stop_postgres EXIT

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/resort_test"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') started for the tests: $TEST_DATABASE_URL"
