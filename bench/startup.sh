#!/usr/bin/env bash
# Measures cold start (empty DATA_DIR), warm start and idle RSS of the server on the embedded database.
# Usage: bench/startup.sh [runs]   (prints one line per start)
set -u
cd "$(dirname "$0")/.."
port=${PORT:-18555}
data=$(mktemp -d)
node=node_modules/.bin/node
trap 'rm -rf "$data"' EXIT
for run in cold $(seq -f 'warm%g' 1 "${1:-3}"); do
  start=$(date +%s%N)
  DATA_DIR=$data PORT=$port LOG_LEVEL=warn $node src/main.ts >/dev/null 2>&1 &
  pid=$!
  until curl -sf -o /dev/null "http://127.0.0.1:$port/actuator/health/liveness"; do
    kill -0 $pid 2>/dev/null || { echo "server exited"; exit 1; }
    sleep 0.02
  done
  ready=$(( ($(date +%s%N) - start) / 1000000 ))
  for _ in $(seq 1 20); do
    curl -s -o /dev/null -u mifos:password -H 'Fineract-Platform-TenantId: default' "http://127.0.0.1:$port/api/v1/configurations"
  done
  sleep 5
  rss=$(ps -o rss= -p $pid | awk '{printf "%.0f", $1/1024}')
  echo "$run: answering after ${ready} ms, idle RSS ${rss} MB"
  kill $pid; wait $pid 2>/dev/null
done
