import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schemas/descriptor.schema.json' with { type: 'json' };
import { DESCRIPTORS_DOC_PATH, headingAnchor, renderDescriptorsDoc } from '../../scripts/renderDescriptorsDoc.js';

const docPath = join(process.cwd(), DESCRIPTORS_DOC_PATH);

describe('docs/descriptors.md', () => {
  it('is what `npm run docs:descriptors` writes from the meta-schema now (run it after changing the meta-schema)', async () => {
    expect(readFileSync(docPath, 'utf8')).toBe(await renderDescriptorsDoc());
  });

  it('changes when a description or a rule of the meta-schema changes', async () => {
    const edited = structuredClone(metaSchema) as typeof metaSchema;
    edited.properties.title.description = 'Um título diferente.';
    edited.properties.list.properties.pageSizes.enum = ['admin', 'generic', 'compact'];
    const doc = await renderDescriptorsDoc(edited);
    expect(doc).toContain('Um título diferente.');
    expect(doc).toContain('`compact`');
    expect(doc).not.toBe(readFileSync(docPath, 'utf8'));
  });

  it('documents every property of the meta-schema, with a description', async () => {
    const doc = await renderDescriptorsDoc();
    const undocumented: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { properties?: Record<string, { description?: string }> };
      for (const [name, child] of Object.entries(n.properties ?? {})) {
        if (!child.description) undocumented.push(`${path}/${name}`);
        if (!doc.includes(`| \`${name}\``)) undocumented.push(`${path}/${name} (not in the doc)`);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
    };
    walk(metaSchema, '');
    expect(undocumented).toEqual([]);
  });

  it('links only to anchors and files that exist', async () => {
    const doc = await renderDescriptorsDoc();
    const anchors = new Set([...doc.matchAll(/^#+ (.+)$/gm)].map((m) => headingAnchor(m[1]!)));
    const broken = [...doc.matchAll(/\]\(([^)]+)\)/g)]
      .map((m) => m[1]!)
      .filter((target) =>
        target.startsWith('#') ? !anchors.has(target.slice(1)) : !existsSync(resolve(dirname(docPath), target)),
      );
    expect(broken).toEqual([]);
  });
});
