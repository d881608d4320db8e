import { fail, ok, type Result, type ServiceError } from '../../../domain/index';

export type Call = { readonly method: string; readonly args: readonly unknown[] };

/** What every in-memory port shares: it records calls and can be told to fail the next ones. */
export class ScriptedAnswers {
  readonly calls: Call[] = [];
  private readonly failures = new Map<string, ServiceError[]>();
  private readonly holds = new Map<string, Promise<void>>();

  failNext(method: string, error: ServiceError): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
    return this;
  }

  /**
   * Keeps the next call of `method` on its way: recorded as sent, answered (and, for a bank that
   * changes its cards, carried out) only once the function returned is called.
   */
  holdNext(method: string): () => void {
    let release!: () => void;
    this.holds.set(method, new Promise((resolve) => (release = resolve)));
    return release;
  }

  callsOf(method: string): (readonly unknown[])[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  protected async answer<T>(
    method: string,
    args: readonly unknown[],
    value: () => T,
  ): Promise<Result<T, ServiceError>> {
    this.calls.push({ method, args });
    const hold = this.holds.get(method);
    if (hold) {
      this.holds.delete(method);
      await hold;
    }
    const failure = this.failures.get(method)?.shift();
    return failure ? fail(failure) : ok(value());
  }
}
