import type { Result, ServiceError } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { Portal, PortalPart } from '../../application/ports/portal';
import type { ScriptLoader, ScriptKind } from './portal-script-loader';

const SCRIPTS: Readonly<
  Record<PortalPart, { readonly path: (portal: Environment['portal']) => string; readonly kind: ScriptKind }>
> = {
  header: { path: (portal) => portal.headerScript, kind: 'classic' },
  footer: { path: (portal) => portal.footerScript, kind: 'classic' },
  // Section 2.2: the chat client v2 is an ES module.
  chat: { path: (portal) => portal.chatClientScript, kind: 'module' },
};

/** Section 2.2: the header (v2), footer (v3) and chat client (v2) scripts of the portal. */
export class PortalScripts implements Portal {
  constructor(
    private readonly loader: ScriptLoader,
    private readonly portal: Environment['portal'],
  ) {}

  load(part: PortalPart): Promise<Result<void, ServiceError>> {
    const script = SCRIPTS[part];
    return this.loader.load(script.path(this.portal), script.kind);
  }
}
