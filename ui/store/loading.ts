import { makeAutoObservable, runInAction } from 'mobx';

/** The calls in flight, counted, so overlapping calls keep the indicator until the last one ends. */
export class Loading {
  private calls = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get active(): boolean {
    return this.calls > 0;
  }

  /**
   * Counts a call until it settles, then applies its answer in the same store change as the
   * count's end. Each store change is a render React does at once (issue 14): one per answer,
   * not one for the count and another for what the answer changes a microtask later.
   */
  async during<T, R>(call: Promise<T>, apply: (answer: T) => R): Promise<R> {
    this.change(+1);
    let answer: T;
    try {
      answer = await call;
    } catch (error) {
      this.change(-1);
      throw error;
    }
    return runInAction(() => {
      this.change(-1);
      return apply(answer);
    });
  }

  private change(by: number): void {
    this.calls = Math.max(0, this.calls + by);
  }
}
