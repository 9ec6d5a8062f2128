import { relay, type SignalRules } from './signal-scope';

/** Playback of a shared YouTube video (put up with shareDoc); relayed, not kept. */
export const youtubeSignals = {
  youtubePlayOrSeek: relay,
  youtubePause: relay,
} satisfies Partial<SignalRules>;
