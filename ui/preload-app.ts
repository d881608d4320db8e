/** The page's meta element naming the app's chunks (build/app-files.mjs writes it). */
export const APP_CHUNKS_META = 'app-chunks';

/**
 * Issue 34: the page names the app's chunks but leaves asking (low priority, `modulepreload`) to
 * the first module, once `due` settles: at once on a first visit, so they share the slow link with
 * the first card's calls rather than the first module; for a returning customer after the first
 * card's paint, as each cached answer still costs the main thread (docs/performance.md).
 * Never rejects.
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
