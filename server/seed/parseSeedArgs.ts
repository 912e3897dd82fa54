import { parseArgs } from 'node:util';

export interface SeedArgs {
  people?: number;
  requestLogs?: number;
  livenessLogs?: number;
  fingerLogs?: number;
  reset: boolean;
  help: boolean;
}

export const seedUsage = `Uso: npm run seed -- [opções]

  --people N          pessoas a gerar (padrão 60)
  --request-logs N    logs de requisições (padrão 300)
  --liveness-logs N   logs de captura de liveness (padrão 80)
  --finger-logs N     logs de captura de digitais (padrão 80)
  --reset             apaga os dados existentes (menos os usuários) antes de gerar
  --help              mostra esta ajuda

Banco: DATABASE_URL (PostgreSQL) ou PGlite em \${DATA_DIR:-./data}/pgdata.
Administrador: ADMIN_EMAIL / ADMIN_PASSWORD (padrão admin@example.com / admin123); se já existir, é mantido.`;

/** A command-line mistake, with a pt-BR message for the operator. */
export class SeedArgsError extends Error {
  override name = 'SeedArgsError';
}

const counts = {
  people: 'people',
  'request-logs': 'requestLogs',
  'liveness-logs': 'livenessLogs',
  'finger-logs': 'fingerLogs',
} as const;

/**
 * Reads `npm run seed` flags. Counts accept thousand separators ('100_000', '100.000').
 *
 * @example
 * parseSeedArgs(['--people', '100000', '--request-logs', '1_000_000']);
 * // { people: 100000, requestLogs: 1000000, reset: false, help: false }
 */
export function parseSeedArgs(argv: string[]): SeedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        people: { type: 'string' },
        'request-logs': { type: 'string' },
        'liveness-logs': { type: 'string' },
        'finger-logs': { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new SeedArgsError(describeParseError(error));
  }
  const args: SeedArgs = { reset: parsed.values.reset ?? false, help: parsed.values.help ?? false };
  for (const [flag, key] of Object.entries(counts) as [keyof typeof counts, (typeof counts)[keyof typeof counts]][]) {
    const raw = parsed.values[flag];
    if (raw === undefined) continue;
    const clean = raw.replace(/[_.]/g, '');
    const value = Number(clean);
    if (!/^[0-9]+$/.test(clean) || !Number.isSafeInteger(value)) {
      throw new SeedArgsError(
        `Valor inválido para --${flag}: "${raw}". Use um número inteiro maior ou igual a zero, por exemplo --${flag} 1000.`,
      );
    }
    args[key] = value;
  }
  return args;
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^'\s]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opção desconhecida: ${option ?? message}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message.includes('does not take an argument')
      ? `A opção ${option} não aceita valor.`
      : `Falta o valor da opção ${option}.`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Argumento inesperado: ${/'([^']+)'/.exec(message)?.[1] ?? message}.`;
  return `Argumentos inválidos: ${message}`;
}
