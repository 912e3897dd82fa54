/**
 * The figure tables of docs/performance.md, written by the benchmark from its JSON output: the
 * block between `<!-- bench:tables:start -->` and `<!-- bench:tables:end -->` is replaced by the
 * run's tables (renderPerformanceTables.ts), headed by its date, machine and commit.
 * `npm run bench` calls it at the end; `tsx bench/support/writePerformanceTables.ts [results.json]`
 * renders it alone from bench/results/latest.json (or the file given).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderPerformanceTables, type BenchResults } from './renderPerformanceTables.js';

const root = resolve(import.meta.dirname, '..', '..');
const PERFORMANCE_DOC = join(root, 'docs', 'performance.md');
const START = '<!-- bench:tables:start -->';
const END = '<!-- bench:tables:end -->';

/**
 * Replaces the tables block of docs/performance.md (or `doc`, e.g. a copy in a test) with the
 * run's, formatted by Prettier with the repository's settings wherever `doc` lies.
 */
export async function writePerformanceTables(results: BenchResults, doc = PERFORMANCE_DOC): Promise<void> {
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${doc}: no ${START} … ${END} block to write the tables into`);
  const next = `${text.slice(0, start + START.length)}\n\n${renderPerformanceTables(results)}\n\n${text.slice(end)}`;
  writeFileSync(doc, await format(next, { ...(await resolveConfig(PERFORMANCE_DOC)), filepath: doc }));
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const file = resolve(process.argv[2] ?? join(root, 'bench', 'results', 'latest.json'));
  await writePerformanceTables(JSON.parse(readFileSync(file, 'utf8')) as BenchResults);
  console.log(`docs/performance.md: tables written from ${file}`);
}
