import { describe, expect, it } from 'vitest';
import { answerText, keepAnswer } from '../../../server/requestLog/requestLogPlugin.js';

/** The response text a log row stores: kept when sent, the cut marked with the answer's size. */
const responseBodyText = (payload: string, cap: number) =>
  answerText(keepAnswer(payload, cap), Buffer.byteLength(payload));

const filler = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, path: `/admin/v1/param?page=${i}` }));

describe('responseBodyText', () => {
  it('keeps the first bytes of a big answer, cut marked, without scanning or parsing it whole', () => {
    const body = JSON.stringify({ data: filler(500) });
    const kept = responseBodyText(body, 2048)!;
    expect(kept.startsWith('{"data":[{"id":0')).toBe(true);
    expect(kept).toMatch(new RegExp(`…\\[truncado: ${Buffer.byteLength(body)} bytes\\]$`));
  });

  it('redacts a secret in the kept part (the whole answer is parsed, redacted, then cut)', () => {
    const body = JSON.stringify({ access_token: 'eyJsegredo', data: filler(500) });
    const kept = responseBodyText(body, 2048)!;
    expect(kept).not.toContain('eyJsegredo');
    expect(kept.startsWith('{"access_token":"[removido]"')).toBe(true);
  });

  it('a secret beyond the cut is not stored at all', () => {
    const body = JSON.stringify({ data: filler(500), token: 'segredo-no-fim' });
    expect(responseBodyText(body, 2048)).not.toContain('segredo-no-fim');
  });

  it('a reset link in the kept part loses its token', () => {
    const kept = responseBodyText(JSON.stringify({ link: 'https://console/reset-password?token=abc123' }), 2048)!;
    expect(kept).not.toContain('abc123');
  });

  it('a secret key cut in the middle of its value still hides the value', () => {
    const body = `{"pad":"${'x'.repeat(2030)}","password":"segredo"}`;
    expect(responseBodyText(body, 2048)).not.toContain('segredo');
  });

  it('is what the log keeps when the answer is sent, its cut marked later with the size the answer had', () => {
    const body = JSON.stringify({ data: filler(500) });
    const kept = keepAnswer(body, 2048);
    expect(kept.cut).toBe(true);
    expect(Buffer.byteLength(kept.text!)).toBeLessThanOrEqual(2048);
    expect(answerText(kept, Buffer.byteLength(body))).toBe(`${kept.text}…[truncado: ${Buffer.byteLength(body)} bytes]`);
    expect(keepAnswer('{"ok":true}', 2048)).toEqual({ text: '{"ok":true}', cut: false });
    expect(answerText(keepAnswer('{"ok":true}', 2048), 11)).toBe('{"ok":true}');
    expect(keepAnswer(undefined, 2048)).toEqual({ text: null, cut: false });
  });
});
