import { ROOM_ID_LENGTH } from '../constants';

/** Meeting scheduling constants (spec 2 §2.2, §4, §9). */

/** The room id a meeting runs in is a string of this many digits (spec 3 §3 meeting_number). */
export const MEETING_NUMBER_LENGTH = ROOM_ID_LENGTH;

/** Seat types a meeting may have; webinar exists but the seat choice hides it (spec 2 §2.2). */
export const SEAT_TYPES = ['onetoone', 'conference', 'webinar'] as const;
export type SeatType = (typeof SEAT_TYPES)[number];
/** The seats the Schedule a Meeting modal offers. */
export const SELECTABLE_SEAT_TYPES: readonly SeatType[] = ['onetoone', 'conference'];
export const DEFAULT_SEAT_TYPE: SeatType = 'conference';

/** Scheduled end defaults to start plus 30 minutes. */
export const MEETING_DEFAULT_DURATION_MINUTES = 30;
/** A non-recurring meeting's end is its end plus 2 hours. */
export const NON_RECURRING_EXTRA_HOURS = 2;
/** A webinar's end is its end plus 168 hours. */
export const WEBINAR_EXTRA_HOURS = 168;

/** Start and end as the schedule list shows them, in the viewer's time zone (dayjs format). */
export const MEETING_DATE_FORMAT = 'MMM DD YYYY, HH:mm';

/**
 * A recurring start picked as "now" reaches the server a little later; starts this close to now
 * still count as now.
 */
export const MEETING_START_GRACE_MS = 60_000;

/** Schedule list page size when the caller gives none (the spec does not give one for meetings). */
export const MEETING_LIST_DEFAULT_LIMIT = 25;
export const MEETING_LIST_MAX_LIMIT = 100;
