# syntax=docker/dockerfile:1
# The member wallet server (API, member web app, staff back-office) as one Node service image.
# Build: docker build -t member-wallet .    Run several copies: deploy/compose.yaml (issue 14).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# the manifests first: the dependency layer is reused until one of them changes
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/web-kit/package.json packages/web-kit/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    BACKOFFICE_DIST=/app/apps/backoffice/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/backoffice/dist ./apps/backoffice/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# a balancer asks /api/ready (database reachable, migrations current, not stopping)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: the copy turns not ready, finishes what is in flight and exits 0 (SHUTDOWN_GRACE_MS)
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
