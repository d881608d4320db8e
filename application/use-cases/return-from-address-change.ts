import type { AddressChangeReturn, SessionStore } from '../ports/session-store';

/**
 * Section 2.7, callBackURL: back from the personal-data page, the customer returns to the screen
 * the address change started from (issue 12.8), which section 2.1 would otherwise not let a page
 * load enter. Answers that screen's kept state, as long as no other screen has been entered.
 */
export class ReturnFromAddressChange {
  constructor(private readonly store: SessionStore) {}

  execute(input: { readonly route: string }): AddressChangeReturn | undefined {
    const back = this.store.addressChangeReturn();
    return back?.route === input.route ? back : undefined;
  }
}
