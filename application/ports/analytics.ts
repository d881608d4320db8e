import type { ServiceError } from '../../domain/index';
import { token } from '../token';

/** Section 1: page-view and exception tracking. Fire and forget: tracking never fails a use case. */
export interface Analytics {
  /** A screen was shown, by its route path (`/card-management`). */
  pageView(page: string): void;
  /** A call failed and the customer was told (section 8, "Handling"). */
  exception(error: ServiceError): void;
}

export const Analytics = token<Analytics>('Analytics');
