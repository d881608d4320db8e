/**
 * Issue 34: the lazy screens' styles are a stylesheet of their own (build/finish-app.mjs), which
 * the page names (`<meta name="screen-styles">`) but does not fetch: the first load carries only
 * the overview's. The first lazy screen asks for it beside its chunk and renders once it is in,
 * so no screen shows unstyled. A page that names none (tests, a host page) has them in its one.
 */
let loaded: Promise<void> | undefined;

export function loadScreenStyles(document: Document): Promise<void> {
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
      failed(new Error(`The screens' stylesheet ${href} did not load`));
    });
    document.head.append(link);
  });
  return loaded;
}
