#!/bin/sh
# The replica: a base backup of the primary on first start (pg_basebackup -R writes
# standby.signal and primary_conninfo), then PostgreSQL as a hot standby.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h postgres-primary -U replicator \
      -D "$PGDATA" -R -X stream --checkpoint=fast; do
    echo "replica: waiting for the primary"; sleep 2
  done
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on
