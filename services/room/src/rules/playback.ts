import { type DisplayMode, roomMessages } from '@canstring/contracts';
import { conflict, keep, type SignalOf, type SignalRule } from './signals/signal-scope';

type PlaybackMethod = 'mp4Play' | 'mp4Pause' | 'mp4Seek' | 'youtubePlayOrSeek' | 'youtubePause';

/**
 * A playback signal of the shared video of `mode`: kept as where the video stands now (played,
 * paused, or as it was for a seek), then relayed.
 */
export const playbackRule =
  <M extends PlaybackMethod>(mode: DisplayMode, paused: boolean | 'as it was'): SignalRule<M> =>
  ({ signal, model, now, announce }) => {
    if (model.flags.displayMode !== mode) throw conflict(roomMessages.noSharedVideo);
    // Every playback method carries the same payload, the position.
    const { time } = (signal as SignalOf<PlaybackMethod>).payload;
    keep(model, 'playback', {
      paused: paused === 'as it was' ? (model.features.playback?.paused ?? true) : paused,
      time,
      at: now.toISOString(),
    });
    return announce();
  };
