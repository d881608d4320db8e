import { token } from '../token';
import type { Answer } from './answer';

/** Section 2.2: the parts of the page the bank's portal provides around the app. */
export const PORTAL_PARTS = ['header', 'footer', 'chat'] as const;
export type PortalPart = (typeof PORTAL_PARTS)[number];

/** The portal's shared header, footer and chat client. */
export interface Portal {
  /** Makes a part available to the page (its script loaded); it may fail or time out. */
  load(part: PortalPart): Answer<void>;
}

export const Portal = token<Portal>('Portal');
