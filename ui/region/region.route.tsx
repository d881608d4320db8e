import { RegionScreen } from './region.screen';

/** /edit-region, loaded lazily by the route table. */
export default RegionScreen;
