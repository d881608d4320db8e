/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { FirstLoad, FirstPage } from '../../../adapters/composition/first-module';
import type { Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { earlyInput } from '../../../ui/first-paint/early-input';
import { FIRST_PAINT_ID, PREPARING, giveWay } from '../../../ui/first-paint/give-way';
import {
  ANSWERS_NEAR_MS,
  paintFirstCard,
  type FirstAnswers,
  type FirstPaintPage,
} from '../../../ui/first-paint/paint-first-card';
import { useGiveWay } from '../../../ui/first-paint/use-give-way';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import type { Translations } from '../../../ui/i18n/texts';
import { ROUTES } from '../../../ui/navigation/route-table';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

/**
 * Issue 14: the page's first module lays the page's frame out, unseen, in an inert, busy element
 * before #root once the config is in, and paints the first card into it once the first load is
 * in — or declines, or runs out of patience, and leaves the page as it was — and always settles,
 * so the app starts after it either way. The app's page takes the frame's place.
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
const served = (language: Language) =>
  `<div id="root"></div><p class="boot-loading" role="status">${TEXTS[language].shell.loading}</p>`;
function servedPage(language: Language) {
  document.documentElement.lang = language;
  document.body.innerHTML = served(language);
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
  maskedPan: '6045',
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
const pageOf = ({ config, plainLayout }: FirstLoad): FirstPage => ({ config, plainLayout });

/** The first load in its two steps, as the first requests give them: the config once the calls are out, then the answers. */
const answers = (
  first: FirstLoad = load(),
  firstLoad: Promise<FirstLoad | undefined> = Promise.resolve(first),
): FirstAnswers => ({
  firstPage: Promise.resolve(pageOf(first)),
  firstLoad,
});

/** An answer the test lets go when it chooses. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

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
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Until the paint has stopped waiting for answers that are near and put its frame in the page. */
async function prepared(): Promise<void> {
  const until = Date.now() + 2_000;
  while (!frame() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  await settle();
}

describe.each(['nl', 'en'] as const)('the first paint (%s)', (language) => {
  const t = TEXTS[language];
  beforeEach(() => servedPage(language));

  it('paints the first card into a frame just before #root, in the page’s language, that answers (issue 34: neither inert nor busy)', async () => {
    const texts = textsLoader();
    await expect(paintFirstCard({ window, loadTexts: texts.loadTexts }, answers())).resolves.toBeUndefined();
    expect(texts.asked).toEqual([language]);
    const painted = frame()!;
    expect(painted.nextElementSibling).toBe(root());
    expect(painted.hasAttribute('inert')).toBe(false);
    expect(painted.hasAttribute('aria-busy')).toBe(false);
    expect(painted.hasAttribute(PREPARING)).toBe(false);
    expect(painted.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.title);
    expect(painted.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.active.heading);
    expect(painted.querySelector<HTMLSelectElement>('#card-picker')?.value).toBe('active-card');
    // The app renders into #root untouched.
    expect(root().childElementCount).toBe(0);
  });

  it('paints the card kept from before, on a phone with the short title', async () => {
    setViewportWidth(375);
    await paintFirstCard(
      { window, loadTexts: textsLoader().loadTexts },
      answers(load({ selectedCardId: 'blocked-card' })),
    );
    expect(frame()?.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.titleShort);
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.blocked.heading);
    expect(frame()?.querySelector('.blocking-effects__title')?.textContent).toBe(t.overview.blocking.titleBlocked);
  });

  it('lays the frame out unseen while the calls are out: inert, busy, preparing, with the title bar but no card', async () => {
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    await prepared();
    const preparing = frame()!;
    expect(preparing.nextElementSibling).toBe(root());
    expect([
      preparing.hasAttribute(PREPARING),
      preparing.hasAttribute('inert'),
      preparing.getAttribute('aria-busy'),
    ]).toEqual([true, true, 'true']);
    expect(preparing.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.title);
    expect(preparing.querySelector('.status-panel, #card-picker')).toBeNull();
    list.answer(undefined);
    await painting;
  });

  it('then adds the card to that frame’s overview and shows it, once the list has answered', async () => {
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    await prepared();
    const preparing = frame();
    list.answer(load());
    await painting;
    // The same element, laid out before the answer: only the card is new.
    expect(frame()).toBe(preparing);
    expect(frame()?.hasAttribute(PREPARING)).toBe(false);
    expect(frame()?.querySelector('.overview > .status-panel .status-panel__heading')?.textContent).toBe(
      t.overview.status.active.heading,
    );
    expect(frame()?.querySelector('.overview > .card-picker #card-picker')).not.toBeNull();
  });
});

/** Counts the layouts the paint forces on its frame (reads of offsetHeight). */
function forcedLayouts() {
  const read = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(0);
  return { count: () => read.mock.calls.length, restore: () => read.mockRestore() };
}

describe('the frame’s layout ahead of the answers (issue 34)', () => {
  it('is forced while the calls are out, once answers that are near would have come', async () => {
    const layouts = forcedLayouts();
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    await settle();
    await settle();
    expect([layouts.count(), frame()]).toEqual([0, null]);
    await prepared();
    expect(layouts.count()).toBe(1);
    expect(frame()?.hasAttribute(PREPARING)).toBe(true);
    list.answer(load());
    await painting;
    layouts.restore();
  });

  it('is left out when the answers are near (a returning customer’s worker asked ahead): the frame enters the page with the card', async () => {
    const layouts = forcedLayouts();
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    await new Promise((resolve) => setTimeout(resolve, ANSWERS_NEAR_MS / 2));
    // Not in the page yet, where the browser's next frame would lay it out alone.
    expect(frame()).toBeNull();
    list.answer(load());
    await painting;
    expect(layouts.count()).toBe(0);
    expect(frame()?.querySelector('.status-panel__heading')).not.toBeNull();
    layouts.restore();
  });

  it('is left out when the answers come before that task: the frame and the card in one pass', async () => {
    const layouts = forcedLayouts();
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    // A few microtasks after the texts, as a returning customer's worker answers.
    void Promise.resolve().then(() => list.answer(load()));
    await painting;
    expect(layouts.count()).toBe(0);
    expect(frame()?.querySelector('.status-panel__heading')).not.toBeNull();
    layouts.restore();
  });
});

describe('the first paint settles', () => {
  it('once the first load is in, not before: until then only the unseen frame stands', async () => {
    const list = held<FirstLoad | undefined>();
    let settled = false;
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise)).then(
      () => (settled = true),
    );
    await prepared();
    expect([settled, frame()?.hasAttribute(PREPARING)]).toEqual([false, true]);
    list.answer(load());
    await painting;
    expect(frame()?.querySelector('.status-panel')).not.toBeNull();
  });

  it('a frame after the one the card was painted in: what the settling starts does not hold the card’s raster back', async () => {
    const frames: FrameRequestCallback[] = [];
    const frameAsked = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
    let settled = false;
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers()).then(
      () => (settled = true),
    );
    const nextFrame = async () => {
      while (frames.length === 0) await settle();
      frames.shift()!(0);
      await settle();
      await settle();
    };
    await nextFrame();
    expect(frame()?.querySelector('.status-panel__heading')).not.toBeNull();
    expect(settled).toBe(false);
    await nextFrame();
    expect(settled).toBe(true);
    await painting;
    frameAsked.mockRestore();
  });

  it.each([
    ['a refusal', undefined],
    ['a list of another shape', load({ cardList: { paymentInstruments: 'none' } })],
  ])('with the prepared frame taken away again when the first load then brings %s', async (_, answer) => {
    const list = held<FirstLoad | undefined>();
    const painting = paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers(load(), list.promise));
    await prepared();
    expect(frame()).not.toBeNull();
    list.answer(answer);
    await expect(painting).resolves.toBeUndefined();
    expect(document.body.innerHTML).toBe(served('nl'));
  });

  it.each<[string, () => { loadTexts?: FirstPaintPage['loadTexts'] } & Partial<FirstAnswers>]>([
    [
      'without a first page (a handover, a config of no use)',
      () => ({ firstPage: Promise.resolve(undefined), firstLoad: Promise.resolve(undefined) }),
    ],
    ['without a first load (a refusal, a failed call)', () => ({ firstLoad: Promise.resolve(undefined) })],
    ['when the first page fails after all', () => ({ firstPage: Promise.reject(new Error('network')) })],
    ['when the first load fails after all', () => ({ firstLoad: Promise.reject(new Error('network')) })],
    ['in the plain layout', () => answers(load({ plainLayout: true }))],
    ['when the texts do not load', () => ({ loadTexts: () => Promise.reject(new Error('chunk failed')) })],
    [
      'when the texts lack one the page needs (firstCardFrame throws)',
      () => ({ loadTexts: () => Promise.resolve({ ...nl, shell: {} } as unknown as Translations) }),
    ],
    [
      'when the config lacks the portal’s links (firstPageKit throws)',
      () => answers(load({ config: { brand: 'demobank', brandName: 'Demo Bank' } })),
    ],
    [
      'when the list is of another shape (firstCardContent declines)',
      () => answers(load({ cardList: { paymentInstruments: 'none' } })),
    ],
    ['without matchMedia to tell a phone', () => (clearViewport(), {})],
  ])('with nothing painted %s', async (_, change) => {
    const { loadTexts = textsLoader().loadTexts, ...given } = change();
    await expect(paintFirstCard({ window, loadTexts }, { ...answers(), ...given })).resolves.toBeUndefined();
    expect(frame()).toBeNull();
    expect(document.body.innerHTML).toBe(served('nl'));
  });

  it('with nothing painted when the app has rendered #root already', async () => {
    root().append(document.createElement('div'));
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers());
    expect(frame()).toBeNull();
  });

  it('with nothing painted without #root', async () => {
    root().remove();
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers());
    expect(frame()).toBeNull();
  });

  it.each(['#/edit-payment-limit', '#/replace-card', '#/signing', '#/unknown'])(
    'at once, nothing asked nor painted, on another route by address (%s)',
    async (hash) => {
      window.location.hash = hash;
      const texts = textsLoader();
      await paintFirstCard(
        { window, loadTexts: texts.loadTexts },
        { firstPage: new Promise(() => undefined), firstLoad: new Promise(() => undefined) },
      );
      expect([texts.asked, frame()]).toEqual([[], null]);
    },
  );

  // The paint names the overview's route itself (the route table would cost the first load its bytes).
  it.each(['', '#', '#/', `#${ROUTES.overview}`])(
    'and paints on the overview’s address, with or without its route (%j)',
    async (hash) => {
      window.location.hash = hash;
      await paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers());
      expect(frame()).not.toBeNull();
    },
  );
});

