// First, before React and Chakra are evaluated: the route's code and first reads leave now.
import './boot.js';
import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { pageApiBase } from './core/boot/pageApiBase.js';

/**
 * Entry point: resolve the API address for this host (/api-config.json, read once with src/boot.ts,
 * which ran first), then mount.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

void pageApiBase().then((apiBase) => {
  const app = <App apiBase={apiBase} />;
  createRoot(container).render(
    <StrictMode>
      {/* Only in the 'react-tracks' build (bench:profile-console --react): a Profiler makes React's
          profiling build time every component; the production build drops this branch. */}
      {import.meta.env.MODE === 'react-tracks' ? (
        <Profiler id="console" onRender={() => undefined}>
          {app}
        </Profiler>
      ) : (
        app
      )}
    </StrictMode>,
  );
});
