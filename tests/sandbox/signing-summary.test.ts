/** @jest-environment jsdom */
import { LANGUAGES, type Language } from '../../domain/index';
import type { SignItem } from '../../sandbox/portal/browser/signing-item';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { summaryOf } from '../../sandbox/portal/browser/signing-views';

// Found walking the signing page with what a screen reader reads (nl, a trip's temporary limit):
// the widget's period was '14-12-2026 t/m 23-12-2026', which a listener hears spelt as letters
// and a slash, beside the app's own 'tot en met' right above it.

const ITEM: SignItem = {
  signItemId: 'tps-1',
  adapterId: 'source-1',
  status: 'PENDING',
  operationType: 'newTemporaryATMLimit',
  card: { maskedPan: '5517', accountId: 'NL18DMBK0617283940', cardHolder: 'L. Jansen' },
  change: { limitType: 'ATM', oldValue: 500, newValue: 1000, startDate: '2026-12-14', endDate: '2026-12-23' },
  attemptsLeft: 3,
};

describe.each(LANGUAGES)('the signing widget’s summary (%s)', (language: Language) => {
  const t = (key: Parameters<typeof signingText>[1], values?: Record<string, string | number>) =>
    signingText(language, key, values);

  it('says a period in words, no abbreviation a screen reader would spell out', () => {
    const summary = summaryOf(ITEM, t, language);
    const terms = [...summary.querySelectorAll('dt')].map((term) => term.textContent);
    const period = summary.querySelectorAll('dd')[terms.indexOf(t('period'))]!.textContent!;
    const words = language === 'nl' ? 'tot en met' : 'to';
    expect(period).toBe(`14-12-2026 ${words} 23-12-2026`);
    expect(period).not.toMatch(/\//);
  });
});
