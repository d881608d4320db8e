import 'i18next';
import type en from './en.json';

// Typed keys: `t('overview.actions.blok')` fails the type check instead of showing a raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    nsSeparator: false;
    returnNull: false;
  }
}
