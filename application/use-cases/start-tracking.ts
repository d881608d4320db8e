import type { Analytics } from '../ports/analytics';

/** Issue 14: the first card is on screen; tracking held back until now may go out. */
export class StartTracking {
  constructor(private readonly analytics: Analytics) {}

  execute(): void {
    this.analytics.release();
  }
}
