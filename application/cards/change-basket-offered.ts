import type { Environment } from '../environment';

/**
 * Whether the bank takes several limit changes under one signature (issue 35): section 7 has no
 * such call, so only an Environment that names `changeBasketPath` has one. Without it the app
 * asks each change in turn, one signature each ("1 of 2").
 */
export const changeBasketOffered = (environment: Environment): boolean => Boolean(environment.changeBasketPath?.trim());
