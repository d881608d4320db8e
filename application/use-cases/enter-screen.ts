import type { Analytics } from '../ports/analytics';
import type { Navigation } from '../ports/navigation';

/**
 * A screen is shown: what the previous screen still waited for is cancelled (its answer would
 * land on the wrong screen), and the page view is tracked (section 1).
 */
export class EnterScreen {
  constructor(
    private readonly navigation: Navigation,
    private readonly analytics: Analytics,
  ) {}

  execute(input: { readonly route: string }): void {
    this.navigation.screenChanged();
    this.analytics.pageView(input.route);
  }
}
