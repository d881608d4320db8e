/** The element the page's first module paints the first card into, before #root (issue 14). */
export const FIRST_PAINT_ID = 'first-paint';

/** On the first paint while its frame is laid out, unseen, and the calls have not answered yet. */
export const PREPARING = 'data-preparing';

/** The first module's paint of the first card is in the page (the app's own page hidden behind it). */
export function firstPaintStands(document: Document): boolean {
  return document.getElementById(FIRST_PAINT_ID) !== null;
}

/**
 * The app shows a page of its own: the first module's paint gives way in the same frame (the
 * stylesheet keeps #root hidden while it is there). Called wherever the app's first page is
 * complete — the overview's card, an error, another route; once it is gone this does nothing.
 */
export function giveWay(document: Document): void {
  const paint = document.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  const focused = paint.contains(document.activeElement) ? document.activeElement : null;
  paint.remove();
  // Issue 34: the customer was on the paint (its picker, a link): the focus goes on in the app's
  // page, on the same control where it has one, else on the card's status.
  if (focused)
    (
      (focused.id ? document.getElementById(focused.id) : null) ??
      document.querySelector<HTMLElement>('.status-panel__heading')
    )?.focus();
}
