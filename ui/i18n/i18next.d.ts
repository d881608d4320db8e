import 'i18next';
import type { AllTexts } from './texts';

// Typed keys: `t('overview.actions.blok')` fails the type check instead of showing a raw key.
// Every part's keys count: a lazy screen's texts are in i18next before the screen renders.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllTexts };
    nsSeparator: false;
    returnNull: false;
  }
}
