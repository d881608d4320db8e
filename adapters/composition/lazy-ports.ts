import type { Container } from 'inversify';
import { Environment } from '../../application/environment';
import { HttpLimits } from '../http/http-limits';
import { HttpRegions } from '../http/http-regions';
import { BankHttp } from './bank-http';
import { bindLazyPort, resolve } from './resolve';

/**
 * Issue 34: the limits' and the regions' adapters, bound by every lazily loaded group whose use
 * cases take those ports (the editors', the trip's, what follows a trip's signature), not by
 * createContainer: the first load carries neither (port-tokens.ts, LAZY_PORTS). A group of its
 * own, so a chunk that binds them does not bring another group's use cases.
 */
export function bindLimitsPort(container: Container): void {
  bindLazyPort(container, 'limits', (c) => new HttpLimits(resolve(c, BankHttp)));
}

export function bindRegionsPort(container: Container): void {
  bindLazyPort(container, 'regions', (c) => new HttpRegions(resolve(c, BankHttp), resolve(c, Environment).apiPrefix));
}
