import { areaLifecycles } from '@canstring/ui';
import { ChatArea } from './area';

/** The single-spa lifecycles the shell mounts as a parcel. */
export const { bootstrap, mount, unmount, update } = areaLifecycles(ChatArea);
