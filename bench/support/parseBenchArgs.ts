import { parseArgs } from 'node:util';
import { FULL, SMALL, type DatasetSize, type Engine } from './datasets.js';

export interface BenchArgs {
  size: DatasetSize;
  engines: Engine[];
  parts: ('api' | 'console')[];
  /** Repetitions of every measurement (the median is reported; at least 5 for the README). */
  reps: number;
  /** Seconds per API load run. */
  durationSec: number;
  connections: number;
  /** Only these API scenarios (keys); all when absent. */
  scenarios?: string[];
  help: boolean;
}

export const benchUsage = `Uso: npm run bench -- [opções]

  --size full|small      base de dados: full = 100.000 pessoas, 1.000.000 logs de requisições,
                         200.000 logs de captura (padrão); small = um décimo, para testar
  --engines LISTA        postgres,pglite (padrão: os dois)
  --only api|console     só uma parte
  --reps N               repetições de cada medida (padrão 5; a mediana é relatada)
  --duration S           segundos de cada rodada de carga na API (padrão 2; mínimo 0,5)
  --connections N        conexões simultâneas na vazão (padrão 10)
  --scenarios LISTA      só estes cenários da API (ex.: list-50,get-one)

PostgreSQL: BENCH_PG_URL (padrão postgres://postgres@127.0.0.1:5432); o banco biometria_bench_<size>
é criado e semeado na primeira vez. PGlite: bench/data/pglite-<size>. Resultado: bench/results/latest.json.`;

/** Reads `npm run bench` flags; throws a pt-BR message for a bad one. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      size: { type: 'string', default: 'full' },
      engines: { type: 'string', default: 'postgres,pglite' },
      only: { type: 'string' },
      reps: { type: 'string', default: '5' },
      duration: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      scenarios: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const size = values.size === 'full' ? FULL : values.size === 'small' ? SMALL : undefined;
  if (!size) throw new Error(`--size inválido: "${values.size}" (use full ou small)`);
  const engines = values.engines.split(',').map((e) => e.trim());
  for (const e of engines)
    if (e !== 'postgres' && e !== 'pglite')
      throw new Error(`--engines: motor desconhecido "${e}" (use postgres, pglite)`);
  if (values.only && values.only !== 'api' && values.only !== 'console')
    throw new Error(`--only inválido: "${values.only}" (use api ou console)`);
  const int = (raw: string, name: string, min: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} inválido: "${raw}" (inteiro ≥ ${min})`);
    return n;
  };
  // Decimal seconds, with a point or a pt-BR comma: 1.5 or 1,5.
  const seconds = (raw: string) => {
    const n = Number(raw.replace(',', '.'));
    if (!Number.isFinite(n) || n < 0.5) throw new Error(`--duration inválido: "${raw}" (segundos ≥ 0,5, ex.: 1,5)`);
    return n;
  };
  return {
    size,
    engines: engines as Engine[],
    parts: values.only ? [values.only as 'api' | 'console'] : ['api', 'console'],
    reps: int(values.reps, 'reps', 1),
    durationSec: seconds(values.duration),
    connections: int(values.connections, 'connections', 1),
    scenarios: values.scenarios
      ?.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    help: values.help,
  };
}
