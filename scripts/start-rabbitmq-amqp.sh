#!/usr/bin/env bash
# Starts a local RabbitMQ with its AMQP 1.0 plugin for the external-events broker test (AMQP 1.0 on
# 127.0.0.1:5672, guest/guest). Installs Debian's rabbitmq-server package when missing, starts the server when
# it does not answer, and enables rabbitmq_amqp1_0. Idempotent. Prints the variables the test reads:
#   EXTERNAL_EVENTS_TEST_AMQP_URL, EXTERNAL_EVENTS_TEST_AMQP_ADDRESS, EXTERNAL_EVENTS_TEST_AMQP_SOURCE
# (`eval "$(scripts/start-rabbitmq-amqp.sh)"`). Exits 3 when no broker could be started; the test then skips.
set -euo pipefail

log() { echo "rabbitmq: $*" >&2; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/5672") 2>/dev/null; }

if ! command -v rabbitmq-server >/dev/null 2>&1; then
  log "installing Debian's rabbitmq-server package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q rabbitmq-server >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q rabbitmq-server >/dev/null; } || { log "could not install"; exit 3; }
fi

if ! listening; then
  log "starting the server"
  rabbitmq-server -detached >/dev/null 2>&1 || true
  for _ in $(seq 1 60); do listening && break; sleep 1; done
  listening || { log "the server did not start"; exit 3; }
fi
rabbitmqctl await_startup >/dev/null 2>&1 || true

if ! rabbitmq-plugins list -e 2>/dev/null | grep -q 'rabbitmq_amqp1_0'; then
  log "enabling the AMQP 1.0 plugin"
  rabbitmq-plugins enable rabbitmq_amqp1_0 >/dev/null 2>&1 || { log "could not enable rabbitmq_amqp1_0"; exit 3; }
fi

echo "export EXTERNAL_EVENTS_TEST_AMQP_URL=amqp://guest:guest@127.0.0.1:5672"
echo "export EXTERNAL_EVENTS_TEST_AMQP_ADDRESS=/queue/corebank-external-events-test"
echo "export EXTERNAL_EVENTS_TEST_AMQP_SOURCE=/amq/queue/corebank-external-events-test"
