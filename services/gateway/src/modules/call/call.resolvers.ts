import {
  AppError,
  adminEdgeMessages,
  callEndpoints,
  ErrorCode,
  idTextSchema,
  mediaEndpoints,
} from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';

interface CallArgs {
  callId: string;
}

/** A GraphQL ID that must name a person. */
const userIdOf = (id: string): number => {
  const parsed = idTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError(ErrorCode.BadInput, adminEdgeMessages.invalidId);
  return parsed.data;
};

/**
 * Ringing, answering, hanging up and the WebRTC messages (spec 3 §2, §7). The gateway only names the
 * signed-in caller: the room service checks they are one of the call's two people and the call's state.
 */
export const callResolvers = {
  Query: {
    callIceServers: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      (await ctx.call(mediaEndpoints.turnCredentials, { caller: { actor: await requireActor(ctx) } }))
        .iceServers,
  },
  Mutation: {
    startCall: async (_: unknown, args: { userId: string }, ctx: GatewayContext) =>
      (
        await ctx.call(callEndpoints.start, {
          actor: await requireActor(ctx),
          calleeId: userIdOf(args.userId),
        })
      ).call,
    attendCall: async (_: unknown, args: CallArgs, ctx: GatewayContext) =>
      (await ctx.call(callEndpoints.accept, { actor: await requireActor(ctx), callId: args.callId })).call,
    rejectCall: async (_: unknown, args: CallArgs, ctx: GatewayContext) => {
      await ctx.call(callEndpoints.reject, { actor: await requireActor(ctx), callId: args.callId });
      return true;
    },
    leaveCall: async (_: unknown, args: CallArgs, ctx: GatewayContext) => {
      await ctx.call(callEndpoints.leave, { actor: await requireActor(ctx), callId: args.callId });
      return true;
    },
    sendCallSignal: async (
      _: unknown,
      args: CallArgs & { type: 'offer' | 'answer' | 'candidate'; payload: string },
      ctx: GatewayContext,
    ) => {
      await ctx.call(callEndpoints.signal, {
        actor: await requireActor(ctx),
        callId: args.callId,
        type: args.type,
        payload: args.payload,
      });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
