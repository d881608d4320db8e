import { LAZY_SCREENS } from '../../../ui/routing/lazy-screens';
import { LAZY_BINDINGS } from '../../support/screens/lazy-bindings';

describe('the lazily loaded screens (ui/routing/lazy-screens.ts)', () => {
  it('each load a module with the screen and the binding its chunk runs; the tests bind the same ones', async () => {
    const binds = new Set<unknown>();
    for (const entry of Object.values(LAZY_SCREENS)) {
      const module = await entry.load();
      expect(module.default).toBeTruthy();
      expect(typeof module.bind).toBe('function');
      binds.add(module.bind);
    }
    expect(binds).toEqual(new Set(LAZY_BINDINGS));
  });
});
