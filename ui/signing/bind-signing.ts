import type { Container } from 'inversify';
import { AppStore } from '../app-store';
import { bindTransient } from '../bind-transient';
import { SigningPresenter } from './signing.presenter';

/** Bound when the signing page is first shown (its lazily loaded chunk); one presenter per mount. */
export function bindSigningPresenter(container: Container): void {
  bindTransient(container, SigningPresenter, (c) => new SigningPresenter(c.get(AppStore)));
}
