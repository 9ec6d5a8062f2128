import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';

const meetingNumberSchema = z.string().regex(/^\d{1,32}$/);

/** One final caption line of a meeting, as kept after it (spec 3 §6: the transcript). */
export const transcriptLineSchema = z.object({
  meetingNumber: meetingNumberSchema,
  participantId: z.uuid(),
  speakerName: z.string(),
  text: z.string(),
  /** When the line was recognised (ISO 8601). */
  at: z.iso.datetime(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** The transcription service's endpoints. */
export const transcriptionEndpoints = {
  /** The final lines of a meeting, oldest first; for its hosts only (organizer or host grant). */
  transcript: endpoint(
    'transcription.transcript',
    z.object({ actor: actorSchema, meetingNumber: meetingNumberSchema }),
    z.object({ lines: z.array(transcriptLineSchema) }),
  ),
};
