/**
 * Issue 34: the styles of what loads on demand after the first paint (the editors, the replace
 * screen, signing, the calendar, the card picker's search) are a stylesheet of their own
 * (build/finish-app.mjs), which the page names (`<meta name="screen-styles">`) but does not fetch:
 * the first load carries only the overview's. The first such part asks for it beside its chunk
 * and renders once it is in, so nothing shows unstyled. A page that names none (tests, a host
 * page) has them in its one.
 */
let loaded: Promise<void> | undefined;

export function loadLazyStyles(document: Document): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="screen-styles"]')?.content;
  if (!href) return Promise.resolve();
  loaded ??= new Promise<void>((done, failed) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => done());
    // Not loaded (offline): the screen fails as a chunk that did not load, and the next try asks again.
    link.addEventListener('error', () => {
      link.remove();
      loaded = undefined;
      failed(new Error(`The lazy parts' stylesheet ${href} did not load`));
    });
    document.head.append(link);
  });
  return loaded;
}
