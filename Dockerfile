# syntax=docker/dockerfile:1
# The console and API for production (docs/deploy.md): one image for every API replica.
# docker build -t biometria-console . && docker run -p 8080:8080 -v biometria-data:/data biometria-console

# Build: the production dependencies (the console's build tools are among them: `npm start`
# builds the console when it is missing) and the console itself (dist/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
RUN npm run build

# Run: Node.js 24, ffmpeg (liveness file generation decodes the capture videos), tini as PID 1
# (signals reach the server: SIGTERM finishes the requests in flight), the app owned by root and
# read-only for the unprivileged `node` user that runs it; only /data is writable.
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8080 \
  DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "server/main.ts"]
