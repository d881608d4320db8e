import type { Container, Newable, ResolutionContext, ServiceIdentifier } from 'inversify';
import type { Token } from '../../application/token';
import { BOUND_TOKENS, PORT_TOKENS, type Bound, type LazyPort, type Ports } from './port-tokens';

type Resolver = { get<T>(identifier: ServiceIdentifier<T>): T } | ResolutionContext;

/** A port from the container, typed by its token. */
export const resolve = <T>(from: Resolver, token: Token<T>): T =>
  (from as { get<U>(id: ServiceIdentifier<U>): U }).get<T>(token);

/**
 * A port (or the environment) by its name: how a use case's factory says what it takes. The
 * tokens come with the first load (port-tokens.ts), so a lazily loaded group adds only itself.
 */
export const port = <K extends keyof Bound>(from: Resolver, name: K): Bound[K] => resolve(from, BOUND_TOKENS[name]);

/**
 * A use case: stateless, so one per container, identified by its class and made from the ports
 * by a factory (esbuild emits no decorator metadata). Binding a group twice changes nothing, so
 * two screens of one lazy chunk may each ask for it.
 */
export function bindUseCase<T>(
  container: Container,
  identifier: Newable<T>,
  factory: (context: ResolutionContext) => T,
): void {
  if (!container.isBound(identifier)) container.bind<T>(identifier).toDynamicValue(factory).inSingletonScope();
}

/**
 * A lazily loaded group's port (port-tokens.ts, LAZY_PORTS): bound to its HTTP adapter when the
 * group's chunk arrives, unless a test gave createContainer a fake first. Here, in the first
 * load's module every group imports, rather than in a chunk of its own.
 */
export function bindLazyPort<K extends LazyPort>(
  container: Container,
  name: K,
  adapter: (context: ResolutionContext) => Ports[K],
): void {
  const token = PORT_TOKENS[name];
  if (!container.isBound(token)) container.bind(token).toDynamicValue(adapter).inSingletonScope();
}
