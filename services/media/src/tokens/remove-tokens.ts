import type { LiveMedia } from '../live-media/live-media-deps';
import { parseRoomMediaToken } from './room-media-token';

/**
 * Removes the tokens (from the core of every server holding them, and the room's allowed list) that
 * `which` selects. A server that does not answer is skipped: its sessions ended with it.
 */
export const removeTokens = async (
  media: Pick<LiveMedia, 'placement'>,
  which: (parts: NonNullable<ReturnType<typeof parseRoomMediaToken>>) => boolean,
): Promise<number> => {
  let removed = 0;
  const several = media.placement.servers.length > 1;
  for (const server of media.placement.servers) {
    const listed = several
      ? await server.admin.listTokens().catch(() => [])
      : await server.admin.listTokens();
    for (const token of listed) {
      const parts = parseRoomMediaToken(token);
      if (!parts || !which(parts)) continue;
      await server.admin.removeToken(token);
      if (await server.rooms.exists(parts.janusRoomId))
        await server.rooms.allow(parts.janusRoomId, [token], 'remove');
      removed += 1;
    }
  }
  return removed;
};
