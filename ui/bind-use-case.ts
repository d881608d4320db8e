import type { Container, Newable, ResolutionContext } from 'inversify';

/**
 * A use case only a lazily loaded screen calls, bound by that screen's chunk when it first shows
 * (made from the ports the composition root bound), so the first load carries neither it nor the
 * domain rules it pulls in. Stateless like the others: one per container, identified by its class.
 */
export function bindUseCase<T>(container: Container, identifier: Newable<T>, factory: (context: ResolutionContext) => T): void {
  if (!container.isBound(identifier)) container.bind<T>(identifier).toDynamicValue(factory).inSingletonScope();
}
