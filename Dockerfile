# syntax=docker/dockerfile:1
#
# One image for every service, one for the reverse proxy with the built web app.
#
#   target app (default): the workspace with its dependencies; runs services/$SERVICE/src/main.ts
#                         (build arg SERVICE, default "platform" = everything in one process), or
#                         whatever docker-compose.yml's `command` says:
#                           command: ["node", "--import", "tsx", "services/query-api/src/main.ts"]
#   target web:           nginx with deploy/nginx.conf and web/dist (the proxy in docker-compose.yml)
#
#   docker build -t outreach .                                   # the whole platform, port 3000
#   docker build -t outreach-query-api --build-arg SERVICE=query-api .
#   docker build -t outreach-proxy --target web .

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# ---------------------------------------------------------------- base: node + pnpm (corepack)
FROM ${NODE_IMAGE} AS base
# Keep pnpm (fetched by corepack at build time) where every user can read it, so `pnpm exec …`
# also works as the unprivileged runtime user and never downloads anything at run time.
ENV COREPACK_HOME=/opt/corepack \
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    PNPM_HOME=/opt/pnpm \
    PATH=/opt/pnpm:$PATH \
    CI=true
# Same version as PNPM_VERSION in .ci/setup.
RUN corepack enable \
 && corepack prepare pnpm@10.34.9 --activate \
 && chmod -R a+rX /opt/corepack \
 && pnpm --version
WORKDIR /app

# ---------------------------------------------------------------- deps: the workspace installed
FROM base AS deps
# Download every package of the lockfile first: this layer only changes with the lockfile.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=outreach-pnpm-store,target=/pnpm-store \
    pnpm fetch --store-dir /pnpm-store
COPY . .
RUN --mount=type=cache,id=outreach-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --offline --store-dir /pnpm-store

# ---------------------------------------------------------------- build: the web app into web/dist
FROM deps AS build
RUN pnpm build:web \
 && test -f web/dist/index.html

# ---------------------------------------------------------------- web: nginx, the reverse proxy
FROM ${NGINX_IMAGE} AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80

# ---------------------------------------------------------------- app: any service (the default target)
FROM base AS app
# A container is reached through its network interface, not its loopback.
ENV NODE_ENV=production \
    HOST=0.0.0.0
COPY --from=build /app /app
# DATA_DIR (.data) is only written when SESSION_SECRET / SECRETS_KEY are not given, or by the
# embedded PostgreSQL of the single-process platform; let the runtime user own it.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
ARG SERVICE=platform
ENV SERVICE=${SERVICE}
EXPOSE 3000 3001 3002 3003 3004 3005
# `node --import tsx` keeps node itself as the process that receives SIGTERM (graceful shutdown).
CMD ["sh", "-c", "exec node --import tsx \"services/${SERVICE}/src/main.ts\""]
