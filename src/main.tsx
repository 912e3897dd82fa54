import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadApiBase } from './core/api/loadApiBase.js';

/** Entry point: resolve the API address for this host (/api-config.json), then mount. */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

void loadApiBase(window.location.hostname).then((apiBase) => {
  createRoot(container).render(
    <StrictMode>
      <App apiBase={apiBase} />
    </StrictMode>,
  );
});
