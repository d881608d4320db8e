import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../../domain/index';
import { i18nFor } from './i18n-for';

export type RenderedIn = RenderResult & { readonly i18n: i18n; readonly missingKeys: readonly string[] };

/** Renders from the customer's side in one language, recording every key the texts lack. */
export function renderIn(language: Language, ui: ReactElement): RenderedIn {
  const missingKeys: string[] = [];
  const instance = i18nFor(language, { onMissingKey: (key) => missingKeys.push(key) });
  const result = render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
  return {
    ...result,
    i18n: instance,
    missingKeys,
    rerender: (next: ReactNode) => result.rerender(<I18nextProvider i18n={instance}>{next}</I18nextProvider>),
  };
}
