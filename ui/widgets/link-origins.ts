import { createContext } from 'react';

/**
 * The bank's own origins whose absolute links a `SafeLink` may follow (the Environment's
 * `linkOrigins`, section 2.2's "external pages on {host}"); none outside the app shell.
 */
export const LinkOrigins = createContext<readonly string[]>([]);
