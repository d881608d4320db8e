import type { Language } from '../../domain/index';
import { token } from '../../application/token';
import type { ScriptLoader } from '../browser/portal-script-loader';
import type { NewId } from '../http/request-headers';

/**
 * What a lazily bound port's adapter (port-tokens.ts, LAZY_PORTS) is made with beside the HTTP
 * client and the environment: each traced call's id, the page's language, its one portal script
 * loader and its document. Bound by createContainer, so a screen's lazy chunk can make the adapter
 * and the first load need not carry it (issue 34).
 */
export type AdapterContext = {
  readonly newId: NewId;
  readonly language: () => Language;
  readonly scripts: () => ScriptLoader;
  readonly document: () => Document;
};
export const AdapterContext = token<AdapterContext>('AdapterContext');
