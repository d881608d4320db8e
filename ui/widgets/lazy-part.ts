import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Components of every props type, keyed by their loader; lazyPart gives each back typed.
const parts = new WeakMap<object, unknown>();

/**
 * A component whose code is its own chunk (a calendar), made lazy once per loader: a new lazy
 * component on every render would load and mount it afresh each time.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  const found = (parts.get(load) as LazyExoticComponent<ComponentType<P>> | undefined) ?? lazy(load);
  parts.set(load, found);
  return found;
}
