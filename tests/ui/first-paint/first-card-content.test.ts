/** @jest-environment jsdom */
import fc from 'fast-check';
import { formatIban, listedCards, type Language } from '../../../domain/index';
import { appPathFor } from '../../../application/segment';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { firstCardContent, type FirstCardInput } from '../../../ui/first-paint/first-card-content';
import { firstCardFrame } from '../../../ui/first-paint/first-card-frame';
import { firstPageKit, type FirstPageInput } from '../../../ui/first-paint/first-page-kit';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import { paymentInstrumentArb, ibanArb } from '../../support/arbitraries/index';
import { CardBuilder } from '../../support/builders/card';
import { firstPageInput } from './first-page-input';

/**
 * Issue 14: the first module's markup of the overview's first card, from the answers as the
 * bank gives them (the list without limits and region, as the sandbox sends it) and the page's
 * first-load texts — or nothing, where the app would show it otherwise. The frame alone, before
 * the list is in, and the config's links and brand it declines for: first-card-frame.test.ts.
 */
const TEXTS = { nl, en } as const;
const env = DEFAULT_ENVIRONMENT;
const ALL_LINKS = [
  'SUSPEND_INSTRUMENT',
  'RESUME_INSTRUMENT',
  'REISSUE_EXISTING_INSTRUMENT',
  'UPDATE_LIMITS',
  'UPDATE_GEO_PROFILE',
];

type ListedCard = Record<string, unknown> & { paymentInstrumentId: string };

/** A card of the list call, shaped as the sandbox sends it: no limits, no region. */
const listCard = (id: string, change: Partial<Record<string, unknown>> = {}): ListedCard => {
  const {
    limits: _limits,
    geoProfile: _geoProfile,
    ...card
  } = new CardBuilder().withId(id).withSequenceNumber('214').build();
  return {
    ...card,
    physicalCard: { printedCardLineOne: 'S. de Vries' },
    links: ALL_LINKS.map((action) => ({ action })),
    ...change,
  };
};
const blocked = (id: string, links = ALL_LINKS, suspendedBy = ['CUSTOMER']) =>
  listCard(id, {
    paymentScheme: 'MAESTRO',
    lifeCycle: { state: 'ACTIVE', suspendedBy, expiryDate: '2027-12-31', allowedReissueReasons: [] },
    links: links.map((action) => ({ action })),
  });

type FirstCardPageInput = FirstPageInput & FirstCardInput;

/** The page as paintFirstCard composes it once the list is in: the frame, the card in its slot; nothing where either declines. */
function firstCardPage({ cardList, selectedCardId, ...page }: FirstCardPageInput): Element | undefined {
  const kit = firstPageKit(page);
  if (kit === undefined) return undefined;
  const frame = firstCardFrame(kit);
  const card = firstCardContent(kit, { cardList, selectedCardId });
  if (card === undefined) return undefined;
  frame.slot.append(...card);
  return frame.page;
}

const input = (change: Partial<FirstCardPageInput> = {}): FirstCardPageInput => ({
  ...firstPageInput(),
  cardList: { paymentInstruments: [listCard('card-1')] },
  selectedCardId: undefined,
  ...change,
});

/** The painted page in a fragment of its own, to query as the browser would. */
function parsed(page: Element | undefined): DocumentFragment {
  if (page === undefined) throw new Error('no first paint');
  const fragment = document.createDocumentFragment();
  fragment.append(page);
  return fragment;
}
const text = (page: DocumentFragment, selector: string) =>
  page.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
const optionsOf = (page: DocumentFragment) => [...page.querySelectorAll<HTMLOptionElement>('#card-picker option')];
const selectedOf = (page: DocumentFragment) =>
  optionsOf(page)
    .filter((option) => option.hasAttribute('selected'))
    .map((option) => option.value);

