/** Jest's fake timers mark the functions they put in place with their clock. */
const timersAreFake = (): boolean => 'clock' in setTimeout;

/** Tasks the shell's work after the first card takes, one after the other (shell.presenter.ts), with room to spare. */
const SHELL_STEPS = 10;

/** Resolves after `count` tasks queued one from the other. */
const tasks = (count: number, done: () => void): unknown =>
  setTimeout(() => (count > 1 ? tasks(count - 1, done) : done()), 0);

/**
 * Issue 14: the shell starts its other work once the first card has been painted (a task queued
 * from the next animation frame), one step per task; a test of that work waits for it the same
 * way. Under fake timers the frame and the tasks are run by moving the fake clock on.
 */
export const afterPaint = (): Promise<void> => {
  if (timersAreFake()) {
    jest.advanceTimersByTime(50);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const frame = globalThis.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 0));
    frame(() => tasks(SHELL_STEPS, resolve));
  });
};
