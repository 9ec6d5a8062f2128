import { type Actor, AppError, ErrorCode, meetingEndpoints } from '@canstring/contracts';
import { call } from './call';
import type { NatsConnection } from './nats';

/**
 * What a meeting keeps after its sessions (whiteboards, transcripts) is for its hosts: the organizer
 * or a holder of a host grant, as the meeting service answers. FORBIDDEN with `refusal` for anyone
 * else (the meeting service's own refusals, such as an unknown meeting, pass on as they are).
 */
export const requireMeetingHost = async (
  nc: NatsConnection,
  actor: Actor,
  meetingNumber: string,
  refusal: string,
): Promise<void> => {
  const access = await call(nc, meetingEndpoints.access, { actor, meeting: { meetingNumber } });
  if (!access.canHost) throw new AppError(ErrorCode.Forbidden, refusal);
};

/** Whether the caller hosts the meeting; a meeting they may not see, or that is gone, is not theirs. */
export const hostsMeeting = async (
  nc: NatsConnection,
  actor: Actor,
  meetingNumber: string,
): Promise<boolean> => {
  try {
    await requireMeetingHost(nc, actor, meetingNumber, '');
    return true;
  } catch (error) {
    const refused =
      error instanceof AppError && (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound);
    if (refused) return false;
    throw error;
  }
};
