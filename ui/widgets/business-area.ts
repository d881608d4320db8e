import { createContext, useContext } from 'react';

/**
 * Reading 99: a business page, where a card may be another holder's and the customer's own alike;
 * its words are true for either ("deze pas"). Given by the app shell; false outside it (a screen
 * rendered alone). Beside the widgets, so that every part of the page may ask it.
 */
export const BusinessArea = createContext(false);

export const useBusinessArea = (): boolean => useContext(BusinessArea);
