import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { SessionActivity, sharedActivityKey, type SharedActivity } from '../../../adapters/session/session-activity';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { BLOCKED_STORAGE, MemoryStorage } from '../../support/fakes/memory-storage';

const KEY = sharedActivityKey(DEFAULT_ENVIRONMENT);

/** One browser: its clock and localStorage, and the app's tabs in it. */
function browser(storage: Pick<Storage, 'getItem' | 'setItem'> = new MemoryStorage()) {
  const clock = new FixedClock();
  const shared: SharedActivity = { storage: () => storage, key: KEY };
  const tab = () => new SessionActivity(() => clock.now(), shared);
  return { clock, storage, tab };
}

describe('SessionActivity shared by the app’s tabs of one browser', () => {
  it('keeps the key under the brand abbreviation of the configuration', () => {
    expect(KEY).toBe(`${DEFAULT_ENVIRONMENT.brandAbbreviation}.debitCards.sessionActivity`);
    expect(sharedActivityKey({ brandAbbreviation: 'xyz' })).toBe('xyz.debitCards.sessionActivity');
  });

  it('a successful answer in any tab moves the last activity of every tab; an error in any tab does not', () => {
    const { clock, storage, tab } = browser();
    const [a, b] = [tab(), tab()];
    a.answered(200);
    const first = clock.now();
    b.answered(200);
    clock.advance(10_000);
    b.answered(204);
    expect(storage.getItem(KEY)).toBe(String(first + 10_000));
    expect(a.lastActivity()).toBe(first + 10_000);
    expect(b.lastActivity()).toBe(first + 10_000);
    clock.advance(5_000);
    // A 401 may mean the session is gone; an error may come from before the portal looked at it.
    for (const status of [401, 422, 500, 502, 503, 0]) b.answered(status);
    expect(a.lastActivity()).toBe(first + 10_000);
    a.answered(302);
    expect(b.lastActivity()).toBe(first + 15_000);
  });

  it('a tab opened later sees the others’ answers from its own first one on, never a stored time before it', () => {
    const { clock, tab } = browser();
    const a = tab();
    a.answered(200);
    clock.advance(60_000);
    const later = tab();
    // A time stored by a tab of a session that may be over by now does not count for one not yet answered.
    expect(later.lastActivity()).toBeUndefined();
    later.answered(200);
    expect(later.lastActivity()).toBe(clock.now());
    expect(a.lastActivity()).toBe(clock.now());
    clock.advance(20_000);
    a.answered(200);
    expect(later.lastActivity()).toBe(clock.now());
  });

  /** Forms a loose reading (Number, parseInt) would take for a time after the tab's own answer. */
  it.each([
    ['with a unit', (at: number) => `${at}ms`],
    ['padded', (at: number) => ` ${at}`],
    ['signed', (at: number) => `+${at}`],
    ['in hex', (at: number) => `0x${at.toString(16)}`],
    ['with an exponent', (at: number) => `${at / 1000}e3`],
    ['a fraction', (at: number) => `${at}.5`],
  ])('ignores a stored time %s: only the whole ms the app writes count', (_what, junk) => {
    const { clock, storage, tab } = browser();
    const a = tab();
    a.answered(200);
    const own = clock.now();
    clock.advance(60_000);
    storage.setItem(KEY, junk(clock.now() - 1000));
    expect(a.lastActivity()).toBe(own);
    storage.setItem(KEY, String(clock.now() - 1000));
    expect(a.lastActivity()).toBe(clock.now() - 1000);
  });

  it.each(['soon', '', '-5000', 'NaN', 'Infinity', '9'.repeat(20)])('ignores junk such as %j', (junk) => {
    const { clock, storage, tab } = browser();
    const a = tab();
    a.answered(200);
    storage.setItem(KEY, junk);
    expect(a.lastActivity()).toBe(clock.now());
  });

  it('ignores a stored time later than now (it would promise a session the portal never gave); now itself counts', () => {
    const { clock, storage, tab } = browser();
    const a = tab();
    a.answered(200);
    clock.advance(30_000);
    storage.setItem(KEY, String(clock.now() + 1));
    expect(a.lastActivity()).toBe(clock.now() - 30_000);
    storage.setItem(KEY, String(clock.now() + 15 * 60_000));
    expect(a.lastActivity()).toBe(clock.now() - 30_000);
    storage.setItem(KEY, String(clock.now()));
    expect(a.lastActivity()).toBe(clock.now());
  });

  it('an older stored time does not take a tab’s own later answer back', () => {
    const { clock, storage, tab } = browser();
    const a = tab();
    a.answered(200);
    storage.setItem(KEY, String(clock.now() - 60_000));
    expect(a.lastActivity()).toBe(clock.now());
  });

  it.each([
    ['refuses every use', () => BLOCKED_STORAGE],
    [
      'cannot be reached at all',
      () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    ],
  ])('when the storage %s, each tab counts its own answers, without failing', (_what, storage) => {
    const clock = new FixedClock();
    const shared: SharedActivity = { storage, key: KEY };
    const [a, b] = [new SessionActivity(() => clock.now(), shared), new SessionActivity(() => clock.now(), shared)];
    expect(() => a.answered(200)).not.toThrow();
    clock.advance(10_000);
    b.answered(200);
    expect(a.lastActivity()).toBe(clock.now() - 10_000);
    expect(b.lastActivity()).toBe(clock.now());
  });

  it('without shared storage counts its own answers, as a single tab', () => {
    const clock = new FixedClock();
    const alone = new SessionActivity(() => clock.now());
    expect(alone.lastActivity()).toBeUndefined();
    alone.answered(200);
    expect(alone.lastActivity()).toBe(clock.now());
  });
});
