import type { Request } from 'playwright-core';
import { cardsPath, env } from '../../sandbox/support/bank-client';

/**
 * The first load's calls as a browser test watches them by path (issue 14): the card list, and
 * the re-authorisation's start that a 401 leads to (section 4).
 */
export const CARD_LIST_PATH = `${cardsPath}/`;
export const REAUTHORISE_START_PATH = `/${env.productPrefixes.en}/apis/user-session/v1/start`;

export const pathOf = (request: Request): string => new URL(request.url()).pathname;
