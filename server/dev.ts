import { createServer } from 'vite';
import { schemasDir } from './descriptors/loadDescriptors.js';
import { superviseApi } from './devReload/superviseApi.js';

/**
 * `npm run dev`: the API on API_PORT (8081) behind the Vite dev server (hot reload) on PORT
 * (8080), which proxies every API path to it. The API runs under superviseApi: saving a file of
 * the schemas folder rebuilds its routes and validation in place (a wrong file is said once and
 * the last good version keeps serving); a change of server code restarts it.
 */
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = superviseApi({
  root: process.cwd(),
  schemasDir: schemasDir(),
  port: apiPort,
  host: '127.0.0.1',
  env: process.env,
  codeDirs: ['server', 'src/core'],
  log: (line) => console.log(line),
});

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
  await Promise.all([api.stop(), vite.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
