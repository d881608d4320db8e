import type { PortalConfig } from '../portal-config';

declare const PORTAL_CONFIG: PortalConfig;

/** The Environment's part the portal scripts need; the sandbox puts it in front of each script it serves. */
export const config: PortalConfig = PORTAL_CONFIG;
