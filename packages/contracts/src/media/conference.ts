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

/** Spec 3 §9: the screen is captured at 1.1 times its size. */
export const SCREEN_CAPTURE_SCALE = 1.1;

/** What to ask `getDisplayMedia` for, given the screen's size (spec 3 §9); video only. */
export const screenCaptureConstraints = (screenWidth: number, screenHeight: number) => ({
  video: {
    width: { ideal: Math.round(screenWidth * SCREEN_CAPTURE_SCALE) },
    height: { ideal: Math.round(screenHeight * SCREEN_CAPTURE_SCALE) },
  },
  audio: false,
});

/**
 * The VideoRoom display of a participant's screen feed: the same participant id as their camera
 * feed, marked, so the room shows it in the screen-share area instead of the grid.
 */
export const screenFeedDisplay = (participantId: string): string => `screen:${participantId}`;

/** The participant whose screen a feed's display names; null for a camera feed. */
export const screenSharerOfDisplay = (display: string): string | null =>
  display.startsWith('screen:') ? display.slice('screen:'.length) : null;

/**
 * A conference that could not be joined (no pass, or Janus refused it) is tried again, with a fresh
 * pass, this long after its message shows: the pace of the publishing retry.
 */
export const CONFERENCE_JOIN_RETRY_MS = PUBLISH_RETRY_MS;

/**
 * A media server lost mid-meeting: every participant of its rooms decodes video again within this
 * long of the loss (on another server).
 */
export const MEDIA_SERVER_LOSS_TARGET_MS = 5_000;

/** Spec 3 §8: the publishing failure; the error's own words follow it. */
export const conferenceMessages = {
  publishFailed: 'Publishing failed, application will restart in a moment. Error: ',
  /** Not in the spec: the conference could not be joined; the reason follows, and it is tried again. */
  joinFailed: 'The video conference could not be joined, trying again in a moment. Error: ',
  /** Not in the spec: the media server was lost and the conference joins again (on another one). */
  reconnecting: 'Reconnecting the video…',
} as const;
