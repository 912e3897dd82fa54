import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadApiBase } from './core/api/loadApiBase.js';

/** Entry point: resolve the API address for this host (/api-config.json), then mount. */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

void loadApiBase(window.location.hostname).then((apiBase) => {
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
