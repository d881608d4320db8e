import type { ResolutionContext, ServiceIdentifier } from 'inversify';
import type { Token } from '../application/token';

type Resolver = { get<T>(identifier: ServiceIdentifier<T>): T } | ResolutionContext;

/** A port from the container, typed by its token. */
export const resolve = <T>(from: Resolver, token: Token<T>): T => (from as { get<U>(id: ServiceIdentifier<U>): U }).get<T>(token);
