import { LAZY_SCREENS, LAZY_SECTIONS } from '../../../ui/routing/lazy-screens';

// tests/ui/routing/lazy-screen-texts.test.tsx opens each of them from the first load's texts alone.
describe('the lazily loaded screens and sections (ui/routing/lazy-screens.ts)', () => {
  it('each load a module with the screen and the binding its chunk runs', async () => {
    for (const entry of [...Object.values(LAZY_SCREENS), ...Object.values(LAZY_SECTIONS)]) {
      const module = await entry.load();
      expect(module.default).toBeTruthy();
      expect(typeof module.bind).toBe('function');
    }
  });
});
