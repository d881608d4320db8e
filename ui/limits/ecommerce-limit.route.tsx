import { EcommerceLimitScreen } from './ecommerce-limit.screen';

/** /edit-ecommerce-limit, loaded lazily by the route table. */
export default EcommerceLimitScreen;
