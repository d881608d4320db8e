/** @jest-environment jsdom */
import { APP_CHUNKS_META, preloadApp } from '../../ui/preload-app';

/**
 * Issue 34: the page names the app's chunks; the first module asks for them (low priority,
 * compiled as they arrive) once `due` settles — at once on a first visit, after the first card's
 * paint for a returning customer (ui/main.tsx).
 */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    priority: link.fetchPriority ?? link.getAttribute('fetchpriority'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

function naming(content: string): void {
  const meta = document.createElement('meta');
  meta.name = APP_CHUNKS_META;
  meta.content = content;
  document.head.append(meta);
}

it('asks for each named chunk at low priority, only once what it waits for has settled', async () => {
  naming('./assets/chunk-A.js ./assets/chunk-B.js');
  let paint!: () => void;
  const preloaded = preloadApp(document, new Promise<void>((done) => (paint = done)));
  await Promise.resolve();
  expect(preloads()).toEqual([]);
  paint();
  await preloaded;
  expect(preloads()).toEqual([
    { rel: 'modulepreload', href: './assets/chunk-A.js', priority: 'low' },
    { rel: 'modulepreload', href: './assets/chunk-B.js', priority: 'low' },
  ]);
});

it('asks for them even when what it waited for failed', async () => {
  naming('./assets/chunk-A.js');
  await preloadApp(document, Promise.reject(new Error('no paint')));
  expect(preloads().map((link) => link.href)).toEqual(['./assets/chunk-A.js']);
});

it('asks for nothing where the page names no chunks (a test page, a host page)', async () => {
  await preloadApp(document, Promise.resolve());
  naming('');
  await preloadApp(document, Promise.resolve());
  expect(preloads()).toEqual([]);
});
