import { serviceError } from '../../../domain/index';
import type { Portal, PortalPart } from '../../../application/ports/portal';
import { ScriptedAnswers } from './scripted-answers';

/**
 * A portal whose parts load at once, unless told to fail; `hold()` keeps every load waiting
 * until `release()`, to see the page while the portal is still loading.
 */
export class FakePortal extends ScriptedAnswers implements Portal {
  private held: (() => void)[] | undefined;

  unavailable(...parts: PortalPart[]): this {
    for (const part of parts) this.failNext(part, serviceError('NETWORK_UNAVAILABLE'));
    return this;
  }

  hold(): this {
    this.held = [];
    return this;
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const resume of waiting) resume();
  }

  async load(part: PortalPart) {
    if (this.held) await new Promise<void>((resume) => this.held!.push(resume));
    return this.answer(part, [], () => undefined);
  }
}
