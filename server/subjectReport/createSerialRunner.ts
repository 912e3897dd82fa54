/** Runs tasks one at a time, in order; `idle()` resolves when none is left. */
export interface SerialRunner {
  run(task: () => Promise<void>): void;
  idle(): Promise<void>;
}

/**
 * The in-process stand-in for a queue: reports are generated one after the other, so that a
 * burst of requests never reads every biometric file at once (PGlite runs one statement at a
 * time anyway). A task's failure does not stop the next one.
 *
 * @example
 * const runner = createSerialRunner();
 * runner.run(() => runSubjectReport(job).then(() => undefined));
 * await runner.idle();
 */
export function createSerialRunner(): SerialRunner {
  let tail: Promise<void> = Promise.resolve();
  return {
    run(task) {
      tail = tail.then(task).catch(() => undefined);
    },
    idle: () => tail,
  };
}
