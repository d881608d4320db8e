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
   * not one for the count and another for what the answer changes a microtask later. With the
   * `screen` that asked, counted only while it is shown: a change that outlives it (reading 108)
   * keeps no spinner on the screen the customer went to.
   */
  async during<T, R>(call: Promise<T>, apply: (answer: T) => R, screen?: AbortSignal): Promise<R> {
    let counted = true;
    const uncount = () => {
      if (counted) this.change(-1);
      counted = false;
    };
    this.change(+1);
    screen?.addEventListener('abort', uncount, { once: true });
    let answer: T;
    try {
      answer = await call;
    } catch (error) {
      uncount();
      throw error;
    } finally {
      screen?.removeEventListener('abort', uncount);
    }
    return runInAction(() => {
      uncount();
      return apply(answer);
    });
  }

  private change(by: number): void {
    this.calls = Math.max(0, this.calls + by);
  }
}
