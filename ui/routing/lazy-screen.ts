import type { ComponentType, LazyExoticComponent } from 'react';
import type { RoutePath } from './route-table';

/** Screens loaded on demand, by route; their module's default export is the screen. */
export type LazyScreens = Partial<Record<RoutePath, LazyExoticComponent<ComponentType>>>;
