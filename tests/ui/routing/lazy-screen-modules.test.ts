import { LAZY_SECTIONS, ROUTE_MANIFEST } from '../../../ui/routing/route-manifest';

// tests/ui/routing/lazy-screen-texts.test.tsx opens each of them from the first load's texts alone.
describe('the lazily loaded screens and sections (ui/routing/route-manifest.ts)', () => {
  it('load a screen that only renders, and the binding group that builds its presenter', async () => {
    const lazy = ROUTE_MANIFEST.filter((route) => route.screen);
    expect(lazy.map((route) => route.path)).toHaveLength(ROUTE_MANIFEST.length - 1);
    for (const route of lazy) {
      const screen = await route.screen!();
      expect(screen.default).toBeTruthy();
      expect(Object.keys(screen)).toEqual(['default']);
      expect(typeof (await route.presenter!()).bind).toBe('function');
    }
  });

  it('load each section with the binding its chunk runs', async () => {
    for (const entry of Object.values(LAZY_SECTIONS)) {
      const module = await entry.load();
      expect(module.default).toBeTruthy();
      expect(typeof module.bind).toBe('function');
    }
  });
});
