/** Calls `then` once the frame showing the current DOM has been painted: a task queued from its rAF. */
export function afterNextPaint(then: () => void): void {
  const frame = globalThis.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 0));
  frame(() => setTimeout(then, 0));
}
