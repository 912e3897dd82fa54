/**
 * Where the console finds its API, by serving host (spec 1, DECISIONS.md 1). Loaded at startup
 * from `/api-config.json` on the console's own origin.
 */
export interface ApiConfig {
  /** When a string (even '' = same origin), used whatever the host. */
  override?: string | null;
  /** First rule whose `hosts` holds the serving host wins. */
  rules: { hosts: string[]; api: string }[];
  /** For every other host. */
  fallback: string;
}

/**
 * The API base address for a serving host.
 *
 * @example
 * resolveApiBase('admin.biometria.com.br', config) // 'https://api-admin.biometria.com.br'
 * resolveApiBase('localhost', { override: '', rules: [], fallback: 'https://x' }) // ''
 */
export function resolveApiBase(host: string, config: ApiConfig): string {
  if (typeof config.override === 'string') return config.override;
  const wanted = host.toLowerCase();
  const rule = config.rules.find((r) => r.hosts.some((h) => h.toLowerCase() === wanted));
  return rule ? rule.api : config.fallback;
}
