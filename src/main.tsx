// First, before React and Chakra are evaluated: the route's code and first reads leave now.
import { bootViews } from './boot.js';
import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { pageApiBase } from './core/boot/pageApiBase.js';
import { signedInRoutesModule } from './routes/signedInRoutesModule.js';
import { loadView } from './routes/viewRegistry.js';

/**
 * Entry point: resolve the API address for this host (/api-config.json, read once with src/boot.ts,
 * which ran first), then mount.
 *
 * Signed in, the shell's and the route's view modules (fetched since src/boot.ts ran) are run
 * first, so the first render draws the screen at once: a lazy module still loading would show the
 * Suspense fallback, and React holds back the screen that replaces a fallback just shown (~300 ms
 * in a trace of the cold load). A module that fails to load is left to its lazy component, which
 * tries again and shows the error as before.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

const firstModules = bootViews ? [signedInRoutesModule.load(), ...bootViews.map(loadView)] : [];

void Promise.all([pageApiBase(), ...firstModules.map((m) => m.catch(() => undefined))]).then(([apiBase]) => {
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
