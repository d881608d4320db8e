import type { Environment } from '../../application/environment';
import { apiPaths } from '../http/api-paths';
import { cardOperations } from './card-operations';
import { changeBasketOperations } from './change-basket-operations';
import { controlOperations } from './control-operations';
import { historyOperations } from './history-operations';
import { limitOperations } from './limit-operations';
import type { Operations } from './operation';
import { portalOperations } from './portal-operations';
import { productOperations } from './product-operations';
import { regionOperations } from './region-operations';
import { sessionOperations } from './session-operations';
import { signingOperations } from './signing-operations';

/** Every documented call of this sandbox, keyed as its route is registered (`METHOD url`). */
export function contractOperations(environment: Environment, options: { readonly control: boolean }): Operations {
  const paths = apiPaths(environment);
  return {
    ...sessionOperations(environment),
    ...portalOperations(environment),
    ...cardOperations(paths),
    ...historyOperations(environment),
    ...productOperations(paths, environment),
    ...limitOperations(paths),
    ...changeBasketOperations(environment),
    ...regionOperations(paths),
    ...signingOperations(paths),
    ...(options.control ? controlOperations() : {}),
  };
}
