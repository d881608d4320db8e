import type { Container, Newable, ResolutionContext } from 'inversify';

/** Presenters are transient: a new one for every mounted screen (STYLE.md), made by a factory. */
export function bindTransient<T>(container: Container, identifier: Newable<T>, factory: (context: ResolutionContext) => T): void {
  container.bind<T>(identifier).toDynamicValue(factory).inTransientScope();
}
