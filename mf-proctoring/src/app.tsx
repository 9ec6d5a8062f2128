import { areaLifecycles } from '@canstring/ui';
import { ProctoringArea } from './area';

/** The single-spa lifecycles the shell mounts as a parcel. */
export const { bootstrap, mount, unmount, update } = areaLifecycles(ProctoringArea);
