import type { Container, ResolutionContext, ServiceIdentifier } from 'inversify';

/** A dependency worked out from what the container holds (a part of the Environment, say). */
export type Derived<T> = { readonly derive: (context: ResolutionContext) => T };
export const derived = <T>(derive: (context: ResolutionContext) => T): Derived<T> => ({ derive });

/** For each dependency a presenter takes, the container's key for it (a class or a typed token), or how to derive it. */
export type Needs<D> = { readonly [K in keyof D]: ServiceIdentifier<D[K]> | Derived<D[K]> };

/** A presenter's dependencies, resolved by their keys. */
export function resolveNeeds<D>(context: ResolutionContext, needs: Needs<D>): D {
  const entries = Object.entries<ServiceIdentifier | Derived<unknown>>(needs as Record<string, never>).map(
    ([name, need]) => [name, typeof need === 'object' && 'derive' in need ? need.derive(context) : context.get(need)],
  );
  return Object.fromEntries(entries) as D;
}

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

/** The usual presenter: one class whose one constructor argument names what it needs. */
export function bindPresenterOf<D, T>(
  container: Container,
  Presenter: new (dependencies: D) => T,
  needs: Needs<D>,
): void {
  bindPresenter(container, Presenter, (context) => new Presenter(resolveNeeds(context, needs)));
}
