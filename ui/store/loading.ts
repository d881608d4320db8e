import { makeAutoObservable } from 'mobx';

/** The calls in flight, counted, so overlapping calls keep the indicator until the last one ends. */
export class Loading {
  private calls = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get active(): boolean {
    return this.calls > 0;
  }

  /** Counts a call until it settles, and answers what it answers. */
  async track<T>(call: Promise<T>): Promise<T> {
    this.change(+1);
    try {
      return await call;
    } finally {
      this.change(-1);
    }
  }

  private change(by: number): void {
    this.calls = Math.max(0, this.calls + by);
  }
}
