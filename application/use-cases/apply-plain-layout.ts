import type { SessionStore } from '../ports/session-store';

/**
 * Section 2.1: `enforcePlain=true` stores the flag, `enforcePlain=false` removes it, any other
 * value leaves it. Answers whether the plain layout is now forced.
 */
export class ApplyPlainLayout {
  constructor(private readonly store: SessionStore) {}

  execute(input: { readonly enforcePlain: string | null }): boolean {
    if (input.enforcePlain === 'true') this.store.enforcePlainLayout(true);
    if (input.enforcePlain === 'false') this.store.enforcePlainLayout(false);
    return this.store.isPlainLayoutEnforced();
  }
}
