import { entryState, mayEnter } from '../../../ui/navigation/entry-guard';
import { LAYOUT_FLAVOURS, layoutFlavour, ROUTES } from '../../../ui/navigation/route-table';
import { isRoute, routeFor, ROUTE_MANIFEST } from '../../../ui/routing/route-manifest';
import { TRANSLATIONS } from '../i18n/i18n-for';

describe('the route manifest (section 2.1)', () => {
  it('holds every screen of the spec with its layout, sidebar and cancel modal', () => {
    expect(
      ROUTE_MANIFEST.map((route) => [route.path, route.layout, route.showSidebar, route.cancelModal ?? null]),
    ).toEqual([
      ['/card-management', 'layout2Columns', true, null],
      ['/edit-ecommerce-limit', 'layoutFormsStepper', false, 'editEcommerceLimit'],
      ['/edit-payment-limit', 'layoutFormsStepper', false, 'editPaymentLimit'],
      ['/edit-withdrawal-limit', 'layoutFormsStepper', false, 'editWithdrawalLimit'],
      ['/edit-region', 'layoutFormsStepper', false, 'editRegion'],
      ['/replace-card', 'layoutFormsStepper', false, 'replaceCard'],
      // Issue 35, beyond the spec: the "Going abroad" journey's plan and summary.
      ['/going-abroad', 'layoutFormsStepper', false, 'goingAbroad'],
      ['/going-abroad-summary', 'layoutFormsStepper', false, 'goingAbroadSummary'],
      ['/cancel-trip', 'layoutFormsStepper', false, 'cancelTrip'],
      ['/signing', 'layoutFullWidth', false, null],
    ]);
  });

  it('lets only the overview be entered directly', () => {
    expect(ROUTE_MANIFEST.filter((route) => route.directEntry).map((route) => route.path)).toEqual([ROUTES.overview]);
  });

  it.each(['nl', 'en'] as const)('has a title, a short title and the cancel texts of every route in %s', (language) => {
    const texts = TRANSLATIONS[language];
    for (const route of ROUTE_MANIFEST) {
      expect(texts.routes[route.name].title).toBeTruthy();
      expect(texts.routes[route.name].titleShort).toBeTruthy();
      if (route.cancelModal) expect(texts.cancelModal[route.cancelModal].body).toBeTruthy();
    }
  });

  it('finds routes by path only', () => {
    expect(routeFor('/replace-card')?.name).toBe('replaceCard');
    expect(routeFor('/')).toBeUndefined();
    expect(routeFor('/replace-card/extra')).toBeUndefined();
  });
});

describe('the layout flavour (section 2.2)', () => {
  it('keeps the five flavours and falls back to full width', () => {
    for (const flavour of LAYOUT_FLAVOURS) expect(layoutFlavour(flavour, false)).toBe(flavour);
    expect(layoutFlavour('layoutThreeColumns', false)).toBe('layoutFullWidth');
    expect(layoutFlavour(undefined, false)).toBe('layoutFullWidth');
  });

  it('is plain whenever enforcePlain is set', () => {
    for (const flavour of LAYOUT_FLAVOURS) expect(layoutFlavour(flavour, true)).toBe('plain');
  });
});

describe('the entry guard (section 2.1)', () => {
  const replace = routeFor(ROUTES.replaceCard)!;
  const overview = routeFor(ROUTES.overview)!;

  it('admits the overview from anywhere', () => {
    expect(mayEnter(overview, null, 'now', 'POP', isRoute)).toBe(true);
  });

  it('admits another route when the app navigates there', () => {
    expect(mayEnter(replace, null, 'now', 'PUSH', isRoute)).toBe(true);
    expect(mayEnter(replace, null, 'now', 'REPLACE', isRoute)).toBe(true);
  });

  it('admits what the browser brings (start, address bar, back and forward) only from a named route of this app start', () => {
    expect(mayEnter(replace, entryState(ROUTES.overview, 'now'), 'now', 'POP', isRoute)).toBe(true);
    expect(mayEnter(replace, null, 'now', 'POP', isRoute)).toBe(false);
    expect(mayEnter(replace, undefined, 'now', 'POP', isRoute)).toBe(false);
    // A reload keeps the history state of the page before it.
    expect(mayEnter(replace, entryState(ROUTES.overview, 'before'), 'now', 'POP', isRoute)).toBe(false);
    expect(mayEnter(replace, { from: '/somewhere', instance: 'now' }, 'now', 'POP', isRoute)).toBe(false);
    expect(mayEnter(replace, 'overview', 'now', 'POP', isRoute)).toBe(false);
  });
});
