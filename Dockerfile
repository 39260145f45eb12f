# The KidVenture site as one image: `docker build -t kidventure .`, then
# `docker run -p 3000:3000 -v kidventure-data:/data kidventure` (SQLite in the volume), or
# `docker compose up` for PostgreSQL and a mail catcher (compose.yaml).
#
# NODE_IMAGE is any Debian-based image with Node in /usr/local (node, npm, include/node): the official
# slim image by default; `npm run test:container` passes one it builds itself, since no registry is
# reachable there.
# NOTE: Node 22, not 24: better-sqlite3 12 compiled against Node 24.19+ aborts the process when a
# garbage-collected statement is finalised (nodejs/node#65446); better-sqlite3 13 fixes it.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: install everything, compile, then drop the development packages ----
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded; node-gyp then
# takes Node's headers from the image (include/node) instead of downloading them.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && apt-get clean && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
      node_modules/better-sqlite3/build/Release/obj* node_modules/better-sqlite3/build/Release/.deps

# ---- runtime: compiled code and production packages only, run as an unprivileged user ----
FROM ${NODE_IMAGE}
# A font and fontconfig's settings: the demo partner logos are SVG with text, drawn by sharp.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
 && apt-get clean && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 kidventure \
 && useradd --system --uid 10001 --gid kidventure --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin kidventure \
 && mkdir /data && chown kidventure:kidventure /data
# The memory settings `npm start` gives the server (src/server/process-options.ts, decision 016).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=16777216:glibc.malloc.trim_threshold=4194304
WORKDIR /app
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
# sharp's fontconfig writes its font cache on first use; do it now, as root, since the server's user
# cannot write /var/cache.
RUN node -e "require('sharp')(Buffer.from('<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><text>K</text></svg>')).png().toBuffer()"
USER kidventure
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1: main.ts finishes requests in flight on SIGTERM (docker stop) and exits.
CMD ["node", "--max-semi-space-size=4", "dist/src/server/main.js"]
