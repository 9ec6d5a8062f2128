import {
  AppError,
  ErrorCode,
  meetingEndpoints,
  transcriptionEndpoints,
  transcriptionMessages,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { linesOfMeeting } from '../db/lines-repository';

/**
 * A meeting's transcript is for its hosts: the organizer or a holder of a host grant, as the meeting
 * service answers. FORBIDDEN for anyone else.
 */
export const transcriptHandler = (ctx: TranscriptionServiceContext) =>
  handler(transcriptionEndpoints.transcript, async ({ actor, meetingNumber }) => {
    const access = await call(ctx.nc, meetingEndpoints.access, { actor, meeting: { meetingNumber } });
    if (!access.canHost) throw new AppError(ErrorCode.Forbidden, transcriptionMessages.hostsOnly);
    return { lines: await linesOfMeeting(ctx.db, meetingNumber) };
  });
