/** The conference on the SFU as the room shows it (spec 2 §2.8, spec 3 §8, §9). */

/** The grid shows 1 to 5 remote tiles (spec 2 §2.8); more publishers wait off the grid. */
export const VIDEO_GRID_MAX_REMOTE_TILES = 5;

/**
 * The grid's tile shape stays between these height-to-width ratios (spec 3 §9: "ratio limits 3/4
 * and 9/16"): 3/4 is the camera's 4:3 picture, 9/16 a wide 16:9 one.
 */
export const VIDEO_GRID_RATIO_LIMITS = { tallest: 3 / 4, widest: 9 / 16 } as const;

/** After a publishing failure the client tries again this long after showing its message. */
export const PUBLISH_RETRY_MS = 5_000;

/** Spec 3 §8: the publishing failure; the error's own words follow it. */
export const conferenceMessages = {
  publishFailed: 'Publishing failed, application will restart in a moment. Error: ',
} as const;
