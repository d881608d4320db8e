/**
 * jsdom has no matchMedia; widgets read the viewport through it. Tests set the width they
 * want (section 9: mobile below 768 px) and restore jsdom's absence afterwards.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

export function clearViewport(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
