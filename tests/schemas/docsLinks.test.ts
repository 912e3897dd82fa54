import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headingAnchor } from '../../scripts/renderDescriptorsDoc.js';

const root = resolve(import.meta.dirname, '..', '..');

/** The lines of a Markdown text with those of fenced code blocks blanked (so line numbers hold). */
function outsideFences(text: string): string[] {
  let fence: string | undefined;
  return text.split('\n').map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && marker[0] === fence![0] && marker.length >= fence!.length) fence = undefined;
    else if (!fence) return line;
    return '';
  });
}

/**
 * The anchors GitHub gives a page's headings (headingAnchor of the heading's text, `-1`, `-2` …
 * after a repeated one) and those of its `<a id>` / `<a name>` tags.
 *
 * @example
 * anchorsOf('## Retention (Retenção)\n## Notes\n## Notes'); // {'retention-retenção', 'notes', 'notes-1'}
 */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(text)) {
    for (const tag of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(tag[1]!);
    const heading = /^ {0,3}#{1,6}\s+(.+?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const anchor = headingAnchor(heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const repeats = seen.get(anchor) ?? 0;
    seen.set(anchor, repeats + 1);
    anchors.add(repeats ? `${anchor}-${repeats}` : anchor);
  }
  return anchors;
}

/** Every link target of a Markdown text outside code (inline, reference definitions, href/src), with its line. */
function linksOf(text: string): { target: string; line: number }[] {
  const prose = outsideFences(text)
    .map((line) => line.replace(/(`+)[^`].*?\1/g, 'code'))
    .join('\n');
  const patterns = [
    /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/gm,
    /\b(?:href|src)="([^"]+)"/g,
  ];
  return patterns
    .flatMap((pattern) => [...prose.matchAll(pattern)])
    .map((m) => ({ target: m[1]!, line: prose.slice(0, m.index).split('\n').length }));
}

/** The links of a Markdown file whose file or #anchor does not exist, as `file:line: target (why)`. */
function brokenLinks(file: string): string[] {
  return linksOf(readFileSync(file, 'utf8')).flatMap(({ target, line }) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) return []; // https:, mailto: — not ours to check
    const hash = target.indexOf('#');
    const path = decodeURI(hash < 0 ? target : target.slice(0, hash));
    const where = path ? resolve(dirname(file), path) : file;
    const at = `${relative(root, file)}:${line}: ${target}`;
    if (!existsSync(where)) return [`${at} (no such file)`];
    if (hash < 0 || !where.endsWith('.md')) return [];
    const anchor = decodeURIComponent(target.slice(hash + 1));
    return anchorsOf(readFileSync(where, 'utf8')).has(anchor) ? [] : [`${at} (no heading for #${anchor})`];
  });
}

const docs = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
];

describe('links in README.md and docs/*.md', () => {
  it.each(docs.map((file) => relative(root, file)))('%s: every relative link and #anchor resolves', (file) => {
    expect(brokenLinks(join(root, file))).toEqual([]);
  });

  it('checks links of every kind: the README links to docs/ pages, their headings and images', () => {
    const targets = linksOf(readFileSync(join(root, 'README.md'), 'utf8')).map((l) => l.target);
    expect(targets).toEqual(
      expect.arrayContaining(['docs/architecture.md#layers-and-import-boundaries', 'docs/images/list.png']),
    );
  });
});

describe('brokenLinks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('reports a missing file and a missing heading, each with its line', () => {
    write('other.md', '# Other\n\n## Retention (Retenção)\n\n## Notes\n\n## Notes\n');
    const page = write(
      'page.md',
      [
        '# Page',
        'See [other](other.md), [retention](other.md#retention-retenção), [encoded](other.md#retention-reten%C3%A7%C3%A3o),',
        '[the second notes](other.md#notes-1), [here](#page) and [the web](https://example.com/nowhere.md#x).',
        'Broken: [gone](gone.md) and [no heading](other.md#erasure).',
        '[ref]: ./missing.png',
        '<img src="nowhere.png">',
        '`[in code](not-checked.md)`',
        '```md',
        '[in a fence](not-checked.md)',
        '```',
      ].join('\n'),
    );
    const at = relative(root, page);
    expect(brokenLinks(page)).toEqual([
      `${at}:4: gone.md (no such file)`,
      `${at}:4: other.md#erasure (no heading for #erasure)`,
      `${at}:5: ./missing.png (no such file)`,
      `${at}:6: nowhere.png (no such file)`,
    ]);
  });
});
