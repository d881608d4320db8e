import type { Container, ResolutionContext, ServiceIdentifier } from 'inversify';

/**
 * Presenters are transient: a new one for every mounted screen (STYLE.md), so a form never
 * shows what the customer left behind last time; made by a factory from what the container holds.
 */
export function bindPresenter<T>(
  container: Container,
  identifier: ServiceIdentifier<T>,
  factory: (context: ResolutionContext) => T,
): void {
  if (!container.isBound(identifier)) container.bind<T>(identifier).toDynamicValue(factory).inTransientScope();
}
