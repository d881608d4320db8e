/**
 * jsdom has no matchMedia; widgets read the viewport through it. Tests set the width they
 * want (section 9: mobile below 768 px) and restore jsdom's absence afterwards.
 */
let currentWidth = 1024;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || currentWidth <= Number(max[1])) && (!min || currentWidth >= Number(min[1]));
}

/** Sets the width; media queries already listened to hear of it, as in a browser. */
export function setViewportWidth(width: number): void {
  currentWidth = width;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
  listeners.forEach((listener) => listener());
}

export function clearViewport(): void {
  listeners.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
}
