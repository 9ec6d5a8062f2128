import type { ScheduleViewProps } from '@canstring/client';
import { areaLifecycles } from '@canstring/ui';
import { ScheduleView } from './schedule/schedule-view';

/** The schedule view's single-spa lifecycles, mounted by other areas through `loadView('meeting', 'schedule')`. */
export const { bootstrap, mount, unmount, update } = areaLifecycles<ScheduleViewProps>(ScheduleView);
