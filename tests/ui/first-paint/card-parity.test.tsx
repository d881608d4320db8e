/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { LANGUAGES, type IsoDate, type Language, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { firstCardContent } from '../../../ui/first-paint/first-card-content';
import { firstPageKit } from '../../../ui/first-paint/first-page-kit';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import { aCard } from '../../support/builders/card';
import { clearViewport, setViewportWidth } from '../widgets/viewport';
import { renderApp } from '../support/render-app';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { FIRST_PAGE_CONFIG } from './first-page-input';

// The accessible-name algorithm Testing Library's queries use (its package's exports hide the types).
const { computeAccessibleName } = require('dom-accessibility-api') as {
  computeAccessibleName(element: Element): string;
};

/**
 * Issue 32, one renderer for the first card: the first module's paint and the React overview
 * render one view of the card (ui/cards/first-first-card-view.ts). For every kind of card, in both
 * languages, on a phone and a desktop, what each shows of the first card — the picker, an
 * inactive card's notice, the status panel — must say the same: the visible text, and the
 * accessible name of every image, heading, link and control, with the links' targets.
 */
const paints: Element[] = [];
afterEach(() => {
  clearViewport();
  paints.splice(0).forEach((paint) => paint.remove());
});

const env = DEFAULT_ENVIRONMENT;
const TEXTS = { nl, en } as const;
const KEPT = 'kept-card';

/** The card of each kind, the second of two on one account, so the picker has a choice. */
const card = () => aCard().withId(KEPT);
const withLifeCycle = (built: PaymentInstrument, change: Partial<NonNullable<PaymentInstrument['lifeCycle']>>) => ({
  ...built,
  lifeCycle: { ...built.lifeCycle!, ...change },
});
const KINDS: Record<string, () => PaymentInstrument> = {
  active: () => card().build(),
  'blocked by the customer': () => card().blocked().build(),
  'blocked by the bank': () =>
    withLifeCycle(card().withoutLinks('RESUME_INSTRUMENT').build(), { suspendedBy: ['BANK'] }),
  // Replaced (a lost card): blocked with the replacement, nothing more offered.
  replaced: () => withLifeCycle(card().withOnlyLinks().build(), { suspendedBy: ['BANK'], state: 'REPLACED' }),
  // Issue 33: the bank says which card replaced it (stolen or lost: blocked with it; defective: still usable).
  'replaced, said so (stolen)': () =>
    card()
      .replacedBy({ id: 'other-card', passNumber: '102' }, 'STOLEN', '2026-11-20' as IsoDate)
      .build(),
  'replaced, said so (defect)': () =>
    card()
      .replacedBy({ id: 'other-card', passNumber: '102' }, 'DEFECT', '2026-11-20' as IsoDate)
      .build(),
  inactive: () => card().inactive().build(),
  expired: () => withLifeCycle(card().build(), { state: 'EXPIRED', expiryDate: '2026-10-31' }),
  maestro: () => ({ ...card().blocked().build(), paymentScheme: 'MAESTRO' }),
};
const DEVICES = { phone: 375, desktop: 1280 } as const;

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What the first card says, read from its markup as a browser and a screen reader would. */
function firstCardSays(overview: Element) {
  const parts = [...overview.querySelectorAll(':scope > .card-picker, :scope > .notification, :scope > .status-panel')];
  const named = parts.flatMap((part) => [
    ...(part.matches('.notification') ? [part] : []),
    ...part.querySelectorAll('[role="img"], h2, h3, h6, a, button, select, option, section[aria-labelledby]'),
  ]);
  const select = overview.querySelector('select')!;
  return {
    parts: parts.map((part) => part.className),
    text: parts.map((part) => words(part.textContent)),
    names: named.map((element) => `${element.tagName.toLowerCase()}: ${computeAccessibleName(element)}`),
    // The app's routes as the router writes them (the page's hash router: #/replace-card; the tests' memory router: /replace-card).
    links: parts.flatMap((part) =>
      [...part.querySelectorAll('a')].map((link) => [
        words(link.textContent),
        link.getAttribute('href')?.replace(/^#/, ''),
      ]),
    ),
    chosen: select.value,
  };
}

function painted(cards: PaymentInstrument[], language: Language, mobile: boolean): Element {
  const kit = firstPageKit({
    document,
    texts: TEXTS[language],
    language,
    mobile,
    pathname: env.appPaths[language],
    config: FIRST_PAGE_CONFIG,
  })!;
  const overview = document.createElement('div');
  overview.className = 'overview';
  overview.append(...firstCardContent(kit, { cardList: { paymentInstruments: cards }, selectedCardId: KEPT })!);
  // In the document, as painted: aria-labelledby names by id.
  document.body.append(overview);
  paints.push(overview);
  return overview;
}

/** What the React overview's first card says; unmounted then, so that the paint's ids are the only ones. */
async function reactCardSays(cards: PaymentInstrument[], language: Language) {
  const app = await renderApp(cards, {
    language,
    environment: env,
    sessionStore: Object.assign(new InMemorySessionStore(), { selectedId: KEPT }),
  });
  await waitFor(() => expect(app.container.querySelector('.status-panel__heading')).not.toBeNull());
  const says = firstCardSays(app.container.querySelector('.overview')!);
  app.unmount();
  return says;
}

describe.each(Object.keys(KINDS))('the first card, %s', (kind) => {
  describe.each(LANGUAGES)('%s', (language) => {
    it.each(Object.keys(DEVICES) as (keyof typeof DEVICES)[])(
      'says the same painted and in React (%s)',
      async (device) => {
        setViewportWidth(DEVICES[device]);
        const cards = [aCard().withId('other-card').withSequenceNumber('102').build(), KINDS[kind]!()];
        const app = await reactCardSays(cards, language);
        const paint = firstCardSays(painted(cards, language, device === 'phone'));
        expect(paint).toEqual(app);
        expect(app.chosen).toBe(KEPT);
      },
    );
  });
});

it('fails when the paint’s words drift from the view', async () => {
  const cards = [card().blocked().build()];
  setViewportWidth(1280);
  const app = await reactCardSays(cards, 'nl');
  const drifted = {
    ...nl,
    overview: { ...nl.overview, blocking: { ...nl.overview.blocking, goesOn: 'alles gaat door.' } },
  };
  const kit = firstPageKit({
    document,
    texts: drifted,
    language: 'nl',
    mobile: false,
    pathname: env.appPaths.nl,
    config: FIRST_PAGE_CONFIG,
  })!;
  const overview = document.createElement('div');
  overview.className = 'overview';
  overview.append(...firstCardContent(kit, { cardList: { paymentInstruments: cards }, selectedCardId: KEPT })!);
  document.body.append(overview);
  paints.push(overview);
  expect(firstCardSays(overview)).not.toEqual(app);
});
