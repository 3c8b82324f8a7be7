#!/usr/bin/env bash
# Validates compose.yaml (CI; base images cannot be pulled here, so nothing is started).
# Uses `docker compose config` when Docker's v2 plugin is installed, else Debian's
# docker-compose 1.29 (`docker-compose config`), which .ci/run installs
# (docs/decisions/076-containers-dockerfile-compose.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
else
  echo "Neither 'docker compose' nor 'docker-compose' is installed." >&2
  exit 1
fi

# The file refuses to start without these two secrets; any values do for validation.
normalized=$(POSTGRES_PASSWORD=check SESSION_SECRET=check "${compose[@]}" -f compose.yaml config)

expect() {
  if ! grep -qE -- "$1" <<<"$normalized"; then
    echo "compose.yaml: expected $2" >&2
    exit 1
  fi
}
expect '^  app:$' 'an app service'
expect '^  postgres:$' 'a postgres service'
expect '^  redis:$' 'a redis service'
expect '^  worker:$' 'a worker service'
expect 'dist/server/worker.js' 'the worker service running the job workers alone (npm run worker)'
expect 'WORKER: "?off"?' 'the web replicas told not to work jobs (WORKER=off)'
[ "$(grep -c 'replicas: 2' <<<"$normalized")" -ge 2 ] || {
  echo 'compose.yaml: expected two app replicas and two workers' >&2
  exit 1
}
expect 'postgres-data:/var/lib/postgresql/data' 'a volume for PostgreSQL'
expect 'REDIS_URL: redis://redis:6379' 'the app pointed at Redis'
[ "$(grep -c '^    healthcheck:$' <<<"$normalized")" -ge 3 ] || {
  echo 'compose.yaml: expected health checks for the app, PostgreSQL and Redis' >&2
  exit 1
}
echo "compose.yaml is valid (${compose[*]} config)."
