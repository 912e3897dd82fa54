import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePerformanceTables } from '../../../bench/support/writePerformanceTables.js';
import { benchResultsFixture } from './benchResultsFixture.js';

const START = '<!-- bench:tables:start -->';
const END = '<!-- bench:tables:end -->';
const performanceDoc = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');

/** The text before the block's start marker, the block, and the text from its end marker on. */
const split = (text: string) => {
  const start = text.indexOf(START) + START.length;
  const end = text.indexOf(END);
  return { before: text.slice(0, start), block: text.slice(start, end), after: text.slice(end) };
};

describe('writePerformanceTables', () => {
  let dir: string;
  let doc: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'performance-doc-'));
    doc = join(dir, 'performance.md');
    copyFileSync(performanceDoc, doc);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces only the block between the markers of a copy of docs/performance.md', async () => {
    const original = split(readFileSync(doc, 'utf8'));
    expect(original.block).not.toContain('abc1234');

    await writePerformanceTables(benchResultsFixture, doc);

    const written = split(readFileSync(doc, 'utf8'));
    expect(written.before).toBe(original.before);
    expect(written.after).toBe(original.after);
    expect(written.block).not.toBe(original.block);
    expect(written.block).toContain(
      '**2026-11-24 11:12 UTC**, commit `abc1234`, 2 CPUs (Intel(R) Xeon(R) CPU @ 2.20GHz)',
    );
    // Formatted by Prettier: the tables come out aligned.
    expect(written.block).toMatch(/\n\| list, 50 rows {2,}\| 1500 \(±7 %\) +\|/);
  });

  it('writes the same text when run twice on the same results', async () => {
    await writePerformanceTables(benchResultsFixture, doc);
    const once = readFileSync(doc, 'utf8');
    await writePerformanceTables(benchResultsFixture, doc);
    expect(readFileSync(doc, 'utf8')).toBe(once);
  });

  it('refuses a page without the markers, and leaves it as it was', async () => {
    writeFileSync(doc, '# Performance\n\nNo tables here.\n');
    await expect(writePerformanceTables(benchResultsFixture, doc)).rejects.toThrow(/no <!-- bench:tables:start -->/);
    expect(readFileSync(doc, 'utf8')).toBe('# Performance\n\nNo tables here.\n');
  });
});
