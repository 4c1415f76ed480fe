# syntax=docker/dockerfile:1
# Arrenda in one image: the built web app and the bundled server, on production dependencies only.
# Build: docker build -t arrenda .   Run: docker run -p 3000:3000 -v arrenda-data:/data arrenda
ARG NODE_VERSION=22

# The build: every dependency (Vite, esbuild, TypeScript), then `npm run build`.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The runtime: the server workspace's production dependencies, the two builds, migrations and fonts.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @arrenda/server \
    && npm cache clean --force \
    && mkdir -p /data \
    && chown node:node /data
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The application files stay root's: the server may write only to the data volume (and /tmp).
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
