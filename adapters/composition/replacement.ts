import type { Container } from 'inversify';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { bindUseCase, port } from './resolve';

/** The replace screen's use cases (section 2.7), bound by its lazily loaded chunk. */
export function bindReplacement(container: Container): void {
  bindUseCase(container, PrepareReplacement, (c) => new PrepareReplacement(port(c, 'reissue')));
  bindUseCase(container, ReplaceCard, (c) => new ReplaceCard(port(c, 'reissue'), port(c, 'sessionStore')));
  bindUseCase(
    container,
    StartAddressChange,
    (c) => new StartAddressChange(port(c, 'sessionStore'), port(c, 'navigation'), port(c, 'environment')),
  );
}
