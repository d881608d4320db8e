/**
 * fast-check generators for the debit-card domain: published next to `domain/index.ts` so other
 * channels can property-test their own code with the same cards, limits, windows and error bodies.
 */
export * from './dates';
export * from './cards';
export * from './card-history';
export * from './error-bodies';
export * from './temporary-requests';
export * from './request-bodies';
export * from './return-paths';
