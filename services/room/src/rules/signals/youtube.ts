import { playbackRule } from '../playback';
import type { SignalRules } from './signal-scope';

/** Playback of a shared YouTube video (put up with shareDoc); kept for late joiners and relayed. */
export const youtubeSignals = {
  youtubePlayOrSeek: playbackRule('youtube', false),
  youtubePause: playbackRule('youtube', true),
} satisfies Partial<SignalRules>;
