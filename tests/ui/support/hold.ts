/** A promise the test settles itself, to see what the page shows while something waits. */
export function held<T>(): { readonly promise: Promise<T>; readonly settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}
