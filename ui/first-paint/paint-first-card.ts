import { languageOf, type Language } from '../../domain/money/locale';
import type { FirstLoad, FirstPage, LostList } from '../../adapters/composition/first-module';
import type { Translations } from '../i18n/texts';
import { ROUTES } from '../navigation/routes';
import { MOBILE_QUERY } from '../widgets/mobile-query';
import { answerInput } from './answering-paint';
import type { EarlyInput } from './early-input';
import { firstCardContent, paintedCards } from './first-card-content';
import { firstCardFrame } from './first-card-frame';
import { firstPageKit } from './first-page-kit';
import { FIRST_PAINT_ID, PREPARING } from './give-way';
import { paintedLostList } from './lost-list';

export type FirstPaintPage = {
  readonly window: Window;
  readonly loadTexts: (language: Language) => Promise<Translations>;
  /** Where the painted card's picker and links keep what the customer does for the app (issue 34). */
  readonly input?: EarlyInput;
};

/** The first load in its two steps: the config (the calls are out), then the answers. */
export type FirstAnswers = {
  readonly firstPage: Promise<FirstPage | undefined>;
  readonly firstLoad: Promise<FirstLoad | LostList | undefined>;
};

/**
 * How long the paint may hold the app back while the config, texts or calls have not answered: a
 * slow or silent bank is then the app's to show — its own loading line, its request timeout and
 * its error — and the paint is left out for good.
 */
export const FIRST_PAINT_PATIENCE_MS = 3_000;

/** How long the paint's frame waits for answers that are near, to be laid out with them, before it is laid out alone. */
export const ANSWERS_NEAR_MS = 50;

const afterNextPaint = (window: Window) =>
  new Promise<void>((done) => window.requestAnimationFrame(() => window.setTimeout(done, 0)));

/**
 * Once the painted card is on its way to the screen: the next frame has begun, which the browser
 * begins once the painted one has gone to be rastered. What the paint's settling starts (the app's
 * chunks fetched, compiled and run) then no longer shares the few cores with that raster: on a
 * 2-core host it put the card on screen 15-30 ms later (docs/performance.md, issue 34).
 */
const afterPaintShown = async (window: Window) => {
  await afterNextPaint(window);
  await afterNextPaint(window);
};

/**
 * Issue 14: the first card, painted by the page's first module once the session check has
 * succeeded and the list answered, before the app's scripts run. The frame (nothing of the
 * customer's) is laid out unseen, inert and busy, while the calls are out, leaving the answer
 * only the card to lay out; shown, it is the page until the app's replaces it (give-way.ts), its
 * picker and links answering (issue 34, answering-paint.ts). Settles, never rejecting, once the
 * card is on its way to the screen, the paint declined (the unseen frame removed) or its patience
 * is out: only then does the app start, so its evaluation (a long task with cached scripts)
 * cannot hold the paint back.
 */
export async function paintFirstCard(
  { window, loadTexts, input }: FirstPaintPage,
  { firstPage, firstLoad }: FirstAnswers,
): Promise<void> {
  const { document } = window;
  // Another route by address (section 2.1) is the app's to decide; the overview's own (where the
  // app moves to at once) is where a reload starts.
  if (!['', '#', '#/', `#${ROUTES.overview}`].includes(window.location.hash)) return;
  const language = languageOf(document.documentElement.lang);
  const frame = document.createElement('div');
  const patience = new Promise<undefined>((done) => window.setTimeout(done, FIRST_PAINT_PATIENCE_MS));
  // A load that fails is one not to paint (as none).
  const answered = Promise.race([firstLoad, patience]).catch(() => undefined);
  let arrived = false;
  void answered.then(() => (arrived = true));
  try {
    const first = await Promise.race([Promise.all([firstPage, loadTexts(language)]), patience]);
    const root = document.getElementById('root');
    if (!first) return;
    const [page, texts] = first;
    if (!page || page.plainLayout || !root || root.childElementCount > 0) return;
    const kit = firstPageKit({
      ...page,
      document,
      texts,
      language,
      mobile: window.matchMedia(MOBILE_QUERY).matches,
      pathname: window.location.pathname,
    });
    if (kit === undefined) return;
    const { page: layout, slot } = firstCardFrame(kit);
    frame.id = FIRST_PAINT_ID;
    frame.inert = true;
    frame.setAttribute('aria-busy', 'true');
    frame.setAttribute(PREPARING, '');
    frame.append(layout);
    // Answers in within a few frames (a returning customer's service worker asked ahead) go into
    // the page with the frame and are laid out with it in one pass. Put in the page before them,
    // the frame alone would be laid out by the browser's next frame and the answers' task queued
    // behind it (warm phone loads painted ~10 ms later: docs/performance.md). Answers still out
    // by then (a first visit's take a round trip) find the frame styled and laid out, unseen,
    // while they come; in a task after the one that built it, so that neither makes a long one.
    if (!arrived) await Promise.race([answered, new Promise((done) => window.setTimeout(done, ANSWERS_NEAR_MS))]);
    root.before(frame);
    if (!arrived) void frame.offsetHeight;
    const load = await answered;
    // Issue 34: a lost list is said at once, in the card's place, with Try again (lost-list.ts).
    const painted = load && ('lost' in load ? [paintedLostList(kit, frame, input)] : firstCardContent(kit, load));
    if (!load || painted === undefined) {
      frame.remove();
      return;
    }
    slot.append(...painted);
    frame.removeAttribute(PREPARING);
    // Issue 34: usable as soon as it is seen — its picker and links answer, and what they are
    // asked is kept for the app (answering-paint.ts).
    frame.inert = false;
    frame.removeAttribute('aria-busy');
    if (input && !('lost' in load))
      answerInput(frame, { kit, slot, cards: paintedCards(load.cardList, kit.brand) ?? [], input });
    await afterPaintShown(window);
  } catch {
    // Whatever went wrong here, the app paints the page as it did before the first module painted.
    frame.remove();
  }
}
