import { describe, expect, it } from 'vitest';
import { readFingerprintGallery } from '../../../../src/core/fingerprint/readFingerprintGallery.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';

describe('readFingerprintGallery', () => {
  it('reads the registration and its capture groups, keeping missing paths as null', () => {
    const gallery = readFingerprintGallery({
      data: {
        id: 7,
        finger: 'Polegar direito',
        person_cpf: '52998224725',
        person_name: null,
        created_at: '2026-11-22T13:00:00.000Z',
        groups: [
          {
            group: 0,
            score: 0.912,
            original: 'fingerprints/1/7/0-original.jpeg',
            processed: 'fingerprints/1/7/0-processed.tiff',
            mask: null,
          },
          {
            group: 1,
            score: null,
            original: 'fingerprints/1/7/1-original.jpeg',
            processed: null,
            mask: 'fingerprints/1/7/1-mask.tiff',
          },
        ],
      },
    });
    expect(gallery).toEqual({
      id: 7,
      finger: 'Polegar direito',
      person_cpf: '52998224725',
      person_name: null,
      created_at: '2026-11-22T13:00:00.000Z',
      groups: [
        {
          group: 0,
          score: 0.912,
          original: 'fingerprints/1/7/0-original.jpeg',
          processed: 'fingerprints/1/7/0-processed.tiff',
          mask: null,
        },
        {
          group: 1,
          score: null,
          original: 'fingerprints/1/7/1-original.jpeg',
          processed: null,
          mask: 'fingerprints/1/7/1-mask.tiff',
        },
      ],
    });
  });

  it('survives odd shapes: no groups, non-object groups, numeric-string scores, empty paths', () => {
    expect(readFingerprintGallery({ data: { finger: 'Médio' } })).toEqual({ finger: 'Médio', groups: [] });
    expect(
      readFingerprintGallery({ data: { groups: [null, 'x', { score: '0.5', original: ' ', processed: 3 }] } }).groups,
    ).toEqual([{ group: 0, score: 0.5, original: null, processed: null, mask: null }]);
  });

  it('refuses an answer without its data object, naming the key (nothing guessed)', () => {
    for (const body of [undefined, {}, { data: [] }, { gallery: { groups: [] } }])
      expect(() => readFingerprintGallery(body)).toThrow(consoleMessages.recordMissing('data'));
  });
});
