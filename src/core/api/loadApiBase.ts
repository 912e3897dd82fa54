import { resolveApiBase, type ApiConfig } from './resolveApiBase.js';

/** The config file, on the console's own origin. */
const API_CONFIG_PATH = '/api-config.json';

/**
 * Checks the parsed `/api-config.json`; null when its shape is wrong (then the console uses its
 * own origin).
 */
export function parseApiConfig(value: unknown): ApiConfig | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.override !== undefined && v.override !== null && typeof v.override !== 'string') return null;
  if (typeof v.fallback !== 'string' || !Array.isArray(v.rules)) return null;
  const rules: ApiConfig['rules'] = [];
  for (const rule of v.rules as unknown[]) {
    const r = (rule ?? {}) as Record<string, unknown>;
    if (typeof r.api !== 'string' || !Array.isArray(r.hosts) || !r.hosts.every((h) => typeof h === 'string'))
      return null;
    rules.push({ hosts: r.hosts as string[], api: r.api });
  }
  return { override: (v.override as string | null | undefined) ?? null, rules, fallback: v.fallback };
}

/**
 * Reads `/api-config.json` and resolves the API base for `host`. Any failure (network, bad JSON,
 * wrong shape, 5 s without answer) gives '' (same origin).
 */
export async function loadApiBase(host: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(API_CONFIG_PATH, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) return '';
    const config = parseApiConfig(await response.json());
    return config ? resolveApiBase(host, config) : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
