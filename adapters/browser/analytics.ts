import type { Language, ServiceError } from '../../domain/index';
import { ANALYTICS_IDENTITY } from '../../application/app-identity';
import type { Analytics, SeenNotification } from '../../application/ports/analytics';

type Identity = typeof ANALYTICS_IDENTITY & { readonly language: Language };

/** What is sent: never card numbers, IBANs or customer ids, only what happened where. */
export type AnalyticsEvent =
  | (Identity & { readonly event: 'pageView'; readonly page: string; readonly at: number })
  | (Identity & {
      readonly event: 'exception';
      readonly page: string | undefined;
      readonly code: string;
      readonly type: string;
      readonly recoverable: boolean;
      readonly traceId: string | undefined;
      readonly at: number;
    })
  | (Identity & {
      readonly event: 'notificationView';
      readonly page: string | undefined;
      readonly type: string;
      readonly key: string;
      readonly at: number;
    });

/** Where events go; pluggable so tests and other portals can collect them their own way. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Sections 1, 3 and 9: page views, exceptions and seen notifications, with the app's identity. */
export class SinkAnalytics implements Analytics {
  private page: string | undefined;
  /** Events kept until release(); undefined once they go out at once. */
  private held: AnalyticsEvent[] | undefined;

  /** `hold`: nothing is sent before release() (issue 14: no tracking call before the first card shows). */
  constructor(
    private readonly sink: AnalyticsSink,
    private readonly language: () => Language,
    private readonly now: () => number = Date.now,
    { hold = false }: { readonly hold?: boolean } = {},
  ) {
    this.held = hold ? [] : undefined;
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const event of held) this.send(event);
  }

  pageView(page: string): void {
    this.page = page;
    this.send({ ...this.identity(), event: 'pageView', page, at: this.now() });
  }

  exception(error: ServiceError): void {
    this.send({
      ...this.identity(),
      event: 'exception',
      page: this.page,
      code: error.code,
      type: error.type,
      recoverable: error.recoverable,
      traceId: error.traceId,
      at: this.now(),
    });
  }

  notificationSeen(notification: SeenNotification): void {
    this.send({
      ...this.identity(),
      event: 'notificationView',
      page: this.page,
      type: notification.type,
      key: notification.key,
      at: this.now(),
    });
  }

  private identity(): Identity {
    return { ...ANALYTICS_IDENTITY, language: this.language() };
  }

  private send(event: AnalyticsEvent): void {
    if (this.held) {
      this.held.push(event);
      return;
    }
    try {
      this.sink(event);
    } catch {
      // Tracking never breaks the app.
    }
  }
}

/** Posts each event as JSON to the configured endpoint; failures are dropped. */
export const httpAnalyticsSink =
  (fetch: typeof globalThis.fetch, endpoint: string, xsrfToken: string): AnalyticsSink =>
  (event) => {
    void fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-XSRF-HEADER': xsrfToken },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  };
