/** Jest's fake timers mark the functions they put in place with their clock. */
const timersAreFake = (): boolean => 'clock' in setTimeout;

/**
 * Issue 14: the shell starts its other work once the first card has been painted (a task queued
 * from the next animation frame); a test of that work waits for it the same way. Under fake
 * timers the frame and the task are run by moving the fake clock on.
 */
export const afterPaint = (): Promise<void> => {
  if (timersAreFake()) {
    jest.advanceTimersByTime(50);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const frame = globalThis.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 0));
    frame(() => setTimeout(resolve, 1));
  });
};
