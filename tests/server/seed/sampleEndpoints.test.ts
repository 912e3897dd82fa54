import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { loadEndpoints } from '../../../server/routes/loadEndpoints.js';
import { consoleRequestSamples } from '../../../server/seed/consoleRequestSamples.js';
import { partnerRequestSamples } from '../../../server/seed/partnerRequestSamples.js';
import { publicRequestSamples } from '../../../server/seed/publicRequestSamples.js';
import { loadSampleEndpoints, sampleEndpoints } from '../../../server/seed/sampleEndpoints.js';

const descriptors = loadDescriptors('schemas');
const config = loadEndpoints('schemas', descriptors);
const samples = (api = loadSampleEndpoints('schemas')) => [
  ...consoleRequestSamples(api),
  ...publicRequestSamples(api),
  ...partnerRequestSamples(api),
];

describe('the seeded requests go where schemas/ says', () => {
  it("each console and public request is at a descriptor's endpoint or a route of schemas/api/endpoints.json", () => {
    const bases = [...descriptors.map((d) => d.api.endpoint), ...Object.values(config.paths)];
    const under = (path: string, base: string) => path === base || ['/', '?'].some((c) => path.startsWith(base + c));
    const api = loadSampleEndpoints('schemas');
    const ours = [...consoleRequestSamples(api), ...publicRequestSamples(api)];
    expect(ours.length).toBeGreaterThan(15);
    for (const { path } of ours)
      expect(
        bases.some((base) => under(path, base)),
        path,
      ).toBe(true);
  });

  it('moves with an endpoint, and leaves out what no descriptor serves', () => {
    const moved = descriptors.map((d) =>
      d.server?.table === 'people' ? { ...d, api: { ...d.api, endpoint: '/titulares/v2' } } : d,
    );
    const api = sampleEndpoints(moved, config);
    expect(
      samples(api)
        .filter((s) => s.path.startsWith('/titulares/v2'))
        .map((s) => `${s.method} ${s.path}`),
    ).toEqual([
      'GET /titulares/v2?page={page}&per_page=10',
      'GET /titulares/v2/{id}',
      'PUT /titulares/v2/{id}',
      'DELETE /titulares/v2/{id}',
    ]);
    const withoutPeople = sampleEndpoints(
      descriptors.filter((d) => d.server?.table !== 'people'),
      config,
    );
    expect(samples(withoutPeople).length).toBe(samples().length - 4);
    expect(sampleEndpoints(descriptors, config).route('deactivate')).toBe(
      `${descriptors.find((d) => d.key === config.users.entity)!.api.endpoint}/{id}/deactivate`,
    );
  });
});
