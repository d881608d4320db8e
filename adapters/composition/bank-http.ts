import { token } from '../../application/token';
import type { BankHttpClient } from '../http/bank-http-client';

/**
 * The one HTTP client, for a lazily loaded group's adapter: resolved by this token, the group's
 * chunk does not import the client's module, which stays in the first load's own chunk (an
 * import from the lazy chunk would move it, and what it imports, into a chunk of its own).
 */
export const BankHttp = token<BankHttpClient>('BankHttp');
