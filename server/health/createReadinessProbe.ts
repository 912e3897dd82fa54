/** One dependency the server needs to answer: resolves when reachable, rejects (or hangs) when not. */
export type ReadinessCheck = () => Promise<unknown>;

/** What a readiness probe found: each check's name with `null` (reachable) or why not (pt-BR). */
export type Readiness = Record<string, string | null>;

export interface ReadinessProbeOptions {
  /** A check that has not answered in this long counts as failed (ms). */
  timeoutMs?: number;
  /** A result is reused this long (ms): a flood of probes costs the database one query per window. */
  reuseMs?: number;
  /** The pt-BR reason of a failed check (its technical cause goes to `warn`, never to the answer). */
  failure?: (name: string) => string;
  warn?: (message: string) => void;
  now?: () => number;
}

/**
 * The readiness probe: runs every check at once, each with a deadline, and says which failed. One
 * run at a time, its result shared by the callers that come while it runs and for `reuseMs`
 * after, so concurrent or repeated probes never pile queries on a struggling database.
 *
 * @example
 * const probe = createReadinessProbe({ database: () => db.selectNoFrom(sql`1`.as('x')).execute() });
 * await probe(); // { database: null } when reachable
 */
export function createReadinessProbe(
  checks: Record<string, ReadinessCheck>,
  {
    timeoutMs = 2000,
    reuseMs = 1000,
    failure = () => 'não respondeu',
    warn = () => {},
    now = Date.now,
  }: ReadinessProbeOptions = {},
): () => Promise<Readiness> {
  let current: Promise<Readiness> | undefined;
  let running = false;
  let settledAt = 0;

  const runOne = async (name: string, check: ReadinessCheck): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([check(), deadline]);
      return null;
    } catch (error) {
      warn(`Prontidão: ${name} indisponível (${(error as Error)?.message ?? String(error)}).`);
      return failure(name);
    } finally {
      clearTimeout(timer);
    }
  };

  const runAll = async (): Promise<Readiness> => {
    const names = Object.keys(checks);
    const found = await Promise.all(names.map((name) => runOne(name, checks[name]!)));
    return Object.fromEntries(names.map((name, i) => [name, found[i]!]));
  };

  return () => {
    // One run at a time; its result serves everyone for reuseMs after it ends.
    if (current && (running || now() - settledAt < reuseMs)) return current;
    running = true;
    current = runAll().finally(() => {
      running = false;
      settledAt = now();
    });
    return current;
  };
}
