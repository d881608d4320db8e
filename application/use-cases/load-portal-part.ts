import type { Portal, PortalPart } from '../ports/portal';

/**
 * Section 2.2: the header, footer and chat come from the portal. A part that does not load is
 * no reason to stop the customer: the answer says whether it is there, and the page says what
 * is missing (no error notification, which is for the customer's own actions).
 */
export class LoadPortalPart {
  constructor(private readonly portal: Portal) {}

  async execute(input: { readonly part: PortalPart }): Promise<boolean> {
    return (await this.portal.load(input.part)).ok;
  }
}
