/** Product choices where the specification is silent. */

/** Most people one presence read may ask about. */
export const PRESENCE_QUERY_MAX_USERS = 100;
/** How often each gateway process tells the user service which connections it still holds. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/**
 * A gateway process silent for this long is taken as gone: its connections are dropped, so a crashed
 * process does not leave people online for ever.
 */
export const PRESENCE_STALE_MS = 30_000;
/** Longest connection or gateway process id accepted. */
export const PRESENCE_ID_MAX_LENGTH = 128;
