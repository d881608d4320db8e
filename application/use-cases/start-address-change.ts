import type { Language, SelectedCard } from '../../domain/index';
import type { Environment } from '../environment';
import { portalLinks, type PortalLinks } from '../portal-links';
import { segmentOf } from '../segment';
import type { Navigation } from '../ports/navigation';
import type { SessionStore } from '../ports/session-store';

/** Section 2.7: the personal-data page, opened to change the address (edit=address). */
export function addressChangeUrl(links: Pick<PortalLinks, 'personalData'>, language: Language): string {
  const page = links.personalData[language];
  return `${page}${page.includes('?') ? '&' : '?'}edit=address`;
}

/**
 * Section 2.7, "Is this not the right address?": before the customer leaves for the
 * personal-data page, the process record tells that page whose address to change and where
 * to come back to. Answers the page's address (edit=address).
 */
export class StartAddressChange {
  constructor(
    private readonly store: SessionStore,
    private readonly navigation: Navigation,
    private readonly environment: Environment,
  ) {}

  execute(input: {
    readonly card: SelectedCard;
    readonly language: Language;
    readonly route: string;
    readonly reason?: string | undefined;
  }): string {
    const here = this.navigation.current();
    this.store.keepAddressChangeProcess({
      bcNumber: input.card.bcNumber,
      callBackURL: `${here.pathname}${here.search}${here.hash}`,
      contentSource: 'multipliers',
      process: 'address',
      consumerId: this.environment.consumerId,
    });
    // Issue 12.8: the way back leads to this screen, the card and the reason as they were.
    this.store.keepAddressChangeReturn({
      route: input.route,
      paymentInstrumentId: input.card.paymentInstrumentId,
      reason: input.reason,
    });
    const { environment } = this;
    return addressChangeUrl(portalLinks(environment, segmentOf(here.pathname, environment)), input.language);
  }
}
