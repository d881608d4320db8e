/**
 * Section 2.1: what decides the layout around a screen. The screens themselves are listed once,
 * in the route manifest (ui/routing/route-manifest.ts); the paths the app links to are in
 * ./routes.ts. A route's name is the key of its texts: `routes.{name}` (title, short title) and,
 * for a form, `cancelModal.{name}` — so a new route's name exists once its texts do.
 */
import type { AllTexts } from '../i18n/texts';
import { ROUTES, type RoutePath } from './routes';

export { ROUTES, type RoutePath };

/** Section 2.2; an unknown flavour falls back to full width. */
export const LAYOUT_FLAVOURS = [
  'layoutFullWidth',
  'layout2Columns',
  'layoutFormsStepper',
  'layoutSidebarLeft',
  'plain',
] as const;
export type LayoutFlavour = (typeof LAYOUT_FLAVOURS)[number];

export type RouteName = keyof AllTexts['routes'];
export type CancelModalName = keyof AllTexts['cancelModal'];

/**
 * Section 2.2's backButtonPath and backButtonTitle, set per route: where the title bar's back link
 * leads — a page of the portal's, which the Environment names per segment and language (section
 * 2.2, "Back button to the portal overview") — and the key of its words.
 */
export type BackButton = { readonly path: 'portalOverview'; readonly title: 'shell.titleBar.back' };
export const BACK_TO_PORTAL: BackButton = { path: 'portalOverview', title: 'shell.titleBar.back' };

export type RouteMeta = {
  readonly path: string;
  readonly name: RouteName;
  readonly layout: LayoutFlavour;
  readonly showSidebar: boolean;
  /** The long/short title (`routes.{name}`) with the back link; forms-stepper screens use the toolbar. */
  readonly showTitleBar: boolean;
  /** The title bar's back link; none where the route shows none. */
  readonly backButton: BackButton | undefined;
  readonly showStickyBottom: boolean;
  readonly hideContactBlock: boolean;
  /** Forms-stepper screens: the toolbar with the route title and Close, which opens this modal. */
  readonly cancelModal: CancelModalName | undefined;
  /** Section 2.1: only the overview may be opened directly (a link, a reload, a typed address). */
  readonly directEntry: boolean;
  /**
   * Section 2.3: the card picker another card is chosen with (the overview's). Elsewhere the card is
   * locked or not shown, so a notice that asks for another card says where to choose it (reading 112).
   */
  readonly cardPicker: boolean;
};

/** A card page (the overview, signing): the title bar, the sidebar, two columns. */
export const cardPage = (path: string, name: RouteName, differs: Partial<RouteMeta> = {}): RouteMeta => ({
  path,
  name,
  layout: 'layout2Columns',
  showSidebar: true,
  showTitleBar: true,
  backButton: BACK_TO_PORTAL,
  showStickyBottom: false,
  hideContactBlock: true,
  cancelModal: undefined,
  directEntry: false,
  cardPicker: false,
  ...differs,
});

/** A form (an editor, the replacement): the forms stepper, its toolbar's Close opening its cancel modal. */
export const formPage = (path: string, name: RouteName & CancelModalName): RouteMeta =>
  cardPage(path, name, {
    layout: 'layoutFormsStepper',
    showSidebar: false,
    showTitleBar: false,
    backButton: undefined,
    cancelModal: name,
  });

/** Section 2.2: an unknown flavour is full width; `enforcePlain` wins over the route's flavour. */
export function layoutFlavour(value: unknown, plainEnforced: boolean): LayoutFlavour {
  if (plainEnforced) return 'plain';
  return (LAYOUT_FLAVOURS as readonly unknown[]).includes(value) ? (value as LayoutFlavour) : 'layoutFullWidth';
}
