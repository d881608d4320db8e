import { useContext, useEffect, useState } from 'react';
import { I18nContext } from 'react-i18next';
import { loadNoticeTexts, noticeTextsIn } from './notice-texts';
import { ScreenTextsLoader } from './screen-texts-loader';

/** `in`: the part's texts read; `loading`: show nothing yet; `failed`: show the generic texts (noticeFallback). */
export type NoticeTextsState = 'in' | 'loading' | 'failed';

// The instance from the context, not useTranslation's: that hands each component a wrapper of its
// own, and one request per instance (loadNoticeTexts) needs the one instance.

/**
 * The notices part for one need (a notification to show; undefined: none): asks for it when it
 * is not in, and re-renders once that request settles. Each new need whose part is still missing
 * asks again, and reads `loading` until that attempt settles, so a notice shows once, in its final
 * words, rather than generic words swapped for its own a moment later.
 */
export function useNoticeTexts(need: object | undefined): NoticeTextsState {
  const { i18n } = useContext(I18nContext);
  const add = useContext(ScreenTextsLoader);
  const [settledFor, setSettledFor] = useState<object>();
  useEffect(() => {
    if (need === undefined || noticeTextsIn(i18n)) return;
    const settled = () => setSettledFor(need);
    loadNoticeTexts(i18n, add).then(settled, settled);
  }, [need, i18n, add]);
  if (noticeTextsIn(i18n)) return 'in';
  return need !== undefined && settledFor === need ? 'failed' : 'loading';
}

/** Issue 14: asks for the notices part once `ready` (the first card painted), so later notices show at once. */
export function usePrefetchNoticeTexts(ready: boolean): void {
  const { i18n } = useContext(I18nContext);
  const add = useContext(ScreenTextsLoader);
  useEffect(() => {
    // A failure shows nowhere: the next notice asks again and, failing too, reads the generic texts.
    if (ready) loadNoticeTexts(i18n, add).catch(() => undefined);
  }, [ready, i18n, add]);
}
