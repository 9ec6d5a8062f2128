/** Longest chat message accepted, counted after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
/** Messages per page of a chat's history (spec 2 §9). */
export const CHAT_HISTORY_PAGE_SIZE = 25;
/** Longest client-generated idempotency key (unique_ref_id). */
export const CHAT_UNIQUE_REF_MAX_LENGTH = 100;
