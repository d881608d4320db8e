import { isPermitted, serviceError, type CardLink, type Permission, type ServiceError } from '../../domain/index';

/**
 * Section 6: without the link action the operation needs, the customer gets the catalogue's
 * notification and no call is made.
 */
export function missingPermission(
  card: { readonly links: readonly CardLink[] },
  permission: Permission,
): ServiceError | undefined {
  return isPermitted(card, permission) ? undefined : serviceError(permission.missingCode);
}
