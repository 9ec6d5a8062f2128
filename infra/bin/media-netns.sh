#!/usr/bin/env bash
# Runs a command in a private network namespace fit for Janus (shared/recipes/media.md): Janus skips
# loopback interfaces when it gathers ICE candidates, so the namespace has loopback plus a veth pair
# carrying 127.0.0.2, which Janus uses (E2E_JANUS_INTERFACE). Nothing inside can reach the network
# outside: the platform under test runs entirely within (PGlite, its own NATS, Janus, Chromium).
# Usage: bash infra/bin/media-netns.sh COMMAND [ARGS...]   (root: unshare -n; else unshare -rn)
set -euo pipefail
if [ "${MEDIA_NETNS_INSIDE:-}" != 1 ]; then
  if [ "$(id -u)" = 0 ]; then flags=-n; else flags=-rn; fi
  exec env MEDIA_NETNS_INSIDE=1 unshare "$flags" bash "$0" "$@"
fi
ip link set lo up
ip link add m0 type veth peer name m1
ip addr add 127.0.0.2/32 dev m0
ip link set m0 up
ip link set m1 up
export E2E_JANUS_INTERFACE=127.0.0.2
exec "$@"
