/** The recordings modal's list (spec 2 §2.5, §9). */

/** Recordings per page; pages appear above this many. */
export const RECORDINGS_PAGE_SIZE = 15;
/** Page links shown at a time. */
export const RECORDINGS_PAGE_LINKS = 2;
