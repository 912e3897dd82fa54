import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

/** Where the page finds what it needs: all on this origin. */
export interface DocsPageSettings {
  /** The OpenAPI document's path (schemas/api/endpoints.json `paths.openapi`). */
  openapi: string;
  /** The page script's URL. */
  script: string;
  /** Scalar's bundle URL. */
  scalar: string;
  /** The console's sign-in (its address on this origin). */
  signIn: string;
  /** The local-storage key of the console's token (src/core/auth/tokenStore.ts). */
  tokenKey: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The reference page: a notice (hidden until the script needs it), the element Scalar mounts on,
 * and the page script (docsPageScript.js) with its settings as data attributes. No inline script:
 * the app's content security policy (appSecurityHeaders) holds here as everywhere, and Scalar's
 * bundle needs nothing beyond it (its styles are injected `<style>` elements, which the console's
 * Emotion needs too; its default fonts and telemetry are turned off, so it calls no other origin).
 */
export function docsPageHtml(settings: DocsPageSettings): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referência da API</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a202c; }
  .notice { max-width: 32rem; margin: 15vh auto; padding: 2rem; border: 1px solid #e2e8f0; border-radius: 0.5rem; }
  .notice h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .notice a { display: inline-block; margin-top: 1rem; padding: 0.5rem 1rem; border-radius: 0.375rem; background: #2b6cb0; color: #fff; text-decoration: none; }
  #loading { margin: 15vh auto; text-align: center; color: #4a5568; }
</style>
</head>
<body>
<p id="loading">Carregando a referência da API…</p>
<main id="notice" class="notice" hidden>
  <h1>Referência da API</h1>
  <p data-text></p>
  <a href="${escape(settings.signIn)}">Entrar no console</a>
</main>
<noscript><p class="notice">A referência da API precisa de JavaScript.</p></noscript>
<div id="reference"></div>
<script src="${escape(settings.script)}" data-openapi="${escape(settings.openapi)}" data-scalar="${escape(settings.scalar)}" data-token-key="${escape(settings.tokenKey)}"></script>
</body>
</html>
`;
}

/** The page script, read once (it sits beside this file). */
export const DOCS_PAGE_SCRIPT = readFileSync(join(import.meta.dirname, 'docsPageScript.js'), 'utf8');

/**
 * Scalar's browser bundle (about 5 MB), as @scalar/fastify-api-reference serves it: asked of the
 * plugin itself, on a Fastify instance of its own that lives for this one request, so the bundle
 * is exactly the installed plugin's and none of the plugin's other routes (its unauthenticated
 * copy of the document) exist in the app. `version` is a hash of its content.
 */
export async function loadScalarBundle(): Promise<{ version: string; code: string }> {
  // Loaded here, not at start: a 5 MB module that only this page needs.
  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  const scratch = Fastify({ logger: false });
  try {
    await scratch.register(apiReference, { routePrefix: '/r', configuration: { content: {} } });
    const answer = await scratch.inject({ url: '/r/js/scalar.js' });
    if (answer.statusCode !== 200 || !answer.body.includes('createApiReference'))
      throw new Error(`@scalar/fastify-api-reference não serviu o seu bundle (${answer.statusCode})`);
    return { version: createHash('sha256').update(answer.body).digest('hex').slice(0, 12), code: answer.body };
  } finally {
    await scratch.close();
  }
}
