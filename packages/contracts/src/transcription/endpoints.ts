import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { MEETING_LIST_MAX_LIMIT } from '../meeting/constants';

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

/** A meeting that has a kept transcript, as the hosts' list of transcripts shows it. */
export const keptTranscriptSchema = z.object({
  meetingNumber: meetingNumberSchema,
  /** How many final lines it holds (at least one). */
  lines: z.number().int().min(1),
  /** When its first and last lines were recognised (ISO 8601). */
  firstAt: z.iso.datetime(),
  lastAt: z.iso.datetime(),
});
export type KeptTranscript = z.infer<typeof keptTranscriptSchema>;

/** The transcription service's endpoints. */
export const transcriptionEndpoints = {
  /**
   * The final lines of a meeting, oldest first, and the same transcript as text and as WebVTT (the
   * downloads); for its hosts only (organizer or host grant).
   */
  transcript: endpoint(
    'transcription.transcript',
    z.object({ actor: actorSchema, meetingNumber: meetingNumberSchema }),
    z.object({ lines: z.array(transcriptLineSchema), text: z.string(), vtt: z.string() }),
  ),
  /**
   * The transcripts kept from these meetings, the latest spoken first: those of the meetings the
   * caller hosts (the others are left out, as a list of someone else's meetings would be).
   */
  transcripts: endpoint(
    'transcription.transcripts.list',
    z.object({
      actor: actorSchema,
      meetingNumbers: z.array(meetingNumberSchema).min(1).max(MEETING_LIST_MAX_LIMIT),
    }),
    z.object({ transcripts: z.array(keptTranscriptSchema) }),
  ),
};
