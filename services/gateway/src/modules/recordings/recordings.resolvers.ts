import { mediaEndpoints, type Recording, roomEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { roomCallerOf } from '../room/room-caller';

interface RecordingControlArgs {
  meetingNumber: string;
  participantId: string;
}
interface DoorArgs {
  door: { alias: string; currentDate: string; zone: string; asHost?: boolean | null };
}
interface Playback {
  playPath: string;
  captionsPath: string | null;
}

/** One ticket per listed recording, shared by its playUrl and captionsUrl. */
const playbacks = new WeakMap<Recording, Promise<Playback | null>>();

const playbackOf = (recording: Recording, ctx: GatewayContext): Promise<Playback | null> => {
  let playback = playbacks.get(recording);
  if (!playback) {
    playback =
      recording.status === 'ready' && recording.playable
        ? requireActor(ctx).then((actor) =>
            ctx.call(mediaEndpoints.recordingPlayTicket, { actor, uniqueName: recording.uniqueName }),
          )
        : Promise.resolve(null);
    playbacks.set(recording, playback);
  }
  return playback;
};

/** Starting and stopping a recording (the room service decides who may), and playing a ready one. */
export const recordingsResolvers = {
  Query: {
    roomRecording: async (_: unknown, { door }: DoorArgs, ctx: GatewayContext) =>
      (
        await ctx.call(roomEndpoints.recordingStatus, {
          caller: await roomCallerOf(ctx),
          alias: door.alias,
          currentDate: door.currentDate,
          zone: door.zone,
          asHost: door.asHost ?? false,
        })
      ).recording,
  },
  Mutation: {
    startRecording: async (_: unknown, args: RecordingControlArgs, ctx: GatewayContext) =>
      (
        await ctx.call(roomEndpoints.recordingStart, {
          caller: await roomCallerOf(ctx),
          meetingNumber: args.meetingNumber,
          participantId: args.participantId,
        })
      ).recordingId,
    stopRecording: async (_: unknown, args: RecordingControlArgs, ctx: GatewayContext) => {
      await ctx.call(roomEndpoints.recordingStop, {
        caller: await roomCallerOf(ctx),
        meetingNumber: args.meetingNumber,
        participantId: args.participantId,
      });
      return true;
    },
  },
  Recording: {
    playUrl: async (recording: Recording, _: unknown, ctx: GatewayContext) =>
      (await playbackOf(recording, ctx))?.playPath ?? null,
    captionsUrl: async (recording: Recording, _: unknown, ctx: GatewayContext) =>
      (await playbackOf(recording, ctx))?.captionsPath ?? null,
  },
} satisfies GatewayModule['resolvers'];
