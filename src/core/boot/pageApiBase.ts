import { loadApiBase } from '../api/loadApiBase.js';

let apiBase: Promise<string> | undefined;

/**
 * The API base of this page (/api-config.json resolved for its host), read once: src/boot.ts asks
 * first, to start the first reads, and src/main.tsx mounts the console with the same answer.
 */
export function pageApiBase(): Promise<string> {
  apiBase ??= loadApiBase(window.location.hostname);
  return apiBase;
}
