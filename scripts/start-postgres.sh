#!/usr/bin/env bash
# Starts a local PostgreSQL on 127.0.0.1:5432 with trust auth and a database "test", for the
# PostgreSQL run of the server tests. Uses the machine's cluster when there is one, else Debian's
# postgresql package in a throwaway cluster (initdb refuses root, so it runs as "postgres").
set -euo pipefail
port="${PG_PORT:-5432}"
if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then exit 0; fi

# PG_PORT other than 5432 always gets a throwaway cluster (used to test this script).
if [ "$port" = 5432 ] && command -v pg_lsclusters >/dev/null && [ -n "$(pg_lsclusters -h 2>/dev/null)" ]; then
  read -r ver name _ < <(pg_lsclusters -h | head -n1)
  pg_ctlcluster --skip-systemctl-redirect "$ver" "$name" start || true
else
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { echo "PostgreSQL fehlt und kann ohne root nicht installiert werden." >&2; exit 1; }
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
  dir=/tmp/vereinsportal-pg-$port
  rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir"
  su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null"
  su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start"
fi

for _ in $(seq 1 30); do
  if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then break; fi
  sleep 1
done
psql -h 127.0.0.1 -p "$port" -U postgres -tc "SELECT 1 FROM pg_database WHERE datname='test'" | grep -q 1 \
  || psql -h 127.0.0.1 -p "$port" -U postgres -c 'CREATE DATABASE test' >/dev/null
echo "PostgreSQL läuft auf 127.0.0.1:$port."
