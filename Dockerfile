# Redraft in two stages: build with every dependency, run with production dependencies only.
# The same steps as `npm run test:bundle`, which CI runs
# (docs/decisions/075-production-bundle-checked-in-ci.md,
# docs/decisions/076-containers-dockerfile-compose.md).

# ---- build: client (Vite) and server (esbuild) into dist/ ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: dist/, the migrations and production dependencies ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5000
# Liveness only: readiness (/api/health/ready) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/index.js"]
