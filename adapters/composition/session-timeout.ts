import type { Container } from 'inversify';
import { ExtendSession } from '../../application/use-cases/extend-session';
import { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import { SignOut } from '../../application/use-cases/sign-out';
import { bindUseCase, port } from './resolve';

/**
 * The session-timeout warning's use cases (WCAG 2.2.1), bound by the warning's lazily loaded
 * chunk (ui/shell/session-timeout-dialog.tsx) as it arrives: none of them is needed for the
 * first card (issue 14), so the first load carries none of them.
 */
export function bindSessionTimeout(container: Container): void {
  bindUseCase(
    container,
    ReadSessionTimeLeft,
    (c) => new ReadSessionTimeLeft(port(c, 'session'), port(c, 'clock'), port(c, 'environment')),
  );
  bindUseCase(container, ExtendSession, (c) => new ExtendSession(port(c, 'session')));
  bindUseCase(container, SignOut, (c) => new SignOut(port(c, 'session')));
}
