/** The browser's PerformanceObserver, as far as it is used here (absent in some browsers and in jsdom). */
export type ResourceObserver = new (callback: (list: { getEntries(): PerformanceEntryList }) => void) => {
  observe(options: { type: 'resource'; buffered: boolean }): void;
  disconnect(): void;
};

type Timed = PerformanceEntry &
  Partial<Pick<PerformanceResourceTiming, 'initiatorType' | 'transferSize' | 'responseEnd'>>;

/**
 * A call of the page's that the network answered: fetched by script, with bytes on the wire. What
 * a service worker or the HTTP cache answers has none (transferSize 0), nor has a script or a style.
 */
const answeredByNetwork = (entry: Timed): boolean =>
  entry.initiatorType === 'fetch' && (entry.transferSize ?? 0) > 0 && (entry.responseEnd ?? 0) > entry.startTime;

/**
 * The round trip of the page's calls on this network, in ms: from asking to the whole answer in,
 * the quickest of those the network has answered when the first of them is seen (Resource Timing;
 * its end includes the network's delay, also an emulated one). Undefined where the browser times
 * no resources. Waits for such a call as long as none has come; never rejects.
 */
export function networkRoundTrip(Observer: ResourceObserver | undefined): Promise<number | undefined> {
  return new Promise((resolve) => {
    if (!Observer) return resolve(undefined);
    try {
      const observer = new Observer((list) => {
        const times = (list.getEntries() as Timed[])
          .filter(answeredByNetwork)
          .map((entry) => entry.responseEnd! - entry.startTime);
        if (times.length === 0) return;
        observer.disconnect();
        resolve(Math.min(...times));
      });
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      resolve(undefined);
    }
  });
}
