import type { Container } from 'inversify';
import { ExtendSession } from '../../application/use-cases/extend-session';
import { SignOut } from '../../application/use-cases/sign-out';
import { bindUseCase, port } from './resolve';

/**
 * The session-timeout warning's use cases (WCAG 2.2.1), bound by the warning's lazily loaded
 * chunk (ui/shell/session-timeout-dialog.tsx) as it arrives: none of them is needed for the
 * first card (issue 14), so the first load carries none of them. Reading the time left is the
 * first load's (first-load-use-cases.ts): the shell asks for the chunk when the warning can be due.
 */
export function bindSessionTimeout(container: Container): void {
  bindUseCase(container, ExtendSession, (c) => new ExtendSession(port(c, 'session')));
  bindUseCase(container, SignOut, (c) => new SignOut(port(c, 'session')));
}