describe('giving way to the app', () => {
  const painted = () => paintFirstCard({ window, loadTexts: textsLoader().loadTexts }, answers());

  it('removes the frame and nothing else; giving way twice, or without a paint, does nothing', async () => {
    await painted();
    root().append(document.createElement('main'));
    giveWay(document);
    expect(frame()).toBeNull();
    expect(root().childElementCount).toBe(1);
    expect(() => giveWay(document)).not.toThrow();
    expect(document.body.children).toHaveLength(2);
  });

  it('happens from the app only once its page is ready (useGiveWay)', async () => {
    await painted();
    const hook = renderHook(({ ready }) => useGiveWay(ready), { initialProps: { ready: false } });
    expect(frame()).not.toBeNull();
    hook.rerender({ ready: false });
    expect(frame()).not.toBeNull();
    hook.rerender({ ready: true });
    expect(frame()).toBeNull();
    hook.unmount();
  });
});

describe('the painted card answers before the app is there (issue 34)', () => {
  const t = TEXTS.nl;
  const choose = (id: string) => {
    const picker = frame()!.querySelector<HTMLSelectElement>('#card-picker')!;
    picker.value = id;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('draws another card chosen in its picker at once, from the list, and keeps the choice for the app', async () => {
    const input = earlyInput();
    const heard: (string | undefined)[] = [];
    input.subscribe(() => heard.push(input.chosenCard()));
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts, input }, answers());
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.active.heading);
    choose('blocked-card');
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.blocked.heading);
    expect(frame()?.querySelector('.blocking-effects__title')?.textContent).toBe(t.overview.blocking.titleBlocked);
    // The picker itself stays (the customer's focus is on it), with the card after it once.
    expect(frame()?.querySelectorAll('#card-picker')).toHaveLength(1);
    expect(frame()?.querySelectorAll('.status-panel')).toHaveLength(1);
    expect([input.chosenCard(), heard]).toEqual(['blocked-card', ['blocked-card']]);
    choose('active-card');
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.active.heading);
    expect(input.chosenCard()).toBe('active-card');
  });

  it('draws the new card when a replaced card’s button is tapped, as the picker would (issue 33)', async () => {
    const input = earlyInput();
    const replacedBy = {
      paymentInstrumentId: 'new-card',
      cardSequenceNumber: '215',
      reason: 'LOST',
      replacedOn: '2026-11-20',
    };
    const old = {
      ...card('old-card', ['LOST_OR_STOLEN']),
      lifeCycle: { state: 'ACTIVE', suspendedBy: ['LOST_OR_STOLEN'], replacedBy },
    };
    const fresh = {
      ...card('new-card'),
      cardSequenceNumber: '215',
      lifeCycle: { state: 'AWAITING_ACTIVATION', suspendedBy: [] },
    };
    await paintFirstCard(
      { window, loadTexts: textsLoader().loadTexts, input },
      answers(load({ cardList: { paymentInstruments: [old, fresh] }, selectedCardId: 'old-card' })),
    );
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.replaced.heading);
    const toNew = frame()!.querySelector<HTMLButtonElement>('button[data-card]')!;
    expect(toNew.textContent).toBe(t.overview.status.replaced.link.replace('{{passNumber}}', '215'));
    toNew.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(frame()?.querySelector('.status-panel__heading')?.textContent).toBe(t.overview.status.inactive.heading);
    expect(frame()!.querySelector<HTMLSelectElement>('#card-picker')!.value).toBe('new-card');
    expect(input.chosenCard()).toBe('new-card');
  });

  // Found walking a slow phone (nl, 375 px): the tapped button went with the old card, and focus
  // fell to <body>, on the paint and in the app after it; the app's own button focuses the status.
  it.each(['nl', 'en'] as const)(
    'a replaced card’s button tapped leaves focus on the new card’s status, and in the app’s once it takes over (%s)',
    async (language) => {
      servedPage(language);
      const replacedBy = { paymentInstrumentId: 'new-card', cardSequenceNumber: '215', reason: 'LOST' };
      const old = {
        ...card('old-card', ['LOST_OR_STOLEN']),
        lifeCycle: {
          state: 'ACTIVE',
          suspendedBy: ['LOST_OR_STOLEN'],
          replacedBy: { ...replacedBy, replacedOn: '2026-11-20' },
        },
      };
      const fresh = { ...card('new-card'), lifeCycle: { state: 'AWAITING_ACTIVATION', suspendedBy: [] } };
      await paintFirstCard(
        { window, loadTexts: textsLoader().loadTexts, input: earlyInput() },
        answers(load({ cardList: { paymentInstruments: [old, fresh] }, selectedCardId: 'old-card' })),
      );
      const toNew = frame()!.querySelector<HTMLButtonElement>('button[data-card]')!;
      toNew.focus();
      toNew.click();
      const status = frame()!.querySelector('.status-panel__heading')!;
      expect([status.textContent, document.activeElement]).toEqual([
        TEXTS[language].overview.status.inactive.heading,
        status,
      ]);

      const appStatus = Object.assign(document.createElement('h2'), {
        className: 'status-panel__heading',
        tabIndex: -1,
      });
      root().append(appStatus);
      giveWay(document);
      expect(document.activeElement).toBe(appStatus);
    },
  );

  it('keeps a followed link to one of the app’s screens for the app, and holds still until it takes over', async () => {
    const input = earlyInput();
    await paintFirstCard(
      { window, loadTexts: textsLoader().loadTexts, input },
      answers(
        load({
          cardList: {
            paymentInstruments: [
              { ...card('blocked-card', ['CUSTOMER']), links: [{ action: 'REISSUE_EXISTING_INSTRUMENT' }] },
            ],
          },
        }),
      ),
    );
    const replace = frame()!.querySelector<HTMLAnchorElement>('a[data-route]')!;
    expect(replace.textContent).toBe(t.overview.actions.replace);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    replace.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(input.route()).toBe('/replace-card');
    expect(frame()!.hasAttribute('inert')).toBe(true);
    expect(frame()!.getAttribute('aria-busy')).toBe('true');
  });

  it('gives the focus on to the app’s page where the customer was on the paint', async () => {
    await paintFirstCard({ window, loadTexts: textsLoader().loadTexts, input: earlyInput() }, answers());
    frame()!.querySelector<HTMLSelectElement>('#card-picker')!.focus();
    const apps = document.createElement('select');
    apps.id = 'card-picker';
    root().append(apps);
    giveWay(document);
    expect(document.activeElement).toBe(apps);
  });
});
