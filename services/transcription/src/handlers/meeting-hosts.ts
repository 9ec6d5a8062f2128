import {
  type Actor,
  AppError,
  ErrorCode,
  meetingEndpoints,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';

/**
 * A meeting's transcript is for its hosts: the organizer or a holder of a host grant, as the meeting
 * service answers. FORBIDDEN for anyone else.
 */
export const requireMeetingHost = async (
  ctx: TranscriptionServiceContext,
  actor: Actor,
  meetingNumber: string,
): Promise<void> => {
  const access = await call(ctx.nc, meetingEndpoints.access, { actor, meeting: { meetingNumber } });
  if (!access.canHost) throw new AppError(ErrorCode.Forbidden, transcriptionMessages.hostsOnly);
};

/** Whether the caller hosts the meeting; a meeting they may not see, or that is gone, is not theirs. */
export const hostsMeeting = async (
  ctx: TranscriptionServiceContext,
  actor: Actor,
  meetingNumber: string,
): Promise<boolean> => {
  try {
    await requireMeetingHost(ctx, actor, meetingNumber);
    return true;
  } catch (error) {
    const refused =
      error instanceof AppError && (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound);
    if (refused) return false;
    throw error;
  }
};
