/** @jest-environment jsdom */
import type { Language } from '../../../domain/index';
import { appPathFor } from '../../../application/segment';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { firstCardContent } from '../../../ui/first-paint/first-card-content';
import { firstCardFrame } from '../../../ui/first-paint/first-card-frame';
import { firstPageKit, type FirstPageInput } from '../../../ui/first-paint/first-page-kit';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import type { Translations } from '../../../ui/i18n/texts';
import { FIRST_PAGE_CONFIG as config, firstPageInput as input } from './first-page-input';
import { CardBuilder } from '../../support/builders/card';

/**
 * Issue 14: the overview's frame that the first module lays out, unseen, while the session check
 * and the list are still out — nothing of the customer's — and the kit that it and the card are
 * made with, which declines (or throws) where the app would show the page otherwise. The card in
 * the frame's slot: first-card-content.test.ts.
 */
const TEXTS = { nl, en } as const;
const env = DEFAULT_ENVIRONMENT;
const text = (element: Element, selector: string) =>
  element.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

describe.each(['nl', 'en'] as const)('the first card’s frame (%s)', (language: Language) => {
  const t = TEXTS[language];
  const kit = (change: Partial<FirstPageInput> = {}) =>
    firstPageKit(input({ texts: t, language, pathname: env.appPaths[language], ...change }));
  const frame = (change: Partial<FirstPageInput> = {}) => {
    const made = kit(change);
    if (made === undefined) throw new Error('no kit');
    return firstCardFrame(made);
  };

  it('holds, before the list is in, the header’s skeleton, the title bar with its back link and an empty overview', () => {
    const { page, slot } = frame();
    expect(page.querySelector('.portal-header--skeleton')).not.toBeNull();
    expect(text(page, '.brand-logo__name')).toBe(env.brandName);
    expect([...page.querySelectorAll('.portal-header__button')].map((button) => button.textContent)).toEqual([
      t.shell.header.skeleton.language,
      t.shell.header.skeleton.signOut,
    ]);
    expect(text(page, '.title-bar__title')).toBe(t.routes.cardManagement.title);
    expect(page.querySelector('.title-bar__back')?.getAttribute('href')).toBe(env.portal.overview.private[language]);
    expect(text(page, '.title-bar__back')).toBe(t.shell.titleBar.back);
    // The slot is the page's overview, empty: nothing of the customer's before the list answers.
    expect(page.querySelector('.overview')).toBe(slot);
    expect(slot.childNodes).toHaveLength(0);
    expect(page.querySelector('#card-picker, .status-panel, .notification-area *')).toBeNull();
  });

  it('has the short title on a phone, and links back to the business overview from a business path', () => {
    expect(text(frame({ mobile: true }).page, '.title-bar__title')).toBe(t.routes.cardManagement.titleShort);
    const business = frame({ pathname: appPathFor(language, 'business', env) }).page;
    expect(business.querySelector('.title-bar__back')?.getAttribute('href')).toBe(
      env.portal.overview.business[language],
    );
  });

  it('is left as it was when the card declines an unreadable list; a readable one then goes into its slot', () => {
    const made = kit()!;
    const { page, slot } = firstCardFrame(made);
    const laidOut = page.outerHTML;
    for (const cardList of [
      null,
      'paymentInstruments',
      { paymentInstruments: 'none' },
      { paymentInstruments: [] },
      { paymentInstruments: [null] },
    ]) {
      expect(firstCardContent(made, { cardList, selectedCardId: undefined })).toBeUndefined();
    }
    expect(page.outerHTML).toBe(laidOut);
    // The same kit and frame still take the card once a list can be read.
    slot.append(
      ...firstCardContent(made, {
        cardList: { paymentInstruments: [new CardBuilder().withId('card-1').build()] },
        selectedCardId: undefined,
      })!,
    );
    expect(text(page, '.overview .status-panel__heading')).toBe(t.overview.status.active.heading);
  });

  it.each([
    ['a javascript: back link', 'overview', 'javascript:alert(1)'],
    ['a back link with spaces and capitals before the script', 'overview', '  JavaScript:alert(1)'],
    ['a back link to another site', 'overview', '//evil.example/overview'],
    ['a javascript: help link', 'help', 'javascript:alert(1)'],
    ['a help link to another site', 'help', 'https://evil.example/help'],
    // What SafeLink shows as plain text is not painted as a link either (the browser reads these as a script or another site).
    ['a back link with a tab inside the script', 'overview', 'java\tscript:alert(1)'],
    ['a data: back link', 'overview', 'data:text/html,x'],
    ['a back link with a scheme but no slashes', 'overview', 'http:evil.example'],
    ['a back link to another site through backslashes', 'overview', '\\\\evil.example'],
    ['an empty back link, which the app leaves out', 'overview', ''],
  ])('paints nothing, not even the frame, with %s', (_, link, href) => {
    const portal = { ...env.portal, [link]: { ...env.portal[link as 'help'], private: { nl: href, en: href } } };
    expect(kit({ config: { ...config, portal } })).toBeUndefined();
  });
});

describe('the config and texts the frame is laid out from', () => {
  it('paints nothing without the brand or its name in the config', () => {
    expect(firstPageKit(input({ config: { ...config, brand: undefined } }))).toBeUndefined();
    expect(firstPageKit(input({ config: { ...config, brandName: 7 } }))).toBeUndefined();
  });

  // paintFirstCard catches these and leaves the paint out.
  it('throws without the portal’s links in the config, or without a text the frame needs', () => {
    expect(() => firstPageKit(input({ config: { brand: 'demobank', brandName: 'Demo Bank' } }))).toThrow();
    const kit = firstPageKit(input({ texts: { ...nl, shell: {} } as unknown as Translations }));
    expect(() => firstCardFrame(kit!)).toThrow('first paint: no text shell.skipLink');
  });
});
