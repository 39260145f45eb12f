# The KidVenture site as one image: `docker build -t kidventure .`, then
# `docker run -p 3000:3000 -v kidventure-data:/data kidventure` (SQLite in the volume), or
# `docker compose up` for PostgreSQL and a mail catcher (compose.yaml).
#
# NODE_IMAGE is any Debian-based image with Node 22.12 or newer in /usr/local (node, npm): the
# official slim image of the LTS that .nvmrc names by default; `npm run test:container` passes one it
# builds itself, since no registry is reachable there.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: install everything, compile, then drop the development packages ----
# No compiler: better-sqlite3, argon2 and sharp come prebuilt for Linux x64 and arm64 (glibc) and
# load their binaries themselves. --ignore-scripts, because npm would still run `node-gyp rebuild` in
# better-sqlite3 (it ignores the package's `"gypfile": false` when installing from a lockfile:
# WiseLibs/better-sqlite3#1516): that builds nothing when the prebuilt binary fits, but needs Python,
# make and Node's headers to find out. argon2's and esbuild's install scripts only look for the
# binaries their packages already hold. The node -e line checks the three native modules load.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund \
 && node -e "require('better-sqlite3')(':memory:').prepare('select 1').get(); require('argon2'); require('sharp')"
COPY . .
# better-sqlite3 ships its C sources and a binary for each of eight platforms (25 MB): keep this one's.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
 && cd node_modules/better-sqlite3 && rm -rf deps src \
 && find prebuilds -type f ! -name "linux-$(node -p process.arch).node" -delete

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
# The memory settings `npm start` gives the server (src/server/process-options.ts, decisions 016 and 022);
# `npm run test:container` checks that these and the CMD's flags still match them.
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
# The server itself is PID 1, as docs/deploy.md starts it under a process manager, rather than
# scripts/start.mjs, whose version check the image settles and whose parent process would hold memory
# of its own: main.ts finishes requests in flight on SIGTERM (docker stop) and exits.
CMD ["node", "--max-semi-space-size=4", "--expose-gc", "dist/src/server/main.js"]
