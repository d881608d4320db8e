/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { FirstLoad } from '../../../adapters/composition/first-requests';
import type { Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { FIRST_PAINT_ID, handOver } from '../../../ui/first-paint/hand-over';
import { paintFirstCard } from '../../../ui/first-paint/paint-first-card';
import { useHandOver } from '../../../ui/first-paint/use-hand-over';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import type { Translations } from '../../../ui/i18n/texts';
import { ROUTES } from '../../../ui/navigation/route-table';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

/**
 * Issue 14: the page's first module paints the first card into an inert, busy frame before
 * #root once the first load is in — or declines and leaves the page as it was — and always
 * settles, so the app starts after it either way. The app's page takes the frame's place.
 */
const TEXTS = { nl, en } as const;
const env = DEFAULT_ENVIRONMENT;

// jsdom 26 has no `inert`; browsers reflect the property to its attribute, which is what the
// stylesheet and assistive technology read.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', value);
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { inert?: boolean }).inert;
});

/** The page as ui/index.html serves it in a language. */
function servedPage(language: Language) {
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root"></div><p class="boot-loading" role="status">${TEXTS[language].shell.loading}</p>`;
}
beforeEach(() => {
  servedPage('nl');
  setViewportWidth(1280);
});
afterEach(() => {
  window.location.hash = '';
  clearViewport();
});

const card = (id: string, suspendedBy: string[] = []) => ({
  paymentInstrumentId: id,
  paymentInstrumentUsageCode: 'PAYMENT_CARD',
  paymentScheme: 'DMC',
  accountId: 'NL91DMBK0417164300',
  cardSequenceNumber: '214',
  physicalCard: { printedCardLineOne: 'S. de Vries' },
  lifeCycle: { state: 'ACTIVE', suspendedBy },
  links: [{ action: 'RESUME_INSTRUMENT' }],
});
const load = (change: Partial<FirstLoad> = {}): FirstLoad => ({
  config: env as unknown as FirstLoad['config'],
  cardList: { paymentInstruments: [card('active-card'), card('blocked-card', ['CUSTOMER'])] },
  selectedCardId: undefined,
  plainLayout: false,
  ...change,
});

/** The texts as the page loads them, recording which language was asked for. */
function textsLoader(answer?: (language: Language) => Promise<Translations>) {
  const asked: Language[] = [];
  const loadTexts = (language: Language) => {
    asked.push(language);
    return answer ? answer(language) : Promise.resolve(TEXTS[language] as Translations);
  };
  return { asked, loadTexts };
}

const frame = () => document.getElementById(FIRST_PAINT_ID);
const root = () => document.getElementById('root')!;

describe.each(['nl', 'en'] as const)('the first paint (%s)', (language) => {
  const t = TEXTS[language];
  beforeEach(() => servedPage(language));

  it('paints the first card into an inert, busy frame just before #root, in the page’s language', async () => {
    const texts = textsLoader();
    await expect(paintFirstCard({ window, loadTexts: texts.loadTexts }, Promise.resolve(load()))).resolves.toBeUndefined();
    expect(texts.asked).toEqual([language]);
    const painted = frame()!;
    expect(painted.nextElementSibling).toBe(root());
    expect(painted.hasAttribute('inert')).toBe(true);
    expect(painted.getAttribute('aria-busy')).toBe('true');
    expect(painted.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.title);
    expect(painted.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.active.heading);
    expect(painted.querySelector<HTMLSelectElement>('#card-picker')?.value).toBe('active-card');
    // The app renders into #root untouched.
    expect(root().childElementCount).toBe(0);
  });

  it('paints the card kept from before, on a phone with the short title', async () => {
    setViewportWidth(375);
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, Promise.resolve(load({ selectedCardId: 'blocked-card' })));
    expect(frame()?.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.titleShort);
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.blocked.heading);
    expect(frame()?.querySelector('.blocking-effects__title')?.textContent).toBe(t.overview.blocking.titleBlocked);
  });
});

