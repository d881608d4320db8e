import type { Container } from 'inversify';
import { bind as bindEcommerceLimit } from '../../../ui/limits/ecommerce-limit.screen';
import { bind as bindSpendingLimit } from '../../../ui/limits/spending-limit.screen';
import { bind as bindRegion } from '../../../ui/region/region.screen';
import { bind as bindReplaceCard } from '../../../ui/replace/replace-card.screen';
import { bind as bindSigning } from '../../../ui/signing/signing.screen';

/** Every lazily loaded screen's `bind`; tests/ui/routing/lazy-screen-bindings.test.ts holds it to ui/routing/lazy-screens.ts. */
export const LAZY_BINDINGS: readonly ((container: Container) => void)[] = [bindEcommerceLimit, bindSpendingLimit, bindRegion, bindReplaceCard, bindSigning];

/** What the lazily loaded screens' chunks bind when they arrive (their use cases, their presenters), all at once. */
export function bindLazyScreens(container: Container): void {
  for (const bind of LAZY_BINDINGS) bind(container);
}
