import { transcriptionEndpoints } from '@canstring/contracts';
import { handler, hostsMeeting } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { transcriptsOfMeetings } from '../db/lines-repository';

/**
 * The transcripts kept from the meetings, the latest spoken first: only those of the meetings the
 * caller hosts. The meeting service is asked about the meetings that have lines, not about every one.
 */
export const transcriptsHandler = (ctx: TranscriptionServiceContext) =>
  handler(transcriptionEndpoints.transcripts, async ({ actor, meetingNumbers }) => {
    const kept = await transcriptsOfMeetings(ctx.db, [...new Set(meetingNumbers)]);
    const hosted = new Set<string>();
    for (const { meetingNumber } of kept) {
      if (await hostsMeeting(ctx.nc, actor, meetingNumber)) hosted.add(meetingNumber);
    }
    return { transcripts: kept.filter((transcript) => hosted.has(transcript.meetingNumber)) };
  });
