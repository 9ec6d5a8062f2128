import { MEETING_DATE_FORMAT } from '@canstring/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as the schedule list shows it to a viewer in `zone`. */
export const formatInZone = (at: Date, zone: string): string =>
  dayjs(at).tz(zone).format(MEETING_DATE_FORMAT);

/** The last millisecond of the day `at` falls on, in `zone`. */
export const endOfDayInZone = (at: Date, zone: string): Date => dayjs(at).tz(zone).endOf('day').toDate();
