import type { ConferenceFeed } from '@canstring/client/media';
import type { RoomParticipantView } from '@canstring/client/room';
import {
  SPEAKING_REORDER_LOCK_MS,
  VIDEO_GRID_MAX_REMOTE_TILES,
  VIDEO_GRID_RATIO_LIMITS,
} from '@canstring/contracts';

/**
 * A tile's width-to-height ratio for a picture of this size, kept within the grid's limits (spec 3
 * §9: height over width between 9/16 and 3/4). Before the picture is known, the camera's 4:3.
 */
export const tileAspectRatio = (videoWidth: number, videoHeight: number): number => {
  const { tallest, widest } = VIDEO_GRID_RATIO_LIMITS;
  if (!(videoWidth > 0 && videoHeight > 0)) return 1 / tallest;
  const heightOverWidth = Math.min(tallest, Math.max(widest, videoHeight / videoWidth));
  return 1 / heightOverWidth;
};

export interface RemoteTile {
  participant: RoomParticipantView;
  feed: ConferenceFeed | undefined;
}

/**
 * The remote tiles of the grid (spec 2 §2.8: 1 to 5): speakers moved into view first (newest first),
 * then those sending a picture, then the others in the room's order; the rest stay in the
 * participants list. Feeds with no tile are still heard.
 */
export const remoteTiles = (
  participants: RoomParticipantView[],
  meId: string | null,
  feeds: ConferenceFeed[],
  speakersFirst: readonly string[] = [],
): { tiles: RemoteTile[]; untiled: ConferenceFeed[] } => {
  const feedOf = new Map(feeds.map((f) => [f.participantId, f]));
  const others = participants.filter((p) => p.participantId !== meId);
  const rank = (p: RoomParticipantView) => {
    const moved = speakersFirst.indexOf(p.participantId);
    return moved >= 0 ? moved : speakersFirst.length + (feedOf.has(p.participantId) ? 0 : 1);
  };
  // Array sort is stable: equal ranks keep the room's order.
  const tiles = [...others]
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, VIDEO_GRID_MAX_REMOTE_TILES)
    .map((participant) => ({ participant, feed: feedOf.get(participant.participantId) }));
  const shown = new Set(tiles.map((t) => t.feed?.feedId));
  return { tiles, untiled: feeds.filter((f) => !shown.has(f.feedId)) };
};

/** The speakers the grid moved into view, newest first, and when it last moved one. */
export interface SpeakerOrder {
  first: readonly string[];
  movedAt: number;
}
export const noSpeakerOrder: SpeakerOrder = { first: [], movedAt: Number.NEGATIVE_INFINITY };

/**
 * Moves a speaker who has no tile into view (spec 3 §9), but not within SPEAKING_REORDER_LOCK_MS of
 * the last move, so the grid does not jump between people talking at once.
 */
export const moveSpeakerIntoView = (
  order: SpeakerOrder,
  speakingIds: readonly string[],
  shownIds: ReadonlySet<string>,
  now: number,
): SpeakerOrder => {
  if (now - order.movedAt < SPEAKING_REORDER_LOCK_MS) return order;
  const outside = speakingIds.find((id) => !shownIds.has(id));
  if (!outside) return order;
  return {
    first: [outside, ...order.first.filter((id) => id !== outside)].slice(0, VIDEO_GRID_MAX_REMOTE_TILES),
    movedAt: now,
  };
};
