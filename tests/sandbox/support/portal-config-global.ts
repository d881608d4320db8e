import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { portalConfigOf } from '../../../sandbox/portal/portal-config';

// The portal's scripts read the constant the sandbox puts in front of each one it serves
// (sandbox/portal/portal-assets.ts); imported before a script, this puts it on the test's window.
(globalThis as { PORTAL_CONFIG?: unknown }).PORTAL_CONFIG = portalConfigOf(DEFAULT_ENVIRONMENT);
