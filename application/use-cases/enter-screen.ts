import type { Analytics } from '../ports/analytics';
import type { Navigation } from '../ports/navigation';
import type { AddressChangeReturn, SessionStore } from '../ports/session-store';

/**
 * A screen is shown: what the previous screen still waited for is cancelled (its answer would
 * land on the wrong screen), and the page view is tracked (section 1). The way back from an
 * address change leads only to the screen it started from, and only until another is entered.
 */
export class EnterScreen {
  constructor(
    private readonly navigation: Navigation,
    private readonly analytics: Analytics,
    private readonly store: SessionStore,
  ) {}

  /** Answers what was kept to come back to this screen (an address change, a language switch), if anything. */
  execute(input: { readonly route: string }): AddressChangeReturn | undefined {
    this.navigation.screenChanged();
    this.analytics.pageView(input.route);
    const back = this.store.addressChangeReturn();
    if (back && back.route !== input.route) this.store.clearAddressChangeReturn();
    return back?.route === input.route ? back : undefined;
  }
}
