/**
 * How many times more reluctant than usual JavaScriptCore's JIT is while the executable starts
 * (build.ts bakes it in with `--compile-jit-policy`). A start runs a great deal of code once or a
 * few times (evaluating the modules, making the tables, the app and its routes), and the JIT's
 * thread compiling parts of it competed with the start for the machine's two cores and touched
 * memory a new process pays for page by page: about 200 of its 2,400 page faults before the first
 * answer. Compiling such code gains nothing, since it does not run again.
 */
export const START_JIT_POLICY = 10;

/**
 * Back to the normal thresholds: called once the site listens (the code that runs from then on runs
 * often and should be compiled as usual) and by each worker thread as it starts, whatever policy
 * its VM began with.
 */
export function normalJitPolicy(): void {
  Bun.unsafe.setJITPolicy(1);
}
