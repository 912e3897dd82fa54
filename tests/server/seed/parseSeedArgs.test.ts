import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from '../../../server/seed/parseSeedArgs.js';

describe('parseSeedArgs (npm run seed flags)', () => {
  it('reads the sizes, with or without thousand separators', () => {
    expect(
      parseSeedArgs([
        '--people',
        '100000',
        '--request-logs',
        '1_000_000',
        '--liveness-logs=2.000',
        '--finger-logs',
        '0',
      ]),
    ).toEqual({
      people: 100_000,
      requestLogs: 1_000_000,
      livenessLogs: 2_000,
      fingerLogs: 0,
      reset: false,
      help: false,
    });
  });

  it('leaves absent sizes to the defaults and reads --reset and --help', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, help: false });
    expect(parseSeedArgs(['--reset', '-h'])).toEqual({ reset: true, help: true });
  });

  it.each([
    [['--pessoas', '10'], 'Opção desconhecida: --pessoas.'],
    [['--people'], 'Falta o valor da opção --people.'],
    [
      ['--people', 'muitas'],
      'Valor inválido para --people: "muitas". Use um número inteiro maior ou igual a zero, por exemplo --people 1000.',
    ],
    [['--request-logs', '-5'], 'Falta o valor da opção --request-logs.'],
    [['--request-logs=-5'], 'Valor inválido para --request-logs: "-5".'],
    [['--people', '1e6'], 'Valor inválido para --people: "1e6".'],
    [['--reset=sim'], 'A opção --reset não aceita valor.'],
    [['100'], 'Argumento inesperado: 100.'],
  ])('explains %j in Portuguese', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
