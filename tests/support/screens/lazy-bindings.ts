import type { Container } from 'inversify';
import { LAZY_SCREENS, LAZY_SECTIONS } from '../../../ui/routing/lazy-screens';

/**
 * What the lazily loaded screens' chunks bind when they arrive (their use cases, their
 * presenters), all at once: every module of ui/routing/lazy-screens.ts (screens and sections), loaded and bound.
 */
export async function bindLazyScreens(container: Container): Promise<void> {
  const modules = await Promise.all(
    [...Object.values(LAZY_SCREENS), ...Object.values(LAZY_SECTIONS)].map((screen) => screen.load()),
  );
  for (const { bind } of new Set(modules)) bind(container);
}
