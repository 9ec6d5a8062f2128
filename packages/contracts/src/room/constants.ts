/** Live-room timings and limits (spec 3 §4, §9; spec 2 §2.7, §4, §9). */

/** Each participant sends its meeting user record this often (the heartbeat). */
export const ROOM_HEARTBEAT_MS = 5_000;
/**
 * A participant silent this long leaves the list (default of the room service's
 * ROOM_PARTICIPANT_GRACE_MS; three missed heartbeats).
 */
export const ROOM_PARTICIPANT_GRACE_MS = 15_000;
/**
 * A seat given in the device preview (the participant id of the coming join) is kept this long; a
 * join after it gets a new id, and its media starts from scratch.
 */
export const ROOM_SEAT_TTL_MS = 60 * 60_000;
/**
 * The admission a seat was given with (the meeting service's answer, who the person is) stands for
 * a join with that seat this long after it was given; a later join is admitted afresh.
 */
export const ROOM_SEAT_ADMISSION_MS = 2 * 60_000;
/**
 * Seats one person holds in one room at once (device previews open in several tabs): a new one gives
 * up the oldest, so a person asking again and again holds no more.
 */
export const ROOM_SEATS_PER_PERSON = 3;
/**
 * Participants whose room state one `room.states` read answers at most: a gateway reads the state
 * once for the subscriptions of a room that start together, in batches of this many.
 */
export const ROOM_STATE_ASKS_MAX = 500;
/** A hosting transfer gives power for 15 s… */
export const TEMP_HOST_FIRST_MS = 15_000;
/** …renewed by 60 s while the temporary host is present. */
export const TEMP_HOST_RENEW_MS = 60_000;
/** Repeat clicks on Make Host within this lock are refused. */
export const HOST_TRANSFER_LOCK_MS = 4_000;
/** The host absent this long ends the meeting for the others. */
export const HOST_ABSENT_EXIT_MS = 300_000;
/** The unstarted host is reminded this often that no one can hear them… */
export const START_REMINDER_MS = 10_000;
/** …and hinted to press start after this long. */
export const START_HINT_MS = 5_000;
/** Viewers leave this long after the organizer ends the meeting. */
export const MEETING_STOPPED_REDIRECT_MS = 2_000;
/** A refused (locked) joiner is disconnected after this long. */
export const LOCKED_DISCONNECT_MS = 3_000;
/** A removed participant leaves after this long. */
export const REMOVED_LEAVE_MS = 3_000;
/** A lost signalling connection is retried after this long (spec 3 §8 disconnection). */
export const SIGNALLING_RECONNECT_MS = 10_000;
/** Webinar participant list: first page, then Load More pages. */
export const WEBINAR_LIST_FIRST = 20;
export const WEBINAR_LIST_MORE = 100;
/** Display names are cut at 7 characters with '..' appended (16 for public users). */
export const DISPLAY_NAME_MAX = 7;
export const PUBLIC_DISPLAY_NAME_MAX = 16;
export const DISPLAY_NAME_ELLIPSIS = '..';
/** Speaking indicator: one dot under 40, two under 60, three from 60; reset after 2 s. */
export const SPEAKING_LEVELS = [40, 60] as const;
export const SPEAKING_THRESHOLD = 20;
export const SPEAKING_RESET_MS = 2_000;
/** Sends of isSpeaking are blocked this long after one. */
export const SPEAKING_SEND_BLOCK_MS = 3_000;
/** The grid moves a speaker into view at most this often (spec 3 §9 speaking reorder lock). */
export const SPEAKING_REORDER_LOCK_MS = 4_000;
/** A media connection that could not be restored: the page reloads this long after saying so (spec 3 §4, §8). */
export const CONNECTION_LOST_RELOAD_MS = 10_000;
/** A room chat message is at most this long. */
export const ROOM_CHAT_MAX_LENGTH = 2_000;
/** Room chat kept for late joiners and reconnects: the newest this many. */
export const ROOM_CHAT_HISTORY = 200;
/** Final caption lines the room keeps for late joiners' Dialogue tab. */
export const ROOM_CAPTION_LINES_KEPT = 50;
/** Phones narrower than this show the list collapsed; in portrait they are asked to rotate. */
export const MOBILE_MAX_WIDTH = 768;
/** A signal's payload, as JSON text, is at most this long (whiteboard strokes are the largest). */
export const ROOM_SIGNAL_MAX_LENGTH = 64 * 1024;
