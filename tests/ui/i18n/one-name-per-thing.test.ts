import { LANGUAGES } from '../../../domain/index';
import { signingText } from '../../../sandbox/portal/browser/signing-texts';
import { TRANSLATIONS } from './i18n-for';

// Issue 33, item 22: one name per thing, wherever the customer meets it — the card's details,
// the signing widget beside them, the sidebar's link and the page it opens.

describe.each(LANGUAGES)('one name per thing (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('names the card number and the holder in the signing widget as the card’s details do', () => {
    expect(signingText(language, 'cardNumber')).toBe(texts.overview.details.cardNumber);
    expect(signingText(language, 'cardHolder')).toBe(texts.overview.details.cardHolder);
  });

  it('calls the pass number one thing and the card number another, never the bare word for the card', () => {
    expect(texts.overview.details.passNumber).not.toBe(texts.overview.details.cardNumber);
    expect(['Pas', 'Card']).not.toContain(signingText(language, 'cardNumber'));
  });

  it('names the exchange rates in the sidebar as the rates page does', () => {
    const page = { nl: 'Wisselkoersen vreemde valuta', en: 'Foreign currency rates' }[language];
    expect(texts.shell.sidebar.link4.title).toBe(page);
  });
});

// Issue 33, item 9: one day reads one way — on the tile, in the change waiting to be signed, in
// the history and in the signing widget — never as a period from a day to the same day.
describe.each(LANGUAGES)('one wording for one day (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = { nl: 'alleen op', en: 'only on' }[language];

  it.each([
    ['the tile', texts.overview.settings.temporary.otherDay],
    ['the change waiting to be signed', texts.generic.pendingChange.onDay],
    ['the history, a limit', texts.history.setting.onDay],
    ['the history, a region', texts.history.regionOnDay],
    ['the signing widget', signingText(language, 'dayText', { day: '{{date}}' })],
  ])('%s says it as one day', (_, text) => {
    expect(text.toLowerCase()).toContain(`${words} {{date}}`);
  });
});