describe('the first paint settles', () => {
  it('once the first load is in, not before', async () => {
    let answer!: (value: FirstLoad) => void;
    let settled = false;
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, new Promise((resolve) => (answer = resolve))).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([settled, frame()]).toEqual([false, null]);
    answer(load());
    await painting;
    expect(frame()).not.toBeNull();
  });

  it.each<[string, () => Partial<Parameters<typeof paintFirstCard>[0]> & { firstLoad?: Promise<FirstLoad | undefined> }]>([
    ['without a first load (a refusal, a handover, a failed call)', () => ({ firstLoad: Promise.resolve(undefined) })],
    ['when the first load fails after all', () => ({ firstLoad: Promise.reject(new Error('network')) })],
    ['in the plain layout', () => ({ firstLoad: Promise.resolve(load({ plainLayout: true })) })],
    ['when the texts do not load', () => ({ loadTexts: () => Promise.reject(new Error('chunk failed')) })],
    ['when the texts lack one the page needs (firstCardPage throws)', () => ({ loadTexts: () => Promise.resolve({ ...nl, shell: {} } as unknown as Translations) })],
    ['when the config lacks the portal’s links (firstCardPage throws)', () => ({ firstLoad: Promise.resolve(load({ config: { brand: 'demobank', brandName: 'Demo Bank' } })) })],
    ['when the list is of another shape (firstCardPage declines)', () => ({ firstLoad: Promise.resolve(load({ cardList: { paymentInstruments: 'none' } })) })],
    ['without matchMedia to tell a phone', () => (clearViewport(), {})],
  ])('with nothing painted %s', async (_, change) => {
    const { firstLoad = Promise.resolve(load()), ...page } = change();
    await expect(paintFirstCard({ window, loadTexts: textsLoader().loadTexts, ...page }, firstLoad)).resolves.toBeUndefined();
    expect(frame()).toBeNull();
    expect(document.body.innerHTML).toBe(`<div id="root"></div><p class="boot-loading" role="status">${nl.shell.loading}</p>`);
  });

  it('with nothing painted when the app has rendered #root already', async () => {
    root().append(document.createElement('div'));
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, Promise.resolve(load()));
    expect(frame()).toBeNull();
  });

  it('with nothing painted without #root', async () => {
    root().remove();
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, Promise.resolve(load()));
    expect(frame()).toBeNull();
  });

  it.each(['#/edit-payment-limit', '#/replace-card', '#/signing', '#/unknown'])('at once, nothing asked nor painted, on another route by address (%s)', async (hash) => {
    window.location.hash = hash;
    const texts = textsLoader();
    await paintFirstCard({ window, loadTexts: texts.loadTexts }, new Promise(() => undefined));
    expect([texts.asked, frame()]).toEqual([[], null]);
  });

  // The paint names the overview's route itself (the route table would cost the first load its bytes).
  it.each(['', '#', '#/', `#${ROUTES.overview}`])('and paints on the overview’s address, with or without its route (%j)', async (hash) => {
    window.location.hash = hash;
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, Promise.resolve(load()));
    expect(frame()).not.toBeNull();
  });
});

describe('the hand-over to the app', () => {
  const painted = () => paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, Promise.resolve(load()));

  it('removes the frame and nothing else; a second hand-over, or one without a paint, does nothing', async () => {
    await painted();
    root().append(document.createElement('main'));
    handOver(document);
    expect(frame()).toBeNull();
    expect(root().childElementCount).toBe(1);
    expect(() => handOver(document)).not.toThrow();
    expect(document.body.children).toHaveLength(2);
  });

  it('happens from the app only once its page is ready (useHandOver)', async () => {
    await painted();
    const hook = renderHook(({ ready }) => useHandOver(ready), { initialProps: { ready: false } });
    expect(frame()).not.toBeNull();
    hook.rerender({ ready: false });
    expect(frame()).not.toBeNull();
    hook.rerender({ ready: true });
    expect(frame()).toBeNull();
    hook.unmount();
  });
});
