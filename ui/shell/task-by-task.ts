/**
 * Runs the steps in order, each in a task of its own (issue 14): the page may paint and answer
 * input between them, and no two of them make one long task (Total Blocking Time).
 */
export function taskByTask(steps: readonly (() => unknown)[]): void {
  const [step, ...rest] = steps;
  if (step) {
    step();
    if (rest.length > 0) setTimeout(() => taskByTask(rest), 0);
  }
}
