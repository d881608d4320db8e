import type { ServiceError } from '../../../domain/index';
import type { Analytics, SeenNotification } from '../../../application/ports/analytics';

export class RecordingAnalytics implements Analytics {
  readonly pageViews: string[] = [];
  readonly exceptions: ServiceError[] = [];
  readonly seenNotifications: SeenNotification[] = [];

  pageView(page: string) {
    this.pageViews.push(page);
  }

  exception(error: ServiceError) {
    this.exceptions.push(error);
  }

  notificationSeen(notification: SeenNotification) {
    this.seenNotifications.push(notification);
  }

  released = 0;

  release() {
    this.released += 1;
  }
}
