import { networkRoundTrip, type ResourceObserver } from '../../../adapters/browser/service-worker/network-round-trip';
import {
  ASK_AHEAD_FROM_MS,
  CALLS_AHEAD_WORKER,
  registerCallsAhead,
} from '../../../adapters/browser/service-worker/register';

/**
 * Issues 14 and 34: the worker that asks ahead is installed once the app has run, where the
 * network is slow enough for asking ahead to win, and removed where it is quicker
 * (adapters/browser/service-worker/register.ts), judged by the browser's timing of the page's
 * calls (network-round-trip.ts); on a fake PerformanceObserver and a fake service worker container.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser's resource timing, whose entries the test delivers. */
function timing() {
  const observers: { callback: (list: { getEntries(): PerformanceEntryList }) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly seen: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): PerformanceEntryList }) => void) {
      this.seen = { callback, disconnected: false };
      observers.push(this.seen);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'resource', buffered: true });
    }
    disconnect() {
      this.seen.disconnected = true;
    }
  }
  const deliver = (...entries: PerformanceEntry[]) =>
    observers
      .filter((observer) => !observer.disconnected)
      .forEach((observer) => observer.callback({ getEntries: () => entries }));
  return { Observer: FakeObserver as unknown as ResourceObserver, observers, deliver };
}

/** One resource the page fetched: a call the network answered in `ms`, unless told otherwise. */
const fetched = (ms: number, { initiatorType = 'fetch', transferSize = 512, startTime = 800 } = {}) =>
  ({
    name: 'https://bank.example/api/x',
    entryType: 'resource',
    startTime,
    duration: ms,
    responseEnd: startTime + ms,
    initiatorType,
    transferSize,
  }) as unknown as PerformanceEntry;

/** The browser's service worker container: what is registered, and the registration that controls the page. */
function workers(installed?: { scriptURL: string }) {
  const unregister = jest.fn(async () => true);
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const getRegistration = jest.fn(async () => (installed ? { active: installed, unregister } : undefined));
  const navigator = { serviceWorker: { register, getRegistration } } as unknown as Navigator;
  return { navigator, register, unregister };
}

describe('the round trip of the page’s calls (network-round-trip.ts)', () => {
  it('is the quickest call the network answered, once the first is seen; what a worker or a cache answered, and scripts, do not count', async () => {
    const { Observer, observers, deliver } = timing();
    let roundTrip: number | undefined = -1;
    void networkRoundTrip(Observer).then((ms) => (roundTrip = ms));
    deliver(fetched(3, { transferSize: 0 }), fetched(2, { initiatorType: 'script' }));
    await settle();
    expect(roundTrip).toBe(-1);
    deliver(fetched(170), fetched(3, { transferSize: 0 }), fetched(160));
    await settle();
    expect(roundTrip).toBe(160);
    expect(observers.map((observer) => observer.disconnected)).toEqual([true]);
  });

  it('is unknown where the browser times no resources, or not this kind', async () => {
    await expect(networkRoundTrip(undefined)).resolves.toBeUndefined();
    const Refusing = class {
      observe() {
        throw new TypeError('resource is not supported');
      }
      disconnect() {}
    } as unknown as ResourceObserver;
    await expect(networkRoundTrip(Refusing)).resolves.toBeUndefined();
  });
});

describe('the worker’s registration (issues 14 and 34)', () => {
  it('installs the worker beside the page, under the name the build gives it, once a call has taken a round trip worth asking ahead for', async () => {
    const { Observer, deliver } = timing();
    const browser = workers();
    registerCallsAhead(browser.navigator, Observer);
    await settle();
    expect(browser.register).not.toHaveBeenCalled();
    deliver(fetched(ASK_AHEAD_FROM_MS));
    await settle();
    expect(browser.register).toHaveBeenCalledWith(CALLS_AHEAD_WORKER);
    expect(CALLS_AHEAD_WORKER).toBe('calls-ahead-worker.js');
  });

  it('installs none on a quicker network, and removes the one an earlier visit installed', async () => {
    const { Observer, deliver } = timing();
    const browser = workers({ scriptURL: `https://bank.example/nl/betaalpassen/${CALLS_AHEAD_WORKER}` });
    registerCallsAhead(browser.navigator, Observer);
    deliver(fetched(ASK_AHEAD_FROM_MS - 1));
    await settle();
    expect(browser.register).not.toHaveBeenCalled();
    expect(browser.unregister).toHaveBeenCalledTimes(1);
  });

  it('leaves a worker of the portal’s whose scope holds the page', async () => {
    const { Observer, deliver } = timing();
    const browser = workers({ scriptURL: 'https://bank.example/portal-worker.js' });
    registerCallsAhead(browser.navigator, Observer);
    deliver(fetched(20));
    await settle();
    expect([browser.register.mock.calls, browser.unregister.mock.calls]).toEqual([[], []]);
  });

  it('installs the worker where the browser does not time the page’s calls', async () => {
    const browser = workers();
    registerCallsAhead(browser.navigator, undefined);
    await settle();
    expect(browser.register).toHaveBeenCalledWith(CALLS_AHEAD_WORKER);
  });

  it('changes nothing where service workers are not offered or the browser refuses one', async () => {
    expect(() => registerCallsAhead({} as Navigator, undefined)).not.toThrow();
    const refused = jest.fn(() => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    registerCallsAhead({ serviceWorker: { register: refused } } as unknown as Navigator, undefined);
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(refused).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
