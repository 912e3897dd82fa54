// First, before React and Chakra are evaluated: the route's code and first reads leave now.
import { bootProfile, bootViews } from './boot.js';
import { Profiler, StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { pageApiBase } from './core/boot/pageApiBase.js';
import { bearer } from './core/api/apiClient.js';
import { tokenStore } from './core/auth/tokenStore.js';
import type { ProfileAnswer } from './hooks/auth/AuthProvider.js';
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
 * tries again and shows the error as before. The profile's early read is waited for too (at most
 * PROFILE_WAIT_MS once the code is in): answered 200, the console starts signed in with it, and
 * the first thing drawn is the screen, not the loading screen, then the screen (~40–60 ms less to
 * the title, A/B on the benchmark's machine). Refused, unreachable or late: the session's check
 * takes the read as before, with its dialogs.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

const firstModules = bootViews ? [signedInRoutesModule.load(), ...bootViews.map(loadView)] : [];

/** How long the first render waits on the profile's early read once the code is in, at most. */
const PROFILE_WAIT_MS = 500;

void Promise.all([pageApiBase(), bootProfile, ...firstModules.map((m) => m.catch(() => undefined))])
  .then(async (ready) => {
    const profile = ready[1];
    if (profile) await Promise.race([profile.settled, new Promise((r) => setTimeout(r, PROFILE_WAIT_MS))]);
    return ready;
  })
  .then(([apiBase, profile]) => {
    // Only for the token it was read with (another tab may have signed in as someone else since).
    const token = tokenStore.get();
    const sameToken = !!profile && !!token && profile.authorization === bearer(token);
    const initialProfile = (sameToken ? profile.body() : null) as ProfileAnswer | null;
    if (initialProfile) profile?.claim();
    mount(container, <App apiBase={apiBase} initialProfile={initialProfile} />);
  });

function mount(container: HTMLElement, app: ReactElement) {
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
}
