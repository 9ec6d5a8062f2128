import { relay, type SignalRules } from './signal-scope';

/** Playback of a shared mp4 video (put up with shareDoc); relayed, not kept. */
export const mp4Signals = {
  mp4Play: relay,
  mp4Pause: relay,
  mp4Seek: relay,
} satisfies Partial<SignalRules>;
