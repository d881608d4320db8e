import type { ServiceError } from '../../../domain/index';
import type { Analytics } from '../../../application/ports/analytics';

export class RecordingAnalytics implements Analytics {
  readonly pageViews: string[] = [];
  readonly exceptions: ServiceError[] = [];

  pageView(page: string) {
    this.pageViews.push(page);
  }

  exception(error: ServiceError) {
    this.exceptions.push(error);
  }
}
