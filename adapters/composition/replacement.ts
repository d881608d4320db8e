import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { Navigation } from '../../application/ports/navigation';
import { Reissue } from '../../application/ports/reissue';
import { SessionStore } from '../../application/ports/session-store';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { bindUseCase, resolve as port } from './resolve';

/** The replace screen's use cases (section 2.7), bound by its lazily loaded chunk. */
export function bindReplacement(container: Container): void {
  bindUseCase(container, PrepareReplacement, (c) => new PrepareReplacement(port(c, Reissue)));
  bindUseCase(container, ReplaceCard, (c) => new ReplaceCard(port(c, Reissue)));
  bindUseCase(container, StartAddressChange, (c) => new StartAddressChange(port(c, SessionStore), port(c, Navigation), port(c, Environment)));
}
