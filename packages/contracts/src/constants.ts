/** Business constants and limits from the specification. Import them; never retype the numbers. */

/** Chat list, user, group and member lists: page size; offsets start at 0. */
export const PAGE_SIZE = 25;
export const PASSWORD_MIN_LENGTH = 5;
/**
 * How long a caller waits for a call whose handler hashes or checks a password or PIN (sign-in, its
 * PIN step, creating an account, changing a password). argon2id is deliberately costly and runs in a
 * pool of four threads, so a burst (a class's accounts made at once, everyone signing in as a lesson
 * starts) queues there: the caller waits for its turn rather than being told to try again while the
 * work goes on (an account made after the caller gave up, then 'already taken' when tried again).
 */
export const PASSWORD_WORK_TIMEOUT_MS = 30_000;
/** Toasts close by themselves after this long. */
export const TOAST_DURATION_MS = 3_000;
/** Record update/delete toasts are shorter. */
export const SHORT_TOAST_DURATION_MS = 1_000;
export const PRESENCE_POLL_INTERVAL_MS = 5_000;
export const PRESENCE_FIRST_POLL_MS = 1_000;
/** A width under 769 px is a phone: the simpler layout, the collapsed chat list. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const VERIFICATION_PIN_LENGTH = 6;
export const ROOM_ID_LENGTH = 11;
/** Default phone country on the sign-in and administration screens. */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** Default phone country for guests entering a meeting. */
export const GUEST_PHONE_COUNTRY = 'CA';
export const THANK_YOU_REDIRECT_MS = 4_000;
export const THANK_YOU_MOBILE_REDIRECT_MS = 2_000;
export const MEETING_HEARTBEAT_MS = 5_000;

/** Product choices where the specification is silent. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const PIN_LIFETIME_SECONDS = 10 * 60;
export const PIN_MAX_ATTEMPTS = 5;
/** Failed sign-ins for one email from one address before each further attempt from there has to wait. */
export const SIGN_IN_FREE_FAILURES = 5;
/**
 * Failed sign-ins for one email from all addresses together before an address that has failed too
 * waits as well (guesses spread over many addresses); an address without failures never waits.
 */
export const SIGN_IN_ACCOUNT_FREE_FAILURES = 20;
/**
 * The wait starts at one second and doubles with every further failure, up to this ceiling. It runs
 * from the address's own last attempt, so nobody else's failures keep the right password out longer.
 */
export const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;
/** Longest client address an edge passes on (an IPv6 address with its zone fits). */
export const CLIENT_ADDRESS_MAX_LENGTH = 64;
/** Upper bound on any free-text field, so no request can store megabytes in a name. */
export const TEXT_FIELD_MAX_LENGTH = 255;
export const LONG_TEXT_MAX_LENGTH = 4_000;
