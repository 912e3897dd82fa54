import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../../src/core/format/formatCount';
import { localDateString } from '../../../../src/core/format/localDate';
import { prettyPayload } from '../../../../src/core/format/prettyPayload';

describe('prettyPayload', () => {
  it('pretty-prints JSON objects, arrays and strings holding them', () => {
    expect(prettyPayload('{"cpf":"529","n":[1,2]}')).toBe('{\n  "cpf": "529",\n  "n": [\n    1,\n    2\n  ]\n}');
    expect(prettyPayload({ 'content-type': 'application/json' })).toBe('{\n  "content-type": "application/json"\n}');
    expect(prettyPayload([{ field: 'cpf' }])).toBe('[\n  {\n    "field": "cpf"\n  }\n]');
  });

  it('keeps any other text as it is (truncated JSON, plain text, HTML)', () => {
    const truncated = '{"video":"AAAA…[truncado: 20480 bytes]';
    expect(prettyPayload(truncated)).toBe(truncated);
    expect(prettyPayload('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(prettyPayload('"just a string"')).toBe('"just a string"');
    expect(prettyPayload(42)).toBe('42');
  });

  it('null when there is nothing (shown as Vazio)', () => {
    for (const v of [null, undefined, '', '  ', {}, [], '{}', '[]']) expect(prettyPayload(v)).toBeNull();
  });
});

describe('formatCount', () => {
  it('pt-BR thousands, or mais de 10.000 past the cap', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(10000, true)).toBe('mais de 10.000');
  });
});

describe('localDateString', () => {
  it('is the local calendar date', () => {
    expect(localDateString(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 10, 22, 23, 59, 59))).toBe('2026-11-22');
  });
});
