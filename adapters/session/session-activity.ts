/**
 * When the portal last answered the app: every answered call with a live session restarts the
 * portal's idle time. A 401 may mean the session is gone, so it does not count.
 */
export class SessionActivity {
  private last: number | undefined;

  constructor(private readonly now: () => number) {}

  answered(status: number): void {
    if (status !== 401) this.last = this.now();
  }

  lastActivity(): number | undefined {
    return this.last;
  }
}
