import {
  type Actor,
  AppError,
  ErrorCode,
  type Guest,
  meetingEndpoints,
  meetingMessages,
} from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { idOf } from '../resolver-arguments';
import type { VisitArgs } from './meeting-arguments';

const isUnauthenticated = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.Unauthenticated;

/**
 * Who is entering: a signed-in member, else a guest holding a pass. With neither, the caller is told
 * to sign in or enter a name. (The room module names its callers the same way.)
 */
export const entrant = async (ctx: GatewayContext): Promise<{ actor: Actor } | { guest: Guest }> => {
  // A token that says it is a guest pass is checked as one at once: as a member's session it is refused
  // without asking anyone, and making that refusal (an error and its stack) for every heartbeat of a
  // thousand guests showed in the gateway's profile.
  if (!ctx.claimsGuestPass()) {
    try {
      return { actor: await ctx.actor() };
    } catch (error) {
      if (!isUnauthenticated(error)) throw error;
    }
  }
  try {
    return { guest: await ctx.guest() };
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
  }
};

/** Entry by link for members and guests, the host page, guest passes and host grants (spec 3 §2, §5, §7). */
export const meetingEntryResolvers = {
  Query: {
    meetingEntry: async (_: unknown, args: VisitArgs, ctx: GatewayContext) =>
      (await ctx.call(meetingEndpoints.entry, { ...(await entrant(ctx)), ...args })).entry,
    hostEntry: async (_: unknown, args: VisitArgs, ctx: GatewayContext) =>
      (await ctx.call(meetingEndpoints.hostEntry, { actor: await requireActor(ctx), ...args })).entry,
  },
  Mutation: {
    joinMeetingAsGuest: async (
      _: unknown,
      args: VisitArgs & { name: string; phone: string },
      ctx: GatewayContext,
    ) => {
      const { pass, entry } = await ctx.call(meetingEndpoints.guestPass, args);
      return {
        token: pass.token,
        expiresAt: pass.expiresAt,
        guestId: pass.guest.guestId,
        name: pass.guest.name,
        entry,
      };
    },
    grantHost: async (_: unknown, args: { alias: string; userId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(meetingEndpoints.grantHost, {
        actor,
        alias: args.alias,
        userId: idOf(args.userId, 'userId'),
      });
      return true;
    },
    revokeHost: async (_: unknown, args: { alias: string; userId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(meetingEndpoints.revokeHost, {
        actor,
        alias: args.alias,
        userId: idOf(args.userId, 'userId'),
      });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
