import type { Navigation, PageAddress } from '../../../application/ports/navigation';

/** A page that records where the app sent it instead of going there. */
export class FakeNavigation implements Navigation {
  readonly left: string[] = [];
  readonly reloads: string[] = [];
  screenChanges = 0;

  constructor(public address: PageAddress = { pathname: '/nl/betaalpassen/', search: '', hash: '#/card-management' }) {}

  current() {
    return this.address;
  }

  leaveTo(url: string) {
    this.left.push(url);
  }

  reload(url: string) {
    this.reloads.push(url);
  }

  private screen = new AbortController();

  screenChanged() {
    this.screenChanges += 1;
    this.screen.abort();
    this.screen = new AbortController();
  }

  screenSignal() {
    return this.screen.signal;
  }
}
