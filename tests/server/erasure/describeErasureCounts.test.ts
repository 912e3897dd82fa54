import { describe, expect, it } from 'vitest';
import { describeErasureCounts } from '../../../server/erasure/describeErasureCounts.js';

describe('describeErasureCounts', () => {
  it('names each table in pt-BR, singular or plural, in the order erasure works, without zeros', () => {
    expect(
      describeErasureCounts({
        request_logs: 5,
        people: 1,
        fingerprints: 2,
        fingerprint_images: 6,
        liveness_proofs: 0,
        access_logs: 1,
      }),
    ).toBe('1 pessoa · 2 digitais · 6 imagens de digital · 5 logs de requisição limpos · 1 registro de acesso limpo');
  });
  it('keeps the name of a table it does not know, and says nothing for nothing', () => {
    expect(describeErasureCounts({ novas: 2 })).toBe('2 novas');
    expect(describeErasureCounts({})).toBe('');
  });
});
