import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import { portalLinks } from '../../application/portal-links';
import type { Segment } from '../../application/segment';

/** The links of the page around the screens, for the page's language and segment. */
export type ShellLinks = {
  /** Section 2.2: the portal's overview of the customer's area (a route's back button, BACK_TO_PORTAL). */
  readonly portalOverview: string;
  readonly help: string;
  readonly sidebar: readonly string[];
  readonly activateCard: string;
  /** The accessibility statement; undefined where the Environment names none. */
  readonly accessibility: string | undefined;
};

export function shellLinks(environment: Pick<Environment, 'portal'>, segment: Segment, language: Language): ShellLinks {
  const links = portalLinks(environment, segment);
  return {
    portalOverview: links.overview[language],
    help: links.help[language],
    sidebar: links.sidebarLinks[language],
    activateCard: links.activateCard[language],
    accessibility: links.accessibility?.[language],
  };
}
