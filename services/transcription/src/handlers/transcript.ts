import { transcriptionEndpoints, transcriptionMessages } from '@canstring/contracts';
import { handler, requireMeetingHost } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { linesOfMeeting } from '../db/lines-repository';
import { transcriptText, transcriptWebVtt } from '../transcript';

/** A meeting's lines, and the transcript as text and WebVTT: for its hosts only. */
export const transcriptHandler = (ctx: TranscriptionServiceContext) =>
  handler(transcriptionEndpoints.transcript, async ({ actor, meetingNumber }) => {
    await requireMeetingHost(ctx.nc, actor, meetingNumber, transcriptionMessages.hostsOnly);
    const lines = await linesOfMeeting(ctx.db, meetingNumber);
    return { lines, text: transcriptText(lines), vtt: transcriptWebVtt(lines) };
  });
