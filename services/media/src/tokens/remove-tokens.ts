import type { LiveMedia } from '../live-media/live-media-deps';
import { parseRoomMediaToken } from './room-media-token';

/** Removes the tokens (from the core and the room's allowed list) that `which` selects. */
export const removeTokens = async (
  media: LiveMedia,
  which: (parts: NonNullable<ReturnType<typeof parseRoomMediaToken>>) => boolean,
): Promise<number> => {
  let removed = 0;
  for (const token of await media.janus.listTokens()) {
    const parts = parseRoomMediaToken(token);
    if (!parts || !which(parts)) continue;
    await media.janus.removeToken(token);
    if (await media.rooms.exists(parts.janusRoomId))
      await media.rooms.allow(parts.janusRoomId, [token], 'remove');
    removed += 1;
  }
  return removed;
};
