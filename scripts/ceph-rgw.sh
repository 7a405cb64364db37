#!/usr/bin/env bash
# A single-node Ceph cluster with an S3 gateway on loopback, for the S3 store's tests.
#
#   scripts/ceph-rgw.sh start    # idempotent: does nothing when the gateway already answers
#   scripts/ceph-rgw.sh stop     # stops what `start` started and removes its state
#   scripts/ceph-rgw.sh status   # exit 0 when the gateway answers
#   scripts/ceph-rgw.sh acquire ID   # for tests: start unless running, and hold a lease named ID
#   scripts/ceph-rgw.sh release ID   # drop the lease; the last lease stops a cluster `acquire` started
#
# A cluster started by `start` (as .ci/run does) is never stopped by `release`: tests stop only
# what tests started. Leases of processes that have died are dropped (ID is a process id).
#
# One monitor, one OSD on memstore (RAM, nothing on disk), cephx off, RGW's beast frontend on
# 127.0.0.1:${FISCUS_RGW_PORT:-7480}, one S3 user whose keys are printed as environment
# assignments by `start` (test keys of a throwaway local cluster, not credentials of anything).
# Needs the Debian packages ceph-mon ceph-osd radosgw ceph-common (.ci/run installs them).
set -euo pipefail

DIR="${FISCUS_CEPH_DIR:-/tmp/fiscus-ceph}"
PORT="${FISCUS_RGW_PORT:-7480}"
ACCESS_KEY="${FISCUS_RGW_ACCESS_KEY:-fiscus-test-access}"
SECRET_KEY="${FISCUS_RGW_SECRET_KEY:-fiscus-test-secret}"
CONF="$DIR/ceph.conf"

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; }

print_env() {
  echo "AWS_ACCESS_KEY_ID=$ACCESS_KEY"
  echo "AWS_SECRET_ACCESS_KEY=$SECRET_KEY"
  echo "FISCUS_S3_ENDPOINT=http://127.0.0.1:$PORT"
}

stop() {
  for name in radosgw osd mon; do
    if [[ -f "$DIR/$name.pid" ]]; then
      pid="$(cat "$DIR/$name.pid")"
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
  rm -rf "$DIR"
}

start() {
  if answers; then print_env; return 0; fi
  for tool in ceph-mon ceph-osd radosgw monmaptool ceph radosgw-admin; do
    command -v "$tool" >/dev/null || { echo "ceph-rgw: $tool is not installed" >&2; exit 3; }
  done
  stop
  mkdir -p "$DIR/mon" "$DIR/osd" "$DIR/rgw" "$DIR/run"
  local fsid
  fsid="$(cat /proc/sys/kernel/random/uuid)"
  cat >"$CONF" <<EOF
[global]
fsid = $fsid
mon initial members = a
mon host = [v2:127.0.0.1:3300,v1:127.0.0.1:6789]
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon max pg per osd = 1000
mon allow pool size one = true
mon warn on pool no redundancy = false
run dir = $DIR/run
admin socket = $DIR/run/\$name.asok
log file = $DIR/\$name.log
keyring = /dev/null
[mon]
mon data = $DIR/mon/\$cluster-\$id
[osd]
osd objectstore = memstore
osd data = $DIR/osd/\$cluster-\$id
memstore device bytes = 1073741824
osd max object name len = 256
osd max object namespace len = 64
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$PORT
rgw data = $DIR/rgw
rgw dns name = 127.0.0.1
EOF
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:3300,v1:127.0.0.1:6789]" \
    "$DIR/monmap" >/dev/null
  ceph-mon -c "$CONF" --mkfs -i a --monmap "$DIR/monmap" >/dev/null 2>&1
  ceph-mon -c "$CONF" -i a --pid-file "$DIR/mon.pid" 9>&-
  timeout 30 ceph -c "$CONF" -s >/dev/null
  local osd
  osd="$(ceph -c "$CONF" osd create)"
  mkdir -p "$DIR/osd/ceph-$osd"
  ceph-osd -c "$CONF" -i "$osd" --mkfs >/dev/null 2>&1
  ceph-osd -c "$CONF" -i "$osd" --pid-file "$DIR/osd.pid" 9>&-
  for _ in $(seq 1 150); do
    ceph -c "$CONF" osd stat 2>/dev/null | grep -q '1 up' && break
    sleep 0.2
  done
  radosgw -c "$CONF" -n client.rgw.a --pid-file "$DIR/radosgw.pid" 9>&-
  for _ in $(seq 1 300); do answers && break; sleep 0.2; done
  answers || { echo "ceph-rgw: the gateway did not come up (logs in $DIR)" >&2; exit 1; }
  radosgw-admin -c "$CONF" user create --uid=fiscus --display-name=fiscus \
    --access-key="$ACCESS_KEY" --secret-key="$SECRET_KEY" >/dev/null
  print_env
}

acquire() {
  if ! answers; then
    start >/dev/null
    touch "$DIR/acquired"
  fi
  mkdir -p "$DIR/leases"
  touch "$DIR/leases/$1"
  print_env
}

release() {
  rm -f "$DIR/leases/$1"
  [[ -f "$DIR/acquired" ]] || return 0
  for lease in "$DIR"/leases/*; do
    [[ -e "$lease" ]] || continue
    kill -0 "$(basename "$lease")" 2>/dev/null && return 0
    rm -f "$lease"
  done
  stop
}

# One command at a time (test files start in parallel).
exec 9>"$DIR.lock"
flock -w 120 9

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) answers ;;
  acquire) acquire "${2:?lease id}" ;;
  release) release "${2:?lease id}" ;;
  *) echo "usage: $0 start|stop|status|acquire ID|release ID" >&2; exit 2 ;;
esac
