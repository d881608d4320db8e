import type { Container } from 'inversify';
import { LAZY_SECTIONS, ROUTE_MANIFEST } from '../../../ui/routing/route-manifest';

/**
 * What the lazily loaded screens' binding groups and sections bind when their chunks arrive (their
 * use cases, their presenters), all at once: every binding of ui/routing/route-manifest.ts.
 */
export async function bindLazyScreens(container: Container): Promise<void> {
  const modules = await Promise.all([
    ...ROUTE_MANIFEST.flatMap((route) => (route.presenter ? [route.presenter()] : [])),
    ...Object.values(LAZY_SECTIONS).map((section) => section.load()),
  ]);
  for (const { bind } of new Set(modules)) bind(container);
}