describe.each(['nl', 'en'] as const)('the first card’s page (%s)', (language: Language) => {
  const t = TEXTS[language];
  const paint = (change: Partial<FirstCardPageInput> = {}) =>
    firstCardPage(input({ texts: t, language, pathname: env.appPaths[language], ...change }));

  it('shows an active card: the title bar, the picker with it chosen, its status and no blocking effects', () => {
    const page = parsed(paint());
    expect(text(page, '.title-bar__title')).toBe(t.routes.cardManagement.title);
    expect(page.querySelector('.title-bar__back')?.getAttribute('href')).toBe(env.portal.overview.private[language]);
    expect(text(page, '.title-bar__back')).toBe(t.shell.titleBar.back);
    expect(text(page, 'label[for="card-picker"]')).toBe(t.overview.picker.label);
    expect(selectedOf(page)).toEqual(['card-1']);
    expect(text(page, '.status-panel__heading')).toBe(t.overview.status.active.heading);
    expect(text(page, '.status-panel__text p')).toBe(t.overview.status.active.description);
    expect(page.querySelector('.status-panel')?.className).toBe('status-panel status-panel--active');
    expect(page.querySelector('.card-image__overlay, .blocking-effects')).toBeNull();
    expect(text(page, '.brand-logo__name')).toBe(env.brandName);
    expect([...page.querySelectorAll('.portal-header__button')].map((button) => button.textContent)).toEqual([
      t.shell.header.skeleton.language,
      t.shell.header.skeleton.signOut,
    ]);
  });

  it('names each card on desktop as "Debit card, holder, account, pass number", with the long title', () => {
    const page = parsed(paint());
    expect(optionsOf(page).map((option) => option.textContent)).toEqual([
      `${t.generic.card.productName}, S. de Vries, ${formatIban('NL91DMBK0417164300')}, ${t.overview.picker.passNumber.replace('{{passNumber}}', '214')}`,
    ]);
  });

  it('names each card on a phone pass number first, with the short title', () => {
    const page = parsed(paint({ mobile: true }));
    expect(text(page, '.title-bar__title')).toBe(t.routes.cardManagement.titleShort);
    expect(optionsOf(page).map((option) => option.textContent)).toEqual([
      `${t.overview.picker.passNumberFirst.replace('{{passNumber}}', '214')}, S. de Vries, ${formatIban('NL91DMBK0417164300')}`,
    ]);
  });

  it('shows a blocked card the customer may unblock and replace: what the block means, the replace link, no contact link', () => {
    const page = parsed(paint({ cardList: { paymentInstruments: [blocked('card-1')] } }));
    expect(text(page, '.status-panel__heading')).toBe(t.overview.status.blocked.heading);
    expect(text(page, '.status-panel__text p')).toBe(t.overview.status.blocked.description);
    expect(page.querySelector('.status-panel--blocked .card-image__overlay')).not.toBeNull();
    expect(text(page, '.blocking-effects__title')).toBe(t.overview.blocking.titleBlocked);
    const b = t.overview.blocking;
    expect([...page.querySelectorAll('.blocking-effects__list li')].map((item) => item.textContent)).toEqual([
      `${b.stoppedLabel} ${b.stops}`,
      `${b.goesOnLabel} ${b.goesOn}`,
      `${b.unblockLabel} ${b.unblock}`,
      `${b.lostLabel} ${b.lost} ${t.overview.actions.replace}`,
    ]);
    expect(
      [...page.querySelectorAll('.blocking-effects a')].map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([['#/replace-card', t.overview.actions.replace]]);
  });

  it('shows a card only the bank can unblock (no RESUME_INSTRUMENT) with whom to contact, at the help page of the area', () => {
    const page = parsed(
      paint({ cardList: { paymentInstruments: [blocked('card-1', ['REISSUE_EXISTING_INSTRUMENT'], ['BANK'])] } }),
    );
    const b = t.overview.blocking;
    expect([...page.querySelectorAll('.blocking-effects__list li')].map((item) => item.textContent)[2]).toBe(
      `${b.bankLabel} ${b.bank} ${b.contact}`,
    );
    expect([...page.querySelectorAll('.blocking-effects a')].map((link) => link.getAttribute('href'))).toEqual([
      env.portal.help.private[language],
      '#/replace-card',
    ]);
    const business = parsed(
      paint({
        pathname: appPathFor(language, 'business', env),
        cardList: { paymentInstruments: [blocked('card-1', [], ['BANK'])] },
      }),
    );
    expect([...business.querySelectorAll('.blocking-effects a')].map((link) => link.getAttribute('href'))).toEqual([
      env.portal.help.business[language],
    ]);
  });

  it('leaves the replace link out without REISSUE_EXISTING_INSTRUMENT', () => {
    const page = parsed(paint({ cardList: { paymentInstruments: [blocked('card-1', ['RESUME_INSTRUMENT'])] } }));
    const b = t.overview.blocking;
    expect([...page.querySelectorAll('.blocking-effects__list li')].map((item) => item.textContent)).toEqual([
      `${b.stoppedLabel} ${b.stops}`,
      `${b.goesOnLabel} ${b.goesOn}`,
      `${b.unblockLabel} ${b.unblock}`,
      `${b.lostLabel} ${b.lost}`,
    ]);
    expect(page.querySelector('.blocking-effects a')).toBeNull();
  });

  it('shows an inactive card as the app does: its notice with the activation link above its status, no description', () => {
    for (const state of ['AWAITING_ACTIVATION', 'CREATED']) {
      const page = parsed(
        paint({ cardList: { paymentInstruments: [listCard('card-1', { lifeCycle: { state, suspendedBy: [] } })] } }),
      );
      const notice = page.querySelector('.overview > .notification--info');
      expect(notice?.querySelector('.notification__title')?.textContent).toBe(t.overview.inactiveNotice.title);
      expect(notice?.querySelector('a')?.getAttribute('href')).toBe(env.portal.activateCard.private[language]);
      expect(notice?.nextElementSibling?.className).toBe('status-panel status-panel--inactive');
      expect(page.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.inactive.heading);
      expect(page.querySelectorAll('.status-panel__text p')).toHaveLength(0);
    }
  });

  it('links back to the business overview from a business path', () => {
    const page = parsed(paint({ pathname: appPathFor(language, 'business', env) }));
    expect(page.querySelector('.title-bar__back')?.getAttribute('href')).toBe(env.portal.overview.business[language]);
  });

  it('names the holder in the card’s description on a business path, as the app does (issue 33, item 17)', () => {
    const business = parsed(paint({ pathname: appPathFor(language, 'business', env) }));
    const description = business.querySelector('.status-panel__text p')?.textContent ?? '';
    expect(description).toMatch(new RegExp(t.overview.status.active.holderDescription.split('{{holder}}')[0]!));
    expect(description).not.toContain('{{');
    const own = parsed(paint());
    expect(own.querySelector('.status-panel__text p')?.textContent).toBe(t.overview.status.active.description);
  });
});

describe('the card the first paint shows', () => {
  // Listed order (section 4): by the IBAN's digits, then state, then pass number.
  const later = listCard('later', { accountId: 'NL91DMBK0517164300' });
  const earlier = listCard('earlier', { accountId: 'NL91DMBK0417164300', cardSequenceNumber: '108' });
  const access = listCard('access', { accountId: 'NL02DMBK0000000001', paymentInstrumentUsageCode: 'ACCESS_CARD' });
  const list = { paymentInstruments: [later, access, earlier] };

  it('is the card kept from before, when the list holds it', () => {
    expect(selectedOf(parsed(firstCardPage(input({ cardList: list, selectedCardId: 'later' }))))).toEqual(['later']);
  });

  it('is otherwise the first in the list’s order, whatever the bank’s order', () => {
    for (const selectedCardId of [undefined, 'gone', '', 'access']) {
      const page = parsed(firstCardPage(input({ cardList: list, selectedCardId })));
      expect(optionsOf(page).map((option) => option.value)).toEqual(['earlier', 'later']);
      expect(selectedOf(page)).toEqual(['earlier']);
    }
  });

  it('leaves access cards out; a list of access cards only paints nothing', () => {
    expect(optionsOf(parsed(firstCardPage(input({ cardList: list })))).map((option) => option.value)).not.toContain(
      'access',
    );
    expect(
      firstCardPage(
        input({
          cardList: {
            paymentInstruments: [access, listCard('online', { paymentInstrumentUsageCode: 'ACCESS_ONLINE_CARD' })],
          },
        }),
      ),
    ).toBeUndefined();
  });

  it('paints a card without life cycle or holder line as the app shows it: active, no name', () => {
    const { lifeCycle: _lifeCycle, physicalCard: _physicalCard, ...bare } = listCard('bare');
    const page = parsed(firstCardPage(input({ cardList: { paymentInstruments: [bare] } })));
    expect(text(page, '.status-panel__heading')).toBe(nl.overview.status.active.heading);
    expect(optionsOf(page)[0]?.textContent).toBe(`Betaalpas, , ${formatIban('NL91DMBK0417164300')}, pasnummer 214`);
  });
});

describe('answers the first paint does not paint from', () => {
  const withCard = (change: Record<string, unknown>) => ({
    paymentInstruments: [listCard('fine'), listCard('odd', change)],
  });
  it.each([
    ['no answer', null],
    ['text', 'paymentInstruments'],
    ['a number', 42],
    ['a list of cards without its object', [listCard('card-1')]],
    ['an object without the list', {}],
    ['a list that is no array', { paymentInstruments: { 0: listCard('card-1') } }],
    ['an empty list', { paymentInstruments: [] }],
    ['a card that is null', { paymentInstruments: [listCard('fine'), null] }],
    ['a card without its id', withCard({ paymentInstrumentId: undefined })],
    ['a card without its usage code', withCard({ paymentInstrumentUsageCode: undefined })],
    ['a card without its scheme', withCard({ paymentScheme: undefined })],
    ['a card without its IBAN', withCard({ accountId: undefined })],
    ['a card without its pass number', withCard({ cardSequenceNumber: undefined })],
    ['a number as pass number', withCard({ cardSequenceNumber: 214 })],
    ['suspendedBy that is no array', withCard({ lifeCycle: { state: 'ACTIVE', suspendedBy: 'CUSTOMER' } })],
    ['a state that is no text', withCard({ lifeCycle: { state: 1, suspendedBy: [] } })],
    ['a number as holder', withCard({ physicalCard: { printedCardLineOne: 42 } })],
  ])('paints nothing from %s', (_, cardList) => {
    expect(firstCardPage(input({ cardList }))).toBeUndefined();
  });
});

describe('the markup of what the bank sent', () => {
  const holder = '<img src=x onerror="alert(1)"> Jansen & "Zn"';
  const id = 'card"><script>alert(1)</script>&amp;';

  it('carries holder names and ids as text: no element of theirs, the words and the value as sent', () => {
    const page = parsed(
      firstCardPage(
        input({
          cardList: { paymentInstruments: [listCard(id, { physicalCard: { printedCardLineOne: holder } })] },
          selectedCardId: id,
        }),
      ),
    );
    expect(page.querySelectorAll('img, script')).toHaveLength(0);
    const [option] = optionsOf(page);
    expect(option?.value).toBe(id);
    expect(option?.hasAttribute('selected')).toBe(true);
    expect(option?.textContent).toContain(holder);
  });
});

describe('the painted picker (property)', () => {
  const brand = env.brand;
  const cards = fc
    .array(ibanArb, { minLength: 1, maxLength: 3 })
    .chain((ibans) =>
      fc.uniqueArray(
        paymentInstrumentArb({
          brand,
          iban: fc.constantFrom(...ibans),
          sequenceNumber: fc.constantFrom('010', '011', '101'),
        }),
        { maxLength: 8, selector: (card) => card.paymentInstrumentId },
      ),
    )
    // As the list call sends them: without limits and region.
    .map((list) => list.map(({ limits: _limits, geoProfile: _geoProfile, ...card }) => card));

  it('lists exactly the listed cards, in the list’s order, with one chosen: the kept card or the first', () => {
    fc.assert(
      fc.property(
        cards,
        fc.nat(),
        fc.boolean(),
        fc.constantFrom<Language>('nl', 'en'),
        (list, pick, mobile, language) => {
          const listed = listedCards(list);
          const kept = list.length > 0 && pick % 3 > 0 ? list[pick % list.length]!.paymentInstrumentId : undefined;
          const html = firstCardPage(
            input({
              texts: TEXTS[language],
              language,
              mobile,
              cardList: { paymentInstruments: list },
              selectedCardId: kept,
            }),
          );
          const chosen = listed.find((card) => card.paymentInstrumentId === kept) ?? listed[0];
          // Nothing to paint without a listed card.
          expect(html === undefined).toBe(!chosen);
          if (html === undefined) return;
          const page = parsed(html);
          expect(optionsOf(page).map((option) => option.value)).toEqual(listed.map((card) => card.paymentInstrumentId));
          expect(selectedOf(page)).toEqual([chosen!.paymentInstrumentId]);
        },
      ),
    );
  });
});
