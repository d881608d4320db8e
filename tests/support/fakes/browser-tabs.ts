import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { SessionActivity, sharedActivityKey } from '../../../adapters/session/session-activity';
import { FakeSession } from './fake-session';
import { MemoryStorage } from './memory-storage';

/**
 * The app open in several tabs of one browser: one portal session, one localStorage. Each tab's
 * FakeSession records its answers in a SessionActivity over that storage, at `now()`.
 */
export function browserTabs(now: () => number, storage = new MemoryStorage()) {
  const shared = { storage: () => storage, key: sharedActivityKey(DEFAULT_ENVIRONMENT) };
  const tab = (session = new FakeSession()): FakeSession => {
    session.now = now;
    session.activity = new SessionActivity(now, shared);
    return session;
  };
  return { storage, key: shared.key, tab };
}
