/** @jest-environment jsdom */
import type { FirstLoad, LostList } from '../../../adapters/composition/first-module';
import type { Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { earlyInput } from '../../../ui/first-paint/early-input';
import { FIRST_PAINT_ID } from '../../../ui/first-paint/give-way';
import { paintFirstCard } from '../../../ui/first-paint/paint-first-card';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import type { Translations } from '../../../ui/i18n/texts';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

/**
 * Issue 34, a lost request: the session check succeeded but the bank failed to send the list.
 * The paint says so in the card's place as soon as that answer is in — as the app's overview
 * says it (ui/cards/action-failure.tsx) — with Try again, which it keeps for the app; no card
 * is painted over the failure.
 */
const TEXTS = { nl, en } as const;

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
afterEach(clearViewport);

const page = { config: DEFAULT_ENVIRONMENT as unknown as FirstLoad['config'], plainLayout: false };
const lostList = (): { firstPage: Promise<typeof page>; firstLoad: Promise<LostList> } => ({
  firstPage: Promise.resolve(page),
  firstLoad: Promise.resolve({ lost: true }),
});
const frame = () => document.getElementById(FIRST_PAINT_ID);

describe.each(['nl', 'en'] as const)('the first paint of a lost list (%s)', (language: Language) => {
  const t = TEXTS[language];
  beforeEach(() => {
    document.documentElement.lang = language;
    document.body.innerHTML = `<div id="root"></div><p class="boot-loading" role="status">${t.shell.loading}</p>`;
    setViewportWidth(1280);
  });

  it('says the cards were not loaded, in the card’s place, with Try again and no card', async () => {
    const loadTexts = () => Promise.resolve(t as Translations);
    await paintFirstCard({ window, loadTexts, input: earlyInput() }, lostList());
    const painted = frame()!;
    expect(painted.hasAttribute('inert')).toBe(false);
    const alert = painted.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h6')?.textContent).toBe(t.actionFailure.notDone.load);
    expect(alert.textContent).toContain(t.actionFailure.whyNotLoaded);
    expect(alert.textContent).toContain(t.notification.types.negative);
    expect(alert.querySelector('button')?.textContent).toBe(t.actionFailure.tryAgain);
    // Where a customer whose card is lost gets help at once, as the app's failure says (reading 84):
    // without it the paint said less, and the app's version then pushed Try again down a line.
    const helpAtOnce = alert.querySelector('a')!;
    expect([helpAtOnce.parentElement?.textContent, helpAtOnce.getAttribute('href')]).toEqual([
      `${t.actionFailure.lostOrStolen} ${t.actionFailure.help}`,
      DEFAULT_ENVIRONMENT.portal.help.private[language],
    ]);
    expect(painted.querySelector('.status-panel')).toBeNull();
    expect(painted.querySelector('#card-picker')).toBeNull();
    expect(painted.querySelector('.title-bar__title')?.textContent).toBe(t.routes.cardManagement.title);
  });

  it('keeps Try again for the app, and stands still until the app takes over', async () => {
    const input = earlyInput();
    const loadTexts = () => Promise.resolve(t as Translations);
    await paintFirstCard({ window, loadTexts, input }, lostList());
    expect(input.retried()).toBe(false);
    frame()!.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    expect(input.retried()).toBe(true);
    expect(frame()!.hasAttribute('inert')).toBe(true);
    expect(frame()!.getAttribute('aria-busy')).toBe('true');
  });
});
