import type { Language } from '../../domain/index';
import type { Environment } from '../environment';
import type { Navigation } from '../ports/navigation';
import type { AddressChangeReturn, SessionStore } from '../ports/session-store';
import { appPathFor, segmentOf } from '../segment';

/**
 * Section 1: the page language decides the locale, so another language is another page: the
 * app's path for that language in the same segment, on the same screen.
 */
export class SwitchLanguage {
  constructor(
    private readonly navigation: Navigation,
    private readonly environment: Environment,
    private readonly store: SessionStore,
  ) {}

  /** Issue 33, item 5: from an editor, its screen and form are kept for the page load (`screen`). */
  execute(input: { readonly language: Language; readonly screen?: AddressChangeReturn | undefined }): void {
    const here = this.navigation.current();
    const path = appPathFor(input.language, segmentOf(here.pathname, this.environment), this.environment);
    if (path === here.pathname) return;
    if (input.screen) this.store.keepAddressChangeReturn(input.screen);
    this.navigation.leaveTo(`${path}${here.hash}`);
  }
}
