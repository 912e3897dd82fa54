import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/**
 * `npm run dev`: the API (tsx watch, reloads on server changes) on API_PORT (8081) behind the
 * Vite dev server (hot reload) on PORT (8080), which proxies every API path to it.
 */
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = spawn(
  process.execPath,
  ['--import', 'tsx', '--watch-path=server', '--watch-path=schemas', 'server/main.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', SERVE_CONSOLE: '0' },
  },
);

const target = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  server: {
    port,
    strictPort: true,
    proxy: {
      // Same rule as server/http/isApiPath.ts: a version segment, or /api/.
      '^/[^/]+/v\\d+(/|$)': { target },
      '^/api/': { target },
    },
  },
});
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
