import { type RoomEvent, type RoomState, roomEndpoints } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { stateSeenBy } from './phones-seen';
import { doorCaller, roomCallerOf } from './room-caller';

interface EntryArgs {
  entry: {
    alias: string;
    currentDate: string;
    zone: string;
    windowId: string;
    asHost?: boolean | null;
    audioEnabled?: boolean | null;
    seat?: string | null;
    previewToken?: string | null;
  };
}
interface ParticipantArgs {
  participantId: string;
}

/**
 * Entering, the heartbeat, real-time methods and leaving (spec 3 §3, §4, §7). The gateway only names
 * the caller: the room service checks the input, that the participant is the caller's and the
 * caller's right to each method, and answers with the words the person sees.
 */
export const roomResolvers = {
  RoomState: {
    features: (state: RoomState) => JSON.stringify(state.features),
  },
  RoomEvent: {
    features: (event: RoomEvent) => JSON.stringify(event.features),
  },
  Query: {
    roomState: async (_: unknown, args: ParticipantArgs, ctx: GatewayContext) => {
      const { state } = await ctx.call(roomEndpoints.state, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
      });
      return stateSeenBy(state, args.participantId);
    },
    roomDoor: async (
      _: unknown,
      args: { alias: string; currentDate: string; zone: string },
      ctx: GatewayContext,
    ) => ctx.call(roomEndpoints.door, { ...(await doorCaller(ctx)), ...args }),
  },
  Mutation: {
    joinRoom: async (_: unknown, { entry }: EntryArgs, ctx: GatewayContext) => {
      const joined = await ctx.call(roomEndpoints.join, {
        caller: await roomCallerOf(ctx),
        alias: entry.alias,
        currentDate: entry.currentDate,
        zone: entry.zone,
        windowId: entry.windowId,
        asHost: entry.asHost ?? false,
        audioEnabled: entry.audioEnabled ?? false,
        ...(entry.seat ? { seat: entry.seat } : {}),
      });
      // For the join's SFU pass (RoomJoin.media); not a field of the answer.
      return {
        ...joined,
        state: stateSeenBy(joined.state, joined.participantId),
        previewToken: entry.previewToken ?? undefined,
      };
    },
    roomHeartbeat: async (
      _: unknown,
      args: ParticipantArgs & { videoEnabled: boolean; audioEnabled: boolean },
      ctx: GatewayContext,
    ) =>
      ctx.call(roomEndpoints.heartbeat, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
        videoEnabled: args.videoEnabled,
        audioEnabled: args.audioEnabled,
      }),
    sendRoomSignal: async (
      _: unknown,
      args: ParticipantArgs & { method: string; payload: string },
      ctx: GatewayContext,
    ) =>
      ctx.call(roomEndpoints.signal, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
        method: args.method,
        payload: args.payload,
      }),
    leaveRoom: async (_: unknown, args: ParticipantArgs, ctx: GatewayContext) => {
      await ctx.call(roomEndpoints.leave, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
      });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
