import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reading 99: a business page, where a card may be another holder's and the customer's own alike;
 * its words are true for either ("deze pas"). Given by the app shell; false outside it (a screen
 * rendered alone). Beside the widgets, so that every part of the page may ask it.
 */
export const BusinessArea = createContext(false);

export const useBusinessArea = (): boolean => useContext(BusinessArea);

/** A text's holder variant: its last part `x` becomes `holderX` (`editLimits.spinner.saving` → `editLimits.spinner.holderSaving`). */
export const holderKeyOf = (key: string): string =>
  key.replace(/[^.]+$/, (last) => `holder${last.charAt(0).toUpperCase()}${last.slice(1)}`);

/** A text's key → the key to show on this page (`useHolderKey`). */
export type HolderKey = <K extends string>(key: K) => K;

/**
 * Reading 99, the one way a part of the page picks its words for the card shown: on a business
 * page a text's holder variant (`holderKeyOf`, "deze pas" where the text says "je pas") where
 * the texts have one, else the text itself. Texts that address the customer as the one acting
 * have none. The key answered is read as the key asked for: the same kind of text.
 */
export function useHolderKey(): HolderKey {
  const business = useBusinessArea();
  const { i18n } = useTranslation();
  const hasText = (key: string): boolean => i18n.exists(key);
  return <K extends string>(key: K): K => {
    if (!business) return key;
    const holder = holderKeyOf(key);
    return hasText(holder) ? (holder as K) : key;
  };
}
