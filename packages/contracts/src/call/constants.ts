import { CAMERA_FRAME_RATE, CAMERA_HEIGHT, CAMERA_WIDTH } from '../media/device-preview';

/** Product choices for one-to-one calls where the specification is silent. */

/**
 * A ring nobody answers ends after this long as 'User is not available for the call !' for the caller
 * (spec 3 §8); 30 s is about what a phone rings before voicemail.
 */
export const CALL_RING_TIMEOUT_MS = 30_000;
/** Largest session description or ICE candidate text relayed (a video+audio SDP is about 5 kB). */
export const CALL_SIGNAL_MAX_LENGTH = 20_000;
/** Camera of a one-to-one call: the product's one camera size (spec 3 §9: 320x240 at 30 fps). */
export const CALL_VIDEO_CONSTRAINTS = {
  width: CAMERA_WIDTH,
  height: CAMERA_HEIGHT,
  frameRate: CAMERA_FRAME_RATE,
} as const;
/**
 * The ring tone, looped while a call rings out or in (spec 3 §9 "The ring audio loops"): the two-tone
 * ring of 440 + 480 Hz, on for 2 s in every 6 s, generated in the browser (no sound file).
 */
export const CALL_RING_TONE = {
  frequencies: [440, 480],
  onMs: 2_000,
  periodMs: 6_000,
  volume: 0.12,
} as const;
