import type { Container } from 'inversify';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { Environment } from '../../application/environment';
import { HttpReissue } from '../http/http-reissue';
import { BankHttp } from './bank-http';
import { bindLazyPort, bindUseCase, port, resolve } from './resolve';
import { AdapterContext } from './adapter-context';

/**
 * The replace screen's use cases (section 2.7) and the reissue port's HTTP adapter (unless a test
 * bound a fake first, createContainer's `reissue`), bound by its lazily loaded chunk: the address
 * check and the fee's parser are not the first load's (issue 34).
 */
export function bindReplacement(container: Container): void {
  bindLazyPort(container, 'reissue', (c) => {
    const { apiPrefix, consumerId } = resolve(c, Environment);
    const { newId, language } = resolve(c, AdapterContext);
    return new HttpReissue(resolve(c, BankHttp), { prefix: apiPrefix, consumerId, newId, language });
  });
  bindUseCase(container, PrepareReplacement, (c) => new PrepareReplacement(port(c, 'reissue')));
  bindUseCase(container, ReplaceCard, (c) => new ReplaceCard(port(c, 'reissue'), port(c, 'sessionStore')));
  bindUseCase(
    container,
    StartAddressChange,
    (c) => new StartAddressChange(port(c, 'sessionStore'), port(c, 'navigation'), port(c, 'environment')),
  );
}
