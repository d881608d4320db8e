import { SigningScreen } from './signing.screen';

/** /signing, loaded lazily by the route table. */
export default SigningScreen;
