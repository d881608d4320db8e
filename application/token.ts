declare const tokenType: unique symbol;

/**
 * A typed key for the composition root. A plain symbol, so application/ needs no container
 * package; the phantom type lets the container hand back the right interface.
 */
export type Token<T> = symbol & { readonly [tokenType]?: T };

export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;
