import { transcriptionEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';

/** The gateway only names the signed-in caller: the transcription service checks they host the meeting. */
export const transcriptsResolvers = {
  Query: {
    meetingTranscripts: async (_: unknown, args: { meetingNumbers: string[] }, ctx: GatewayContext) =>
      (
        await ctx.call(transcriptionEndpoints.transcripts, {
          actor: await requireActor(ctx),
          meetingNumbers: args.meetingNumbers,
        })
      ).transcripts,
    meetingTranscript: async (_: unknown, args: { meetingNumber: string }, ctx: GatewayContext) => {
      const { text, vtt } = await ctx.call(transcriptionEndpoints.transcript, {
        actor: await requireActor(ctx),
        meetingNumber: args.meetingNumber,
      });
      return { text, vtt };
    },
  },
} satisfies GatewayModule['resolvers'];
