import { playbackRule } from '../playback';
import type { SignalRules } from './signal-scope';

/** Playback of a shared mp4/webm video (put up with shareDoc); kept for late joiners and relayed. */
export const mp4Signals = {
  mp4Play: playbackRule('mp4', false),
  mp4Pause: playbackRule('mp4', true),
  mp4Seek: playbackRule('mp4', 'as it was'),
} satisfies Partial<SignalRules>;
