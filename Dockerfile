# Exactly's HTTP server, `exactly serve`, as a container image: every tool of the engine over HTTP,
# heavy requests in a pool of worker threads, /healthz, /readyz and Prometheus /metrics.
#
#   docker build -t exactly .
#   docker run --rm -p 8787:8787 exactly
#
# The server keeps no state between requests, so any number of containers can run side by side
# behind a load balancer (docs/deploy.md, with a Kubernetes example).

# 1. The production dependencies, installed from the lockfile in a stage of their own, so the npm
#    cache and the install's scratch files never reach the image. Install scripts are not run:
#    none of the server's packages has one, and `prepare` (the command's build) is stage 2's job.
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 2. The command built to JavaScript (dist-cli/, `npm run build:cli`), with the build tool, which
#    only this stage installs: the image runs the build and never compiles TypeScript.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.base.json tsconfig.node.json vite.cli.config.ts ./
COPY contracts ./contracts
COPY src/core ./src/core
COPY src/cli ./src/cli
COPY src/csv ./src/csv
# What the app and the command share: the app's inline start-up script and its hash in the policy the server sends with the app.
COPY src/shared ./src/shared
COPY src/moodle ./src/moodle
COPY src/print ./src/print
RUN npm run build:cli

# 3. The image: Node, the production dependencies (the packages the build imports: piscina,
#    prom-client, papaparse, fast-xml-parser) and the built command; no sources.
FROM node:20-bookworm-slim AS server
ENV NODE_ENV=production
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist-cli ./dist-cli
COPY package.json ./
COPY bin ./bin
# The files belong to root and are read-only to the server, which runs as the image's
# unprivileged user (uid 1000).
USER node
EXPOSE 8787
# Liveness: the process is up and its event loop answers (Node 20 has fetch; the image has no curl).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8787/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself: it stops accepting, finishes in-flight
# requests and exits (docs/deploy.md). Set --workers to the CPUs the container may use:
# Node counts the host's cores, not a CPU quota.
ENTRYPOINT ["node", "bin/exactly.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8787"]
