import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { viewModules } from '../../preloadRouteChunksPlugin.js';
import { VIEW_KEYS } from '../../src/core/views/viewKeys.js';

describe('preloadRouteChunksPlugin', () => {
  it('finds the module of every view key in src/routes/viewRegistry.ts (a new screen is preloaded too)', () => {
    const found = viewModules(readFileSync('src/routes/viewRegistry.ts', 'utf8'));
    expect(found.map(([key]) => key).sort()).toEqual([...VIEW_KEYS].sort());
    expect(found).toContainEqual(['entityList', 'src/views/list/EntityListView.tsx']);
  });

  it('refuses a registry it cannot read', () => {
    expect(() => viewModules('export const viewLoaders = {};')).toThrow(/nenhuma tela/);
  });
});
