import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { Segment } from '../../application/segment';

/** The links of the page around the screens, for the page's language and segment. */
export type ShellLinks = {
  readonly back: string;
  readonly help: string;
  readonly sidebar: readonly string[];
  readonly activateCard: string;
  /** The accessibility statement; undefined where the Environment names none. */
  readonly accessibility: string | undefined;
};

export function shellLinks(environment: Pick<Environment, 'portal'>, segment: Segment, language: Language): ShellLinks {
  const { portal } = environment;
  return {
    back: portal.overview[segment][language],
    help: portal.help[segment][language],
    sidebar: portal.sidebarLinks[language],
    activateCard: portal.activateCard[language],
    accessibility: portal.accessibility?.[language],
  };
}
