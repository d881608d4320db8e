/** The page's meta element naming the app's chunks (build/app-files.mjs writes it). */
export const APP_CHUNKS_META = 'app-chunks';

/**
 * Issue 34: the app's chunks, which the page names but does not ask for, are asked for by the
 * first module — at low priority, compiled as they arrive (`modulepreload`) — once `due` settles.
 * On a first visit that is at once: they then share the slow link with the first card's calls,
 * not with the first module itself. A returning customer (the app's service worker controls the
 * page) has them in the browser's cache, where each answer is still handled on the main thread:
 * asked for in the page's head, they held the first module back by ~30 ms on a phone, so they
 * are asked for once the first card has been painted. Never rejects.
 */
export async function preloadApp(document: Document, due: Promise<unknown>): Promise<void> {
  await due.catch(() => undefined);
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`)?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
}
