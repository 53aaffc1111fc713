#!/usr/bin/env bash
# Starts an ActiveMQ broker for the external-events tests: AMQP 1.0 on 127.0.0.1:5673 (RabbitMQ already
# holds 5672) and OpenWire on 127.0.0.1:61617, with its own configuration and data under
# ${ACTIVEMQ_TEST_BASE:-/var/lib/corebank-activemq}. Installs Debian's `activemq` package when missing.
# Idempotent: returns at once when the AMQP port already answers.
#
# The AMQP connector needs ActiveMQ's AMQP transport (activemq-amqp and qpid proton-j jars). Debian's
# activemq 5.17 package does not ship it: put both jars in ${ACTIVEMQ_AMQP_LIB:-/usr/share/activemq/lib/amqp}.
# Without them the script says so and exits 3 (the broker test then skips). ACTIVEMQ_REQUIRE_AMQP=0 starts
# the broker anyway, with OpenWire only.
set -euo pipefail

AMQP_PORT="${ACTIVEMQ_AMQP_PORT:-5673}"
OPENWIRE_PORT="${ACTIVEMQ_OPENWIRE_PORT:-61617}"
BASE="${ACTIVEMQ_TEST_BASE:-/var/lib/corebank-activemq}"
AMQP_LIB="${ACTIVEMQ_AMQP_LIB:-/usr/share/activemq/lib/amqp}"
REQUIRE_AMQP="${ACTIVEMQ_REQUIRE_AMQP:-1}"
started=$(date +%s)

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if listening "$AMQP_PORT"; then
  echo "activemq: AMQP already listening on 127.0.0.1:$AMQP_PORT"
  exit 0
fi

if [ ! -f /usr/share/activemq/bin/activemq.jar ]; then
  echo "activemq: installing Debian's activemq package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q activemq >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q activemq >/dev/null; }
  echo "activemq: installed in $(( $(date +%s) - started )) s"
fi

has_amqp_transport() {
  local jar
  for jar in "$AMQP_LIB"/*.jar /usr/share/activemq/lib/*.jar /usr/share/java/activemq-*.jar; do
    [ -f "$jar" ] || continue
    if unzip -l "$jar" 2>/dev/null | grep -q 'org/apache/activemq/transport/amqp/AmqpTransportFactory'; then
      return 0
    fi
  done
  return 1
}

connectors="<transportConnector name=\"openwire\" uri=\"tcp://127.0.0.1:${OPENWIRE_PORT}\"/>"
wait_port="$OPENWIRE_PORT"
if has_amqp_transport; then
  connectors="${connectors}
      <transportConnector name=\"amqp\" uri=\"amqp://127.0.0.1:${AMQP_PORT}?transport.transformer=jms\"/>"
  wait_port="$AMQP_PORT"
elif [ "$REQUIRE_AMQP" = "1" ]; then
  echo "activemq: no AMQP transport (activemq-amqp + proton-j) in $AMQP_LIB or ActiveMQ's libraries;" >&2
  echo "activemq: Debian's activemq package ships none. Put the jars in $AMQP_LIB, or set ACTIVEMQ_REQUIRE_AMQP=0 for OpenWire only." >&2
  exit 3
fi

if listening "$wait_port"; then
  echo "activemq: already listening on 127.0.0.1:$wait_port"
  exit 0
fi

mkdir -p "$BASE/conf" "$BASE/data" "$BASE/tmp"
cp /etc/activemq/instances-available/main/log4j2.properties "$BASE/conf/" 2>/dev/null || true
cat > "$BASE/conf/activemq.xml" <<XML
<beans xmlns="http://www.springframework.org/schema/beans"
       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
       xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans-2.0.xsd
       http://activemq.apache.org/schema/core http://activemq.apache.org/schema/core/activemq-core.xsd">
  <broker xmlns="http://activemq.apache.org/schema/core" useJmx="false" brokerName="corebank-test" dataDirectory="${BASE}/data">
    <persistenceAdapter><kahaDB directory="${BASE}/data/kahadb"/></persistenceAdapter>
    <transportConnectors>
      ${connectors}
    </transportConnectors>
  </broker>
</beans>
XML

classpath="/usr/share/activemq/bin/activemq.jar"
nohup java -Xms64M -Xmx256M \
  -Dactivemq.home=/usr/share/activemq -Dactivemq.base="$BASE" -Dactivemq.conf="$BASE/conf" -Dactivemq.data="$BASE/data" \
  -Djava.io.tmpdir="$BASE/tmp" -Dactivemq.classpath="$BASE/conf:$AMQP_LIB" \
  -jar "$classpath" start "xbean:file:$BASE/conf/activemq.xml" >"$BASE/activemq.log" 2>&1 &
echo $! >"$BASE/activemq.pid"

for _ in $(seq 1 120); do
  if listening "$wait_port"; then
    echo "activemq: listening on 127.0.0.1:$wait_port after $(( $(date +%s) - started )) s (pid $(cat "$BASE/activemq.pid"), log $BASE/activemq.log)"
    exit 0
  fi
  if ! kill -0 "$(cat "$BASE/activemq.pid")" 2>/dev/null; then
    echo "activemq: the broker exited; see $BASE/activemq.log" >&2
    tail -20 "$BASE/activemq.log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "activemq: not listening on 127.0.0.1:$wait_port after 60 s; see $BASE/activemq.log" >&2
exit 1
