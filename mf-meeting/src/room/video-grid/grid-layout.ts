import type { ConferenceFeed } from '@canstring/client/media';
import type { RoomParticipantView } from '@canstring/client/room';
import { VIDEO_GRID_MAX_REMOTE_TILES, VIDEO_GRID_RATIO_LIMITS } from '@canstring/contracts';

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
 * The remote tiles of the grid (spec 2 §2.8: 1 to 5): those sending a picture first, then the others
 * in the room's order; the rest stay in the participants list. Feeds with no tile are still heard.
 */
export const remoteTiles = (
  participants: RoomParticipantView[],
  meId: string | null,
  feeds: ConferenceFeed[],
): { tiles: RemoteTile[]; untiled: ConferenceFeed[] } => {
  const feedOf = new Map(feeds.map((f) => [f.participantId, f]));
  const others = participants.filter((p) => p.participantId !== meId);
  const sending = others.filter((p) => feedOf.has(p.participantId));
  const quiet = others.filter((p) => !feedOf.has(p.participantId));
  const tiles = [...sending, ...quiet]
    .slice(0, VIDEO_GRID_MAX_REMOTE_TILES)
    .map((participant) => ({ participant, feed: feedOf.get(participant.participantId) }));
  const shown = new Set(tiles.map((t) => t.feed?.feedId));
  return { tiles, untiled: feeds.filter((f) => !shown.has(f.feedId)) };
};
