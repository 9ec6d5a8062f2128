import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago an ISO time was, in words ('3 days ago'). */
export const timeSince = (iso: string, now: Date = new Date()): string => dayjs(iso).from(now);
