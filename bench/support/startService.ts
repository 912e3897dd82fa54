import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A server the benchmark started, pinned to a CPU core. */
export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartServiceOptions {
  name: string;
  /** Command and arguments (run under `taskset -c <cpu>`). */
  command: string[];
  env: NodeJS.ProcessEnv;
  /** CPU list for taskset ('0'). */
  cpu: string;
  /** A line of the service's output that says it is ready; group 1 is its port. */
  ready: RegExp;
  timeoutMs?: number;
}

/**
 * Starts a server under `taskset -c cpu` and resolves once it prints its ready line. Output is
 * kept and shown if it fails to start; SIGTERM stops it (SIGKILL after 15 s).
 */
export async function startService(options: StartServiceOptions): Promise<Service> {
  const child = spawn('taskset', ['-c', options.cpu, ...options.command], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name}: não ficou pronto em ${options.timeoutMs ?? 120_000} ms\n${output}`)),
      options.timeoutMs ?? 120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = options.ready.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name}: saiu com código ${code} antes de ficar pronto\n${output}`));
    });
  });
  // Keep draining output so a chatty server never blocks on a full pipe.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    name: options.name,
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
