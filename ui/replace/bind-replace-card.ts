import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { AppStore } from '../app-store';
import { bindTransient } from '../bind-transient';
import { ReplaceCardPresenter } from './replace-card.presenter';

/** Bound when the replace screen is first shown (it is a lazily loaded chunk). */
export function bindReplaceCardPresenter(container: Container): void {
  bindTransient(container, ReplaceCardPresenter, (c) => new ReplaceCardPresenter(c.get(AppStore), c.get<Environment>(Environment)));
}
