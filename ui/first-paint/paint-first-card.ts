import { languageOf, type Language } from '../../domain/money/locale';
import type { FirstLoad } from '../../adapters/composition/first-requests';
import type { Translations } from '../i18n/texts';
import { ROUTES } from '../navigation/routes';
import { MOBILE_QUERY } from '../widgets/mobile-query';
import { firstCardPage } from './first-card-page';
import { FIRST_PAINT_ID } from './hand-over';

export type FirstPaintPage = { readonly window: Window; readonly loadTexts: (language: Language) => Promise<Translations> };

const afterNextPaint = (window: Window) => new Promise<void>((done) => window.requestAnimationFrame(() => window.setTimeout(done, 0)));

/**
 * Issue 14: the first card, painted by the page's first module once the session check has
 * succeeded and the list has answered — before the app's scripts have arrived or run. The frame
 * is inert and busy (nothing in it can be used, and assistive technology keeps hearing the page's
 * "loading" line) until the app shows its own page in its place (hand-over.ts). Settles once the
 * frame has been painted or the paint declined, never rejects: the app starts then, so its
 * evaluation, a long task when the scripts are cached, cannot hold the paint back.
 */
export async function paintFirstCard({ window, loadTexts }: FirstPaintPage, firstLoad: Promise<FirstLoad | undefined>): Promise<void> {
  const { document } = window;
  // Another route by address (section 2.1) is the app's to decide; the overview's own (where the
  // app moves to at once) is where a reload starts.
  if (!['', '#', '#/', `#${ROUTES.overview}`].includes(window.location.hash)) return;
  const language = languageOf(document.documentElement.lang);
  try {
    const [load, texts] = await Promise.all([firstLoad, loadTexts(language)]);
    const root = document.getElementById('root');
    if (!load || load.plainLayout || !root || root.childElementCount > 0) return;
    const page = firstCardPage({ ...load, document, texts, language, mobile: window.matchMedia(MOBILE_QUERY).matches, pathname: window.location.pathname });
    if (page === undefined) return;
    const frame = document.createElement('div');
    frame.id = FIRST_PAINT_ID;
    frame.inert = true;
    frame.setAttribute('aria-busy', 'true');
    frame.append(page);
    root.before(frame);
    await afterNextPaint(window);
  } catch {
    // Whatever went wrong here, the app paints the page as it did before the first module painted.
  }
}
