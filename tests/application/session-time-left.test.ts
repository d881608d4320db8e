import fc from 'fast-check';
import { sessionTimeLeft, warningSecondsOf } from '../../application/session-time-left';

// Issue 20 leftover: the session ends at the earlier of its idle end and its absolute end; a
// warning caused by the absolute end is final, because staying signed in cannot move it.

const moment = fc.integer({ min: 0, max: 10 * 3_600_000 });
const sessionArb = fc.record({
  idleSeconds: fc.integer({ min: 3, max: 3600 }),
  warningSeconds: fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
});

/** When the answer says the session ends, seen from `now`. */
function endOf(now: number, state: ReturnType<typeof sessionTimeLeft>): number | undefined {
  if (state.phase === 'warning') return now + state.secondsLeft * 1000;
  if (state.phase === 'active') return now + state.warnInMs;
  return undefined;
}

describe('sessionTimeLeft with an absolute end', () => {
  it('never ends later than either end, and warns no sooner than either would', () => {
    fc.assert(
      fc.property(moment, moment, moment, sessionArb, (now, last, lifetime, session) => {
        const idleEnd = last + session.idleSeconds * 1000;
        const state = sessionTimeLeft(now, last, session, lifetime);
        const end = Math.min(idleEnd, lifetime);
        if (now >= end) return state.phase === 'expired';
        if (state.phase === 'expired') return false;
        if (state.phase === 'warning')
          return now + state.secondsLeft * 1000 - 1000 < end && end <= now + state.secondsLeft * 1000;
        return now + state.warnInMs + warningSecondsOf(session) * 1000 === end && endOf(now, state)! <= end;
      }),
    );
  });

  it('marks a warning final exactly when the absolute end is the earlier one', () => {
    fc.assert(
      fc.property(moment, moment, moment, sessionArb, (now, last, lifetime, session) => {
        const state = sessionTimeLeft(now, last, session, lifetime);
        if (state.phase !== 'warning') return true;
        return (state.final === true) === lifetime < last + session.idleSeconds * 1000;
      }),
    );
  });

  it('is the idle count alone without an absolute end, or with one later than the idle end', () => {
    fc.assert(
      fc.property(moment, moment, sessionArb, fc.integer({ min: 0, max: 3_600_000 }), (now, last, session, later) => {
        const alone = sessionTimeLeft(now, last, session);
        expect(sessionTimeLeft(now, last, session, last + session.idleSeconds * 1000 + later)).toEqual(alone);
        expect(alone).not.toHaveProperty('final');
      }),
    );
  });

  it('counts down to the absolute end while the customer keeps busy', () => {
    const session = { idleSeconds: 900 };
    expect(sessionTimeLeft(0, 0, session, 100_000)).toEqual({
      phase: 'warning',
      secondsLeft: 100,
      nextInMs: 1000,
      final: true,
    });
    expect(sessionTimeLeft(99_500, 99_000, session, 100_000)).toEqual({
      phase: 'warning',
      secondsLeft: 1,
      nextInMs: 500,
      final: true,
    });
    expect(sessionTimeLeft(100_000, 99_000, session, 100_000)).toEqual({ phase: 'expired' });
  });
});
