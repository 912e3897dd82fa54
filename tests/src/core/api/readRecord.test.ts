import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/core/api/HttpError.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';
import { readMessage } from '../../../../src/core/api/readMessage.js';
import { readRecord } from '../../../../src/core/api/readRecord.js';

const a = { id: 1, name: 'Ana' };
const b = { id: 2, deviceType: 'ios' };

describe('readRecord: the record under its declared key', () => {
  it('reads data, config, or whatever key a route answers with', () => {
    expect(readRecord({ data: a, message: 'ok' }, 'data')).toEqual(a);
    expect(readRecord({ config: b }, 'config')).toEqual(b);
    expect(readRecord({ data: a, config: b }, 'config')).toEqual(b);
  });

  it.each<[string, unknown]>([
    ['another key', { config: b }],
    ['null', { data: null }],
    ['an array', { data: [a] }],
    ['the record itself, unwrapped', { id: 9, method: 'GET' }],
    ['no body', undefined],
  ])('refuses %s: an error naming the key, never an empty record', (_name, body) => {
    expect(() => readRecord(body, 'data')).toThrow(HttpError);
    expect(() => readRecord(body, 'data')).toThrow(consoleMessages.recordMissing('data'));
  });
});

describe('readMessage', () => {
  it("is the server's non-empty message, or nothing", () => {
    expect(readMessage({ data: a, message: 'Registro salvo com sucesso!' })).toBe('Registro salvo com sucesso!');
    expect(readMessage({ message: '' })).toBeUndefined();
    expect(readMessage({ message: 3 })).toBeUndefined();
    expect(readMessage('texto')).toBeUndefined();
  });
});
