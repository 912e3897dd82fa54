import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');

/** Runs a command of server/cli with only the given environment (plus PATH); never throws. */
export async function runCli(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(tsx, [`server/cli/${script}`, ...args], {
      env: { PATH: process.env.PATH!, ...env },
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
