import type en from './en.json';
import type editors from './en/editors.json';
import type forms from './en/forms.json';
import type history from './en/history.json';
import type notices from './en/notices.json';
import type replaceCard from './en/replace-card.json';
import type trip from './en/trip.json';
import type sessionTimeout from './en/session-timeout.json';

/**
 * The first load's texts of one language (`<lang>.json`): the shell, the overview and whatever
 * more than one part needs. nl and en share each file's shape (a test holds them to it).
 */
export type Translations = typeof en;

/** Texts only lazily loaded screens show (`<lang>/<part>.json`), added when such a screen loads. */
export type ScreenTexts = {
  /** The limit and region editors (their entries in ui/routing/route-manifest.ts name it). */
  readonly editors: typeof editors;
  /** What every screen with a form shares: buttons, warnings, the form widgets and signing's words. */
  readonly forms: typeof forms;
  readonly 'replace-card': typeof replaceCard;
  /** The overview's "Recent changes", a lazily loaded section (ui/routing/route-manifest.ts, LAZY_SECTIONS). */
  readonly history: typeof history;
  /** The "Going abroad" journey (issue 35): its plan and summary screens. */
  readonly trip: typeof trip;
  /**
   * The catalogue's messages and the success notifications: no first paint shows them, so they
   * come after it (ui/i18n/notice-texts.ts), with every lazy screen, or when a notice needs them.
   */
  readonly notices: typeof notices;
  /** The session-timeout warning, a lazily loaded section (ui/routing/route-manifest.ts, LAZY_SECTIONS). */
  readonly 'session-timeout': typeof sessionTimeout;
};
export type ScreenTextsPart = keyof ScreenTexts;

/** Every text as `t()` reads it once the parts are added: the first load deep-merged with each part. */
export type AllTexts = Translations &
  typeof editors &
  typeof forms &
  typeof replaceCard &
  typeof history &
  typeof notices &
  typeof trip &
  typeof sessionTimeout;
