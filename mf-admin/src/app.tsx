import { areaLifecycles } from '@canstring/ui';
import { AdministrationArea } from './area';

/** The single-spa lifecycles the shell mounts as a parcel. */
export const { bootstrap, mount, unmount, update } = areaLifecycles(AdministrationArea);
