import { type Actor, AppError, ErrorCode, meetingEndpoints, whiteboardMessages } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';

/**
 * What a meeting keeps after its sessions (its whiteboards) is for its hosts: the organizer or a
 * holder of a host grant, as the meeting service answers. FORBIDDEN for anyone else.
 */
export const requireMeetingHost = async (
  ctx: RoomServiceContext,
  actor: Actor,
  meetingNumber: string,
): Promise<void> => {
  const access = await call(ctx.nc, meetingEndpoints.access, { actor, meeting: { meetingNumber } });
  if (!access.canHost) throw new AppError(ErrorCode.Forbidden, whiteboardMessages.hostsOnly);
};
